import type { Tx } from '../../db/index.ts';
import { events, eventsGuestGroups, eventsGuests } from '../../db/schema.ts';

const EDITIONS = [
  { id: 1, year: 2021, startDate: '2021-11-08', endDate: '2021-11-12', theme: ['聚力前行', 'Moving forward together'] },
  { id: 7, year: 2022, startDate: '2022-11-14', endDate: '2022-11-18', theme: ['韧性与转型', 'Resilience and transition'] },
  { id: 9, year: 2023, startDate: '2023-11-13', endDate: '2023-11-17', theme: ['铂金新价值', 'New value of platinum'] },
  { id: 13, year: 2024, startDate: '2024-11-18', endDate: '2024-11-22', theme: ['氢能时代的铂族金属', 'PGMs in the hydrogen age'] },
  { id: 14, ...currentDates(), theme: ['传承与新生', 'Heritage and renewal'] },
];

/**
 * The current edition is always ahead: it opens on the first Monday at least three weeks after the
 * demo is seeded (Beijing dates) and runs five days, so registration and ticket sales stay open on
 * any day the demo starts.
 */
export function currentDates(now = new Date()): { year: number; startDate: string; endDate: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 21));
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  const end = new Date(day.getTime() + 4 * 86400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { year: day.getUTCFullYear(), startDate: iso(day), endDate: iso(end) };
}

const GROUPS: [string, string][] = [
  ['主办嘉宾', 'Hosts'],
  ['主旨演讲', 'Keynote speakers'],
  ['行业领袖', 'Industry leaders'],
  ['设计师', 'Designers'],
  ['媒体与研究', 'Media and research'],
];

/** Fictional people, each with an English name (the site falls back to the Chinese one when there is none). */
const PEOPLE: {
  zh: string;
  en: string;
  company: [string, string];
  position: [string, string];
  brief: [string, string];
  content: [string, string];
}[] = [
  {
    zh: '王嘉宁',
    en: 'Jianing Wang',
    company: ['上海铂金周组委会', 'Shanghai Platinum Week'],
    position: ['秘书长', 'Secretary General'],
    brief: ['铂金周创办人之一', 'One of the founders of Platinum Week'],
    content: [
      '长期从事贵金属行业组织工作，推动中外铂族金属交流。',
      'Has long organised the precious-metals trade and its exchanges between China and the world.',
    ],
  },
  {
    zh: '李慧',
    en: 'Hui Li',
    company: ['中国珠宝行业协会', 'China Jewellery Association'],
    position: ['副会长', 'Vice President'],
    brief: ['珠宝行业标准制定者', 'Sets the jewellery trade’s standards'],
    content: ['主持多项首饰贵金属纯度标准的起草。', 'Led the drafting of several standards on precious-metal fineness in jewellery.'],
  },
  {
    zh: '彼得·莫里斯',
    en: 'Peter Morris',
    company: ['全球铂金协会', 'Global Platinum Council'],
    position: ['首席执行官', 'Chief Executive'],
    brief: ['全球铂金供需研究', 'Global platinum supply and demand'],
    content: ['二十余年铂族金属市场经验。', 'Over twenty years in platinum-group metal markets.'],
  },
  {
    zh: '赵立新',
    en: 'Lixin Zhao',
    company: ['上海黄金交易所', 'Shanghai Gold Exchange'],
    position: ['研究部主任', 'Head of Research'],
    brief: ['交易所市场研究', 'Exchange market research'],
    content: ['负责铂金合约与市场数据研究。', 'Responsible for platinum contracts and market data research.'],
  },
  {
    zh: '萨拉·姆贝基',
    en: 'Sarah Mbeki',
    company: ['南非铂矿集团', 'Bushveld Platinum Mines'],
    position: ['副总裁', 'Vice President'],
    brief: ['南非矿产供应', 'South African mine supply'],
    content: ['主管供应链与可持续开采项目。', 'Leads supply chain and sustainable mining programmes.'],
  },
  {
    zh: '陈思远',
    en: 'Siyuan Chen',
    company: ['思远珠宝设计', 'Siyuan Jewellery Design'],
    position: ['创意总监', 'Creative Director'],
    brief: ['东方意象首饰设计', 'Jewellery design with Eastern imagery'],
    content: ['作品多次获得国内外首饰设计奖项。', 'Her work has won jewellery design awards in China and abroad.'],
  },
  {
    zh: '高桥健',
    en: 'Ken Takahashi',
    company: ['高桥工房', 'Takahashi Atelier'],
    position: ['主理人', 'Founder'],
    brief: ['日本铂金婚戒工艺', 'Japanese platinum wedding-ring craft'],
    content: ['专注铂金婚戒手工制作三十年。', 'Thirty years of hand-made platinum wedding rings.'],
  },
  {
    zh: '刘晨',
    en: 'Chen Liu',
    company: ['氢能科技研究院', 'Hydrogen Technology Institute'],
    position: ['首席科学家', 'Chief Scientist'],
    brief: ['燃料电池催化剂', 'Fuel-cell catalysts'],
    content: ['研究铂催化剂在燃料电池中的降本路径。', 'Researches cheaper platinum catalysts for fuel cells.'],
  },
  {
    zh: '安娜·施密特',
    en: 'Anna Schmidt',
    company: ['欧洲贵金属精炼公司', 'EuroRefine AG'],
    position: ['销售总监', 'Sales Director'],
    brief: ['欧洲精炼与回收', 'European refining and recycling'],
    content: ['负责亚洲市场的铂钯回收业务。', 'Runs platinum and palladium recycling for Asian markets.'],
  },
  {
    zh: '周明',
    en: 'Ming Zhou',
    company: ['财经周刊', 'Finance Weekly'],
    position: ['主编', 'Editor-in-Chief'],
    brief: ['贵金属财经报道', 'Financial reporting on precious metals'],
    content: ['长期关注贵金属市场与消费趋势。', 'Covers precious-metal markets and consumer trends.'],
  },
  {
    zh: '黄蕾',
    en: 'Lei Huang',
    company: ['金典珠宝', 'Jindian Jewellery'],
    position: ['董事长', 'Chair'],
    brief: ['铂金首饰零售', 'Platinum jewellery retail'],
    content: ['带领企业建立全国铂金首饰零售网络。', 'Built a national retail network for platinum jewellery.'],
  },
  {
    zh: '马克·布朗',
    en: 'Mark Brown',
    company: ['伦敦铂钯市场', 'London Platinum and Palladium Market'],
    position: ['董事', 'Board Member'],
    brief: ['国际定价机制', 'International pricing'],
    content: ['参与伦敦铂钯定价机制改革。', 'Took part in reforming the London platinum and palladium pricing.'],
  },
];

