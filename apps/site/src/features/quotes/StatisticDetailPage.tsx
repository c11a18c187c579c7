import { LoadError } from '@spw/ui/components/LoadError';
import { StatisticDetailScreen } from '@spw/ui/features/quotes/StatisticDetailScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { pushToast } from '../../app/toasts.ts';

/** /creator/statistic/detail?id=…: one of the creator's tables as readers see it, with its figures; edited or deleted from here. */
export default function StatisticDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const table = useQuery({
    queryKey: ['/statistic/myGet', id],
    queryFn: ({ signal }) => api.get('/statistic/myGet', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const remove = useMutation({
    mutationFn: () => api.post('/statistic/delete', { body: { id: id ?? 0 } }),
    onSuccess: () => {
      pushToast('success', intl.formatMessage({ id: 'statistic.site.deleted' }));
      void queryClient.invalidateQueries({ queryKey: ['/statistic/myLists'] });
      void queryClient.invalidateQueries({ queryKey: ['/statistic/home'] });
      queryClient.removeQueries({ queryKey: ['/statistic/myGet', id] });
      navigate(hrefTo('/creator/statistic/list'));
    },
  });
  if (id === null || isNotFound(table.error)) return <LoadError title={intl.formatMessage({ id: 'statistic.site.notFound' })} />;
  return (
    <StatisticDetailScreen
      status={table.isPending ? 'loading' : table.isError ? 'error' : 'ready'}
      statistic={table.data}
      onRetry={() => void table.refetch()}
      listHref={hrefTo('/creator/statistic/list')}
      editHref={hrefTo('/creator/statistic/edit', { id })}
      onDelete={() => remove.mutate()}
      deleting={remove.isPending}
    />
  );
}
