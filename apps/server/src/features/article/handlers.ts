import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { publishUnread } from '../social/handlers.ts';
import { columns, notifications, users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import { cleanRichText } from '../../http/rich-text.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { likePattern } from '../../db/like.ts';
import { findSensitive, textOf } from './sensitive.ts';
import { articleFavorites, articleLikes, articleReviews, articleRevisions, articles, CensorStatus } from './tables.ts';

type ArticleItem = components['schemas']['ArticleItem'];
type ArticleMine = components['schemas']['ArticleMine'];
type ArticleRow = typeof articles.$inferSelect;
type RevisionRow = typeof articleRevisions.$inferSelect;
type Lang = components['schemas']['ArticleLang'];

const langOf = (value: string): Lang => (value === 'en' ? 'en' : 'zh');

/** What readers see: approved and published. */
export const live = and(eq(articles.status, 1), eq(articles.censorStatus, CensorStatus.Approved));

export const itemFields = {
  a: articles,
  nickname: users.nickname,
  avatar: users.avatar,
  isVerified: users.isVerified,
  verifiedType: users.verifiedType,
  columnName: columns.name,
  columnEnName: columns.enName,
};

type ItemRow = {
  a: ArticleRow;
  nickname: string;
  avatar: string;
  isVerified: number;
  verifiedType: number;
  columnName: string | null;
  columnEnName: string | null;
};

export function itemView(r: ItemRow): ArticleItem {
  return {
    id: r.a.id,
    uid: r.a.uid,
    nickname: r.nickname,
    avatar: r.avatar,
    is_verified: r.isVerified ? 1 : 0,
    verified_type: r.verifiedType,
    column_id: r.a.columnId ?? 0,
    column_name: r.columnName ?? '',
    column_en_name: r.columnEnName ?? '',
    title: r.a.title,
    summary: r.a.summary,
    cover: r.a.cover,
    lang: langOf(r.a.lang),
    like_amount: r.a.likeAmount,
    favorite_amount: r.a.favoriteAmount,
    is_top: r.a.isTop ? 1 : 0,
    published_at: (r.a.publishedAt ?? r.a.updatedAt).toISOString(),
  };
}

/** Articles with their author and column, as lists show them. */
export function itemQuery(db: Db | Tx) {
  return db
    .select(itemFields)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.uid))
    .leftJoin(columns, eq(columns.id, articles.columnId));
}

/** The author's view: with a revision, its words are what they see and edit. */
function mineView(a: ArticleRow, rev: RevisionRow | undefined): ArticleMine {
  const words = rev ?? a;
  return {
    id: a.id,
    title: words.title,
    summary: words.summary,
    cover: words.cover,
    content: words.content,
    lang: langOf(words.lang),
    column_id: words.columnId ?? 0,
    status: a.status ? 1 : 0,
    censor_status: a.censorStatus as ArticleMine['censor_status'],
    censor_reason: a.censorReason,
    revision: rev
      ? {
          censor_status: rev.censorStatus as 0 | 2 | 3,
          censor_reason: rev.censorReason,
          updated_at: rev.updatedAt.toISOString(),
        }
      : null,
    like_amount: a.likeAmount,
    favorite_amount: a.favoriteAmount,
    created_at: a.createdAt.toISOString(),
    updated_at: (rev?.updatedAt ?? a.updatedAt).toISOString(),
    published_at: a.publishedAt ? a.publishedAt.toISOString() : null,
  };
}

async function revisionOf(db: Db | Tx, articleId: number): Promise<RevisionRow | undefined> {
  const [rev] = await db.select().from(articleRevisions).where(eq(articleRevisions.articleId, articleId));
  return rev;
}

/** One's own article, or 40004 (another's looks the same as none, so ids tell nothing). */
async function ownArticle(db: Db | Tx, me: AuthUser, id: number, lock = false): Promise<ArticleRow> {
  const q = db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.uid, me.id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(Code.NotFound, 'article_not_found');
  return row;
}

