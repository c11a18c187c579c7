import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';
import { comingSoon } from '../system/coming-soon.ts';

const profile = () => import('./ProfilePage.tsx');
const userList = () => import('./UserListPage.tsx');
const userInfo = () => import('./UserInfoPage.tsx');
const password = () => import('./PasswordPage.tsx');
const certificationApply = () => import('./CertificationApplyPage.tsx');
const certificationResult = () => import('./CertificationResultPage.tsx');
const certificationReview = () => import('./CertificationReviewPage.tsx');

/** Rows per page of a profile's articles and columns, and of the follow lists. */
export const PROFILE_ROWS = 10;
export const USER_LIST_ROWS = 20;
/** Applications a page of the admins' queue shows. */
export const CERTIFICATION_ROWS = 10;

/** The profile's tabs: its articles (the default) and its columns. */
export type ProfileTab = 'article' | 'column';
export const profileTab = (search: URLSearchParams): ProfileTab => (search.get('tab') === 'column' ? 'column' : 'article');

/** Whose lists /user/list shows and which: the link's uid and t (follow unless it says fans). */
export const userListKind = (search: URLSearchParams): 'follow' | 'fans' => (search.get('t') === 'fans' ? 'fans' : 'follow');

/** A profile asks for the user, their counts and the open tab's list side by side. */
const profileData = ({ search, api }: FirstVisit) => {
  const uid = idParam(search.get('uid'));
  if (uid === null) return;
  api.prefetch('/user/get', { query: { uid } });
  api.prefetch('/userstat/get', { query: { uid } });
};

/** Profiles, a member's own pages, verification. */
export const routes: readonly RouteDef[] = [
  { path: '/user/my', layout: 'root', access: 'member', title: 'route.user.my', page: comingSoon },
  {
    path: '/certification/apply',
    layout: 'explorer',
    access: 'member',
    title: 'route.certification.apply',
    page: certificationApply,
    words: ['forms'],
  },
  { path: '/certification/result', layout: 'explorer', access: 'member', title: 'route.certification.result', page: certificationResult },
  {
    path: '/creator/certification/review',
    layout: 'creator',
    access: 'admin',
    title: 'route.creator.certification.review',
    page: certificationReview,
  },
  { path: '/user/index', layout: 'personal', access: 'public', title: 'route.user.index', page: profile, data: profileData },
  { path: '/user/userinfo', layout: 'personal', access: 'member', title: 'route.user.userinfo', page: userInfo, words: ['forms'] },
  { path: '/setting/password', layout: 'personal', access: 'member', title: 'route.setting.password', page: password, words: ['forms'] },
  { path: '/user/list', layout: 'personal', access: 'public', title: 'route.user.list', page: userList },
];
