import type { Handlers } from '../../http/types.ts';

/** Image uploads. */
export const uploadHandlers: Partial<Handlers> = {};
