import { pickText } from '@spw/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Tag } from '../../components/Tag.tsx';
import { CommerceHead, CommerceNotReady, Facts, OrderStatusTag } from './CommerceParts.tsx';
import {
  formatFen,
  formatTicketPrice,
  formatWhen,
  orderEditionName,
  orderTicketName,
  providerLabel,
  type CommerceScreenStatus,
  type Order,
} from './commerceText.ts';
import './commerce.css';

export interface OrderDetailScreenProps {
  /** Defaults to 'ready'. 'notFound': no such order of the member's. */
  status?: CommerceScreenStatus;
  order?: Order;
  /** Called once the member has confirmed. */
  onCancel: () => void;
  cancelling?: boolean;
  /** /events/payTip for this order. */
  payHref: string;
  listHref: string;
  /** /events/my: the tickets with their QR codes. */
  ticketsHref: string;
  onRetry?: () => void;
}

/** /order/detail?order_no=: everything of one order, its invoice and shipping snapshots and its tickets; pay or cancel while pending. */
export function OrderDetailScreen({
  status = 'ready',
  order,
  onCancel,
  cancelling = false,
  payHref,
  listHref,
  ticketsHref,
  onRetry,
}: OrderDetailScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const back = { href: listHref, label: t('order.back') };

  if (status !== 'ready' || !order) {
    return (
      <CommerceNotReady
        status={status}
        head={<CommerceHead title={t('order.title')} back={back} />}
        lines={8}
        subject="order"
        errorTitle={t('order.error')}
        onRetry={onRetry}
      />
    );
  }

  const pending = order.status === 'pending';
  const invoice = order.invoice;
  const shipping = order.shipping;

  return (
    <div className="spw-commerce" data-status={order.status}>
      <CommerceHead title={t('order.title')} back={back} />
      <Card variant="outline" className="spw-commerce__panel">
        <div className="spw-commerce__panel-head">
          <CardTitle asChild>
            <h2>{t('pay.tickets', { ticket: orderTicketName(order, locale), quantity: order.quantity })}</h2>
          </CardTitle>
          <OrderStatusTag status={order.status} />
        </div>
        <Facts
          items={[
            { label: t('order.no'), value: <span className="spw-commerce__mono">{order.order_no}</span> },
            { label: t('order.edition'), value: orderEditionName(order, locale) },
            { label: t('order.unitPrice'), value: formatTicketPrice(intl, order.unit_price) },
            { label: t('order.quantity'), value: String(order.quantity) },
            { label: t('order.coupon'), value: order.coupon_code },
            { label: t('order.discount'), value: order.discount > 0 ? `−${formatFen(intl, order.discount)}` : '' },
            { label: t('order.amount'), value: <strong className="spw-commerce__amount">{formatFen(intl, order.amount)}</strong> },
            { label: t('order.provider'), value: providerLabel(intl, order.provider) },
            { label: t('order.createdAt'), value: formatWhen(intl, order.created_at) },
            { label: t('order.paidAt'), value: order.paid_at ? formatWhen(intl, order.paid_at) : '' },
            { label: t('order.expiresAt'), value: pending ? formatWhen(intl, order.expires_at) : '' },
          ]}
        />
        {pending ? (
          <div className="spw-commerce__actions">
            <Button asChild>
              <a href={payHref}>{t('order.pay')}</a>
            </Button>
            <Button variant="secondary" loading={cancelling} onClick={() => setConfirming(true)}>
              {t('order.cancel')}
            </Button>
          </div>
        ) : null}
      </Card>

      <div className="spw-commerce__pair">
        <Card variant="outline" className="spw-commerce__panel">
          <CardTitle asChild>
            <h2>{t('order.invoice')}</h2>
          </CardTitle>
          {invoice ? (
            <Facts
              items={[
                {
                  label: t('invoice.type.label'),
                  value: t(invoice.title_type === 'company' ? 'invoice.type.company' : 'invoice.type.personal'),
                },
                { label: t('invoice.field.titleName'), value: invoice.title_name },
                { label: t('invoice.field.taxNumber'), value: invoice.tax_number },
                { label: t('invoice.field.regAddress'), value: invoice.reg_address ?? '' },
                { label: t('invoice.field.regPhone'), value: invoice.reg_phone ?? '' },
                { label: t('invoice.field.bankName'), value: invoice.bank_name ?? '' },
                { label: t('invoice.field.bankAccount'), value: invoice.bank_account ?? '' },
              ]}
            />
          ) : (
            <p className="spw-commerce__muted">{t('order.invoice.none')}</p>
          )}
        </Card>
        <Card variant="outline" className="spw-commerce__panel">
          <CardTitle asChild>
            <h2>{t('order.shipping')}</h2>
          </CardTitle>
          {shipping ? (
            <Facts
              items={[
                { label: t('address.field.realname'), value: shipping.realname },
                { label: t('auth.field.tel'), value: `+${shipping.country_code} ${shipping.tel}` },
                { label: t('address.field.street'), value: shipping.street },
                { label: t('address.field.zip'), value: shipping.zip },
              ]}
            />
          ) : (
            <p className="spw-commerce__muted">{t('order.shipping.none')}</p>
          )}
        </Card>
      </div>

      <Card variant="outline" className="spw-commerce__panel">
        <div className="spw-commerce__panel-head">
          <CardTitle asChild>
            <h2>{t('order.tickets')}</h2>
          </CardTitle>
          {order.tickets.length > 0 ? (
            <a className="spw-commerce__manage" href={ticketsHref}>
              {t('order.tickets.my')}
            </a>
          ) : null}
        </div>
        {order.tickets.length === 0 ? (
          <p className="spw-commerce__muted">{t('order.tickets.none')}</p>
        ) : (
          <ul className="spw-issued">
            {order.tickets.map((ticket) => (
              <li key={ticket.id} className="spw-issued__item">
                <div className="spw-commerce__panel-head">
                  <h3 className="spw-issued__holder">{ticket.holder}</h3>
                  <Tag tone={ticket.status === 'valid' ? 'success' : 'neutral'} size="sm">
                    {t(ticket.status === 'valid' ? 'order.ticket.valid' : 'order.ticket.void')}
                  </Tag>
                  {ticket.checked_in_at ? (
                    <Tag tone="info" size="sm">
                      {t('order.ticket.checkedIn', { time: formatWhen(intl, ticket.checked_in_at) })}
                    </Tag>
                  ) : null}
                </div>
                <Facts
                  items={[
                    { label: t('order.ticket'), value: pickText(locale, ticket.ticket_name, ticket.ticket_en_name) },
                    { label: t('order.ticket.company'), value: ticket.company },
                    { label: t('order.ticket.code'), value: <span className="spw-commerce__mono">{ticket.code}</span> },
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('order.cancel.title')}
        description={t('order.cancel.body')}
        confirmLabel={t('order.cancel')}
        cancelLabel={t('order.cancel.keep')}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
