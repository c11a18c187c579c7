import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';

const list = () => import('./DocumentListPage.tsx');
const detail = () => import('./DocumentDetailPage.tsx');
const mine = () => import('./CreatorDocumentPage.tsx');

/** Reports per page of the public list and of the creator's. */
export const DOCUMENT_ROWS = 12;

const TAGS = ['market', 'supply', 'jewellery', 'investment', 'recycling', 'hydrogen', 'policy'] as const;
export type DocumentTag = (typeof TAGS)[number];

/** The topic in the link, null for all (an unknown one is all). */
export function tagOf(search: URLSearchParams): DocumentTag | null {
  const tag = search.get('tag');
  return TAGS.find((t) => t === tag) ?? null;
}

/** The public list's query: the link's words, topic and page. */
export function documentListQuery(search: URLSearchParams) {
  const keyword = (search.get('keyword') ?? '').trim();
  const tag = tagOf(search);
  return { page: idParam(search.get('page')) ?? 1, rows: DOCUMENT_ROWS, ...(keyword ? { keyword } : {}), ...(tag ? { tag } : {}) };
}

const listData = ({ search, api }: FirstVisit) => {
  api.prefetch('/document/lists', { query: documentListQuery(search) });
};
const detailData = ({ search, api }: FirstVisit) => {
  const id = idParam(search.get('id'));
  if (id !== null) api.prefetch('/document/get', { query: { id } });
};

/** Research reports (研究报告): the public list and a report's page; the creator's reports with their form. */
export const routes: readonly RouteDef[] = [
  { path: '/document/list', layout: 'explorer', access: 'public', title: 'route.document.list', page: list, data: listData },
  { path: '/document/detail', layout: 'explorer', access: 'public', title: 'route.document.detail', page: detail, data: detailData },
  {
    path: '/creator/document/list',
    layout: 'creator',
    access: 'creator:document',
    title: 'route.creator.document.list',
    page: mine,
    words: ['documentDesk'],
  },
];
