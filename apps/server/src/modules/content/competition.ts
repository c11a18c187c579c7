import type { Handlers } from '../../http/types.ts';

/** Competitions. */
export const competitionHandlers: Partial<Handlers> = {};
