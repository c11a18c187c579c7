import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';

/** Story data for the organisers' message form (/message/add) and their inbox, typed by the contract. */
type GuestbookMessage = components['schemas']['GuestbookMessage'];

/** The 2024 edition's id (as in the editions' fixtures). */
export const EDITION_2024 = 13;

/** The editions' short names, as the inbox shows them on a message. */
export const editionNameOf = (eventsId: number | null): string | null => (eventsId === EDITION_2024 ? '2024 铂金周' : null);
export const editionNameOfEn = (eventsId: number | null): string | null => (eventsId === EDITION_2024 ? 'Platinum Week 2024' : null);

const message = (
  id: number,
  fields: Partial<GuestbookMessage> & Pick<GuestbookMessage, 'name' | 'contact' | 'content'>,
): GuestbookMessage => ({
  id,
  events_id: EDITION_2024,
  lang: 'zh',
  is_read: false,
  created_at: '2024-10-28T02:00:00.000Z',
  uid: null,
  ...fields,
});

/** An exhibitor asking about a booth: unread, by phone. */
export const GB_BOOTH = message(901, {
  name: '周静',
  contact: '138-1234-5678',
  content: '您好，我们是深圳水贝的铂金首饰厂，想参加 2024 铂金周的展览。请问标准展位（9 平方米）还有吗？费用多少，是否包含搭建和电源？',
  created_at: '2024-10-28T06:42:00.000Z',
});

/** A journalist asking for press accreditation: unread, in English, by e-mail. */
export const GB_PRESS = message(902, {
  name: 'Hannah Clarke',
  contact: 'h.clarke@metalsweekly.co.uk',
  lang: 'en',
  content:
    'Hello, I cover platinum-group metals for Metals Weekly in London and would like to attend the 2024 conference as press.\nHow do I apply for media accreditation, and is there a press room with desks at the venue?',
  created_at: '2024-10-27T09:15:00.000Z',
});

/** A visa invitation letter: read, in English, an international number. */
export const GB_VISA = message(903, {
  name: 'Thabo Nkosi',
  contact: '+27 82 555 0143',
  lang: 'en',
  is_read: true,
  content:
    'Good afternoon. Our refinery in Rustenburg is sending three people to Platinum Week. Could the organisers issue invitation letters for our Chinese business visas? We can send passport copies today.',
  created_at: '2024-10-25T13:05:00.000Z',
  uid: 3120,
});

/** Group tickets for a retailer's staff: read, from a signed-in member. */
export const GB_GROUP = message(904, {
  name: '李明轩',
  contact: 'li.mingxuan@goldleaf-jewellery.cn',
  is_read: true,
  content: '公司有 15 名门店员工想参加珠宝零售论坛，请问团体购票有优惠吗？能否开具一张增值税专用发票？',
  created_at: '2024-10-24T03:30:00.000Z',
  uid: 2877,
});

/** A question from no edition's page: unread, a landline. */
export const GB_GENERAL = message(905, {
  name: '王海涛',
  contact: '021-6888 1234',
  events_id: null,
  content: '请问明年的铂金周什么时候举办？我们想提前安排行程。',
  created_at: '2024-10-22T08:10:00.000Z',
});

/** The inbox's first page: newest first; three unread. */
export const GUESTBOOK_MESSAGES: GuestbookMessage[] = [GB_BOOTH, GB_PRESS, GB_VISA, GB_GROUP, GB_GENERAL];

/** The unread box's page. */
export const GUESTBOOK_UNREAD: GuestbookMessage[] = GUESTBOOK_MESSAGES.filter((m) => !m.is_read);

/** A very long name, a long unbroken e-mail and a long message of several paragraphs. */
export const GB_LONG = message(906, {
  name: LONG_NAME,
  contact: 'international.exhibitor.relations.department@platinum-group-metals-association.example.com',
  content: [
    '尊敬的主办方：',
    '我们是一家从事铂族金属回收与精炼的企业，计划在 2024 铂金周期间同时参加展览和论坛。以下问题想请教：',
    '1. 展位：我们希望预订两个相邻的标准展位（共 18 平方米），是否可以打通为一个展位？特装展位的搭建商是否需要主办方审核，审核需要提前多久提交图纸？\n2. 论坛：我们的技术总监希望在“矿业与精炼”分论坛发言，请问演讲嘉宾如何申请，需要提交哪些材料？\n3. 证件：我们有 6 名外籍员工随行，需要邀请函办理签证，另有 2 名员工需要媒体证件以拍摄企业宣传片。\n4. 发票：参展费和门票能否分别开具发票？',
    '另外附上我们公司的英文网址供参考：https://www.platinum-group-metals-recycling-and-refining-example-company.com/en/about-us/exhibitions/2024-shanghai-platinum-week',
    '期待您的回复，谢谢！',
  ].join('\n\n'),
  created_at: '2024-10-29T01:20:00.000Z',
});
