/**
 * The creator's quote data pages, loaded through this module: the route table comes with the public
 * quote page, and a loader written there would carry the names of its page's chunks and their
 * dependencies into that page's download.
 */
export const quoteDataList = () => import('./QuoteDataListPage.tsx');
export const quoteDataEdit = () => import('./QuoteDataEditPage.tsx');
export const statisticList = () => import('./StatisticListPage.tsx');
export const statisticEdit = () => import('./StatisticEditPage.tsx');
export const statisticDetail = () => import('./StatisticDetailPage.tsx');
export const dataItemList = () => import('./DataItemListPage.tsx');
export const dataItemEdit = () => import('./DataItemEditPage.tsx');
