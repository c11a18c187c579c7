import type { ComponentType } from 'react';
import { lazyPage } from './lazy.ts';
import type { PageName, RouteDef } from './routes.ts';

export interface PageProps {
  route: RouteDef;
}

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

const loaders: Record<PageName, () => PageModule> = {
  about: () => import('../pages/AboutPage.tsx'),
  welcome: () => import('../pages/WelcomePage.tsx'),
  login: () => import('../pages/LoginPage.tsx'),
  register: () => import('../pages/RegisterPage.tsx'),
  forgot: () => import('../pages/ForgotPage.tsx'),
  notFound: () => import('../pages/NotFoundPage.tsx'),
  comingSoon: () => import('../pages/ComingSoonPage.tsx'),
  invoiceTitles: () => import('../pages/InvoiceTitlePage.tsx'),
  addresses: () => import('../pages/AddressPage.tsx'),
  editionList: () => import('../pages/EditionListPage.tsx'),
  editionHome: () => import('../pages/EditionHomePage.tsx'),
  guestList: () => import('../pages/GuestListPage.tsx'),
  guestDetail: () => import('../pages/GuestDetailPage.tsx'),
  sponsorList: () => import('../pages/SponsorListPage.tsx'),
  sponsorDetail: () => import('../pages/SponsorDetailPage.tsx'),
  agenda: () => import('../pages/AgendaPage.tsx'),
  album: () => import('../pages/AlbumPage.tsx'),
  reports: () => import('../pages/ReportPage.tsx'),
  comments: () => import('../pages/CommentPage.tsx'),
  service: () => import('../pages/ServicePage.tsx'),
  attractions: () => import('../pages/AttractionPage.tsx'),
  orderAdmin: () => import('../pages/OrderAdminPage.tsx'),
  ticketList: () => import('../pages/TicketListPage.tsx'),
  ticketDetail: () => import('../pages/TicketDetailPage.tsx'),
  buyRule: () => import('../pages/BuyRulePage.tsx'),
  checkout: () => import('../pages/CheckoutPage.tsx'),
  payTip: () => import('../pages/PayTipPage.tsx'),
  payResult: () => import('../pages/PayResultPage.tsx'),
  orderList: () => import('../pages/OrderListPage.tsx'),
  orderDetail: () => import('../pages/OrderDetailPage.tsx'),
  regNotice: () => import('../pages/RegNoticePage.tsx'),
  regForm: () => import('../pages/RegFormPage.tsx'),
  regResult: () => import('../pages/RegResultPage.tsx'),
  myTickets: () => import('../pages/MyTicketsPage.tsx'),
  checkin: () => import('../pages/CheckinPage.tsx'),
  share: () => import('../pages/SharePage.tsx'),
  drawWall: () => import('../pages/DrawWallPage.tsx'),
};

/** Each page is its own chunk. */
export const pages: Record<PageName, ComponentType<PageProps>> = {
  about: lazyPage(loaders.about),
  welcome: lazyPage(loaders.welcome),
  login: lazyPage(loaders.login),
  register: lazyPage(loaders.register),
  forgot: lazyPage(loaders.forgot),
  notFound: lazyPage(loaders.notFound),
  comingSoon: lazyPage(loaders.comingSoon),
  invoiceTitles: lazyPage(loaders.invoiceTitles),
  addresses: lazyPage(loaders.addresses),
  editionList: lazyPage(loaders.editionList),
  editionHome: lazyPage(loaders.editionHome),
  guestList: lazyPage(loaders.guestList),
  guestDetail: lazyPage(loaders.guestDetail),
  sponsorList: lazyPage(loaders.sponsorList),
  sponsorDetail: lazyPage(loaders.sponsorDetail),
  agenda: lazyPage(loaders.agenda),
  album: lazyPage(loaders.album),
  reports: lazyPage(loaders.reports),
  comments: lazyPage(loaders.comments),
  service: lazyPage(loaders.service),
  attractions: lazyPage(loaders.attractions),
  orderAdmin: lazyPage(loaders.orderAdmin),
  ticketList: lazyPage(loaders.ticketList),
  ticketDetail: lazyPage(loaders.ticketDetail),
  buyRule: lazyPage(loaders.buyRule),
  checkout: lazyPage(loaders.checkout),
  payTip: lazyPage(loaders.payTip),
  payResult: lazyPage(loaders.payResult),
  orderList: lazyPage(loaders.orderList),
  orderDetail: lazyPage(loaders.orderDetail),
  regNotice: lazyPage(loaders.regNotice),
  regForm: lazyPage(loaders.regForm),
  regResult: lazyPage(loaders.regResult),
  myTickets: lazyPage(loaders.myTickets),
  checkin: lazyPage(loaders.checkin),
  share: lazyPage(loaders.share),
  drawWall: lazyPage(loaders.drawWall),
};

/** Starts a page's download early (the module cache hands it to the lazy page later). */
export function preloadPage(name: PageName): void {
  loaders[name]().catch(() => {
    // The lazy page asks again and handles the failure.
  });
}

/**
 * How many parts of the catalogue (@spw/i18n/split) a page draws with: the first visit's pages
 * one, the sign-in forms two, every other page all three.
 */
export function cataloguePartsFor(page: PageName): number {
  if (page === 'about' || page === 'welcome') return 1;
  if (page === 'login' || page === 'register' || page === 'forgot') return 2;
  return 3;
}
