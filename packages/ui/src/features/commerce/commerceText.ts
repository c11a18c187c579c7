import type { components } from '@spw/api';
import { formatDateTime, localeOfTag, pickText, type Locale, type MessageKey } from '@spw/i18n';
import type { IntlShape } from 'react-intl';

export type TicketType = components['schemas']['TicketType'];
export type Availability = components['schemas']['Availability'];
export type Order = components['schemas']['Order'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type TransferDetails = components['schemas']['TransferDetails'];
export type PaymentProvider = components['schemas']['PaymentProvider'];

/** What a commerce page is showing: the data, or why not. */
export type CommerceScreenStatus = 'ready' | 'loading' | 'error' | 'notFound';

/** An amount in fen as yuan, with the currency: ¥1,280.00 / CN¥1,280.00. */
export const formatFen = (intl: IntlShape, fen: number): string =>
  intl.formatNumber(fen / 100, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A ticket type's sale period: '{start} 至 {end}' / '{start} to {end}', in Beijing time. */
export const salePeriod = (intl: IntlShape, ticket: Pick<TicketType, 'sale_start' | 'sale_end'>): string =>
  intl.formatMessage(
    { id: 'ticket.salePeriodValue' },
    { start: formatWhen(intl, ticket.sale_start), end: formatWhen(intl, ticket.sale_end) },
  );

/** A ticket's price: '免费' / 'Free' at zero, else the amount. */
export const formatTicketPrice = (intl: IntlShape, fen: number): string =>
  fen === 0 ? intl.formatMessage({ id: 'ticket.free' }) : formatFen(intl, fen);

/** A date and time in Beijing time, as the rest of the site shows it. */
export const formatWhen = (intl: IntlShape, value: string): string => formatDateTime(value, localeOfTag(intl.locale));

export const ticketName = (ticket: TicketType, locale: Locale) => pickText(locale, ticket.name, ticket.en_name);
export const ticketDescription = (ticket: TicketType, locale: Locale) => pickText(locale, ticket.description, ticket.en_description);
export const orderTicketName = (order: Order, locale: Locale) => pickText(locale, order.ticket_name, order.ticket_en_name);
export const orderEditionName = (order: Order, locale: Locale) => pickText(locale, order.edition_name, order.edition_en_name);

/** The spec's labels: registration closed, fully booked, coming soon (and on sale). */
export const AVAILABILITY_LABEL: Record<Availability, MessageKey> = {
  on_sale: 'ticket.availability.on_sale',
  coming_soon: 'ticket.availability.coming_soon',
  sold_out: 'ticket.availability.sold_out',
  closed: 'ticket.availability.closed',
};

// No 'danger' tone: its tag keeps a light background under the night theme, which fails contrast.
export const AVAILABILITY_TONE = { on_sale: 'success', coming_soon: 'info', sold_out: 'gold', closed: 'neutral' } as const satisfies Record<
  Availability,
  string
>;

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'cancelled', 'refunded'];

export const ORDER_STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  pending: 'order.status.pending',
  paid: 'order.status.paid',
  cancelled: 'order.status.cancelled',
  refunded: 'order.status.refunded',
};

export const ORDER_STATUS_TONE = { pending: 'gold', paid: 'success', cancelled: 'neutral', refunded: 'info' } as const satisfies Record<
  OrderStatus,
  string
>;

/** 'sandbox' or 'offline' in words; empty before the member chose one. */
export function providerLabel(intl: IntlShape, provider: string): string {
  if (provider === 'sandbox') return intl.formatMessage({ id: 'order.provider.sandbox' });
  if (provider === 'offline') return intl.formatMessage({ id: 'order.provider.offline' });
  return '';
}

/** Whole seconds left until `until` (never below zero). */
export const secondsLeft = (until: string, now: number): number => Math.max(0, Math.floor((Date.parse(until) - now) / 1000));

/** A countdown: '29:59', '1:05:09', or '2 天 23:59:59' beyond a day. */
export function formatCountdown(intl: IntlShape, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0
      ? `${days > 0 ? two(hours) : hours}:${two(minutes)}:${two(seconds % 60)}`
      : `${two(minutes)}:${two(seconds % 60)}`;
  return days > 0 ? intl.formatMessage({ id: 'pay.days' }, { days, clock }) : clock;
}

export { useNow } from '../../components/useNow.tsx';
