import type { RouteDef } from '../../app/route-types.ts';

const apply = () => import('./CertificationApplyPage.tsx');
const result = () => import('./CertificationResultPage.tsx');
const review = () => import('./CertificationReviewPage.tsx');

/** Applications a page of the admins' queue shows. */
export const CERTIFICATION_ROWS = 10;

/** Verification: a member's application and its result, and the admins' queue. */
export const routes: readonly RouteDef[] = [
  { path: '/certification/apply', layout: 'explorer', access: 'member', title: 'route.certification.apply', page: apply },
  { path: '/certification/result', layout: 'explorer', access: 'member', title: 'route.certification.result', page: result },
  { path: '/creator/certification/review', layout: 'creator', access: 'admin', title: 'route.creator.certification.review', page: review },
];
