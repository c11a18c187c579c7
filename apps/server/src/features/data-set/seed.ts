// The demo's data sets, by the demo creator (uid 2): daily PGM prices for anyone (two versions, the
// second correcting a file), a retail survey for members, and a draft without a file yet.
import type { Tx } from '../../db/index.ts';
import { demoFile } from './demo-files.ts';
import { dataSetFiles, dataSets, dataSetVersions, type DataSetFormat } from './tables.ts';

const CREATOR = 2;

const size = (key: string) => demoFile(key)?.length ?? 0;

export async function seedDataSet(tx: Tx): Promise<void> {
  const [prices, survey] = await tx
    .insert(dataSets)
    .values([
      {
        uid: CREATOR,
        title: '铂族金属日度价格（2024—2025）',
        enTitle: 'Daily PGM prices (2024–2025)',
        description:
          '铂、钯、铑每个交易日的收盘价（演示数据），人民币元/克与美元/盎司两种单位，每年一个文件。\n第 2 版更正了 2025 年 2 月的铑价。',
        enDescription:
          'Closing prices of platinum, palladium and rhodium on each trading day (demo figures), in yuan per gram and US dollars per troy ounce, one file a year.\nVersion 2 corrects February 2025 rhodium prices.',
        licence: 'cc-by-4.0',
        access: 'public',
        columns: [
          { name: 'date', en_name: 'date', type: 'date', description: '交易日' },
          { name: 'metal', en_name: 'metal', type: 'text', description: 'Pt、Pd 或 Rh' },
          { name: 'cny_per_g', en_name: 'cny_per_g', type: 'number', description: '人民币元/克' },
          { name: 'usd_per_oz', en_name: 'usd_per_oz', type: 'number', description: '美元/盎司' },
        ],
        published: true,
        version: 2,
        downloadAmount: 248,
        updatedAt: new Date('2026-03-02T06:30:00Z'),
      },
      {
        uid: CREATOR,
        title: '2026 年铂金首饰零售调查',
        enTitle: '2026 platinum jewellery retail survey',
        description: '12 个城市门店的铂金首饰门店数、平均克重与工费调查（演示数据），附调查方法说明。',
        enDescription:
          'Shops, average weights and making charges of platinum jewellery in 12 cities (demo figures), with a note on the method.',
        licence: 'proprietary',
        access: 'members',
        columns: [
          { name: '城市', en_name: 'city', type: 'text', description: '' },
          { name: '门店数', en_name: 'shops', type: 'number', description: '' },
          { name: '平均克重', en_name: 'average_grams', type: 'number', description: '单件平均克重' },
          { name: '平均工费（元）', en_name: 'average_making_charge_cny', type: 'number', description: '' },
        ],
        published: true,
        version: 1,
        downloadAmount: 79,
        updatedAt: new Date('2026-09-20T03:02:00Z'),
      },
      {
        uid: CREATOR,
        title: '回收铂金来源统计',
        enTitle: 'Where recycled platinum comes from',
        description: '整理中，尚未上传文件。',
        enDescription: 'Being compiled; no file yet.',
        licence: 'cc-by-nc-4.0',
        access: 'members',
        columns: [],
        published: false,
        version: 0,
      },
    ])
    .returning({ id: dataSets.id });
  if (!prices || !survey) return;
  const file = (setId: number, key: string, name: string, format: DataSetFormat, downloads: number, at: string) => ({
    setId,
    file: `demo:${key}`,
    name,
    size: size(`demo:${key}`),
    format,
    downloadAmount: downloads,
    createdAt: new Date(at),
  });
  const [p2024, p2025v1, p2025, s1, s2] = await tx
    .insert(dataSetFiles)
    .values([
      file(prices.id, 'pgm-prices-2024.csv', 'pgm-prices-2024.csv', 'csv', 152, '2026-01-08T02:00:00Z'),
      file(prices.id, 'pgm-prices-2025-v1.csv', 'pgm-prices-2025.csv', 'csv', 37, '2026-01-08T02:05:00Z'),
      file(prices.id, 'pgm-prices-2025.csv', 'pgm-prices-2025.csv', 'csv', 59, '2026-03-02T06:30:00Z'),
      file(survey.id, 'jewellery-retail-survey-2026.csv', 'jewellery-retail-survey-2026.csv', 'csv', 58, '2026-09-20T03:00:00Z'),
      file(survey.id, 'survey-method.json', 'survey-method.json', 'json', 21, '2026-09-20T03:02:00Z'),
    ])
    .returning({ id: dataSetFiles.id });
  if (!p2024 || !p2025v1 || !p2025 || !s1 || !s2) return;
  await tx.insert(dataSetVersions).values([
    {
      setId: prices.id,
      version: 1,
      mode: 'first',
      note: '首次发布',
      fileIds: [p2024.id, p2025v1.id],
      createdAt: new Date('2026-01-08T02:05:00Z'),
    },
    {
      setId: prices.id,
      version: 2,
      mode: 'replace',
      note: '更正 2025 年 2 月的铑价',
      fileIds: [p2024.id, p2025.id],
      createdAt: new Date('2026-03-02T06:30:00Z'),
    },
    { setId: survey.id, version: 1, mode: 'first', note: '', fileIds: [s1.id, s2.id], createdAt: new Date('2026-09-20T03:02:00Z') },
  ]);
}
