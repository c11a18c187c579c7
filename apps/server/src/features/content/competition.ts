import { and, count, desc, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { competitions } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { likePattern } from '../../db/like.ts';

type Competition = components['schemas']['Competition'];

/** 0 before the start, 1 between start and end, 2 after the end. */
export function timingOf(start: Date, end: Date, now = Date.now()): 0 | 1 | 2 {
  if (now < start.getTime()) return 0;
  return now <= end.getTime() ? 1 : 2;
}

function competitionView(c: typeof competitions.$inferSelect): Competition {
  return {
    id: c.id,
    title: c.title,
    en_title: c.enTitle,
    banner: c.banner,
    sponsor: c.sponsor,
    extra_sponsor: c.extraSponsor,
    review_rule: c.reviewRule,
    decorate_mode: c.decorateMode,
    agenda: c.agenda,
    content: c.content,
    start_time: c.startTime.toISOString(),
    end_time: c.endTime.toISOString(),
    timing: timingOf(c.startTime, c.endTime),
    works_amount: c.worksAmount,
    created_at: c.createdAt.toISOString(),
  };
}

export const competitionHandlers: PartialHandlers<'competitionLists' | 'competitionGet'> = {
  async competitionLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [];
    const now = sql`now()`;
    if (ctx.query.timing === 0) filters.push(gt(competitions.startTime, now));
    if (ctx.query.timing === 1) {
      const running = and(lte(competitions.startTime, now), sql`${competitions.endTime} >= now()`);
      if (running) filters.push(running);
    }
    if (ctx.query.timing === 2) filters.push(sql`${competitions.endTime} < now()`);
    if (ctx.query.keyword?.trim()) {
      const match = or(
        ilike(competitions.title, likePattern(ctx.query.keyword)),
        ilike(competitions.enTitle, likePattern(ctx.query.keyword)),
      );
      if (match) filters.push(match);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [list, [total]] = await Promise.all([
      db.select().from(competitions).where(where).orderBy(desc(competitions.startTime), desc(competitions.id)).limit(rows).offset(offset),
      db.select({ n: count() }).from(competitions).where(where),
    ]);
    return listOf(list.map(competitionView), total?.n ?? 0, page, rows);
  },

  async competitionGet(ctx) {
    const [row] = await ctx.deps.db
      .select()
      .from(competitions)
      .where(sql`${competitions.id} = ${ctx.query.id}`);
    if (!row) throw new AppError(Code.NotFound, 'competition_not_found');
    return competitionView(row);
  },
};
