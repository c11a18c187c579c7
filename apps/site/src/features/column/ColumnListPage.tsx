import { ColumnListScreen } from '@spw/ui/features/column/ColumnListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { COLUMN_ROWS, columnListQuery } from './routes.ts';

/** /column/list: every column, in the organisers' order, paged. */
export default function ColumnListPage() {
  const query = columnListQuery(new URLSearchParams(useSearch()));
  const q = useQuery({
    queryKey: ['/column/lists', query],
    queryFn: ({ signal }) => api.get('/column/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <ColumnListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, query.page, COLUMN_ROWS, (next) => navigate(hrefTo('/column/list', { page: next })))}
      hrefOf={(column) => hrefTo('/column/detail', { id: column.id })}
      onRetry={() => void q.refetch()}
    />
  );
}
