/**
 * The market's member pages, loaded through this module: the route table comes with the public
 * market list (held to 120 KB), and a loader written there carries the names of its page's chunks
 * and their dependencies. Here they cost the list nothing; a member page waits for this small
 * module first.
 */
export const postAdd = () => import('./PostAddPage.tsx');
export const postDetail = () => import('./PostDetailPage.tsx');
export const businessCards = () => import('./BusinessCardPage.tsx');
export const companyDetail = () => import('./CompanyDetailPage.tsx');
export const companyEdit = () => import('./CompanyEditPage.tsx');
export const productList = () => import('./ProductListPage.tsx');
export const productEdit = () => import('./ProductEditPage.tsx');
export const companyCard = () => import('./CompanyCardPage.tsx');
export const productCard = () => import('./ProductCardPage.tsx');
