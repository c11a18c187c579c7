import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';
import type { Locale } from '@spw/i18n';

const list = () => import('./ArticleListPage.tsx');
const detail = () => import('./ArticleDetailPage.tsx');
const preview = () => import('./ArticlePreviewPage.tsx');
const editor = () => import('./ArticleEditorPage.tsx');
const home = () => import('./ArticleIndexPage.tsx');

/** Rows per page of the news list. */
export const ARTICLE_ROWS = 10;

/** The news list's query: the reader's language, the link's page. */
export const articleListQuery = (search: URLSearchParams, lang: Locale) => ({
  lang,
  page: idParam(search.get('page')) ?? 1,
  rows: ARTICLE_ROWS,
});

/** The articles home's lists: the reader's language for the articles; columns and topics whatever they are written in. */
export const articleIndexQueries = (lang: Locale) => ({
  hot: { lang, order: 'hot' as const, rows: 5 },
  latest: { lang, order: 'latest' as const, rows: 8 },
  columns: { rows: 6 },
  specials: { rows: 4 },
});

/** What the pages ask for as they open (asked ahead on a first visit: RouteDef.data). */
const listData = ({ search, api, locale }: FirstVisit) => {
  api.prefetch('/article/lists', { query: articleListQuery(search, locale) });
};
const homeData = ({ api, locale }: FirstVisit) => {
  const q = articleIndexQueries(locale);
  api.prefetch('/article/lists', { query: q.hot });
  api.prefetch('/article/lists', { query: q.latest });
  api.prefetch('/column/lists', { query: q.columns });
  api.prefetch('/special/lists', { query: q.specials });
};
const detailData = ({ search, api }: FirstVisit) => {
  const id = idParam(search.get('id'));
  if (id !== null) api.prefetch('/article/get', { query: { id } });
};

/**
 * Articles (文章): the articles home, the news list, the reading page, the author's preview, and
 * the standalone writing page (the creator centre's article pages are ../articleDesk's).
 */
export const routes: readonly RouteDef[] = [
  {
    path: '/article/index',
    layout: 'explorer',
    access: 'public',
    title: 'route.article.index',
    page: home,
    data: homeData,
    words: ['column'],
  },
  { path: '/article/list', layout: 'moment', access: 'public', title: 'route.article.list', page: list, data: listData },
  { path: '/article/detail', layout: 'standalone', access: 'public', title: 'route.article.detail', page: detail, data: detailData },
  { path: '/article/preview', layout: 'standalone', access: 'member', title: 'route.article.preview', page: preview },
  {
    path: '/article/add',
    layout: 'standalone',
    access: 'creator:article',
    title: 'route.article.add',
    page: editor,
    words: ['articleDesk'],
  },
  {
    path: '/article/edit',
    layout: 'standalone',
    access: 'creator:article',
    title: 'route.article.edit',
    page: editor,
    words: ['articleDesk'],
  },
];
