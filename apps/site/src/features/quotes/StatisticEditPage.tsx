import { ApiError } from '@spw/api';
import { LoadError } from '@spw/ui/components/LoadError';
import { Skeleton } from '@spw/ui/components/Loading';
import { StatisticForm, type StatisticField, type StatisticValues } from '@spw/ui/features/quotes/StatisticForm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { fieldErrorOf, isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import type { PageProps } from '../../app/route-types.ts';
import { pushToast } from '../../app/toasts.ts';

const FIELDS: readonly StatisticField[] = [
  'title',
  'en_title',
  'source',
  'en_source',
  'value_unit',
  'en_value_unit',
  'description',
  'en_description',
  'period',
  'chart',
  'visibility',
  'on_home',
  'series',
  'periods',
];

function serverErrorsOf(error: unknown): Partial<Record<StatisticField | 'form', string>> {
  if (!(error instanceof ApiError)) return {};
  const known = fieldErrorOf(error, FIELDS);
  return Object.keys(known).length ? known : { form: error.msg };
}

/** /creator/statistic/add, and /creator/statistic/edit?id=…: a whole table; its page when saved. */
export default function StatisticEditPage({ route }: PageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const editing = route.path === '/creator/statistic/edit';
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const table = useQuery({
    queryKey: ['/statistic/myGet', id],
    queryFn: ({ signal }) => api.get('/statistic/myGet', { query: { id: id ?? 0 }, signal }),
    enabled: editing && id !== null,
    retry: retryUnlessNotFound,
  });
  const save = useMutation({
    mutationFn: (values: StatisticValues) =>
      editing
        ? api.post('/statistic/edit', { body: { ...values, id: id ?? 0 }, quiet: true })
        : api.post('/statistic/add', { body: values, quiet: true }),
    onSuccess: (saved) => {
      pushToast('success', intl.formatMessage({ id: 'statistic.site.saved' }));
      void queryClient.invalidateQueries({ queryKey: ['/statistic/myLists'] });
      void queryClient.invalidateQueries({ queryKey: ['/statistic/myGet'] });
      void queryClient.invalidateQueries({ queryKey: ['/statistic/home'] });
      navigate(hrefTo('/creator/statistic/detail', { id: saved.id }));
    },
  });
  if (editing && (id === null || isNotFound(table.error)))
    return <LoadError title={intl.formatMessage({ id: 'statistic.site.notFound' })} />;
  if (table.isError)
    return <LoadError title={intl.formatMessage({ id: 'statistic.site.loadFailed' })} onRetry={() => void table.refetch()} />;
  if (editing && !table.data) return <Skeleton variant="block" height={480} announce />;
  return (
    <StatisticForm
      key={table.data?.id ?? 'new'}
      mode={editing ? 'edit' : 'add'}
      initial={table.data}
      busy={save.isPending}
      serverErrors={serverErrorsOf(save.error)}
      onSubmit={(values) => save.mutate(values)}
      cancelHref={editing && id !== null ? hrefTo('/creator/statistic/detail', { id }) : hrefTo('/creator/statistic/list')}
    />
  );
}
