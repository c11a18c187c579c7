import type { components } from '@spw/api';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { TextField } from '../../components/TextField.tsx';
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
  providerLabel,
  type OrderStatus,
} from './commerceText.ts';
import './commerce.css';

export type AdminOrder = components['schemas']['AdminOrder'];

/** Bank transfers waiting for the money (pending + offline), every order, or one status. */
export type AdminFilter = 'transfers' | 'all' | OrderStatus;
export const ADMIN_FILTERS: readonly AdminFilter[] = ['transfers', 'all', ...ORDER_STATUSES];

export interface OrderAdminScreenProps extends Paged {
  status: 'ready' | 'loading' | 'error';
  filter: AdminFilter;
  onFilterChange: (filter: AdminFilter) => void;
  keyword: string;
  onSearch: (keyword: string) => void;
  orders: AdminOrder[];
  /** The order an action is running on: its buttons wait. */
  busy?: string | null;
  onConfirm: (orderNo: string) => void;
  onRefund: (orderNo: string) => void;
  onRetry: () => void;
}

/** /creator/orders (admins): every member's orders; confirm bank transfers, refund paid orders. */
export function OrderAdminScreen(props: OrderAdminScreenProps) {
  const { status, filter, onFilterChange, keyword, onSearch, orders, total, page, rows, onPageChange, busy, onConfirm, onRefund, onRetry } =
    props;
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  const [draft, setDraft] = useState(keyword);
  const [asking, setAsking] = useState<{ kind: 'confirm' | 'refund'; order: AdminOrder } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const label = (f: AdminFilter) =>
    f === 'transfers' ? t('orderAdmin.filter.transfers') : f === 'all' ? t('order.list.all') : t(ORDER_STATUS_LABEL[f]);

  return (
    <div className="spw-commerce spw-commerce--admin">
      <CommerceHead title={t('orderAdmin.title')} lead={t('orderAdmin.lead')} />
      <Tabs value={filter} onValueChange={(value) => onFilterChange(value as AdminFilter)} variant="pill" size="sm">
        <div className="spw-commerce__toolbar">
          <FilterTabsList label={t('orderAdmin.filter')} values={ADMIN_FILTERS} labelOf={label} />
          <form role="search" className="spw-commerce__search" onSubmit={submit} aria-label={t('orderAdmin.search')}>
            <TextField label={t('orderAdmin.search')} value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={50} />
            <Button type="submit" variant="secondary">
              {t('orderAdmin.searchButton')}
            </Button>
          </form>
        </div>

        <TabsContent value={filter} className="spw-commerce__admin-panel">
          {status === 'loading' ? (
            <Skeleton lines={6} />
          ) : status === 'error' ? (
            <LoadError title={t('orderAdmin.error')} onRetry={onRetry} />
          ) : orders.length === 0 ? (
            <EmptyState title={filter === 'transfers' && !keyword ? t('orderAdmin.emptyTransfers') : t('orderAdmin.empty')} />
          ) : (
            <>
              <p className="spw-commerce__muted" aria-live="polite">
                {t('orderAdmin.count', { total })}
              </p>
              <ul className="spw-commerce__admin-list">
                {orders.map((order) => {
                  const working = busy === order.order_no;
                  return (
                    <Card asChild key={order.order_no} className="spw-commerce__panel">
                      <li>
                        <div className="spw-commerce__panel-head">
                          <h2 className="spw-commerce__mono">{order.order_no}</h2>
                          <OrderStatusTag status={order.status} />
                        </div>
                        <Facts
                          items={[
                            { label: t('orderAdmin.buyer'), value: order.buyer.nickname },
                            { label: t('order.edition'), value: orderEditionName(order, locale) },
                            { label: t('order.ticket'), value: `${orderTicketName(order, locale)} × ${order.quantity}` },
                            { label: t('order.amount'), value: formatFen(intl, order.amount) },
                            { label: t('order.provider'), value: providerLabel(intl, order.provider) },
                            { label: t('order.createdAt'), value: formatWhen(intl, order.created_at) },
                            { label: t('order.paidAt'), value: order.paid_at ? formatWhen(intl, order.paid_at) : '' },
                          ]}
                        />
                        {order.status === 'pending' && order.provider === 'offline' ? (
                          <div className="spw-commerce__actions">
                            <Button
                              disabled={working}
                              aria-busy={working || undefined}
                              onClick={() => setAsking({ kind: 'confirm', order })}
                            >
                              {t('orderAdmin.confirm')}
                            </Button>
                          </div>
                        ) : order.status === 'paid' ? (
                          <div className="spw-commerce__actions">
                            <Button
                              variant="danger"
                              disabled={working}
                              aria-busy={working || undefined}
                              onClick={() => setAsking({ kind: 'refund', order })}
                            >
                              {t('orderAdmin.refund')}
                            </Button>
                          </div>
                        ) : null}
                      </li>
                    </Card>
                  );
                })}
              </ul>
              <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
            </>
          )}
        </TabsContent>
      </Tabs>

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        tone={asking?.kind === 'refund' ? 'danger' : 'default'}
        title={
          asking ? t(asking.kind === 'confirm' ? 'orderAdmin.confirm.title' : 'orderAdmin.refund.title', { no: asking.order.order_no }) : ''
        }
        description={
          asking
            ? t(asking.kind === 'confirm' ? 'orderAdmin.confirm.body' : 'orderAdmin.refund.body', {
                amount: formatFen(intl, asking.order.amount),
              })
            : ''
        }
        confirmLabel={asking?.kind === 'refund' ? t('orderAdmin.refund') : t('orderAdmin.confirm')}
        cancelLabel={t('orderAdmin.back')}
        onConfirm={() => {
          if (asking) (asking.kind === 'confirm' ? onConfirm : onRefund)(asking.order.order_no);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
