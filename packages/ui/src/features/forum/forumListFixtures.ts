import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the community square (/forum/index) and the new-post form, typed by the contract. */
type ForumThread = components['schemas']['ForumThread'];
type UserBrief = components['schemas']['UserBrief'];

const member = (id: number, nickname: string, fields: Partial<UserBrief> = {}): UserBrief => ({
  id,
  nickname,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: '',
  ...fields,
});

export const FORUM_ORGANISERS = member(301, '上海铂金周组委会', {
  avatar: picture('SPW', 96, 96, 40),
  is_verified: 1,
  verified_type: 2,
  description: '上海铂金周官方账号',
  company: '上海铂金周组委会',
});

export const FORUM_FACTORY = member(302, '周静', {
  avatar: picture('周', 96, 96, 200),
  description: '深圳水贝 铂金首饰厂',
  company: '金铂珠宝首饰有限公司',
  position: '厂长',
});

export const FORUM_DESIGNER = member(303, 'Yumi Sato', {
  avatar: picture('YS', 96, 96, 330),
  is_verified: 1,
  verified_type: 1,
  description: 'Jewellery designer, Kyoto',
});

export const FORUM_ANALYST = member(304, '李明轩', {
  avatar: picture('李', 96, 96, 120),
  is_verified: 1,
  verified_type: 1,
  description: '铂族金属研究院 首席分析师',
});

/** No picture: the initials stand in. */
export const FORUM_REFINER = member(305, 'Thabo Nkosi', { description: 'Refinery sales, Rustenburg' });

/** The viewer, in the stories: their own post is marked is_mine. */
export const FORUM_ME = member(306, '王海涛', { avatar: picture('王', 96, 96, 260) });

