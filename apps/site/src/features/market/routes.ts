import type { PageLoader, RouteDef } from '../../app/route-types.ts';

const postList = () => import('./PostListPage.tsx');
const postAdd = () => import('./PostAddPage.tsx');
const postDetail = () => import('./PostDetailPage.tsx');
const businessCards = () => import('./BusinessCardPage.tsx');

/**
 * The routes not built yet (companies and products). Declared here rather than imported from
 * system/coming-soon.ts: that module's own chunk (0.3 KB) would come with the public market list,
 * which is held to 120 KB. Goes with the last of them.
 */
const comingSoon: PageLoader = Object.assign(() => import('../system/ComingSoonPage.tsx'), { queries: false as const });

/** Posts a page of the market shows. */
export const POST_ROWS = 12;

/** The supply-and-demand market: posts, business cards, company pages and products. */
export const routes: readonly RouteDef[] = [
  { path: '/product/card', layout: 'standalone', access: 'member', title: 'route.product.card', page: comingSoon },
  { path: '/company/card', layout: 'standalone', access: 'member', title: 'route.company.card', page: comingSoon },
  { path: '/posts/list', layout: 'explorer', access: 'public', title: 'route.posts.list', page: postList },
  // The members' pages of the market draw with their own part of its words; the public list goes without.
  { path: '/posts/add', layout: 'explorer', access: 'member', title: 'route.posts.add', page: postAdd, words: ['marketMember'] },
  // The report and hide dialogs' words, too.
  {
    path: '/posts/detail',
    layout: 'explorer',
    access: 'member',
    title: 'route.posts.detail',
    page: postDetail,
    words: ['marketMember', 'moderation'],
  },
  {
    path: '/creator/company/detail',
    layout: 'creator',
    access: 'creator:company',
    title: 'route.creator.company.detail',
    page: comingSoon,
  },
  { path: '/creator/company/edit', layout: 'creator', access: 'creator:company', title: 'route.creator.company.edit', page: comingSoon },
  {
    path: '/creator/businessCard/list',
    layout: 'creator',
    access: 'creator:company',
    title: 'route.creator.businessCard.list',
    page: businessCards,
    words: ['marketMember'],
  },
  { path: '/creator/product/list', layout: 'creator', access: 'creator:company', title: 'route.creator.product.list', page: comingSoon },
  { path: '/creator/product/add', layout: 'creator', access: 'creator:company', title: 'route.creator.product.add', page: comingSoon },
  { path: '/creator/product/edit', layout: 'creator', access: 'creator:company', title: 'route.creator.product.edit', page: comingSoon },
];
