import type { Handlers } from '../../http/types.ts';

/** Quote codes and quote data, with CSV import. */
export const quoteHandlers: Partial<Handlers> = {};
