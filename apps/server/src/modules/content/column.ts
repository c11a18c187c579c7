import type { Handlers } from '../../http/types.ts';

/** Columns. */
export const columnHandlers: Partial<Handlers> = {};
