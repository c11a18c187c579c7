import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { AvailabilityTag, CommerceHead } from './CommerceParts.tsx';
import {
  formatTicketPrice,
  salePeriod,
  ticketDescription,
  ticketName,
  type CommerceScreenStatus,
  type TicketType,
} from './commerceText.ts';
import './commerce.css';

export interface TicketTypeListScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no edition. */
  status?: CommerceScreenStatus;
  /** The edition's ticket types in display order. */
  tickets: TicketType[];
  /** The ticket's page (/ticket/detail?ticket_id=). */
  detailHref: (ticket: TicketType) => string;
  onRetry?: () => void;
  /** Every edition: where the not-found state leads. */
  editionsHref: string;
}

/** An edition's tickets (/ticket/list?events_id=): price, availability and what is left of each. */
export function TicketTypeListScreen({ status = 'ready', tickets, detailHref, onRetry, editionsHref }: TicketTypeListScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-tickets" role="status">
        <span className="spw-visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={196} announce={false} />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('ticket.list.error')} onRetry={onRetry} />;
  } else if (status === 'notFound') {
    body = (
      <EmptyState
        title={t('ticket.list.notFound')}
        action={
          <Button asChild variant="secondary">
            <a href={editionsHref}>{t('ticket.list.editions')}</a>
          </Button>
        }
      />
    );
  } else if (tickets.length === 0) {
    body = <EmptyState title={t('ticket.list.empty')} description={t('ticket.list.emptyHint')} />;
  } else {
    body = (
      <ul className="spw-tickets">
        {tickets.map((ticket) => {
          const name = ticketName(ticket, locale);
          const selling = ticket.availability === 'on_sale';
          return (
            <Card asChild variant="outline" key={ticket.id}>
              <li className="spw-ticket-card" data-availability={ticket.availability}>
                <div className="spw-ticket-card__head">
                  <CardTitle asChild className="spw-ticket-card__name">
                    <h2>
                      <a href={detailHref(ticket)}>{name}</a>
                    </h2>
                  </CardTitle>
                  <AvailabilityTag availability={ticket.availability} />
                </div>
                <p className="spw-ticket-card__description">{ticketDescription(ticket, locale)}</p>
                <p className="spw-ticket-card__price">{formatTicketPrice(intl, ticket.price)}</p>
                <p className="spw-commerce__muted">
                  {selling || ticket.availability === 'coming_soon' ? `${t('ticket.remaining', { count: ticket.remaining })} · ` : ''}
                  {salePeriod(intl, ticket)}
                </p>
                <div className="spw-ticket-card__foot">
                  <Button asChild variant={selling ? 'primary' : 'secondary'} size="sm">
                    <a href={detailHref(ticket)} aria-hidden="true" tabIndex={-1}>
                      {selling ? t('ticket.buy') : t('ticket.details')}
                    </a>
                  </Button>
                </div>
              </li>
            </Card>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="spw-commerce" aria-busy={status === 'loading' || undefined}>
      <CommerceHead title={t('ticket.list.title')} lead={t('ticket.list.lead')} />
      {body}
    </div>
  );
}
