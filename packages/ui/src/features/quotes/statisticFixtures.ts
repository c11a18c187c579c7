import type { components } from '@spw/api';

/**
 * Story data for the statistical tables (the creator's /creator/statistic/* pages, and the figures
 * the explorer home places): a yearly bar table of three series with a negative balance, a
 * quarterly line of one series, a monthly line with a gap (a null), a secret table drawn as a table
 * only, and one with long titles. Deterministic, in both languages.
 */

type Statistic = components['schemas']['Statistic'];
type StatisticItem = components['schemas']['StatisticItem'];

const SOURCE = { source: '演示数据，据公开资料整理', en_source: 'Demo figures, compiled from public reports' };

export const STATISTIC_BALANCE: Statistic = {
  id: 1,
  title: '全球铂金供需平衡',
  en_title: 'Global platinum supply and demand',
  ...SOURCE,
  value_unit: '千盎司',
  en_value_unit: 'koz',
  description: '矿产与回收供应合计，对比汽车、首饰、工业与投资需求合计；平衡为供应减需求。',
  en_description:
    'Mined and recycled supply against automotive, jewellery, industrial and investment demand; the balance is supply less demand.',
  period: 'year',
  chart: 'bar',
  visibility: 'public',
  on_home: true,
  series: [
    { name: '总供应', en_name: 'Total supply' },
    { name: '总需求', en_name: 'Total demand' },
    { name: '平衡', en_name: 'Balance' },
  ],
  periods: [
    { period: '2019', values: [8283, 7323, 960] },
    { period: '2020', values: [7353, 6405, 948] },
    { period: '2021', values: [8253, 7359, 894] },
    { period: '2022', values: [7347, 6562, 785] },
    { period: '2023', values: [7173, 8208, -1035] },
    { period: '2024', values: [7131, 8126, -995] },
    { period: '2025', values: [7017, 7865, -848] },
  ],
  author: '铂族金属研究院',
  updated_at: '2026-11-20T02:00:00.000Z',
};

export const STATISTIC_JEWELLERY: Statistic = {
  id: 2,
  title: '中国铂金首饰加工量',
  en_title: 'Platinum jewellery fabrication in China',
  ...SOURCE,
  value_unit: '吨',
  en_value_unit: 't',
  description: '按季度统计的国内铂金首饰加工量。',
  en_description: 'Platinum jewellery made in China, by quarter.',
  period: 'quarter',
  chart: 'line',
  visibility: 'public',
  on_home: true,
  series: [{ name: '加工量', en_name: 'Fabrication' }],
  periods: [
    { period: '2024Q1', values: [10.2] },
    { period: '2024Q2', values: [8.9] },
    { period: '2024Q3', values: [8.1] },
    { period: '2024Q4', values: [9.6] },
    { period: '2025Q1', values: [10.8] },
    { period: '2025Q2', values: [11.5] },
    { period: '2025Q3', values: [12.3] },
    { period: '2025Q4', values: [12.9] },
    { period: '2026Q1', values: [13.4] },
    { period: '2026Q2', values: [12.7] },
    { period: '2026Q3', values: [13.8] },
  ],
  author: '铂族金属研究院',
  updated_at: '2026-11-10T02:00:00.000Z',
};

export const STATISTIC_VOLUME: Statistic = {
  id: 3,
  title: '铂金与钯金月度成交量',
  en_title: 'Monthly platinum and palladium volume',
  ...SOURCE,
  value_unit: '千克',
  en_value_unit: 'kg',
  description: '交易所月度成交量；2026 年 2 月钯金因系统升级未公布。',
  en_description: 'Monthly exchange volume; palladium for February 2026 was not published (a system upgrade).',
  period: 'month',
  chart: 'line',
  visibility: 'public',
  on_home: false,
  series: [
    { name: '铂金', en_name: 'Platinum' },
    { name: '钯金', en_name: 'Palladium' },
  ],
  periods: [
    { period: '2025-11', values: [5120, 1830] },
    { period: '2025-12', values: [5480, 1920] },
    { period: '2026-01', values: [4960, 1705] },
    { period: '2026-02', values: [3870, null] },
    { period: '2026-03', values: [5630, 2010] },
    { period: '2026-04', values: [5890, 2140] },
    { period: '2026-05', values: [6120, 2085] },
    { period: '2026-06', values: [5975, 1990] },
    { period: '2026-07', values: [6340, 2230] },
    { period: '2026-08', values: [6210, 2175] },
    { period: '2026-09', values: [6580, 2310] },
    { period: '2026-10', values: [6925, 2405] },
  ],
  author: '铂族金属研究院',
  updated_at: '2026-11-03T02:00:00.000Z',
};

