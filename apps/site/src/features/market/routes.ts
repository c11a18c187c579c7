import type { RouteDef } from '../../app/route-types.ts';

const postList = () => import('./PostListPage.tsx');
// The member pages come through one small module (member-pages.ts): this table stays light.
const members = () => import('./member-pages.ts');
const postAdd = () => members().then((m) => m.postAdd());
const postDetail = () => members().then((m) => m.postDetail());
const businessCards = () => members().then((m) => m.businessCards());
const companyDetail = () => members().then((m) => m.companyDetail());
const companyEdit = () => members().then((m) => m.companyEdit());
const productList = () => members().then((m) => m.productList());
const productEdit = () => members().then((m) => m.productEdit());
const companyCard = () => members().then((m) => m.companyCard());
const productCard = () => members().then((m) => m.productCard());

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
