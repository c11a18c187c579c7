import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import {
  events,
  eventsAgendaSessions,
  eventsAgendaSpeakers,
  eventsComments,
  eventsGuests,
  eventsPhotos,
  eventsReports,
  eventsSponsors,
  users,
} from '../../db/schema.ts';

/** The editions with a programme; the current one (14) has no album yet. */
const EDITION_IDS = [1, 7, 9, 13, 14];
const PAST_EDITION_IDS = [1, 7, 9, 13];

type Tier = 'title' | 'platinum' | 'gold' | 'silver' | 'partner' | 'media';

/** Fictional sponsors, each with its English name and description. */
const SPONSORS: { tier: Tier; zh: string; en: string; slug: string; about: [string, string] }[] = [
  {
    tier: 'title',
    zh: '全球铂金协会',
    en: 'Global Platinum Council',
    slug: 'GPC',
    about: ['推动铂金在首饰、工业与氢能领域的应用。', 'Promotes platinum in jewellery, industry and hydrogen.'],
  },
  {
    tier: 'platinum',
    zh: '南非铂矿集团',
    en: 'Bushveld Platinum Mines',
    slug: 'Bushveld',
    about: ['南非主要的铂族金属生产商之一。', 'One of the main producers of platinum-group metals in South Africa.'],
  },
  {
    tier: 'platinum',
    zh: '上海贵金属交易中心',
    en: 'Shanghai Precious Metals Centre',
    slug: 'SPMC',
    about: ['提供铂、钯现货交易与结算服务。', 'Spot trading and settlement for platinum and palladium.'],
  },
  {
    tier: 'gold',
    zh: '金典珠宝',
    en: 'Jindian Jewellery',
    slug: 'Jindian',
    about: ['全国连锁的铂金与黄金首饰零售品牌。', 'A national chain of platinum and gold jewellery shops.'],
  },
  {
    tier: 'gold',
    zh: '欧洲贵金属精炼公司',
    en: 'EuroRefine AG',
    slug: 'EuroRefine',
    about: ['铂、钯精炼与回收。', 'Platinum and palladium refining and recycling.'],
  },
  {
    tier: 'gold',
    zh: '高桥工房',
    en: 'Takahashi Atelier',
    slug: 'Takahashi',
    about: ['手工铂金婚戒工坊。', 'Hand-made platinum wedding rings.'],
  },
  {
    tier: 'silver',
    zh: '思远珠宝设计',
    en: 'Siyuan Jewellery Design',
    slug: 'Siyuan',
    about: ['东方意象首饰设计工作室。', 'A studio designing jewellery from Eastern imagery.'],
  },
  {
    tier: 'silver',
    zh: '氢能科技研究院',
    en: 'Hydrogen Technology Institute',
    slug: 'HTI',
    about: ['燃料电池铂催化剂研究。', 'Research on platinum catalysts for fuel cells.'],
  },
  {
    tier: 'partner',
    zh: '中国珠宝设计学院',
    en: 'China Jewellery Design Academy',
    slug: 'CJDA',
    about: ['首饰设计人才培养。', 'Trains jewellery designers.'],
  },
  {
    tier: 'partner',
    zh: '水贝珠宝产业园',
    en: 'Shuibei Jewellery Park',
    slug: 'Shuibei',
    about: ['深圳水贝珠宝产业集聚区。', 'The jewellery district of Shuibei, Shenzhen.'],
  },
  {
    tier: 'media',
    zh: '财经周刊',
    en: 'Finance Weekly',
    slug: 'FinanceWeekly',
    about: ['贵金属财经报道。', 'Precious-metal financial news.'],
  },
  {
    tier: 'media',
    zh: '珠宝时尚杂志',
    en: 'Jewellery Style Magazine',
    slug: 'JewelleryStyle',
    about: ['珠宝潮流与设计报道。', 'Jewellery trends and design.'],
  },
];

interface SessionPlan {
  day: number;
  start: string;
  end: string;
  title: [string, string];
  room: [string, string];
  about: [string, string];
  speakers: number;
}

