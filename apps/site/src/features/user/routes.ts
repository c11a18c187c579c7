import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/coming-soon.ts';

/** Profiles, a member's own pages, verification. */
export const routes: readonly RouteDef[] = [
  { path: '/user/my', layout: 'root', access: 'member', title: 'route.user.my', page: comingSoon },
  { path: '/certification/apply', layout: 'explorer', access: 'member', title: 'route.certification.apply', page: comingSoon },
  { path: '/certification/result', layout: 'explorer', access: 'member', title: 'route.certification.result', page: comingSoon },
  { path: '/user/index', layout: 'personal', access: 'public', title: 'route.user.index', page: comingSoon },
  { path: '/user/userinfo', layout: 'personal', access: 'member', title: 'route.user.userinfo', page: comingSoon },
  { path: '/setting/password', layout: 'personal', access: 'member', title: 'route.setting.password', page: comingSoon },
  { path: '/user/list', layout: 'personal', access: 'public', title: 'route.user.list', page: comingSoon },
];
