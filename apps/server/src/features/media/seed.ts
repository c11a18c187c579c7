import type { Tx } from '../../db/index.ts';
import { broadcastReminders, broadcasts, series, seriesEntries, seriesProgress, videos, type SpeakerRow } from './tables.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The demo's stream and recording: one small clip served in demo mode (http/demo-media.ts). */
const DEMO_HLS = '/demo/media/demo.m3u8';
const DEMO_MP4 = '/demo/media/demo.mp4';

const speaker = (n: number, name: string, enName: string, title: string, enTitle: string): SpeakerRow => ({
  name,
  enName,
  title,
  enTitle,
  avatar: `/demo/guests/${n}.svg`,
});

const SPEAKERS = {
  chen: speaker(3, '陈嘉文', 'Chen Jiawen', '上海黄金交易所 市场部总监', 'Director of Markets, Shanghai Gold Exchange'),
  hughes: speaker(8, '奥利弗·休斯', 'Oliver Hughes', '世界铂金投资协会 研究主管', 'Head of Research, World Platinum Investment Council'),
  lin: speaker(12, '林晓雨', 'Lin Xiaoyu', '独立珠宝设计师', 'Independent jewellery designer'),
  wang: speaker(17, '王立群', 'Wang Liqun', '贵金属回收联盟 秘书长', 'Secretary-General, Precious Metals Recycling Alliance'),
  sato: speaker(21, '佐藤健', 'Ken Sato', '氢能产业分析师', 'Hydrogen industry analyst'),
};

interface DemoBroadcast {
  title: string;
  enTitle: string;
  summary: string;
  enSummary: string;
  content: string;
  enContent: string;
  host: string;
  enHost: string;
  /** Hours from the seed's moment to the start, and the length in hours. */
  startIn: number;
  hours: number;
  sourceType: 'hls' | 'mp4' | 'embed';
  sourceUrl: string;
  replayUrl: string;
  speakers: SpeakerRow[];
  articleIds: number[];
  isPublic: 0 | 1;
  /** Demo members (uid) waiting for its start. */
  reminded: number[];
}

/**
 * Seven streams around the seed's moment: one in progress, two to come (members waiting for one),
 * three closed (two with replays), and one the admins keep hidden. Times are relative, so a fresh
 * `pnpm start` always shows each status.
 */
