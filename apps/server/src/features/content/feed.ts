// The explorer home's feed (/home/index): the newest published articles, reports, live streams,
// videos, competitions and open market posts in one list. One query (a UNION ALL, sorted and paged by PostgreSQL),
// each branch reading the same columns, so a page costs one round trip whatever its mix.
import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { listOf, paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { CensorStatus } from '../article/tables.ts';

type FeedItem = components['schemas']['FeedItem'];
type FeedKind = components['schemas']['FeedKind'];

type FeedRow = {
  kind: FeedKind;
  id: number;
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  cover: string;
  lang: string;
  byline: string;
  en_byline: string;
  at: Date | string;
  status: number | null;
};

/** Each kind's rows as the feed reads them. What is still to come counts from now (LEAST). */
const BRANCHES: Record<FeedKind, SQL> = {
  article: sql`
    SELECT 'article' AS kind, a.id, a.title, '' AS en_title, a.summary, '' AS en_summary, a.cover, a.lang,
      u.nickname AS byline, '' AS en_byline, coalesce(a.published_at, a.updated_at) AS at, NULL::int AS status
    FROM articles a JOIN users u ON u.id = a.uid
    WHERE a.status = 1 AND a.censor_status = ${CensorStatus.Approved}`,
  document: sql`
    SELECT 'document', d.id, d.title, d.en_title, d.summary, d.en_summary,
      coalesce(nullif(d.own_cover, ''), d.previews->>0, ''), 'both', d.source, d.en_source,
      (d.date::timestamp AT TIME ZONE 'Asia/Shanghai'), NULL::int
    FROM documents d WHERE d.status = 1`,
  live: sql`
    SELECT 'live', b.id, b.title, b.en_title, b.summary, b.en_summary, b.cover, 'both', b.host, b.en_host,
      LEAST(b.start_time, now()),
      CASE WHEN b.start_time > now() THEN 0 WHEN b.end_time > now() THEN 1 ELSE 2 END
    FROM broadcasts b WHERE b.is_public = 1`,
  video: sql`
    SELECT 'video', v.id, v.title, v.en_title, v.summary, v.en_summary, v.cover, 'both', '', '', v.published_at, NULL::int
    FROM videos v WHERE v.is_public = 1`,
  competition: sql`
    SELECT 'competition', c.id, c.title, c.en_title, '', '', c.banner, 'both', '', '',
      LEAST(c.start_time, now()),
      CASE WHEN c.start_time > now() THEN 0 WHEN c.end_time >= now() THEN 1 ELSE 2 END
    FROM competitions c`,
  // A member's market post, in the one language it was written in (Chinese when the title has any).
  post: sql`
    SELECT 'post', p.id, p.title, '', left(p.content, 200), '', coalesce(p.images->>0, ''),
      CASE WHEN p.title ~ '[\u3400-\u9fff]' THEN 'zh' ELSE 'en' END,
      coalesce(nullif(u.company, ''), u.nickname), '', p.created_at, NULL::int
    FROM posts p JOIN users u ON u.id = p.uid
    WHERE p.closed_at IS NULL AND NOT p.is_hidden AND p.expires_at > now()`,
};
const KINDS = Object.keys(BRANCHES) as FeedKind[];
/** The branches' columns by name, whichever branch comes first. */
const COLUMNS = sql.raw('kind, id, title, en_title, summary, en_summary, cover, lang, byline, en_byline, at, status');

function feedView(r: FeedRow): FeedItem {
  const status = r.status === 0 || r.status === 1 || r.status === 2 ? r.status : null;
  return {
    kind: r.kind,
    id: r.id,
    title: r.title,
    en_title: r.en_title,
    summary: r.summary,
    en_summary: r.en_summary,
    cover: r.cover,
    lang: r.lang === 'en' ? 'en' : r.lang === 'both' ? 'both' : 'zh',
    byline: r.byline ?? '',
    en_byline: r.en_byline ?? '',
    at: new Date(r.at).toISOString(),
    status,
  };
}

export const feedHandlers: PartialHandlers<'homeFeed'> = {
  async homeFeed(ctx) {
    const { page, rows, offset } = paging(ctx.query);
    const kinds = ctx.query.kind ? [ctx.query.kind] : KINDS;
    const union = sql.join(
      kinds.map((k) => BRANCHES[k]),
      sql` UNION ALL `,
    );
    const [list, total] = await Promise.all([
      ctx.deps.db.execute<FeedRow>(
        sql`SELECT * FROM (${union}) AS f(${COLUMNS}) ORDER BY f.at DESC, f.kind, f.id DESC LIMIT ${rows} OFFSET ${offset}`,
      ),
      ctx.deps.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${union}) AS f(${COLUMNS})`),
    ]);
    return listOf(list.rows.map(feedView), total.rows[0]?.n ?? 0, page, rows);
  },
};
