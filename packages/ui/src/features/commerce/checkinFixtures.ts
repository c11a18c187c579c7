import type { components } from '@spw/api';

type Ticket = components['schemas']['Ticket'];
type Draw = components['schemas']['Draw'];
type ShareCard = components['schemas']['ShareCard'];

/** Story data for tickets, check-in, draws and share cards, typed by the contract. */
export const TICKET: Ticket = {
  id: 1,
  code: 'K7Q4-2M9X-TP3A',
  order_no: 'SPW202509010001',
  events_id: 14,
  edition_name: '2025 上海铂金周',
  edition_en_name: 'Shanghai Platinum Week 2025',
  start_date: '2025-11-17',
  end_date: '2025-11-21',
  city: '上海',
  en_city: 'Shanghai',
  ticket_name: '全通票',
  ticket_en_name: 'Full pass',
  holder: '林晓',
  company: '上海铂金珠宝有限公司',
  status: 'valid',
  checked_in_at: null,
};

export const TICKETS: Ticket[] = [
  TICKET,
  { ...TICKET, id: 2, code: 'B8N2-6H4W-RC5D', holder: '周一鸣', company: '一鸣设计工作室', checked_in_at: '2025-11-17T01:12:00.000Z' },
  {
    ...TICKET,
    id: 3,
    code: 'M3F7-9P2K-XZ8E',
    events_id: 13,
    edition_name: '2024 上海铂金周',
    edition_en_name: 'Shanghai Platinum Week 2024',
    ticket_name: '论坛票',
    ticket_en_name: 'Forum pass',
    checked_in_at: '2024-11-18T00:45:00.000Z',
  },
];

export const DRAW: Draw = {
  id: 2,
  events_id: 14,
  prize: '二等奖 · 铂金吊坠',
  en_prize: 'Second prize · Platinum pendant',
  candidates: 118,
  created_at: '2025-11-18T07:30:00.000Z',
  winners: [
    { rank: 1, ticket_id: 11, holder: '佐藤由美', company: 'Tokyo Jewellers' },
    { rank: 2, ticket_id: 12, holder: 'Oliver Grant', company: 'Grant & Sons Refining' },
    { rank: 3, ticket_id: 13, holder: '赵敏', company: '财经周刊' },
  ],
};

export const DRAWS: Draw[] = [
  DRAW,
  {
    id: 1,
    events_id: 14,
    prize: '三等奖 · 铂金书签',
    // No English prize: English shows the Chinese.
    en_prize: '',
    candidates: 121,
    created_at: '2025-11-18T07:10:00.000Z',
    winners: [
      { rank: 1, ticket_id: 14, holder: '李娜', company: '贵研铂业' },
      { rank: 2, ticket_id: 15, holder: '陈立群', company: '上海铂金周组委会' },
      { rank: 3, ticket_id: 16, holder: 'Trevor Raymond', company: '' },
    ],
  },
];

export const SHARE_CARD: ShareCard = {
  uid: 3,
  nickname: '林晓',
  avatar: '',
  events_id: 14,
  edition_name: '2025 上海铂金周',
  edition_en_name: 'Shanghai Platinum Week 2025',
  year: 2025,
  city: '上海',
  en_city: 'Shanghai',
  start_date: '2025-11-17',
  end_date: '2025-11-21',
  checked_in: true,
};