export const STATISTIC_SECRET: Statistic = {
  id: 4,
  title: '会员企业库存调查（内部）',
  en_title: "Members' stock survey (internal)",
  source: '研究院会员问卷',
  en_source: "The institute's member survey",
  value_unit: '千克',
  en_value_unit: 'kg',
  description: '仅供研究院内部参考，不对外公开。',
  en_description: "For the institute's own use; not published.",
  period: 'quarter',
  chart: 'table',
  visibility: 'secret',
  on_home: false,
  series: [
    { name: '铂金库存', en_name: 'Platinum stock' },
    { name: '钯金库存', en_name: 'Palladium stock' },
  ],
  periods: [
    { period: '2026Q1', values: [842, 215] },
    { period: '2026Q2', values: [905, 198] },
    { period: '2026Q3', values: [877, 230] },
  ],
  author: '铂族金属研究院',
  updated_at: '2026-10-15T02:00:00.000Z',
};

/** Titles, names and notes at their longest, and eight series. */
export const STATISTIC_LONG: Statistic = {
  ...STATISTIC_BALANCE,
  id: 5,
  title: '全球铂族金属（铂、钯、铑、铱、钌、锇）分地区矿产供应、回收供应与各行业需求年度统计及平衡测算表'.slice(0, 100),
  en_title:
    'Platinum-group metals (platinum, palladium, rhodium, iridium, ruthenium and osmium): mined and recycled supply by region, demand by industry, and the yearly balance',
  description: '数据来源于各国矿业公司年报、海关统计及行业协会发布的公开资料，经研究院整理换算。'.repeat(3),
  en_description: "Compiled from mining companies' annual reports, customs statistics and industry associations' publications. ".repeat(3),
  series: [
    { name: '南非矿产供应', en_name: 'South African mine supply' },
    { name: '俄罗斯矿产供应', en_name: 'Russian mine supply' },
    { name: '北美矿产供应', en_name: 'North American mine supply' },
    { name: '津巴布韦矿产供应', en_name: 'Zimbabwean mine supply' },
    { name: '其他地区矿产供应', en_name: 'Mine supply elsewhere' },
    { name: '汽车催化剂回收', en_name: 'Autocatalyst recycling' },
    { name: '首饰回收', en_name: 'Jewellery recycling' },
    { name: '电子回收', en_name: 'Electronics recycling' },
  ],
  periods: ['2021', '2022', '2023', '2024', '2025'].map((period, i) => ({
    period,
    values: [4200, 640, 250, 480, 180, 1250, 390, 20].map((v) => v + i * 17),
  })),
};

/** The creator's list: its rows' summaries (no figures). */
export function itemOf(s: Statistic): StatisticItem {
  return {
    id: s.id,
    title: s.title,
    en_title: s.en_title,
    value_unit: s.value_unit,
    en_value_unit: s.en_value_unit,
    period: s.period,
    chart: s.chart,
    visibility: s.visibility,
    on_home: s.on_home,
    series_count: s.series.length,
    period_count: s.periods.length,
    first_period: s.periods[0]?.period ?? '',
    last_period: s.periods.at(-1)?.period ?? '',
    updated_at: s.updated_at,
  };
}

export const STATISTICS: Statistic[] = [STATISTIC_BALANCE, STATISTIC_JEWELLERY, STATISTIC_VOLUME, STATISTIC_SECRET];
export const STATISTIC_ITEMS: StatisticItem[] = STATISTICS.map(itemOf);
