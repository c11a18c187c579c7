import { and, asc, count, desc, eq, ilike, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import {
  coupons,
  events,
  eventsRegistrations,
  notifications,
  orders,
  ticketTypes,
  tickets,
  userAddresses,
  userInvoiceTitles,
  users,
} from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import { publishUnread } from '../social/handlers.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { likePattern } from '../../db/like.ts';
import { paging } from '../../http/paging.ts';
import { expireOrders, giveSeatsBack, randomCode, ticketViews, ticketsOfOrders } from './common.ts';
import { REFUSAL, availability, loadTicketType } from './ticket-types.ts';

type Order = components['schemas']['Order'];
type OrderRow = typeof orders.$inferSelect;

/** Bank transfers take days: an offline order holds its seats this long once chosen. */
const OFFLINE_HOLD_MS = 3 * 24 * 3600_000;

function newOrderNo(now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `SPW${day}${randomCode(10)}`;
}

/** Orders as the API shows them, with their edition, ticket type, coupon and issued tickets. */
async function orderViews(db: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const extra = await db
    .select({ id: orders.id, e: events, type: ticketTypes, couponCode: coupons.code })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventsId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, orders.ticketTypeId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(inArray(orders.id, ids));
  const byId = new Map(extra.map((x) => [x.id, x]));
  const issued = await ticketViews(db, ticketsOfOrders(ids));
  return rows.map((o) => {
    const x = byId.get(o.id);
    return {
      order_no: o.orderNo,
      events_id: o.eventsId,
      edition_name: x?.e.name ?? '',
      edition_en_name: x?.e.enName ?? '',
      ticket_id: o.ticketTypeId,
      ticket_name: x?.type.name ?? '',
      ticket_en_name: x?.type.enName ?? '',
      quantity: o.quantity,
      unit_price: o.unitPrice,
      discount: o.discount,
      amount: o.amount,
      coupon_code: x?.couponCode ?? '',
      status: o.status as Order['status'],
      provider: o.provider,
      invoice: o.invoice ? (o.invoice as unknown as Order['invoice']) : null,
      shipping: o.shipping ? (o.shipping as unknown as Order['shipping']) : null,
      expires_at: o.expiresAt.toISOString(),
      paid_at: o.paidAt ? o.paidAt.toISOString() : null,
      created_at: o.createdAt.toISOString(),
      tickets: issued.filter((t) => t.order_no === o.orderNo),
    };
  });
}

async function orderView(db: Db | Tx, row: OrderRow): Promise<Order> {
  const [view] = await orderViews(db, [row]);
  if (!view) throw new AppError(Code.NotFound, 'order_not_found');
  return view;
}

/** The member's order, locked for the rest of the transaction; someone else's is not found. */
async function lockOwnOrder(tx: Tx, orderNo: string, uid: number | null): Promise<OrderRow> {
  const where = uid === null ? eq(orders.orderNo, orderNo) : and(eq(orders.orderNo, orderNo), eq(orders.uid, uid));
  const [row] = await tx.select().from(orders).where(where).for('update');
  if (!row) throw new AppError(Code.NotFound, 'order_not_found');
  return row;
}

/** Registered delegates of a member for an edition who hold no ticket, oldest first. */
function unticketed(uid: number, eventsId: number) {
  return and(
    eq(eventsRegistrations.uid, uid),
    eq(eventsRegistrations.eventsId, eventsId),
    notExists(sql`(SELECT 1 FROM ${tickets} WHERE ${tickets.registrationId} = ${eventsRegistrations.id} AND ${tickets.status} = 'valid')`),
  );
}

/** Paid: the order settles and one ticket is issued per seat, named after the delegates in turn. */
async function settle(tx: Tx, order: OrderRow, provider: string, ref: string): Promise<OrderRow> {
  const now = new Date();
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', provider, providerRef: ref, paidAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (!paid) throw new AppError(Code.Conflict, 'order_not_pending');
  const delegates = await tx
    .select()
    .from(eventsRegistrations)
    .where(unticketed(order.uid, order.eventsId))
    .orderBy(asc(eventsRegistrations.createdAt), asc(eventsRegistrations.id))
    .limit(order.quantity);
  const [buyer] = await tx.select({ nickname: users.nickname, company: users.company }).from(users).where(eq(users.id, order.uid));
  const rows = Array.from({ length: order.quantity }, (_, i) => {
    const d = delegates[i];
    return {
      code: randomCode(12),
      orderId: order.id,
      eventsId: order.eventsId,
      uid: order.uid,
      registrationId: d?.id ?? null,
      holder: d ? d.delegateName || d.name : (buyer?.nickname ?? ''),
      company: d ? d.company : (buyer?.company ?? ''),
    };
  });
  await tx.insert(tickets).values(rows);
  return paid;
}

/** What the buyer is told when an admin settles or refunds their order: the order's number, and a link to it. */
function orderNotice(order: OrderRow, type: 'order_paid' | 'order_refunded') {
  return { uid: order.uid, type, fromUid: null, content: order.orderNo, link: `/order/detail?order_no=${order.orderNo}` };
}

export const orderHandlers: PartialHandlers<
  'orderAdd' | 'orderPay' | 'orderCancel' | 'orderLists' | 'orderGet' | 'orderAdminLists' | 'orderConfirm' | 'orderRefund'
> = {
  async orderAdd(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    const body = ctx.body;
    await expireOrders(db);
    const { type, editionEnd } = await loadTicketType(db, body.ticket_id);
    const state = availability(type, editionEnd);
    if (state !== 'on_sale') throw new AppError(Code.Conflict, REFUSAL[state]);
    if (body.quantity > type.perOrder) throw new AppError(Code.BadInput, 'over_per_order', { max: type.perOrder }, null, 'quantity');

    const invoice = body.invoice_title_id
      ? (
          await db
            .select()
            .from(userInvoiceTitles)
            .where(and(eq(userInvoiceTitles.id, body.invoice_title_id), eq(userInvoiceTitles.uid, me.id)))
        )[0]
      : undefined;
    if (body.invoice_title_id && !invoice) throw new AppError(Code.NotFound, 'invoice_title_not_found');
    const address = body.address_id
      ? (
          await db
            .select()
            .from(userAddresses)
            .where(and(eq(userAddresses.id, body.address_id), eq(userAddresses.uid, me.id)))
        )[0]
      : undefined;
    if (body.address_id && !address) throw new AppError(Code.NotFound, 'address_not_found');

    const row = await db.transaction(async (tx) => {
      // One member's orders are placed one at a time, so two tabs cannot both count the same delegates.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update');
      const [registered] = await tx
        .select({ n: count() })
        .from(eventsRegistrations)
        .where(and(eq(eventsRegistrations.uid, me.id), eq(eventsRegistrations.eventsId, type.eventsId)));
      if (!registered || registered.n === 0) throw new AppError(Code.Conflict, 'registration_required');
      const [free] = await tx.select({ n: count() }).from(eventsRegistrations).where(unticketed(me.id, type.eventsId));
      const [held] = await tx
        .select({ n: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
        .from(orders)
        .where(and(eq(orders.uid, me.id), eq(orders.eventsId, type.eventsId), eq(orders.status, 'pending')));
      const available = Math.max((free?.n ?? 0) - (held?.n ?? 0), 0);
      if (body.quantity > available) throw new AppError(Code.Conflict, 'delegates_short', { count: available });

      // The seats: one conditional update, so racing buyers can never take more than the quota.
      const [taken] = await tx
        .update(ticketTypes)
        .set({ sold: sql`${ticketTypes.sold} + ${body.quantity}` })
        .where(and(eq(ticketTypes.id, type.id), sql`${ticketTypes.sold} + ${body.quantity} <= ${ticketTypes.quota}`))
        .returning({ sold: ticketTypes.sold, quota: ticketTypes.quota });
      if (!taken) {
        const [now] = await tx
          .select({ sold: ticketTypes.sold, quota: ticketTypes.quota })
          .from(ticketTypes)
          .where(eq(ticketTypes.id, type.id));
        const remaining = Math.max((now?.quota ?? 0) - (now?.sold ?? 0), 0);
        throw remaining === 0
          ? new AppError(Code.Conflict, 'ticket_sold_out')
          : new AppError(Code.Conflict, 'not_enough_seats', { remaining });
      }

      // The coupon of the member's newest registration that has one.
      const [reg] = await tx
        .select({ coupon: coupons })
        .from(eventsRegistrations)
        .innerJoin(coupons, eq(coupons.id, eventsRegistrations.couponId))
        .where(and(eq(eventsRegistrations.uid, me.id), eq(eventsRegistrations.eventsId, type.eventsId)))
        .orderBy(desc(eventsRegistrations.createdAt))
        .limit(1);
      const gross = type.price * body.quantity;
      const discount = !reg
        ? 0
        : reg.coupon.kind === 'percent'
          ? Math.round((gross * Math.min(reg.coupon.value, 100)) / 100)
          : Math.min(reg.coupon.value, type.price) * body.quantity;
      const now = new Date();
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(now),
          uid: me.id,
          eventsId: type.eventsId,
          ticketTypeId: type.id,
          quantity: body.quantity,
          unitPrice: type.price,
          discount,
          amount: gross - discount,
          couponId: reg?.coupon.id ?? null,
          invoice: invoice
            ? {
                title_type: invoice.titleType,
                title_name: invoice.titleName,
                tax_number: invoice.taxNumber,
                reg_address: invoice.regAddress,
                reg_phone: invoice.regPhone,
                bank_name: invoice.bankName,
                bank_account: invoice.bankAccount,
              }
            : null,
          shipping: address
            ? { realname: address.realname, country_code: address.countryCode, tel: address.tel, street: address.street, zip: address.zip }
            : null,
          expiresAt: new Date(now.getTime() + ctx.deps.config.orderTtlMinutes * 60_000),
        })
        .returning();
      if (!order) throw new AppError(Code.Conflict, 'conflict');
      return order;
    });
    ctx.say('order_placed');
    return orderView(db, row);
  },

  async orderPay(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    const { order_no: orderNo, provider: providerName } = ctx.body;
    await expireOrders(db);
    const provider = ctx.deps.payments.get(providerName);
    if (!provider) throw new AppError(Code.Conflict, 'provider_off');
    const [current] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.uid, me.id)));
    if (!current) throw new AppError(Code.NotFound, 'order_not_found');
    if (current.status !== 'pending') {
      throw new AppError(
        Code.Conflict,
        current.status === 'cancelled' && current.cancelledAt && !current.paidAt ? 'order_expired' : 'order_not_pending',
      );
    }
    // The provider is asked outside any transaction (a real one is a network call); the order is
    // then settled only if it is still pending, so a payment racing the timeout cannot double-book.
    const outcome =
      current.amount === 0
        ? ({ state: 'paid', ref: 'FREE' } as const)
        : await provider.charge({ orderNo, amount: current.amount, sandboxOutcome: ctx.body.sandbox_outcome });
    const row = await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, orderNo, me.id);
      if (order.status !== 'pending') throw new AppError(Code.Conflict, 'order_not_pending');
      if (outcome.state === 'paid') return settle(tx, order, provider.name, outcome.ref);
      if (outcome.state === 'awaiting_transfer') {
        const [updated] = await tx
          .update(orders)
          .set({
            provider: provider.name,
            providerRef: outcome.ref,
            expiresAt: new Date(Math.max(order.expiresAt.getTime(), Date.now() + OFFLINE_HOLD_MS)),
          })
          .where(eq(orders.id, order.id))
          .returning();
        return updated ?? order;
      }
      return order;
    });
    const transfer = ctx.deps.config.transfer;
    ctx.say(outcome.state === 'paid' ? 'order_paid' : outcome.state === 'awaiting_transfer' ? 'order_awaiting_transfer' : 'order_declined');
    return {
      order: await orderView(db, row),
      outcome: outcome.state,
      ...(outcome.state === 'awaiting_transfer'
        ? {
            transfer: {
              account_name: transfer.accountName,
              bank_name: transfer.bankName,
              account_no: transfer.accountNo,
              reference: orderNo,
            },
          }
        : {}),
    };
  },

  async orderCancel(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    await expireOrders(db);
    const row = await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, ctx.body.order_no, me.id);
      if (order.status !== 'pending') throw new AppError(Code.Conflict, 'order_not_pending');
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      await giveSeatsBack(tx, order.ticketTypeId, order.quantity);
      return cancelled ?? order;
    });
    ctx.say('order_cancelled');
    return orderView(db, row);
  },

  async orderLists(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    await expireOrders(db);
    const { page, rows, offset } = paging(ctx.query);
    const where = ctx.query.status ? and(eq(orders.uid, me.id), eq(orders.status, ctx.query.status)) : eq(orders.uid, me.id);
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    const list = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(rows).offset(offset);
    return { list: await orderViews(db, list), total: total?.n ?? 0, page, rows };
  },

  async orderGet(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    await expireOrders(db);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, ctx.query.order_no), eq(orders.uid, me.id)));
    if (!row) throw new AppError(Code.NotFound, 'order_not_found');
    return orderView(db, row);
  },

  async orderAdminLists(ctx) {
    const db = ctx.deps.db;
    await expireOrders(db);
    const { page, rows, offset } = paging(ctx.query);
    const q = ctx.query;
    const keyword = q.keyword?.trim();
    const where = and(
      q.status ? eq(orders.status, q.status) : undefined,
      q.provider ? eq(orders.provider, q.provider) : undefined,
      keyword ? or(ilike(orders.orderNo, likePattern(keyword)), ilike(users.nickname, likePattern(keyword))) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.uid)).where(where);
    const found = await db
      .select({ o: orders, nickname: users.nickname })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.uid))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(rows)
      .offset(offset);
    const views = await orderViews(
      db,
      found.map((f) => f.o),
    );
    return {
      list: views.map((v, i) => ({ ...v, buyer: { uid: found[i]?.o.uid ?? 0, nickname: found[i]?.nickname ?? '' } })),
      total: total?.n ?? 0,
      page,
      rows,
    };
  },

  async orderConfirm(ctx) {
    const db = ctx.deps.db;
    const row = await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, ctx.body.order_no, null);
      if (order.status !== 'pending' || order.provider !== 'offline') throw new AppError(Code.Conflict, 'order_not_offline');
      const paid = await settle(tx, order, 'offline', order.providerRef);
      // The buyer hears that their transfer arrived: the tickets are theirs now.
      await tx.insert(notifications).values(orderNotice(paid, 'order_paid'));
      return paid;
    });
    await publishUnread(ctx.deps, row.uid);
    ctx.say('order_paid');
    return orderView(db, row);
  },

  async orderRefund(ctx) {
    const db = ctx.deps.db;
    const row = await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, ctx.body.order_no, null);
      if (order.status !== 'paid') throw new AppError(Code.Conflict, 'order_not_paid');
      const [used] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.orderId, order.id), sql`${tickets.checkedInAt} IS NOT NULL`))
        .limit(1);
      if (used) throw new AppError(Code.Conflict, 'order_checked_in');
      const [refunded] = await tx
        .update(orders)
        .set({ status: 'refunded', refundedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      await tx
        .update(tickets)
        .set({ status: 'void' })
        .where(and(eq(tickets.orderId, order.id), isNull(tickets.checkedInAt)));
      await giveSeatsBack(tx, order.ticketTypeId, order.quantity);
      await tx.insert(notifications).values(orderNotice(order, 'order_refunded'));
      return refunded ?? order;
    });
    await publishUnread(ctx.deps, row.uid);
    ctx.say('order_refunded');
    return orderView(db, row);
  },
};
