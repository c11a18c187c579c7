import { DataSetListScreen } from '@spw/ui/features/data-set/DataSetListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { pageParam } from '../../app/paged.ts';

/** Data sets a page of the list shows. */
const ROWS = 12;

/** /dataSet/list?keyword=&page=: the published data sets, last updated first; search by title. */
export default function DataSetListPage() {
  const search = new URLSearchParams(useSearch());
  const keyword = (search.get('keyword') ?? '').trim().slice(0, 50);
  const page = pageParam(search);
  const query = { page, rows: ROWS, ...(keyword ? { keyword } : {}) };
  const q = useQuery({
    queryKey: ['/dataSet/lists', query],
    queryFn: ({ signal }) => api.get('/dataSet/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const to = (words: string, nextPage: number) =>
    navigate(hrefTo('/dataSet/list', { ...(words ? { keyword: words } : {}), ...(nextPage > 1 ? { page: nextPage } : {}) }));
  return (
    <DataSetListScreen
      items={q.data?.list ?? []}
      total={q.data?.total ?? 0}
      page={page}
      rows={ROWS}
      onPage={(next) => to(keyword, next)}
      keyword={keyword}
      onKeyword={(words) => to(words, 1)}
      loading={q.isPending}
      error={q.isError}
      onRetry={() => void q.refetch()}
      detailHref={(id) => hrefTo('/dataSet/detail', { id })}
    />
  );
}
