import type { components } from '@spw/api';
import { formatDateTime, pickText, type Locale } from '@spw/i18n';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TicketQr } from './TicketQr.tsx';
import './checkin.css';

type Ticket = components['schemas']['Ticket'];

export interface MyTicketsScreenProps {
  /** Defaults to 'ready'. */
  status?: 'ready' | 'loading' | 'error';
  tickets: Ticket[];
  /** The attendance card of a ticket's edition (/eventsUser/share?uid=&events_id=). */
  shareHref: (ticket: Ticket) => string;
  /** Where tickets are bought (/ticket/list). */
  buyHref: string;
  onRetry?: () => void;
}

export const ticketEdition = (ticket: Ticket, locale: Locale) => pickText(locale, ticket.edition_name, ticket.edition_en_name);
const ticketName = (ticket: Ticket, locale: Locale) => pickText(locale, ticket.ticket_name, ticket.ticket_en_name);

/** The tickets by edition, in the order given (newest edition first). */
function byEdition(tickets: Ticket[]): Ticket[][] {
  const groups = new Map<number, Ticket[]>();
  for (const ticket of tickets) groups.set(ticket.events_id, [...(groups.get(ticket.events_id) ?? []), ticket]);
  return [...groups.values()];
}

/** /events/my: the member's tickets, edition by edition, each with the QR code staff scan at check-in. */
export function MyTicketsScreen({ status = 'ready', tickets, shareHref, buyHref, onRetry }: MyTicketsScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  return (
    <div className="spw-tickets" aria-busy={status === 'loading' || undefined}>
      <header className="spw-tickets__head">
        <h1 className="spw-tickets__title">{t('myTickets.title')}</h1>
        <p className="spw-tickets__lead">{t('myTickets.lead')}</p>
        {status === 'ready' && tickets.length > 0 ? (
          <p className="spw-tickets__count">{t('myTickets.count', { count: tickets.length })}</p>
        ) : null}
      </header>
      {status === 'loading' ? (
        <Skeleton lines={6} />
      ) : status === 'error' ? (
        <LoadError title={t('myTickets.error')} onRetry={onRetry} />
      ) : tickets.length === 0 ? (
        <EmptyState
          title={t('myTickets.empty')}
          description={t('myTickets.emptyText')}
          action={
            <Button asChild>
              <a href={buyHref}>{t('myTickets.buy')}</a>
            </Button>
          }
        />
      ) : (
        byEdition(tickets).map((group) => {
          const first = group[0] as Ticket;
          const headingId = `${id}-${first.events_id}`;
          return (
            <section key={first.events_id} className="spw-tickets__edition" aria-labelledby={headingId}>
              <div className="spw-tickets__edition-head">
                <h2 id={headingId} className="spw-tickets__edition-title">
                  {ticketEdition(first, locale)}
                </h2>
                <a className="spw-tickets__share" href={shareHref(first)}>
                  {t('myTickets.share')}
                </a>
              </div>
              <ul className="spw-tickets__list">
                {group.map((ticket) => (
                  <Card asChild variant="outline" key={ticket.id}>
                    <li className="spw-ticket" data-void={ticket.status === 'void' ? '' : undefined}>
                      <TicketQr value={ticket.code} label={t('myTickets.qr', { code: ticket.code })} className="spw-ticket__qr" />
                      <div className="spw-ticket__body">
                        <p className="spw-ticket__holder">{ticket.holder}</p>
                        {ticket.company ? <p className="spw-ticket__company">{ticket.company}</p> : null}
                        <dl className="spw-ticket__facts">
                          <div>
                            <dt>{t('myTickets.ticket')}</dt>
                            <dd>{ticketName(ticket, locale)}</dd>
                          </div>
                          <div>
                            <dt>{t('myTickets.code')}</dt>
                            <dd className="spw-ticket__code">{ticket.code}</dd>
                          </div>
                        </dl>
                        {ticket.status === 'void' ? (
                          <Tag tone="danger">{t('myTickets.void')}</Tag>
                        ) : ticket.checked_in_at ? (
                          <Tag tone="success">{t('myTickets.checkedIn', { time: formatDateTime(ticket.checked_in_at, locale) })}</Tag>
                        ) : (
                          <Tag tone="neutral">{t('myTickets.notCheckedIn')}</Tag>
                        )}
                      </div>
                    </li>
                  </Card>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
