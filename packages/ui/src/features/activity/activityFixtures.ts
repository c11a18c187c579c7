import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';

/** Story data for the edition's question and the members' answers, typed by the contract. */
type ActivityQuestion = components['schemas']['ActivityQuestion'];
type ActivityAnswer = components['schemas']['ActivityAnswer'];
type UserBrief = components['schemas']['UserBrief'];

export const EDITION_NAME = '2026 上海铂金周';
export const EDITION_NAME_EN = 'Shanghai Platinum Week 2026';

export const QUESTION: ActivityQuestion = {
  id: 7,
  events_id: 14,
  question: '铂金对你意味着什么？',
  en_question: 'What does platinum mean to you?',
  answer_amount: 1286,
};

/** A question the organisers wrote in Chinese only: the English site shows it as written. */
export const QUESTION_ZH_ONLY: ActivityQuestion = { ...QUESTION, id: 8, en_question: '', answer_amount: 0 };

export const AUTHOR: UserBrief = {
  id: 201,
  nickname: '林晓',
  avatar: '',
  is_verified: 1,
  verified_type: 1,
  description: '铂金首饰设计师',
  company: '晓铂设计工作室',
  position: '创始人',
  is_follow: false,
};

export const AUTHOR_EN: UserBrief = {
  id: 305,
  nickname: 'Oliver Bennett',
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: 'Metals analyst',
  company: 'Bennett Metals Research',
  position: 'Analyst',
};

export const AUTHOR_ORGANISATION: UserBrief = {
  id: 12,
  nickname: '上海铂金周组委会',
  avatar: '',
  is_verified: 1,
  verified_type: 2,
  description: '上海铂金周官方账号',
};

const answer = (id: number, content: string, user: UserBrief, question: ActivityQuestion = QUESTION): ActivityAnswer => ({
  id,
  question,
  content,
  user,
  created_at: '2026-11-18T02:30:00.000Z',
  updated_at: '2026-11-18T02:30:00.000Z',
});

export const ANSWER = answer(901, '铂金是时间的见证。\n外婆留给我的那枚铂金戒指，戴了六十年依旧洁白如初——这就是我做首饰的初心。', AUTHOR);

export const ANSWER_EN = answer(
  902,
  'Platinum is the quiet metal that keeps the world moving: in the catalysts of our cars, in hydrogen fuel cells, and in the ring my grandmother never took off.',
  AUTHOR_EN,
);

/** Exactly ANSWER_MAX (200) characters: the longest answer a member can write. */
export const LONG_CONTENT =
  '铂金对我意味着责任与传承。二十年前我在深圳水贝做学徒，师傅说铂金熔点高、性子稳，做坏了就得从头再来，所以每一刀都要想清楚。后来我开了自己的工作室，做过婚戒、做过胸针，也为氢能企业做过铂催化剂的展示模型。每次把一件作品交到客人手里，我都会想起师傅那句话：慢一点，稳一点，铂金会记住你的用心。如今我也带了三个徒弟，最小的才刚满十九岁。希望更多年轻人爱上这门手艺，让中国设计的铂金首饰走向世界各地的橱窗里。';

/** A long question, in both languages, for the long-text stories. */
export const LONG_QUESTION: ActivityQuestion = {
  ...QUESTION,
  question: '站在铂族金属供需格局深刻变化、氢能与珠宝消费同时升温的今天，铂金对你的生活、你的事业和你所在的行业意味着什么？',
  en_question:
    'With the supply of platinum-group metals shifting and both hydrogen and jewellery demand rising, what does platinum mean to your life, your work and your industry today?',
};

/** The longest answer (200 characters) by the longest name, to the longest question. */
export const LONG_ANSWER = answer(903, LONG_CONTENT, { ...AUTHOR_ORGANISATION, nickname: LONG_NAME }, LONG_QUESTION);
