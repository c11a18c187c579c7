import { StatisticListScreen, type StatisticFilter } from '@spw/ui/features/quotes/StatisticListScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';

/** Tables a page of the list shows. */
const ROWS = 20;

/** The list's filter and page from the address, so that coming back from a table keeps them. */
function listState(search: URLSearchParams): { filter: StatisticFilter; page: number } {
  const visibility = search.get('visibility');
  const keyword = search.get('keyword')?.trim();
  return {
    filter: {
      ...(visibility === 'public' || visibility === 'secret' ? { visibility } : {}),
      ...(keyword ? { keyword: keyword.slice(0, 50) } : {}),
    },
    page: pageParam(search),
  };
}

/** /creator/statistic/list: the creator's tables, filtered by visibility and words, paged; deleted after a confirm. */
export default function StatisticListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { filter, page } = listState(new URLSearchParams(useSearch()));
  const to = (next: StatisticFilter, nextPage: number) =>
    navigate(hrefTo('/creator/statistic/list', { ...next, ...(nextPage > 1 ? { page: nextPage } : {}) }));
  const list = useQuery({
    queryKey: ['/statistic/myLists', filter, page],
    queryFn: ({ signal }) => api.get('/statistic/myLists', { query: { ...filter, page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/statistic/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'statistic.site.deleted' })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/statistic/myLists'] });
      void queryClient.invalidateQueries({ queryKey: ['/statistic/myGet'] });
      void queryClient.invalidateQueries({ queryKey: ['/statistic/home'] });
    },
  });
  return (
    <StatisticListScreen
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
      addHref={hrefTo('/creator/statistic/add')}
      detailHref={(id) => hrefTo('/creator/statistic/detail', { id })}
      editHref={(id) => hrefTo('/creator/statistic/edit', { id })}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? remove.variables : null}
    />
  );
}
