import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardFooter, CardTitle } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { FilterTabsList } from '../../primitives/FilterTabs.tsx';
import { Tabs, TabsContent } from '../../primitives/Tabs.tsx';
import { CommerceHead, Facts, OrderStatusTag } from './CommerceParts.tsx';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  formatFen,
  formatWhen,
  orderEditionName,
  orderTicketName,
  type Order,
  type OrderStatus,
} from './commerceText.ts';
import './commerce.css';

/** A tab of the list: every order, or those of one status. */
export type OrderFilter = OrderStatus | 'all';

export const ORDER_FILTERS: readonly OrderFilter[] = ['all', ...ORDER_STATUSES];

export interface OrderListScreenProps extends Paged {
  /** One page of orders, newest first. */
  orders: Order[];
  filter: OrderFilter;
  onFilterChange: (filter: OrderFilter) => void;
  loading?: boolean;
  /** Why the orders could not be loaded. */
  error?: string;
  onRetry?: () => void;
  orderHref: (order: Order) => string;
  /** /events/payTip for a pending order. */
  payHref: (order: Order) => string;
  /** The tickets: where an empty list leads. */
  ticketsHref: string;
}

/** /order/list: the member's orders by status (all, pending, paid, cancelled, refunded), a page at a time. */
export function OrderListScreen({
  orders,
  total,
  page,
  rows,
  filter,
  onFilterChange,
  onPageChange,
  loading = false,
  error,
  onRetry,
  orderHref,
  payHref,
  ticketsHref,
}: OrderListScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  const label = (value: OrderFilter) => t(value === 'all' ? 'order.list.all' : ORDER_STATUS_LABEL[value]);

  let body;
  if (loading) {
    body = (
      <div className="spw-orders" role="status">
        <span className="spw-visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={156} announce={false} />
        ))}
      </div>
    );
  } else if (error) {
    body = <LoadError title={t('order.list.error')} description={error} onRetry={onRetry} />;
  } else if (orders.length === 0) {
    body =
      filter === 'all' ? (
        <EmptyState
          title={t('order.list.empty')}
          description={t('order.list.emptyHint')}
          action={
            <Button asChild variant="secondary">
              <a href={ticketsHref}>{t('order.list.browse')}</a>
            </Button>
          }
        />
      ) : (
        <EmptyState title={t('order.list.emptyFiltered')} />
      );
  } else {
    body = (
      <>
        <ul className="spw-orders">
          {orders.map((order) => (
            <Card asChild variant="outline" key={order.order_no}>
              <li className="spw-order-card" data-status={order.status}>
                <div className="spw-order-card__head">
                  <CardTitle asChild className="spw-order-card__name">
                    <h2>
                      <a href={orderHref(order)}>
                        {t('pay.tickets', { ticket: orderTicketName(order, locale), quantity: order.quantity })}
                      </a>
                    </h2>
                  </CardTitle>
                  <OrderStatusTag status={order.status} />
                </div>
                <p className="spw-commerce__muted">{orderEditionName(order, locale)}</p>
                <Facts
                  className="spw-order-card__facts"
                  items={[
                    { label: t('order.no'), value: <span className="spw-commerce__mono">{order.order_no}</span> },
                    { label: t('order.createdAt'), value: formatWhen(intl, order.created_at) },
                    { label: t('order.amount'), value: <strong>{formatFen(intl, order.amount)}</strong> },
                  ]}
                />
                <CardFooter className="spw-order-card__actions">
                  {order.status === 'pending' ? (
                    <Button asChild size="sm">
                      <a href={payHref(order)}>
                        {t('order.pay')}
                        <span className="spw-visually-hidden"> {order.order_no}</span>
                      </a>
                    </Button>
                  ) : null}
                  <Button asChild size="sm" variant="ghost">
                    <a href={orderHref(order)}>
                      {t('order.view')}
                      <span className="spw-visually-hidden"> {order.order_no}</span>
                    </a>
                  </Button>
                </CardFooter>
              </li>
            </Card>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <div className="spw-commerce" aria-busy={loading || undefined}>
      <CommerceHead title={t('route.order.list')} />
      <Tabs value={filter} onValueChange={(value) => onFilterChange(ORDER_FILTERS.find((f) => f === value) ?? 'all')}>
        <FilterTabsList label={t('order.list.filter')} values={ORDER_FILTERS} labelOf={label} />
        {ORDER_FILTERS.map((value) => (
          <TabsContent key={value} value={value} className="spw-commerce__tab">
            {body}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
