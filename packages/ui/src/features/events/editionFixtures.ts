import type { Edition } from './editionText.ts';

/** Story data for the editions, typed by the contract. */
const edition = (id: number, year: number, start: string, end: string, guests: number, groups: number, current = false): Edition => ({
  id,
  year,
  name: `${year} 上海铂金周`,
  en_name: `Shanghai Platinum Week ${year}`,
  city: '上海',
  en_city: 'Shanghai',
  start_date: start,
  end_date: end,
  is_current: current,
  guest_amount: guests,
  group_amount: groups,
});

export const EDITIONS: Edition[] = [
  edition(14, 2025, '2025-11-17', '2025-11-21', 24, 5, true),
  edition(13, 2024, '2024-11-18', '2024-11-22', 21, 5),
  edition(9, 2023, '2023-11-13', '2023-11-17', 18, 4),
  edition(7, 2022, '2022-11-14', '2022-11-18', 12, 3),
  edition(1, 2021, '2021-11-15', '2021-11-19', 8, 2),
];

export const LONG_EDITION: Edition = {
  ...edition(9, 2023, '2023-11-13', '2023-11-17', 1280, 16),
  name: '2023 上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛与设计大赛颁奖典礼',
  en_name:
    'Shanghai Platinum Week 2023 with the Platinum-Group Metals Outlook, Hydrogen and Autocatalyst Forum, Platinum Jewellery Retail Summit and the Design Competition Awards',
  city: '上海世博展览馆及上海国际会议中心等多个会场',
  en_city: 'Shanghai Expo Centre, Shanghai International Convention Centre and other venues',
};
