// Tables of the activity feature (the drizzle schema is their sum: src/db/schema.ts).
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { events } from '../events/tables.ts';
import { users } from '../user/tables.ts';

/** The question an edition asks its visitors; members answer while it is open. */
export const activityQuestions = pgTable(
  'activity_questions',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    question: varchar('question', { length: 100 }).notNull(),
    enQuestion: varchar('en_question', { length: 200 }).notNull().default(''),
    isOpen: boolean('is_open').notNull().default(true),
    answerAmount: integer('answer_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('activity_questions_events_idx').on(t.eventsId, t.id)],
);

/** A member's answer to a question: one each (answering again replaces the words). */
export const activityAnswers = pgTable(
  'activity_answers',
  {
    id: serial('id').primaryKey(),
    questionId: cascadeRef('question_id', () => activityQuestions.id),
    uid: cascadeRef('uid', () => users.id),
    content: varchar('content', { length: 200 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_answers_question_uid_uq').on(t.questionId, t.uid), index('activity_answers_uid_idx').on(t.uid)],
);
