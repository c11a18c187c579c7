import { DEFAULT_API_TOKEN_SECRET } from '../src/config.ts';
import { signature } from '../src/features/document/handlers.ts';
import { fileSignature } from '../src/features/netdisk/share.ts';
import { documentSignature } from '../src/features/certification/handlers.ts';
import { linkSignature as dataSetSignature } from '../src/features/data-set/handlers.ts';
import type { BodyOf, CallOptions, OperationId, QueryOf } from './harness.ts';

/** Order numbers of the demo data (apps/server/src/seed/commerce.ts numbers its orders in turn). */
/**
 * Articles of the demo data (features/article/seed.ts, ids in its order): 1 the research institute's
 * published weekly (column 1, pinned), 4 a published one with a revision waiting, 10 its draft,
 * 11 its pending one, 12 陈评审's rejected one, 13 its approved, unpublished one.
 */
export const DEMO_ARTICLE = { published: 1, withRevision: 4, draft: 10, pending: 11, rejected: 12, unpublished: 13 } as const;

/** The demo special topics (features/special/seed.ts): the creator's two published and one kept back; the admin's one. */
export const DEMO_SPECIAL = { published: 1, design: 2, unpublished: 3, admins: 4 } as const;

/** The demo column applications (features/column/seed.ts): 陈评审's approved, 周一鸣's rejected, 林晓's and Oliver's waiting. */
export const DEMO_APPLICATION = { approved: 1, zhouRejected: 2, linWaiting: 3, oliverWaiting: 4 } as const;

/** The demo reports (features/document/seed.ts): the institute's (creator) 1, 2, 4 and its draft 6; the organisers' (admin) 3 and 5. */
/** The demo live streams (features/media/seed.ts), by status at the seed's moment; lin and oliver wait for `hydrogen`. */
export const DEMO_BROADCAST = { weekly: 1, hydrogen: 2, exhibitors: 3, opening: 4, design: 5, recycling: 6, hidden: 7 } as const;
/** The demo videos and series (features/media/seed.ts): video 5 and series 2 are hidden; lin has finished two entries of series 1. */
export const DEMO_VIDEO = { making: 1, studio: 2, prices: 3, opening: 4, hidden: 5 } as const;
export const DEMO_SERIES = { intro: 1, hidden: 2 } as const;
/**
 * The demo shared files (features/netdisk/seed.ts), all the institute's (creator): folder 4 and file 6
 * are in the bin, file 7 is inside folder 4; share 1 (the hall plan, password spw2026) and 2 work,
 * 3 has expired and 4 is revoked.
 */
export const DEMO_NETDISK = {
  folder: { fair: 1, manuals: 2, logos: 3, binned: 4 },
  file: { schedule: 1, readme: 2, plan: 3, notes: 4, manual: 5, binned: 6, inBinnedFolder: 7 },
  share: { plan: 1, schedule: 2, expired: 3, revoked: 4 },
  token: { plan: 'demo-hall-plan-2026-share', schedule: 'demo-schedule-2026-share', expired: 'demo-schedule-old-share' },
} as const;
/** The demo's applications to be verified (features/certification/seed.ts). */
export const DEMO_CERTIFICATION = { satoRejected: 1, oliverApproved: 2, zhouWaiting: 3 } as const;
/** The demo statistical tables (features/quotes/statistics-seed.ts), all the institute's (creator): 1 and 2 on the explorer home, 4 secret. */
export const DEMO_STATISTIC = { balance: 1, jewellery: 2, volume: 3, secret: 4 } as const;
/** A whole table as a creator sends it. */
export const STATISTIC_BODY: BodyOf<'statisticAdd'> = {
  title: '铂金回收量',
  en_title: 'Platinum recycled',
  value_unit: '吨',
  period: 'year',
  chart: 'line',
  visibility: 'public',
  series: [{ name: '回收量', en_name: 'Recycled' }],
  periods: [
    { period: '2025', values: [31.5] },
    { period: '2024', values: [29.8] },
  ],
};
/** The demo data items (features/quotes/data-items-seed.ts), all the institute's (creator). */
export const DEMO_DATA_ITEM = { premium: 1, fabrication: 2, recycled: 3 } as const;
/** An indicator as a creator sends it. */
export const DATA_ITEM_BODY: BodyOf<'dataItemAdd'> = {
  name: '铂金回收量',
  en_name: 'Platinum recycled',
  value_unit: '吨',
  frequency: 'year',
  values: [
    { period: '2025', value: 31.5 },
    { period: '2024', value: -29.8 },
  ],
};
/** The demo data sets (features/data-set/seed.ts): prices public (files 1-3, 3 current), survey for members (4, 5), a draft. */
export const DEMO_DATA_SET = {
  prices: 1,
  survey: 2,
  draft: 3,
  file: { prices2024: 1, prices2025old: 2, prices2025: 3, survey: 4, method: 5 },
} as const;
export const DATA_SET_BODY: BodyOf<'dataSetAdd'> = {
  title: '铂金回收来源',
  en_title: 'Sources of recycled platinum',
  licence: 'cc-by-4.0',
  access: 'public',
  columns: [{ name: 'year', en_name: 'year', type: 'date' }],
};
export const DEMO_DOCUMENT = { quarterly: 1, consumers: 2, recycling: 3, hydrogen: 4, sge: 5, draft: 6 } as const;

