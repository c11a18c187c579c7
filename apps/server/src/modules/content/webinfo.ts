import { inArray } from 'drizzle-orm';
import { webSettings } from '../../db/schema.ts';
import type { PartialHandlers } from '../../http/types.ts';

export const webinfoHandlers: PartialHandlers<'webinfoGet'> = {
  async webinfoGet({ deps }) {
    const rows = await deps.db
      .select()
      .from(webSettings)
      .where(inArray(webSettings.key, ['site', 'quote', 'current_events_id']));
    const get = (key: string) => rows.find((r) => r.key === key)?.value;
    const site = (get('site') ?? {}) as { name?: string; en_name?: string };
    const quote = (get('quote') ?? {}) as { is_open?: number; need_role?: string };
    const current = Number(get('current_events_id') ?? 14);
    return {
      site_name: site.name ?? '上海铂金周',
      site_en_name: site.en_name ?? 'Shanghai Platinum Week',
      current_events_id: current,
      quote: { is_open: quote.is_open === 0 ? 0 : 1, need_role: quote.need_role ?? '' },
      login: {
        wechat: deps.wechat.enabled('wechat'),
        wechat_op_web: deps.wechat.enabled('wechat_op_web'),
        sms: true,
        email: true,
      },
    };
  },
};
