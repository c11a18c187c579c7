import type { Tx } from '../db/index.ts';

/** Demo data for this domain; filled by its module. */
export async function seedEvents(tx: Tx): Promise<void> {
  void tx;
}
