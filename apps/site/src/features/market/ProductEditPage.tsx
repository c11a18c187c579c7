import { ApiError } from '@spw/api';
import { LoadError } from '@spw/ui/components/LoadError';
import { Skeleton } from '@spw/ui/components/Loading';
import { ProductForm, productValues, type ProductField, type ProductValues } from '@spw/ui/features/market/ProductForm';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import type { PageProps } from '../../app/route-types.ts';
import { fieldErrorOf, isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

const upload = pictureUploader('product');

const FIELDS: readonly ProductField[] = [
  'pictures',
  'name',
  'en_name',
  'category',
  'specs',
  'price',
  'unit',
  'description',
  'en_description',
  'is_published',
];

function serverErrorsOf(error: unknown): Partial<Record<ProductField | 'form', string>> {
  if (!(error instanceof ApiError)) return {};
  const known = fieldErrorOf(error, FIELDS);
  return Object.keys(known).length ? known : { form: error.msg };
}

/** /creator/product/add, and /creator/product/edit?id=…: one of the company's products; back to the list when saved. */
export default function ProductEditPage({ route }: PageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const editing = route.path === '/creator/product/edit';
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const product = useQuery({
    queryKey: ['/product/get', id],
    queryFn: ({ signal }) => api.get('/product/get', { query: { id: id ?? 0 }, signal }),
    enabled: editing && id !== null,
    retry: retryUnlessNotFound,
  });
  const save = useMutation({
    mutationFn: (values: ProductValues) =>
      editing
        ? api.post('/product/edit', { body: { ...values, id: id ?? 0 }, quiet: true })
        : api.post('/product/add', { body: values, quiet: true }),
    onSuccess: (saved) => {
      pushToast('success', intl.formatMessage({ id: editing ? 'product.site.saved' : 'product.site.added' }));
      void queryClient.invalidateQueries({ queryKey: ['/product/mine'] });
      queryClient.setQueryData(['/product/get', saved.id], saved);
      navigate(hrefTo('/creator/product/list'));
    },
  });
  if (editing) {
    const data = product.data;
    if (id === null || isNotFound(product.error) || (data && !data.is_mine && user?.role !== 'admin')) {
      return <LoadError title={intl.formatMessage({ id: 'product.site.cannotEdit' })} />;
    }
    if (product.isError)
      return <LoadError title={intl.formatMessage({ id: 'product.site.loadFailed' })} onRetry={() => void product.refetch()} />;
    if (!data) return <Skeleton variant="block" height={480} announce />;
  }
  return (
    <ProductForm
      key={product.data?.id ?? 'new'}
      mode={editing ? 'edit' : 'add'}
      initial={product.data ? productValues(product.data) : undefined}
      upload={upload}
      onSubmit={(values) => save.mutate(values)}
      submitting={save.isPending}
      serverErrors={serverErrorsOf(save.error)}
      cancelHref={hrefTo('/creator/product/list')}
    />
  );
}
