import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from './articleFixtures.ts';

/** Story data for the creator's screens (my articles, the review queue), typed by the contract. */
type ArticleMine = components['schemas']['ArticleMine'];
type ArticleReviewItem = components['schemas']['ArticleReviewItem'];

const mine = (
  id: number,
  fields: Partial<ArticleMine> & Pick<ArticleMine, 'title' | 'lang' | 'censor_status' | 'status'>,
): ArticleMine => ({
  id,
  summary: '',
  cover: '',
  content: '<p>…</p>',
  column_id: 0,
  censor_reason: '',
  revision: null,
  like_amount: 0,
  favorite_amount: 0,
  created_at: '2026-10-08T02:00:00.000Z',
  updated_at: '2026-11-16T03:20:00.000Z',
  published_at: null,
  ...fields,
});

/** Published, liked and kept. */
export const MINE_PUBLISHED = mine(31, {
  title: '2026 上海铂金周观展指南：铂金首饰设计大赛入围作品抢先看',
  lang: 'zh',
  censor_status: 1,
  status: 1,
  like_amount: 1286,
  favorite_amount: 342,
  updated_at: '2026-11-12T08:00:00.000Z',
  published_at: '2026-11-12T08:00:00.000Z',
});

/** Published; an edit of it waits for review (readers keep the live version). */
export const MINE_REVISION_PENDING = mine(32, {
  title: 'Pt950 or Pt900? What the hallmark inside a ring tells the buyer',
  lang: 'en',
  censor_status: 1,
  status: 1,
  like_amount: 64,
  favorite_amount: 1,
  updated_at: '2026-11-03T06:30:00.000Z',
  published_at: '2026-11-02T06:30:00.000Z',
  revision: { censor_status: 0, censor_reason: '', updated_at: '2026-11-19T09:10:00.000Z' },
});

/** Published; the edit of it was turned down, with the reviewer's reason. */
export const MINE_REVISION_REJECTED = mine(33, {
  title: '古法錾刻遇上铂金：三位非遗匠人的新尝试',
  lang: 'zh',
  censor_status: 1,
  status: 1,
  like_amount: 1,
  favorite_amount: 0,
  updated_at: '2026-10-28T01:00:00.000Z',
  published_at: '2026-10-20T01:00:00.000Z',
  revision: {
    censor_status: 2,
    censor_reason: '修改稿第二段称匠人为“国家级大师”，请补充证书来源或改为“非遗传承人”。',
    updated_at: '2026-11-17T02:40:00.000Z',
  },
});

/** Published; an edit of it was saved but not sent. */
export const MINE_REVISION_DRAFT = mine(38, {
  title: 'Hallmarking in Shenzhen and Hong Kong: a buyer’s checklist',
  lang: 'en',
  censor_status: 1,
  status: 1,
  like_amount: 12,
  favorite_amount: 5,
  updated_at: '2026-11-05T04:00:00.000Z',
  published_at: '2026-11-05T04:00:00.000Z',
  revision: { censor_status: 3, censor_reason: '', updated_at: '2026-11-20T01:15:00.000Z' },
});

/** Approved, not published yet. */
export const MINE_UNPUBLISHED = mine(34, {
  title: '婚戒选购：为什么越来越多新人选择铂金素圈',
  lang: 'zh',
  censor_status: 1,
  status: 0,
  updated_at: '2026-11-18T10:05:00.000Z',
});

/** Sent for review. */
export const MINE_PENDING = mine(35, {
  title: '铂金回收价怎么算？一文看懂克价、损耗与工费',
  lang: 'zh',
  censor_status: 0,
  status: 0,
  updated_at: '2026-11-18T07:45:00.000Z',
});

/** Turned down, with the reviewer's reason. */
export const MINE_REJECTED = mine(36, {
  title: '投资铂金条稳赚不赔？三个常见误区',
  lang: 'zh',
  censor_status: 2,
  status: 0,
  censor_reason: '标题中的“稳赚不赔”属于承诺收益的表述，不符合社区规范，请修改标题后重新提交。',
  updated_at: '2026-11-15T12:30:00.000Z',
});

/** Saved, never sent. */
export const MINE_DRAFT = mine(37, {
  title: '水贝工厂探访手记：一枚铂金对戒的 11 道工序',
  lang: 'zh',
  censor_status: 3,
  status: 0,
  updated_at: '2026-11-20T01:30:00.000Z',
});

