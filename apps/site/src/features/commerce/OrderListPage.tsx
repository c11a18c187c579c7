import { OrderListScreen, ORDER_FILTERS, type OrderFilter } from '@spw/ui/features/commerce/OrderListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { ORDER_LISTS_KEY } from './commerce.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { hrefTo } from '../../app/href.ts';

const ROWS = 8;

/** /order/list?status=&page=: the member's orders by status, a page at a time; the tab and page live in the link. */
export default function OrderListPage() {
  const search = new URLSearchParams(useSearch());
  const filter: OrderFilter = ORDER_FILTERS.find((f) => f === search.get('status')) ?? 'all';
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const status = filter === 'all' ? undefined : filter;
  const orders = useQuery({
    queryKey: [...ORDER_LISTS_KEY, filter, page],
    queryFn: ({ signal }) => api.get('/order/lists', { query: { status, page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const go = (next: { filter: OrderFilter; page: number }) =>
    navigate(
      hrefTo('/order/list', { status: next.filter === 'all' ? undefined : next.filter, page: next.page > 1 ? next.page : undefined }).slice(
        1,
      ),
    );
  return (
    <OrderListScreen
      orders={orders.data?.list ?? []}
      {...paged(orders.data, page, ROWS, (next) => go({ filter, page: next }))}
      filter={filter}
      onFilterChange={(next) => go({ filter: next, page: 1 })}
      loading={orders.isPending || orders.isPlaceholderData}
      error={orders.isError ? orders.error.message : undefined}
      onRetry={() => void orders.refetch()}
      orderHref={(order) => hrefTo('/order/detail', { order_no: order.order_no })}
      payHref={(order) => hrefTo('/events/payTip', { order_no: order.order_no })}
      ticketsHref={hrefTo('/ticket/list')}
    />
  );
}
