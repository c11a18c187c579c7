import type { RouteDef } from '../../app/route-types.ts';

const addresses = () => import('./AddressPage.tsx');
const invoiceTitles = () => import('./InvoiceTitlePage.tsx');
const userInfo = () => import('./UserInfoPage.tsx');
const password = () => import('./PasswordPage.tsx');

/** A member's account settings: the profile form, the password, invoice titles and shipping addresses. */
export const routes: readonly RouteDef[] = [
  { path: '/user/userinfo', layout: 'personal', access: 'member', title: 'route.user.userinfo', page: userInfo },
  { path: '/setting/password', layout: 'personal', access: 'member', title: 'route.setting.password', page: password },
  { path: '/userAddress/list', layout: 'personal', access: 'member', title: 'route.userAddress.list', page: addresses },
  { path: '/userInvoiceTitle/list', layout: 'personal', access: 'member', title: 'route.userInvoiceTitle.list', page: invoiceTitles },
];