const DEMO_BROADCASTS: DemoBroadcast[] = [
  {
    title: '每周铂金行情直播：库存、溢价与进口配额',
    enTitle: 'Weekly platinum market live: stocks, premiums and import quotas',
    summary: '每周一次，解读上海与伦敦的铂金价格、库存与进口溢价。',
    enSummary: 'Every week: platinum prices, stocks and import premiums in Shanghai and London, explained.',
    content: '本周直播关注上海黄金交易所铂金溢价的变化，以及进口配额对现货的影响。\n\n直播中可在评论区提问，嘉宾将在最后十五分钟集中回答。',
    enContent:
      'This week we look at the Shanghai Gold Exchange platinum premium and what import quotas mean for spot supply.\n\nAsk your questions during the stream; the speakers answer them in the last fifteen minutes.',
    host: '上海铂金周研究部',
    enHost: 'Shanghai Platinum Week Research',
    startIn: -0.5,
    hours: 3,
    sourceType: 'hls',
    sourceUrl: DEMO_HLS,
    replayUrl: '',
    speakers: [SPEAKERS.chen, SPEAKERS.hughes],
    articleIds: [1, 2],
    isPublic: 1,
    reminded: [],
  },
  {
    title: '氢能与铱：电解槽需求会改变铂族金属供应吗？',
    enTitle: 'Hydrogen and iridium: will electrolysers change PGM supply?',
    summary: 'PEM 电解槽的扩张对铂、铱需求的影响，以及矿山的应对。',
    enSummary: 'What the build-out of PEM electrolysers means for platinum and iridium demand, and how mines respond.',
    content: '我们邀请氢能产业分析师与矿业研究者，讨论 2035 年前电解槽对铂族金属需求的真实规模。',
    enContent:
      'An industry analyst and a mining researcher discuss the real size of electrolyser demand for the platinum group metals to 2035.',
    host: '上海铂金周研究部',
    enHost: 'Shanghai Platinum Week Research',
    startIn: 2 * 24 + 3,
    hours: 1.5,
    sourceType: 'hls',
    sourceUrl: DEMO_HLS,
    replayUrl: '',
    speakers: [SPEAKERS.sato, SPEAKERS.hughes],
    articleIds: [3],
    isPublic: 1,
    reminded: [5, 6],
  },
  {
    title: '2027 上海铂金周招展说明会',
    enTitle: 'Shanghai Platinum Week 2027: briefing for exhibitors',
    summary: '展位、日程与报名方式，一次讲清楚。',
    enSummary: 'Stands, the programme and how to register, in one hour.',
    content: '组委会介绍 2027 年铂金周的展区规划、重要日期与参展报名流程，并现场答疑。',
    enContent: 'The organisers present the 2027 floor plan, the key dates and how to register as an exhibitor, and answer questions.',
    host: '上海铂金周组委会',
    enHost: 'Shanghai Platinum Week organising committee',
    startIn: 9 * 24,
    hours: 1,
    sourceType: 'mp4',
    sourceUrl: DEMO_MP4,
    replayUrl: '',
    speakers: [SPEAKERS.chen],
    articleIds: [],
    isPublic: 1,
    reminded: [],
  },
  {
    title: '2026 铂金周开幕论坛',
    enTitle: 'Platinum Week 2026: the opening forum',
    summary: '开幕论坛全程回放：市场展望与设计趋势。',
    enSummary: 'The whole opening forum: the market outlook and design trends.',
    content: '开幕论坛汇集了交易所、矿企与设计师，讨论未来一年的铂金市场。\n\n回放已剪去中场休息。',
    enContent:
      'The opening forum brought together the exchange, miners and designers to discuss the year ahead for platinum.\n\nThe replay leaves out the break.',
    host: '上海铂金周组委会',
    enHost: 'Shanghai Platinum Week organising committee',
    startIn: -14 * 24,
    hours: 3,
    sourceType: 'hls',
    sourceUrl: DEMO_HLS,
    replayUrl: DEMO_HLS,
    speakers: [SPEAKERS.chen, SPEAKERS.hughes, SPEAKERS.lin],
    articleIds: [1, 4, 5],
    isPublic: 1,
    reminded: [],
  },
  {
    title: '铂金首饰设计趋势对谈',
    enTitle: 'Platinum jewellery design trends: a conversation',
    summary: '独立设计师谈婚嫁与日常佩戴的新方向。',
    enSummary: 'An independent designer on new directions in bridal and everyday pieces.',
    content: '设计师林晓雨分享她的新系列，以及消费者对铂金首饰的新期待。',
    enContent: 'Designer Lin Xiaoyu shows her new collection and talks about what buyers now expect from platinum jewellery.',
    host: '上海铂金周',
    enHost: 'Shanghai Platinum Week',
    startIn: -32 * 24,
    hours: 1,
    sourceType: 'mp4',
    sourceUrl: DEMO_MP4,
    replayUrl: DEMO_MP4,
    speakers: [SPEAKERS.lin],
    articleIds: [2],
    isPublic: 1,
    reminded: [],
  },
  {
    title: '铂族金属回收圆桌',
    enTitle: 'Round table: recycling the platinum group metals',
    summary: '汽车催化剂与首饰旧料的回收现状。',
    enSummary: 'Where the recycling of autocatalysts and jewellery scrap stands.',
    content: '本场圆桌未录制回放，要点已整理为文章。',
    enContent: 'This round table was not recorded; its main points are written up as an article.',
    host: '贵金属回收联盟',
    enHost: 'Precious Metals Recycling Alliance',
    startIn: -90 * 24,
    hours: 2,
    sourceType: 'embed',
    sourceUrl: '',
    replayUrl: '',
    speakers: [SPEAKERS.wang],
    articleIds: [3],
    isPublic: 1,
    reminded: [],
  },
  {
    title: '（筹备中）投资金条与金币专场',
    enTitle: '(In preparation) Bars and coins for investors',
    summary: '尚未公开。',
    enSummary: 'Not public yet.',
    content: '',
    enContent: '',
    host: '上海铂金周研究部',
    enHost: 'Shanghai Platinum Week Research',
    startIn: 20 * 24,
    hours: 1,
    sourceType: 'hls',
    sourceUrl: '',
    replayUrl: '',
    speakers: [],
    articleIds: [],
    isPublic: 0,
    reminded: [],
  },
];

/** The demo's ids in order: 1 in progress, 2 and 3 to come, 4 and 5 closed with replays, 6 closed, 7 hidden. */
export async function seedMedia(tx: Tx): Promise<void> {
  // Whole minutes: the demo's times read cleanly (10:30, not 10:31:07).
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  for (const [i, b] of DEMO_BROADCASTS.entries()) {
    const start = new Date(Math.round((now + b.startIn * HOUR) / (15 * 60_000)) * 15 * 60_000);
    const [row] = await tx
      .insert(broadcasts)
      .values({
        title: b.title,
        enTitle: b.enTitle,
        summary: b.summary,
        enSummary: b.enSummary,
        content: b.content,
        enContent: b.enContent,
        cover: `/demo/columns/live-${i + 1}.svg`,
        host: b.host,
        enHost: b.enHost,
        startTime: start,
        endTime: new Date(start.getTime() + b.hours * HOUR),
        sourceType: b.sourceType,
        sourceUrl: b.sourceUrl,
        replayUrl: b.replayUrl,
        speakers: b.speakers,
        articleIds: b.articleIds,
        isPublic: b.isPublic,
        remindAmount: b.reminded.length,
        createdAt: new Date(start.getTime() - 10 * DAY),
        updatedAt: new Date(Math.min(now, start.getTime() - DAY)),
      })
      .returning({ id: broadcasts.id });
    if (!row) continue;
    for (const uid of b.reminded) await tx.insert(broadcastReminders).values({ broadcastId: row.id, uid, lang: uid === 6 ? 'en' : 'zh' });
  }
}

