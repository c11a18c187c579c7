import type { Handlers } from '../../http/types.ts';

/** Event guests. */
export const guestHandlers: Partial<Handlers> = {};
