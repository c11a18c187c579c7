import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorMark } from '../../components/ErrorMark.tsx';
import { CommerceHead, CommerceNotReady, Facts, OrderStatusTag, TransferPanel } from './CommerceParts.tsx';
import { formatFen, formatWhen, orderTicketName, type CommerceScreenStatus, type Order, type TransferDetails } from './commerceText.ts';
import './commerce.css';

/** How the payment went: the pay call's outcome, or 'closed' for a cancelled or refunded order. */
export type PayResultOutcome = 'paid' | 'awaiting_transfer' | 'declined' | 'closed';

/** The outcome an order shows by itself (after a reload, when the pay call's answer is gone). */
export function outcomeOf(order: Order): PayResultOutcome {
  if (order.status === 'paid') return 'paid';
  if (order.status !== 'pending') return 'closed';
  return order.provider === 'offline' ? 'awaiting_transfer' : 'declined';
}

export interface PayResultScreenProps {
  /** Defaults to 'ready'. */
  status?: CommerceScreenStatus;
  order?: Order;
  outcome?: PayResultOutcome;
  /** The bank details, when the member chose a transfer and they are at hand. */
  transfer?: TransferDetails | null;
  orderHref: string;
  /** /events/my: the member's tickets and their QR codes. */
  ticketsHref: string;
  /** Back to /events/payTip for another try. */
  retryHref: string;
  onRetry?: () => void;
}

function Mark({ tone }: { tone: 'success' | 'wait' }) {
  return tone === 'success' ? (
    <svg viewBox="0 0 48 48" focusable="false">
      <circle cx="24" cy="24" r="17" fill="var(--color-platinum-100)" stroke="var(--color-success)" strokeWidth="1.5" />
      <path
        d="m16 24.5 5.5 5.5L33 18.5"
        fill="none"
        stroke="var(--color-success)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 48 48" focusable="false">
      <circle cx="24" cy="24" r="17" fill="var(--color-platinum-100)" stroke="currentColor" strokeWidth="1.5" />
      <path d="M24 15v9.5l6 4" fill="none" stroke="var(--color-gold-500)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** /order/payResult?order_no=: paid (and where the tickets are), awaiting a transfer, or declined (try again). */
export function PayResultScreen({
  status = 'ready',
  order,
  outcome,
  transfer,
  orderHref,
  ticketsHref,
  retryHref,
  onRetry,
}: PayResultScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  const head = <CommerceHead title={t('route.order.payResult')} />;

  if (status !== 'ready' || !order) {
    return <CommerceNotReady status={status} head={head} lines={5} subject="order" errorTitle={t('order.error')} onRetry={onRetry} />;
  }

  const shown = outcome ?? outcomeOf(order);
  const until = formatWhen(intl, order.expires_at);
  const link = (href: string, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button asChild variant={variant}>
      <a href={href}>{label}</a>
    </Button>
  );
  const result: Record<PayResultOutcome, { title: string; body: string; icon: ReactNode; actions: ReactNode }> = {
    paid: {
      title: t('payResult.paid.title'),
      body: t('payResult.paid.body'),
      icon: <Mark tone="success" />,
      actions: (
        <>
          {link(ticketsHref, t('order.tickets.my'), 'primary')}
          {link(orderHref, t('order.view'))}
        </>
      ),
    },
    awaiting_transfer: {
      title: t('payResult.awaiting.title'),
      body: t('payResult.awaiting.body', { time: until }),
      icon: <Mark tone="wait" />,
      actions: link(orderHref, t('order.view')),
    },
    declined: {
      title: t('payResult.declined.title'),
      body: t('payResult.declined.body', { time: until }),
      icon: <ErrorMark />,
      actions: (
        <>
          {link(retryHref, t('payResult.retry'), 'primary')}
          {link(orderHref, t('order.view'))}
        </>
      ),
    },
    closed: {
      title: t('payResult.closed.title'),
      body: t('payResult.closed.body'),
      icon: <ErrorMark />,
      actions: link(orderHref, t('order.view')),
    },
  };
  const { title, body, icon, actions } = result[shown];

  return (
    <div className="spw-commerce" data-outcome={shown}>
      {head}
      <Card variant="outline" className="spw-commerce__panel">
        <div role={shown === 'declined' ? 'alert' : 'status'}>
          <EmptyState icon={icon} title={title} description={body} action={<div className="spw-commerce__actions">{actions}</div>} />
        </div>
        <Facts
          items={[
            { label: t('order.no'), value: <span className="spw-commerce__mono">{order.order_no}</span> },
            { label: t('order.ticket'), value: t('pay.tickets', { ticket: orderTicketName(order, locale), quantity: order.quantity }) },
            { label: t('order.amount'), value: formatFen(intl, order.amount) },
            { label: t('order.status'), value: <OrderStatusTag status={order.status} /> },
          ]}
        />
      </Card>
      {shown === 'awaiting_transfer' && transfer ? <TransferPanel transfer={transfer} /> : null}
    </div>
  );
}