/** The words of an add or edit, checked and cleaned; nothing is written until all of it is right. */
async function wordsOf(db: Db | Tx, me: AuthUser, body: BodyOf<'articleAdd'>) {
  const title = body.title.trim();
  if (!title) badField('title', 'field_required');
  const content = cleanRichText(body.content).trim();
  // Nothing left once cleaned (only a script, or empty paragraphs): as empty as no text at all.
  if (!content || (!textOf(content).trim() && !/<img\b/i.test(content))) badField('content', 'content_empty');
  const cover = body.cover?.trim() ? ownPicture('cover', body.cover) : '';
  const columnId = body.column_id ? body.column_id : null;
  if (columnId !== null) {
    const [column] = await db
      .select({ id: columns.id })
      .from(columns)
      .where(and(eq(columns.id, columnId), eq(columns.uid, me.id)));
    if (!column) badField('column_id', 'article_column_not_yours');
  }
  return { title, summary: (body.summary ?? '').trim(), cover, content, lang: body.lang, columnId };
}

const MARK_TABLES = { like: articleLikes, favorite: articleFavorites } as const;

/** Like or favourite (on), or take it back (off): the count moves only when the mark did, in one transaction. */
async function mark(deps: Deps, me: AuthUser, id: number, kind: keyof typeof MARK_TABLES, on: boolean) {
  const table = MARK_TABLES[kind];
  const amount = kind === 'like' ? articles.likeAmount : articles.favoriteAmount;
  const result = await deps.db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: articles.id, uid: articles.uid, title: articles.title })
      .from(articles)
      .where(and(eq(articles.id, id), live));
    if (!article) throw new AppError(Code.NotFound, 'article_not_found');
    const changed = on
      ? await tx.insert(table).values({ articleId: id, uid: me.id }).onConflictDoNothing().returning({ uid: table.uid })
      : await tx
          .delete(table)
          .where(and(eq(table.articleId, id), eq(table.uid, me.id)))
          .returning({ uid: table.uid });
    let told: number | null = null;
    if (changed.length > 0) {
      await tx
        .update(articles)
        .set(kind === 'like' ? { likeAmount: sql`${amount} + ${on ? 1 : -1}` } : { favoriteAmount: sql`${amount} + ${on ? 1 : -1}` })
        .where(eq(articles.id, id));
      // The author hears of a like (once per reader and article: notifications_like_once).
      if (kind === 'like' && on && article.uid !== me.id) {
        const [notice] = await tx
          .insert(notifications)
          .values({ uid: article.uid, type: 'article_like', fromUid: me.id, content: article.title, link: `/article/detail?id=${id}` })
          .onConflictDoNothing()
          .returning({ id: notifications.id });
        if (notice) told = article.uid;
      }
    }
    return { marks: await marksOf(tx, me.id, id), told };
  });
  if (result.told !== null) await publishUnread(deps, result.told);
  return result.marks;
}

async function marksOf(db: Db | Tx, uid: number | undefined, id: number) {
  const [row] = await db
    .select({
      likeAmount: articles.likeAmount,
      favoriteAmount: articles.favoriteAmount,
      isLike: uid
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${articleLikes} WHERE ${articleLikes.articleId} = ${id} AND ${articleLikes.uid} = ${uid})`
        : sql<boolean>`false`,
      isFavorite: uid
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${articleFavorites} WHERE ${articleFavorites.articleId} = ${id} AND ${articleFavorites.uid} = ${uid})`
        : sql<boolean>`false`,
    })
    .from(articles)
    .where(eq(articles.id, id));
  if (!row) throw new AppError(Code.NotFound, 'article_not_found');
  return { id, like_amount: row.likeAmount, favorite_amount: row.favoriteAmount, is_like: row.isLike, is_favorite: row.isFavorite };
}

