import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { activityAnswers, activityQuestions } from '../../db/schema.ts';

/** Demo users: 5 lin, 6 oliver (writes in English), 7 zhou, 8 sato. */
const ANSWERS: [number, string][] = [
  [5, '铂金的纯净与坚韧，像我们对手艺的坚持：不镀不染，经得起时间。'],
  [6, 'A metal that stays white for a lifetime: the ring my grandmother wore still shines at our studio.'],
  [7, '是氢能时代的催化剂，也是婚戒上最安静的承诺。'],
];

export async function seedActivity(tx: Tx): Promise<void> {
  const [current] = await tx
    .insert(activityQuestions)
    .values({ eventsId: 14, question: '铂金对你意味着什么？', enQuestion: 'What does platinum mean to you?' })
    .returning({ id: activityQuestions.id });
  await tx.insert(activityQuestions).values({
    eventsId: 13,
    question: '你最难忘的一件铂金首饰是什么？',
    enQuestion: 'Which piece of platinum jewellery do you remember best?',
    isOpen: false,
  });
  if (!current) return;
  await tx.insert(activityAnswers).values(ANSWERS.map(([uid, content]) => ({ questionId: current.id, uid, content })));
  await tx
    .update(activityQuestions)
    .set({
      answerAmount: sql`(SELECT count(*)::int FROM ${activityAnswers} WHERE ${activityAnswers.questionId} = ${activityQuestions.id})`,
    })
    .where(eq(activityQuestions.id, current.id));
}
