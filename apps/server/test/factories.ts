import { eq, sql } from 'drizzle-orm';
import { coupons, events, eventsRegistrations, eventsStaff, ticketTypes, users } from '../src/db/schema.ts';
import { createSession } from '../src/http/auth.ts';
import { ALL_PERMISSIONS } from '../src/seed/demo.ts';
import type { BodyOf, DataOf, TestServer } from './harness.ts';

/**
 * Factories for what the server tests make again and again. Each writes the rows directly (fast,
 * and independent of the operation under test) or, where the rows need the server's own rules
 * (an order holds seats and gets a number), calls the operation. Names and e-mails carry a counter,
 * so two factories never collide and a test needs no clean-up: every test file has its own database.
 *
 *   const buyer = await member(t);
 *   const pass = await ticketType(t, { quota: 10 });
 *   const placed = await order(t, buyer, pass.id);
 */

let seq = 0;
/** A name no other factory call in this process has used (users.username is at most 32 characters). */
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}_${process.pid % 100_000}_${seq}`;
}

/** A signed-in account: its id, its session token and its username. */
export interface Member {
  id: number;
  token: string;
  username: string;
}

type UserRow = typeof users.$inferInsert;

/** A member (flag 2, no permissions) with a session. Overrides go to the users row. */
export async function member(t: TestServer, over: Partial<UserRow> = {}): Promise<Member> {
  const username = over.username ?? unique('m');
  const [row] = await t.db
    .insert(users)
    .values({ nickname: username.slice(0, 32), flag: 2, ...over, username })
    .returning({ id: users.id });
  if (!row) throw new Error('member: the insert returned nothing');
  const { token } = await createSession(t.db, row.id, 1, '127.0.0.1', 'factories');
  return { id: row.id, token, username };
}

/** A creator: a member with every creator permission (quote data and the rest). */
export function creator(t: TestServer, over: Partial<UserRow> = {}): Promise<Member> {
  return member(t, { permission: ALL_PERMISSIONS, ...over });
}

/** A platform administrator (flag 0). */
export function admin(t: TestServer, over: Partial<UserRow> = {}): Promise<Member> {
  return member(t, { flag: 0, permission: ALL_PERMISSIONS, ...over });
}

/** A member who staffs an edition (check-in, draws). */
export async function staff(t: TestServer, eventsId: number, over: Partial<UserRow> = {}): Promise<Member> {
  const m = await member(t, over);
  await t.db.insert(eventsStaff).values({ eventsId, uid: m.id });
  return m;
}

type EditionRow = typeof events.$inferSelect;

/** A past edition (not the current one) with the next free id. */
export async function edition(t: TestServer, over: Partial<typeof events.$inferInsert> = {}): Promise<EditionRow> {
  const [top] = await t.db.select({ id: sql<number>`coalesce(max(${events.id}), 0)::int` }).from(events);
  const id = over.id ?? (top?.id ?? 0) + 1;
  const [row] = await t.db
    .insert(events)
    .values({
      id,
      year: 2000 + id,
      name: `第${id}届测试周`,
      enName: `Test Week ${id}`,
      city: '上海',
      enCity: 'Shanghai',
      startDate: `${2000 + id}-11-18`,
      endDate: `${2000 + id}-11-20`,
      ...over,
    })
    .returning();
  if (!row) throw new Error('edition: the insert returned nothing');
  return row;
}

type TicketTypeRow = typeof ticketTypes.$inferSelect;

/** A ticket type on sale now (an hour either side) for an edition, the current one (14) unless given. */
export async function ticketType(t: TestServer, over: Partial<typeof ticketTypes.$inferInsert> = {}): Promise<TicketTypeRow> {
  const now = Date.now();
  const [row] = await t.db
    .insert(ticketTypes)
    .values({
      eventsId: 14,
      name: unique('测试票'),
      enName: 'Test pass',
      price: 10_000,
      quota: 10,
      perOrder: 5,
      saleStart: new Date(now - 3600_000),
      saleEnd: new Date(now + 3600_000),
      ...over,
    })
    .returning();
  if (!row) throw new Error('ticketType: the insert returned nothing');
  return row;
}

/** A coupon valid now (an hour either side), 10 % off, ten uses. */
export async function coupon(t: TestServer, over: Partial<typeof coupons.$inferInsert> = {}): Promise<typeof coupons.$inferSelect> {
  const now = Date.now();
  const [row] = await t.db
    .insert(coupons)
    .values({
      eventsId: 14,
      code: unique('C').toUpperCase(),
      kind: 'percent',
      value: 10,
      validFrom: new Date(now - 3600_000),
      validTo: new Date(now + 3600_000),
      maxUses: 10,
      ...over,
    })
    .returning();
  if (!row) throw new Error('coupon: the insert returned nothing');
  return row;
}

/** A delegate's registration for an edition, paid for by `uid` (a member must register before ordering). */
export async function registration(
  t: TestServer,
  uid: number | null,
  over: Partial<typeof eventsRegistrations.$inferInsert> = {},
): Promise<typeof eventsRegistrations.$inferSelect> {
  const batch = unique('reg');
  const [row] = await t.db
    .insert(eventsRegistrations)
    .values({
      eventsId: 14,
      uid,
      batch,
      name: '测试代表',
      email: `${batch}@factory.example`,
      company: '测试公司',
      attendance: 'delegate',
      ...over,
    })
    .returning();
  if (!row) throw new Error('registration: the insert returned nothing');
  return row;
}

/**
 * A pending order placed through `orderAdd` by the buyer, who first registers as many delegates
 * for the ticket's edition as the order has seats; its number, price and held seats are the
 * server's own.
 */
export async function order(
  t: TestServer,
  buyer: Member,
  ticketId: number,
  body: Omit<BodyOf<'orderAdd'>, 'ticket_id' | 'quantity'> & { quantity?: number } = {},
): Promise<DataOf<'orderAdd'>> {
  const [type] = await t.db.select({ eventsId: ticketTypes.eventsId }).from(ticketTypes).where(eq(ticketTypes.id, ticketId));
  if (!type) throw new Error(`order: no ticket type ${ticketId}`);
  const quantity = body.quantity ?? 1;
  for (let i = 0; i < quantity; i++) await registration(t, buyer.id, { eventsId: type.eventsId });
  const res = await t.api.call('orderAdd', { token: buyer.token, body: { ...body, quantity, ticket_id: ticketId } });
  if (res.body.code !== 0) throw new Error(`order: orderAdd answered ${res.raw}`);
  return res.body.data;
}

/** An invoice title of the member's, added through the API (the first one becomes the default). */
export async function invoiceTitle(
  t: TestServer,
  owner: Member,
  body: Partial<BodyOf<'userInvoiceTitleAdd'>> = {},
): Promise<DataOf<'userInvoiceTitleAdd'>> {
  const res = await t.api.call('userInvoiceTitleAdd', {
    token: owner.token,
    body: { title_type: 'personal', title_name: owner.username, ...body },
  });
  if (res.body.code !== 0) throw new Error(`invoiceTitle: userInvoiceTitleAdd answered ${res.raw}`);
  return res.body.data;
}

/** A shipping address of the member's, added through the API (the first one becomes the default). */
export async function address(
  t: TestServer,
  owner: Member,
  body: Partial<BodyOf<'userAddressAdd'>> = {},
): Promise<DataOf<'userAddressAdd'>> {
  const res = await t.api.call('userAddressAdd', {
    token: owner.token,
    body: { realname: '测试收货人', tel: '13800009999', street: '上海市黄浦区测试路 1 号', zip: '200001', ...body },
  });
  if (res.body.code !== 0) throw new Error(`address: userAddressAdd answered ${res.raw}`);
  return res.body.data;
}
