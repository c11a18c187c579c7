import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export type PermissionMap = Partial<
  Record<'article' | 'company' | 'document' | 'special' | 'statistic' | 'dataSet' | 'dataItem' | 'netdisk' | 'quoteData', '0' | '1'>
>;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 32 }).notNull(),
    avatar: text('avatar').notNull().default(''),
    bgUrl: text('bg_url').notNull().default('preset:1'),
    company: varchar('company', { length: 100 }).notNull().default(''),
    position: varchar('position', { length: 100 }).notNull().default(''),
    website: varchar('website', { length: 200 }).notNull().default(''),
    description: varchar('description', { length: 100 }).notNull().default(''),
    content: text('content').notNull().default(''),
    gender: varchar('gender', { length: 8 }).notNull().default('secret'),
    city: varchar('city', { length: 50 }).notNull().default(''),
    /** Profile phone shown to the owner; `tel` is the sign-in number. */
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 5 }).notNull().default('86'),
    tel: varchar('tel', { length: 15 }),
    email: varchar('email', { length: 100 }),
    wechatOpenid: varchar('wechat_openid', { length: 64 }),
    flag: integer('flag').notNull().default(2),
    shopId: integer('shop_id').notNull().default(0),
    isReviewer: integer('is_reviewer').notNull().default(0),
    isVerified: integer('is_verified').notNull().default(0),
    verifiedType: integer('verified_type').notNull().default(0),
    verifiedReason: varchar('verified_reason', { length: 200 }).notNull().default(''),
    isColumn: integer('is_column').notNull().default(0),
    isHomepage: integer('is_homepage').notNull().default(0),
    permission: jsonb('permission').$type<PermissionMap>().notNull().default({}),
    followAmount: integer('follow_amount').notNull().default(0),
    fansAmount: integer('fans_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_tel_uq').on(t.countryCode, t.tel),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_wechat_uq').on(t.wechatOpenid),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** logout | password | elsewhere */
    revokeReason: varchar('revoke_reason', { length: 16 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const rememberKeys = pgTable(
  'remember_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('remember_keys_key_uq').on(t.keyHash), index('remember_keys_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** `86:13800000000` or a lower-cased email. */
    target: varchar('target', { length: 120 }).notNull(),
    scene: varchar('scene', { length: 8 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.createdAt)],
);

export const follows = pgTable(
  'follows',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followUid: integer('follow_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.followUid] }), index('follows_follow_uid_idx').on(t.followUid)],
);

export const columns = pgTable(
  'columns',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    enName: varchar('en_name', { length: 100 }).notNull().default(''),
    pic: text('pic').notNull().default(''),
    content: text('content').notNull().default(''),
    articleAmount: integer('article_amount').notNull().default(0),
    chosenAmount: integer('chosen_amount').notNull().default(0),
    subscribeAmount: integer('subscribe_amount').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('columns_uid_idx').on(t.uid)],
);

export const columnSubscriptions = pgTable(
  'column_subscriptions',
  {
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.uid] }), index('column_subscriptions_uid_idx').on(t.uid)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    sendUid: integer('send_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiveUid: integer('receive_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isRead: integer('is_read').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('messages_receive_idx').on(t.receiveUid, t.id), index('messages_send_idx').on(t.sendUid, t.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** message | follow | system */
    type: varchar('type', { length: 16 }).notNull(),
    fromUid: integer('from_uid').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    link: varchar('link', { length: 300 }).notNull().default(''),
    isRead: integer('is_read').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_uid_idx').on(t.uid, t.id)],
);

export interface SponsorJson {
  name: string;
  en_name?: string;
  logo: string;
  url?: string;
}
export interface AgendaJson {
  date: string;
  title: string;
  en_title?: string;
}

export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
  banner: text('banner').notNull().default(''),
  sponsor: jsonb('sponsor').$type<SponsorJson>().notNull(),
  extraSponsor: jsonb('extra_sponsor').$type<SponsorJson[]>().notNull().default([]),
  reviewRule: text('review_rule').notNull().default(''),
  decorateMode: integer('decorate_mode').notNull().default(1),
  agenda: jsonb('agenda').$type<AgendaJson[]>().notNull().default([]),
  content: text('content').notNull().default(''),
  startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
  worksAmount: integer('works_amount').notNull().default(0),
  createdAt: createdAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
    pic: text('pic').notNull(),
    urlWeb: text('url_web').notNull().default(''),
    position: varchar('position', { length: 16 }).notNull().default('index'),
    platform: varchar('platform', { length: 8 }).notNull().default('web'),
    type: varchar('type', { length: 16 }).notNull().default('banner'),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_position_idx').on(t.position, t.platform, t.type, t.sort)],
);

export const webSettings = pgTable('web_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
});

export const events = pgTable('events', {
  id: integer('id').primaryKey(),
  year: integer('year').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  enName: varchar('en_name', { length: 200 }).notNull().default(''),
  city: varchar('city', { length: 50 }).notNull().default(''),
  enCity: varchar('en_city', { length: 100 }).notNull().default(''),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  isCurrent: boolean('is_current').notNull().default(false),
  createdAt: createdAt(),
});

