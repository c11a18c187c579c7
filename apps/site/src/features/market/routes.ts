import type { RouteDef } from '../../app/route-types.ts';

const postList = () => import('./PostListPage.tsx');
const postAdd = () => import('./PostAddPage.tsx');
const postDetail = () => import('./PostDetailPage.tsx');
const businessCards = () => import('./BusinessCardPage.tsx');
const companyDetail = () => import('./CompanyDetailPage.tsx');
const companyEdit = () => import('./CompanyEditPage.tsx');
const productList = () => import('./ProductListPage.tsx');
const productEdit = () => import('./ProductEditPage.tsx');
const companyCard = () => import('./CompanyCardPage.tsx');
const productCard = () => import('./ProductCardPage.tsx');

/** Posts a page of the market shows. */
export const POST_ROWS = 12;

/** The supply-and-demand market: posts, business cards, company pages and products. */
export const routes: readonly RouteDef[] = [
  {
    path: '/product/card',
    layout: 'standalone',
    access: 'member',
    title: 'route.product.card',
    page: productCard,
    words: ['marketMember'],
  },
  {
    path: '/company/card',
    layout: 'standalone',
    access: 'member',
    title: 'route.company.card',
    page: companyCard,
    words: ['marketMember'],
  },
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
    page: companyDetail,
    words: ['marketMember'],
  },
  {
    path: '/creator/company/edit',
    layout: 'creator',
    access: 'creator:company',
    title: 'route.creator.company.edit',
    page: companyEdit,
    words: ['marketMember'],
  },
  {
    path: '/creator/businessCard/list',
    layout: 'creator',
    access: 'creator:company',
    title: 'route.creator.businessCard.list',
    page: businessCards,
    words: ['marketMember'],
  },
  {
    path: '/creator/product/list',
    layout: 'creator',
    access: 'creator:company',
    title: 'route.creator.product.list',
    page: productList,
    words: ['marketMember'],
  },
  {
    path: '/creator/product/add',
    layout: 'creator',
    access: 'creator:company',
    title: 'route.creator.product.add',
    page: productEdit,
    words: ['marketMember'],
  },
  {
    path: '/creator/product/edit',
    layout: 'creator',
    access: 'creator:company',
    title: 'route.creator.product.edit',
    page: productEdit,
    words: ['marketMember'],
  },
];
