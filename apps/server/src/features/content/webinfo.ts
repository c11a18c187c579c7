import { inArray } from 'drizzle-orm';
import { webSettings } from '../../db/schema.ts';
import type { components } from '@spw/api/schema';
import type { PartialHandlers } from '../../http/types.ts';

type AppLinks = components['schemas']['AppLinks'];

/** A setting's value as an id (a whole number from 1 to 2^31 − 1), or undefined. */
function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

export const webinfoHandlers: PartialHandlers<'webinfoGet'> = {
  async webinfoGet({ deps }) {
    const rows = await deps.db
      .select()
      .from(webSettings)
      .where(inArray(webSettings.key, ['site', 'quote', 'apps', 'current_events_id', 'review_competition_id']));
    const get = (key: string) => rows.find((r) => r.key === key)?.value;
    const site = (get('site') ?? {}) as { name?: string; en_name?: string };
    const quote = (get('quote') ?? {}) as { is_open?: number; need_role?: string };
    const apps = (get('apps') ?? {}) as Partial<Record<keyof AppLinks, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    // Both are rows of web_settings, seeded by migration 0003 with the spec's values (14 and 4).
    const current = positiveId(get('current_events_id'));
    const review = positiveId(get('review_competition_id'));
    if (current === undefined || review === undefined)
      throw new Error('web_settings lacks current_events_id or review_competition_id (migration 0003 seeds both)');
    return {
      site_name: site.name ?? '上海铂金周',
      site_en_name: site.en_name ?? 'Shanghai Platinum Week',
      current_events_id: current,
      review_competition_id: review,
      quote: { is_open: quote.is_open === 0 ? 0 : 1, need_role: quote.need_role ?? '' },
      // Unset, the landing offers nothing and says so ('暂未开放，敬请期待').
      apps: {
        mini_program_name: text(apps.mini_program_name),
        mini_program_link: text(apps.mini_program_link),
        official_account: text(apps.official_account),
        official_account_link: text(apps.official_account_link),
        ios_url: text(apps.ios_url),
        android_url: text(apps.android_url),
      },
      login: {
        wechat: deps.wechat.enabled('wechat'),
        wechat_op_web: deps.wechat.enabled('wechat_op_web'),
        sms: true,
        email: true,
      },
    };
  },
};
