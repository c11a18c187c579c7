import { count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { eventsComments, users } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { runPrepared } from '../../db/rows.ts';
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

/** What the add statement answers: the edition and recent counts, and the comment when it was written. */
type AddedComment = { editions: number; recent: number } & (
  | { id: number; events_id: number; uid: number; content: string; created_at: Date | string; nickname: string; avatar: string }
  | { id: null; events_id: null; uid: null; content: null; created_at: null; nickname: null; avatar: null }
);

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
    // One prepared statement: the edition checked, the member's last minute counted (from the
    // table itself, so the limit holds across restarts and API nodes), the row written and its
    // author read. When nothing was written, the statement's counts say why.
    const since = new Date(Date.now() - 60_000);
    const [row] = await runPrepared<AddedComment>(
      db,
      'events_comment_add',
      sql`
        WITH edition AS (SELECT id FROM events WHERE id = ${ctx.body.events_id}),
        recent AS (
          SELECT count(*)::int AS n FROM events_comments WHERE uid = ${me.id} AND created_at > ${since}::timestamptz
        ),
        added AS (
          INSERT INTO events_comments (events_id, uid, content)
          SELECT edition.id, ${me.id}, ${content}::varchar FROM edition, recent WHERE recent.n < ${COMMENTS_PER_MINUTE}::int
          RETURNING id, events_id, uid, content, created_at
        )
        SELECT (SELECT count(*) FROM edition)::int AS editions, (SELECT n FROM recent) AS recent,
          added.id, added.events_id, added.uid, added.content, added.created_at, users.nickname, users.avatar
        FROM (SELECT 1) AS one
        LEFT JOIN added ON true
        LEFT JOIN users ON users.id = added.uid`,
    );
    if (!row || row.editions === 0) throw new AppError(Code.NotFound, 'events_not_found');
    if (row.id === null) throw new AppError(Code.TooManyRequests, 'too_many_requests');
    ctx.say('added');
    return {
      id: row.id,
      events_id: row.events_id,
      uid: row.uid,
      nickname: row.nickname,
      avatar: row.avatar,
      content: row.content,
      created_at: new Date(row.created_at).toISOString(),
    };
  },

  async eventsCommentDel(ctx) {
    const me = ctx.me();
    // An admin may remove any comment; anyone else only their own (someone else's reads as none).
    const deleted = await runPrepared<{ id: number }>(
      ctx.deps.db,
      'events_comment_del',
      sql`DELETE FROM events_comments WHERE id = ${ctx.body.id} AND (uid = ${me.id} OR ${me.role === 'admin'}::boolean) RETURNING id`,
    );
    if (deleted.length === 0) throw new AppError(Code.NotFound, 'comment_not_found');
    ctx.say('deleted');
    return null;
  },
};
