// Demo articles: published ones in Chinese and in English (so both languages' lists look alive), and
// one of each state the creator centre and the review queue show (draft, pending, rejected, a
// revision waiting). Authors: the research institute (uid 2, columns 1 and 2) and 陈评审 (uid 3,
// column 3); likes from the demo members.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { columns } from '../../db/schema.ts';
import { articleFavorites, articleLikes, articleRevisions, articles, CensorStatus } from './tables.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, 25 - n, 2, 0, 0));
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

type Demo = {
  uid: number;
  columnId: number | null;
  lang: 'zh' | 'en';
  title: string;
  summary: string;
  content: string;
  cover?: string;
  daysAgo: number;
  state?: 'draft' | 'pending' | 'rejected' | 'unpublished';
  reason?: string;
  isTop?: 1;
};

const DEMO: readonly Demo[] = [
  {
    uid: 2,
    columnId: 1,
    lang: 'zh',
    title: '铂金周报：供应缺口延续，价格站上每盎司 1,000 美元',
    summary: '南非矿山检修叠加电力限制，全年供应缺口预计扩大到 50 万盎司；上海溢价回升。',
    content:
      '<h2>本周要点</h2>' +
      p(
        '南非主要矿山本周继续检修，叠加电力限制，全年铂金供应缺口预计扩大到 <strong>50 万盎司</strong>。',
        '上海黄金交易所 Pt9995 成交量环比增长 18%，上海溢价回升至每盎司 12 美元。',
      ) +
      '<ul><li>伦敦现货：1,012 美元/盎司</li><li>上海 Pt9995：236 元/克</li><li>库存：连续第三周下降</li></ul>' +
      '<blockquote>首饰消费进入年末旺季，零售商补货意愿明显增强。</blockquote>' +
      '<table><thead><tr><th>市场</th><th>本周</th><th>上周</th></tr></thead><tbody><tr><td>伦敦</td><td>1,012</td><td>987</td></tr><tr><td>上海</td><td>1,024</td><td>995</td></tr></tbody></table>',
    cover: '/demo/photos/article-1.svg',
    daysAgo: 0,
    isTop: 1,
  },
  {
    uid: 2,
    columnId: 2,
    lang: 'zh',
    title: '钯铑观察：汽车催化剂需求见顶了吗？',
    summary: '电动车渗透率提高，钯金需求增速放缓；铑价波动收窄。',
    content: p(
      '今年前三季度，全球汽车催化剂用钯同比下降 4%，混合动力车型的增长部分抵消了纯电动车的冲击。',
      '铑价在每盎司 4,500 至 5,200 美元之间窄幅波动，市场等待明年排放法规的落地。',
    ),
    cover: '/demo/photos/article-2.svg',
    daysAgo: 2,
  },
  {
    uid: 3,
    columnId: 3,
    lang: 'zh',
    title: '设计手记：当铂金遇见宋代美学',
    summary: '从汝窑的天青色到铂金的冷白光泽，一组婚戒的设计过程。',
    content: p(
      '铂金的延展性让极细的线条成为可能，这组婚戒用 0.6 毫米的铂金丝勾勒出冰裂纹。',
      '我们在打磨时保留了细微的哑光，让光泽更接近瓷器的温润。',
    ),
    cover: '/demo/photos/article-3.svg',
    daysAgo: 3,
  },
  {
    uid: 2,
    columnId: 1,
    lang: 'zh',
    title: '年末备货指南：铂金首饰的五个趋势',
    summary: '素圈回归、彩宝镶嵌、男士首饰、可持续材料与个性化定制。',
    content: p('今年的订货会上，素圈铂金戒指的订单量回升明显，年轻消费者更看重材质本身。', '可持续来源认证成为品牌采购的新门槛。'),
    daysAgo: 5,
  },
  {
    uid: 1,
    columnId: null,
    lang: 'zh',
    title: '2026 上海铂金周圆满落幕',
    summary: '来自 32 个国家和地区的 1,200 位嘉宾参加了本届铂金周。',
    content: p('本届铂金周共举办 46 场论坛与活动，发布三份行业报告。感谢每一位嘉宾与合作伙伴。'),
    cover: '/demo/photos/article-5.svg',
    daysAgo: 7,
  },
  {
    uid: 2,
    columnId: 1,
    lang: 'en',
    title: 'Platinum weekly: the deficit holds, prices above $1,000 an ounce',
    summary: 'Maintenance at South African mines and power limits widen this year’s deficit to 500,000 ounces.',
    content:
      '<h2>This week</h2>' +
      p(
        'Maintenance at the major South African mines continued this week and, with power limits, the year’s platinum deficit is now put at <strong>500,000 ounces</strong>.',
        'Pt9995 volume on the Shanghai Gold Exchange rose 18% on the week; the Shanghai premium recovered to $12 an ounce.',
      ) +
      '<ul><li>London spot: $1,012/oz</li><li>Shanghai Pt9995: ¥236/g</li><li>Stocks: down for a third week</li></ul>',
    cover: '/demo/photos/article-6.svg',
    daysAgo: 0,
    isTop: 1,
  },
  {
    uid: 2,
    columnId: 2,
    lang: 'en',
    title: 'Palladium & rhodium watch: has autocatalyst demand peaked?',
    summary: 'Electric cars slow palladium demand; rhodium trades in a narrower range.',
    content: p(
      'Autocatalyst palladium use fell 4% year on year in the first three quarters; hybrids made up part of the loss to battery cars.',
      'Rhodium moved between $4,500 and $5,200 an ounce while the market waits for next year’s emission rules.',
    ),
    cover: '/demo/photos/article-7.svg',
    daysAgo: 2,
  },
  {
    uid: 3,
    columnId: 3,
    lang: 'en',
    title: 'Design notes: platinum meets Song dynasty ceramics',
    summary: 'From the sky-blue of Ru ware to the cool white of platinum: how a set of wedding rings was made.',
    content: p(
      'Platinum’s ductility allows very fine lines: this set of wedding rings draws a crackle glaze with 0.6 mm platinum wire.',
      'We kept a slight matt finish when polishing, so the lustre is closer to the softness of porcelain.',
    ),
    daysAgo: 4,
  },
  {
    uid: 1,
    columnId: null,
    lang: 'en',
    title: 'Shanghai Platinum Week 2026 closes',
    summary: '1,200 guests from 32 countries and regions took part this year.',
    content: p('This year’s week held 46 forums and events and published three industry reports. Thank you to every guest and partner.'),
    daysAgo: 7,
  },
  // The creator centre's other states, and the review queue.
  {
    uid: 2,
    columnId: 1,
    lang: 'zh',
    title: '铂金回收市场调研（草稿）',
    summary: '',
    content: p('调研提纲：回收渠道、成色检测、价格机制。'),
    daysAgo: 1,
    state: 'draft',
  },
  {
    uid: 2,
    columnId: 2,
    lang: 'zh',
    title: '钯金价格的季节性：十年数据回看',
    summary: '用十年的月度数据看钯金价格是否存在季节性。',
    content: p('2016 年以来，钯金价格在一季度上涨的年份占七成。', '注意：有读者私信推荐“代开发票”服务，本刊从未提供，请警惕。'),
    daysAgo: 1,
    state: 'pending',
  },
  {
    uid: 3,
    columnId: 3,
    lang: 'zh',
    title: '设计师访谈：十个问题',
    summary: '',
    content: p('问题一：你第一次接触铂金是什么时候？'),
    daysAgo: 6,
    state: 'rejected',
    reason: '内容过短，请补充访谈全文后再提交。',
  },
  {
    uid: 2,
    columnId: 1,
    lang: 'zh',
    title: '铂金库存数据月报（十月）',
    summary: '十月全球可见库存下降 6%。',
    content: p('十月全球可见库存下降 6%，其中苏黎世库存降幅最大。'),
    daysAgo: 10,
    state: 'unpublished',
  },
];

