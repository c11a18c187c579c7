import { count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
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
