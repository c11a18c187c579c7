import type { Handlers } from '../../http/types.ts';

/** Sign-in, registration, codes and passwords (owned by the auth module). */
export const authHandlers: Partial<Handlers> = {};