/** The creator centre's filters (spec, section 4), and draft. */
const FILTERS: Record<string, SQL | undefined> = {
  all: undefined,
  draft: eq(articles.censorStatus, CensorStatus.Draft),
  pending: eq(articles.censorStatus, CensorStatus.Pending),
  nopass: eq(articles.censorStatus, CensorStatus.Rejected),
  unpublish: and(eq(articles.censorStatus, CensorStatus.Approved), eq(articles.status, 0)),
  publish: and(eq(articles.censorStatus, CensorStatus.Approved), eq(articles.status, 1)),
};

export const articleHandlers: PartialHandlers<
  | 'articleLists'
  | 'articleGet'
  | 'articlePreview'
  | 'articleMyLists'
  | 'articleMyGet'
  | 'articleMyStats'
  | 'articleAdd'
  | 'articleEdit'
  | 'articlePublish'
  | 'articleReviewLists'
  | 'articleCensor'
  | 'articleLike'
  | 'articleUnlike'
  | 'articleFavorite'
  | 'articleUnfavorite'
  | 'articleSetTop'
> = {
  async articleLists({ deps, query }) {
    const { page, rows, offset } = paging(query);
    const filters: SQL[] = [];
    if (live) filters.push(live);
    if (query.column_id) filters.push(eq(articles.columnId, query.column_id));
    if (query.uid) filters.push(eq(articles.uid, query.uid));
    if (query.lang) filters.push(eq(articles.lang, query.lang));
    if (query.keyword?.trim()) {
      const p = likePattern(query.keyword);
      const match = or(ilike(articles.title, p), ilike(articles.summary, p));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const order =
      query.order === 'hot'
        ? [desc(articles.likeAmount), desc(articles.publishedAt), desc(articles.id)]
        : [desc(articles.isTop), desc(articles.publishedAt), desc(articles.id)];
    const [list, [total]] = await Promise.all([
      itemQuery(deps.db)
        .where(where)
        .orderBy(...order)
        .limit(rows)
        .offset(offset),
      deps.db.select({ n: count() }).from(articles).where(where),
    ]);
    return listOf(list.map(itemView), total?.n ?? 0, page, rows);
  },

  async articleGet(ctx) {
    const { db } = ctx.deps;
    const [row] = await itemQuery(db).where(and(eq(articles.id, ctx.query.id), live));
    if (!row) throw new AppError(Code.NotFound, 'article_not_found');
    const marks = await marksOf(db, ctx.user?.id, row.a.id);
    return { ...itemView(row), content: row.a.content, is_like: marks.is_like, is_favorite: marks.is_favorite };
  },

  async articlePreview(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const [row] = await itemQuery(db).where(eq(articles.id, ctx.query.id));
    // Someone else's draft is as missing as no article at all.
    if (!row || (row.a.uid !== me.id && me.role !== 'admin')) throw new AppError(Code.NotFound, 'article_not_found');
    const rev = await revisionOf(db, row.a.id);
    const words = rev ?? row.a;
    let columnName = row.columnName;
    let columnEnName = row.columnEnName;
    if (rev && rev.columnId !== row.a.columnId) {
      const [column] = rev.columnId
        ? await db.select({ name: columns.name, enName: columns.enName }).from(columns).where(eq(columns.id, rev.columnId))
        : [];
      columnName = column?.name ?? null;
      columnEnName = column?.enName ?? null;
    }
    const marks = await marksOf(db, me.id, row.a.id);
    return {
      ...itemView({ ...row, columnName, columnEnName, a: { ...row.a, ...pickWords(words) } }),
      content: words.content,
      is_like: marks.is_like,
      is_favorite: marks.is_favorite,
      censor_status: (rev ? rev.censorStatus : row.a.censorStatus) as 0 | 1 | 2 | 3,
      status: row.a.status ? 1 : 0,
      censor_reason: rev ? rev.censorReason : row.a.censorReason,
      is_revision: Boolean(rev),
    };
  },

  async articleMyLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const where = and(eq(articles.uid, me.id), FILTERS[ctx.query.filter ?? 'all']);
    const [list, [total]] = await Promise.all([
      db
        .select({ a: articles, rev: articleRevisions })
        .from(articles)
        .leftJoin(articleRevisions, eq(articleRevisions.articleId, articles.id))
        .where(where)
        .orderBy(
          desc(sql`greatest(${articles.updatedAt}, coalesce(${articleRevisions.updatedAt}, ${articles.updatedAt}))`),
          desc(articles.id),
        )
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    return listOf(
      list.map((r) => mineView(r.a, r.rev ?? undefined)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async articleMyStats(ctx) {
    const me = ctx.me();
    // One pass over the author's articles, each counted under its filter.
    const [row] = await ctx.deps.db
      .select({
        draft: sql<number>`count(*) FILTER (WHERE ${FILTERS.draft})::int`,
        pending: sql<number>`count(*) FILTER (WHERE ${FILTERS.pending})::int`,
        nopass: sql<number>`count(*) FILTER (WHERE ${FILTERS.nopass})::int`,
        unpublish: sql<number>`count(*) FILTER (WHERE ${FILTERS.unpublish})::int`,
        publish: sql<number>`count(*) FILTER (WHERE ${FILTERS.publish})::int`,
      })
      .from(articles)
      .where(eq(articles.uid, me.id));
    return row ?? { draft: 0, pending: 0, nopass: 0, unpublish: 0, publish: 0 };
  },

  async articleMyGet(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const row = await ownArticle(db, me, ctx.query.id);
    return mineView(row, await revisionOf(db, row.id));
  },

  async articleAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const words = await wordsOf(db, me, ctx.body);
    const submit = ctx.body.submit === true;
    const [row] = await db
      .insert(articles)
      .values({
        uid: me.id,
        ...words,
        censorStatus: submit ? CensorStatus.Pending : CensorStatus.Draft,
        submittedAt: submit ? new Date() : null,
      })
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say(submit ? 'article_submitted' : 'saved');
    return mineView(row, undefined);
  },

  async articleEdit(ctx) {
    const me = ctx.me();
    const submit = ctx.body.submit === true;
    const result = await ctx.deps.db.transaction(async (tx) => {
      const article = await ownArticle(tx, me, ctx.body.id, true);
      const words = await wordsOf(tx, me, ctx.body);
      const now = new Date();
      if (article.censorStatus === CensorStatus.Approved) {
        // Readers keep the approved version; the change waits as the article's one revision.
        const values = {
          articleId: article.id,
          ...words,
          censorStatus: submit ? CensorStatus.Pending : CensorStatus.Draft,
          censorReason: '',
          submittedAt: submit ? now : null,
          updatedAt: now,
        };
        const [rev] = await tx
          .insert(articleRevisions)
          .values(values)
          .onConflictDoUpdate({ target: articleRevisions.articleId, set: values })
          .returning();
        return mineView(article, rev);
      }
      const [row] = await tx
        .update(articles)
        .set({
          ...words,
          // A pending article stays pending (its place in the queue kept); a draft or a rejected one is sent again when asked.
          censorStatus: submit || article.censorStatus === CensorStatus.Pending ? CensorStatus.Pending : CensorStatus.Draft,
          censorReason: submit ? '' : article.censorReason,
          submittedAt: submit && article.censorStatus !== CensorStatus.Pending ? now : article.submittedAt,
          updatedAt: now,
        })
        .where(eq(articles.id, article.id))
        .returning();
      if (!row) throw new AppError(Code.ServerError, 'server_error');
      return mineView(row, undefined);
    });
    ctx.say(submit ? 'article_submitted' : 'saved');
    return result;
  },

  async articlePublish(ctx) {
    const me = ctx.me();
    const result = await ctx.deps.db.transaction(async (tx) => {
      const article = await ownArticle(tx, me, ctx.body.id, true);
      if (article.censorStatus !== CensorStatus.Approved) throw new AppError(Code.Conflict, 'article_not_approved');
      const publish = ctx.body.status === 1;
      const [row] = await tx
        .update(articles)
        .set({ status: publish ? 1 : 0, publishedAt: publish && !article.publishedAt ? new Date() : article.publishedAt })
        .where(eq(articles.id, article.id))
        .returning();
      if (!row) throw new AppError(Code.ServerError, 'server_error');
      await recount(tx, row.columnId);
      return mineView(row, await revisionOf(tx, row.id));
    });
    ctx.say(ctx.body.status === 1 ? 'article_published' : 'article_unpublished');
    return result;
  },

  async articleReviewLists(ctx) {
    const { db, config } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    // New articles and revisions in one queue, the longest waiting first.
    const queue = sql`(
      SELECT ${articles.id} AS id, 'new' AS kind, ${articles.submittedAt} AS submitted_at
        FROM ${articles} WHERE ${articles.censorStatus} = ${CensorStatus.Pending}
      UNION ALL
      SELECT ${articleRevisions.articleId} AS id, 'revision' AS kind, ${articleRevisions.submittedAt} AS submitted_at
        FROM ${articleRevisions} WHERE ${articleRevisions.censorStatus} = ${CensorStatus.Pending}
    )`;
    const [waiting, totals] = await Promise.all([
      db.execute<{ id: number; kind: 'new' | 'revision'; submitted_at: Date | string }>(
        sql`SELECT id, kind, submitted_at FROM ${queue} q ORDER BY submitted_at ASC, id ASC LIMIT ${rows} OFFSET ${offset}`,
      ),
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${queue} q`),
    ]);
    const ids = waiting.rows.map((w) => w.id);
    const [rowsOf, revs] = ids.length
      ? await Promise.all([
          db
            .select({ a: articles, nickname: users.nickname })
            .from(articles)
            .innerJoin(users, eq(users.id, articles.uid))
            .where(inArray(articles.id, ids)),
          db.select().from(articleRevisions).where(inArray(articleRevisions.articleId, ids)),
        ])
      : [[], []];
    const byId = new Map(rowsOf.map((r) => [r.a.id, r]));
    const revById = new Map(revs.map((r) => [r.articleId, r]));
    const list = waiting.rows.flatMap((w) => {
      const row = byId.get(w.id);
      if (!row) return [];
      const rev = w.kind === 'revision' ? revById.get(w.id) : undefined;
      const words = rev ?? row.a;
      return [
        {
          id: row.a.id,
          kind: w.kind,
          uid: row.a.uid,
          nickname: row.nickname,
          title: words.title,
          summary: words.summary,
          cover: words.cover,
          content: words.content,
          lang: langOf(words.lang),
          submitted_at: new Date(w.submitted_at).toISOString(),
          live: rev ? { title: row.a.title, summary: row.a.summary, cover: row.a.cover, content: row.a.content } : null,
          flagged: findSensitive([words.title, words.summary, textOf(words.content)], config.sensitiveWordsFile),
        },
      ];
    });
    return listOf(list, totals.rows[0]?.n ?? 0, page, rows);
  },

  async articleCensor(ctx) {
    const me = ctx.me();
    const { id, pass } = ctx.body;
    const reason = (ctx.body.reason ?? '').trim();
    if (!pass && !reason) badField('reason', 'article_reason_required');
    const result = await ctx.deps.db.transaction(async (tx) => {
      const [article] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
      if (!article) throw new AppError(Code.NotFound, 'article_not_found');
      const rev = await revisionOf(tx, id);
      const now = new Date();
      let row: ArticleRow | undefined = article;
      let kind: 'new' | 'revision';
      let title: string;
      if (rev && rev.censorStatus === CensorStatus.Pending) {
        kind = 'revision';
        title = rev.title;
        if (pass) {
          // The revision becomes what readers see; it is gone from the queue.
          [row] = await tx
            .update(articles)
            .set({ ...pickWords(rev), censorReason: '', updatedAt: now })
            .where(eq(articles.id, id))
            .returning();
          await tx.delete(articleRevisions).where(eq(articleRevisions.id, rev.id));
          if (row && row.columnId !== article.columnId) {
            await recount(tx, article.columnId);
            await recount(tx, row.columnId);
          }
        } else {
          await tx
            .update(articleRevisions)
            .set({ censorStatus: CensorStatus.Rejected, censorReason: reason, updatedAt: now })
            .where(eq(articleRevisions.id, rev.id));
        }
      } else if (article.censorStatus === CensorStatus.Pending) {
        kind = 'new';
        title = article.title;
        [row] = await tx
          .update(articles)
          .set(
            pass
              ? { censorStatus: CensorStatus.Approved, censorReason: '' }
              : { censorStatus: CensorStatus.Rejected, censorReason: reason },
          )
          .where(eq(articles.id, id))
          .returning();
      } else {
        throw new AppError(Code.Conflict, 'article_not_pending');
      }
      if (!row) throw new AppError(Code.ServerError, 'server_error');
      await tx.insert(articleReviews).values({ articleId: id, reviewerUid: me.id, kind, pass, reason, title });
      await tx.insert(notifications).values({
        uid: article.uid,
        type: pass ? 'article_pass' : 'article_nopass',
        fromUid: me.id,
        content: pass ? title : `${title}: ${reason}`,
        link: pass ? `/creator/article/list?filter=unpublish` : `/creator/article/list?filter=nopass`,
      });
      return mineView(row, await revisionOf(tx, id));
    });
    ctx.say(pass ? 'article_approved' : 'article_rejected');
    return result;
  },

  articleLike: (ctx) => mark(ctx.deps, ctx.me(), ctx.body.id, 'like', true),
  articleUnlike: (ctx) => mark(ctx.deps, ctx.me(), ctx.body.id, 'like', false),
  articleFavorite: (ctx) => mark(ctx.deps, ctx.me(), ctx.body.id, 'favorite', true),
  articleUnfavorite: (ctx) => mark(ctx.deps, ctx.me(), ctx.body.id, 'favorite', false),

  async articleSetTop(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const [row] = await itemQuery(db).where(and(eq(articles.id, ctx.body.id), live));
    if (!row) throw new AppError(Code.NotFound, 'article_not_found');
    if (me.role !== 'admin') {
      // The owner of the article's column may pin in it.
      const [column] = row.a.columnId
        ? await db
            .select({ id: columns.id })
            .from(columns)
            .where(and(eq(columns.id, row.a.columnId), eq(columns.uid, me.id)))
        : [];
      // As with every owner's operation, someone else's thing is not found (x-auth: owner).
      if (!column) throw new AppError(Code.NotFound, 'article_not_in_your_columns');
    }
    await db.update(articles).set({ isTop: ctx.body.is_top }).where(eq(articles.id, row.a.id));
    ctx.say(ctx.body.is_top ? 'article_pinned' : 'article_unpinned');
    return itemView({ ...row, a: { ...row.a, isTop: ctx.body.is_top } });
  },
};

/** The fields an author writes (a revision's, to lay over the article). */
function pickWords(w: Pick<RevisionRow, 'title' | 'summary' | 'cover' | 'content' | 'lang' | 'columnId'>) {
  return { title: w.title, summary: w.summary, cover: w.cover, content: w.content, lang: w.lang, columnId: w.columnId };
}

/** A column's article_amount: its published articles, counted again after a change. */
async function recount(tx: Tx, columnId: number | null): Promise<void> {
  if (!columnId) return;
  await tx
    .update(columns)
    .set({
      articleAmount: sql`(SELECT count(*)::int FROM ${articles} WHERE ${articles.columnId} = ${columnId} AND ${articles.status} = 1 AND ${articles.censorStatus} = ${CensorStatus.Approved})`,
    })
    .where(eq(columns.id, columnId));
}