export const forumThread = (id: number, fields: Partial<ForumThread> & Pick<ForumThread, 'title' | 'content' | 'user'>): ForumThread => ({
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

/** The organisers' notice: four pictures (three shown, '+1'), many replies. */
export const FORUM_BOOTHS = forumThread(701, {
  title: '2026 铂金周展位搭建时间表出炉，参展商请留意',
  content:
    '各位参展商好：\n\n展馆将于 11 月 23 日 8:00 开放布展，特装展位请在 23 日 18:00 前完成搭建验收，标准展位 24 日 12:00 前入场即可。\n\n布展证请在南门服务台凭参展确认函领取，每个展位限 4 张。现场有问题可以在本帖回复，组委会会逐条解答。',
  user: FORUM_ORGANISERS,
  images: [picture('A 区', 640, 420, 210), picture('B 区', 640, 420, 30), picture('布展证', 420, 640, 160), picture('南门', 640, 480, 260)],
  like_amount: 128,
  reply_amount: 36,
  created_at: '2026-11-20T06:42:00.000Z',
  last_reply_at: '2026-11-21T01:10:00.000Z',
});

/** A factory owner's question: two pictures, the viewer likes it. */
export const FORUM_POLISH = forumThread(702, {
  title: '水贝工厂的 Pt950 素圈，抛光后总有细纹怎么办？',
  content:
    '我们厂做 Pt950 素圈，最后一道抛光后在灯下总能看到细小的发丝纹。\n换过两种抛光蜡、调低了转速都没改善。请教各位师傅，是不是前面砂纸目数跳得太快了？',
  user: FORUM_FACTORY,
  images: [picture('Pt950', 640, 640, 200), picture('细纹', 640, 480, 20)],
  like_amount: 12,
  reply_amount: 3,
  is_like: true,
  created_at: '2026-11-20T03:15:00.000Z',
  last_reply_at: '2026-11-20T09:30:00.000Z',
});

/** A designer, in English: one picture. */
export const FORUM_FORGING = forumThread(703, {
  title: 'Hand-forging Pt950 wedding bands: notes from my Kyoto studio',
  content:
    'A few people asked after my talk on Thursday how I forge bands without casting. I anneal Pt950 far less often than gold, and the hammer marks stay crisp.\nHappy to answer questions here before the design forum on Saturday.',
  user: FORUM_DESIGNER,
  images: [picture('Kyoto', 640, 420, 330)],
  like_amount: 86,
  reply_amount: 14,
  created_at: '2026-11-19T11:20:00.000Z',
  last_reply_at: '2026-11-20T08:05:00.000Z',
});

/** Notes from a forum: no pictures. */
export const FORUM_NOTES = forumThread(704, {
  title: '今天上午铂族金属供需展望论坛的笔记分享',
  content:
    '要点整理如下：\n1. 南非供应今年预计同比下降约 4%，电力仍是最大变数；\n2. 氢能电解槽对铂的需求开始放量，但明年占比仍不到 5%；\n3. 国内铂金首饰加工量连续两个季度回升，水贝工厂订单明显增加；\n4. 回收料占比提高，精炼厂的排产周期拉长。\n下午的圆桌讨论我也会继续整理。',
  user: FORUM_ANALYST,
  like_amount: 57,
  reply_amount: 9,
  created_at: '2026-11-19T05:48:00.000Z',
  last_reply_at: '2026-11-19T12:00:00.000Z',
});

/** A refiner looking for a partner, in English: one like, no replies, no avatar. */
export const FORUM_PAVILION = forumThread(705, {
  title: 'Looking for a booth partner for the South African pavilion',
  content:
    'We have half of a 36 m² booth spare in hall B. Ideally a jewellery brand working with South African metal. Message me if interested.',
  user: FORUM_REFINER,
  like_amount: 1,
  reply_amount: 0,
  created_at: '2026-11-18T08:02:00.000Z',
});

/** The viewer's own post about the design contest: seven pictures ('+4'). */
export const FORUM_CONTEST = forumThread(706, {
  title: '展馆 B 区的铂金首饰设计大赛作品太惊艳了',
  content: '现场拍了一些入围作品，整体比去年更大胆，很多作品用了铂金和彩色宝石的组合。大家最喜欢哪一件？',
  user: FORUM_ME,
  images: [
    picture('01', 480, 640, 50),
    picture('02', 640, 480, 90),
    picture('03', 640, 640, 140),
    picture('04', 640, 480, 180),
    picture('05', 640, 480, 220),
    picture('06', 640, 480, 280),
    picture('07', 640, 480, 310),
  ],
  like_amount: 203,
  reply_amount: 41,
  is_mine: true,
  created_at: '2026-11-17T07:30:00.000Z',
  last_reply_at: '2026-11-20T10:12:00.000Z',
});

/** The square's first page, newest first. */
export const FORUM_THREADS: ForumThread[] = [FORUM_BOOTHS, FORUM_POLISH, FORUM_FORGING, FORUM_NOTES, FORUM_PAVILION, FORUM_CONTEST];

/** The square sorted by interest. */
export const FORUM_HOT_THREADS: ForumThread[] = [FORUM_CONTEST, FORUM_BOOTHS, FORUM_FORGING, FORUM_NOTES, FORUM_POLISH, FORUM_PAVILION];

/** The longest title the contract takes (50 characters), with no space to break at. */
export const FORUM_LONG_TITLE = 'Pt950PlatinumBoothSetupChecklistForShanghaiPW2026!';

/** A long, unbroken title, a long name and a long text with an unbroken address. */
export const FORUM_LONG = forumThread(799, {
  title: FORUM_LONG_TITLE,
  content: `${'铂金周布展注意事项：特装展位需提前提交搭建图纸和电路图，现场施工人员必须佩戴布展证。'.repeat(8)}\n资料下载：https://www.platinumweek.example.cn/exhibitors/downloads/2026/booth-construction-guidelines-and-electrical-safety-requirements.pdf\n${'展品进馆请走北侧货运通道，贵重展品可申请组委会保安全程护送。'.repeat(10)}`,
  user: member(307, `林晓${LONG_NAME}`, { avatar: picture('林', 96, 96, 90), is_verified: 1, verified_type: 1 }),
  images: [picture('LONG', 1200, 300, 10), picture('TALL', 300, 1200, 70), picture('3', 640, 640, 130), picture('4', 640, 640, 190)],
  like_amount: 123456,
  reply_amount: 98765,
  created_at: '2026-11-20T07:05:00.000Z',
});

/** Every thread given the long one's words (a long title, a long name, a long text). */
export const longForumThread = (thread: ForumThread): ForumThread => ({
  ...thread,
  title: `${thread.title}${FORUM_LONG_TITLE}`.slice(0, 50),
  user: { ...thread.user, nickname: `${thread.user.nickname}${LONG_NAME}` },
  content: `${thread.content}\n${FORUM_LONG.content}`,
});
