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

/** The fields of a yellow-pages entry, as saved and as approved (`companies.published`). */
export interface CompanyFields {
  name: string;
  enName: string;
  logo: string;
  licenceNo: string;
  intro: string;
  enIntro: string;
  categories: string[];
  address: string;
  enAddress: string;
  contactName: string;
  phone: string;
  email: string;
  website: string;
  pictures: string[];
}

/**
 * A creator's company yellow-pages entry (/creator/company/*): one a creator. The columns are the
 * working copy (draft → pending → approved or rejected); `published` is the version an admin last
 * approved, which /company/card shows while a newer draft waits.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    enName: varchar('en_name', { length: 150 }).notNull().default(''),
    logo: varchar('logo', { length: 300 }).notNull().default(''),
    licenceNo: varchar('licence_no', { length: 30 }).notNull().default(''),
    intro: varchar('intro', { length: 2000 }).notNull().default(''),
    enIntro: varchar('en_intro', { length: 4000 }).notNull().default(''),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    address: varchar('address', { length: 200 }).notNull().default(''),
    enAddress: varchar('en_address', { length: 300 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 30 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    website: varchar('website', { length: 200 }).notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** draft | pending | approved | rejected */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    reviewNote: varchar('review_note', { length: 200 }).notNull().default(''),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    published: jsonb('published').$type<CompanyFields | null>(),
    approvedAt: at('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_uid_uq').on(t.uid),
    index('companies_reviewed_by_idx').on(t.reviewedBy),
    index('companies_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A company's products (/creator/product/*, /product/card): shown when published and the company approved. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: cascadeRef('company_id', () => companies.id),
    name: varchar('name', { length: 60 }).notNull(),
    enName: varchar('en_name', { length: 120 }).notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** A PostCategory. */
    category: varchar('category', { length: 12 }).notNull(),
    specs: jsonb('specs').$type<{ label: string; enLabel: string; value: string }[]>().notNull().default([]),
    /** Per `unit`; null: price on request. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    unit: varchar('unit', { length: 10 }).notNull().default(''),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    enDescription: varchar('en_description', { length: 2000 }).notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId, t.id),
    index('products_published_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.isPublished}`),
  ],
);
