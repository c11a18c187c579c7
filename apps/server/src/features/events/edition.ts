import { count, desc, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { events, eventsGuestGroups, eventsGuests } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';

type Edition = components['schemas']['Edition'];

/** The editions (all, or one), each with its guest and group counts. */
async function editions(db: Db, id?: number): Promise<Edition[]> {
  const guestCounts = db
    .select({ eventsId: eventsGuests.eventsId, n: count().as('guest_n') })
    .from(eventsGuests)
    .groupBy(eventsGuests.eventsId)
    .as('guest_counts');
  const groupCounts = db
    .select({ eventsId: eventsGuestGroups.eventsId, n: count().as('group_n') })
    .from(eventsGuestGroups)
    .groupBy(eventsGuestGroups.eventsId)
    .as('group_counts');
  const query = db
    .select({ e: events, guests: guestCounts.n, groups: groupCounts.n })
    .from(events)
    .leftJoin(guestCounts, eq(guestCounts.eventsId, events.id))
    .leftJoin(groupCounts, eq(groupCounts.eventsId, events.id));
  const rows = await (id === undefined ? query : query.where(eq(events.id, id))).orderBy(desc(events.year), desc(events.id));
  return rows.map(({ e, guests, groups }) => ({
    id: e.id,
    year: e.year,
    name: e.name,
    en_name: e.enName,
    city: e.city,
    en_city: e.enCity,
    start_date: e.startDate,
    end_date: e.endDate,
    is_current: e.isCurrent,
    guest_amount: Number(guests ?? 0),
    group_amount: Number(groups ?? 0),
  }));
}

export const editionHandlers: PartialHandlers<'eventsLists' | 'eventsGet'> = {
  async eventsLists(ctx) {
    return { list: await editions(ctx.deps.db) };
  },

  async eventsGet(ctx) {
    const [edition] = await editions(ctx.deps.db, ctx.query.id);
    if (!edition) throw new AppError(Code.NotFound, 'events_not_found');
    return edition;
  },
};