const MAIN_HALL: [string, string] = ['主会场', 'Main Hall'];
const DESIGN_HALL: [string, string] = ['设计厅', 'Design Hall'];
const ROOM_B: [string, string] = ['B 会议室', 'Room B'];

const SESSIONS: SessionPlan[] = [
  {
    day: 0,
    start: '09:30',
    end: '10:30',
    title: ['开幕式与主旨演讲', 'Opening and keynote'],
    room: MAIN_HALL,
    about: ['组委会致辞与年度主旨演讲。', 'Welcome from the organisers and the keynote of the year.'],
    speakers: 2,
  },
  {
    day: 0,
    start: '10:45',
    end: '12:00',
    title: ['全球铂金供需展望', 'Global platinum supply and demand outlook'],
    room: MAIN_HALL,
    about: ['矿产供应、回收与需求的年度数据。', 'The year’s figures on mine supply, recycling and demand.'],
    speakers: 2,
  },
  {
    day: 0,
    start: '14:00',
    end: '15:30',
    title: ['首饰设计趋势论坛', 'Jewellery design trends forum'],
    room: DESIGN_HALL,
    about: ['设计师分享铂金首饰的新作与灵感。', 'Designers show new platinum pieces and what inspired them.'],
    speakers: 3,
  },
  {
    day: 0,
    start: '16:00',
    end: '17:30',
    title: ['氢能与铂催化剂', 'Hydrogen and platinum catalysts'],
    room: ROOM_B,
    about: ['燃料电池对铂需求的影响。', 'What fuel cells mean for platinum demand.'],
    speakers: 1,
  },
  {
    day: 1,
    start: '09:30',
    end: '11:00',
    title: ['市场与价格圆桌', 'Markets and prices round table'],
    room: MAIN_HALL,
    about: ['交易所、精炼商与零售商共话价格走势。', 'Exchanges, refiners and retailers on where prices go.'],
    speakers: 3,
  },
  {
    day: 1,
    start: '11:15',
    end: '12:15',
    title: ['回收与可持续开采', 'Recycling and responsible mining'],
    room: ROOM_B,
    about: ['贵金属回收链条与负责任采购。', 'Recycling chains and responsible sourcing.'],
    speakers: 2,
  },
  {
    day: 1,
    start: '14:00',
    end: '16:00',
    title: ['铂金婚戒工艺工作坊', 'Platinum wedding ring workshop'],
    room: DESIGN_HALL,
    about: ['现场演示铂金婚戒的手工制作。', 'A live demonstration of hand-making a platinum ring.'],
    speakers: 1,
  },
  {
    day: 2,
    start: '09:30',
    end: '11:30',
    title: ['零售渠道对话', 'Retail channels in conversation'],
    room: MAIN_HALL,
    about: ['门店、电商与直播的铂金首饰销售。', 'Selling platinum jewellery in shops, online and on live streams.'],
    speakers: 2,
  },
  {
    day: 2,
    start: '14:00',
    end: '15:00',
    title: ['闭幕式', 'Closing ceremony'],
    room: MAIN_HALL,
    about: ['年度回顾与下一届预告。', 'The year in review and a look at the next edition.'],
    speakers: 1,
  },
];

const PHOTO_CAPTIONS: [string, string][] = [
  ['开幕式现场', 'The opening ceremony'],
  ['主旨演讲', 'The keynote'],
  ['供需展望论坛', 'The supply and demand outlook'],
  ['设计师作品展示', 'Designers show their work'],
  ['铂金婚戒工作坊', 'The wedding ring workshop'],
  ['市场圆桌', 'The market round table'],
  ['展区一角', 'In the exhibition hall'],
  ['嘉宾交流', 'Guests in conversation'],
  ['媒体采访', 'Press interviews'],
  ['晚宴', 'The banquet'],
  ['', ''],
  ['闭幕式合影', 'Group photo at the close'],
];

