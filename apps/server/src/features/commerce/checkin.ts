import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { drawWinners, draws, events, tickets, users } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { beijingMinute, normaliseCode, requireStaff, ticketViews } from './common.ts';

type Draw = components['schemas']['Draw'];

async function editionExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  if (!row) throw new AppError(Code.NotFound, 'events_not_found');
}

/** Checked-in valid tickets of an edition that have not won any of its draws. */
function candidatesOf(eventsId: number) {
  const won = sql`(SELECT ${drawWinners.ticketId} FROM ${drawWinners} JOIN ${draws} ON ${draws.id} = ${drawWinners.drawId} WHERE ${draws.eventsId} = ${eventsId})`;
  return and(eq(tickets.eventsId, eventsId), eq(tickets.status, 'valid'), isNotNull(tickets.checkedInAt), sql`${tickets.id} NOT IN ${won}`);
}

async function drawViews(db: Db, eventsId: number): Promise<Draw[]> {
  const list = await db.select().from(draws).where(eq(draws.eventsId, eventsId)).orderBy(desc(draws.createdAt), desc(draws.id));
  if (list.length === 0) return [];
  const winners = await db
    .select({ drawId: drawWinners.drawId, rank: drawWinners.rank, ticketId: tickets.id, holder: tickets.holder, company: tickets.company })
    .from(drawWinners)
    .innerJoin(tickets, eq(tickets.id, drawWinners.ticketId))
    .where(
      inArray(
        drawWinners.drawId,
        list.map((d) => d.id),
      ),
    )
    .orderBy(drawWinners.rank);
  return list.map((d) => ({
    id: d.id,
    events_id: d.eventsId,
    prize: d.prize,
    en_prize: d.enPrize,
    candidates: d.candidates,
    created_at: d.createdAt.toISOString(),
    winners: winners
      .filter((w) => w.drawId === d.id)
      .map((w) => ({ rank: w.rank, ticket_id: w.ticketId, holder: w.holder, company: w.company })),
  }));
}

/** k distinct items, uniformly at random: a partial Fisher–Yates shuffle on crypto.randomInt. */
export function pick<T>(items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = 0; i < k; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, k);
}

export const checkinHandlers: PartialHandlers<
  'eventsUserTickets' | 'eventsUserShare' | 'checkinAdd' | 'checkinStats' | 'drawLists' | 'drawAdd'
> = {
  async eventsUserTickets(ctx) {
    const me = ctx.me();
    const mine = and(eq(tickets.uid, me.id), eq(tickets.status, 'valid'));
    const where = ctx.query.events_id === undefined ? mine : and(mine, eq(tickets.eventsId, ctx.query.events_id));
    return { list: await ticketViews(ctx.deps.db, where) };
  },

  async eventsUserShare(ctx) {
    const db = ctx.deps.db;
    const [row] = await db
      .select({ u: users, e: events, checkedIn: sql<boolean>`bool_or(${tickets.checkedInAt} IS NOT NULL)` })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.uid))
      .innerJoin(events, eq(events.id, tickets.eventsId))
      .where(and(eq(tickets.uid, ctx.query.uid), eq(tickets.eventsId, ctx.query.events_id), eq(tickets.status, 'valid')))
      .groupBy(users.id, events.id);
    if (!row) throw new AppError(Code.NotFound, 'share_not_found');
    const { u, e } = row;
    return {
      uid: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      events_id: e.id,
      edition_name: e.name,
      edition_en_name: e.enName,
      year: e.year,
      city: e.city,
      en_city: e.enCity,
      start_date: e.startDate,
      end_date: e.endDate,
      checked_in: Boolean(row.checkedIn),
    };
  },

  async checkinAdd(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    // Someone who staffs nothing learns nothing, not even whether a code exists.
    await requireStaff(db, me);
    const code = normaliseCode(ctx.body.ticket_code);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.code, code));
    if (!ticket || ticket.status !== 'valid') throw new AppError(Code.NotFound, 'code_not_found');
    await requireStaff(db, me, ticket.eventsId);
    const [done] = await db
      .update(tickets)
      .set({ checkedInAt: new Date(), checkedInBy: me.id })
      .where(and(eq(tickets.id, ticket.id), sql`${tickets.checkedInAt} IS NULL`))
      .returning({ id: tickets.id });
    if (!done) {
      const [first] = await db.select({ at: tickets.checkedInAt }).from(tickets).where(eq(tickets.id, ticket.id));
      const at = first?.at ?? new Date();
      throw new AppError(Code.Conflict, 'already_checked_in', { time: beijingMinute(at) }, { checked_in_at: at.toISOString() });
    }
    const [view] = await ticketViews(db, eq(tickets.id, ticket.id));
    if (!view) throw new AppError(Code.NotFound, 'code_not_found');
    ctx.say('checked_in');
    return view;
  },

  async checkinStats(ctx) {
    const db = ctx.deps.db;
    await editionExists(db, ctx.query.events_id);
    await requireStaff(db, ctx.me(), ctx.query.events_id);
    const [row] = await db
      .select({ all: count(), checkedIn: sql<number>`count(${tickets.checkedInAt})::int` })
      .from(tickets)
      .where(and(eq(tickets.eventsId, ctx.query.events_id), eq(tickets.status, 'valid')));
    return { tickets: row?.all ?? 0, checked_in: row?.checkedIn ?? 0 };
  },

  async drawLists(ctx) {
    const db = ctx.deps.db;
    const eventsId = ctx.query.events_id;
    await editionExists(db, eventsId);
    await requireStaff(db, ctx.me(), eventsId);
    const [left] = await db.select({ n: count() }).from(tickets).where(candidatesOf(eventsId));
    const [checked] = await db
      .select({ n: count() })
      .from(tickets)
      .where(and(eq(tickets.eventsId, eventsId), eq(tickets.status, 'valid'), isNotNull(tickets.checkedInAt)));
    return { candidates: left?.n ?? 0, checked_in: checked?.n ?? 0, list: await drawViews(db, eventsId) };
  },

  async drawAdd(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    const { events_id: eventsId, winners: k } = ctx.body;
    await editionExists(db, eventsId);
    await requireStaff(db, me, eventsId);
    const prize = ctx.body.prize.trim();
    if (!prize) throw new AppError(Code.BadInput, 'field_required', {}, null, 'prize');
    const enPrize = ctx.body.en_prize?.trim() ?? '';
    const id = await db.transaction(async (tx) => {
      // Draws of one edition run one at a time, so two cannot pick the same winner.
      await tx.select({ id: events.id }).from(events).where(eq(events.id, eventsId)).for('update');
      const pool = (await tx.select({ id: tickets.id }).from(tickets).where(candidatesOf(eventsId))).map((t) => t.id);
      if (pool.length < k) throw new AppError(Code.Conflict, 'draw_not_enough', { count: pool.length });
      const chosen = pick(pool, k);
      const [draw] = await tx
        .insert(draws)
        .values({ eventsId, prize, enPrize, winners: k, candidates: pool.length, drawnBy: me.id })
        .returning();
      if (!draw) throw new AppError(Code.Conflict, 'conflict');
      await tx.insert(drawWinners).values(chosen.map((ticketId, i) => ({ drawId: draw.id, ticketId, rank: i + 1 })));
      return draw.id;
    });
    const made = (await drawViews(db, eventsId)).find((d) => d.id === id);
    if (!made) throw new AppError(Code.NotFound, 'not_found');
    ctx.say('drawn');
    return made;
  },
};
