import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLES, picture } from '../article/articleFixtures.ts';
import type { Broadcast, BroadcastAdmin, BroadcastItem } from './broadcastText.ts';

/**
 * Story data for the live-stream screens, typed by the contract. Stories run against a fixed clock
 * (FIXED_NOW): 2026-11-27 10:00 Beijing time, so countdowns and statuses never drift in baselines.
 */
export const FIXED_NOW = Date.parse('2026-11-27T02:00:00Z');

const HOUR = 3600_000;
const at = (hours: number) => new Date(FIXED_NOW + hours * HOUR).toISOString();

/** A 16 : 9 cover (no network in stories). */
export const liveCover = (label: string, hue: number) => picture(label, 640, 360, hue);

const item = (
  id: number,
  fields: Partial<BroadcastItem> & Pick<BroadcastItem, 'title' | 'start_time' | 'end_time' | 'status'>,
): BroadcastItem => ({
  id,
  en_title: '',
  summary: '',
  en_summary: '',
  cover: '',
  host: '上海铂金周研究部',
  en_host: 'Shanghai Platinum Week Research',
  has_replay: false,
  remind_amount: 0,
  ...fields,
});

/** In progress: started half an hour ago. */
export const LIVE_NOW = item(1, {
  title: '每周铂金行情直播：库存、溢价与进口配额',
  en_title: 'Weekly platinum market live: stocks, premiums and import quotas',
  summary: '每周一次，解读上海与伦敦的铂金价格、库存与进口溢价。',
  en_summary: 'Every week: platinum prices, stocks and import premiums in Shanghai and London, explained.',
  cover: liveCover('LIVE', 210),
  start_time: at(-0.5),
  end_time: at(2.5),
  status: 1,
});

/** Not started: in two days and three hours; members waiting. */
export const UPCOMING = item(2, {
  title: '氢能与铱：电解槽需求会改变铂族金属供应吗？',
  en_title: 'Hydrogen and iridium: will electrolysers change PGM supply?',
  summary: 'PEM 电解槽的扩张对铂、铱需求的影响，以及矿山的应对。',
  en_summary: 'What the build-out of PEM electrolysers means for platinum and iridium demand, and how mines respond.',
  cover: liveCover('H₂', 150),
  start_time: at(51),
  end_time: at(52.5),
  status: 0,
  remind_amount: 128,
});

/** Not started, starting in forty minutes; no English, no cover. */
export const SOON = item(3, {
  title: '2027 上海铂金周招展说明会',
  start_time: at(0.66),
  end_time: at(1.66),
  host: '上海铂金周组委会',
  en_host: '',
  status: 0,
});

/** Closed with a replay. */
export const REPLAY = item(4, {
  title: '2026 铂金周开幕论坛',
  en_title: 'Platinum Week 2026: the opening forum',
  summary: '开幕论坛全程回放：市场展望与设计趋势。',
  en_summary: 'The whole opening forum: the market outlook and design trends.',
  cover: liveCover('2026', 40),
  start_time: at(-14 * 24),
  end_time: at(-14 * 24 + 3),
  status: 2,
  has_replay: true,
});

/** Closed, no replay. */
export const CLOSED = item(6, {
  title: '铂族金属回收圆桌',
  en_title: 'Round table: recycling the platinum group metals',
  cover: liveCover('♻', 100),
  start_time: at(-90 * 24),
  end_time: at(-90 * 24 + 2),
  status: 2,
  host: '贵金属回收联盟',
  en_host: 'Precious Metals Recycling Alliance',
});

/** Everything at its longest. */
export const LONG_LIVE = item(9, {
  title: `${LONG_NAME}年度直播`,
  en_title: 'An exceptionally long English title for a live stream that must wrap cleanly on a phone without pushing anything off screen',
  summary: `${LONG_NAME}。`.repeat(3),
  en_summary: 'A summary long enough to need three lines on a desktop and many more on a phone, so that the card’s clamp is seen. '.repeat(
    2,
  ),
  host: LONG_NAME,
  en_host: 'The International Platinum Group Metals and Jewellery Design Joint Research Centre',
  start_time: at(3),
  end_time: at(30),
  status: 0,
  remind_amount: 123456,
});

export const LIVE_ITEMS: BroadcastItem[] = [LIVE_NOW, UPCOMING, SOON, REPLAY, CLOSED];

const SPEAKERS = [
  {
    name: '陈嘉文',
    en_name: 'Chen Jiawen',
    title: '上海黄金交易所 市场部总监',
    en_title: 'Director of Markets, Shanghai Gold Exchange',
    avatar: picture('陈', 160, 160, 20),
  },
  {
    name: '奥利弗·休斯',
    en_name: 'Oliver Hughes',
    title: '世界铂金投资协会 研究主管',
    en_title: 'Head of Research, World Platinum Investment Council',
    avatar: '',
  },
  {
    name: '林晓雨',
    en_name: 'Lin Xiaoyu',
    title: '独立珠宝设计师',
    en_title: 'Independent jewellery designer',
    avatar: picture('林', 160, 160, 300),
  },
];

const detail = (base: BroadcastItem, fields: Partial<Broadcast> = {}): Broadcast => ({
  ...base,
  content: '本周直播关注上海黄金交易所铂金溢价的变化，以及进口配额对现货的影响。\n\n直播中可在评论区提问，嘉宾将在最后十五分钟集中回答。',
  en_content:
    'This week we look at the Shanghai Gold Exchange platinum premium and what import quotas mean for spot supply.\n\nAsk your questions during the stream; the speakers answer them in the last fifteen minutes.',
  source_type: 'hls',
  source_url: '/demo/media/demo.m3u8',
  replay_url: '',
  speakers: SPEAKERS,
  articles: ARTICLES.slice(0, 2),
  ...fields,
});

export const LIVE_DETAIL = detail(LIVE_NOW);
export const UPCOMING_DETAIL = detail(UPCOMING, { speakers: SPEAKERS.slice(1, 2), articles: [] });
export const REPLAY_DETAIL = detail(REPLAY, { replay_url: '/demo/media/demo.mp4', articles: ARTICLES.slice(0, 3) });
export const CLOSED_DETAIL = detail(CLOSED, {
  source_type: 'embed',
  source_url: '',
  speakers: [],
  articles: [],
  content: '本场圆桌未录制回放。',
  en_content: 'This round table was not recorded.',
});
export const EMBED_DETAIL = detail(LIVE_NOW, { source_type: 'embed', source_url: 'https://player.bilibili.com/player.html?bvid=BV1xx' });
export const LONG_DETAIL = detail(LONG_LIVE, {
  content: `${LONG_NAME}。`.repeat(20),
  en_content: 'A long description that runs on. '.repeat(60),
  speakers: Array.from({ length: 8 }, (_, i) => ({ ...(SPEAKERS[i % 3] ?? SPEAKERS[0]), name: `${LONG_NAME}${i}` })),
});

const admin = (d: Broadcast, fields: Partial<BroadcastAdmin> = {}): BroadcastAdmin => ({
  ...d,
  is_public: 1,
  article_ids: d.articles.map((a) => a.id),
  updated_at: at(-24),
  ...fields,
});

/** The admins' list: every status, one hidden. */
export const ADMIN_ITEMS: BroadcastAdmin[] = [
  admin(UPCOMING_DETAIL),
  admin(detail(SOON), { is_public: 0 }),
  admin(LIVE_DETAIL),
  admin(REPLAY_DETAIL),
  admin(CLOSED_DETAIL),
];
export const ADMIN_LONG = admin(LONG_DETAIL);
