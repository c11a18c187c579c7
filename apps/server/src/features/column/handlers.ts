import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import { columnSubscriptions, columns, users } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';

type Column = components['schemas']['Column'];

const columnFields = {
  c: columns,
  nickname: users.nickname,
  avatar: users.avatar,
  isVerified: users.isVerified,
  verifiedType: users.verifiedType,
};

type ColumnRow = { c: typeof columns.$inferSelect; nickname: string; avatar: string; isVerified: number; verifiedType: number };

function columnView(r: ColumnRow, isSubscribe: boolean): Column {
  return {
    id: r.c.id,
    uid: r.c.uid,
    userid: r.c.uid,
    name: r.c.name,
    en_name: r.c.enName,
    pic: r.c.pic,
    avatar: r.avatar,
    nickname: r.nickname,
    content: r.c.content,
    en_content: r.c.enContent,
    article_amount: r.c.articleAmount,
    chosen_amount: r.c.chosenAmount,
    subscribe_amount: r.c.subscribeAmount,
    is_verified: r.isVerified ? 1 : 0,
    verified_type: r.verifiedType,
    is_subscribe: isSubscribe,
    created_at: r.c.createdAt.toISOString(),
  };
}

async function subscribedAmong(db: Db, viewer: number | undefined, ids: number[]): Promise<Set<number>> {
  if (!viewer || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: columnSubscriptions.columnId })
    .from(columnSubscriptions)
    .where(and(eq(columnSubscriptions.uid, viewer), inArray(columnSubscriptions.columnId, ids)));
  return new Set(rows.map((r) => r.id));
}

export const columnHandlers: PartialHandlers<'columnLists' | 'columnGet' | 'columnUserMine'> = {
  async columnLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [];
    if (ctx.query.uid) filters.push(eq(columns.uid, ctx.query.uid));
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(columns.name, p), ilike(columns.enName, p));
      if (match) filters.push(match);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [list, [total]] = await Promise.all([
      db
        .select(columnFields)
        .from(columns)
        .innerJoin(users, eq(users.id, columns.uid))
        .where(where)
        .orderBy(asc(columns.sort), asc(columns.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(columns).where(where),
    ]);
    const subscribed = await subscribedAmong(
      db,
      ctx.user?.id,
      list.map((r) => r.c.id),
    );
    return listOf(
      list.map((r) => columnView(r, subscribed.has(r.c.id))),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async columnGet(ctx) {
    const { db } = ctx.deps;
    const [row] = await db
      .select(columnFields)
      .from(columns)
      .innerJoin(users, eq(users.id, columns.uid))
      .where(eq(columns.id, ctx.query.id));
    if (!row) throw new AppError(Code.NotFound, 'column_not_found');
    const subscribed = await subscribedAmong(db, ctx.user?.id, [row.c.id]);
    return columnView(row, subscribed.has(row.c.id));
  },

  async columnUserMine(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const mine = eq(columnSubscriptions.uid, me.id);
    const [list, [total]] = await Promise.all([
      db
        .select(columnFields)
        .from(columnSubscriptions)
        .innerJoin(columns, eq(columns.id, columnSubscriptions.columnId))
        .innerJoin(users, eq(users.id, columns.uid))
        .where(mine)
        .orderBy(desc(columnSubscriptions.createdAt), desc(columns.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(columnSubscriptions).where(mine),
    ]);
    return listOf(
      list.map((r) => columnView(r, true)),
      total?.n ?? 0,
      page,
      rows,
    );
  },
};