export async function seedEvents(tx: Tx): Promise<void> {
  await tx.insert(events).values(
    EDITIONS.map((e) => ({
      id: e.id,
      year: e.year,
      name: `${e.year} 上海铂金周 · ${e.theme[0]}`,
      enName: `Shanghai Platinum Week ${e.year} · ${e.theme[1]}`,
      city: '上海',
      enCity: 'Shanghai',
      startDate: e.startDate,
      endDate: e.endDate,
      isCurrent: e.id === 14,
    })),
  );
  let avatar = 0;
  for (const [ei, edition] of EDITIONS.entries()) {
    const groups = await tx
      .insert(eventsGuestGroups)
      .values(GROUPS.map(([name, enName], sort) => ({ eventsId: edition.id, name, enName, sort })))
      .returning({ id: eventsGuestGroups.id });
    const guests = groups.flatMap((group, gi) => {
      // Three to five guests a group, a different cut of the people each year.
      const size = 3 + ((ei + gi) % 3);
      return Array.from({ length: size }, (_, k) => {
        const p = PEOPLE[(ei * 3 + gi * 2 + k) % PEOPLE.length] ?? PEOPLE[0];
        if (!p) throw new Error('no people');
        avatar += 1;
        return {
          eventsId: edition.id,
          groupId: group.id,
          nickname: p.zh,
          enName: p.en,
          avatar: `/demo/guests/${(avatar % 40) + 1}.svg`,
          company: p.company[0],
          enCompany: p.company[1],
          position: p.position[0],
          enPosition: p.position[1],
          brief: p.brief[0],
          enBrief: p.brief[1],
          content: p.content[0],
          enContent: p.content[1],
          sort: k,
        };
      });
    });
    await tx.insert(eventsGuests).values(guests);
  }
}
