// A member's marks on articles, for their hub (/user/my): what they favourited and what they liked.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { articleFavorites, articleLikes, articles, columns, users } from '../../db/schema.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { itemFields, itemView, live } from './handlers.ts';

const MARKS = { favorite: articleFavorites, like: articleLikes } as const;

/** How many published articles the member has marked of each kind. */
export async function markedCounts(db: Db, uid: number): Promise<{ favorites: number; likes: number }> {
  const countOf = async (kind: keyof typeof MARKS) => {
    const marks = MARKS[kind];
    const [row] = await db
      .select({ n: count() })
      .from(marks)
      .innerJoin(articles, eq(articles.id, marks.articleId))
      .where(and(eq(marks.uid, uid), live));
    return row?.n ?? 0;
  };
  const [favorites, likes] = await Promise.all([countOf('favorite'), countOf('like')]);
  return { favorites, likes };
}

export const markedHandlers: PartialHandlers<'articleMarkedLists'> = {
  async articleMarkedLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const marks = MARKS[ctx.query.kind];
    const where = and(eq(marks.uid, me.id), live);
    const [list, [total]] = await Promise.all([
      db
        .select({ ...itemFields, markedAt: marks.createdAt })
        .from(marks)
        .innerJoin(articles, eq(articles.id, marks.articleId))
        .innerJoin(users, eq(users.id, articles.uid))
        .leftJoin(columns, eq(columns.id, articles.columnId))
        .where(where)
        .orderBy(desc(marks.createdAt), desc(articles.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(marks).innerJoin(articles, eq(articles.id, marks.articleId)).where(where),
    ]);
    return listOf(
      list.map((r) => ({ ...itemView(r), marked_at: r.markedAt.toISOString() })),
      total?.n ?? 0,
      page,
      rows,
    );
  },
};
