import { count, desc, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { eventsReports } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import { cleanRichText } from '../../http/rich-text.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { assertEdition } from './common.ts';

type Report = components['schemas']['Report'];
type Row = typeof eventsReports.$inferSelect;

function reportView(r: Row, withContent: boolean): Report {
  return {
    id: r.id,
    events_id: r.eventsId,
    title: r.title,
    en_title: r.enTitle,
    summary: r.summary,
    en_summary: r.enSummary,
    cover: r.cover,
    source: r.source,
    en_source: r.enSource,
    published_at: r.publishedAt.toISOString(),
    ...(withContent ? { content: cleanRichText(r.content), en_content: cleanRichText(r.enContent) } : {}),
  };
}

export const reportHandlers: PartialHandlers<'eventsReportLists' | 'eventsReportGet'> = {
  async eventsReportLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    await assertEdition(db, ctx.query.events_id);
    const where = eq(eventsReports.eventsId, ctx.query.events_id);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(eventsReports)
        .where(where)
        .orderBy(desc(eventsReports.publishedAt), desc(eventsReports.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(eventsReports).where(where),
    ]);
    return listOf(
      list.map((r) => reportView(r, false)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async eventsReportGet(ctx) {
    const [row] = await ctx.deps.db.select().from(eventsReports).where(eq(eventsReports.id, ctx.query.id));
    if (!row) throw new AppError(Code.NotFound, 'report_not_found');
    return reportView(row, true);
  },
};