const REPORTS: { title: [string, string]; summary: [string, string]; source: [string, string]; body: [string, string] }[] = [
  {
    title: ['{year} 上海铂金周开幕', 'Shanghai Platinum Week {year} opens'],
    summary: ['来自全球的铂族金属从业者齐聚上海。', 'People from the platinum-group metals trade worldwide meet in Shanghai.'],
    source: ['上海铂金周组委会', 'Shanghai Platinum Week Organising Committee'],
    body: [
      '<p>{year} 上海铂金周在上海开幕，来自二十多个国家和地区的嘉宾出席。</p><h2>亮点</h2><ul><li>主旨演讲</li><li>供需展望</li><li>设计论坛</li></ul>',
      '<p>Shanghai Platinum Week {year} opened in Shanghai with guests from more than twenty countries and regions.</p><h2>Highlights</h2><ul><li>The keynote</li><li>The supply and demand outlook</li><li>The design forum</li></ul>',
    ],
  },
  {
    title: ['供需展望：铂金市场连续第三年短缺', 'Outlook: a third year of platinum deficit'],
    summary: ['年度供需报告在铂金周发布。', 'The yearly supply and demand report was released at the week.'],
    source: ['财经周刊', 'Finance Weekly'],
    body: [
      '<p>报告认为，矿产供应下降与氢能需求上升使市场保持短缺。</p><blockquote>回收供应仍低于预期。</blockquote><p>详见<a href="https://www.example.com/report">报告全文</a>。</p>',
      '<p>The report finds falling mine supply and rising hydrogen demand keep the market short.</p><blockquote>Recycled supply is still below expectations.</blockquote><p>See <a href="https://www.example.com/report">the full report</a>.</p>',
    ],
  },
  {
    title: ['设计论坛：铂金首饰走向日常', 'Design forum: platinum jewellery for every day'],
    summary: ['设计师们展示了轻量化的铂金新作。', 'Designers showed new, lighter platinum pieces.'],
    source: ['珠宝时尚杂志', 'Jewellery Style Magazine'],
    body: [
      '<p>轻盈、可叠戴的铂金首饰成为本届设计论坛的关键词。</p><p><strong>三位设计师</strong>分享了各自的创作过程。</p>',
      '<p>Light, stackable platinum pieces were the words of this year’s design forum.</p><p><strong>Three designers</strong> talked through how they work.</p>',
    ],
  },
  {
    title: ['闭幕：下一届再会', 'Closing: see you next year'],
    summary: ['五天的活动圆满结束。', 'Five days of the week come to a close.'],
    source: ['上海铂金周组委会', 'Shanghai Platinum Week Organising Committee'],
    body: [
      '<p>铂金周在闭幕式中落下帷幕，组委会公布了下一届的日期。</p>',
      '<p>The week ended with the closing ceremony, where the organisers announced next year’s dates.</p>',
    ],
  },
];

/** Comments by demo members: [username, edition, text, hours ago]. The first (lin's) has id 1. */
const COMMENTS: [string, number, string, number][] = [
  ['lin', 13, '今年的设计论坛很有启发，期待明年！', 200],
  ['oliver', 13, 'Great panel on recycling. The data on Asian refining was new to me.', 190],
  ['zhou', 13, '婚戒工作坊的现场演示太精彩了。', 150],
  ['sato', 13, 'ありがとう — lovely to see so many designers this year.', 120],
  ['oliver', 9, 'The price round table was the best session of the week.', 400],
  ['lin', 9, '展区比去年更大了。', 380],
  ['zhou', 14, '已经报名，期待现场见！', 20],
];

const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);
const fill = (text: string, year: number) => text.replaceAll('{year}', String(year));

