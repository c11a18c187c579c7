import type { MessageKey } from '@spw/i18n';

/** The shells a page can sit in, as the spec groups its routes. */
export type LayoutName = 'root' | 'standalone' | 'explorer' | 'moment' | 'personal' | 'column' | 'events' | 'forum' | 'review' | 'creator';

/** The containers built so far; every other route shows the bilingual 'coming soon' page for now. */
export type PageName =
  | 'about'
  | 'welcome'
  | 'login'
  | 'register'
  | 'forgot'
  | 'notFound'
  | 'comingSoon'
  | 'editionList'
  | 'editionHome'
  | 'invoiceTitles'
  | 'addresses'
  | 'guestList'
  | 'guestDetail'
  | 'sponsorList'
  | 'sponsorDetail'
  | 'agenda'
  | 'album'
  | 'reports'
  | 'comments'
  | 'service'
  | 'attractions'
  | 'orderAdmin'
  | 'ticketList'
  | 'ticketDetail'
  | 'buyRule'
  | 'checkout'
  | 'payTip'
  | 'payResult'
  | 'orderList'
  | 'orderDetail'
  | 'regNotice'
  | 'regForm'
  | 'regResult'
  | 'myTickets'
  | 'checkin'
  | 'share'
  | 'drawWall';

export interface RouteDef {
  path: string;
  layout: LayoutName;
  /** On the spec's public whitelist: open without a token. */
  public: boolean;
  title: MessageKey;
  page: PageName;
}

