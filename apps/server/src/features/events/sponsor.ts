import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { eventsSponsors } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { assertEdition } from './common.ts';

type EventSponsor = components['schemas']['EventSponsor'];
type SponsorTier = components['schemas']['SponsorTier'];

/** Title sponsors first, media partners last (the contract's order). */
export const SPONSOR_TIERS: readonly SponsorTier[] = ['title', 'platinum', 'gold', 'silver', 'partner', 'media'];

function isTier(tier: string): tier is SponsorTier {
  return (SPONSOR_TIERS as readonly string[]).includes(tier);
}

function sponsorView(s: typeof eventsSponsors.$inferSelect): EventSponsor {
  return {
    id: s.id,
    events_id: s.eventsId,
    // The table's check constraint holds the tier to the same six values.
    tier: isTier(s.tier) ? s.tier : 'partner',
    name: s.name,
    en_name: s.enName,
    logo: s.logo,
    url: s.url,
    description: s.description,
    en_description: s.enDescription,
    sort: s.sort,
  };
}

const tierOrder = sql`array_position(ARRAY[${sql.join(
  SPONSOR_TIERS.map((t) => sql`${t}`),
  sql`, `,
)}]::text[], ${eventsSponsors.tier}::text)`;

export const sponsorHandlers: PartialHandlers<'eventsSponsorLists' | 'eventsSponsorGet'> = {
  async eventsSponsorLists(ctx) {
    const { db } = ctx.deps;
    await assertEdition(db, ctx.query.events_id);
    const rows = await db
      .select()
      .from(eventsSponsors)
      .where(eq(eventsSponsors.eventsId, ctx.query.events_id))
      .orderBy(tierOrder, asc(eventsSponsors.sort), asc(eventsSponsors.id));
    return { list: rows.map(sponsorView) };
  },

  async eventsSponsorGet(ctx) {
    const [row] = await ctx.deps.db.select().from(eventsSponsors).where(eq(eventsSponsors.id, ctx.query.id));
    if (!row) throw new AppError(Code.NotFound, 'sponsor_not_found');
    return sponsorView(row);
  },
};
