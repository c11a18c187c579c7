import { and, asc, count, eq } from 'drizzle-orm';
import { banners } from '../../db/schema.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';

export const bannerHandlers: PartialHandlers<'bannerLists'> = {
  async bannerLists({ deps, query }) {
    const { page, rows, offset } = paging(query, 5);
    const where = and(
      eq(banners.position, query.position ?? 'index'),
      eq(banners.platform, query.platform ?? 'web'),
      eq(banners.type, query.type ?? 'banner'),
      eq(banners.isShow, true),
    );
    const [list, [total]] = await Promise.all([
      deps.db
        .select({ id: banners.id, title: banners.title, en_title: banners.enTitle, pic: banners.pic, url_web: banners.urlWeb })
        .from(banners)
        .where(where)
        .orderBy(asc(banners.sort), asc(banners.id))
        .limit(rows)
        .offset(offset),
      deps.db.select({ n: count() }).from(banners).where(where),
    ]);
    return listOf(list, total?.n ?? 0, page, rows);
  },
};
