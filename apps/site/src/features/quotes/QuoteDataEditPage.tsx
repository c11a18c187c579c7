import { ApiError } from '@spw/api';
import { LoadError } from '@spw/ui/components/LoadError';
import { Skeleton } from '@spw/ui/components/Loading';
import { QuoteDataForm, type QuoteDataField, type QuoteDataValues } from '@spw/ui/features/quotes/QuoteDataForm';
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
import { beijingToday } from './beijing-today.ts';

const FIELDS: readonly QuoteDataField[] = ['quote_code_id', 'date', 'price'];

function serverErrorsOf(error: unknown): Partial<Record<QuoteDataField | 'form', string>> {
  if (!(error instanceof ApiError)) return {};
  const known = fieldErrorOf(error, FIELDS);
  if (Object.keys(known).length) return known;
  // A second price for the same code and day is the date's to fix.
  return error.code === 40009 ? { date: error.msg } : { form: error.msg };
}

/** /creator/quoteData/add, and /creator/quoteData/edit?id=…: one price of a code on a day; back to the list when saved. */
export default function QuoteDataEditPage({ route }: PageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const editing = route.path === '/creator/quoteData/edit';
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const codes = useQuery({
    queryKey: ['/quoteCode/lists', 'all'],
    queryFn: ({ signal }) => api.get('/quoteCode/lists', { query: { rows: 100, page: 1 }, signal }),
  });
  const price = useQuery({
    queryKey: ['/quoteData/get', id],
    queryFn: ({ signal }) => api.get('/quoteData/get', { query: { id: id ?? 0 }, signal }),
    enabled: editing && id !== null,
    retry: retryUnlessNotFound,
  });
  const save = useMutation({
    mutationFn: (values: QuoteDataValues) =>
      editing
        ? api.post('/quoteData/edit', { body: { ...values, id: id ?? 0 }, quiet: true })
        : api.post('/quoteData/add', { body: values, quiet: true }),
    onSuccess: () => {
      pushToast('success', intl.formatMessage({ id: editing ? 'quoteData.site.saved' : 'quoteData.site.added' }));
      void queryClient.invalidateQueries({ queryKey: ['/quoteData/lists'] });
      void queryClient.invalidateQueries({ queryKey: ['/quoteData/changes'] });
      void queryClient.invalidateQueries({ queryKey: ['/quoteData/get'] });
      navigate(hrefTo('/creator/quoteData/list'));
    },
  });
  if (editing && (id === null || isNotFound(price.error)))
    return <LoadError title={intl.formatMessage({ id: 'quoteData.site.notFound' })} />;
  if (codes.isError || price.isError)
    return (
      <LoadError
        title={intl.formatMessage({ id: 'quoteData.site.loadFailed' })}
        onRetry={() => {
          void codes.refetch();
          void price.refetch();
        }}
      />
    );
  if (!codes.data || (editing && !price.data)) return <Skeleton variant="block" height={360} announce />;
  const p = price.data;
  return (
    <QuoteDataForm
      key={p?.id ?? 'new'}
      mode={editing ? 'edit' : 'add'}
      codes={codes.data.list}
      initial={p ? { quote_code_id: p.quote_code_id, date: p.date, price: p.price } : undefined}
      today={beijingToday()}
      busy={save.isPending}
      serverErrors={serverErrorsOf(save.error)}
      onSubmit={(values) => save.mutate(values)}
      cancelHref={hrefTo('/creator/quoteData/list')}
    />
  );
}