/** The demo square (features/forum/seed.ts), ids in its order. */
export const DEMO_FORUM = {
  thread: { hall: 1, chain: 2, price: 3, sketches: 4, trends: 5 },
  reply: { zhouOnHall: 1, linOnHall: 2, satoOnHall: 3, shopOnChain: 4, creatorOnPrice: 5, advert: 6, linOnTrends: 7 },
} as const;
/** The demo market (features/market/seed.ts), ids in its order. */
export const DEMO_POSTS = {
  shopRings: 1,
  oliverChain: 2,
  creatorSponge: 3,
  zhouWelder: 4,
  satoDesigns: 5,
  linDiamonds: 6,
  shopScrapClosed: 7,
  linRhodiumExpired: 8,
} as const;
export const DEMO_ORDER = { zhouTransfer: 'SPWDEMO00003', zhouUnpaid: 'SPWDEMO00004', satoPaid: 'SPWDEMO00006' };

/**
 * One good call of every operation of the contract, and who makes it: the contract walk
 * (contract.test.ts) and the access table's test (access.test.ts) start from these.
 * A new operation without an entry here fails both, and the typecheck (GOOD satisfies every operation).
 */
export type Who = 'anon' | 'lin' | 'creator' | 'admin' | 'zhou' | 'sato';
export interface Good {
  who: Who;
  query?: CallOptions['query'];
  body?: Record<string, unknown>;
  /** Checked only for the code (the call needs state this table cannot give, e.g. a mailed code). */
  code?: number;
}

/** A good call typed by its operation: the contract's body and query, so a stale entry fails the typecheck. */
type GoodOf<Id extends OperationId> = Omit<Good, 'query' | 'body'> & {
  query?: [QueryOf<Id>] extends [never] ? never : QueryOf<Id>;
  body?: [BodyOf<Id>] extends [never] ? never : BodyOf<Id>;
};

