import { ColumnApplicationsScreen } from '@spw/ui/features/column/ColumnApplicationsScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';

const ROWS = 10;
type Filter = 0 | 1 | 2 | 3;

/** The filter in the link: waiting (0) unless it names another. */
function filterOf(search: URLSearchParams): Filter {
  const n = Number(search.get('status'));
  return n === 1 || n === 2 || n === 3 ? n : 0;
}

/** /creator/column/review?status=: the admins' queue of column applications; approving makes the column. */
export default function ColumnReviewPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const page = pageParam(search);
  const filter = filterOf(search);
  const q = useQuery({
    queryKey: ['/columnApply/lists', filter, page],
    queryFn: ({ signal }) => api.get('/columnApply/lists', { query: { status: filter, page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (body: { id: number; pass: boolean; reason?: string }) => api.post('/columnApply/decide', { body }),
    onSuccess: (_application, { pass }) => {
      pushToast('success', intl.formatMessage({ id: pass ? 'column.review.done.approve' : 'column.review.done.reject' }));
      // A new column shows in the lists.
      if (pass) void queryClient.invalidateQueries({ queryKey: ['/column/lists'] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/columnApply/lists'] }),
  });
  const filterHref = (status: Filter) => hrefTo('/creator/column/review', status === 0 ? {} : { status });
  return (
    <ColumnApplicationsScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      filter={filter}
      filterHref={filterHref}
      items={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) =>
        navigate(hrefTo('/creator/column/review', { ...(filter ? { status: filter } : {}), page: next })),
      )}
      onDecide={async (item, decision) => {
        await decide.mutateAsync(decision.pass ? { id: item.id, pass: true } : { id: item.id, pass: false, reason: decision.reason });
      }}
      deciding={decide.isPending ? decide.variables.id : undefined}
      userHref={(uid) => hrefTo('/user/index', { uid })}
      columnHref={(id) => hrefTo('/column/detail', { id })}
      onRetry={() => void q.refetch()}
    />
  );
}
