// Statistical tables: a creator publishes series (columns) by period (rows) with a chart type,
// public or secret; a public one may be placed on the explorer home (statisticHome).
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { statistics } from './tables.ts';

type Row = typeof statistics.$inferSelect;
type Statistic = components['schemas']['Statistic'];
type StatisticItem = components['schemas']['StatisticItem'];
type Period = components['schemas']['StatisticPeriod'];

/** How each kind of period is written, with an example for the message. */
export const PERIOD_FORMS: Record<Period, { pattern: RegExp; example: string }> = {
  year: { pattern: /^(19|20)\d{2}$/, example: '2024' },
  quarter: { pattern: /^(19|20)\d{2}Q[1-4]$/, example: '2024Q1' },
  month: { pattern: /^(19|20)\d{2}-(0[1-9]|1[0-2])$/, example: '2024-01' },
};

/** The most tables a creator places on the explorer home that it shows (the newest first). */
export const HOME_TABLES = 4;

const view = (row: Row, author: string): Statistic => ({
  id: row.id,
  title: row.title,
  en_title: row.enTitle,
  source: row.source,
  en_source: row.enSource,
  value_unit: row.valueUnit,
  en_value_unit: row.enValueUnit,
  description: row.description,
  en_description: row.enDescription,
  period: row.period,
  chart: row.chart,
  visibility: row.visibility,
  on_home: row.onHome,
  series: row.series,
  periods: row.periods,
  author,
  updated_at: row.updatedAt.toISOString(),
});

const itemView = (row: Row): StatisticItem => ({
  id: row.id,
  title: row.title,
  en_title: row.enTitle,
  value_unit: row.valueUnit,
  en_value_unit: row.enValueUnit,
  period: row.period,
  chart: row.chart,
  visibility: row.visibility,
  on_home: row.onHome,
  series_count: row.series.length,
  period_count: row.periods.length,
  first_period: row.periods[0]?.period ?? '',
  last_period: row.periods.at(-1)?.period ?? '',
  updated_at: row.updatedAt.toISOString(),
});

/** Tables with their author's nickname. */
function withAuthor(db: Db) {
  return db.select({ row: statistics, author: users.nickname }).from(statistics).innerJoin(users, eq(users.id, statistics.uid));
}

/** A table as shown, with its author's nickname; 40004 when there is none. */
async function shown(db: Db, where: SQL | undefined): Promise<Statistic> {
  const [found] = await withAuthor(db).where(where);
  if (!found) throw new AppError(Code.NotFound, 'statistic_not_found');
  return view(found.row, found.author);
}

async function ownStatistic(db: Db, me: AuthUser, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(statistics)
    .where(and(eq(statistics.id, id), eq(statistics.uid, me.id)));
  if (!row) throw new AppError(Code.NotFound, 'statistic_not_found');
  return row;
}

/**
 * The columns an add or edit stores, checked as a whole before anything is written: each period
 * written as the table's period says and given once, one value per series, at least one figure,
 * and the explorer home only for a public table. Periods are stored oldest first.
 */
export function statisticValues(body: BodyOf<'statisticAdd'>) {
  const title = body.title.trim();
  const valueUnit = body.value_unit.trim();
  if (!title) badField('title', 'field_required');
  if (!valueUnit) badField('value_unit', 'field_required');
  const series = body.series.map((s, i) => {
    const name = s.name.trim();
    if (!name) badField(`series.${i}.name`, 'field_required');
    return { name, en_name: (s.en_name ?? '').trim() };
  });
  const form = PERIOD_FORMS[body.period];
  const seen = new Map<string, number>();
  let figures = 0;
  const periods = body.periods.map((p, i) => {
    const period = p.period
      .trim()
      .toUpperCase()
      .replace(/^(\d{4})Q/, '$1Q');
    if (!form.pattern.test(period)) badField('periods', 'statistic_period_format', { row: i + 1, example: form.example });
    const first = seen.get(period);
    if (first !== undefined) badField('periods', 'statistic_period_twice', { row: i + 1, first });
    seen.set(period, i + 1);
    if (p.values.length !== series.length) badField('periods', 'statistic_values_count', { row: i + 1, count: series.length });
    figures += p.values.filter((v) => v !== null).length;
    return { period, values: [...p.values] };
  });
  if (figures === 0) badField('periods', 'statistic_no_figures');
  if (body.on_home && body.visibility !== 'public') badField('on_home', 'statistic_home_secret');
  periods.sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));
  return {
    title,
    enTitle: (body.en_title ?? '').trim(),
    source: (body.source ?? '').trim(),
    enSource: (body.en_source ?? '').trim(),
    valueUnit,
    enValueUnit: (body.en_value_unit ?? '').trim(),
    description: (body.description ?? '').trim(),
    enDescription: (body.en_description ?? '').trim(),
    period: body.period,
    chart: body.chart,
    visibility: body.visibility,
    onHome: body.on_home === true,
    series,
    periods,
  };
}

export const statisticHandlers: PartialHandlers<
  'statisticMyLists' | 'statisticMyGet' | 'statisticGet' | 'statisticHome' | 'statisticAdd' | 'statisticEdit' | 'statisticDelete'
> = {
  async statisticMyLists(ctx) {
    const me = ctx.me();
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [eq(statistics.uid, me.id)];
    if (ctx.query.visibility) filters.push(eq(statistics.visibility, ctx.query.visibility));
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(statistics.title, p), ilike(statistics.enTitle, p));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [list, [total]] = await Promise.all([
      ctx.deps.db
        .select()
        .from(statistics)
        .where(where)
        .orderBy(desc(statistics.updatedAt), desc(statistics.id))
        .limit(rows)
        .offset(offset),
      ctx.deps.db.select({ n: count() }).from(statistics).where(where),
    ]);
    return listOf(list.map(itemView), total?.n ?? 0, page, rows);
  },

  async statisticMyGet(ctx) {
    return shown(ctx.deps.db, and(eq(statistics.id, ctx.query.id), eq(statistics.uid, ctx.me().id)));
  },

  async statisticGet({ deps, query }) {
    return shown(deps.db, and(eq(statistics.id, query.id), eq(statistics.visibility, 'public')));
  },

  async statisticHome({ deps }) {
    const found = await withAuthor(deps.db)
      .where(and(eq(statistics.onHome, true), eq(statistics.visibility, 'public')))
      .orderBy(desc(statistics.updatedAt), desc(statistics.id))
      .limit(HOME_TABLES);
    return found.map((f) => view(f.row, f.author));
  },

  async statisticAdd(ctx) {
    const me = ctx.me();
    const values = statisticValues(ctx.body);
    const [row] = await ctx.deps.db
      .insert(statistics)
      .values({ ...values, uid: me.id })
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('saved');
    return shown(ctx.deps.db, eq(statistics.id, row.id));
  },

  async statisticEdit(ctx) {
    const me = ctx.me();
    const { id, ...body } = ctx.body;
    const values = statisticValues(body);
    const current = await ownStatistic(ctx.deps.db, me, id);
    const [row] = await ctx.deps.db
      .update(statistics)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(statistics.id, current.id), eq(statistics.uid, me.id)))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'statistic_not_found');
    ctx.say('saved');
    return shown(ctx.deps.db, eq(statistics.id, row.id));
  },

  async statisticDelete(ctx) {
    const me = ctx.me();
    const row = await ownStatistic(ctx.deps.db, me, ctx.body.id);
    await ctx.deps.db.delete(statistics).where(and(eq(statistics.id, row.id), eq(statistics.uid, me.id)));
    ctx.say('deleted');
    return null;
  },
};
