import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/coming-soon.ts';

const postList = () => import('./PostListPage.tsx');
const postAdd = () => import('./PostAddPage.tsx');
const postDetail = () => import('./PostDetailPage.tsx');
const businessCards = () => import('./BusinessCardPage.tsx');

/** Posts a page of the market shows. */
export const POST_ROWS = 12;

/** The supply-and-demand market: posts, business cards, company pages and products. */
export const routes: readonly RouteDef[] = [
  { path: '/product/card', layout: 'standalone', access: 'member', title: 'route.product.card', page: comingSoon },
  { path: '/company/card', layout: 'standalone', access: 'member', title: 'route.company.card', page: comingSoon },
  { path: '/posts/list', layout: 'explorer', access: 'public', title: 'route.posts.list', page: postList },
  { path: '/posts/add', layout: 'explorer', access: 'member', title: 'route.posts.add', page: postAdd },
  // The report and hide dialogs' words.
  { path: '/posts/detail', layout: 'explorer', access: 'member', title: 'route.posts.detail', page: postDetail, words: ['moderation'] },
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
  },
  { path: '/creator/product/list', layout: 'creator', access: 'creator:company', title: 'route.creator.product.list', page: comingSoon },
  { path: '/creator/product/add', layout: 'creator', access: 'creator:company', title: 'route.creator.product.add', page: comingSoon },
  { path: '/creator/product/edit', layout: 'creator', access: 'creator:company', title: 'route.creator.product.edit', page: comingSoon },
];
