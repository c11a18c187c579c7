import type { components } from '@spw/api';

type Registration = components['schemas']['Registration'];
type Coupon = components['schemas']['Coupon'];

/** Story data for registration, typed by the contract. */
export const COUPON: Coupon = {
  code: 'SPW2025',
  kind: 'percent',
  value: 20,
  valid_from: '2025-06-01T00:00:00.000Z',
  valid_to: '2025-11-10T15:59:59.000Z',
  uses_left: 37,
};

export const REGISTRATION: Registration = {
  id: 101,
  events_id: 14,
  batch: 'a1b2c3d4e5f60718',
  name: '林晓',
  first_name: 'Xiao',
  last_name: 'Lin',
  email: 'lin.xiao@example.com',
  country_code: '86',
  mobile: '13800138000',
  tel: '',
  company: '上海铂金珠宝有限公司',
  designation: '女士',
  position: '采购总监',
  address: '',
  country: '中国',
  description: '',
  banquet: 1,
  receipt: 1,
  delegate_name: '',
  attendance: 'delegate',
  coupon_code: 'SPW2025',
  has_ticket: false,
  created_at: '2025-09-01T02:00:00.000Z',
};

export const REGISTRATIONS: Registration[] = [
  REGISTRATION,
  {
    ...REGISTRATION,
    id: 102,
    name: '周一鸣',
    first_name: 'Yiming',
    last_name: 'Zhou',
    email: 'zhou@example.com',
    delegate_name: 'Zhou Yiming',
    attendance: 'exhibitor',
  },
  {
    ...REGISTRATION,
    id: 103,
    name: 'Oliver Grant',
    first_name: 'Oliver',
    last_name: 'Grant',
    email: 'oliver@example.com',
    company: 'Grant & Sons Refining',
    attendance: 'media',
  },
];