export const eventsGuestGroups = pgTable(
  'events_guest_groups',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    enName: varchar('en_name', { length: 100 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('events_guest_groups_events_idx').on(t.eventsId, t.sort)],
);

export const eventsGuests = pgTable(
  'events_guests',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => eventsGuestGroups.id, { onDelete: 'cascade' }),
    nickname: varchar('nickname', { length: 50 }).notNull(),
    enName: varchar('en_name', { length: 100 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    company: varchar('company', { length: 100 }).notNull().default(''),
    enCompany: varchar('en_company', { length: 200 }).notNull().default(''),
    position: varchar('position', { length: 100 }).notNull().default(''),
    enPosition: varchar('en_position', { length: 200 }).notNull().default(''),
    brief: varchar('brief', { length: 300 }).notNull().default(''),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('events_guests_events_idx').on(t.eventsId, t.groupId, t.sort)],
);

export const quoteCodes = pgTable('quote_codes', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  enName: varchar('en_name', { length: 100 }).notNull(),
  symbol: varchar('symbol', { length: 10 }).notNull().default(''),
  unit: varchar('unit', { length: 20 }).notNull(),
  currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
  isQuote: integer('is_quote').notNull().default(1),
  isRecommend: integer('is_recommend').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const quoteData = pgTable(
  'quote_data',
  {
    id: serial('id').primaryKey(),
    quoteCodeId: integer('quote_code_id')
      .notNull()
      .references(() => quoteCodes.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_data_code_date_uq').on(t.quoteCodeId, t.date)],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [index('offers_created_idx').on(t.id), index('offers_code_idx').on(t.quoteCodeId)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    mime: varchar('mime', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ascription: varchar('ascription', { length: 16 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_uid_idx').on(t.uid)],
);

/**
 * A member's invoice titles. Company titles carry the tax number and registered address (the bank
 * fields and phone are optional); personal ones leave the company fields empty. The partial unique
 * index allows one default per member; the handlers keep it exactly one.
 */
export const userInvoiceTitles = pgTable(
  'user_invoice_titles',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** personal | company */
    titleType: varchar('title_type', { length: 8 }).notNull(),
    titleName: varchar('title_name', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 18 }).notNull().default(''),
    regAddress: varchar('reg_address', { length: 200 }).notNull().default(''),
    regPhone: varchar('reg_phone', { length: 20 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_invoice_titles_uid_idx').on(t.uid, t.createdAt),
    uniqueIndex('user_invoice_titles_default_uq')
      .on(t.uid)
      .where(sql`is_default`),
    check('user_invoice_titles_type_ck', sql`${t.titleType} IN ('personal', 'company')`),
  ],
);

/** A member's shipping addresses; one default per member, as for invoice titles. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realname: varchar('realname', { length: 32 }).notNull(),
    countryCode: varchar('country_code', { length: 4 }).notNull().default('86'),
    tel: varchar('tel', { length: 15 }).notNull(),
    street: varchar('street', { length: 200 }).notNull(),
    zip: varchar('zip', { length: 6 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_addresses_uid_idx').on(t.uid, t.createdAt),
    uniqueIndex('user_addresses_default_uq')
      .on(t.uid)
      .where(sql`is_default`),
  ],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Sponsors of an edition, by tier (title, platinum, gold, silver, partner, media). */
export const eventsSponsors = pgTable(
  'events_sponsors',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** title | platinum | gold | silver | partner | media */
    tier: varchar('tier', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    enName: varchar('en_name', { length: 200 }).notNull().default(''),
    logo: text('logo').notNull().default(''),
    url: text('url').notNull().default(''),
    description: text('description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('events_sponsors_events_idx').on(t.eventsId, t.sort),
    check('events_sponsors_tier_ck', sql`${t.tier} IN ('title', 'platinum', 'gold', 'silver', 'partner', 'media')`),
  ],
);

/** One session of an edition's agenda: a day, a time, a room, speakers (below). */
export const eventsAgendaSessions = pgTable(
  'events_agenda_sessions',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    enTitle: varchar('en_title', { length: 300 }).notNull().default(''),
    room: varchar('room', { length: 100 }).notNull().default(''),
    enRoom: varchar('en_room', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
  },
  (t) => [
    index('events_agenda_sessions_events_idx').on(t.eventsId, t.startsAt),
    check('events_agenda_sessions_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const eventsAgendaSpeakers = pgTable(
  'events_agenda_speakers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventsAgendaSessions.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => eventsGuests.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.guestId] })],
);

/** Photos of an edition's album. */
export const eventsPhotos = pgTable(
  'events_photos',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    caption: varchar('caption', { length: 200 }).notNull().default(''),
    enCaption: varchar('en_caption', { length: 300 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('events_photos_events_idx').on(t.eventsId, t.sort)],
);

/** Reports (press, summaries) of an edition. Content is sanitised HTML. */
export const eventsReports = pgTable(
  'events_reports',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    enTitle: varchar('en_title', { length: 300 }).notNull().default(''),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    enSummary: varchar('en_summary', { length: 800 }).notNull().default(''),
    cover: text('cover').notNull().default(''),
    content: text('content').notNull().default(''),
    enContent: text('en_content').notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [index('events_reports_events_idx').on(t.eventsId, t.publishedAt)],
);

/** Comments on an edition: members write, everyone reads, the author or an admin deletes. */
export const eventsComments = pgTable(
  'events_comments',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_comments_events_idx').on(t.eventsId, t.createdAt)],
);

/** Members who may check tickets in for an edition (admins always may). */
export const eventsStaff = pgTable(
  'events_staff',
  {
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventsId, t.uid] })],
);

/** A coupon for an edition's registration: a discount, a valid window and a number of uses. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    eventsId: integer('events_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    prize: varchar('prize', { length: 100 }).notNull(),
    winners: integer('winners').notNull(),
    candidates: integer('candidates').notNull(),
    drawnBy: integer('drawn_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('draws_events_idx').on(t.eventsId, t.createdAt)],
);

export const drawWinners = pgTable(
  'draw_winners',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.ticketId] })],
);
