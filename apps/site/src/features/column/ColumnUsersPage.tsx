import { ColumnSubscribersScreen } from '@spw/ui/features/column/ColumnSubscribersScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { SUBSCRIBER_ROWS } from './routes.ts';

/** /column/user?id=: who subscribes to the column, newest first. */
export default function ColumnUsersPage() {
  const search = new URLSearchParams(useSearch());
  const id = idParam(search.get('id'));
  const page = pageParam(search);
  const query = { column_id: id ?? 0, page, rows: SUBSCRIBER_ROWS };
  const q = useQuery({
    queryKey: ['/columnUser/lists', query],
    queryFn: ({ signal }) => api.get('/columnUser/lists', { query, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  if (id === null) return null;
  return (
    <ColumnSubscribersScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, page, SUBSCRIBER_ROWS, (next) => navigate(hrefTo('/column/user', { id, page: next })))}
      userHrefOf={(user) => hrefTo('/user/index', { uid: user.id })}
      onRetry={() => void q.refetch()}
    />
  );
}
