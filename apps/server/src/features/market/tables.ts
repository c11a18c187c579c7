// Tables of the market feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { quoteCodes } from '../quotes/tables.ts';
import { users } from '../user/tables.ts';

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    type: varchar('type', { length: 4 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    company: varchar('company', { length: 100 }).notNull().default(''),
    quoteCodeId: integer('quote_code_id').references(() => quoteCodes.id, { onDelete: 'set null' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
    unit: varchar('unit', { length: 20 }).notNull().default(''),
    quantity: varchar('quantity', { length: 50 }).notNull().default(''),
    contact: varchar('contact', { length: 100 }).notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('offers_uid_idx').on(t.uid), index('offers_created_idx').on(t.id), index('offers_code_idx').on(t.quoteCodeId)],
);

/**
 * The market's buy and sell posts (/posts/*). A post is open until `expires_at` (30 days, renewable
 * by its author) or until its author closes it (`closed_at`: sold or bought). A hidden post (an
 * admin's decision on reports, `hidden_reason` told to its author) is out of the lists and found only
 * by its author and admins. `contact` is never in a list: members ask for it (post_contact_views).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    /** buy | sell */
    type: varchar('type', { length: 4 }).notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    content: varchar('content', { length: 300 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** metal | jewellery | gem | equipment | service | other */
    category: varchar('category', { length: 12 }).notNull(),
    /** north | northeast | east | central | south | southwest | northwest | hmt | overseas */
    region: varchar('region', { length: 12 }).notNull(),
    contact: varchar('contact', { length: 100 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: at('closed_at'),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: varchar('hidden_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_uid_idx').on(t.uid, t.id),
    // The market's lists: open posts newest first, by type.
    index('posts_open_idx')
      .on(t.type, t.id)
      .where(sql`${t.closedAt} IS NULL AND NOT ${t.isHidden}`),
  ],
);

/**
 * Who saw whose contact details, and when: one row per member, post and Beijing day (asking again
 * the same day is free); a member sees at most 20 posts' details a day.
 */
export const postContactViews = pgTable(
  'post_contact_views',
  {
    id: serial('id').primaryKey(),
    postId: cascadeRef('post_id', () => posts.id),
    uid: cascadeRef('uid', () => users.id),
    /** The Beijing (Asia/Shanghai) day of the view. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('post_contact_views_once_uq').on(t.postId, t.uid, t.day), index('post_contact_views_uid_day_idx').on(t.uid, t.day)],
);

/**
 * A creator's business cards (/creator/businessCard/list), at most 10 each, in Chinese and English.
 * `share_token` is the card's unguessable share link (its QR code): anyone with it downloads the
 * card as a vCard; deleting the card ends the link.
 */
export const businessCards = pgTable(
  'business_cards',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    name: varchar('name', { length: 30 }).notNull(),
    enName: varchar('en_name', { length: 60 }).notNull().default(''),
    company: varchar('company', { length: 100 }).notNull().default(''),
    enCompany: varchar('en_company', { length: 150 }).notNull().default(''),
    position: varchar('position', { length: 50 }).notNull().default(''),
    enPosition: varchar('en_position', { length: 80 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    wechat: varchar('wechat', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    enAddress: varchar('en_address', { length: 300 }).notNull().default(''),
    avatar: varchar('avatar', { length: 300 }).notNull().default(''),
    shareToken: varchar('share_token', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('business_cards_uid_idx').on(t.uid, t.id), uniqueIndex('business_cards_share_token_uq').on(t.shareToken)],
);
