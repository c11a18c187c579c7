import type { components } from '@spw/api';
import { productValues } from '@spw/ui/features/market/ProductForm';
import { ProductListScreen, type ProductStatusFilter } from '@spw/ui/features/market/ProductListScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { pushToast } from '../../app/toasts.ts';

type Product = components['schemas']['Product'];

/** Products a page of the creator's list shows. */
const PRODUCT_ROWS = 10;

/** /creator/product/list: the company's products, filtered and searched; published or not, edited, shared, deleted. */
export default function ProductListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ProductStatusFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const company = useQuery({
    queryKey: ['/company/mine'],
    queryFn: ({ signal }) => api.get('/company/mine', { signal }),
  });
  const list = useQuery({
    queryKey: ['/product/mine', status, keyword, page],
    queryFn: ({ signal }) =>
      api.get('/product/mine', { query: { status, page, rows: PRODUCT_ROWS, ...(keyword ? { keyword } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['/product/mine'] });
  const toggle = useMutation({
    mutationFn: (product: Product) =>
      api.post('/product/edit', { body: { ...productValues(product), id: product.id, is_published: !product.is_published } }),
    onSuccess: (saved) => {
      pushToast('success', intl.formatMessage({ id: saved.is_published ? 'product.site.published' : 'product.site.unpublished' }));
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (product: Product) => api.post('/product/del', { body: { id: product.id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'product.site.deleted' })),
    onSettled: refresh,
  });
  const busy = toggle.isPending ? toggle.variables : remove.isPending ? remove.variables : undefined;
  return (
    <ProductListScreen
      products={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={PRODUCT_ROWS}
      onPage={setPage}
      status={status}
      onStatus={(next) => {
        setStatus(next);
        setPage(1);
      }}
      keyword={keyword}
      onSearch={(next) => {
        setKeyword(next.trim());
        setPage(1);
      }}
      loading={list.isPending || company.isPending}
      error={list.isError || company.isError ? intl.formatMessage({ id: 'product.site.loadFailed' }) : null}
      onRetry={() => {
        void company.refetch();
        void list.refetch();
      }}
      hasCompany={company.data?.company != null}
      companyHref={hrefTo('/creator/company/edit')}
      addHref={hrefTo('/creator/product/add')}
      editHrefOf={(p) => hrefTo('/creator/product/edit', { id: p.id })}
      cardHrefOf={(p) => hrefTo('/product/card', { id: p.id })}
      onTogglePublished={(p) => toggle.mutate(p)}
      onDelete={(p) => remove.mutate(p)}
      busyId={busy?.id ?? null}
    />
  );
}
