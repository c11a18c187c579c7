import { DocumentListScreen } from '@spw/ui/features/document/DocumentListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { DOCUMENT_ROWS, documentListQuery, tagOf, type DocumentTag } from './routes.ts';

/** /document/list?keyword=&tag=&page=: the published reports, newest first; search by title, filter by topic. */
export default function DocumentListPage() {
  const search = new URLSearchParams(useSearch());
  const query = documentListQuery(search);
  const tag = tagOf(search);
  const keyword = query.keyword ?? '';
  const q = useQuery({
    queryKey: ['/document/lists', query],
    queryFn: ({ signal }) => api.get('/document/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const listHref = (next: { keyword?: string; tag?: DocumentTag | null; page?: number }) => {
    const words = next.keyword ?? keyword;
    const topic = next.tag === undefined ? tag : next.tag;
    return hrefTo('/document/list', {
      ...(words ? { keyword: words } : {}),
      ...(topic ? { tag: topic } : {}),
      ...(next.page && next.page > 1 ? { page: next.page } : {}),
    });
  };
  return (
    <DocumentListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      keyword={keyword}
      onSearch={(words) => navigate(listHref({ keyword: words.trim() }))}
      tag={tag}
      tagHref={(next) => listHref({ tag: next })}
      detailHref={(id) => hrefTo('/document/detail', { id })}
      dataSetsHref={hrefTo('/dataSet/list')}
      {...paged(q.data, query.page, DOCUMENT_ROWS, (page) => navigate(listHref({ page })))}
      onRetry={() => void q.refetch()}
    />
  );
}
