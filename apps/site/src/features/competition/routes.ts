import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/coming-soon.ts';

/** Competitions, works and their review. */
export const routes: readonly RouteDef[] = [
  { path: '/worksReview/rankExport', layout: 'standalone', access: 'reviewer', title: 'route.worksReview.rankExport', page: comingSoon },
  { path: '/competition/list', layout: 'root', access: 'member', title: 'route.competition.list', page: comingSoon },
  { path: '/competition/rule', layout: 'root', access: 'member', title: 'route.competition.rule', page: comingSoon },
  { path: '/competition/reg', layout: 'root', access: 'member', title: 'route.competition.reg', page: comingSoon },
  { path: '/works/list', layout: 'root', access: 'member', title: 'route.works.list', page: comingSoon },
  { path: '/competition/index', layout: 'explorer', access: 'member', title: 'route.competition.index', page: comingSoon },
  { path: '/competition/detail', layout: 'explorer', access: 'member', title: 'route.competition.detail', page: comingSoon },
  { path: '/worksReview/list', layout: 'review', access: 'reviewer', title: 'route.worksReview.list', page: comingSoon },
  { path: '/worksReview/detail', layout: 'review', access: 'reviewer', title: 'route.worksReview.detail', page: comingSoon },
  { path: '/worksReview/rank', layout: 'review', access: 'reviewer', title: 'route.worksReview.rank', page: comingSoon },
  { path: '/worksReview/rankReview', layout: 'review', access: 'reviewer', title: 'route.worksReview.rankReview', page: comingSoon },
  { path: '/worksReview/review', layout: 'review', access: 'reviewer', title: 'route.worksReview.review', page: comingSoon },
  { path: '/worksReview/reviewNav', layout: 'review', access: 'reviewer', title: 'route.worksReview.reviewNav', page: comingSoon },
  { path: '/competition/user', layout: 'root', access: 'member', title: 'route.competition.user', page: comingSoon },
];
