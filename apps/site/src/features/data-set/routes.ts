import type { RouteDef } from '../../app/route-types.ts';

const list = () => import('./DataSetListPage.tsx');
const detail = () => import('./DataSetDetailPage.tsx');
const mine = () => import('./CreatorDataSetListPage.tsx');
const edit = () => import('./CreatorDataSetEditPage.tsx');

/** Data sets (数据集): the public list and page, and the creator's desk. */
export const routes: readonly RouteDef[] = [
  { path: '/dataSet/list', layout: 'explorer', access: 'public', title: 'route.dataSet.list', page: list },
  { path: '/dataSet/detail', layout: 'explorer', access: 'public', title: 'route.dataSet.detail', page: detail },
  {
    path: '/creator/dataSet/list',
    layout: 'creator',
    access: 'creator:dataSet',
    title: 'route.creator.dataSet.list',
    page: mine,
    words: ['dataSetDesk'],
  },
  {
    path: '/creator/dataSet/add',
    layout: 'creator',
    access: 'creator:dataSet',
    title: 'route.creator.dataSet.add',
    page: edit,
    words: ['dataSetDesk'],
  },
  {
    path: '/creator/dataSet/edit',
    layout: 'creator',
    access: 'creator:dataSet',
    title: 'route.creator.dataSet.edit',
    page: edit,
    words: ['dataSetDesk'],
  },
];
