// Tables of the commerce feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt } from '../../db/columns.ts';
import { events } from '../events/tables.ts';
import { users } from '../user/tables.ts';

/** Members who may check tickets in for an edition (admins always may). */
export const eventsStaff = pgTable(
  'events_staff',
  {
    eventsId: cascadeRef('events_id', () => events.id),
    uid: cascadeRef('uid', () => users.id),
  },
  (t) => [index('events_staff_uid_idx').on(t.uid), primaryKey({ columns: [t.eventsId, t.uid] })],
);

/** A coupon for an edition's registration: a discount, a valid window and a number of uses. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    /** Stored upper-case; matched case-insensitively. */
    code: varchar('code', { length: 32 }).notNull(),
    /** percent: value is the percentage off (1–100); amount: value is fen off per ticket. */
    kind: varchar('kind', { length: 8 }).notNull(),
    value: integer('value').notNull(),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.eventsId, t.code),
    check('coupons_kind_ck', sql`${t.kind} IN ('percent', 'amount')`),
    check('coupons_used_ck', sql`${t.used} >= 0 AND ${t.used} <= ${t.maxUses}`),
  ],
);

/**
 * One delegate's registration for an edition. A group registration is several rows with one
 * batch, registered by one payer (uid, or none for the public form).
 */
export const eventsRegistrations = pgTable(
  'events_registrations',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    batch: varchar('batch', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull().default(''),
    lastName: varchar('last_name', { length: 50 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull(),
    countryCode: varchar('country_code', { length: 4 }).notNull().default('86'),
    mobile: varchar('mobile', { length: 15 }).notNull().default(''),
    tel: varchar('tel', { length: 20 }).notNull().default(''),
    company: varchar('company', { length: 100 }).notNull(),
    designation: varchar('designation', { length: 100 }).notNull().default(''),
    position: varchar('position', { length: 100 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    country: varchar('country', { length: 60 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    banquet: boolean('banquet').notNull().default(false),
    receipt: boolean('receipt').notNull().default(false),
    delegateName: varchar('delegate_name', { length: 100 }).notNull().default(''),
    /** delegate | exhibitor | speaker | media | visitor */
    attendance: varchar('attendance', { length: 16 }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_registrations_coupon_id_idx').on(t.couponId),
    uniqueIndex('events_registrations_email_uq').on(t.eventsId, sql`lower(${t.email})`),
    index('events_registrations_uid_idx').on(t.uid, t.eventsId),
    index('events_registrations_batch_idx').on(t.batch),
    check('events_registrations_attendance_ck', sql`${t.attendance} IN ('delegate', 'exhibitor', 'speaker', 'media', 'visitor')`),
  ],
);

/** A kind of ticket for an edition: a price (fen), a quota and a sale window. sold counts held seats. */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    name: varchar('name', { length: 100 }).notNull(),
    enName: varchar('en_name', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
    price: integer('price').notNull(),
    quota: integer('quota').notNull(),
    sold: integer('sold').notNull().default(0),
    perOrder: integer('per_order').notNull().default(5),
    saleStart: at('sale_start').notNull(),
    saleEnd: at('sale_end').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('ticket_types_events_idx').on(t.eventsId, t.sort),
    check('ticket_types_sold_ck', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.quota}`),
    check('ticket_types_price_ck', sql`${t.price} >= 0`),
  ],
);

/**
 * An order for tickets. pending holds its seats until expires_at; paid issues the tickets;
 * cancelled (by the buyer or the timeout) and refunded give the seats back.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 24 }).notNull().unique(),
    uid: cascadeRef('uid', () => users.id),
    eventsId: cascadeRef('events_id', () => events.id),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    discount: integer('discount').notNull().default(0),
    amount: integer('amount').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** pending | paid | cancelled | refunded */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** sandbox | offline, once the buyer chose how to pay */
    provider: varchar('provider', { length: 16 }).notNull().default(''),
    providerRef: varchar('provider_ref', { length: 64 }).notNull().default(''),
    /** The invoice title and address as they were when the order was placed. */
    invoice: jsonb('invoice').$type<Record<string, string> | null>(),
    shipping: jsonb('shipping').$type<Record<string, string> | null>(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_coupon_id_idx').on(t.couponId),
    index('orders_ticket_type_id_idx').on(t.ticketTypeId),
    index('orders_events_id_idx').on(t.eventsId),
    index('orders_uid_idx').on(t.uid, t.createdAt),
    index('orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
    check('orders_status_ck', sql`${t.status} IN ('pending', 'paid', 'cancelled', 'refunded')`),
    check('orders_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** A ticket of a paid order: one attendee, one code (in the QR), checked in at most once. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull().unique(),
    orderId: cascadeRef('order_id', () => orders.id),
    eventsId: cascadeRef('events_id', () => events.id),
    uid: cascadeRef('uid', () => users.id),
    registrationId: integer('registration_id').references(() => eventsRegistrations.id, { onDelete: 'set null' }),
    holder: varchar('holder', { length: 100 }).notNull(),
    company: varchar('company', { length: 100 }).notNull().default(''),
    /** valid | void (refunded) */
    status: varchar('status', { length: 8 }).notNull().default('valid'),
    checkedInAt: at('checked_in_at'),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_checked_in_by_idx').on(t.checkedInBy),
    index('tickets_registration_id_idx').on(t.registrationId),
    index('tickets_order_id_idx').on(t.orderId),
    index('tickets_uid_idx').on(t.uid, t.eventsId),
    index('tickets_checked_in_idx')
      .on(t.eventsId)
      .where(sql`checked_in_at IS NOT NULL`),
  ],
);

/** A lottery draw at an edition: a prize, how many winners, who drew it. */
export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    prize: varchar('prize', { length: 100 }).notNull(),
    enPrize: varchar('en_prize', { length: 200 }).notNull().default(''),
    winners: integer('winners').notNull(),
    candidates: integer('candidates').notNull(),
    drawnBy: integer('drawn_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('draws_drawn_by_idx').on(t.drawnBy), index('draws_events_idx').on(t.eventsId, t.createdAt)],
);

export const drawWinners = pgTable(
  'draw_winners',
  {
    drawId: cascadeRef('draw_id', () => draws.id),
    ticketId: cascadeRef('ticket_id', () => tickets.id),
    rank: integer('rank').notNull(),
  },
  (t) => [index('draw_winners_ticket_id_idx').on(t.ticketId), primaryKey({ columns: [t.drawId, t.ticketId] })],
);
