import type { Handlers } from '../../http/types.ts';

/** Offers, with CSV export. */
export const offerHandlers: Partial<Handlers> = {};
