import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';

const list = () => import('./ColumnListPage.tsx');
const articles = () => import('./ColumnArticlesPage.tsx');
const users = () => import('./ColumnUsersPage.tsx');
const recruit = () => import('./ColumnRecruitPage.tsx');
const review = () => import('./ColumnReviewPage.tsx');

/** Rows per page of the column list, a column's articles and its subscribers. */
export const COLUMN_ROWS = 12;
export const COLUMN_ARTICLE_ROWS = 10;
export const SUBSCRIBER_ROWS = 20;

/** The column list's query: the link's page. */
export const columnListQuery = (search: URLSearchParams) => ({ page: pageOf(search), rows: COLUMN_ROWS });

/** The link's page (1 when missing or malformed); idParam, as the route table is read on a first visit. */
const pageOf = (search: URLSearchParams) => idParam(search.get('page')) ?? 1;

/** A column's articles: published, pinned first, in any language (a column is its writer's, whatever they write in). */
export const columnArticlesQuery = (columnId: number, search: URLSearchParams) => ({
  column_id: columnId,
  page: pageOf(search),
  rows: COLUMN_ARTICLE_ROWS,
});

const listData = ({ search, api }: FirstVisit) => {
  api.prefetch('/column/lists', { query: columnListQuery(search) });
};
/** A column's page asks for the column (its header) and its articles side by side. */
const articlesData = ({ search, api }: FirstVisit) => {
  const id = idParam(search.get('id'));
  if (id === null) return;
  api.prefetch('/column/get', { query: { id } });
  api.prefetch('/article/lists', { query: columnArticlesQuery(id, search) });
};

/** Columns (专栏): the list, a column's page (header, articles), its subscribers, and the recruitment with the admins' queue. */
export const routes: readonly RouteDef[] = [
  { path: '/column/list', layout: 'moment', access: 'public', title: 'route.column.list', page: list, data: listData },
  { path: '/column/detail', layout: 'column', access: 'public', title: 'route.column.detail', page: articles, data: articlesData },
  { path: '/column/article', layout: 'column', access: 'public', title: 'route.column.article', page: articles, data: articlesData },
  { path: '/column/user', layout: 'column', access: 'public', title: 'route.column.user', page: users },
  {
    path: '/column/recruit',
    layout: 'root',
    access: 'public',
    title: 'route.column.recruit',
    page: recruit,
    words: ['columnRecruit'],
  },
  {
    path: '/creator/column/review',
    layout: 'creator',
    access: 'admin',
    title: 'route.creator.column.review',
    page: review,
    words: ['columnRecruit'],
  },
];
