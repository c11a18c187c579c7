// Tables of the auth feature (the drizzle schema is their sum: src/db/schema.ts).
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
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
    userId: cascadeRef('user_id', () => users.id),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('remember_keys_session_id_idx').on(t.sessionId),
    uniqueIndex('remember_keys_key_uq').on(t.keyHash),
    index('remember_keys_user_idx').on(t.userId),
  ],
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
