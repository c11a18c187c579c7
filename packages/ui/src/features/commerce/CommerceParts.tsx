import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../lib/intl.tsx';
import { cn } from '../../lib/cn.ts';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Chevron } from '../../components/Chevron.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import {
  AVAILABILITY_LABEL,
  AVAILABILITY_TONE,
  ORDER_STATUS_LABEL,
  ORDER_STATUS_TONE,
  type Availability,
  type CommerceScreenStatus,
  type OrderStatus,
  type TransferDetails,
} from './commerceText.ts';
import './commerce.css';

export interface CommerceHeadProps {
  title: string;
  lead?: ReactNode;
  /** A quiet link back up (the ticket list, the order list). */
  back?: { href: string; label: string };
}

/** A commerce page's heading: a link back, the title under a short gold rule, a lead line. */
export function CommerceHead({ title, lead, back }: CommerceHeadProps) {
  return (
    <header className="spw-commerce__head">
      {back ? (
        <a className="spw-commerce__back" href={back.href}>
          <Chevron direction="left" />
          {back.label}
        </a>
      ) : null}
      <h1 className="spw-commerce__title">{title}</h1>
      {lead ? <p className="spw-commerce__lead">{lead}</p> : null}
    </header>
  );
}

const NOT_FOUND = {
  ticket: { title: 'ticket.notFound', description: 'ticket.notFoundText' },
  order: { title: 'order.notFound', description: 'order.notFoundText' },
} as const;

export interface CommerceNotReadyProps {
  status: CommerceScreenStatus;
  /** The page's heading (CommerceHead). */
  head: ReactNode;
  /** How many skeleton lines stand in while loading. */
  lines: number;
  /** What was not found: a ticket type or an order. */
  subject: keyof typeof NOT_FOUND;
  errorTitle: string;
  onRetry?: () => void;
}

/** A commerce page without its data: the heading, then a skeleton while loading, 'not found', or the load error. */
export function CommerceNotReady({ status, head, lines, subject, errorTitle, onRetry }: CommerceNotReadyProps) {
  const t = useT();
  return (
    <div className="spw-commerce" aria-busy={status === 'loading' || undefined}>
      {head}
      {status === 'loading' ? (
        <Skeleton lines={lines} />
      ) : status === 'notFound' ? (
        <EmptyState title={t(NOT_FOUND[subject].title)} description={t(NOT_FOUND[subject].description)} />
      ) : (
        <LoadError title={errorTitle} onRetry={onRetry} />
      )}
    </div>
  );
}

export interface FactsProps {
  /** Label and value lines; a value of '' or null is left out. */
  items: { label: string; value: ReactNode }[];
  className?: string;
}

/** Label–value lines (an order's number, its amount…): two columns, one on a phone. */
export function Facts({ items, className }: FactsProps) {
  const shown = items.filter((item) => item.value !== '' && item.value !== null);
  return (
    <dl className={cn('spw-commerce__facts', className)}>
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The spec's availability labels on a ticket: on sale, coming soon, fully booked, registration closed. */
export function AvailabilityTag({ availability }: { availability: Availability }) {
  const intl = useIntl();
  return <Tag tone={AVAILABILITY_TONE[availability]}>{intl.formatMessage({ id: AVAILABILITY_LABEL[availability] })}</Tag>;
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return <Tag tone={ORDER_STATUS_TONE[status]}>{intl.formatMessage({ id: ORDER_STATUS_LABEL[status] })}</Tag>;
}

/** Where to send a bank transfer, with the order number to write on it. */
export function TransferPanel({ transfer }: { transfer: TransferDetails }) {
  const t = useT();
  return (
    <Card variant="outline" className="spw-commerce__transfer" role="region" aria-label={t('pay.transfer.title')}>
      <CardTitle asChild>
        <h2>{t('pay.transfer.title')}</h2>
      </CardTitle>
      <p className="spw-commerce__muted">{t('pay.transfer.lead')}</p>
      <Facts
        items={[
          { label: t('pay.transfer.accountName'), value: transfer.account_name },
          { label: t('pay.transfer.bankName'), value: transfer.bank_name },
          { label: t('pay.transfer.accountNo'), value: <span className="spw-commerce__mono">{transfer.account_no}</span> },
          { label: t('pay.transfer.reference'), value: <span className="spw-commerce__mono">{transfer.reference}</span> },
        ]}
      />
    </Card>
  );
}
