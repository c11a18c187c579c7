import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { CommerceHead, CommerceNotReady, Facts, OrderStatusTag, TransferPanel } from './CommerceParts.tsx';
import {
  formatCountdown,
  formatFen,
  orderEditionName,
  orderTicketName,
  secondsLeft,
  useNow,
  type CommerceScreenStatus,
  type Order,
  type PaymentProvider,
  type TransferDetails,
} from './commerceText.ts';
import './commerce.css';

export interface PayTipScreenProps {
  /** Defaults to 'ready'. 'notFound': no such order of the member's. */
  status?: CommerceScreenStatus;
  /** Present when status is 'ready'. */
  order?: Order;
  onPay: (provider: PaymentProvider) => void;
  /** A payment is under way. */
  paying?: boolean;
  /** Where to send a bank transfer: shown once the member chose it. */
  transfer?: TransferDetails | null;
  /** The order's own page. */
  orderHref: string;
  /** The edition's tickets: where a lapsed order leads. */
  ticketsHref: string;
  onRetry?: () => void;
  /** The time now in ms; a story holds it still. Read once a second. */
  clock?: () => number;
}

/** /events/payTip?order_no=: the amount, the time left before the order lapses, and how to pay. */
export function PayTipScreen({
  status = 'ready',
  order,
  onPay,
  paying = false,
  transfer,
  orderHref,
  ticketsHref,
  onRetry,
  clock,
}: PayTipScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  const now = useNow(clock);
  const [provider, setProvider] = useState<PaymentProvider>(order?.provider === 'offline' ? 'offline' : 'sandbox');
  const head = <CommerceHead title={t('pay.title')} />;

  if (status !== 'ready' || !order) {
    return <CommerceNotReady status={status} head={head} lines={6} subject="order" errorTitle={t('order.error')} onRetry={onRetry} />;
  }

  const left = secondsLeft(order.expires_at, now);
  const lapsed = order.status === 'pending' && left === 0;
  const summary = (
    <Facts
      items={[
        { label: t('order.no'), value: <span className="spw-commerce__mono">{order.order_no}</span> },
        { label: t('order.edition'), value: orderEditionName(order, locale) },
        { label: t('order.ticket'), value: t('pay.tickets', { ticket: orderTicketName(order, locale), quantity: order.quantity }) },
      ]}
    />
  );

  let body;
  if (order.status !== 'pending') {
    body = (
      <EmptyState
        title={t('pay.notPending')}
        description={<OrderStatusTag status={order.status} />}
        action={
          <Button asChild variant="secondary">
            <a href={orderHref}>{t('order.view')}</a>
          </Button>
        }
      />
    );
  } else if (lapsed) {
    body = (
      <EmptyState
        title={t('pay.expired')}
        action={
          <Button asChild variant="secondary">
            <a href={ticketsHref}>{t('order.list.browse')}</a>
          </Button>
        }
      />
    );
  } else {
    body = (
      <form
        className="spw-pay"
        onSubmit={(event) => {
          event.preventDefault();
          onPay(provider);
        }}
      >
        <div className="spw-pay__due">
          <div>
            <p className="spw-commerce__muted">{t('pay.amount')}</p>
            <p className="spw-pay__amount">{formatFen(intl, order.amount)}</p>
          </div>
          <div className="spw-pay__left">
            <p className="spw-commerce__muted">{t('pay.left')}</p>
            <p className="spw-pay__clock" role="timer" aria-label={t('pay.left')}>
              {formatCountdown(intl, left)}
            </p>
            <p className="spw-commerce__muted">{t('pay.leftHint')}</p>
          </div>
        </div>
        <RadioGroupField
          label={t('pay.method')}
          name="provider"
          orientation="vertical"
          value={provider}
          onChange={(value) => setProvider(value === 'offline' ? 'offline' : 'sandbox')}
          options={[
            { value: 'sandbox', label: t('pay.method.sandbox') },
            { value: 'offline', label: t('pay.method.offline') },
          ]}
        />
        <div className="spw-pay__actions">
          <Button type="submit" size="lg" loading={paying}>
            {provider === 'offline' ? t('pay.submit.offline') : t('pay.submit')}
          </Button>
          <a href={orderHref}>{t('order.view')}</a>
        </div>
      </form>
    );
  }

  return (
    <div className="spw-commerce">
      {head}
      <Card variant="outline" className="spw-commerce__panel">
        {summary}
        {body}
      </Card>
      {transfer && order.status === 'pending' ? <TransferPanel transfer={transfer} /> : null}
    </div>
  );
}
