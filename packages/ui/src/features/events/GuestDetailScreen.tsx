import type { components } from '@spw/api';
import { pickText } from '@spw/i18n';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { guestName } from '../../layouts/GuestHoverMenu.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { contentParagraphs, groupTitle, guestCompany, guestPosition, type GuestScreenStatus } from './guestText.ts';
import './guests.css';

type Guest = components['schemas']['Guest'];
type GuestGroup = components['schemas']['GuestGroup'];

export interface GuestDetailScreenProps {
  /** Defaults to 'ready'; 'ready' without a guest shows the not-found state. */
  status?: GuestScreenStatus;
  guest?: Guest | null;
  /** The guest's group: its name above the guest's and over the other guests. */
  group?: GuestGroup | null;
  /** The other guests of the same group (the guest itself is left out). */
  others?: Guest[];
  guestHref: (guest: Guest) => string;
  /** The guest list of the same edition. */
  listHref: string;
  /** Asks again after a failed load. */
  onRetry?: () => void;
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="spw-guest__back">
      <a href={href}>
        <span aria-hidden="true">←</span> {label}
      </a>
    </p>
  );
}

/** One guest of an edition (/events/guest/detail?guest_id=&events_id=): who they are, their introduction, their group. */
export function GuestDetailScreen({ status = 'ready', guest, group, others = [], guestHref, listHref, onRetry }: GuestDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const back = <BackLink href={listHref} label={t('guest.detail.back')} />;

  if (status === 'loading') {
    return (
      <div className="spw-guest" aria-busy="true">
        {back}
        <span role="status" className="spw-visually-hidden">
          {t('common.loading')}
        </span>
        <div className="spw-guest__hero" aria-hidden="true">
          <Skeleton variant="circle" announce={false} className="spw-guest__avatar" />
          <div className="spw-guest__identity">
            <Skeleton lines={3} announce={false} className="spw-guest__placeholder" />
          </div>
        </div>
        <Skeleton lines={5} announce={false} className="spw-guest__placeholder" />
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className="spw-guest">
        {back}
        <LoadError title={t('guest.detail.error')} onRetry={onRetry} />
      </div>
    );
  }

  if (status === 'notFound' || !guest) {
    return (
      <section className="spw-guest spw-guest--missing" aria-labelledby={`${id}-missing`}>
        <EmptyState
          title={
            <span role="heading" aria-level={1} id={`${id}-missing`}>
              {t('guest.detail.notFound')}
            </span>
          }
          description={t('guest.detail.notFoundText')}
          action={
            <Button asChild variant="secondary">
              <a href={listHref}>{t('guest.detail.back')}</a>
            </Button>
          }
        />
      </section>
    );
  }

  const name = guestName(guest, locale);
  const position = guestPosition(guest, locale);
  const company = guestCompany(guest, locale);
  const brief = pickText(locale, guest.brief, guest.en_brief);
  const paragraphs = contentParagraphs(pickText(locale, guest.content, guest.en_content));
  const groupName = group ? groupTitle(group, locale) : '';
  // The others are named after their group: without one there is nothing to call them.
  const colleagues = groupName ? others.filter((other) => other.id !== guest.id) : [];

  return (
    <article className="spw-guest" aria-labelledby={`${id}-name`}>
      {back}
      <header className="spw-guest__hero">
        <Avatar src={guest.avatar || undefined} name={name} size="xl" decorative className="spw-guest__avatar" />
        <div className="spw-guest__identity">
          {groupName ? (
            <Tag tone="gold" size="sm" className="spw-guest__group">
              {groupName}
            </Tag>
          ) : null}
          <h1 id={`${id}-name`} className="spw-guest__name">
            {name}
          </h1>
          {position || company ? (
            <p className="spw-guest__role">
              {position ? <span className="spw-guest__position">{position}</span> : null}
              {company ? <span className="spw-guest__company">{company}</span> : null}
            </p>
          ) : null}
          {brief.trim() ? <p className="spw-guest__brief">{brief}</p> : null}
        </div>
      </header>

      <div className={colleagues.length > 0 ? 'spw-guest__body spw-guest__body--aside' : 'spw-guest__body'}>
        <section className="spw-guest__about" aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className="spw-guest__h2">
            {t('guest.detail.about')}
          </h2>
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph, index) => (
              <p key={index} className="spw-guest__paragraph">
                {paragraph}
              </p>
            ))
          ) : (
            <p className="spw-guest__none">{t('guest.detail.noContent')}</p>
          )}
        </section>

        {colleagues.length > 0 ? (
          <section className="spw-guest__others" aria-labelledby={`${id}-others`}>
            <h2 id={`${id}-others`} className="spw-guest__h2">
              {t('guest.detail.sameGroup', { group: groupName })}
            </h2>
            <ul>
              {colleagues.map((other) => {
                const otherName = guestName(other, locale);
                return (
                  <li key={other.id}>
                    <a href={guestHref(other)}>
                      <Avatar src={other.avatar || undefined} name={otherName} size="sm" decorative />
                      <span>{otherName}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
