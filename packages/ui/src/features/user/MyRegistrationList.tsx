import type { components } from '@spw/api';
import { formatDateTime } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import './hub.css';

type Registration = components['schemas']['Registration'];

export interface MyRegistrationListProps {
  status: 'loading' | 'error' | 'ready';
  items: Registration[];
  /** The edition's name for events_id, e.g. '2026 上海铂金周'. */
  editionNameOf: (eventsId: number) => string;
  /** The ticket page when has_ticket, else where to buy one for that edition. */
  ticketHrefOf: (r: Registration) => string;
  /** The edition's home. */
  editionHrefOf: (r: Registration) => string;
  /** Register for the current edition (shown in the empty state and under the list). */
  registerHref: string;
  onRetry?: () => void;
}

/** How many of the items share each batch (the delegates registered together). */
function batchSizes(items: Registration[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const item of items) {
    if (item.batch) sizes.set(item.batch, (sizes.get(item.batch) ?? 0) + 1);
  }
  return sizes;
}

/**
 * The member's registrations (the hub's registrations tab): one card per delegate — the edition, who
 * and where from, when, whether they hold a ticket, and the link to it or to buy one.
 */
export function MyRegistrationList({
  status,
  items,
  editionNameOf,
  ticketHrefOf,
  editionHrefOf,
  registerHref,
  onRetry,
}: MyRegistrationListProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const sizes = batchSizes(items);

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-hub-regs__items">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="block" height={150} announce={index === 0} className="spw-hub-regs__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('hub.registrations.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={t('hub.registrations.empty')}
        description={t('hub.registrations.emptyText')}
        action={
          <Button asChild>
            <a href={registerHref}>{t('hub.registrations.register')}</a>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-hub-regs__items" aria-labelledby={`${id}-heading`}>
          {items.map((item) => {
            const key = `${id}-${item.id}`;
            const together = sizes.get(item.batch) ?? 0;
            return (
              <Card asChild variant="outline" key={item.id}>
                <li className="spw-hub-reg" data-ticket={item.has_ticket || undefined}>
                  <div className="spw-hub-reg__body">
                    <div className="spw-hub-reg__top">
                      <h3 id={`${key}-edition`} className="spw-hub-reg__edition">
                        <a href={editionHrefOf(item)}>{editionNameOf(item.events_id)}</a>
                      </h3>
                      <Tag tone={item.has_ticket ? 'success' : 'neutral'} size="sm">
                        {t(item.has_ticket ? 'hub.registrations.hasTicket' : 'hub.registrations.noTicket')}
                      </Tag>
                    </div>
                    <dl className="spw-hub-reg__facts">
                      <dt>{t('hub.registrations.delegate')}</dt>
                      {/* What the member wrote of the delegate: not words of the site. */}
                      <dd id={`${key}-name`} className="spw-hub-reg__name" translate="no">
                        {item.name}
                      </dd>
                      <dt>{t('hub.registrations.company')}</dt>
                      <dd translate="no">{item.company}</dd>
                      <dt>{t('hub.registrations.email')}</dt>
                      <dd translate="no">{item.email}</dd>
                      <dt>{t('hub.registrations.registeredAt')}</dt>
                      <dd>
                        <time className="spw-hub-reg__time" dateTime={item.created_at}>
                          {formatDateTime(item.created_at, locale)}
                        </time>
                      </dd>
                    </dl>
                    {together > 1 ? <p className="spw-hub-reg__together">{t('hub.registrations.together', { count: together })}</p> : null}
                  </div>
                  {/* Each card's link says whose ticket and for which edition. */}
                  <Button asChild variant={item.has_ticket ? 'secondary' : 'primary'} size="sm" className="spw-hub-reg__action">
                    <a href={ticketHrefOf(item)} aria-describedby={`${key}-name ${key}-edition`}>
                      {t(item.has_ticket ? 'hub.registrations.viewTicket' : 'hub.registrations.buyTicket')}
                    </a>
                  </Button>
                </li>
              </Card>
            );
          })}
        </ul>
        <p className="spw-hub-regs__more">
          <Button asChild variant="secondary">
            <a href={registerHref}>{t('hub.registrations.register')}</a>
          </Button>
        </p>
      </>
    );
  }

  return (
    <section className="spw-hub-regs" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <h2 id={`${id}-heading`} className="spw-hub-regs__heading">
        {t('hub.registrations.heading')}
      </h2>
      {body}
    </section>
  );
}
