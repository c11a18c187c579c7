import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLES, picture } from '../article/articleFixtures.ts';
import type { SpecialDraft } from './SpecialEditorScreen.tsx';

/** Story data for the special-topic screens, typed by the contract. */
type SpecialItem = components['schemas']['SpecialItem'];
type Special = components['schemas']['Special'];
type ArticleItem = components['schemas']['ArticleItem'];

const special = (id: number, fields: Partial<SpecialItem> & Pick<SpecialItem, 'title' | 'status'>): SpecialItem => ({
  id,
  uid: 121,
  en_title: '',
  summary: '',
  en_summary: '',
  banner: '',
  article_amount: 0,
  updated_at: '2026-11-20T02:00:00.000Z',
  ...fields,
});

/** Published, bilingual, with a banner. */
export const SPECIAL_GUIDE = special(7, {
  title: '2026 上海铂金周观展全攻略',
  en_title: 'Shanghai Platinum Week 2026: the complete guide',
  summary: '从市场回顾到设计师访谈，再到水贝工厂的一线观察：四篇文章带你读懂今年铂金周的看点。\n建议按顺序阅读，展期 11 月 22 日至 25 日。',
  en_summary:
    'From the market review to a designer interview and notes from the Shuibei workshops: four articles on what to see at this year’s Platinum Week. Read them in order; the fair runs from 22 to 25 November.',
  banner: picture('Pt 950', 1280, 400, 210),
  status: 1,
  article_amount: ARTICLES.length,
  updated_at: '2026-11-19T09:00:00.000Z',
});

/** Kept to its creator; Chinese only, no banner. */
export const SPECIAL_DRAFT = special(8, {
  title: '婚戒选购指南：铂金素圈的门道',
  summary: '成色、克重、工费和刻字：买婚戒前值得知道的几件事。',
  status: 0,
  article_amount: 2,
  updated_at: '2026-11-18T03:30:00.000Z',
});

/** Published, but none of its articles can be read now. */
export const SPECIAL_HOLLOW = special(9, {
  title: '氢能与铂金',
  en_title: 'Hydrogen and platinum',
  banner: picture('H₂', 1280, 400, 160),
  status: 1,
  article_amount: 0,
  updated_at: '2026-11-10T01:00:00.000Z',
});

/** A topic with its published articles, in its order. */
export const SPECIAL: Special = { ...SPECIAL_GUIDE, articles: ARTICLES };

/** Chinese only, no banner: the English site falls back to the Chinese words, the gradient stands in for the picture. */
export const SPECIAL_PLAIN: Special = { ...SPECIAL_DRAFT, articles: ARTICLES.slice(2) };

/** No published article in it. */
export const SPECIAL_EMPTY: Special = { ...SPECIAL_HOLLOW, articles: [] };

/** Everything too long: the title, a word without a break, the introduction, the articles' titles. */
export const LONG_SPECIAL: Special = {
  ...SPECIAL,
  title: `${SPECIAL.title}——${LONG_NAME}年度铂族金属供需与珠宝零售趋势深度研究专题（完整版）`,
  summary: `${SPECIAL.summary}${LONG_NAME}https://www.shanghai-platinum-week.example.com/specials/2026/the-complete-guide-to-platinum-week.html`,
  articles: ARTICLES.map((a) => ({ ...a, title: `${a.title}${LONG_NAME}`, nickname: `${a.nickname}${LONG_NAME}` })),
};

/** The creator's topics, newest change first. */
export const MINE_SPECIALS: SpecialItem[] = [SPECIAL_GUIDE, SPECIAL_DRAFT, SPECIAL_HOLLOW];

export const LONG_MINE_SPECIALS: SpecialItem[] = MINE_SPECIALS.map((s) => ({
  ...s,
  title: `${s.title}——${LONG_NAME}年度深度研究专题（完整版）`,
  en_title: s.en_title ? `${s.en_title}: ${LONG_NAME}` : '',
  article_amount: s.article_amount * 1000,
}));

/** An article as the editor's list holds it. */
export const chosen = (a: Pick<ArticleItem, 'id' | 'title' | 'lang'>, published: 0 | 1 = 1): SpecialDraft['articles'][number] => ({
  id: a.id,
  title: a.title,
  lang: a.lang,
  published,
});

/** A new topic: nothing filled in. */
export const NEW_DRAFT: SpecialDraft = { title: '', en_title: '', summary: '', en_summary: '', banner: '', status: 1, articles: [] };

/** The guide as the editor opens it: one of its articles has been unpublished by its author since. */
export const GUIDE_DRAFT: SpecialDraft = {
  title: SPECIAL_GUIDE.title,
  en_title: SPECIAL_GUIDE.en_title,
  summary: SPECIAL_GUIDE.summary,
  en_summary: SPECIAL_GUIDE.en_summary,
  banner: SPECIAL_GUIDE.banner,
  status: 1,
  articles: [
    ...ARTICLES.slice(0, 2).map((a) => chosen(a)),
    chosen({ id: 34, title: '婚戒选购：为什么越来越多新人选择铂金素圈', lang: 'zh' }, 0),
  ],
};

/** Forty-nine articles already: one more fills the topic. */
export const NEARLY_FULL_DRAFT: SpecialDraft = {
  ...GUIDE_DRAFT,
  articles: Array.from({ length: 49 }, (_, i) => chosen({ id: 1000 + i, title: `铂金周每日快讯 第 ${i + 1} 期`, lang: 'zh' })),
};
