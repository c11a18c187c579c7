import { asc, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { events, ticketTypes } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/index.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { beijingDate, expireOrders } from './common.ts';

type TicketType = components['schemas']['TicketType'];
type Availability = components['schemas']['Availability'];
type Row = typeof ticketTypes.$inferSelect;

/**
 * The spec's labels: registration closed (the sale or the edition is over), coming soon (before
 * the sale), fully booked (no seat left, counting seats held by unpaid orders).
 */
export function availability(t: Row, editionEnd: string, now = new Date()): Availability {
  if (now > t.saleEnd || beijingDate(now) > editionEnd) return 'closed';
  if (now < t.saleStart) return 'coming_soon';
  if (t.sold >= t.quota) return 'sold_out';
  return 'on_sale';
}

export const REFUSAL: Record<Exclude<Availability, 'on_sale'>, MessageKey> = {
  closed: 'ticket_closed',
  coming_soon: 'ticket_coming_soon',
  sold_out: 'ticket_sold_out',
};

export function ticketTypeView(t: Row, editionEnd: string): TicketType {
  return {
    id: t.id,
    events_id: t.eventsId,
    name: t.name,
    en_name: t.enName,
    description: t.description,
    en_description: t.enDescription,
    price: t.price,
    quota: t.quota,
    remaining: Math.max(t.quota - t.sold, 0),
    per_order: t.perOrder,
    sale_start: t.saleStart.toISOString(),
    sale_end: t.saleEnd.toISOString(),
    availability: availability(t, editionEnd),
  };
}

export async function loadTicketType(db: Db | Tx, id: number): Promise<{ type: Row; editionEnd: string }> {
  const [row] = await db
    .select({ type: ticketTypes, editionEnd: events.endDate })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventsId))
    .where(eq(ticketTypes.id, id));
  if (!row) throw new AppError(Code.NotFound, 'ticket_not_found');
  return row;
}

export const ticketTypeHandlers: PartialHandlers<'ticketTypeLists' | 'ticketTypeGet'> = {
  async ticketTypeLists(ctx) {
    const db = ctx.deps.db;
    await expireOrders(db);
    const [edition] = await db.select({ endDate: events.endDate }).from(events).where(eq(events.id, ctx.query.events_id));
    if (!edition) throw new AppError(Code.NotFound, 'events_not_found');
    const rows = await db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventsId, ctx.query.events_id))
      .orderBy(asc(ticketTypes.sort), asc(ticketTypes.id));
    return { list: rows.map((t) => ticketTypeView(t, edition.endDate)) };
  },

  async ticketTypeGet(ctx) {
    await expireOrders(ctx.deps.db);
    const { type, editionEnd } = await loadTicketType(ctx.deps.db, ctx.query.id);
    return ticketTypeView(type, editionEnd);
  },
};
