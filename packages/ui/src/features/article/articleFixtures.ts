import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';

/** Story data for the article screens, typed by the contract. */
type ArticleItem = components['schemas']['ArticleItem'];
type Article = components['schemas']['Article'];

/** A drawn picture (no network in stories): a brushed-metal panel with a ring and a label. */
export function picture(label: string, width: number, height: number, hue: number): string {
  const r = Math.round(Math.min(width, height) / 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 12% 90%)"/><stop offset="1" stop-color="hsl(${hue} 18% 68%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="hsl(${hue} 10% 97%)" stroke-width="${Math.max(4, Math.round(r / 5))}"/><text x="${width / 2}" y="${height / 2 + Math.round(height / 18)}" font-family="Georgia,serif" font-size="${Math.round(height / 7)}" fill="#2d323d" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const item = (id: number, fields: Partial<ArticleItem> & Pick<ArticleItem, 'title' | 'nickname' | 'lang'>): ArticleItem => ({
  id,
  uid: 100 + id,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  column_id: 0,
  column_name: '',
  column_en_name: '',
  summary: '',
  cover: '',
  like_amount: 0,
  favorite_amount: 0,
  is_top: 0,
  published_at: '2026-11-20T02:00:00.000Z',
  ...fields,
});

const MARKET_REVIEW = item(21, {
  title: '2026 年三季度铂金市场回顾：供应缺口延续，价格震荡上行',
  summary:
    '三季度国际铂金均价较上季度上涨约 6%。南非矿山供应偏紧、汽车尾气催化剂需求回暖，叠加中国珠宝消费企稳，共同支撑了价格。本文梳理季度内的主要行情与四季度展望。',
  nickname: '上海铂金周组委会',
  avatar: picture('SPW', 96, 96, 40),
  is_verified: 1,
  verified_type: 2,
  column_id: 3,
  column_name: '铂金市场观察',
  column_en_name: 'Platinum Market Watch',
  cover: picture('Pt 78', 480, 270, 210),
  like_amount: 1286,
  favorite_amount: 342,
  is_top: 1,
  published_at: '2026-10-15T02:00:00.000Z',
  lang: 'zh',
});

const INTERVIEW = item(22, {
  title: 'Designing with platinum: an interview with Yumi Sato',
  summary:
    'The Kyoto designer talks about hand-forging wedding bands in Pt950, why she never plates her pieces, and what younger couples in Shanghai ask for.',
  nickname: 'Yumi Sato',
  is_verified: 1,
  verified_type: 1,
  cover: picture('Pt950', 480, 270, 30),
  like_amount: 64,
  favorite_amount: 18,
  published_at: '2026-11-02T06:30:00.000Z',
  lang: 'en',
});

/** Published articles, pinned first: Chinese and English, with and without a cover or a column. */
export const ARTICLES: ArticleItem[] = [
  MARKET_REVIEW,
  INTERVIEW,
  item(23, {
    title: '深圳水贝：铂金首饰加工费调整的三个信号',
    summary: '走访十余家工厂后，我们发现铂金首饰的工费正在分化：素圈稳定，镶嵌与古法工艺明显上涨。',
    nickname: '水贝观察员',
    column_id: 5,
    column_name: '产业链笔记',
    column_en_name: '',
    like_amount: 0,
    published_at: '2026-11-18T01:00:00.000Z',
    lang: 'zh',
  }),
  item(24, {
    title: '氢能汽车会成为铂金需求的下一个增长点吗？',
    summary: '燃料电池催化剂的铂用量逐年下降，但装机量增长更快。我们测算了 2030 年的三种情景。',
    nickname: '刘振宇',
    avatar: picture('刘', 96, 96, 160),
    is_verified: 1,
    verified_type: 1,
    cover: picture('H₂', 480, 270, 160),
    like_amount: 1,
    published_at: '2026-11-19T09:00:00.000Z',
    lang: 'zh',
  }),
];

const TABLE_ZH =
  '<table><thead><tr><th scope="col">品种</th><th scope="col">三季度均价（元/克）</th><th scope="col">环比</th></tr></thead><tbody><tr><td>铂金 Pt9995</td><td>231.5</td><td>+6.2%</td></tr><tr><td>钯金</td><td>258.0</td><td>-3.1%</td></tr><tr><td>黄金 Au9999</td><td>600.4</td><td>+4.8%</td></tr></tbody></table>';

/** A market review in Chinese, from a verified organisation, in a column, with a cover. */
export const ARTICLE: Article = {
  ...MARKET_REVIEW,
  is_like: false,
  is_favorite: false,
  content: `<p>三季度，国际铂金价格在每盎司 950 至 1,080 美元之间震荡，季度均价较二季度上涨约 6%。上海黄金交易所 Pt9995 合约成交活跃，国内现货升水一度扩大。</p><h2>一、供应：南非矿山依旧偏紧</h2><p>受电力供应与设备检修影响，南非主要矿山三季度产量同比下降 4%。回收端方面，汽车报废量增长有限，二次供应未能弥补缺口。</p><blockquote>“今年是铂金市场连续第三年出现供应短缺。”——全球铂金协会季度报告</blockquote><h2>二、需求：珠宝与工业双轮驱动</h2><p>国内铂金首饰消费在婚庆旺季带动下企稳回升，深圳水贝批发市场的素圈与对戒出货量环比增长明显。</p>${TABLE_ZH}<h2>三、四季度展望</h2><p>我们预计四季度铂金价格仍将以震荡为主，上海铂金周期间发布的供需数据值得关注。</p>`,
};

/** A designer interview written in English, by a verified expert, in no column. */
export const EN_ARTICLE: Article = {
  ...INTERVIEW,
  is_like: false,
  is_favorite: false,
  content:
    '<p>Yumi Sato has been forging platinum wedding bands by hand in her Kyoto atelier for twenty years. We met her at Shanghai Platinum Week.</p><h2>Why platinum?</h2><p>“It does not wear away. A ring you forge today will still carry its weight in fifty years, and it never needs plating.”</p><h2>What couples ask for</h2><ul><li>Brushed finishes rather than high polish.</li><li>Pt950 for its weight and its white colour.</li><li>Matching bands engraved inside.</li></ul><p>Her new collection is shown at the Design Pavilion all week.</p>',
};

const WIDE_TABLE = `<table><thead><tr>${Array.from({ length: 12 }, (_, i) => `<th scope="col">${i + 1} 月铂金均价（元/克）</th>`).join('')}</tr></thead><tbody><tr>${Array.from({ length: 12 }, (_, i) => `<td>${(218 + i * 1.7).toFixed(1)}</td>`).join('')}</tr></tbody></table>`;

/** Everything too long: the title, the author's name, the column, a word without a break, a wide table, a big picture. */
export const LONG_ARTICLE: Article = {
  ...ARTICLE,
  title: `${ARTICLE.title}——${LONG_NAME}年度铂族金属供需与珠宝零售趋势深度研究报告（完整版）`,
  nickname: LONG_NAME,
  column_name: `${LONG_NAME}专栏`,
  content: `<p>${'铂金首饰的工艺与市场正在同步变化，'.repeat(12)}</p><p>https://www.shanghai-platinum-week.example.com/reports/2026/q3/platinum-market-review-full-version-with-all-tables.pdf</p><figure><img src="${picture('Pt', 2400, 1350, 200)}" alt="上海铂金周展馆全景" width="2400" height="1350"><figcaption>上海铂金周展馆全景</figcaption></figure>${WIDE_TABLE}`,
};
