// Tables of the user feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

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
    /** Takes messages from members this one does not follow (/message/setting); 0 refuses them. */
    messageStrangers: integer('message_strangers').notNull().default(1),
    /** Suspended by an admin (/forum/suspend) until then: no sign-in, no posting. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    suspendReason: varchar('suspend_reason', { length: 200 }).notNull().default(''),
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
