import type { components } from '@spw/api';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the business cards screen and form, typed by the contract. */
type BusinessCard = components['schemas']['BusinessCard'];

/** The site's origin in the stories: a card's QR code and link are this + share_url. */
export const CARD_ORIGIN = 'https://spw.example';

/** A card with its share link; the rest empty unless given. */
export function card(id: number, fields: Partial<BusinessCard> & Pick<BusinessCard, 'name'>): BusinessCard {
  return {
    id,
    en_name: '',
    company: '',
    en_company: '',
    position: '',
    en_position: '',
    phone: '',
    email: '',
    wechat: '',
    address: '',
    en_address: '',
    avatar: '',
    share_url: `/api/businessCard/vcard?token=c${id}a7f3e29b41d8`,
    created_at: '2026-10-12T02:00:00.000Z',
    updated_at: '2026-10-12T02:00:00.000Z',
    ...fields,
  };
}

/** Everything filled in, with a photo. */
export const CARD_ZHOU = card(301, {
  name: '周晓岚',
  en_name: 'Xiaolan Zhou',
  company: '上海铂金周组委会',
  en_company: 'Shanghai Platinum Week Organising Committee',
  position: '市场总监',
  en_position: 'Marketing Director',
  phone: '+86 21 6888 1234',
  email: 'zhou.xiaolan@spw.example',
  wechat: 'xiaolan_spw',
  address: '上海市浦东新区世纪大道 1000 号 12 楼',
  en_address: '12F, 1000 Century Avenue, Pudong, Shanghai',
  avatar: picture('周', 96, 96, 40),
});

/** Chinese only, no picture (initials), a phone and WeChat. */
export const CARD_LI = card(302, {
  name: '李明',
  company: '深圳水贝珠宝有限公司',
  position: '销售经理',
  phone: '139 0000 5678',
  wechat: 'liming_sb',
  address: '深圳市罗湖区水贝二路 28 号',
});

/** A name written in English, an email only. */
export const CARD_BENNETT = card(303, {
  name: 'Oliver Bennett',
  company: 'Bennett Refining Ltd',
  position: 'Buyer',
  email: 'oliver@bennett-refining.example',
});

export const BUSINESS_CARDS: BusinessCard[] = [CARD_ZHOU, CARD_LI, CARD_BENNETT];

/** Every field at or near its limit, words that do not break easily. */
export const CARD_LONG = card(309, {
  name: '欧阳娜娜·阿卜杜热合曼·买买提明·库尔班江',
  en_name: 'Alexandra Konstantinopoulou-Featherstonehaugh',
  company: '上海铂金周国际珠宝与铂族金属产业联合发展研究中心（有限合伙）华东区域运营管理分公司',
  en_company: 'Shanghai International Jewellery and Platinum Group Metals Industry Joint Development Research Centre',
  position: '华东区域首席市场与品牌战略发展总监兼国际合作部负责人',
  en_position: 'Chief Marketing and Brand Strategy Director, East China',
  phone: '+86 (021) 6888-1234-5678',
  email: 'alexandra.konstantinopoulou-featherstonehaugh@international-platinum-guild.example',
  wechat: 'alexandra_konstantinopoulou_2026',
  address: '中国（上海）自由贸易试验区临港新片区环湖西二路 888 号 C 楼 1001-1088 室，邮件请寄前台',
  en_address: 'Rooms 1001-1088, Building C, 888 Huanhu West 2nd Road, Lingang New Area, China (Shanghai) Pilot Free Trade Zone',
});

/** Ten cards: the limit. */
export const TEN_CARDS: BusinessCard[] = Array.from({ length: 10 }, (_, index) =>
  card(320 + index, {
    name: `销售 ${index + 1} 号`,
    en_name: `Sales ${index + 1}`,
    company: '深圳水贝珠宝有限公司',
    position: '销售顾问',
    phone: `139 0000 56${String(index).padStart(2, '0')}`,
  }),
);
