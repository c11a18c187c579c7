import { COMPANY_TITLE, LONG_NAME } from '../../fixtures.ts';
import type { Order, TicketType, TransferDetails } from './commerceText.ts';

/** Story data for tickets and orders, typed by the contract. Times are fixed so pictures hold still. */
export const NOW = Date.parse('2026-10-20T02:00:00.000Z');
export const clockAt = (at: number) => () => at;

const ticket = (id: number, name: string, en_name: string, price: number, overrides: Partial<TicketType> = {}): TicketType => ({
  id,
  events_id: 14,
  name,
  en_name,
  description: `${name}：可参加全部主论坛、分论坛与展览，含会议资料与午餐。`,
  en_description: `${en_name}: every plenary and breakout session and the exhibition, with the conference pack and lunch.`,
  price,
  quota: 300,
  remaining: 128,
  per_order: 5,
  sale_start: '2026-09-01T01:00:00.000Z',
  sale_end: '2026-11-15T15:59:00.000Z',
  availability: 'on_sale',
  ...overrides,
});

export const TICKETS: TicketType[] = [
  ticket(1, '全程通票', 'Full-week pass', 288_000),
  ticket(2, '单日票', 'Day ticket', 98_000, { remaining: 3, per_order: 2 }),
  ticket(3, '展览参观票', 'Exhibition visitor', 0, {
    description: '仅限展览区参观，不含论坛与午餐。',
    en_description: 'The exhibition only, without sessions or lunch.',
    per_order: 10,
  }),
  ticket(4, '颁奖晚宴票', 'Awards dinner', 158_000, { availability: 'sold_out', remaining: 0 }),
  ticket(5, '早鸟通票', 'Early-bird pass', 198_000, { availability: 'closed', sale_end: '2026-08-31T15:59:00.000Z' }),
  ticket(6, '闭幕酒会票', 'Closing reception', 58_000, { availability: 'coming_soon', sale_start: '2026-11-01T01:00:00.000Z' }),
];

export const FULL_PASS = TICKETS[0] as TicketType;

export const LONG_TICKET: TicketType = ticket(
  7,
  `全程通票（${LONG_NAME}专用通道）`,
  `Full-week pass with priority entrance for the ${'Platinum-Group Metals Outlook delegation '.repeat(2)}`,
  1_288_000,
  {
    description: `${LONG_NAME}。`.repeat(4),
    en_description:
      'Every plenary and breakout session, the exhibition, the awards dinner and the closing reception, with the conference pack, daily lunches and a reserved seat in the front rows. '.repeat(
        3,
      ),
  },
);

export const ORDER: Order = {
  order_no: 'SPW2026102000000017',
  events_id: 14,
  edition_name: '2026 上海铂金周',
  edition_en_name: 'Shanghai Platinum Week 2026',
  ticket_id: 1,
  ticket_name: '全程通票',
  ticket_en_name: 'Full-week pass',
  quantity: 2,
  unit_price: 288_000,
  discount: 28_800,
  amount: 547_200,
  coupon_code: 'SPW2026-VIP',
  status: 'pending',
  provider: '',
  invoice: COMPANY_TITLE,
  shipping: {
    realname: '林晓',
    country_code: '86',
    tel: '13800000004',
    street: '广东省深圳市罗湖区翠竹路 1001 号水贝珠宝大厦 12 楼',
    zip: '518020',
  },
  // 29 minutes 30 seconds after NOW.
  expires_at: '2026-10-20T02:29:30.000Z',
  paid_at: null,
  created_at: '2026-10-20T01:59:30.000Z',
  tickets: [],
};

/** What the paid order's two tickets share: the order, the edition and the ticket type. */
const PAID_PASS = {
  order_no: 'SPW2026101800000009',
  events_id: 14,
  edition_name: '2026 上海铂金周',
  edition_en_name: 'Shanghai Platinum Week 2026',
  ticket_name: '全程通票',
  ticket_en_name: 'Full-week pass',
};

export const PAID_ORDER: Order = {
  ...ORDER,
  order_no: 'SPW2026101800000009',
  status: 'paid',
  provider: 'sandbox',
  paid_at: '2026-10-18T06:12:00.000Z',
  created_at: '2026-10-18T06:10:00.000Z',
  tickets: [
    {
      id: 31,
      code: 'T14-7K3Q-9XD2',
      ...PAID_PASS,
      holder: '林晓',
      company: '深圳市水贝珠宝有限公司',
      status: 'valid',
      checked_in_at: null,
    },
    {
      id: 32,
      code: 'T14-M8P4-2WLA',
      ...PAID_PASS,
      holder: 'Oliver Grant',
      company: 'Grant & Hale Refiners',
      status: 'valid',
      checked_in_at: '2026-11-16T01:20:00.000Z',
    },
  ],
};

export const ORDERS: Order[] = [
  ORDER,
  PAID_ORDER,
  {
    ...ORDER,
    order_no: 'SPW2026101500000004',
    ticket_id: 3,
    ticket_name: '展览参观票',
    ticket_en_name: 'Exhibition visitor',
    quantity: 1,
    unit_price: 0,
    discount: 0,
    amount: 0,
    coupon_code: '',
    status: 'cancelled',
    invoice: null,
    shipping: null,
    created_at: '2026-10-15T03:00:00.000Z',
  },
  {
    ...PAID_ORDER,
    order_no: 'SPW2026100200000001',
    ticket_name: '单日票',
    ticket_en_name: 'Day ticket',
    quantity: 1,
    unit_price: 98_000,
    discount: 0,
    amount: 98_000,
    coupon_code: '',
    status: 'refunded',
    provider: 'offline',
    created_at: '2026-10-02T03:00:00.000Z',
    tickets: [],
  },
];

export const TRANSFER: TransferDetails = {
  account_name: '上海铂金周组委会',
  bank_name: '中国银行上海市分行营业部',
  account_no: '4567 8901 2345 6789 012',
  reference: ORDER.order_no,
};
