import type { Handlers } from '../../http/types.ts';

/** Profiles, avatar and cover. */
export const userHandlers: Partial<Handlers> = {};
