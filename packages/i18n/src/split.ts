/**
 * The site loads each language in parts, so a page downloads the words it draws and not the whole
 * site's:
 * - `first`: the about and welcome pages, the header, footer, user menu, toasts and the re-login
 *   confirm (every page has them);
 * - `forms`: sign-in, registration and password reset, and the validation words of the forms
 *   (sign-in pages, the features ALSO_NEEDS names and the routes whose `words` name it);
 * - `shared`: the section layouts and the components of many features (pagination, uploads, the
 *   carousel, the personal centre's menu, addresses and invoice titles);
 * - one part per feature of the site (`events`, `commerce`, …): its own namespaces and the titles of
 *   its routes. A page downloads first, shared and its feature's part (apps/site app/lazy.ts);
 * - `orders`: the member's side of commerce, for the routes whose `words` name it;
 * - `services` and `attractions`: the delegate services' and the things to do's words, likewise.
 * - `articleCard`: the few words of an article card (`article.column`, `article.likes` …), drawn by
 *   every list of articles: the news, a column's, a special topic's.
 * - `columnRecruit` and `documentDesk`: the column recruitment's and its queue's words, and the
 *   creator's report pages' (`column.recruit.*`, `column.review.*`, `document.mine.*`, `document.edit.*`).
 * - `dataSetDesk`: the creator's data set pages' words (`dataSet.desk.*`).
 * - `articleDesk` (a feature: the creator centre's article pages) also holds the writing page's
 *   and its editor's words, and the review queue's (`article.mine.*`, `article.write.*`,
 *   `article.editor.*`, `article.review.*`), so the public reading pages go without them.
 *
 * A new namespace lands in `shared` unless FEATURE_NAMESPACES gives it to a feature.
 */
// `field`: the form fields' few words (optional, required, counts), drawn by any page with a field.
const FIRST_VISIT_NAMESPACES = new Set([
  'app',
  'nav',
  'common',
  'error',
  'footer',
  'toast',
  'quote',
  'about',
  'welcome',
  'verified',
  'field',
]);

const FIRST_VISIT_KEYS = new Set([
  'route.home',
  'route.home.aboutSPW',
  'route.home.welcome',
  'auth.session.invalid',
  'auth.logout.confirmTitle',
  'auth.logout.confirmBody',
  'auth.logout.relogin',
]);

const FORMS_NAMESPACES = new Set(['auth', 'valid']);

const FORMS_KEYS = new Set(['route.login', 'route.reg', 'route.forget']);

/** Namespaces that belong to one feature's part, when not named after it. */
const FEATURE_NAMESPACES: Readonly<Record<string, string>> = {
  dataSet: 'data-set',
  article: 'article',
  // A column's pages and its layout's tabs; the articles home borrows its cards' words (words: ['column']).
  column: 'column',
  special: 'special',
  document: 'document',
  // Live streams (the media feature's): the public lists and a stream's page.
  live: 'media',
  video: 'video',
  series: 'video',
  // A creator's shared files and the page a share link opens.
  netdisk: 'netdisk',
  // A member's pages: the profile and its follow lists; the profile form and the password page
  // are the account settings'.
  profile: 'user',
  // The member's hub (/user/my).
  hub: 'user',
  userinfo: 'account',
  password: 'account',
  // Verification: the member's application and result, and the admins' queue.
  certification: 'certification',
  // The notifications and messages pages (the forum will join them).
  notification: 'social',
  message: 'social',
  // The organisers' message form (/message/add) and their inbox.
  guestbook: 'guestbook',
  // An edition's question, the members' answers and their share cards (the social feature's page:
  // a member page, so it adds nothing to a public one, and no feature to the route index).
  activity: 'social',
  // The community square (/forum/*, member pages) and the admins' reports queue.
  forum: 'social',
  // The market's buy and sell posts (/posts/*): the list, the form and a post's page.
  posts: 'market',
  // A creator's business cards (/creator/businessCard/list): a member page's words, not the public list's.
  businessCard: 'marketMember',
  // Company yellow pages, products and their share cards: member pages only (the spec's whitelist has none of them).
  company: 'marketMember',
  product: 'marketMember',
  shareCard: 'marketMember',
  // The quote page (/quoteData/index): its prices, chart and offers tab.
  quotePage: 'quotes',
  quoteOffers: 'quotes',
  quoteChart: 'quotes',
  // The creator's quote data pages (list, form, import, change log): not the public page's.
  quoteData: 'quoteDesk',
  // The creator's statistical tables (list, form, detail).
  statistic: 'quoteDesk',
  // The creator's data items (list, form, import).
  dataItem: 'quoteDesk',
  // A table's figure (chart, legend, caption): the explorer home places them (the content feature's page).
  statisticFigure: 'content',
  // The mobile landing (/h5/mp, the content feature's page): the mini program, the apps, the official account.
  mp: 'content',
  // The editable pages' words (`page.*` is the system pages': not found, not allowed).
  pages: 'page',
  programme: 'events',
  editions: 'events',
  guest: 'events',
  reg: 'commerce',
  ticket: 'commerce',
  pay: 'commerce',
  share: 'commerce',
  // The member's side of commerce (orders, payment results, check-in, the draw): the public
  // registration and ticket pages go without it.
  order: 'orders',
  orderAdmin: 'orders',
  buyRule: 'orders',
  payResult: 'orders',
  checkin: 'orders',
  checkout: 'orders',
  myTickets: 'orders',
  draw: 'orders',
};

