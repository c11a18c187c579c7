import { DataItemListScreen, type DataItemFilter } from '@spw/ui/features/quotes/DataItemListScreen';
import type { components } from '@spw/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';

const FREQUENCIES: readonly components['schemas']['DataItemFrequency'][] = ['day', 'month', 'quarter', 'year'];

/** Items a page of the list shows. */
const ROWS = 20;

/** The list's filter and page from the address, so that coming back from an item keeps them. */
function listState(search: URLSearchParams): { filter: DataItemFilter; page: number } {
  const frequency = FREQUENCIES.find((f) => f === search.get('frequency'));
  const keyword = search.get('keyword')?.trim();
  return {
    filter: { ...(frequency ? { frequency } : {}), ...(keyword ? { keyword: keyword.slice(0, 50) } : {}) },
    page: pageParam(search),
  };
}

/** /creator/dataItem/list: the creator's indicators, filtered by frequency and words, paged; deleted after a confirm. */
export default function DataItemListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { filter, page } = listState(new URLSearchParams(useSearch()));
  const to = (next: DataItemFilter, nextPage: number) =>
    navigate(hrefTo('/creator/dataItem/list', { ...next, ...(nextPage > 1 ? { page: nextPage } : {}) }));
  const list = useQuery({
    queryKey: ['/dataItem/myLists', filter, page],
    queryFn: ({ signal }) => api.get('/dataItem/myLists', { query: { ...filter, page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/dataItem/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'dataItem.site.deleted' })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/dataItem/myLists'] });
      void queryClient.invalidateQueries({ queryKey: ['/dataItem/myGet'] });
    },
  });
  return (
    <DataItemListScreen
      items={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      page={page}
      rows={ROWS}
      onPage={(next) => to(filter, next)}
      filter={filter}
      onFilter={(next) => to(next, 1)}
      loading={list.isPending}
      error={list.isError}
      onRetry={() => void list.refetch()}
      addHref={hrefTo('/creator/dataItem/add')}
      editHref={(id) => hrefTo('/creator/dataItem/edit', { id })}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? remove.variables : null}
    />
  );
}
