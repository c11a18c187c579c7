import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { events, eventsStaff, orders, ticketTypes, tickets } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, Code } from '../../http/errors.ts';

type TicketView = components['schemas']['Ticket'];

/** A date as it reads in Beijing (the week runs in China): YYYY-MM-DD. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A moment as staff read it in Beijing: YYYY-MM-DD HH:mm. */
export function beijingMinute(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford: no I, L, O, U

/** Random characters from the OS's cryptographic generator. */
export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** What people type for a ticket code: any case, with spaces or hyphens. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** Admins staff every edition; others only those they are assigned to. */
export async function isStaff(db: Db | Tx, user: AuthUser, eventsId?: number): Promise<boolean> {
  if (user.role === 'admin') return true;
  const where =
    eventsId === undefined ? eq(eventsStaff.uid, user.id) : and(eq(eventsStaff.uid, user.id), eq(eventsStaff.eventsId, eventsId));
  const [row] = await db.select({ uid: eventsStaff.uid }).from(eventsStaff).where(where).limit(1);
  return row !== undefined;
}

export async function requireStaff(db: Db | Tx, user: AuthUser, eventsId?: number): Promise<void> {
  if (!(await isStaff(db, user, eventsId))) throw new AppError(Code.Forbidden, 'not_staff');
}

/**
 * Cancels pending orders whose time ran out and gives their seats back, in one transaction.
 * Seats are returned in ticket-type order so two sweeps never wait on each other crosswise.
 * Called before anything that reads or takes seats, and every minute by the server.
 */
export async function expireOrders(db: Db, now = new Date()): Promise<number> {
  const [due] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now)));
  if (!due || due.n === 0) return 0;
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now)))
      .returning({ ticketTypeId: orders.ticketTypeId, quantity: orders.quantity });
    const seats = new Map<number, number>();
    for (const o of lapsed) seats.set(o.ticketTypeId, (seats.get(o.ticketTypeId) ?? 0) + o.quantity);
    for (const [id, n] of [...seats].sort((a, b) => a[0] - b[0])) await giveSeatsBack(tx, id, n);
    return lapsed.length;
  });
}

export async function giveSeatsBack(tx: Tx, ticketTypeId: number, n: number): Promise<void> {
  await tx
    .update(ticketTypes)
    .set({ sold: sql`greatest(${ticketTypes.sold} - ${n}, 0)` })
    .where(eq(ticketTypes.id, ticketTypeId));
}

/** Tickets with their edition and type, as the API shows them. */
export async function ticketViews(db: Db | Tx, where: SQL | undefined): Promise<TicketView[]> {
  const rows = await db
    .select({ t: tickets, e: events, type: ticketTypes, orderNo: orders.orderNo })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventsId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, orders.ticketTypeId))
    .where(where)
    .orderBy(sql`${events.startDate} desc`, asc(tickets.id));
  return rows.map(({ t, e, type, orderNo }) => ({
    id: t.id,
    code: t.code,
    order_no: orderNo,
    events_id: e.id,
    edition_name: e.name,
    edition_en_name: e.enName,
    start_date: e.startDate,
    end_date: e.endDate,
    city: e.city,
    en_city: e.enCity,
    ticket_name: type.name,
    ticket_en_name: type.enName,
    holder: t.holder,
    company: t.company,
    status: t.status === 'void' ? 'void' : 'valid',
    checked_in_at: t.checkedInAt ? t.checkedInAt.toISOString() : null,
  }));
}

export function ticketsOfOrders(orderIds: number[]) {
  return inArray(tickets.orderId, orderIds.length ? orderIds : [0]);
}
