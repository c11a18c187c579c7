// Tables of the account feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

/**
 * A member's invoice titles. Company titles carry the tax number and registered address (the bank
 * fields and phone are optional); personal ones leave the company fields empty. The partial unique
 * index allows one default per member; the handlers keep it exactly one.
 */
export const userInvoiceTitles = pgTable(
  'user_invoice_titles',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
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
    uid: cascadeRef('uid', () => users.id),
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
