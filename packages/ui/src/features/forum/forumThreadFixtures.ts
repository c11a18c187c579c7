import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for a forum thread's page (/forum/detail) and the admins' reports (/creator/forum/reports), typed by the contract. */
type UserBrief = components['schemas']['UserBrief'];
type ForumThread = components['schemas']['ForumThread'];
type ForumReply = components['schemas']['ForumReply'];
type ForumReportEntry = components['schemas']['ForumReportEntry'];

const face = (label: string, hue: number) => picture(label, 96, 96, hue);

const user = (id: number, fields: Partial<UserBrief> & Pick<UserBrief, 'nickname'>): UserBrief => ({
  id,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: '',
  ...fields,
});

/** A jewellery designer (expert badge): writes the design thread. */
export const FU_DESIGNER = user(4101, {
  nickname: '苏婉清',
  avatar: face('苏', 20),
  is_verified: 1,
  verified_type: 1,
  description: '独立珠宝设计师，专注铂金婚戒。',
  company: '婉清珠宝工作室',
  position: '主理人',
});

/** The organisers' account (organisation badge). */
export const FU_ORGANISER = user(4102, {
  nickname: '上海铂金周组委会',
  avatar: face('SPW', 40),
  is_verified: 1,
  verified_type: 2,
  description: '上海铂金周官方账号',
});

/** The signed-in viewer in the stories: wrote one reply. */
export const FU_VIEWER = user(4103, { nickname: '陈一鸣', company: '深圳水贝铂金首饰厂', position: '生产经理' });

/** A retailer with no picture. */
export const FU_RETAILER = user(4104, { nickname: '周静' });

/** An English-speaking analyst. */
export const FU_ANALYST = user(4105, {
  nickname: 'Oliver Bennett',
  avatar: face('OB', 210),
  company: 'Johnson Matthey',
  position: 'Market analyst',
});

/** Posts advertisements: reported, then suspended. */
export const FU_SPAMMER = user(4106, { nickname: '铂金回收高价上门' });

/** A member with a very long name. */
export const FU_LONG = user(4107, { nickname: LONG_NAME, is_verified: 1, verified_type: 1 });

/** A reporter with no picture. */
export const FU_REPORTER = user(4108, { nickname: '李明轩' });

const thread = (id: number, fields: Partial<ForumThread> & Pick<ForumThread, 'title' | 'content' | 'user'>): ForumThread => ({
  id,
  images: [],
  like_amount: 0,
  reply_amount: 0,
  is_like: false,
  is_mine: false,
  is_hidden: false,
  hidden_reason: '',
  created_at: '2026-11-20T02:00:00.000Z',
  last_reply_at: null,
  ...fields,
});

const reply = (id: number, threadId: number, fields: Partial<ForumReply> & Pick<ForumReply, 'content' | 'user'>): ForumReply => ({
  id,
  thread_id: threadId,
  like_amount: 0,
  is_like: false,
  is_mine: false,
  is_hidden: false,
  created_at: '2026-11-20T03:00:00.000Z',
  ...fields,
});

/** The design thread's three pictures, drawn (no network in stories). */
export const THREAD_IMAGES = [picture('Pt950', 960, 720, 30), picture('婚戒', 960, 720, 200), picture('胸针', 960, 720, 140)];

/** A designer's thread about platinum jewellery at the week: three pictures, liked by the viewer. */
export const TH_DESIGN = thread(7001, {
  title: '铂金周设计展看完了，聊聊今年 Pt950 婚戒的三个新趋势',
  content: [
    '昨天在设计展区逛了一整天，和几位参展的设计师聊了很多，分享几点观察：',
    '1. 细戒臂回来了。1.6 毫米左右的戒臂配小主石，强调日常佩戴的舒适度。\n2. 拉丝和喷砂面越来越多，铂金本身的灰白色在雾面下特别高级。\n3. 可拆卸结构：订婚戒和婚戒叠戴，婚后可以拆开单独戴。',
    '图里是我拍的几件展品，大家觉得哪种工艺更适合国内的消费者？',
  ].join('\n\n'),
  images: THREAD_IMAGES,
  user: FU_DESIGNER,
  like_amount: 12,
  reply_amount: 5,
  is_like: true,
  created_at: '2026-11-21T06:30:00.000Z',
  last_reply_at: '2026-11-21T12:10:00.000Z',
});

/** The design thread's replies: the organisers, the viewer's own, a hidden advert, an English one. */
export const RE_ORGANISER = reply(8001, TH_DESIGN.id, {
  content: '感谢分享！设计展区会开放到 11 月 24 日，周六下午还有设计师见面会，欢迎大家来现场交流。',
  user: FU_ORGANISER,
  like_amount: 6,
  created_at: '2026-11-21T07:05:00.000Z',
});

export const RE_MINE = reply(8002, TH_DESIGN.id, {
  content: '从工厂的角度说一句：细戒臂对铸造和抛光的要求高很多，Pt950 硬度偏低，建议加厚戒臂底部。',
  user: FU_VIEWER,
  like_amount: 3,
  is_mine: true,
  created_at: '2026-11-21T08:20:00.000Z',
});

