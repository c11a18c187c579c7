// An edition's question and the members' answers, each of which becomes a share card
// (/activity/shareAnswer): the question, the answer, its author and a QR code back to the edition.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { activityAnswers, activityQuestions, users } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { briefColumns, briefView } from '../user/view.ts';

type ActivityQuestion = components['schemas']['ActivityQuestion'];
type ActivityAnswer = components['schemas']['ActivityAnswer'];
type QuestionRow = typeof activityQuestions.$inferSelect;

function questionView(q: QuestionRow): ActivityQuestion {
  return { id: q.id, events_id: q.eventsId, question: q.question, en_question: q.enQuestion, answer_amount: q.answerAmount };
}

/** One answer with its question and author; undefined when there is none. */
async function answerById(db: Db | Tx, id: number): Promise<ActivityAnswer | undefined> {
  const [row] = await db
    .select({ a: activityAnswers, q: activityQuestions, u: briefColumns })
    .from(activityAnswers)
    .innerJoin(activityQuestions, eq(activityQuestions.id, activityAnswers.questionId))
    .innerJoin(users, eq(users.id, activityAnswers.uid))
    .where(eq(activityAnswers.id, id));
  if (!row) return undefined;
  return {
    id: row.a.id,
    question: questionView(row.q),
    content: row.a.content,
    user: briefView(row.u),
    created_at: row.a.createdAt.toISOString(),
    updated_at: row.a.updatedAt.toISOString(),
  };
}

export const activityHandlers: PartialHandlers<'activityCurrent' | 'activityAnswer' | 'activityAnswerGet'> = {
  async activityCurrent(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const [question] = await db
      .select()
      .from(activityQuestions)
      .where(and(eq(activityQuestions.eventsId, ctx.query.events_id), eq(activityQuestions.isOpen, true)))
      .orderBy(desc(activityQuestions.id))
      .limit(1);
    if (!question) return { question: null, mine: null };
    const [mine] = await db
      .select({ id: activityAnswers.id })
      .from(activityAnswers)
      .where(and(eq(activityAnswers.questionId, question.id), eq(activityAnswers.uid, me.id)));
    return { question: questionView(question), mine: mine ? ((await answerById(db, mine.id)) ?? null) : null };
  },

  async activityAnswer(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const content = ctx.body.content.trim();
    if (!content) throw new AppError(Code.BadInput, 'field_required', { field: 'content' }, null, 'content');
    const id = await db.transaction(async (tx) => {
      const [question] = await tx
        .select({ id: activityQuestions.id })
        .from(activityQuestions)
        .where(and(eq(activityQuestions.id, ctx.body.question_id), eq(activityQuestions.isOpen, true)))
        .for('share');
      if (!question) throw new AppError(Code.NotFound, 'activity_closed');
      // Insert or replace; xmax = 0 tells a new row from an updated one, so the count moves once per member.
      const [row] = await tx
        .insert(activityAnswers)
        .values({ questionId: question.id, uid: me.id, content })
        .onConflictDoUpdate({
          target: [activityAnswers.questionId, activityAnswers.uid],
          set: { content, updatedAt: new Date() },
        })
        .returning({ id: activityAnswers.id, inserted: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('activity: the answer was not written');
      if (row.inserted)
        await tx
          .update(activityQuestions)
          .set({ answerAmount: sql`${activityQuestions.answerAmount} + 1` })
          .where(eq(activityQuestions.id, question.id));
      return row.id;
    });
    ctx.say('submitted');
    const answer = await answerById(db, id);
    if (!answer) throw new Error('activity: the answer vanished');
    return answer;
  },

  async activityAnswerGet(ctx) {
    const answer = await answerById(ctx.deps.db, ctx.query.id);
    if (!answer) throw new AppError(Code.NotFound, 'activity_answer_not_found');
    return answer;
  },
};
