// Column helpers shared by every feature's tables.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A required reference whose rows go with the row they point at (most of the schema's references). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });
