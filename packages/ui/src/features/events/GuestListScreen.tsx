import type { components } from '@spw/api';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { groupGuests, guestName } from '../../layouts/GuestHoverMenu.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { groupTitle, guestCompany, guestPosition, type GuestScreenStatus } from './guestText.ts';
import './guests.css';

type Guest = components['schemas']['Guest'];
type GuestGroup = components['schemas']['GuestGroup'];

export interface GuestListScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no edition. */
  status?: GuestScreenStatus;
  /** The edition's groups in display order (the contract's `groups`). */
  groups: GuestGroup[];
  guests: Guest[];
  /** The guest's page (/events/guest/detail?guest_id=&events_id=). */
  guestHref: (guest: Guest) => string;
  /** Asks again after a failed load. */
  onRetry?: () => void;
  /** Every edition: where the not-found state leads. */
  editionsHref: string;
}

/** How many cards the loading state draws: two rows on a desktop. */
const PLACEHOLDERS = 8;

/** An edition's guests (/events/guest/list?events_id=), group by group. */
export function GuestListScreen({ status = 'ready', groups, guests, guestHref, onRetry, editionsHref }: GuestListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const grouped = status === 'ready' ? groupGuests(groups, guests) : [];
  const count = grouped.reduce((sum, entry) => sum + entry.guests.length, 0);

  return (
    <div className="spw-guests" aria-busy={status === 'loading' || undefined}>
      <header className="spw-guests__head">
        <h1 className="spw-guests__title">{t('guest.list.title')}</h1>
        <p className="spw-guests__lead">{t('guest.list.lead')}</p>
        {count > 0 ? <p className="spw-guests__count">{t('guest.list.count', { count })}</p> : null}
      </header>

      {status === 'loading' ? (
        <div className="spw-guests__group">
          <span role="status" className="spw-visually-hidden">
            {t('common.loading')}
          </span>
          <Skeleton lines={1} announce={false} className="spw-guests__group-placeholder" />
          <ul className="spw-guests__grid" aria-hidden="true">
            {Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <Card asChild variant="outline" key={index}>
                <li className="spw-guest-card">
                  <Skeleton variant="circle" announce={false} className="spw-guest-card__avatar" />
                  <Skeleton lines={2} announce={false} />
                </li>
              </Card>
            ))}
          </ul>
        </div>
      ) : status === 'error' ? (
        <LoadError title={t('guest.list.error')} onRetry={onRetry} />
      ) : status === 'notFound' ? (
        <EmptyState
          title={t('guest.list.notFound')}
          description={t('guest.list.notFoundText')}
          action={
            <Button asChild variant="secondary">
              <a href={editionsHref}>{t('guest.list.editions')}</a>
            </Button>
          }
        />
      ) : grouped.length === 0 ? (
        <EmptyState title={t('guest.none')} />
      ) : (
        grouped.map(({ group, guests: members }, index) => (
          <section key={group.id} className="spw-guests__group" aria-labelledby={`${id}-${group.id}`}>
            <header className="spw-guests__group-head">
              <span className="spw-guests__group-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 id={`${id}-${group.id}`} className="spw-guests__group-title">
                {groupTitle(group, locale)}
              </h2>
            </header>
            <ul className="spw-guests__grid">
              {members.map((guest) => {
                const name = guestName(guest, locale);
                const position = guestPosition(guest, locale);
                const company = guestCompany(guest, locale);
                return (
                  <Card asChild variant="outline" key={guest.id}>
                    <li className="spw-guest-card">
                      <Avatar src={guest.avatar || undefined} name={name} size="xl" decorative className="spw-guest-card__avatar" />
                      <CardTitle className="spw-guest-card__name">
                        <a href={guestHref(guest)}>{name}</a>
                      </CardTitle>
                      {position || company ? (
                        <div className="spw-guest-card__role">
                          {position ? <p className="spw-guest-card__position">{position}</p> : null}
                          {company ? <p className="spw-guest-card__company">{company}</p> : null}
                        </div>
                      ) : null}
                    </li>
                  </Card>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