/** Every route the spec lists, once. Detail pages take their ids from the query string. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/404', layout: 'standalone', public: true, title: 'route.404', page: 'notFound' },
  { path: '/utils/chat', layout: 'standalone', public: false, title: 'route.utils.chat', page: 'comingSoon' },
  { path: '/utils/kb', layout: 'standalone', public: false, title: 'route.utils.kb', page: 'comingSoon' },
  { path: '/draw/wall', layout: 'standalone', public: false, title: 'route.draw.wall', page: 'drawWall' },
  { path: '/product/card', layout: 'standalone', public: false, title: 'route.product.card', page: 'comingSoon' },
  { path: '/company/card', layout: 'standalone', public: false, title: 'route.company.card', page: 'comingSoon' },
  { path: '/worksReview/rankExport', layout: 'standalone', public: false, title: 'route.worksReview.rankExport', page: 'comingSoon' },
  { path: '/activity/shareAnswer', layout: 'standalone', public: false, title: 'route.activity.shareAnswer', page: 'comingSoon' },
  { path: '/eventsUser/share', layout: 'standalone', public: true, title: 'route.eventsUser.share', page: 'share' },
  { path: '/h5/mp', layout: 'standalone', public: false, title: 'route.h5.mp', page: 'comingSoon' },
  { path: '/page/index', layout: 'standalone', public: true, title: 'route.page.index', page: 'comingSoon' },
  { path: '/live/detail', layout: 'standalone', public: true, title: 'route.live.detail', page: 'comingSoon' },
  { path: '/article/add', layout: 'standalone', public: false, title: 'route.article.add', page: 'comingSoon' },
  { path: '/article/detail', layout: 'standalone', public: true, title: 'route.article.detail', page: 'comingSoon' },
  { path: '/article/preview', layout: 'standalone', public: false, title: 'route.article.preview', page: 'comingSoon' },
  { path: '/article/edit', layout: 'standalone', public: false, title: 'route.article.edit', page: 'comingSoon' },
  { path: '/quoteData/index', layout: 'standalone', public: true, title: 'route.quoteData.index', page: 'comingSoon' },
  { path: '/home', layout: 'root', public: true, title: 'route.home', page: 'welcome' },
  { path: '/home/welcome', layout: 'root', public: true, title: 'route.home.welcome', page: 'welcome' },
  { path: '/home/aboutSPW', layout: 'root', public: true, title: 'route.home.aboutSPW', page: 'about' },
  { path: '/reg', layout: 'root', public: true, title: 'route.reg', page: 'register' },
  { path: '/login', layout: 'root', public: true, title: 'route.login', page: 'login' },
  { path: '/forget', layout: 'root', public: true, title: 'route.forget', page: 'forgot' },
  { path: '/events/list', layout: 'root', public: true, title: 'route.events.list', page: 'editionList' },
  { path: '/eventSpecial/index2022', layout: 'root', public: true, title: 'route.eventSpecial.index2022', page: 'editionHome' },
  { path: '/eventSpecial/index2023', layout: 'root', public: true, title: 'route.eventSpecial.index2023', page: 'editionHome' },
  { path: '/eventSpecial/index2024', layout: 'root', public: true, title: 'route.eventSpecial.index2024', page: 'editionHome' },
  { path: '/user/my', layout: 'root', public: false, title: 'route.user.my', page: 'comingSoon' },
  { path: '/column/recruit', layout: 'root', public: true, title: 'route.column.recruit', page: 'comingSoon' },
  { path: '/series/detail', layout: 'root', public: true, title: 'route.series.detail', page: 'comingSoon' },
  { path: '/media/detail', layout: 'root', public: true, title: 'route.media.detail', page: 'comingSoon' },
  { path: '/media/list', layout: 'root', public: true, title: 'route.media.list', page: 'comingSoon' },
  { path: '/competition/list', layout: 'root', public: false, title: 'route.competition.list', page: 'comingSoon' },
  { path: '/competition/rule', layout: 'root', public: false, title: 'route.competition.rule', page: 'comingSoon' },
  { path: '/competition/reg', layout: 'root', public: false, title: 'route.competition.reg', page: 'comingSoon' },
  { path: '/works/list', layout: 'root', public: false, title: 'route.works.list', page: 'comingSoon' },
  { path: '/home/index', layout: 'explorer', public: true, title: 'route.home.index', page: 'comingSoon' },
  { path: '/document/list', layout: 'explorer', public: true, title: 'route.document.list', page: 'comingSoon' },
  { path: '/document/detail', layout: 'explorer', public: false, title: 'route.document.detail', page: 'comingSoon' },
  { path: '/posts/list', layout: 'explorer', public: true, title: 'route.posts.list', page: 'comingSoon' },
  { path: '/posts/add', layout: 'explorer', public: false, title: 'route.posts.add', page: 'comingSoon' },
  { path: '/posts/detail', layout: 'explorer', public: false, title: 'route.posts.detail', page: 'comingSoon' },
  { path: '/live/index', layout: 'explorer', public: true, title: 'route.live.index', page: 'comingSoon' },
  { path: '/article/index', layout: 'explorer', public: true, title: 'route.article.index', page: 'comingSoon' },
  { path: '/competition/index', layout: 'explorer', public: false, title: 'route.competition.index', page: 'comingSoon' },
  { path: '/competition/detail', layout: 'explorer', public: false, title: 'route.competition.detail', page: 'comingSoon' },
  { path: '/special/detail', layout: 'explorer', public: false, title: 'route.special.detail', page: 'comingSoon' },
  { path: '/certification/apply', layout: 'explorer', public: false, title: 'route.certification.apply', page: 'comingSoon' },
  { path: '/certification/result', layout: 'explorer', public: false, title: 'route.certification.result', page: 'comingSoon' },
  { path: '/live/list', layout: 'moment', public: true, title: 'route.live.list', page: 'comingSoon' },
  { path: '/article/list', layout: 'moment', public: true, title: 'route.article.list', page: 'comingSoon' },
  { path: '/column/list', layout: 'moment', public: true, title: 'route.column.list', page: 'comingSoon' },
  { path: '/order/list', layout: 'personal', public: false, title: 'route.order.list', page: 'orderList' },
  { path: '/order/detail', layout: 'personal', public: false, title: 'route.order.detail', page: 'orderDetail' },
  { path: '/events/my', layout: 'personal', public: false, title: 'route.events.my', page: 'myTickets' },
  { path: '/events/checkin', layout: 'personal', public: false, title: 'route.events.checkin', page: 'checkin' },
  { path: '/user/index', layout: 'personal', public: true, title: 'route.user.index', page: 'comingSoon' },
  { path: '/user/userinfo', layout: 'personal', public: false, title: 'route.user.userinfo', page: 'comingSoon' },
  { path: '/setting/password', layout: 'personal', public: false, title: 'route.setting.password', page: 'comingSoon' },
  { path: '/notification/list', layout: 'personal', public: false, title: 'route.notification.list', page: 'comingSoon' },
  { path: '/message/list', layout: 'personal', public: false, title: 'route.message.list', page: 'comingSoon' },
  { path: '/userAddress/list', layout: 'personal', public: false, title: 'route.userAddress.list', page: 'addresses' },
  { path: '/userInvoiceTitle/list', layout: 'personal', public: false, title: 'route.userInvoiceTitle.list', page: 'invoiceTitles' },
  { path: '/user/list', layout: 'personal', public: true, title: 'route.user.list', page: 'comingSoon' },
  { path: '/column/article', layout: 'column', public: true, title: 'route.column.article', page: 'comingSoon' },
  { path: '/column/user', layout: 'column', public: true, title: 'route.column.user', page: 'comingSoon' },
  { path: '/column/detail', layout: 'column', public: true, title: 'route.column.detail', page: 'comingSoon' },
  { path: '/events/index', layout: 'events', public: true, title: 'route.events.index', page: 'editionHome' },
  { path: '/events/sponsor/list', layout: 'events', public: true, title: 'route.events.sponsor.list', page: 'sponsorList' },
  { path: '/events/sponsor/detail', layout: 'events', public: true, title: 'route.events.sponsor.detail', page: 'sponsorDetail' },
  { path: '/events/guest/list', layout: 'events', public: true, title: 'route.events.guest.list', page: 'guestList' },
  { path: '/events/guest/detail', layout: 'events', public: true, title: 'route.events.guest.detail', page: 'guestDetail' },
  { path: '/events/service', layout: 'events', public: true, title: 'route.events.service', page: 'service' },
  { path: '/events/reg', layout: 'events', public: true, title: 'route.events.reg', page: 'regForm' },
  { path: '/events/payTip', layout: 'events', public: true, title: 'route.events.payTip', page: 'payTip' },
  { path: '/events/regNotice', layout: 'events', public: true, title: 'route.events.regNotice', page: 'regNotice' },
  { path: '/form/reg', layout: 'events', public: true, title: 'route.form.reg', page: 'regForm' },
  { path: '/form/regResult', layout: 'events', public: false, title: 'route.form.regResult', page: 'regResult' },
  { path: '/events/regResult', layout: 'events', public: true, title: 'route.events.regResult', page: 'regResult' },
  { path: '/events/agenda/list', layout: 'events', public: true, title: 'route.events.agenda.list', page: 'agenda' },
  { path: '/eventSpecial/index', layout: 'events', public: true, title: 'route.eventSpecial.index', page: 'editionHome' },
  { path: '/eventSpecial/detail', layout: 'events', public: true, title: 'route.eventSpecial.detail', page: 'editionHome' },
  { path: '/eventSpecial/sponsor', layout: 'events', public: true, title: 'route.eventSpecial.sponsor', page: 'sponsorList' },
  { path: '/eventSpecial/guest', layout: 'events', public: true, title: 'route.eventSpecial.guest', page: 'guestList' },
  { path: '/eventSpecial/agenda', layout: 'events', public: true, title: 'route.eventSpecial.agenda', page: 'agenda' },
  { path: '/eventSpecial/special', layout: 'events', public: true, title: 'route.eventSpecial.special', page: 'editionList' },
  { path: '/eventSpecial/report', layout: 'events', public: true, title: 'route.eventSpecial.report', page: 'reports' },
  { path: '/eventSpecial/album', layout: 'events', public: true, title: 'route.eventSpecial.album', page: 'album' },
  { path: '/eventSpecial/reg', layout: 'events', public: true, title: 'route.eventSpecial.reg', page: 'regForm' },
  { path: '/eventSpecial/comment', layout: 'events', public: true, title: 'route.eventSpecial.comment', page: 'comments' },
  { path: '/attraction/index', layout: 'events', public: true, title: 'route.attraction.index', page: 'attractions' },
  { path: '/ticket/list', layout: 'events', public: true, title: 'route.ticket.list', page: 'ticketList' },
  { path: '/ticket/detail', layout: 'events', public: false, title: 'route.ticket.detail', page: 'ticketDetail' },
  { path: '/order/payResult', layout: 'events', public: false, title: 'route.order.payResult', page: 'payResult' },
  { path: '/order/buyRule', layout: 'events', public: false, title: 'route.order.buyRule', page: 'buyRule' },
  { path: '/order/checkout', layout: 'events', public: false, title: 'route.order.checkout', page: 'checkout' },
  { path: '/message/add', layout: 'events', public: true, title: 'route.message.add', page: 'comingSoon' },
  { path: '/forum/index', layout: 'forum', public: false, title: 'route.forum.index', page: 'comingSoon' },
  { path: '/forum/detail', layout: 'forum', public: false, title: 'route.forum.detail', page: 'comingSoon' },
  { path: '/forum/add', layout: 'forum', public: false, title: 'route.forum.add', page: 'comingSoon' },
  { path: '/worksReview/list', layout: 'review', public: false, title: 'route.worksReview.list', page: 'comingSoon' },
  { path: '/worksReview/detail', layout: 'review', public: false, title: 'route.worksReview.detail', page: 'comingSoon' },
  { path: '/worksReview/rank', layout: 'review', public: false, title: 'route.worksReview.rank', page: 'comingSoon' },
  { path: '/worksReview/rankReview', layout: 'review', public: false, title: 'route.worksReview.rankReview', page: 'comingSoon' },
  { path: '/worksReview/review', layout: 'review', public: false, title: 'route.worksReview.review', page: 'comingSoon' },
  { path: '/worksReview/reviewNav', layout: 'review', public: false, title: 'route.worksReview.reviewNav', page: 'comingSoon' },
  { path: '/competition/user', layout: 'root', public: false, title: 'route.competition.user', page: 'comingSoon' },
  { path: '/creator/index', layout: 'creator', public: false, title: 'route.creator.index', page: 'comingSoon' },
  { path: '/creator/orders', layout: 'creator', public: false, title: 'route.creator.orders', page: 'orderAdmin' },
  { path: '/creator/dashboard', layout: 'creator', public: false, title: 'route.creator.dashboard', page: 'comingSoon' },
  { path: '/creator/article/list', layout: 'creator', public: false, title: 'route.creator.article.list', page: 'comingSoon' },
  { path: '/creator/article/add', layout: 'creator', public: false, title: 'route.creator.article.add', page: 'comingSoon' },
  { path: '/creator/article/edit', layout: 'creator', public: false, title: 'route.creator.article.edit', page: 'comingSoon' },
  { path: '/creator/special/list', layout: 'creator', public: false, title: 'route.creator.special.list', page: 'comingSoon' },
  { path: '/creator/special/add', layout: 'creator', public: false, title: 'route.creator.special.add', page: 'comingSoon' },
  { path: '/creator/special/edit', layout: 'creator', public: false, title: 'route.creator.special.edit', page: 'comingSoon' },
  { path: '/creator/special/detail', layout: 'creator', public: false, title: 'route.creator.special.detail', page: 'comingSoon' },
  { path: '/creator/company/detail', layout: 'creator', public: false, title: 'route.creator.company.detail', page: 'comingSoon' },
  { path: '/creator/company/edit', layout: 'creator', public: false, title: 'route.creator.company.edit', page: 'comingSoon' },
  { path: '/creator/businessCard/list', layout: 'creator', public: false, title: 'route.creator.businessCard.list', page: 'comingSoon' },
  { path: '/creator/product/list', layout: 'creator', public: false, title: 'route.creator.product.list', page: 'comingSoon' },
  { path: '/creator/product/add', layout: 'creator', public: false, title: 'route.creator.product.add', page: 'comingSoon' },
  { path: '/creator/product/edit', layout: 'creator', public: false, title: 'route.creator.product.edit', page: 'comingSoon' },
  { path: '/creator/statistic/list', layout: 'creator', public: false, title: 'route.creator.statistic.list', page: 'comingSoon' },
  { path: '/creator/statistic/add', layout: 'creator', public: false, title: 'route.creator.statistic.add', page: 'comingSoon' },
  { path: '/creator/statistic/edit', layout: 'creator', public: false, title: 'route.creator.statistic.edit', page: 'comingSoon' },
  { path: '/creator/statistic/detail', layout: 'creator', public: false, title: 'route.creator.statistic.detail', page: 'comingSoon' },
  { path: '/creator/dataItem/list', layout: 'creator', public: false, title: 'route.creator.dataItem.list', page: 'comingSoon' },
  { path: '/creator/dataItem/add', layout: 'creator', public: false, title: 'route.creator.dataItem.add', page: 'comingSoon' },
  { path: '/creator/dataItem/edit', layout: 'creator', public: false, title: 'route.creator.dataItem.edit', page: 'comingSoon' },
  { path: '/creator/dataSet/list', layout: 'creator', public: false, title: 'route.creator.dataSet.list', page: 'comingSoon' },
  { path: '/creator/dataSet/add', layout: 'creator', public: false, title: 'route.creator.dataSet.add', page: 'comingSoon' },
  { path: '/creator/dataSet/edit', layout: 'creator', public: false, title: 'route.creator.dataSet.edit', page: 'comingSoon' },
  { path: '/creator/document/list', layout: 'creator', public: false, title: 'route.creator.document.list', page: 'comingSoon' },
  { path: '/creator/utils/netdisk', layout: 'creator', public: false, title: 'route.creator.utils.netdisk', page: 'comingSoon' },
  { path: '/creator/quoteData/list', layout: 'creator', public: false, title: 'route.creator.quoteData.list', page: 'comingSoon' },
  { path: '/creator/quoteData/add', layout: 'creator', public: false, title: 'route.creator.quoteData.add', page: 'comingSoon' },
  { path: '/creator/quoteData/edit', layout: 'creator', public: false, title: 'route.creator.quoteData.edit', page: 'comingSoon' },
];

export const HOME_PATH = '/home/aboutSPW';
export const NOT_FOUND_PATH = '/404';
export const LOGIN_PATH = '/login';

/** Paths that only lead elsewhere. */
export const ALIASES: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/account/login': LOGIN_PATH,
  '/account/login/': LOGIN_PATH,
};

const byPath = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.toLowerCase());
}

/** A link to a route, for `href`: `#/events/index?events_id=14`. */
export function hrefTo(path: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return `#${path}${search ? `?${search}` : ''}`;
}