/** Hidden by an admin: for members its words are gone (''), for admins still there. */
export const RE_HIDDEN = reply(8003, TH_DESIGN.id, {
  content: '',
  user: FU_SPAMMER,
  is_hidden: true,
  created_at: '2026-11-21T09:00:00.000Z',
});

/** The hidden reply as an admin gets it: the words are sent. */
export const RE_HIDDEN_ADMIN: ForumReply = { ...RE_HIDDEN, content: '高价回收铂金首饰、旧金，上门取货，当天到账，加微信 pt888888 详聊！' };

export const RE_ENGLISH = reply(8004, TH_DESIGN.id, {
  content: 'Brushed finishes were everywhere at the show. Demand data from our side agrees: matte platinum bridal grew fastest this year.',
  user: FU_ANALYST,
  like_amount: 9,
  is_like: true,
  created_at: '2026-11-21T10:45:00.000Z',
});

/** By the thread's author: marked as such. */
export const RE_AUTHOR = reply(8005, TH_DESIGN.id, {
  content: '@陈一鸣 说得对，展品里那枚 1.6 毫米的戒臂底部其实做到了 2 毫米。\n工厂的意见很有用，谢谢！',
  user: FU_DESIGNER,
  like_amount: 2,
  created_at: '2026-11-21T12:10:00.000Z',
});

/** The design thread's replies as a member sees them. */
export const DESIGN_REPLIES: ForumReply[] = [RE_ORGANISER, RE_MINE, RE_HIDDEN, RE_ENGLISH, RE_AUTHOR];

/** The same page as an admin sees it (the hidden reply's words included). */
export const DESIGN_REPLIES_ADMIN: ForumReply[] = DESIGN_REPLIES.map((r) => (r.id === RE_HIDDEN.id ? RE_HIDDEN_ADMIN : r));

/** An English thread with one picture and no replies. */
export const TH_ENGLISH = thread(7002, {
  title: 'Where to see the rhodium-plating demo on Friday?',
  content:
    'Hi all, first time at Platinum Week.\nThe programme mentions a live plating demo in Hall 2 but the floor plan does not show it. Does anyone know which booth?',
  images: [picture('Hall 2', 960, 720, 260)],
  user: FU_ANALYST,
  like_amount: 1,
  created_at: '2026-11-22T01:15:00.000Z',
});

/** The viewer's own thread, hidden by an admin: they read the notice with the reason. */
export const TH_HIDDEN_MINE = thread(7003, {
  title: '出一批库存铂金素圈，价格可谈',
  content: '工厂清库存，Pt950 素圈 200 件，款式齐全，需要的私信。',
  user: FU_VIEWER,
  is_mine: true,
  is_hidden: true,
  hidden_reason: '社区不允许发布买卖广告，请到展商服务页面联系主办方。',
  created_at: '2026-11-22T03:40:00.000Z',
});

const UNBROKEN =
  'https://www.platinum-jewellery-design-week-example.com/exhibitors/2026/hall-2/booth-A12/collections/bridal/pt950-brushed-finish';

/** A thread with a very long title, a long name, long paragraphs and unbroken strings. */
export const TH_LONG = thread(7004, {
  title: `关于铂金周设计大赛评审规则的几点疑问与建议（${'铂'.repeat(60)}）`,
  content: [
    '各位好，我报名了今年的铂金首饰设计大赛，仔细看了评审规则，有几点疑问想和大家讨论，也希望组委会能看到：',
    '一、评分细则中“工艺可行性”占 30%，但没有说明是否需要提交实物样品。如果只提交效果图，评委如何判断工艺可行性？\n二、参赛作品是否必须全部使用 Pt950？部分设计需要 Pt900 或 Pt990 才能实现。\n三、获奖作品的知识产权归属在报名表里写得不清楚。',
    `参考链接：${UNBROKEN}`,
    'PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950PT950',
  ].join('\n\n'),
  images: THREAD_IMAGES.slice(0, 2),
  user: FU_LONG,
  like_amount: 128,
  reply_amount: 1,
  created_at: '2026-11-22T05:00:00.000Z',
});

/** A long reply with an unbroken link. */
export const RE_LONG = reply(8006, TH_LONG.id, {
  content: `同问第三点。${'去年的获奖作品后来被商家直接量产了，设计师没有拿到任何授权费用，'.repeat(3)}\n${UNBROKEN}`,
  user: FU_LONG,
  like_amount: 4,
  created_at: '2026-11-22T06:00:00.000Z',
});

const reason = (
  r: ForumReportEntry['reasons'][number]['reason'],
  reporter: UserBrief,
  created_at: string,
  detail = '',
): ForumReportEntry['reasons'][number] => ({ reason: r, detail, reporter, created_at });