/**
 * Parts that are no feature's own, beside `first` and `shared`: a route names the ones its page
 * draws with in its `words` (the site's route table), and a feature in ALSO_NEEDS.
 */
export const EXTRA_PARTS: readonly CataloguePart[] = [
  'forms',
  'orders',
  'services',
  'attractions',
  'articleCard',
  'columnRecruit',
  'documentDesk',
  'player',
  'moderation',
  'marketMember',
  'quoteDesk',
  'dataSetDesk',
];

/**
 * Parts by the first two segments of a key, before its namespace's: the delegate services and the
 * things to do around the venue are one page's words each, not every edition page's (their routes
 * name them in `words`).
 */
const SUB_NAMESPACES: Readonly<Record<string, CataloguePart>> = {
  'visit.service': 'services',
  'visit.attraction': 'attractions',
  // The article cards' few words: every list of articles (news, a column's, a topic's) draws with them.
  'article.column': 'articleCard',
  'article.empty': 'articleCard',
  'article.error': 'articleCard',
  'article.likes': 'articleCard',
  'article.list': 'articleCard',
  'article.pinned': 'articleCard',
  'article.mine': 'articleDesk',
  'article.review': 'articleDesk',
  'article.editor': 'articleDesk',
  'article.write': 'articleDesk',
  // The creator centre's home (/creator/index, the content feature's page); the menu's labels stay shared.
  'creator.home': 'content',
  // The explorer home's feed (/home/index, the content feature's page).
  'home.feed': 'content',
  // The column recruitment and its admins' queue: two pages' words, not every column page's.
  'column.recruit': 'columnRecruit',
  'column.review': 'columnRecruit',
  // The creator's reports and their form: not the public report pages'.
  'document.mine': 'documentDesk',
  // The admins' live streams, videos and series, and their forms: not the public pages'.
  'live.admin': 'mediaDesk',
  'video.admin': 'mediaDesk',
  'series.admin': 'mediaDesk',
  // The player's few words: the pages that play (a stream's, a video's) name them in their words.
  'live.player': 'player',
  'document.edit': 'documentDesk',
  // The report and hide dialogs: the forum's thread page and a market post's page open them.
  'forum.report': 'moderation',
  'forum.hide': 'moderation',
  // A market post's form and page (members only): the public list goes without their words.
  'posts.composer': 'marketMember',
  'posts.detail': 'marketMember',
  'posts.viewer': 'marketMember',
  'posts.site': 'marketMember',
  // The creator's data set pages: the public list and page go without their words.
  'dataSet.desk': 'dataSetDesk',
};

/**
 * Parts a feature's pages draw with beside their own: tickets and registration name editions, and
 * the address and invoice pages validate with the forms' words; every page that lists articles
 * draws their cards' words. A page of another feature that has
 * a form says so on its route (`words: ['forms']` in the site's route table).
 */
export const ALSO_NEEDS: Readonly<Record<string, readonly string[]>> = {
  commerce: ['events'],
  account: ['forms'],
  article: ['articleCard'],
  // The creator's list and the review queue show an article's state as the preview names it.
  articleDesk: ['article', 'articleCard'],
  column: ['articleCard'],
  special: ['articleCard'],
  // A live stream's page lists its related articles.
  media: ['articleCard'],
  // The admins' lists show the statuses and kinds the public pages name.
  mediaDesk: ['media', 'video'],
  // A profile lists the member's articles and columns.
  user: ['articleCard', 'column'],
  // The messages page's composer shares the profile's message dialog's words.
  social: ['user', 'moderation'],
};

/** `first`, `forms`, `shared`, or a feature's name. */
export type CataloguePart = string;

/** The parts every page past the first visit draws with, before its feature's. */
export const COMMON_PARTS: readonly CataloguePart[] = ['first', 'shared'];

/**
 * The part a key belongs to. `routeFeature` names the feature of a route's title key (`route.…`),
 * from the site's route table; without it route titles are `shared`.
 */
export function partOf(key: string, routeFeature?: (key: string) => string | undefined): CataloguePart {
  const namespace = key.split('.')[0] ?? '';
  if (FIRST_VISIT_KEYS.has(key) || FIRST_VISIT_NAMESPACES.has(namespace)) return 'first';
  if (FORMS_KEYS.has(key) || FORMS_NAMESPACES.has(namespace)) return 'forms';
  if (namespace === 'route') return routeFeature?.(key) ?? 'shared';
  const sub = SUB_NAMESPACES[key.split('.', 2).join('.')];
  if (sub) return sub;
  return FEATURE_NAMESPACES[namespace] ?? 'shared';
}
