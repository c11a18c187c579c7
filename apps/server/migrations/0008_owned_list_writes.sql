-- Adding to and deleting from a member's own lists (shipping addresses, invoice titles) as one
-- statement each, with no transaction around them: each function takes the member's advisory lock
-- (7301, uid), the one features/account/defaults.ts takes for edits, so one member's writes to a
-- list still run one after another (the cap of 20 holds, exactly one row is the default). Each
-- statement inside sees what committed before the lock was granted.

-- Before a row is inserted: the member's lock, the cap (SQLSTATE SPW01 when full), and whether the
-- new row is the default (the first one always is; asked for, the old default is unset first).
-- Used inside the INSERT as the value of is_default, so the lock lasts until the row is stored.
CREATE FUNCTION owned_list_add(tbl regclass, member integer, want_default boolean, cap integer) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  n integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7301, member);
  EXECUTE format('SELECT count(*) FROM %s WHERE uid = $1', tbl) INTO n USING member;
  IF n >= cap THEN
    RAISE EXCEPTION 'the list of % is full', member USING ERRCODE = 'SPW01';
  END IF;
  IF n > 0 AND want_default THEN
    EXECUTE format('UPDATE %s SET is_default = false, updated_at = now() WHERE uid = $1 AND is_default', tbl) USING member;
  END IF;
  RETURN n = 0 OR want_default;
END
$$;
--> statement-breakpoint
-- Deletes one of the member's rows under the member's lock; when it was the default, the newest
-- remaining row becomes the default. False when the row is not the member's (or gone).
CREATE FUNCTION owned_list_delete(tbl regclass, member integer, row_id integer) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  was_default boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(7301, member);
  EXECUTE format('DELETE FROM %s WHERE id = $1 AND uid = $2 RETURNING is_default', tbl) INTO was_default USING row_id, member;
  IF was_default IS NULL THEN
    RETURN false;
  END IF;
  IF was_default THEN
    EXECUTE format(
      'UPDATE %1$s SET is_default = true, updated_at = now() WHERE id = (SELECT id FROM %1$s WHERE uid = $1 ORDER BY created_at DESC, id DESC LIMIT 1)',
      tbl
    ) USING member;
  END IF;
  RETURN true;
END
$$;