/** An English article turned down. */
export const MINE_REJECTED_EN = mine(39, {
  title: 'Platinum prices will double by 2027',
  lang: 'en',
  censor_status: 2,
  status: 0,
  censor_reason: 'The forecast in the title is stated as a certainty. Cite the source or rephrase it as an opinion, then submit again.',
  updated_at: '2026-11-14T05:00:00.000Z',
});

/** Every state, newest change first (as /article/myLists gives them). */
export const MINE_ARTICLES: ArticleMine[] = [
  MINE_DRAFT,
  MINE_REVISION_DRAFT,
  MINE_REVISION_PENDING,
  MINE_UNPUBLISHED,
  MINE_PENDING,
  MINE_REVISION_REJECTED,
  MINE_REJECTED,
  MINE_PUBLISHED,
];

/** Everything too long: titles, a word without a break, a long reason. */
export const LONG_MINE: ArticleMine[] = [MINE_REJECTED, MINE_REVISION_REJECTED, MINE_PUBLISHED].map((a) => ({
  ...a,
  title: `${a.title}——${LONG_NAME}年度铂族金属供需与珠宝零售趋势深度研究报告（完整版）`,
  censor_reason: a.censor_reason
    ? `${a.censor_reason}${a.censor_reason}https://www.shanghai-platinum-week.example.com/guidelines/community-rules-for-creators-2026.pdf`
    : '',
  revision: a.revision ? { ...a.revision, censor_reason: `${a.revision.censor_reason}${LONG_NAME}` } : null,
  like_amount: a.like_amount * 1000,
  favorite_amount: a.favorite_amount * 1000,
}));

const review = (
  id: number,
  fields: Partial<ArticleReviewItem> & Pick<ArticleReviewItem, 'kind' | 'title' | 'nickname' | 'content' | 'lang'>,
): ArticleReviewItem => ({
  id,
  uid: 200 + id,
  summary: '',
  cover: '',
  submitted_at: '2026-11-18T07:45:00.000Z',
  live: null,
  flagged: [],
  ...fields,
});

/** A new article with two flagged words (one of them twice, one inside bold text), and a table. */
export const REVIEW_NEW = review(35, {
  kind: 'new',
  title: '铂金回收价怎么算？一文看懂克价、损耗与工费',
  summary: '拿着旧铂金戒指去回收，店家报的克价为什么比金价牌上低？本文拆解回收价的三个组成部分，并提醒几条常见的话术。',
  nickname: '水贝观察员',
  lang: 'zh',
  submitted_at: '2026-11-16T02:15:00.000Z',
  cover: picture('Pt', 480, 270, 200),
  flagged: ['稳赚不赔', '全网最低价'],
  content:
    '<p>铂金首饰的回收价，通常以当天上海黄金交易所 Pt9995 的收盘价为基准，再扣除损耗与检测费用。</p><h2>一、克价：看基准，也看成色</h2><p>Pt950 的含铂量为 95%，回收时按 0.95 折算；Pt900 则按 0.90 折算。有商家在门口写着<strong>全网最低价</strong>，实际只报素金价。</p><table><thead><tr><th scope="col">成色</th><th scope="col">折算系数</th><th scope="col">参考回收价（元/克）</th></tr></thead><tbody><tr><td>Pt990</td><td>0.99</td><td>218.6</td></tr><tr><td>Pt950</td><td>0.95</td><td>209.8</td></tr><tr><td>Pt900</td><td>0.90</td><td>198.7</td></tr></tbody></table><h2>二、损耗与工费</h2><p>镶嵌款需要先拆石，损耗通常在 3% 至 5% 之间。某些门店宣称“以旧换新稳赚不赔”，消费者要算清新品工费。</p><p>最后提醒：回收铂金不存在稳赚不赔的说法，请保留好发票与检测证书。</p>',
});

const LIVE_CRAFT =
  '<p>在北京通州的一间工作室里，三位非遗錾刻匠人第一次把铂金放上了錾花台。</p><p>铂金的熔点高达 1768 摄氏度，质地比黄金更硬，錾刻时需要更换更细的錾子，一件作品往往要多花两倍的工时。</p><p>他们的作品将在上海铂金周的设计馆展出。</p>';

