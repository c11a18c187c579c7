// The member's hub (/user/my) in figures: what its tabs and shortcuts show.
import { and, count, eq } from 'drizzle-orm';
import { columnSubscriptions, eventsRegistrations, messages, notifications } from '../../db/schema.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { markedCounts } from '../article/marked.ts';
import { countersOf } from '../social/handlers.ts';

export const hubHandlers: PartialHandlers<'userMy'> = {
  async userMy(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
    const [marked, subscriptions, registrations, counters, unreadNotifications, unreadMessages] = await Promise.all([
      markedCounts(db, me.id),
      db.select({ n: count() }).from(columnSubscriptions).where(eq(columnSubscriptions.uid, me.id)).then(n),
      db.select({ n: count() }).from(eventsRegistrations).where(eq(eventsRegistrations.uid, me.id)).then(n),
      countersOf(db, me.id),
      db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.uid, me.id), eq(notifications.isRead, 0)))
        .then(n),
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.receiveUid, me.id), eq(messages.isRead, 0)))
        .then(n),
    ]);
    return {
      ...marked,
      subscriptions,
      registrations,
      follow_amount: counters?.follow ?? 0,
      fans_amount: counters?.fans ?? 0,
      unread_notifications: unreadNotifications,
      unread_messages: unreadMessages,
    };
  },
};
