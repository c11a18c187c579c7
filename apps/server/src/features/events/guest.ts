import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { events, eventsGuestGroups, eventsGuests } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { likePattern } from '../../db/like.ts';
import { listOf, paging } from '../../http/paging.ts';

type Guest = components['schemas']['Guest'];

/** Who a guest is, in both languages: what a guest page and an agenda's speaker both show. */
export function guestPerson(g: typeof eventsGuests.$inferSelect) {
  return {
    id: g.id,
    nickname: g.nickname,
    en_name: g.enName,
    avatar: g.avatar,
    company: g.company,
    en_company: g.enCompany,
    position: g.position,
    en_position: g.enPosition,
  };
}

function guestView(g: typeof eventsGuests.$inferSelect): Guest {
  return {
    ...guestPerson(g),
    events_id: g.eventsId,
    group_id: g.groupId,
    brief: g.brief,
    en_brief: g.enBrief,
    content: g.content,
    en_content: g.enContent,
    sort: g.sort,
  };
}

export const guestHandlers: PartialHandlers<'eventsGuestLists' | 'eventsGuestGet'> = {
  async eventsGuestLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 100);
    const eventsId = ctx.query.events_id;
    const [edition] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventsId));
    if (!edition) throw new AppError(Code.NotFound, 'events_not_found');
    const filters: SQL[] = [eq(eventsGuests.eventsId, eventsId)];
    if (ctx.query.group_id) filters.push(eq(eventsGuests.groupId, ctx.query.group_id));
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(eventsGuests.nickname, p), ilike(eventsGuests.enName, p), ilike(eventsGuests.company, p));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [list, [total], groups] = await Promise.all([
      db
        .select({ g: eventsGuests })
        .from(eventsGuests)
        .innerJoin(eventsGuestGroups, eq(eventsGuestGroups.id, eventsGuests.groupId))
        .where(where)
        .orderBy(asc(eventsGuestGroups.sort), asc(eventsGuestGroups.id), asc(eventsGuests.sort), asc(eventsGuests.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(eventsGuests).where(where),
      db
        .select()
        .from(eventsGuestGroups)
        .where(eq(eventsGuestGroups.eventsId, eventsId))
        .orderBy(asc(eventsGuestGroups.sort), asc(eventsGuestGroups.id)),
    ]);
    return {
      ...listOf(
        list.map((r) => guestView(r.g)),
        total?.n ?? 0,
        page,
        rows,
      ),
      groups: groups.map((g) => ({ id: g.id, events_id: g.eventsId, name: g.name, en_name: g.enName, sort: g.sort })),
    };
  },

  async eventsGuestGet(ctx) {
    const [row] = await ctx.deps.db.select().from(eventsGuests).where(eq(eventsGuests.id, ctx.query.id));
    if (!row) throw new AppError(Code.NotFound, 'guest_not_found');
    return guestView(row);
  },
};
