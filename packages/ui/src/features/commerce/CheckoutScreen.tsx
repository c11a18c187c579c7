import type { components } from '@spw/api';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { CommerceHead, CommerceNotReady, Facts } from './CommerceParts.tsx';
import { formatTicketPrice, ticketName, type CommerceScreenStatus, type TicketType } from './commerceText.ts';
import './commerce.css';

type InvoiceTitle = components['schemas']['InvoiceTitle'];
type ShippingAddress = components['schemas']['ShippingAddress'];

/** What the member chose; a missing id means none. */
export interface CheckoutChoice {
  invoice_title_id?: number;
  address_id?: number;
}

export interface CheckoutScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no ticket. */
  status?: CommerceScreenStatus;
  /** Present when status is 'ready'. */
  ticket?: TicketType;
  quantity: number;
  /** The member's invoice titles and addresses, the default first. */
  invoiceTitles: InvoiceTitle[];
  addresses: ShippingAddress[];
  onPlace: (choice: CheckoutChoice) => void;
  /** The order is being placed. */
  placing?: boolean;
  /** Why the server refused the order (40009: not registered, too few delegates, seats gone). */
  refusal?: string;
  /** Registration for the edition: the way out of a refusal. */
  registerHref: string;
  invoiceTitlesHref: string;
  addressesHref: string;
  /** The purchase rules, one step back. */
  backHref: string;
  onRetry?: () => void;
}

const NONE = 'none';

/** /order/checkout: the order's summary, an invoice title (or none) and an address, then Place order. */
export function CheckoutScreen({
  status = 'ready',
  ticket,
  quantity,
  invoiceTitles,
  addresses,
  onPlace,
  placing = false,
  refusal,
  registerHref,
  invoiceTitlesHref,
  addressesHref,
  backHref,
  onRetry,
}: CheckoutScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  // Untouched, each choice is the member's default.
  const [titleChoice, setTitleChoice] = useState<string | null>(null);
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const head = <CommerceHead title={t('checkout.title')} back={{ href: backHref, label: t('buyRule.title') }} />;

  if (status !== 'ready' || !ticket) {
    return (
      <CommerceNotReady status={status} head={head} lines={6} subject="ticket" errorTitle={t('checkout.loadFailed')} onRetry={onRetry} />
    );
  }

  const defaultOf = (list: { id: number; is_default: number }[]) => String((list.find((x) => x.is_default === 1) ?? list[0])?.id ?? NONE);
  const titleId = titleChoice ?? defaultOf(invoiceTitles);
  const addressId = addressChoice ?? defaultOf(addresses);
  const asId = (value: string) => (value === NONE ? undefined : Number(value));
  const manage = (href: string, label: string) => (
    <a className="spw-commerce__manage" href={href}>
      {label}
    </a>
  );
  const option = (name: string, tags: ReactNode, lines: string[]) => (
    <span className="spw-choice">
      <span className="spw-choice__name">
        {name}
        {tags}
      </span>
      {lines
        .filter((line) => line !== '')
        .map((line) => (
          <span key={line} className="spw-choice__line">
            {line}
          </span>
        ))}
    </span>
  );
  const defaultTag = (isDefault: number) =>
    isDefault === 1 ? (
      <Tag tone="gold" size="sm">
        {t('account.default')}
      </Tag>
    ) : null;

  return (
    <div className="spw-commerce">
      {head}
      <div className="spw-commerce__columns">
        <div className="spw-commerce__main">
          <Card variant="outline" className="spw-commerce__panel">
            <div className="spw-commerce__panel-head">
              <CardTitle asChild>
                <h2>{t('checkout.invoice')}</h2>
              </CardTitle>
              {manage(invoiceTitlesHref, t('checkout.invoice.manage'))}
            </div>
            <RadioGroupField
              label={<span className="spw-visually-hidden">{t('checkout.invoice')}</span>}
              className="spw-commerce__choices"
              orientation="vertical"
              name="invoice_title_id"
              value={titleId}
              onChange={setTitleChoice}
              options={[
                ...invoiceTitles.map((title) => ({
                  value: String(title.id),
                  label: option(
                    title.title_name,
                    <>
                      {defaultTag(title.is_default)}
                      <Tag size="sm">{t(title.title_type === 'company' ? 'invoice.type.company' : 'invoice.type.personal')}</Tag>
                    </>,
                    title.title_type === 'company' ? [`${t('invoice.field.taxNumber')} ${title.tax_number}`] : [],
                  ),
                })),
                { value: NONE, label: t('checkout.invoice.none') },
              ]}
            />
          </Card>
          <Card variant="outline" className="spw-commerce__panel">
            <div className="spw-commerce__panel-head">
              <CardTitle asChild>
                <h2>{t('checkout.address')}</h2>
              </CardTitle>
              {manage(addressesHref, t('checkout.address.manage'))}
            </div>
            {addresses.length === 0 ? (
              <p className="spw-commerce__muted">{t('checkout.address.empty')}</p>
            ) : (
              <RadioGroupField
                label={<span className="spw-visually-hidden">{t('checkout.address')}</span>}
                className="spw-commerce__choices"
                orientation="vertical"
                name="address_id"
                value={addressId}
                onChange={setAddressChoice}
                options={addresses.map((address) => ({
                  value: String(address.id),
                  label: option(address.realname, defaultTag(address.is_default), [
                    `+${address.country_code} ${address.tel}`,
                    `${address.street} ${address.zip}`,
                  ]),
                }))}
              />
            )}
          </Card>
        </div>
        <Card variant="outline" asChild>
          <aside className="spw-commerce__buy" aria-label={t('checkout.summary')}>
            <CardTitle asChild>
              <h2>{t('checkout.summary')}</h2>
            </CardTitle>
            <Facts
              items={[
                { label: t('order.ticket'), value: ticketName(ticket, locale) },
                { label: t('order.unitPrice'), value: formatTicketPrice(intl, ticket.price) },
                { label: t('order.quantity'), value: String(quantity) },
              ]}
            />
            <p className="spw-commerce__total">
              <span>{t('checkout.subtotal')}</span>
              <strong>{formatTicketPrice(intl, ticket.price * quantity)}</strong>
            </p>
            <p className="spw-commerce__muted">{t('checkout.couponNote')}</p>
            {refusal ? (
              <div role="alert" className="spw-commerce__refusal">
                <p>
                  <strong>{t('checkout.refused')}</strong>
                </p>
                <p>{refusal}</p>
                <a href={registerHref}>{t('checkout.register')}</a>
              </div>
            ) : null}
            <Button
              size="lg"
              className="spw-commerce__cta"
              loading={placing}
              onClick={() => onPlace({ invoice_title_id: asId(titleId), address_id: addresses.length === 0 ? undefined : asId(addressId) })}
            >
              {t('checkout.place')}
            </Button>
          </aside>
        </Card>
      </div>
    </div>
  );
}