/** Sponsors, agendas, albums, reports and comments of the editions (after seedEvents and the users). */
export async function seedProgramme(tx: Tx): Promise<void> {
  const editions = await tx.select().from(events).where(inArray(events.id, EDITION_IDS)).orderBy(asc(events.id));
  const guests = await tx
    .select({ id: eventsGuests.id, eventsId: eventsGuests.eventsId })
    .from(eventsGuests)
    .where(inArray(eventsGuests.eventsId, EDITION_IDS))
    .orderBy(asc(eventsGuests.id));

  await tx.insert(eventsSponsors).values(
    editions.flatMap((e) =>
      SPONSORS.map((s, i) => ({
        eventsId: e.id,
        tier: s.tier,
        name: s.zh,
        enName: s.en,
        logo: `/demo/sponsors/${s.slug}.svg`,
        url: `https://${s.slug.toLowerCase()}.example.com/`,
        description: `${s.about[0]}${e.year} 上海铂金周${s.tier === 'title' ? '冠名' : ''}赞助商。`,
        enDescription: s.about[1] ? `${s.about[1]} A sponsor of Shanghai Platinum Week ${e.year}.` : '',
        sort: i,
      })),
    ),
  );

  for (const e of editions) {
    // Each edition's agenda runs over its first three days, from the edition's own start date.
    const own = guests.filter((g) => g.eventsId === e.id);
    const sessions = await tx
      .insert(eventsAgendaSessions)
      .values(
        SESSIONS.map((s) => {
          const date = addDays(e.startDate, s.day);
          return {
            eventsId: e.id,
            startsAt: at(date, s.start),
            endsAt: at(date, s.end),
            title: s.title[0],
            enTitle: s.title[1],
            room: s.room[0],
            enRoom: s.room[1],
            description: s.about[0],
            enDescription: s.about[1],
          };
        }),
      )
      .returning({ id: eventsAgendaSessions.id });
    let next = 0;
    const speakers = sessions.flatMap((session, si) =>
      Array.from({ length: Math.min(SESSIONS[si]?.speakers ?? 0, own.length) }, (_, k) => {
        const guest = own[next++ % own.length];
        if (!guest) throw new Error('no guests');
        return { sessionId: session.id, guestId: guest.id, sort: k };
      }),
    );
    // A guest speaking twice in one session (when the rotation wraps) is kept once.
    const unique = [...new Map(speakers.map((s) => [`${s.sessionId}-${s.guestId}`, s])).values()];
    if (unique.length) await tx.insert(eventsAgendaSpeakers).values(unique);

    await tx.insert(eventsReports).values(
      REPORTS.map((r, i) => {
        // Past editions: reports from the opening day on; the current edition: announcements before it.
        const day = PAST_EDITION_IDS.includes(e.id) ? addDays(e.startDate, i) : addDays(e.startDate, i * 3 - 20);
        return {
          eventsId: e.id,
          title: fill(r.title[0], e.year),
          enTitle: fill(r.title[1], e.year),
          summary: r.summary[0],
          enSummary: r.summary[1],
          cover: `/demo/columns/report-${e.id}-${i + 1}.svg`,
          content: fill(r.body[0], e.year),
          enContent: fill(r.body[1], e.year),
          source: r.source[0],
          enSource: r.source[1],
          publishedAt: at(day, '18:00'),
        };
      }),
    );
  }

  await tx.insert(eventsPhotos).values(
    PAST_EDITION_IDS.flatMap((eventsId) =>
      PHOTO_CAPTIONS.map(([caption, enCaption], i) => {
        const portrait = i % 5 === 3;
        return {
          eventsId,
          url: `/demo/photos/${eventsId}-${i + 1}${portrait ? '-p' : ''}.svg`,
          width: portrait ? 800 : 1200,
          height: portrait ? 1067 : 800,
          caption,
          enCaption,
          sort: i,
        };
      }),
    ),
  );

  const members = await tx.select({ id: users.id, username: users.username }).from(users);
  const uid = new Map(members.map((m) => [m.username, m.id]));
  const now = Date.now();
  await tx.insert(eventsComments).values(
    COMMENTS.map(([username, eventsId, content, hoursAgo]) => {
      const id = uid.get(username);
      if (id === undefined) throw new Error(`no demo user ${username}`);
      return { eventsId, uid: id, content, createdAt: new Date(now - hoursAgo * 3600_000) };
    }),
  );
}
