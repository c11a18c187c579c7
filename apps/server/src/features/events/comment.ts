import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { eventsComments, users } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { assertEdition } from './common.ts';

type Comment = components['schemas']['Comment'];

/** At most this many comments a member may write in a minute. */
export const COMMENTS_PER_MINUTE = 10;

function commentView(c: typeof eventsComments.$inferSelect, author: { nickname: string; avatar: string }): Comment {
  return {
    id: c.id,
    events_id: c.eventsId,
    uid: c.uid,
    nickname: author.nickname,
    avatar: author.avatar,
    content: c.content,
    created_at: c.createdAt.toISOString(),
  };
}

export const commentHandlers: PartialHandlers<'eventsCommentLists' | 'eventsCommentAdd' | 'eventsCommentDel'> = {
  async eventsCommentLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    await assertEdition(db, ctx.query.events_id);
    const where = eq(eventsComments.eventsId, ctx.query.events_id);
    const [list, [total]] = await Promise.all([
      db
        .select({ c: eventsComments, nickname: users.nickname, avatar: users.avatar })
        .from(eventsComments)
        .innerJoin(users, eq(users.id, eventsComments.uid))
        .where(where)
        .orderBy(desc(eventsComments.createdAt), desc(eventsComments.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(eventsComments).where(where),
    ]);
    return listOf(
      list.map((r) => commentView(r.c, r)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async eventsCommentAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const content = ctx.body.content.trim();
    if (!content) badField('content', 'content_empty');
    await assertEdition(db, ctx.body.events_id);
    // Counted from the table itself, so the limit holds across restarts and API nodes.
    const [recent] = await db
      .select({ n: count() })
      .from(eventsComments)
      .where(and(eq(eventsComments.uid, me.id), gt(eventsComments.createdAt, new Date(Date.now() - 60_000))));
    if ((recent?.n ?? 0) >= COMMENTS_PER_MINUTE) throw new AppError(Code.TooManyRequests, 'too_many_requests');
    const [row] = await db.insert(eventsComments).values({ eventsId: ctx.body.events_id, uid: me.id, content }).returning();
    const [author] = await db.select({ nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, me.id));
    if (!row || !author) throw new Error('the comment was not stored');
    ctx.say('added');
    return commentView(row, author);
  },

  async eventsCommentDel(ctx) {
    const me = ctx.me();
    const mine = eq(eventsComments.id, ctx.body.id);
    // An admin may remove any comment; anyone else only their own (someone else's reads as none).
    const where = me.role === 'admin' ? mine : and(mine, eq(eventsComments.uid, me.id));
    const deleted = await ctx.deps.db.delete(eventsComments).where(where).returning({ id: eventsComments.id });
    if (deleted.length === 0) throw new AppError(Code.NotFound, 'comment_not_found');
    ctx.say('deleted');
    return null;
  },
};