export const GOOD: Record<string, Good> = {
  userLogin: { who: 'anon', body: { type: 'password', username: 'lin', password: 'member12345' } },
  userReg: { who: 'anon', body: { username: 'newbie_1', password: 'abcd1234', nickname: '新会员', agree: true } },
  userSendCode: { who: 'anon', body: { channel: 'email', scene: 'reg', email: 'newbie@spw.example' } },
  userForgotPassword: {
    who: 'anon',
    body: { channel: 'email', email: 'lin@spw.example', code: '123456', password: 'newpass123' },
    code: 60205,
  },
  userInfo: { who: 'lin' },
  userLogout: { who: 'sato' },
  userSetPwd: { who: 'zhou', body: { old_password: 'member12345', password: 'member12345' } },
  userChangeAvatar: { who: 'lin', body: { avatar: '/demo/avatars/lin.svg' } },
  userChangeBg: { who: 'lin', body: { bg_url: 'preset:2' } },
  userGet: { who: 'anon', query: { uid: 5 } },
  userEdit: { who: 'lin', body: { nickname: '林晓', city: '深圳' } },
  userstatGet: { who: 'anon', query: { uid: 2 } },
  friendLists: { who: 'anon', query: { uid: 2, t: 'fans' } },
  friendGet: { who: 'lin', query: { follow_uid: 2 } },
  friendFollow: { who: 'lin', body: { follow_uid: 8, type: 'uid' } },
  friendUnfollow: { who: 'lin', body: { follow_uid: 8, type: 'uid' } },
  columnUserLists: { who: 'anon', query: { column_id: 1 } },
  columnUserGet: { who: 'lin', query: { column_id: 1 } },
  columnUserSubscribe: { who: 'lin', body: { column_id: 4 } },
  columnUserUnsubscribe: { who: 'lin', body: { column_id: 4 } },
  messageLists: { who: 'lin' },
  messageAdd: { who: 'lin', body: { receive_uid: 6, content: '你好，周三见。' } },
  articleMarkedLists: { who: 'lin', query: { kind: 'favorite' } },
  columnUserMine: { who: 'lin' },
  userMy: { who: 'lin' },
  activityCurrent: { who: 'lin', query: { events_id: 14 } },
  activityAnswer: { who: 'sato', body: { question_id: 1, content: '铂金让我想起京都工坊里的第一枚戒指。' } },
  activityAnswerGet: { who: 'lin', query: { id: 1 } },
  // The square (features/forum/seed.ts): threads 1 lin's, 2 Oliver's, 3 zhou's (replies 5, 6: 6 the
  // reported advert), 4 Sato's, 5 陈评审's; replies 1 zhou's and 3 Sato's on thread 1, 4 the shop's on 2.
  forumLists: { who: 'lin', query: { sort: 'hot' } },
  forumGet: { who: 'lin', query: { id: DEMO_FORUM.thread.hall } },
  forumAdd: {
    who: 'lin',
    body: { title: '展馆的寄存处在哪里？', content: '带了行李箱，想问问 A 馆有没有寄存。', images: ['/demo/photos/forum-bag.svg'] },
  },
  forumDel: { who: 'zhou', body: { id: DEMO_FORUM.thread.price } },
  forumReplyLists: { who: 'lin', query: { thread_id: DEMO_FORUM.thread.hall } },
  forumReplyAdd: { who: 'zhou', body: { thread_id: DEMO_FORUM.thread.hall, content: '明天我也去，南门见。' } },
  forumReplyDel: { who: 'lin', body: { id: DEMO_FORUM.reply.linOnHall } },
  forumLike: { who: 'lin', body: { kind: 'thread', id: DEMO_FORUM.thread.chain, like: true } },
  forumReport: { who: 'zhou', body: { kind: 'reply', id: DEMO_FORUM.reply.shopOnChain, reason: 'other', detail: '像是广告' } },
  forumReportLists: { who: 'admin', query: { status: 'open' } },
  forumModerate: { who: 'admin', body: { kind: 'reply', id: DEMO_FORUM.reply.shopOnChain, action: 'hide', reason: '站外交易广告' } },
  // The shop's account (no token of this table's): suspending it signs no caller here out.
  forumSuspend: { who: 'admin', body: { uid: 4, days: 7, reason: '多次发布站外交易广告' } },
  // The market (features/market/seed.ts): lin owns 6 (open, reported) and 8 (expired); 7 the shop's is closed.
  postsLists: { who: 'anon', query: { type: 'sell', region: 'south' } },
  postsMine: { who: 'lin', query: { status: 'all' } },
  postsGet: { who: 'lin', query: { id: DEMO_POSTS.shopRings } },
  postsAdd: {
    who: 'lin',
    body: {
      type: 'buy',
      title: '求购 Pt950 链条 1 公斤',
      content: '求购 Pt950 链条约 1 公斤，0.8 mm 以上。',
      images: ['/demo/photos/post-new.svg'],
      category: 'jewellery',
      region: 'north',
      contact: '林先生 139 0000 5555',
    },
  },
  postsEdit: {
    who: 'lin',
    body: {
      id: DEMO_POSTS.linDiamonds,
      type: 'buy',
      title: '求购天然钻石配石 0.1–0.5 克拉',
      content: '长期求购天然钻石配石，需附证书。',
      images: ['/demo/photos/post-diamonds.svg'],
      category: 'gem',
      region: 'north',
      contact: '林先生 139 0000 5555',
    },
  },
  postsClose: { who: 'lin', body: { id: DEMO_POSTS.linDiamonds } },
  postsRenew: { who: 'lin', body: { id: DEMO_POSTS.linRhodiumExpired } },
  postsDel: { who: 'zhou', body: { id: DEMO_POSTS.zhouWelder } },
  postsContact: { who: 'zhou', body: { id: DEMO_POSTS.shopRings } },
  // The creator's cards (features/market/seed.ts): 1 the research lead's, 2 the trading desk's.
  businessCardLists: { who: 'creator' },
  businessCardAdd: {
    who: 'creator',
    body: {
      name: '王芳',
      en_name: 'Wang Fang',
      company: '铂族金属研究院',
      position: '研究员',
      phone: '+86 21 6000 0002',
      email: 'wang@example.com',
    },
  },
  businessCardEdit: {
    who: 'creator',
    body: { id: 1, name: '李明轩', company: '铂族金属研究院', position: '首席分析师', phone: '+86 21 6000 0000', email: 'li@example.com' },
  },
  businessCardDel: { who: 'creator', body: { id: 2 } },
  businessCardVcard: { who: 'anon', query: { token: 'demo-card-institute-lead-2026' } },
  // Yellow pages (features/market/seed.ts): companies 1 the creator's institute (approved), 2 the
  // shop's (approved), 3 zhou's (pending); products 1-5 the institute's (5 unpublished), 6-7 the shop's.
  companyMine: { who: 'creator' },
  companySave: {
    who: 'creator',
    body: {
      name: '铂族金属研究院',
      en_name: 'Platinum Group Metals Institute',
      logo: '/demo/avatars/pgm-institute.svg',
      licence_no: '91310115MA1K3XYZ8Q',
      intro: '铂、钯、铑的精炼、回收与市场研究。',
      en_intro: 'Refining, recycling and market research of platinum, palladium and rhodium.',
      categories: ['metal', 'service'],
      address: '上海市浦东新区世纪大道 100 号',
      en_address: '100 Century Avenue, Pudong, Shanghai',
      contact_name: '李明轩',
      phone: '+86 21 6000 0000',
      email: 'trade@pgm-institute.example',
      website: 'https://pgm-institute.example',
      pictures: ['/demo/photos/company-lab.svg'],
    },
  },
  companySubmit: { who: 'creator', body: {} },
  companyGet: { who: 'anon', query: { id: 2 } },
  companyReviews: { who: 'admin' },
  companyReview: { who: 'admin', body: { id: 1, action: 'approve' } },
  productMine: { who: 'creator' },
  productLists: { who: 'anon', query: { company_id: 1 } },
  productGet: { who: 'anon', query: { id: 1 } },
  productAdd: {
    who: 'creator',
    body: {
      name: '铂铑合金丝',
      en_name: 'Platinum-rhodium wire',
      pictures: ['/demo/photos/product-wire.svg'],
      category: 'metal',
      specs: [{ label: '直径', en_label: 'Diameter', value: '0.5 mm' }],
      price: 310.5,
      unit: '克',
      is_published: true,
    },
  },
  productEdit: {
    who: 'creator',
    body: {
      id: 1,
      name: '海绵铂 99.95%',
      pictures: ['/demo/photos/product-sponge.svg'],
      category: 'metal',
      price: null,
      is_published: true,
    },
  },
  productDel: { who: 'creator', body: { id: 5 } },
  guestbookChallenge: { who: 'anon' },
  // A message needs a solved puzzle, each good once (guestbook.test.ts solves them): this one's proof is refused.
  guestbookAdd: {
    who: 'anon',
    body: { events_id: 13, name: '王女士', contact: '13800000000', content: '请问展商报到时间？', proof: 'e30=' },
    code: 40001,
  },
  guestbookLists: { who: 'admin', query: { box: 'all' } },
  guestbookRead: { who: 'admin', body: { ids: [1], read: true } },
  notificationLists: { who: 'lin' },
  notificationRead: { who: 'lin', body: { all: true } },
  columnLists: { who: 'anon' },
  columnGet: { who: 'anon', query: { id: 1 } },
  columnApplyMine: { who: 'lin' },
  columnApplyAdd: {
    who: 'zhou',
    body: { column_name: '东京铂金通讯', content: '日本铂金首饰市场与设计动态。', samples: 'https://example.com/sato' },
  },
  columnApplyWithdraw: { who: 'lin', body: { id: DEMO_APPLICATION.linWaiting } },
  columnApplyLists: { who: 'admin', query: { status: 0 } },
  columnApplyDecide: { who: 'admin', body: { id: DEMO_APPLICATION.oliverWaiting, pass: false, reason: '请补充中文示例文章' } },
  competitionLists: { who: 'anon' },
  competitionGet: { who: 'anon', query: { id: 4 } },
  bannerLists: { who: 'anon', query: { rows: 5, position: 'index', platform: 'web', type: 'banner' } },
  webinfoGet: { who: 'anon' },
  eventsLists: { who: 'anon' },
  eventsGet: { who: 'anon', query: { id: 9 } },
  eventsGuestLists: { who: 'anon', query: { events_id: 9 } },
  eventsGuestGet: { who: 'anon', query: { id: 1 } },
  eventsSponsorLists: { who: 'anon', query: { events_id: 13 } },
  eventsSponsorGet: { who: 'anon', query: { id: 1 } },
  eventsAgendaLists: { who: 'anon', query: { events_id: 13 } },
  eventsAgendaIcal: { who: 'anon', query: { events_id: 13, day: '2024-11-18' } },
  eventsPhotoLists: { who: 'anon', query: { events_id: 13, rows: 12 } },
  eventsReportLists: { who: 'anon', query: { events_id: 13 } },
  eventsReportGet: { who: 'anon', query: { id: 1 } },
  eventsCommentLists: { who: 'anon', query: { events_id: 13 } },
  eventsCommentAdd: { who: 'lin', body: { events_id: 13, content: '期待下一届！' } },
  // The demo data's first comment (id 1) is lin's.
  eventsCommentDel: { who: 'lin', body: { id: 1 } },
  quoteCodeLists: { who: 'anon', query: { rows: 8, page: 1, is_recommend: 1 } },
  quoteCodeGet: { who: 'anon', query: { id: 1 } },
  quoteDataLists: { who: 'anon', query: { quote_code_id: 1, rows: 8, page: 1 } },
  quoteDataGet: { who: 'anon', query: { id: 1 } },
  quoteDataAdd: { who: 'creator', body: { quote_code_id: 1, price: 123.45, date: '2020-01-01' } },
  quoteDataEdit: { who: 'creator', body: { id: 1, price: 300 } },
  quoteDataDel: { who: 'creator', body: { id: 2 } },
  quoteDataSeries: { who: 'anon', query: { quote_code_id: 1, range: '1y' } },
  quoteDataChanges: { who: 'creator', query: { quote_code_id: 1, rows: 10, page: 1 } },
  // Both need a multipart file (quotes.test.ts sends CSV and XLSX ones).
  quoteDataImportPreview: { who: 'creator', code: 40015 },
  quoteDataImport: { who: 'creator', code: 40015 },
  statisticMyLists: { who: 'creator', query: { visibility: 'public', rows: 10, page: 1 } },
  statisticMyGet: { who: 'creator', query: { id: DEMO_STATISTIC.secret } },
  statisticGet: { who: 'anon', query: { id: DEMO_STATISTIC.balance } },
  statisticHome: { who: 'anon' },
  statisticAdd: { who: 'creator', body: STATISTIC_BODY },
  statisticEdit: { who: 'creator', body: { ...STATISTIC_BODY, id: DEMO_STATISTIC.jewellery } },
  statisticDelete: { who: 'creator', body: { id: DEMO_STATISTIC.volume } },
  offerLists: { who: 'anon' },
  offerNew: { who: 'anon' },
  offerExport: { who: 'lin' },
  // once=1: the stream answers `ready` and closes (an open stream would never end an inject).
  liveStream: { who: 'lin', query: { once: 1 } },
  uploadFile2server: { who: 'lin', code: 40015 },
  // The demo data gives lin titles 1 (personal, default) and 2 (company), addresses 1 (default) and 2.
  userInvoiceTitleLists: { who: 'lin' },
  userInvoiceTitleAdd: {
    who: 'lin',
    body: {
      title_type: 'company',
      title_name: '深圳市水贝珠宝贸易有限公司',
      tax_number: '91440300MA5FT3KD2P',
      reg_address: '深圳市罗湖区水贝二路 8 号',
      reg_phone: '0755-2555 0000',
      bank_name: '招商银行深圳分行',
      bank_account: '7559 0000 1234 567',
      is_default: 0,
    },
  },
  userInvoiceTitleEdit: { who: 'lin', body: { id: 1, title_type: 'personal', title_name: '林晓（个人）', is_default: 1 } },
  userInvoiceTitleDel: { who: 'lin', body: { id: 1 } },
  userInvoiceTitleSetDefault: { who: 'lin', body: { id: 2 } },
  userAddressLists: { who: 'lin' },
  userAddressAdd: {
    who: 'lin',
    body: {
      realname: '林晓',
      country_code: '86',
      tel: '13800000004',
      street: '上海市浦东新区世纪大道 100 号',
      zip: '200120',
      is_default: 0,
    },
  },
  userAddressEdit: {
    who: 'lin',
    body: { id: 1, realname: '林晓', tel: '13800000004', street: '深圳市罗湖区翠竹路 1001 号 12 楼', zip: '518020' },
  },
  userAddressDel: { who: 'lin', body: { id: 1 } },
  userAddressSetDefault: { who: 'lin', body: { id: 2 } },
  couponCheck: { who: 'anon', query: { events_id: 14, coupon_code: 'PLATINUM20' } },
  eventsRegAdd: {
    who: 'lin',
    body: {
      events_id: 14,
      coupon_code: 'PLATINUM20',
      delegates: [
        { name: '林晓', email: 'lin@spw.example', mobile: '13800000004', company: '水贝珠宝', attendance: 'delegate', banquet: 1 },
      ],
    },
  },
  eventsRegLists: { who: 'lin', query: { events_id: 14 } },
  ticketTypeLists: { who: 'anon', query: { events_id: 14 } },
  ticketTypeGet: { who: 'anon', query: { id: 2 } },
  // lin registered just above (eventsRegAdd), with the coupon.
  orderAdd: { who: 'lin', body: { ticket_id: 2, quantity: 1, invoice_title_id: 2, address_id: 2 } },
  // Declined: the order stays pending for the cancel below.
  orderPay: { who: 'zhou', body: { order_no: DEMO_ORDER.zhouUnpaid, provider: 'sandbox', sandbox_outcome: 'fail' } },
  orderCancel: { who: 'zhou', body: { order_no: DEMO_ORDER.zhouUnpaid } },
  orderLists: { who: 'zhou', query: { status: 'pending' } },
  orderGet: { who: 'zhou', query: { order_no: DEMO_ORDER.zhouTransfer } },
  orderAdminLists: { who: 'admin', query: { status: 'pending', provider: 'offline' } },
  orderConfirm: { who: 'admin', body: { order_no: DEMO_ORDER.zhouTransfer } },
  orderRefund: { who: 'admin', body: { order_no: DEMO_ORDER.satoPaid } },
  eventsUserTickets: { who: 'lin' },
  eventsUserShare: { who: 'anon', query: { uid: 6, events_id: 14 } },
  checkinAdd: { who: 'admin', body: { ticket_code: 'DEMO14000001' } },
  checkinStats: { who: 'admin', query: { events_id: 14 } },
  drawLists: { who: 'admin', query: { events_id: 13 } },
  drawAdd: { who: 'admin', body: { events_id: 13, prize: '纪念奖', winners: 1 } },
  pageGet: { who: 'anon', query: { name: 'agreement' } },
  pageSave: { who: 'admin', body: { name: 'agreement', title: '用户协议', content: '<p>欢迎</p>' } },
  articleLists: { who: 'anon', query: { lang: 'zh', order: 'latest' } },
  articleGet: { who: 'anon', query: { id: DEMO_ARTICLE.published } },
  articlePreview: { who: 'creator', query: { id: DEMO_ARTICLE.draft } },
  articleMyLists: { who: 'creator', query: { filter: 'pending' } },
  articleMyGet: { who: 'creator', query: { id: DEMO_ARTICLE.draft } },
  articleMyStats: { who: 'creator' },
  articleAdd: { who: 'creator', body: { title: '铂金回收调研', content: '<p>正文</p>', lang: 'zh', column_id: 1 } },
  articleEdit: {
    who: 'creator',
    body: { id: DEMO_ARTICLE.draft, title: '铂金回收调研', content: '<p>正文</p>', lang: 'zh', submit: true },
  },
  articlePublish: { who: 'creator', body: { id: DEMO_ARTICLE.unpublished, status: 1 } },
  articleReviewLists: { who: 'admin' },
  articleCensor: { who: 'admin', body: { id: DEMO_ARTICLE.pending, pass: false, reason: '请补充数据来源' } },
  articleLike: { who: 'lin', body: { id: DEMO_ARTICLE.published } },
  articleUnlike: { who: 'lin', body: { id: DEMO_ARTICLE.published } },
  articleFavorite: { who: 'lin', body: { id: DEMO_ARTICLE.published } },
  articleUnfavorite: { who: 'lin', body: { id: DEMO_ARTICLE.published } },
  articleSetTop: { who: 'admin', body: { id: DEMO_ARTICLE.published, is_top: 0 } },
  documentLists: { who: 'anon', query: { tag: 'market' } },
  documentGet: { who: 'anon', query: { id: DEMO_DOCUMENT.quarterly } },
  documentDownload: { who: 'lin', body: { id: DEMO_DOCUMENT.consumers } },
  // A link /document/download would give lin (signed with the tests' secret, the default).
  documentFile: {
    who: 'anon',
    query: {
      id: DEMO_DOCUMENT.quarterly,
      uid: 5,
      exp: 9999999999,
      sig: signature(DEFAULT_API_TOKEN_SECRET, DEMO_DOCUMENT.quarterly, 5, 9999999999),
    },
  },
  documentUpload: { who: 'creator', code: 40015 },
  documentMyLists: { who: 'creator', query: { status: 1 } },
  documentMyGet: { who: 'creator', query: { id: DEMO_DOCUMENT.draft } },
  // A new report needs a PDF uploaded first (document.test.ts does both).
  documentAdd: {
    who: 'creator',
    body: { file: '/private/2026/11/none.pdf', title: '铂金周报', source: '铂族金属研究院', date: '2026-11-20' },
    code: 40001,
  },
  documentEdit: {
    who: 'creator',
    body: {
      id: DEMO_DOCUMENT.draft,
      file: 'demo:investment-bars-draft',
      title: '铂金条与铂金币',
      source: '铂族金属研究院',
      date: '2026-11-12',
    },
  },
  documentPublish: { who: 'creator', body: { id: DEMO_DOCUMENT.draft, status: 1 } },
  documentDelete: { who: 'creator', body: { id: DEMO_DOCUMENT.draft } },
  specialLists: { who: 'anon', query: { keyword: '铂金' } },
  specialGet: { who: 'lin', query: { id: DEMO_SPECIAL.published } },
  specialMyLists: { who: 'creator', query: { status: 1 } },
  specialMyGet: { who: 'creator', query: { id: DEMO_SPECIAL.unpublished } },
  specialAdd: { who: 'creator', body: { title: '铂金回收专题', article_ids: [DEMO_ARTICLE.published] } },
  specialEdit: {
    who: 'creator',
    body: { id: DEMO_SPECIAL.design, title: '铂金首饰设计', en_title: 'Platinum jewellery design', article_ids: [3, 8], status: 1 },
  },
  specialPublish: { who: 'creator', body: { id: DEMO_SPECIAL.unpublished, status: 1 } },
  specialDelete: { who: 'creator', body: { id: DEMO_SPECIAL.unpublished } },
  broadcastLists: { who: 'anon', query: { status: 2 } },
  broadcastGet: { who: 'anon', query: { id: DEMO_BROADCAST.opening } },
  broadcastReminders: { who: 'lin' },
  broadcastRemind: { who: 'zhou', body: { id: DEMO_BROADCAST.exhibitors, on: 1 } },
  broadcastAdminLists: { who: 'admin', query: { status: 0 } },
  broadcastAdminGet: { who: 'admin', query: { id: DEMO_BROADCAST.hidden } },
  broadcastAdd: {
    who: 'admin',
    body: {
      title: '铂金周直播预告',
      start_time: '2027-03-01T02:00:00.000Z',
      end_time: '2027-03-01T03:00:00.000Z',
      source_type: 'hls',
      source_url: '/demo/media/demo.m3u8',
    },
  },
  broadcastEdit: {
    who: 'admin',
    body: {
      id: DEMO_BROADCAST.hidden,
      title: '投资金条与金币专场',
      start_time: '2027-03-02T02:00:00.000Z',
      end_time: '2027-03-02T03:00:00.000Z',
      source_type: 'mp4',
      source_url: '/demo/media/demo.mp4',
    },
  },
  broadcastPublish: { who: 'admin', body: { id: DEMO_BROADCAST.hidden, is_public: 1 } },
  broadcastDelete: { who: 'admin', body: { id: DEMO_BROADCAST.hidden } },
  videoLists: { who: 'anon', query: { keyword: '铂金' } },
  videoGet: { who: 'anon', query: { id: DEMO_VIDEO.making } },
  seriesGet: { who: 'anon', query: { id: DEMO_SERIES.intro } },
  seriesProgress: { who: 'lin', query: { id: DEMO_SERIES.intro } },
  seriesMark: { who: 'zhou', body: { series_id: DEMO_SERIES.intro, kind: 'article', id: 3, done: 1 } },
  videoAdminLists: { who: 'admin', query: { keyword: '剪辑' } },
  videoAdminGet: { who: 'admin', query: { id: DEMO_VIDEO.hidden } },
  videoAdd: { who: 'admin', body: { title: '铂金周花絮', source_type: 'mp4', source_url: '/demo/media/demo.mp4', duration: 6 } },
  videoEdit: {
    who: 'admin',
    body: { id: DEMO_VIDEO.hidden, title: '回收工厂纪录片', source_type: 'hls', source_url: '/demo/media/demo.m3u8' },
  },
  videoPublish: { who: 'admin', body: { id: DEMO_VIDEO.hidden, is_public: 1 } },
  videoDelete: { who: 'admin', body: { id: DEMO_VIDEO.hidden } },
  seriesAdminLists: { who: 'admin' },
  seriesAdminGet: { who: 'admin', query: { id: DEMO_SERIES.hidden } },
  seriesAdd: { who: 'admin', body: { title: '铂金设计系列', entries: [{ kind: 'video', id: DEMO_VIDEO.studio }] } },
  seriesEdit: {
    who: 'admin',
    body: {
      id: DEMO_SERIES.hidden,
      title: '铂金与投资',
      entries: [
        { kind: 'article', id: 2 },
        { kind: 'video', id: DEMO_VIDEO.prices },
      ],
    },
  },
  seriesPublish: { who: 'admin', body: { id: DEMO_SERIES.hidden, is_public: 1 } },
  seriesDelete: { who: 'admin', body: { id: DEMO_SERIES.hidden } },
  homeFeed: { who: 'anon', query: { kind: 'live', rows: 5 } },
  netdiskLists: { who: 'creator', query: { folder_id: DEMO_NETDISK.folder.fair } },
  netdiskFolders: { who: 'creator' },
  netdiskFolderAdd: { who: 'creator', body: { parent_id: DEMO_NETDISK.folder.fair, name: '现场照片' } },
  netdiskRename: { who: 'creator', body: { kind: 'file', id: DEMO_NETDISK.file.notes, name: 'hall-notes.txt' } },
  netdiskMove: {
    who: 'creator',
    body: { items: [{ kind: 'file', id: DEMO_NETDISK.file.readme }], folder_id: DEMO_NETDISK.folder.logos },
  },
  netdiskDelete: { who: 'creator', body: { items: [{ kind: 'folder', id: DEMO_NETDISK.folder.logos }] } },
  netdiskBin: { who: 'creator' },
  netdiskRestore: { who: 'creator', body: { items: [{ kind: 'file', id: DEMO_NETDISK.file.binned }] } },
  netdiskPurge: { who: 'creator', body: { items: [{ kind: 'folder', id: DEMO_NETDISK.folder.binned }], all: false } },
  netdiskUploadStart: { who: 'creator', body: { folder_id: 0, name: '会议纪要.txt', size: 1200 } },
  // A part needs an upload started first (netdisk.test.ts does both).
  netdiskUploadChunk: { who: 'creator', code: 40015 },
  netdiskUploadCancel: { who: 'creator', body: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  netdiskDownload: { who: 'creator', body: { id: DEMO_NETDISK.file.schedule } },
  // A link /netdisk/download would give the creator (signed with the tests' secret, the default).
  netdiskFile: {
    who: 'anon',
    query: {
      id: DEMO_NETDISK.file.schedule,
      share: 0,
      exp: 9999999999,
      sig: fileSignature(DEFAULT_API_TOKEN_SECRET, DEMO_NETDISK.file.schedule, 0, 9999999999),
    },
  },
  netdiskShareLists: { who: 'creator', query: { file_id: DEMO_NETDISK.file.plan } },
  netdiskShareAdd: {
    who: 'creator',
    body: { file_id: DEMO_NETDISK.file.manual, expires_days: 7, password: 'abcd', max_downloads: 5 },
  },
  netdiskShareRevoke: { who: 'creator', body: { id: DEMO_NETDISK.share.schedule } },
  netdiskShareGet: { who: 'anon', query: { token: DEMO_NETDISK.token.plan } },
  netdiskShareOpen: { who: 'anon', body: { token: DEMO_NETDISK.token.plan, password: 'spw2026' } },
  messageConversations: { who: 'lin' },
  messageRead: { who: 'lin', body: { with_uid: 6 } },
  messageBlock: { who: 'lin', body: { uid: 8, block: false } },
  messageSetting: { who: 'lin', body: { strangers: true } },
  certificationMine: { who: 'lin' },
  // A document needs a multipart upload (certification.test.ts sends one).
  certificationUpload: { who: 'lin', code: 40015 },
  // An application needs documents the member uploaded first (certification.test.ts does both).
  certificationApply: {
    who: 'lin',
    body: {
      type: 1,
      name: '林晓',
      organisation: '水贝珠宝',
      title: '采购经理',
      reason: '水贝珠宝 采购经理',
      documents: ['/private/2026/11/000000000000000000000000.jpg'],
    },
    code: 40001,
  },
  certificationLists: { who: 'admin', query: { status: 0 } },
  certificationDecide: { who: 'admin', body: { id: DEMO_CERTIFICATION.zhouWaiting, pass: false, reason: '请补充营业执照的清晰照片' } },
  // A link /certification/mine would give (signed with the tests' secret, the default).
  certificationFile: {
    who: 'anon',
    query: {
      key: 'demo:card-sato.png',
      exp: 9999999999,
      sig: documentSignature(DEFAULT_API_TOKEN_SECRET, 'demo:card-sato.png', 9999999999),
    },
  },
  dataItemMyLists: { who: 'creator', query: { frequency: 'day' } },
  dataItemMyGet: { who: 'creator', query: { id: DEMO_DATA_ITEM.premium } },
  dataItemAdd: { who: 'creator', body: DATA_ITEM_BODY },
  dataItemEdit: { who: 'creator', body: { ...DATA_ITEM_BODY, id: DEMO_DATA_ITEM.fabrication } },
  dataItemDelete: { who: 'creator', body: { id: DEMO_DATA_ITEM.recycled } },
  // An import needs a multipart file (data-items.test.ts sends them).
  dataItemImportPreview: { who: 'creator', query: { id: DEMO_DATA_ITEM.premium }, code: 40015 },
  dataItemImport: { who: 'creator', query: { id: DEMO_DATA_ITEM.premium }, code: 40015 },
  dataSetLists: { who: 'anon' },
  dataSetGet: { who: 'anon', query: { id: DEMO_DATA_SET.prices } },
  dataSetDownload: { who: 'anon', body: { id: DEMO_DATA_SET.file.prices2025 } },
  // A link /dataSet/download would give a visitor (signed with the tests' secret, the default).
  dataSetFile: {
    who: 'anon',
    query: {
      id: DEMO_DATA_SET.file.prices2024,
      uid: 0,
      exp: 9999999999,
      sig: dataSetSignature(DEFAULT_API_TOKEN_SECRET, DEMO_DATA_SET.file.prices2024, 0, 9999999999),
    },
  },
  dataSetMyLists: { who: 'creator', query: { published: true } },
  dataSetMyGet: { who: 'creator', query: { id: DEMO_DATA_SET.draft } },
  dataSetAdd: { who: 'creator', body: DATA_SET_BODY },
  dataSetEdit: { who: 'creator', body: { ...DATA_SET_BODY, id: DEMO_DATA_SET.survey, published: true } },
  dataSetDelete: { who: 'creator', body: { id: DEMO_DATA_SET.draft } },
  // An upload needs a multipart file (data-set.test.ts sends them).
  dataSetUpload: { who: 'creator', query: { id: DEMO_DATA_SET.prices, mode: 'append' }, code: 40015 },
} satisfies { [Id in OperationId]: GoodOf<Id> };
