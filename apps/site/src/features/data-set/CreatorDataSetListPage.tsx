import { CreatorDataSetListScreen, type DataSetFilter } from '@spw/ui/features/data-set/CreatorDataSetListScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';

/** Data sets a page of the list shows. */
const ROWS = 20;

/** The list's filter and page from the address, so that coming back from a set keeps them. */
function listState(search: URLSearchParams): { filter: DataSetFilter; page: number } {
  const published = search.get('published');
  const keyword = search.get('keyword')?.trim();
  return {
    filter: {
      ...(published === 'true' || published === 'false' ? { published: published === 'true' } : {}),
      ...(keyword ? { keyword: keyword.slice(0, 50) } : {}),
    },
    page: pageParam(search),
  };
}

/** /creator/dataSet/list: the creator's data sets, drafts too, filtered and paged; deleted after a confirm. */
export default function CreatorDataSetListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { filter, page } = listState(new URLSearchParams(useSearch()));
  const to = (next: DataSetFilter, nextPage: number) =>
    navigate(
      hrefTo('/creator/dataSet/list', {
        ...(next.published !== undefined ? { published: String(next.published) } : {}),
        ...(next.keyword ? { keyword: next.keyword } : {}),
        ...(nextPage > 1 ? { page: nextPage } : {}),
      }),
    );
  const list = useQuery({
    queryKey: ['/dataSet/myLists', filter, page],
    queryFn: ({ signal }) => api.get('/dataSet/myLists', { query: { ...filter, page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/dataSet/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'dataSet.site.deleted' })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/dataSet/myLists'] });
      void queryClient.invalidateQueries({ queryKey: ['/dataSet/myGet'] });
      void queryClient.invalidateQueries({ queryKey: ['/dataSet/lists'] });
    },
  });
  return (
    <CreatorDataSetListScreen
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
      addHref={hrefTo('/creator/dataSet/add')}
      editHref={(id) => hrefTo('/creator/dataSet/edit', { id })}
      publicHref={(id) => hrefTo('/dataSet/detail', { id })}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? remove.variables : null}
    />
  );
}
