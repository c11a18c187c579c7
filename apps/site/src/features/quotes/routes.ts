import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/coming-soon.ts';

const quoteIndex = () => import('./QuoteIndexPage.tsx');
// The creator's pages come through one small module (desk-pages.ts): this table stays light.
const desk = () => import('./desk-pages.ts');
const quoteDataList = () => desk().then((m) => m.quoteDataList());
const quoteDataEdit = () => desk().then((m) => m.quoteDataEdit());
const statisticList = () => desk().then((m) => m.statisticList());
const statisticEdit = () => desk().then((m) => m.statisticEdit());
const statisticDetail = () => desk().then((m) => m.statisticDetail());
const dataItemList = () => desk().then((m) => m.dataItemList());
const dataItemEdit = () => desk().then((m) => m.dataItemEdit());

/**
 * Prices and quote data (the ticker is drawn by the shells). The statistics pages draw the desk's
 * words and the figures' (the explorer home's, in `content`).
 */
export const routes: readonly RouteDef[] = [
  { path: '/quoteData/index', layout: 'standalone', access: 'public', title: 'route.quoteData.index', page: quoteIndex },
  { path: '/creator/dashboard', layout: 'creator', access: 'member', title: 'route.creator.dashboard', page: comingSoon },
  {
    path: '/creator/statistic/list',
    layout: 'creator',
    access: 'creator:statistic',
    title: 'route.creator.statistic.list',
    page: statisticList,
    words: ['quoteDesk', 'content'],
  },
  {
    path: '/creator/statistic/add',
    layout: 'creator',
    access: 'creator:statistic',
    title: 'route.creator.statistic.add',
    page: statisticEdit,
    words: ['quoteDesk', 'content'],
  },
  {
    path: '/creator/statistic/edit',
    layout: 'creator',
    access: 'creator:statistic',
    title: 'route.creator.statistic.edit',
    page: statisticEdit,
    words: ['quoteDesk', 'content'],
  },
  {
    path: '/creator/statistic/detail',
    layout: 'creator',
    access: 'creator:statistic',
    title: 'route.creator.statistic.detail',
    page: statisticDetail,
    words: ['quoteDesk', 'content'],
  },
  {
    path: '/creator/dataItem/list',
    layout: 'creator',
    access: 'creator:dataItem',
    title: 'route.creator.dataItem.list',
    page: dataItemList,
    words: ['quoteDesk'],
  },
  {
    path: '/creator/dataItem/add',
    layout: 'creator',
    access: 'creator:dataItem',
    title: 'route.creator.dataItem.add',
    page: dataItemEdit,
    words: ['quoteDesk', 'content'],
  },
  {
    path: '/creator/dataItem/edit',
    layout: 'creator',
    access: 'creator:dataItem',
    title: 'route.creator.dataItem.edit',
    page: dataItemEdit,
    words: ['quoteDesk', 'content'],
  },
  {
    path: '/creator/quoteData/list',
    layout: 'creator',
    access: 'creator:quoteData',
    title: 'route.creator.quoteData.list',
    page: quoteDataList,
    words: ['quoteDesk'],
  },
  {
    path: '/creator/quoteData/add',
    layout: 'creator',
    access: 'creator:quoteData',
    title: 'route.creator.quoteData.add',
    page: quoteDataEdit,
    words: ['quoteDesk'],
  },
  {
    path: '/creator/quoteData/edit',
    layout: 'creator',
    access: 'creator:quoteData',
    title: 'route.creator.quoteData.edit',
    page: quoteDataEdit,
    words: ['quoteDesk'],
  },
];
