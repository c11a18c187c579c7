import { CreatorSpecialListScreen, SPECIAL_FILTERS, type SpecialFilter } from '@spw/ui/features/special/CreatorSpecialListScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';

const ROWS = 10;
const isFilter = (value: string | null): value is SpecialFilter => SPECIAL_FILTERS.some((f) => f === value);
const STATUS: Record<SpecialFilter, 0 | 1 | undefined> = { all: undefined, published: 1, unpublished: 0 };

/** /creator/special/list?filter=: the creator's special topics; publish, unpublish and delete them. */
export default function CreatorSpecialListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const raw = search.get('filter');
  const filter: SpecialFilter = isFilter(raw) ? raw : 'all';
  const page = pageParam(search);
  const q = useQuery({
    queryKey: ['/special/myLists', filter, page],
    queryFn: ({ signal }) => api.get('/special/myLists', { query: { status: STATUS[filter], page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const settle = () => queryClient.invalidateQueries({ queryKey: ['/special/myLists'] });
  const publish = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) => api.post('/special/publish', { body: { id, status } }),
    onSuccess: (_item, { status }) =>
      pushToast('success', intl.formatMessage({ id: status === 1 ? 'special.mine.done.publish' : 'special.mine.done.unpublish' })),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/special/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'special.mine.done.delete' })),
    onSettled: settle,
  });
  const to = (next: { filter: SpecialFilter; page?: number }) =>
    navigate(hrefTo('/creator/special/list', { filter: next.filter === 'all' ? undefined : next.filter, page: next.page }));
  return (
    <CreatorSpecialListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) => to({ filter, page: next }))}
      filter={filter}
      onFilterChange={(next) => to({ filter: next })}
      addHref={hrefTo('/creator/special/add')}
      editHrefOf={(item) => hrefTo('/creator/special/edit', { id: item.id })}
      detailHrefOf={(item) => hrefTo('/creator/special/detail', { id: item.id })}
      onPublish={(item, status) => publish.mutate({ id: item.id, status })}
      onDelete={(item) => remove.mutate(item.id)}
      busyId={publish.isPending ? publish.variables.id : remove.isPending ? remove.variables : undefined}
      onRetry={() => void q.refetch()}
    />
  );
}
