import type { RouteDef } from '../../app/route-types.ts';

const addresses = () => import('./AddressPage.tsx');
const invoiceTitles = () => import('./InvoiceTitlePage.tsx');

/** A member's invoice titles and shipping addresses. */
export const routes: readonly RouteDef[] = [
  { path: '/userAddress/list', layout: 'personal', access: 'member', title: 'route.userAddress.list', page: addresses },
  { path: '/userInvoiceTitle/list', layout: 'personal', access: 'member', title: 'route.userInvoiceTitle.list', page: invoiceTitles },
];
