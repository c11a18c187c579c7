import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import { POST_REFINERY } from './postFixtures.ts';

/**
 * Story data for the company yellow pages and products (/creator/company/*, /creator/product/*,
 * /company/card, /product/card), typed by the contract.
 */
type Company = components['schemas']['Company'];
type CompanyPublic = components['schemas']['CompanyPublic'];
type CompanyBrief = components['schemas']['CompanyBrief'];
type Product = components['schemas']['Product'];

/** A complete entry, approved and public. */
export const COMPANY: Company = {
  id: 31,
  name: '贵研铂业股份有限公司',
  en_name: 'Sino-Platinum Metals Co., Ltd.',
  logo: picture('贵研', 240, 240, 210),
  licence_no: '91530000709710584X',
  intro: '专业从事铂族金属精炼、回收与深加工，产品涵盖铂金首饰原料、催化材料与电子浆料。\n昆明与上海设有加工中心，提供来料加工与检测服务。',
  en_intro:
    'Refining, recycling and processing of platinum-group metals: jewellery alloys, catalysts and electronic pastes.\nProcessing centres in Kunming and Shanghai, with toll refining and assay services.',
  categories: ['metal', 'service'],
  address: '上海市浦东新区张江高科技园区碧波路 690 号',
  en_address: 'No. 690 Bibo Road, Zhangjiang Hi-Tech Park, Pudong, Shanghai',
  contact_name: '李经理',
  phone: '+86 21 5080 1234',
  email: 'sales@sino-platinum.example',
  website: 'https://www.sino-platinum.example',
  pictures: [picture('车间', 800, 600, 200), picture('展厅', 800, 600, 40), picture('检测', 800, 600, 120)],
  status: 'approved',
  review_note: '',
  is_public: true,
  user: POST_REFINERY,
  submitted_at: '2026-11-12T02:00:00.000Z',
  reviewed_at: '2026-11-13T06:30:00.000Z',
  updated_at: '2026-11-12T02:00:00.000Z',
};

/** Saved, never submitted, and missing the logo, the licence number and the English name. */
export const COMPANY_DRAFT: Company = {
  ...COMPANY,
  id: 32,
  name: '金铂珠宝首饰有限公司',
  en_name: '',
  logo: '',
  licence_no: '',
  intro: '铂金婚戒与定制首饰加工，月产能 3 万件。',
  en_intro: '',
  categories: ['jewellery'],
  pictures: [],
  status: 'draft',
  is_public: false,
  submitted_at: null,
  reviewed_at: null,
};

export const COMPANY_PENDING: Company = { ...COMPANY, id: 33, status: 'pending', is_public: false, reviewed_at: null };

export const COMPANY_REJECTED: Company = {
  ...COMPANY,
  id: 34,
  status: 'rejected',
  is_public: false,
  review_note: '营业执照号码与公司名称不一致，请核对后重新提交。',
};

/** Approved before; changed since and not submitted again: the card still shows the approved version. */
export const COMPANY_CHANGED: Company = {
  ...COMPANY,
  id: 35,
  status: 'draft',
  is_public: true,
  intro: `${COMPANY.intro}\n新增：钯金回收业务。`,
};

export const COMPANY_LONG: Company = {
  ...COMPANY,
  id: 36,
  name: `${LONG_NAME}有限责任公司`,
  en_name: 'The Extraordinarily Long-Named International Platinum and Palladium Refining and Trading Company Limited',
  intro: '铂族金属精炼与贸易。'.repeat(60),
  address: '上海市浦东新区张江高科技园区碧波路 690 号 3 号楼 5 层 501–512 室（近地铁二号线张江高科站 3 号口）',
};

export const COMPANY_PUBLIC: CompanyPublic = {
  id: COMPANY.id,
  name: COMPANY.name,
  en_name: COMPANY.en_name,
  logo: COMPANY.logo,
  licence_no: COMPANY.licence_no,
  intro: COMPANY.intro,
  en_intro: COMPANY.en_intro,
  categories: COMPANY.categories,
  address: COMPANY.address,
  en_address: COMPANY.en_address,
  contact_name: COMPANY.contact_name,
  phone: COMPANY.phone,
  email: COMPANY.email,
  website: COMPANY.website,
  pictures: COMPANY.pictures,
  products_count: 4,
  approved_at: '2026-11-13T06:30:00.000Z',
};

