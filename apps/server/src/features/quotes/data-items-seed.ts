// The demo's data items, by the demo creator (uid 2): a daily premium over the last weeks (dated
// from the seed's day, so it stays recent), a monthly output with a fall, and a yearly total.
import type { Tx } from '../../db/index.ts';
import { beijingDate } from '../commerce/common.ts';
import { dataItems, dataItemValues } from './tables.ts';

const CREATOR = 2;

/** The last `n` weekdays up to today (Beijing), oldest first. */
function lastWeekdays(n: number): string[] {
  const days: string[] = [];
  const d = new Date(`${beijingDate(new Date())}T00:00:00Z`);
  while (days.length < n) {
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return days;
}

export async function seedDataItems(tx: Tx): Promise<void> {
  const [premium, fabrication, recycled] = await tx
    .insert(dataItems)
    .values([
      {
        uid: CREATOR,
        name: '上海铂金溢价',
        enName: 'Shanghai platinum premium',
        valueUnit: '美元/盎司',
        enValueUnit: 'USD/oz',
        frequency: 'day',
        source: '演示数据',
        enSource: 'Demo figures',
        description: '上海黄金交易所铂金价格相对伦敦价格的溢价，负值为折价。',
        enDescription: 'The Shanghai Gold Exchange platinum price over London; a negative value is a discount.',
      },
      {
        uid: CREATOR,
        name: '中国铂金首饰加工量',
        enName: 'China platinum jewellery fabrication',
        valueUnit: '千盎司',
        enValueUnit: 'koz',
        frequency: 'month',
        source: '铂族金属研究院整理',
        enSource: 'Compiled by the institute',
        description: '',
        enDescription: '',
      },
      {
        uid: CREATOR,
        name: '全球铂金回收量',
        enName: 'Global platinum recycling',
        valueUnit: '千盎司',
        enValueUnit: 'koz',
        frequency: 'year',
        source: '公开资料整理',
        enSource: 'Public reports',
        description: '汽车催化剂、首饰与电子废料回收的铂金合计。',
        enDescription: 'Platinum recovered from autocatalysts, jewellery and electronic waste.',
      },
    ])
    .returning({ id: dataItems.id });
  if (!premium || !fabrication || !recycled) return;
  const premiums = [12.5, 14.1, 9.8, 7.2, 3.4, -1.8, -4.5, -2.1, 0.6, 4.9, 8.3, 10.7, 15.2, 18.9, 16.4, 12.8, 11.1, 9.6, 13.3, 17.5];
  const months = [78, 82, 75, 90, 88, 84, 79, 71, 69, 66, 72, 80, 74, 77, 70, 64, 61, 58, 63, 67, 69, 71, 66, 62];
  const years = [1890, 2010, 2080, 1950, 1760, 1610, 1520, 1480, 1540, 1600];
  const monthPeriods = Array.from({ length: months.length }, (_, i) => {
    const m = i % 12;
    return `${2024 + Math.floor(i / 12)}-${String(m + 1).padStart(2, '0')}`;
  });
  await tx
    .insert(dataItemValues)
    .values([
      ...lastWeekdays(premiums.length).map((period, i) => ({ itemId: premium.id, period, value: premiums[i] ?? 0 })),
      ...monthPeriods.map((period, i) => ({ itemId: fabrication.id, period, value: months[i] ?? 0 })),
      ...years.map((value, i) => ({ itemId: recycled.id, period: String(2016 + i), value })),
    ]);
}
