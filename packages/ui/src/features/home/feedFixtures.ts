import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import type { FeedItem } from './HomeFeedScreen.tsx';

/**
 * Story data for the explorer's home feed, typed by the contract: the newest of every kind, newest
 * first. Articles have one language (their `lang`); the other kinds are bilingual.
 */

/** A 16 : 9 cover (no network in stories). */
const cover = (label: string, hue: number) => picture(label, 640, 360, hue);

const item = (fields: Partial<FeedItem> & Pick<FeedItem, 'kind' | 'id' | 'title' | 'at'>): FeedItem => ({
  en_title: '',
  summary: '',
  en_summary: '',
  cover: '',
  lang: 'both',
  byline: '',
  en_byline: '',
  status: null,
  ...fields,
});

/** A live stream in progress. */
export const LIVE_NOW = item({
  kind: 'live',
  id: 31,
  title: '每周铂金行情直播：库存、溢价与进口配额',
  en_title: 'Weekly platinum market live: stocks, premiums and import quotas',
  summary: '每周一次，解读上海与伦敦的铂金价格、库存与进口溢价。',
  en_summary: 'Every week: platinum prices, stocks and import premiums in Shanghai and London, explained.',
  cover: cover('LIVE', 210),
  byline: '上海铂金周研究部',
  en_byline: 'Shanghai Platinum Week Research',
  at: '2026-11-27T01:30:00.000Z',
  status: 1,
});

/** A Chinese article with a cover. */
export const ARTICLE_ZH = item({
  kind: 'article',
  id: 128,
  title: '铂金首饰消费回暖：三季度零售数据解读',
  summary: '三季度铂金首饰零售量同比增长 12%，婚庆与年轻消费者是主要动力，深圳水贝的加工订单也随之回升。',
  cover: cover('Pt', 40),
  lang: 'zh',
  byline: '林晓',
  at: '2026-11-26T08:00:00.000Z',
});

/** A bilingual research report. */
export const REPORT = item({
  kind: 'document',
  id: 57,
  title: '2026 年中国铂族金属市场年度报告',
  en_title: 'China PGM Market Report 2026',
  summary: '供应、需求与价格：中国铂、钯、铑市场的年度全景。',
  en_summary: 'Supply, demand and prices: the year in China’s platinum, palladium and rhodium markets.',
  cover: cover('2026', 120),
  byline: '上海铂金周研究部',
  en_byline: 'Shanghai Platinum Week Research',
  at: '2026-11-25T02:00:00.000Z',
});

/** A competition taking entries now. */
export const COMPETITION_RUNNING = item({
  kind: 'competition',
  id: 9,
  title: '2026 铂金首饰设计大赛',
  en_title: 'Platinum Jewellery Design Competition 2026',
  summary: '面向设计师与院校学生征集铂金首饰作品，决赛作品将在铂金周展出。',
  en_summary: 'Designers and students are invited to enter platinum jewellery; the finalists are shown at Platinum Week.',
  cover: cover('✦', 300),
  byline: '上海铂金周组委会',
  en_byline: 'Shanghai Platinum Week Organising Committee',
  at: '2026-11-01T00:00:00.000Z',
  status: 1,
});

/** An article written in English, without a cover. */
export const ARTICLE_EN = item({
  kind: 'article',
  id: 131,
  title: 'Why automotive demand for platinum is holding up',
  summary: 'Hybrid vehicles and tighter emission rules keep catalysts loaded with platinum, even as battery cars gain ground.',
  lang: 'en',
  byline: 'Oliver Hughes',
  at: '2026-11-24T09:30:00.000Z',
});

/** A bilingual video. */
export const VIDEO = item({
  kind: 'video',
  id: 44,
  title: '走进铂金精炼厂：从矿石到 999.5 铂锭',
  en_title: 'Inside a platinum refinery: from ore to 999.5 ingots',
  summary: '跟随镜头走进精炼车间，看铂金如何被提纯、浇铸与检验。',
  en_summary: 'Follow the camera through the refinery as platinum is purified, cast and assayed.',
  cover: cover('▶', 20),
  byline: '铂金周视频组',
  en_byline: 'Platinum Week Video',
  at: '2026-11-23T06:00:00.000Z',
});

/** A live stream to come, without a cover or an English summary. */
export const LIVE_UPCOMING = item({
  kind: 'live',
  id: 32,
  title: '氢能与铱：电解槽需求会改变铂族金属供应吗？',
  en_title: 'Hydrogen and iridium: will electrolysers change PGM supply?',
  summary: 'PEM 电解槽的扩张对铂、铱需求的影响，以及矿山的应对。',
  byline: '上海铂金周研究部',
  en_byline: 'Shanghai Platinum Week Research',
  at: '2026-11-29T05:00:00.000Z',
  status: 0,
});

/** A report without a cover or English: Chinese on the English site too. */
export const REPORT_ZH_ONLY = item({
  kind: 'document',
  id: 58,
  title: '铂金回收行业白皮书',
  summary: '国内铂族金属回收的规模、渠道与政策。',
  byline: '贵金属回收联盟',
  at: '2026-11-20T02:00:00.000Z',
});

/** A competition that has ended. */
export const COMPETITION_ENDED = item({
  kind: 'competition',
  id: 8,
  title: '2025 铂金摄影大赛',
  en_title: 'Platinum Photography Competition 2025',
  summary: '以“铂金之光”为题的摄影作品征集，获奖作品已公布。',
  en_summary: 'Photographs on the theme “The light of platinum”; the winners have been announced.',
  cover: cover('2025', 260),
  byline: '上海铂金周组委会',
  en_byline: 'Shanghai Platinum Week Organising Committee',
  at: '2025-10-01T00:00:00.000Z',
  status: 2,
});

/**
 * One page of the feed as the server orders it, newest published first; a card's date is its own
 * (a stream's or a competition's start, a report's date).
 */
export const FEED_ITEMS: FeedItem[] = [
  LIVE_NOW,
  ARTICLE_ZH,
  REPORT,
  ARTICLE_EN,
  VIDEO,
  LIVE_UPCOMING,
  COMPETITION_RUNNING,
  REPORT_ZH_ONLY,
  COMPETITION_ENDED,
];

/** Everything at its longest: a bilingual live stream in progress. */
export const LONG_ITEM = item({
  kind: 'live',
  id: 39,
  title: `${LONG_NAME}年度直播：铂族金属供需、价格与首饰设计趋势全景解读`,
  en_title:
    'An exceptionally long English title for a live stream that must wrap cleanly on a phone without pushing anything off the screen at all',
  summary: `${LONG_NAME}。`.repeat(4),
  en_summary:
    'A summary long enough to need more than two lines on a desktop and many more on a phone, so that the card’s clamp is seen. '.repeat(3),
  byline: LONG_NAME,
  en_byline: 'The International Platinum Group Metals and Jewellery Design Joint Research Centre of the Organising Committee',
  at: '2026-11-27T01:00:00.000Z',
  status: 1,
});
