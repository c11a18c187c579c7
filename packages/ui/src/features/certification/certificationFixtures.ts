import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import type { Certification } from './certificationText.ts';

/** Story data for the verification screens, typed by the contract. */
type UserBrief = components['schemas']['UserBrief'];

const face = (label: string, hue: number) => picture(label, 96, 96, hue);

/** A document as /certification/upload gives it back: a private key and a link to see it. */
const doc = (key: string, label: string, hue: number, width = 800, height = 560) => ({
  key: `certification/2026/11/${key}.jpg`,
  url: picture(label, width, height, hue),
});

const user = (id: number, fields: Partial<UserBrief> & Pick<UserBrief, 'nickname'>): UserBrief => ({
  id,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: '',
  ...fields,
});

const certification = (
  id: number,
  fields: Partial<Certification> & Pick<Certification, 'type' | 'name' | 'reason' | 'user'>,
): Certification => ({
  id,
  uid: fields.user.id,
  organisation: '',
  title: '',
  documents: [],
  status: 0,
  reject_reason: '',
  created_at: '2026-11-16T02:15:00.000Z',
  decided_at: null,
  ...fields,
});

/** An analyst, waiting: a work badge and a business card. */
export const CERT_ANALYST = certification(41, {
  type: 1,
  name: '陈立群',
  organisation: '铂族金属研究院',
  title: '首席分析师',
  reason: '铂族金属研究院 首席分析师',
  documents: [doc('badge-chen', 'Badge', 210), doc('card-chen', 'Card', 30, 900, 540)],
  created_at: '2026-11-16T02:15:00.000Z',
  user: user(3101, { nickname: '铂金分析师陈立群', avatar: face('CLQ', 200) }),
});

/** A Shenzhen maker, waiting: its business licence; the English name given. */
export const CERT_FACTORY = certification(42, {
  type: 2,
  name: '深圳市金铂珠宝首饰有限公司',
  organisation: 'Shenzhen Jinbo Jewellery Co., Ltd.',
  reason: '深圳水贝铂金首饰制造商',
  documents: [doc('licence-jinbo', 'Licence', 120, 560, 800)],
  created_at: '2026-11-17T08:40:00.000Z',
  user: user(3102, { nickname: '金铂珠宝', avatar: face('JB', 120) }),
});

/** A designer writing in English, waiting: three documents. */
export const CERT_DESIGNER = certification(43, {
  type: 1,
  name: 'Yumi Sato',
  organisation: 'Atelier Sato, Kyoto',
  title: 'Founder & designer',
  reason: 'Pt950 bridal jewellery designer',
  documents: [doc('letter-sato', 'Letter', 330, 560, 800), doc('card-sato', 'Card', 30, 900, 540), doc('badge-sato', 'Badge', 270)],
  created_at: '2026-11-18T01:05:00.000Z',
  user: user(3103, { nickname: 'Yumi Sato' }),
});

/** The waiting queue, oldest first. */
export const CERTS_WAITING: Certification[] = [CERT_ANALYST, CERT_FACTORY, CERT_DESIGNER];

/** The organisers' account, approved. */
export const CERT_APPROVED = certification(31, {
  type: 2,
  name: '上海铂金周组委会',
  organisation: 'Shanghai Platinum Week',
  reason: '上海铂金周组委会 官方账号',
  documents: [doc('licence-spw', 'Licence', 40, 560, 800)],
  status: 1,
  created_at: '2026-11-01T03:00:00.000Z',
  decided_at: '2026-11-03T06:30:00.000Z',
  user: user(3001, { nickname: '上海铂金周组委会', avatar: face('SPW', 40), is_verified: 1, verified_type: 2 }),
});

/** A shop manager, rejected: the letter was not stamped, and the badge asked too much. */
export const CERT_REJECTED = certification(35, {
  type: 1,
  name: '林晓',
  organisation: '晓铂珠宝（南京西路店）',
  title: '店长',
  reason: '资深铂金投资顾问',
  documents: [doc('letter-lin', 'Letter', 0, 560, 800)],
  status: 2,
  reject_reason:
    '在职证明缺少单位盖章，且认证说明“资深铂金投资顾问”与任职单位和职位不符，请补充盖章的在职证明，并按实际职位填写认证说明后重新申请。',
  created_at: '2026-11-05T07:20:00.000Z',
  decided_at: '2026-11-07T02:00:00.000Z',
  user: user(3105, { nickname: '林晓', avatar: face('LX', 0) }),
});

/** Everything at its longest: names and words that wrap, and the most documents. */
export function longCertification(c: Certification): Certification {
  return {
    ...c,
    id: c.id + 900,
    name: `${c.name}${LONG_NAME}`.slice(0, 50),
    organisation: `${c.organisation}${LONG_NAME}${LONG_NAME}`.slice(0, 100),
    title: c.type === 1 ? `${c.title}${LONG_NAME}`.slice(0, 50) : '',
    reason: `${c.reason}${LONG_NAME}`.slice(0, 40),
    reject_reason: c.reject_reason
      ? `${c.reject_reason}${'https://example.com/certification/letters/stamped-employment-letter-template.pdf'}`
      : '',
    documents: [1, 2, 3, 4, 5].map((n) => doc(`long-${n}`, `Doc ${n}`, n * 60, n % 2 ? 800 : 560, n % 2 ? 560 : 800)),
    user: { ...c.user, nickname: `${c.user.nickname}${LONG_NAME}` },
  };
}
