import type { FirstVisit, RouteDef } from '../../app/route-types.ts';

const drawWall = () => import('./DrawWallPage.tsx');
const share = () => import('./SharePage.tsx');
const orderList = () => import('./OrderListPage.tsx');
const orderDetail = () => import('./OrderDetailPage.tsx');
const myTickets = () => import('./MyTicketsPage.tsx');
const checkin = () => import('./CheckinPage.tsx');
const regForm = () => import('./RegFormPage.tsx');
const payTip = () => import('./PayTipPage.tsx');
const regNotice = () => import('./RegNoticePage.tsx');
const regResult = () => import('./RegResultPage.tsx');
const ticketList = () => import('./TicketTypeListPage.tsx');
const ticketDetail = () => import('./TicketTypeDetailPage.tsx');
const payResult = () => import('./PayResultPage.tsx');
const buyRule = () => import('./BuyRulePage.tsx');
const checkout = () => import('./CheckoutPage.tsx');
const orderAdmin = () => import('./OrderAdminPage.tsx');

/** What the ticket list asks for as it opens (asked ahead on a first visit: RouteDef.data). */
const tickets = ({ edition, api }: FirstVisit) => edition().then((id) => id && api.prefetch('/ticket/lists', { query: { events_id: id } }));

/**
 * Registration, tickets, orders and payment, check-in and the lottery wall. `words`: the pages with
 * a form (and the member's pages, which may show one) bring the forms' words, the member's pages the
 * orders' words; the public pages that only show something go without either.
 */
export const routes: readonly RouteDef[] = [
  { path: '/draw/wall', layout: 'standalone', access: 'member', title: 'route.draw.wall', page: drawWall, words: ['forms', 'orders'] },
  { path: '/eventsUser/share', layout: 'standalone', access: 'public', title: 'route.eventsUser.share', page: share },
  { path: '/order/list', layout: 'personal', access: 'member', title: 'route.order.list', page: orderList, words: ['forms', 'orders'] },
  {
    path: '/order/detail',
    layout: 'personal',
    access: 'member',
    title: 'route.order.detail',
    page: orderDetail,
    words: ['forms', 'orders'],
  },
  { path: '/events/my', layout: 'personal', access: 'member', title: 'route.events.my', page: myTickets, words: ['forms', 'orders'] },
  {
    path: '/events/checkin',
    layout: 'personal',
    access: 'member',
    title: 'route.events.checkin',
    page: checkin,
    words: ['forms', 'orders'],
  },
  { path: '/events/reg', layout: 'events', access: 'public', title: 'route.events.reg', page: regForm, words: ['forms'] },
  { path: '/events/payTip', layout: 'events', access: 'public', title: 'route.events.payTip', page: payTip, words: ['orders'] },
  { path: '/events/regNotice', layout: 'events', access: 'public', title: 'route.events.regNotice', page: regNotice },
  { path: '/form/reg', layout: 'events', access: 'public', title: 'route.form.reg', page: regForm, words: ['forms'] },
  { path: '/form/regResult', layout: 'events', access: 'member', title: 'route.form.regResult', page: regResult, words: ['forms'] },
  { path: '/events/regResult', layout: 'events', access: 'public', title: 'route.events.regResult', page: regResult },
  { path: '/eventSpecial/reg', layout: 'events', access: 'public', title: 'route.eventSpecial.reg', page: regForm, words: ['forms'] },
  { path: '/ticket/list', layout: 'events', access: 'public', title: 'route.ticket.list', page: ticketList, data: tickets },
  {
    path: '/ticket/detail',
    layout: 'events',
    access: 'member',
    title: 'route.ticket.detail',
    page: ticketDetail,
    words: ['forms', 'orders'],
  },
  {
    path: '/order/payResult',
    layout: 'events',
    access: 'member',
    title: 'route.order.payResult',
    page: payResult,
    words: ['forms', 'orders'],
  },
  { path: '/order/buyRule', layout: 'events', access: 'member', title: 'route.order.buyRule', page: buyRule, words: ['forms', 'orders'] },
  {
    path: '/order/checkout',
    layout: 'events',
    access: 'member',
    title: 'route.order.checkout',
    page: checkout,
    words: ['forms', 'orders'],
  },
  {
    path: '/creator/orders',
    layout: 'creator',
    access: 'admin',
    title: 'route.creator.orders',
    page: orderAdmin,
    words: ['forms', 'orders'],
  },
];
