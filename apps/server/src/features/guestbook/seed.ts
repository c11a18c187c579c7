import type { Tx } from '../../db/index.ts';
import { guestbookMessages } from '../../db/schema.ts';

/** Messages visitors left the organisers (/message/add), in both languages; the oldest two read. */
const GUESTBOOK: {
  eventsId: number | null;
  uid: number | null;
  name: string;
  contact: string;
  content: string;
  lang: 'zh' | 'en';
  isRead: boolean;
  hoursAgo: number;
}[] = [
  {
    eventsId: 13,
    uid: null,
    name: '刘女士',
    contact: '13912345678',
    content: '您好，我们是深圳水贝的珠宝厂，想咨询 2024 铂金周的展位价格和布展时间，能否发一份参展手册？',
    lang: 'zh',
    isRead: true,
    hoursAgo: 96,
  },
  {
    eventsId: 13,
    uid: null,
    name: 'Hannah Becker',
    contact: 'h.becker@example.de',
    content:
      'Could the organisers send an invitation letter for a business visa? Our delegation of three from Pforzheim arrives on Sunday.',
    lang: 'en',
    isRead: true,
    hoursAgo: 72,
  },
  {
    eventsId: 14,
    uid: 7,
    name: '周一鸣',
    contact: 'zhou@example.com',
    content: '请问团体票 10 人以上是否有优惠？需要开具增值税专用发票。',
    lang: 'zh',
    isRead: false,
    hoursAgo: 20,
  },
  {
    eventsId: 14,
    uid: null,
    name: 'Ravi Menon',
    contact: '+91 98200 12345',
    content: 'We are a trade magazine in Mumbai. How do we apply for media accreditation for the opening forum?',
    lang: 'en',
    isRead: false,
    hoursAgo: 6,
  },
  {
    eventsId: null,
    uid: null,
    name: '陈先生',
    contact: 'chen.mining@example.cn',
    content: '想了解论坛议程中关于铂族金属回收的分会场，是否还接受演讲申请？',
    lang: 'zh',
    isRead: false,
    hoursAgo: 2,
  },
];

export async function seedGuestbook(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx.insert(guestbookMessages).values(
    GUESTBOOK.map((m, i) => ({
      eventsId: m.eventsId,
      uid: m.uid,
      name: m.name,
      contact: m.contact,
      content: m.content,
      lang: m.lang,
      isRead: m.isRead,
      readBy: m.isRead ? 1 : null,
      proof: `seed-${i + 1}`,
      createdAt: new Date(now - m.hoursAgo * 3_600_000),
    })),
  );
}