/** A reply advertising recycling: reported three times, open. */
export const RP_SPAM: ForumReportEntry = {
  kind: 'reply',
  id: RE_HIDDEN.id,
  thread_id: TH_DESIGN.id,
  title: TH_DESIGN.title,
  excerpt: RE_HIDDEN_ADMIN.content,
  author: FU_SPAMMER,
  is_hidden: false,
  report_amount: 3,
  reasons: [
    reason('spam', FU_VIEWER, '2026-11-21T09:30:00.000Z'),
    reason('fraud', FU_RETAILER, '2026-11-21T09:12:00.000Z', '这个微信号上周在别的群里骗过定金。'),
    reason('spam', FU_DESIGNER, '2026-11-21T09:05:00.000Z'),
  ],
  last_reported_at: '2026-11-21T09:30:00.000Z',
  decision: 'open',
  author_suspended_until: null,
};

/** A thread reported once for abuse, with 'other' and a detail. Open. */
export const RP_THREAD: ForumReportEntry = {
  kind: 'thread',
  id: 7010,
  thread_id: 7010,
  title: '某品牌展台的工作人员态度太差了',
  excerpt: '今天去 A 馆某品牌展台咨询，工作人员爱答不理，还说我们这种小店买不起。名字我就不点了，懂的都懂。',
  author: FU_RETAILER,
  is_hidden: false,
  report_amount: 1,
  reasons: [reason('other', FU_ORGANISER, '2026-11-22T02:00:00.000Z', '涉及具体展商，内容无法核实，建议先与作者沟通。')],
  last_reported_at: '2026-11-22T02:00:00.000Z',
  decision: 'open',
  author_suspended_until: null,
};

/** Handled: hidden, its author suspended for a week. */
export const RP_HIDDEN: ForumReportEntry = {
  ...RP_SPAM,
  id: 8020,
  excerpt: '铂金回收，高价上门，加微信 pt888888！',
  is_hidden: true,
  report_amount: 2,
  reasons: RP_SPAM.reasons.slice(0, 2),
  decision: 'hidden',
  author_suspended_until: '2026-11-29T09:40:00.000Z',
};

/** Handled: dismissed. */
export const RP_DISMISSED: ForumReportEntry = {
  kind: 'reply',
  id: RE_ENGLISH.id,
  thread_id: TH_DESIGN.id,
  title: TH_DESIGN.title,
  excerpt: RE_ENGLISH.content,
  author: FU_ANALYST,
  is_hidden: false,
  report_amount: 1,
  reasons: [reason('abuse', FU_REPORTER, '2026-11-21T11:00:00.000Z')],
  last_reported_at: '2026-11-21T11:00:00.000Z',
  decision: 'dismissed',
  author_suspended_until: null,
};

/** A long title, a long excerpt with an unbroken string, a long name and a long detail. */
export const RP_LONG: ForumReportEntry = {
  kind: 'thread',
  id: TH_LONG.id,
  thread_id: TH_LONG.id,
  title: TH_LONG.title,
  excerpt: TH_LONG.content.slice(0, 200),
  author: FU_LONG,
  is_hidden: false,
  report_amount: 14,
  reasons: [
    reason('illegal', FU_LONG, '2026-11-22T07:00:00.000Z', `${'内容涉嫌侵犯他人的设计版权，'.repeat(6)}${UNBROKEN}`),
    reason('other', FU_REPORTER, '2026-11-22T06:30:00.000Z', UNBROKEN),
  ],
  last_reported_at: '2026-11-22T07:00:00.000Z',
  decision: 'open',
  author_suspended_until: null,
};

/** The open box's page. */
export const REPORTS_OPEN: ForumReportEntry[] = [RP_SPAM, RP_THREAD];

/** The handled box's page. */
export const REPORTS_DONE: ForumReportEntry[] = [RP_HIDDEN, RP_DISMISSED];

/** A member's page (/user/home?uid=) in the stories. */
export const userHrefOf = (uid: number) => `#/user/home?uid=${uid}`;

/** A thread's page in the stories. */
export const threadHrefOf = (threadId: number) => `#/forum/detail?id=${threadId}`;

/** Where a reported thing is read in the stories: its thread, or a market post's page. */
export const reportHrefOf = (entry: Pick<ForumReportEntry, 'kind' | 'thread_id'>) =>
  entry.kind === 'post' ? `#/posts/detail?id=${entry.thread_id}` : threadHrefOf(entry.thread_id);

/** A market post reported as a scam. Open. */
export const RP_POST: ForumReportEntry = {
  kind: 'post',
  id: 506,
  thread_id: 506,
  title: '求购天然钻石配石 0.1–0.3 克拉',
  excerpt: '长期求购 0.1–0.3 克拉天然钻石配石，颜色 F–H，净度 VS 以上，需附证书。',
  author: FU_RETAILER,
  is_hidden: false,
  report_amount: 1,
  reasons: [reason('fraud', FU_DESIGNER, '2026-11-22T05:00:00.000Z', '要求先付定金再看证书')],
  last_reported_at: '2026-11-22T05:00:00.000Z',
  decision: 'open',
  author_suspended_until: null,
};
