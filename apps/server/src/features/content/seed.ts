import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { competitions } from '../../db/schema.ts';

const DAY = 86400_000;

export async function seedContent(tx: Tx): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const date = (days: number) => at(days).toISOString().slice(0, 10);
  const host = { name: '上海铂金周组委会', en_name: 'Shanghai Platinum Week Organising Committee', logo: '/demo/sponsors/1.svg' };
  const rule =
    '评审从创意（40%）、工艺可行性（30%）、铂金材质表现（20%）与市场潜力（10%）四个维度打分，每件作品由至少三位评审独立评分。\nEntries are scored on idea (40%), craft feasibility (30%), use of platinum (20%) and market potential (10%); each work is scored independently by at least three jurors.';
  await tx.insert(competitions).values([
    {
      id: 1,
      title: '2023 铂金首饰设计大赛',
      enTitle: 'Platinum Jewellery Design Competition 2023',
      banner: '/demo/banners/11.svg',
      sponsor: host,
      extraSponsor: [{ name: '铂族金属研究院', en_name: 'PGM Research Institute', logo: '/demo/sponsors/2.svg' }],
      reviewRule: rule,
      decorateMode: 1,
      agenda: [
        { date: '2023-05-01', title: '作品征集开始', en_title: 'Call for entries opens' },
        { date: '2023-08-31', title: '截止提交', en_title: 'Entries close' },
        { date: '2023-11-20', title: '颁奖典礼', en_title: 'Award ceremony' },
      ],
      content:
        '以"永恒之光"为主题，面向全国高校学生与独立设计师征集铂金首饰设计。\nThemed "Everlasting Light", open to students and independent designers across China.',
      startTime: new Date('2023-05-01T00:00:00+08:00'),
      endTime: new Date('2023-11-20T23:59:59+08:00'),
      worksAmount: 312,
    },
    {
      id: 2,
      title: '2024 铂金首饰设计大赛',
      enTitle: 'Platinum Jewellery Design Competition 2024',
      banner: '/demo/banners/12.svg',
      sponsor: host,
      extraSponsor: [{ name: '金典珠宝', en_name: 'Jindian Jewellery', logo: '/demo/sponsors/3.svg' }],
      reviewRule: rule,
      decorateMode: 2,
      agenda: [
        { date: '2024-04-15', title: '作品征集开始', en_title: 'Call for entries opens' },
        { date: '2024-08-15', title: '截止提交', en_title: 'Entries close' },
        { date: '2024-11-18', title: '颁奖典礼', en_title: 'Award ceremony' },
      ],
      content: '主题"流动"：用铂金表达运动与变化。\nTheme "Flow": motion and change, expressed in platinum.',
      startTime: new Date('2024-04-15T00:00:00+08:00'),
      endTime: new Date('2024-11-18T23:59:59+08:00'),
      worksAmount: 428,
    },
    {
      id: 3,
      title: '铂金婚戒创意征集',
      enTitle: 'Platinum Wedding Ring Ideas',
      banner: '/demo/banners/13.svg',
      sponsor: host,
      extraSponsor: [],
      reviewRule: rule,
      decorateMode: 1,
      agenda: [
        { date: date(20), title: '征集开始', en_title: 'Opens' },
        { date: date(110), title: '截止', en_title: 'Closes' },
      ],
      content: '为新人设计一枚可日常佩戴的铂金婚戒。\nDesign a platinum wedding ring to be worn every day.',
      startTime: at(20),
      endTime: at(110),
      worksAmount: 0,
    },
    {
      id: 4,
      title: '2025 铂金首饰设计大赛',
      enTitle: 'Platinum Jewellery Design Competition 2025',
      banner: '/demo/banners/14.svg',
      sponsor: host,
      extraSponsor: [
        { name: '铂族金属研究院', en_name: 'PGM Research Institute', logo: '/demo/sponsors/2.svg' },
        { name: '金典珠宝', en_name: 'Jindian Jewellery', logo: '/demo/sponsors/3.svg' },
      ],
      reviewRule: rule,
      decorateMode: 2,
      agenda: [
        { date: date(-30), title: '作品征集开始', en_title: 'Call for entries opens' },
        { date: date(30), title: '截止提交', en_title: 'Entries close' },
        { date: date(60), title: '评审与颁奖', en_title: 'Judging and awards' },
      ],
      content:
        '主题"传承与新生"：在传统工艺中寻找当代铂金首饰的语言。入围作品将在铂金周现场展出。\nTheme "Heritage and Renewal": a contemporary language for platinum jewellery, rooted in traditional craft. Shortlisted works are shown at the Week.',
      startTime: at(-30),
      endTime: at(60),
      worksAmount: 186,
    },
  ]);
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('competitions', 'id'), (SELECT max(id) FROM competitions))`);
}