export const COMPANY_PUBLIC_LONG: CompanyPublic = {
  ...COMPANY_PUBLIC,
  name: COMPANY_LONG.name,
  en_name: COMPANY_LONG.en_name,
  intro: COMPANY_LONG.intro,
  address: COMPANY_LONG.address,
};

export const COMPANY_BRIEF: CompanyBrief = {
  id: COMPANY.id,
  name: COMPANY.name,
  en_name: COMPANY.en_name,
  logo: COMPANY.logo,
  is_public: true,
};

export const product = (id: number, fields: Partial<Product> & Pick<Product, 'name'>): Product => ({
  id,
  company: COMPANY_BRIEF,
  en_name: '',
  pictures: [picture(`P${id}`, 800, 800, (id * 53) % 360)],
  category: 'metal',
  specs: [],
  price: null,
  unit: '',
  description: '',
  en_description: '',
  is_published: true,
  is_mine: false,
  created_at: '2026-11-14T03:00:00.000Z',
  updated_at: '2026-11-14T03:00:00.000Z',
  ...fields,
});

export const PRODUCT_SPONGE = product(71, {
  name: '海绵铂 99.95%',
  en_name: 'Platinum sponge 99.95%',
  pictures: [picture('海绵铂', 800, 800, 210), picture('包装', 800, 800, 30)],
  specs: [
    { label: '纯度', en_label: 'Purity', value: '≥ 99.95%' },
    { label: '粒度', en_label: 'Grain size', value: '40–80 目' },
    { label: '包装', en_label: 'Packing', value: '1 kg 真空袋' },
  ],
  price: 228.5,
  unit: '克',
  description: '国标 GB/T 1419 海绵铂，附检测报告，可来料加工。',
  en_description: 'Platinum sponge to GB/T 1419, with an assay report; toll refining available.',
});

export const PRODUCT_RING = product(72, {
  name: 'Pt950 婚戒素圈',
  en_name: 'Pt950 wedding band',
  category: 'jewellery',
  specs: [
    { label: '材质', en_label: 'Metal', value: 'Pt950' },
    { label: '重量', en_label: 'Weight', value: '3.2 g' },
  ],
  price: 1880,
  unit: '件',
});

/** No price: "price on request". */
export const PRODUCT_CATALYST = product(73, {
  name: '铂网催化剂',
  en_name: 'Platinum gauze catalyst',
  category: 'equipment',
  specs: [{ label: '规格', en_label: 'Size', value: '按图定制' }],
});

/** Not published: only its company sees it. */
export const PRODUCT_DRAFT = product(74, { name: '钯金回收服务', category: 'service', is_published: false, is_mine: true });

export const PRODUCT_LONG = product(75, {
  name: '超长名称的铂族金属精炼加工与回收一站式服务套餐（含检测、熔炼与物流）',
  en_name: 'An extraordinarily long product name for the one-stop refining, recycling, assay, melting and logistics package',
  specs: Array.from({ length: 12 }, (_, i) => ({ label: `参数${i + 1}`, en_label: `Spec ${i + 1}`, value: '很长的参数值'.repeat(4) })),
  description: '说明文字。'.repeat(120),
  price: 99999999.99,
  unit: '套',
});

export const PRODUCTS: Product[] = [PRODUCT_SPONGE, PRODUCT_RING, PRODUCT_CATALYST, { ...PRODUCT_DRAFT, is_mine: false }];
export const MY_PRODUCTS: Product[] = [
  { ...PRODUCT_SPONGE, is_mine: true },
  { ...PRODUCT_RING, is_mine: true },
  { ...PRODUCT_CATALYST, is_mine: true },
  PRODUCT_DRAFT,
];