export async function seedArticle(tx: Tx): Promise<void> {
  const rows = await tx
    .insert(articles)
    .values(
      DEMO.map((d) => {
        const at = day(d.daysAgo);
        const approved = d.state === undefined || d.state === 'unpublished';
        return {
          uid: d.uid,
          columnId: d.columnId,
          lang: d.lang,
          title: d.title,
          summary: d.summary,
          content: d.content,
          cover: d.cover ?? '',
          isTop: d.isTop ?? 0,
          status: d.state === undefined ? 1 : 0,
          censorStatus: approved
            ? CensorStatus.Approved
            : d.state === 'pending'
              ? CensorStatus.Pending
              : d.state === 'rejected'
                ? CensorStatus.Rejected
                : CensorStatus.Draft,
          censorReason: d.reason ?? '',
          submittedAt: d.state === 'draft' ? null : at,
          publishedAt: d.state === undefined ? at : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: articles.id, title: articles.title });
  const idOf = (title: string) => {
    const row = rows.find((r) => r.title === title);
    if (!row) throw new Error(`demo article missing: ${title}`);
    return row.id;
  };
  // A published article's change waits for review (the queue's side-by-side view), with a word the filter flags.
  const weekly = idOf('年末备货指南：铂金首饰的五个趋势');
  await tx.insert(articleRevisions).values({
    articleId: weekly,
    columnId: 1,
    lang: 'zh',
    title: '年末备货指南：铂金首饰的六个趋势',
    summary: '素圈回归、彩宝镶嵌、男士首饰、可持续材料、个性化定制与直播带货。',
    content: `${p('今年的订货会上，素圈铂金戒指的订单量回升明显，年轻消费者更看重材质本身。', '可持续来源认证成为品牌采购的新门槛。')}${p('新增：直播带货占比继续提高，但要警惕“刷单”冲量。')}`,
    censorStatus: CensorStatus.Pending,
    submittedAt: day(0),
    updatedAt: day(0),
  });
  // Likes and favourites from the demo members (uids 5 to 8), and the counts that match them.
  const liked: [string, number[]][] = [
    ['铂金周报：供应缺口延续，价格站上每盎司 1,000 美元', [5, 6, 7, 8]],
    ['设计手记：当铂金遇见宋代美学', [5, 7]],
    ['Platinum weekly: the deficit holds, prices above $1,000 an ounce', [6, 8]],
    ['钯铑观察：汽车催化剂需求见顶了吗？', [7]],
  ];
  for (const [title, uids] of liked) {
    const articleId = idOf(title);
    await tx.insert(articleLikes).values(uids.map((uid) => ({ articleId, uid })));
    await tx.insert(articleFavorites).values(uids.slice(0, 2).map((uid) => ({ articleId, uid })));
  }
  await tx.update(articles).set({
    likeAmount: sql`(SELECT count(*)::int FROM ${articleLikes} WHERE ${articleLikes.articleId} = ${articles.id})`,
    favoriteAmount: sql`(SELECT count(*)::int FROM ${articleFavorites} WHERE ${articleFavorites.articleId} = ${articles.id})`,
  });
  // Each column counts its published articles.
  await tx.update(columns).set({
    articleAmount: sql`(SELECT count(*)::int FROM ${articles} WHERE ${articles.columnId} = ${columns.id} AND ${articles.status} = 1 AND ${articles.censorStatus} = ${CensorStatus.Approved})`,
  });
}
