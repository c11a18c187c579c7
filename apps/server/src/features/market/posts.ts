// The market's buy and sell posts (/posts/list, /posts/add, /posts/detail). A post is open for 30
// days (its author renews it) or until its author closes it; admins hide one on reports (the forum's
// queue, kind `post`). Contact details never travel with a post: a signed-in member asks for them,
// each view is logged, and a member sees at most CONTACT_DAILY posts' details a Beijing day.
import { and, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { POST_TITLE_WIDTH, textWidth } from '@spw/api/text-width';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import { postContactViews, posts, users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import { refuseWhileSuspended } from '../../http/suspension.ts';
import type { Ctx, PartialHandlers } from '../../http/types.ts';
import { briefColumns, briefView, type BriefRow } from '../user/view.ts';

type Post = components['schemas']['Post'];
type PostBody = components['schemas']['PostBody'];
type PostRow = typeof posts.$inferSelect;

/** How long a post stays open, from publishing or renewing. */
export const POST_OPEN_DAYS = 30;
/** Different posts whose contact details a member may see in one Beijing day. */
export const CONTACT_DAILY = 20;

const DAY_MS = 86_400_000;
/** The first key of the advisory lock on one member's contact views (the second is their id). */
const CONTACT_LOCK = 7501;
const isAdmin = (user: AuthUser | null) => user?.role === 'admin';

/** The day in Beijing (Asia/Shanghai, no daylight saving): the contact limit's day. */
export const beijingDay = (at: Date = new Date()): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

function statusOf(p: PostRow, now: number): Post['status'] {
  if (p.closedAt) return 'closed';
  return p.expiresAt.getTime() <= now ? 'expired' : 'open';
}

function postView(row: { p: PostRow; u: BriefRow }, viewer: AuthUser | null): Post {
  const { p } = row;
  const mine = viewer?.id === p.uid;
  return {
    id: p.id,
    type: p.type === 'buy' ? 'buy' : 'sell',
    title: p.title,
    content: p.content,
    images: p.images,
    category: p.category as Post['category'],
    region: p.region as Post['region'],
    status: statusOf(p, Date.now()),
    contact: mine ? p.contact : '',
    user: briefView(row.u),
    is_mine: mine,
    is_hidden: p.isHidden,
    hidden_reason: p.isHidden && (mine || isAdmin(viewer)) ? p.hiddenReason : '',
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    expires_at: p.expiresAt.toISOString(),
    closed_at: p.closedAt ? p.closedAt.toISOString() : null,
  };
}

const postQuery = (db: Db | Tx) => db.select({ p: posts, u: briefColumns }).from(posts).innerJoin(users, eq(users.id, posts.uid));

/** A post the viewer may see: a hidden one only by its author and admins. */
async function visiblePost(db: Db | Tx, id: number, viewer: AuthUser): Promise<{ p: PostRow; u: BriefRow }> {
  const [row] = await postQuery(db).where(eq(posts.id, id));
  if (!row || (row.p.isHidden && row.p.uid !== viewer.id && !isAdmin(viewer))) throw new AppError(Code.NotFound, 'post_not_found');
  return row;
}

/** One's own post, locked for a change (x-auth owner: another's is not found; admins may delete any). */
async function ownPost(tx: Tx, id: number, me: AuthUser, adminToo = false): Promise<PostRow> {
  const [p] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
  if (!p || (p.uid !== me.id && !(adminToo && isAdmin(me)))) throw new AppError(Code.NotFound, 'post_not_found');
  return p;
}

/** The body checked beyond the contract: trimmed words, the title's width, the site's own pictures. */
function cleanBody(body: PostBody) {
  const title = body.title.trim();
  const content = body.content.trim();
  const contact = body.contact.trim();
  if (!title) badField('title', 'field_required');
  if (textWidth(title) > POST_TITLE_WIDTH) badField('title', 'post_title_too_wide');
  if (!content) badField('content', 'field_required');
  if (!contact) badField('contact', 'field_required');
  const images = body.images.map((url, i) => ownPicture(`images[${i}]`, url));
  return { type: body.type, title, content, contact, images, category: body.category, region: body.region };
}

async function refuseSuspended(ctx: Ctx<'postsAdd' | 'postsEdit'>, uid: number): Promise<void> {
  const [row] = await ctx.deps.db
    .select({ suspendedUntil: users.suspendedUntil, suspendReason: users.suspendReason })
    .from(users)
    .where(eq(users.id, uid));
  if (row) refuseWhileSuspended(ctx.lang, row);
}

/** Open posts: not closed, not hidden, not past their expiry. */
const openNow = (): SQL => and(isNull(posts.closedAt), eq(posts.isHidden, false), gt(posts.expiresAt, sql`now()`)) ?? sql`false`;

export const postHandlers: PartialHandlers<
  'postsLists' | 'postsMine' | 'postsGet' | 'postsAdd' | 'postsEdit' | 'postsClose' | 'postsRenew' | 'postsDel' | 'postsContact'
> = {
  async postsLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 12);
    const { type, category, region, uid, keyword } = ctx.query;
    const where: SQL[] = [openNow()];
    if (type) where.push(eq(posts.type, type));
    if (category) where.push(eq(posts.category, category));
    if (region) where.push(eq(posts.region, region));
    if (uid !== undefined) where.push(eq(posts.uid, uid));
    if (keyword?.trim()) {
      const p = likePattern(keyword);
      const match = or(ilike(posts.title, p), ilike(posts.content, p));
      if (match) where.push(match);
    }
    const filter = and(...where);
    const [list, [total]] = await Promise.all([
      postQuery(db).where(filter).orderBy(desc(posts.id)).limit(rows).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
        .where(filter),
    ]);
    // A public, cached read: nobody's own (is_mine and contact stay empty).
    return listOf(
      list.map((row) => postView(row, null)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async postsMine(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 12);
    const where: SQL[] = [eq(posts.uid, me.id)];
    const status = ctx.query.status ?? 'all';
    if (status === 'closed') where.push(isNotNull(posts.closedAt));
    if (status === 'open') where.push(isNull(posts.closedAt), gt(posts.expiresAt, sql`now()`));
    if (status === 'expired') where.push(isNull(posts.closedAt), lte(posts.expiresAt, sql`now()`));
    const filter = and(...where);
    const [list, [total]] = await Promise.all([
      postQuery(db).where(filter).orderBy(desc(posts.id)).limit(rows).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
        .where(filter),
    ]);
    return listOf(
      list.map((row) => postView(row, me)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async postsGet(ctx) {
    const me = ctx.me();
    return postView(await visiblePost(ctx.deps.db, ctx.query.id, me), me);
  },

  async postsAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const values = cleanBody(ctx.body);
    await refuseSuspended(ctx, me.id);
    const [row] = await db
      .insert(posts)
      .values({ uid: me.id, ...values, expiresAt: new Date(Date.now() + POST_OPEN_DAYS * DAY_MS) })
      .returning({ id: posts.id });
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('forum_posted');
    return postView(await visiblePost(db, row.id, me), me);
  },

  async postsEdit(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const values = cleanBody(ctx.body);
    await refuseSuspended(ctx, me.id);
    await db.transaction(async (tx) => {
      const p = await ownPost(tx, ctx.body.id, me);
      if (p.closedAt) throw new AppError(Code.Forbidden, 'post_closed_no_edit');
      await tx
        .update(posts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(posts.id, p.id));
    });
    ctx.say('modified');
    return postView(await visiblePost(db, ctx.body.id, me), me);
  },

  async postsClose(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    await db.transaction(async (tx) => {
      const p = await ownPost(tx, ctx.body.id, me);
      if (p.closedAt) return;
      await tx.update(posts).set({ closedAt: new Date(), updatedAt: new Date() }).where(eq(posts.id, p.id));
    });
    ctx.say('post_closed_done');
    return postView(await visiblePost(db, ctx.body.id, me), me);
  },

  async postsRenew(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    await db.transaction(async (tx) => {
      const p = await ownPost(tx, ctx.body.id, me);
      if (p.closedAt) throw new AppError(Code.Forbidden, 'post_closed_no_renew');
      if (p.isHidden) throw new AppError(Code.Forbidden, 'post_hidden_no_renew');
      await tx
        .update(posts)
        .set({ expiresAt: new Date(Date.now() + POST_OPEN_DAYS * DAY_MS), updatedAt: new Date() })
        .where(eq(posts.id, p.id));
    });
    ctx.say('post_renewed');
    return postView(await visiblePost(db, ctx.body.id, me), me);
  },

  async postsDel(ctx) {
    const me = ctx.me();
    await ctx.deps.db.transaction(async (tx) => {
      const p = await ownPost(tx, ctx.body.id, me, true);
      await tx.delete(posts).where(eq(posts.id, p.id));
    });
    ctx.say('deleted');
    return null;
  },

  async postsContact(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const day = beijingDay();
    return db.transaction(async (tx) => {
      const [p] = await tx.select().from(posts).where(eq(posts.id, ctx.body.id));
      if (!p || (p.isHidden && p.uid !== me.id && !isAdmin(me))) throw new AppError(Code.NotFound, 'post_not_found');
      const counted = () =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(postContactViews)
          .where(and(eq(postContactViews.uid, me.id), eq(postContactViews.day, day)));
      // One's own contact details are one's own: no limit, nothing logged.
      if (p.uid === me.id) {
        const [seen] = await counted();
        return { id: p.id, contact: p.contact, remaining: Math.max(0, CONTACT_DAILY - (seen?.n ?? 0)) };
      }
      const status = statusOf(p, Date.now());
      if (status === 'closed') throw new AppError(Code.Forbidden, 'post_closed');
      if (status === 'expired') throw new AppError(Code.Forbidden, 'post_expired');
      // The member's views are serialised (a lock per member and day), so twenty at once count as twenty.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CONTACT_LOCK}::int, ${me.id}::int)`);
      const [already] = await tx
        .select({ id: postContactViews.id })
        .from(postContactViews)
        .where(and(eq(postContactViews.postId, p.id), eq(postContactViews.uid, me.id), eq(postContactViews.day, day)));
      const [seen] = await counted();
      let n = seen?.n ?? 0;
      if (!already) {
        if (n >= CONTACT_DAILY) throw new AppError(Code.TooManyRequests, 'post_contact_limit', { limit: CONTACT_DAILY });
        await tx.insert(postContactViews).values({ postId: p.id, uid: me.id, day });
        n += 1;
      }
      return { id: p.id, contact: p.contact, remaining: Math.max(0, CONTACT_DAILY - n) };
    });
  },
};
