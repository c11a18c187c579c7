import { asc, count, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { eventsPhotos } from '../../db/schema.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { assertEdition } from './common.ts';

type Photo = components['schemas']['Photo'];

function photoView(p: typeof eventsPhotos.$inferSelect): Photo {
  return {
    id: p.id,
    events_id: p.eventsId,
    url: p.url,
    width: p.width,
    height: p.height,
    caption: p.caption,
    en_caption: p.enCaption,
  };
}

export const albumHandlers: PartialHandlers<'eventsPhotoLists'> = {
  async eventsPhotoLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 24);
    await assertEdition(db, ctx.query.events_id);
    const where = eq(eventsPhotos.eventsId, ctx.query.events_id);
    const [list, [total]] = await Promise.all([
      db.select().from(eventsPhotos).where(where).orderBy(asc(eventsPhotos.sort), asc(eventsPhotos.id)).limit(rows).offset(offset),
      db.select({ n: count() }).from(eventsPhotos).where(where),
    ]);
    return listOf(list.map(photoView), total?.n ?? 0, page, rows);
  },
};