/** A revision of a published article: the title, summary and text changed; one flagged word. */
export const REVIEW_REVISION = review(33, {
  kind: 'revision',
  title: '古法錾刻遇上铂金：三位非遗传承人的新尝试',
  summary: '高熔点、高硬度的铂金，让传统錾刻工艺面临新的挑战。',
  nickname: '刘振宇',
  lang: 'zh',
  submitted_at: '2026-11-17T02:40:00.000Z',
  cover: picture('錾', 480, 270, 30),
  flagged: ['国家级'],
  live: {
    title: '古法錾刻遇上铂金：三位非遗匠人的新尝试',
    summary: '高熔点、高硬度的铂金，让传统錾刻工艺面临挑战。',
    cover: picture('錾', 480, 270, 30),
    content: LIVE_CRAFT,
  },
  content:
    '<p>在北京通州的一间工作室里，三位非遗錾刻传承人第一次把铂金放上了錾花台，其中一位是国家级非遗项目的代表性传承人。</p><p>铂金的熔点高达 1768 摄氏度，质地比黄金更硬，錾刻时需要更换更细的錾子，一件作品往往要多花两倍的工时。</p><p>为了避免铂金在反复退火中发脆，他们改用了氢氧焰，并把每次退火的时间控制在十秒以内。</p><p>他们的作品将在上海铂金周的设计馆展出，展期为 11 月 22 日至 25 日。</p>',
});

/** A new article in English, with flagged words in its summary and text. */
export const REVIEW_NEW_EN = review(40, {
  kind: 'new',
  title: 'Why platinum wedding bands keep their weight',
  summary: 'Platinum does not wear away the way gold does. Is it a risk-free choice for a ring worn every day?',
  nickname: 'Yumi Sato',
  lang: 'en',
  submitted_at: '2026-11-18T09:00:00.000Z',
  flagged: ['risk-free', 'guaranteed returns'],
  content:
    '<p>When gold is scratched, a little of it is lost. When platinum is scratched, the metal is pushed aside and stays on the ring: that is why a Pt950 band still weighs the same after decades.</p><p>Some sellers now market platinum bars alongside rings with the promise of <em>guaranteed returns</em>. A ring is not an investment, and nothing about a precious metal is risk-free.</p><p>Ask for the hallmark, the weight and the making charge in writing.</p>',
});

/** A revision of a published English article. */
export const REVIEW_REVISION_EN = review(32, {
  kind: 'revision',
  title: 'Pt950 or Pt900? What the hallmark inside a ring tells the buyer',
  nickname: 'Oliver Grant',
  lang: 'en',
  submitted_at: '2026-11-19T09:10:00.000Z',
  live: {
    title: 'Pt950 or Pt900? What the hallmark inside a ring tells the buyer',
    summary: 'Two stamps, five per cent of platinum apart.',
    cover: '',
    content:
      '<p>Most platinum rings sold in China are stamped Pt950 or Pt900.</p><p>Pt900 is a little harder and a little cheaper, and it is common in Japan.</p>',
  },
  summary: 'Two stamps, five per cent of platinum apart, and a price gap of about six per cent.',
  content:
    '<p>Most platinum rings sold in China and Hong Kong are stamped Pt950 or Pt900.</p><p>Pt900 is a little harder and a little cheaper, and it is the usual alloy in Japan.</p><p>Whichever you choose, ask for the assay certificate.</p>',
});

/** The queue, oldest submission first. */
export const REVIEW_QUEUE: ArticleReviewItem[] = [REVIEW_NEW, REVIEW_REVISION, REVIEW_NEW_EN, REVIEW_REVISION_EN];

/** Everything too long: the title, the name, a word without a break, a wide table, many flagged words. */
export const LONG_REVIEW: ArticleReviewItem[] = [
  {
    ...REVIEW_NEW,
    title: `${REVIEW_NEW.title}——${LONG_NAME}年度铂族金属回收市场深度研究报告（完整版）`,
    nickname: LONG_NAME,
    flagged: [...REVIEW_NEW.flagged, '国家级', '第一品牌', '百分之百保值', '最高级', '独家秘方', '限时抢购'],
    content: `<p>${'铂金首饰的工艺与市场正在同步变化，'.repeat(12)}全网最低价。</p><p>https://www.shanghai-platinum-week.example.com/reports/2026/q3/platinum-recycling-price-full-version.pdf</p><table><thead><tr>${Array.from({ length: 12 }, (_, i) => `<th scope="col">${i + 1} 月回收均价（元/克）</th>`).join('')}</tr></thead><tbody><tr>${Array.from({ length: 12 }, (_, i) => `<td>${(198 + i * 1.7).toFixed(1)}</td>`).join('')}</tr></tbody></table>`,
  },
  {
    ...REVIEW_REVISION,
    title: `${REVIEW_REVISION.title}${LONG_NAME}`,
    nickname: `${LONG_NAME}工作室`,
    content: `${REVIEW_REVISION.content}<p>${'https://www.shanghai-platinum-week.example.com/design-pavilion/'.repeat(3)}</p>`,
  },
];