interface DemoVideo {
  title: string;
  enTitle: string;
  summary: string;
  enSummary: string;
  content: string;
  enContent: string;
  duration: number;
  daysAgo: number;
  hls: boolean;
  isPublic: 0 | 1;
}

/** Five videos (one hidden): ids 1–5 in this order. */
const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: '铂金是怎样炼成的：从矿石到首饰',
    enTitle: 'How platinum is made: from ore to jewellery',
    summary: '跟随一块矿石，走过选矿、冶炼与精炼，直到成为一枚戒指。',
    enSummary: 'Follow one piece of ore through milling, smelting and refining until it becomes a ring.',
    content: '本片拍摄于南非布什维尔德杂岩体的矿区与上海的精炼厂。\n\n片中的数据来自 2026 年的行业报告。',
    enContent:
      'Filmed at a mine on the Bushveld Complex in South Africa and at a refinery in Shanghai.\n\nThe figures come from the 2026 industry reports.',
    duration: 754,
    daysAgo: 3,
    hls: true,
    isPublic: 1,
  },
  {
    title: '设计师工作室探访：手工锻造婚戒',
    enTitle: 'In the studio: hand-forging wedding bands',
    summary: '一枚 Pt950 婚戒的七道工序。',
    enSummary: 'Seven steps to a Pt950 wedding band.',
    content: '设计师在工作室里演示从熔金、拉丝到抛光的全过程。',
    enContent: 'A designer shows the whole process in her studio, from melting and drawing wire to polishing.',
    duration: 425,
    daysAgo: 9,
    hls: false,
    isPublic: 1,
  },
  {
    title: '三分钟看懂铂金价格',
    enTitle: 'Platinum prices in three minutes',
    summary: '现货、期货与溢价，各是什么意思。',
    enSummary: 'Spot, futures and premiums: what each of them means.',
    content: '用三分钟讲清楚铂金价格从哪里来，以及为什么上海与伦敦的价格不同。',
    enContent: 'Three minutes on where the platinum price comes from, and why Shanghai and London differ.',
    duration: 183,
    daysAgo: 16,
    hls: false,
    isPublic: 1,
  },
  {
    title: '2026 铂金周开幕片',
    enTitle: 'Platinum Week 2026: the opening film',
    summary: '开幕式上播放的短片。',
    enSummary: 'The short film shown at the opening ceremony.',
    content: '',
    enContent: '',
    duration: 95,
    daysAgo: 30,
    hls: true,
    isPublic: 1,
  },
  {
    title: '（剪辑中）回收工厂纪录片',
    enTitle: '(In the edit) A recycling plant documentary',
    summary: '尚未公开。',
    enSummary: 'Not public yet.',
    content: '',
    enContent: '',
    duration: 0,
    daysAgo: 1,
    hls: false,
    isPublic: 0,
  },
];

/**
 * The demo's videos and series: series 1 (铂金入门) mixes videos 1–3 and articles 1 and 3, and lin
 * has finished two of its five entries; series 2 is kept hidden by the admins.
 */
export async function seedVideos(tx: Tx): Promise<void> {
  const now = Date.now();
  for (const [i, v] of DEMO_VIDEOS.entries()) {
    const at = new Date(now - v.daysAgo * DAY);
    await tx.insert(videos).values({
      title: v.title,
      enTitle: v.enTitle,
      summary: v.summary,
      enSummary: v.enSummary,
      content: v.content,
      enContent: v.enContent,
      cover: `/demo/columns/video-${i + 1}.svg`,
      duration: v.duration,
      sourceType: v.hls ? 'hls' : 'mp4',
      sourceUrl: v.hls ? DEMO_HLS : DEMO_MP4,
      isPublic: v.isPublic,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
  const [intro] = await tx
    .insert(series)
    .values({
      title: '铂金入门',
      enTitle: 'Platinum, from the start',
      summary: '五个短片与文章，从矿山到柜台，认识铂金。',
      enSummary: 'Five films and articles, from the mine to the shop counter.',
      cover: '/demo/columns/series-1.svg',
    })
    .returning({ id: series.id });
  await tx.insert(series).values({
    title: '铂金与投资（筹备中）',
    enTitle: 'Platinum and investment (in preparation)',
    summary: '尚未公开。',
    enSummary: 'Not public yet.',
    cover: '/demo/columns/series-2.svg',
    isPublic: 0,
  });
  if (!intro) return;
  const entries = [
    { kind: 'video', refId: 1 },
    { kind: 'article', refId: 1 },
    { kind: 'video', refId: 2 },
    { kind: 'article', refId: 3 },
    { kind: 'video', refId: 3 },
  ];
  await tx.insert(seriesEntries).values(entries.map((e, position) => ({ seriesId: intro.id, position, ...e })));
  // lin (uid 5) has watched the first film and read the first article.
  await tx.insert(seriesProgress).values([
    { uid: 5, seriesId: intro.id, kind: 'video', refId: 1 },
    { uid: 5, seriesId: intro.id, kind: 'article', refId: 1 },
  ]);
}
