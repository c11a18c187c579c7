import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLES, picture } from '../article/articleFixtures.ts';
import { FIXED_NOW } from './broadcastFixtures.ts';
import type { Series, SeriesAdmin, SeriesProgress, Video, VideoAdmin, VideoItem } from './videoText.ts';

/** Story data for the video and series screens, typed by the contract; dates before FIXED_NOW. */
const DAY = 86400_000;
const ago = (days: number) => new Date(FIXED_NOW - days * DAY).toISOString();
const cover = (label: string, hue: number) => picture(label, 640, 360, hue);

const item = (id: number, fields: Partial<VideoItem> & Pick<VideoItem, 'title'>): VideoItem => ({
  id,
  en_title: '',
  summary: '',
  en_summary: '',
  cover: '',
  duration: 0,
  published_at: ago(id * 3),
  ...fields,
});

export const VIDEOS: VideoItem[] = [
  item(1, {
    title: '铂金是怎样炼成的：从矿石到首饰',
    en_title: 'How platinum is made: from ore to jewellery',
    summary: '跟随一块矿石，走过选矿、冶炼与精炼，直到成为一枚戒指。',
    en_summary: 'Follow one piece of ore through milling, smelting and refining until it becomes a ring.',
    cover: cover('Pt', 30),
    duration: 754,
  }),
  item(2, {
    title: '设计师工作室探访：手工锻造婚戒',
    en_title: 'In the studio: hand-forging wedding bands',
    summary: '一枚 Pt950 婚戒的七道工序。',
    en_summary: 'Seven steps to a Pt950 wedding band.',
    cover: cover('950', 300),
    duration: 425,
  }),
  item(3, {
    title: '三分钟看懂铂金价格',
    en_title: 'Platinum prices in three minutes',
    cover: cover('¥', 200),
    duration: 183,
  }),
  item(4, { title: '2026 铂金周开幕片', duration: 95 }),
];

export const LONG_VIDEO = item(9, {
  title: `${LONG_NAME}专题纪录片`,
  en_title: 'An exceptionally long English title for a video that has to wrap cleanly on the smallest phone screens we support',
  summary: `${LONG_NAME}。`.repeat(3),
  en_summary: 'A long summary that runs over several lines on a phone. '.repeat(4),
  cover: cover('…', 90),
  duration: 3 * 3600 + 25 * 60 + 7,
});

const brief = { id: 1, title: '铂金入门', en_title: 'Platinum, from the start', count: 5 };

export const VIDEO: Video = {
  ...(VIDEOS[0] as VideoItem),
  content: '本片拍摄于南非布什维尔德杂岩体的矿区与上海的精炼厂。\n\n片中的数据来自 2026 年的行业报告。',
  en_content:
    'Filmed at a mine on the Bushveld Complex in South Africa and at a refinery in Shanghai.\n\nThe figures come from the 2026 industry reports.',
  source_type: 'mp4',
  source_url: '/demo/media/demo.mp4',
  series: [brief],
  related: VIDEOS.slice(1),
};
export const VIDEO_NO_SERIES: Video = { ...VIDEO, id: 3, series: [], related: [], en_content: '', en_title: '' };
export const LONG_VIDEO_DETAIL: Video = {
  ...LONG_VIDEO,
  content: `${LONG_NAME}。`.repeat(30),
  en_content: 'A long description. '.repeat(80),
  source_type: 'hls',
  source_url: '/demo/media/demo.m3u8',
  series: [brief, { id: 2, title: `${LONG_NAME}系列`, en_title: 'A very long series name that wraps', count: 40 }],
  related: VIDEOS,
};

export const SERIES: Series = {
  id: 1,
  title: '铂金入门',
  en_title: 'Platinum, from the start',
  summary: '五个短片与文章，从矿山到柜台，认识铂金。',
  en_summary: 'Five films and articles, from the mine to the shop counter.',
  cover: cover('入门', 50),
  entries: [
    { kind: 'video', id: 1, video: VIDEOS[0] ?? null, article: null },
    { kind: 'article', id: ARTICLES[0]?.id ?? 1, video: null, article: ARTICLES[0] ?? null },
    { kind: 'video', id: 2, video: VIDEOS[1] ?? null, article: null },
    { kind: 'article', id: ARTICLES[1]?.id ?? 2, video: null, article: ARTICLES[1] ?? null },
    { kind: 'video', id: 3, video: VIDEOS[2] ?? null, article: null },
  ],
};
export const SERIES_EMPTY: Series = { ...SERIES, id: 2, entries: [] };
export const LONG_SERIES: Series = {
  ...SERIES,
  title: `${LONG_NAME}系列`,
  en_title: 'A very long series title that needs to wrap on a phone without pushing anything sideways',
  summary: `${LONG_NAME}。`.repeat(4),
  entries: Array.from({ length: 12 }, (_, i) => ({
    kind: 'video' as const,
    id: 100 + i,
    video: { ...LONG_VIDEO, id: 100 + i },
    article: null,
  })),
};

/** Two of five done. */
export const PROGRESS: SeriesProgress = {
  series_id: 1,
  done: [
    { kind: 'video', id: 1 },
    { kind: 'article', id: ARTICLES[0]?.id ?? 1 },
  ],
  total: 5,
};
export const PROGRESS_DONE: SeriesProgress = { series_id: 1, done: SERIES.entries.map((e) => ({ kind: e.kind, id: e.id })), total: 5 };

const videoAdmin = (v: VideoItem, fields: Partial<VideoAdmin> = {}): VideoAdmin => ({
  ...v,
  content: '',
  en_content: '',
  source_type: 'mp4',
  source_url: '/demo/media/demo.mp4',
  is_public: 1,
  updated_at: ago(1),
  ...fields,
});
export const VIDEO_ADMIN_ITEMS: VideoAdmin[] = [
  videoAdmin(VIDEOS[0] as VideoItem, { content: VIDEO.content, en_content: VIDEO.en_content }),
  videoAdmin(VIDEOS[1] as VideoItem, { source_type: 'hls', source_url: '/demo/media/demo.m3u8' }),
  videoAdmin(VIDEOS[2] as VideoItem, { source_type: 'embed', source_url: 'https://player.bilibili.com/player.html?bvid=BV1xx' }),
  videoAdmin(VIDEOS[3] as VideoItem, { is_public: 0 }),
];
export const VIDEO_ADMIN_LONG = videoAdmin(LONG_VIDEO);

export const SERIES_ADMIN_ITEMS: SeriesAdmin[] = [
  { ...SERIES, is_public: 1, updated_at: ago(2) },
  { ...SERIES_EMPTY, title: '铂金与投资', en_title: 'Platinum and investment', is_public: 0, updated_at: ago(5) },
];
export const SERIES_ADMIN_LONG: SeriesAdmin = { ...LONG_SERIES, is_public: 1, updated_at: ago(1) };
