import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import type { AppError } from '../../http/errors.ts';
import { users, type userAddresses, type userInvoiceTitles } from '../../db/schema.ts';

/** The most invoice titles, and the most shipping addresses, one member keeps. */
export const MAX_PER_MEMBER = 20;

/** A member's list where exactly one row is the default. */
type OwnedTable = typeof userInvoiceTitles | typeof userAddresses;

/**
 * Locks the member's own row until the transaction ends, so one member's writes to a list run one
 * after another: two calls at once cannot both pass the cap, both become the first (default) entry,
 * or leave two defaults or none. Other members are not held up. NO KEY UPDATE leaves foreign-key
 * checks on the user (a new session, a message) free to proceed.
 */
export async function lockMember(tx: Tx, uid: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('no key update');
}

export async function countOf(tx: Tx, table: OwnedTable, uid: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.uid, uid));
  return row?.n ?? 0;
}

/** Unsets the member's default; run before another row is made the default (one default at most, by index). */
export async function clearDefault(tx: Tx, table: OwnedTable, uid: number): Promise<void> {
  await tx.execute(sql`UPDATE ${table} SET is_default = false, updated_at = now() WHERE uid = ${uid} AND is_default`);
}

/** After the default was deleted: the newest remaining row becomes the default (when there is one). */
export async function promoteNewest(tx: Tx, table: OwnedTable, uid: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${table} SET is_default = true, updated_at = now()
    WHERE id = (SELECT id FROM ${table} WHERE uid = ${uid} ORDER BY created_at DESC, id DESC LIMIT 1)`);
}

/** One of the member's rows, by id: not theirs (or gone) reads as not found. */
const mineById = (table: OwnedTable, uid: number, id: number) => and(eq(table.id, id), eq(table.uid, uid));

/**
 * Adds a row under the cap: the first row is the default whatever the body says; a new default
 * unsets the old one first. `insert` writes the row (its own columns) and returns it.
 */
export async function addOwned<R>(
  db: Db,
  table: OwnedTable,
  uid: number,
  options: { wantDefault: boolean; limit: AppError; insert: (tx: Tx, isDefault: boolean) => Promise<R | undefined> },
): Promise<R> {
  return db.transaction(async (tx) => {
    await lockMember(tx, uid);
    const n = await countOf(tx, table, uid);
    if (n >= MAX_PER_MEMBER) throw options.limit;
    const isDefault = n === 0 || options.wantDefault;
    if (isDefault) await clearDefault(tx, table, uid);
    const stored = await options.insert(tx, isDefault);
    if (!stored) throw new Error('insert returned nothing');
    return stored;
  });
}

/** Replaces one of the member's rows; asking for it to become the default moves the default to it. */
export async function editOwned<R>(
  db: Db,
  table: OwnedTable,
  uid: number,
  id: number,
  options: {
    wantDefault: boolean;
    notFound: () => AppError;
    update: (tx: Tx, where: SQL | undefined, makeDefault: boolean) => Promise<R | undefined>;
  },
): Promise<R> {
  const where = mineById(table, uid, id);
  return db.transaction(async (tx) => {
    await lockMember(tx, uid);
    const [current] = await tx.select({ isDefault: table.isDefault }).from(table).where(where);
    if (!current) throw options.notFound();
    const makeDefault = options.wantDefault && !current.isDefault;
    if (makeDefault) await clearDefault(tx, table, uid);
    const stored = await options.update(tx, where, makeDefault);
    if (!stored) throw options.notFound();
    return stored;
  });
}

/** Deletes one of the member's rows; when it was the default, the newest remaining one takes over. */
export async function deleteOwned(db: Db, table: OwnedTable, uid: number, id: number, notFound: () => AppError): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, uid);
    const [gone] = await tx
      .delete(table)
      .where(mineById(table, uid, id))
      .returning({ isDefault: table.isDefault });
    if (!gone) throw notFound();
    if (gone.isDefault) await promoteNewest(tx, table, uid);
  });
}

/** Makes one of the member's rows the default (a no-op when it already is); `reload` reads it back. */
export async function setDefaultOwned<R>(
  db: Db,
  table: OwnedTable,
  uid: number,
  id: number,
  options: { notFound: () => AppError; reload: (tx: Tx, where: SQL | undefined) => Promise<R | undefined> },
): Promise<R> {
  const where = mineById(table, uid, id);
  return db.transaction(async (tx) => {
    await lockMember(tx, uid);
    const [current] = await tx.select({ isDefault: table.isDefault }).from(table).where(where);
    if (!current) throw options.notFound();
    if (!current.isDefault) {
      await clearDefault(tx, table, uid);
      await tx.execute(sql`UPDATE ${table} SET is_default = true, updated_at = now() WHERE id = ${id} AND uid = ${uid}`);
    }
    const row = await options.reload(tx, where);
    if (!row) throw options.notFound();
    return row;
  });
}
