import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Db, Tx } from '../../db/index.ts';
import type { AppError } from '../../http/errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { userAddresses, userInvoiceTitles } from '../../db/schema.ts';

/** The most invoice titles, and the most shipping addresses, one member keeps. */
export const MAX_PER_MEMBER = 20;

/** A member's list where exactly one row is the default. */
type OwnedTable = typeof userInvoiceTitles | typeof userAddresses;

/**
 * The first key of the advisory lock on a member's lists (the second is the member's id): the
 * functions of migration 0008 take the same one.
 */
const OWNED_LISTS_LOCK = 7301;

/**
 * Holds the member's lists until the transaction ends, so one member's writes to a list run one
 * after another: two calls at once cannot both pass the cap, both become the first (default) entry,
 * or leave two defaults or none. Other members are not held up. An advisory lock, held in memory
 * only (locking the member's row wrote to the users table on every call).
 */
export async function lockMember(tx: Tx, uid: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${OWNED_LISTS_LOCK}::int, ${uid}::int)`);
}

/** Unsets the member's default; run before another row is made the default (one default at most, by index). */
export async function clearDefault(tx: Tx, table: OwnedTable, uid: number): Promise<void> {
  await tx.execute(sql`UPDATE ${table} SET is_default = false, updated_at = now() WHERE uid = ${uid} AND is_default`);
}

/** One of the member's rows, by id: not theirs (or gone) reads as not found. */
const mineById = (table: OwnedTable, uid: number, id: number) => and(eq(table.id, id), eq(table.uid, uid));

/** Locks the member, then reads whether one of their rows is the default; not theirs (or gone) throws `notFound`. */
async function lockAndReadDefault(
  tx: Tx,
  table: OwnedTable,
  uid: number,
  where: SQL | undefined,
  notFound: () => AppError,
): Promise<boolean> {
  await lockMember(tx, uid);
  const [current] = await tx.select({ isDefault: table.isDefault }).from(table).where(where);
  if (!current) throw notFound();
  return current.isDefault;
}

/** The SQLSTATE owned_list_add raises at the cap (migration 0008). */
const LIST_FULL = 'SPW01';

function sqlStateOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Adds a row under the cap: the first row is the default whatever the body says; a new default
 * unsets the old one first. One statement: `insert` writes the row with `isDefault` set to the
 * call of owned_list_add (migration 0008), which takes the member's lock, checks the cap and
 * unsets the old default before the row is stored.
 */
export async function addOwned<R>(
  db: Db,
  table: OwnedTable,
  uid: number,
  options: { wantDefault: boolean; limit: AppError; insert: (db: Db, isDefault: SQL) => Promise<R | undefined> },
): Promise<R> {
  const isDefault = sql`owned_list_add(${getTableName(table)}::regclass, ${uid}::int, ${options.wantDefault}::boolean, ${MAX_PER_MEMBER}::int)`;
  try {
    const stored = await options.insert(db, isDefault);
    if (!stored) throw new Error('insert returned nothing');
    return stored;
  } catch (err) {
    if (sqlStateOf(err) === LIST_FULL) throw options.limit;
    throw err;
  }
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
    const isDefault = await lockAndReadDefault(tx, table, uid, where, options.notFound);
    const makeDefault = options.wantDefault && !isDefault;
    if (makeDefault) await clearDefault(tx, table, uid);
    const stored = await options.update(tx, where, makeDefault);
    if (!stored) throw options.notFound();
    return stored;
  });
}

/** Deletes one of the member's rows; when it was the default, the newest remaining one takes over (owned_list_delete, migration 0008). */
export async function deleteOwned(db: Db, table: OwnedTable, uid: number, id: number, notFound: () => AppError): Promise<void> {
  const [row] = rowsOf<{ deleted: boolean }>(
    await db.execute(sql`SELECT owned_list_delete(${getTableName(table)}::regclass, ${uid}::int, ${id}::int) AS deleted`),
  );
  if (!row?.deleted) throw notFound();
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
    if (!(await lockAndReadDefault(tx, table, uid, where, options.notFound))) {
      await clearDefault(tx, table, uid);
      await tx.execute(sql`UPDATE ${table} SET is_default = true, updated_at = now() WHERE id = ${id} AND uid = ${uid}`);
    }
    const row = await options.reload(tx, where);
    if (!row) throw options.notFound();
    return row;
  });
}

/** What the owned-list handlers use of a call (a `Ctx` of any of their operations). */
interface OwnedCall<B> {
  me(): { id: number };
  deps: { db: Db };
  body: B;
  say(key: MessageKey): void;
}

/** One owned table's own parts: its view, its body's columns, its errors and its typed reads and writes. */
export interface OwnedSpec<Row, View, Body, Fields> {
  table: OwnedTable;
  view: (row: Row) => View;
  fieldsOf: (body: Body) => Fields;
  notFound: () => AppError;
  /** The error for a member at the cap. */
  limit: () => AppError;
  /** The member's rows, the default first, then the newest. */
  list: (db: Db, uid: number) => Promise<Row[]>;
  /** Writes the row; `isDefault` is the SQL that decides it (see addOwned). */
  insert: (db: Db, values: Fields & { uid: number; isDefault: SQL }) => Promise<Row | undefined>;
  update: (tx: Tx, where: SQL | undefined, values: Fields & { isDefault?: true; updatedAt: Date }) => Promise<Row | undefined>;
  select: (tx: Tx, where: SQL | undefined) => Promise<Row | undefined>;
}

/**
 * The five handlers of an owned list (invoice titles, addresses): list, add, edit, delete and set
 * default, each with its success message; the feature maps its operation ids onto them.
 */
export function ownedHandlers<Row, View, Body extends { is_default?: 0 | 1 }, Fields>(spec: OwnedSpec<Row, View, Body, Fields>) {
  return {
    async list(ctx: OwnedCall<unknown>) {
      const list = await spec.list(ctx.deps.db, ctx.me().id);
      return { list: list.map(spec.view), total: list.length, page: 1, rows: MAX_PER_MEMBER, max: MAX_PER_MEMBER };
    },

    async add(ctx: OwnedCall<Body>) {
      const me = ctx.me();
      const fields = spec.fieldsOf(ctx.body);
      const row = await addOwned(ctx.deps.db, spec.table, me.id, {
        wantDefault: ctx.body.is_default === 1,
        limit: spec.limit(),
        insert: (db, isDefault) => spec.insert(db, { ...fields, uid: me.id, isDefault }),
      });
      ctx.say('added');
      return spec.view(row);
    },

    async edit(ctx: OwnedCall<Body & { id: number }>) {
      const me = ctx.me();
      const fields = spec.fieldsOf(ctx.body);
      const row = await editOwned(ctx.deps.db, spec.table, me.id, ctx.body.id, {
        wantDefault: ctx.body.is_default === 1,
        notFound: spec.notFound,
        update: (tx, where, makeDefault) =>
          spec.update(tx, where, { ...fields, ...(makeDefault ? { isDefault: true as const } : {}), updatedAt: new Date() }),
      });
      ctx.say('modified');
      return spec.view(row);
    },

    async del(ctx: OwnedCall<{ id: number }>) {
      await deleteOwned(ctx.deps.db, spec.table, ctx.me().id, ctx.body.id, spec.notFound);
      ctx.say('deleted');
      return null;
    },

    async setDefault(ctx: OwnedCall<{ id: number }>) {
      const row = await setDefaultOwned(ctx.deps.db, spec.table, ctx.me().id, ctx.body.id, {
        notFound: spec.notFound,
        reload: spec.select,
      });
      ctx.say('default_set');
      return spec.view(row);
    },
  };
}
