import type { Handlers } from '../../http/types.ts';

/** Follows, column subscriptions, messages, notifications, user stats. */
export const socialHandlers: Partial<Handlers> = {};
