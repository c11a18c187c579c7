import type { MessageKey } from '@spw/i18n';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { editionCity, editionDates, editionName, type Edition } from './editionText.ts';
import './editions.css';

/** The edition's sections, each a link the site builds for this edition. */
export interface EditionLinks {
  guests: string;
  agenda: string;
  sponsors: string;
  album: string;
  reports: string;
  comments: string;
  tickets: string;
  register: string;
  /** Every edition (the series page). */
  all: string;
}

export interface EditionHomeScreenProps {
  /** The edition; null when the id names none. */
  edition: Edition | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  links: EditionLinks;
}

const SECTIONS: { key: keyof EditionLinks; title: MessageKey; text: MessageKey }[] = [
  { key: 'guests', title: 'editions.section.guests', text: 'editions.section.guestsText' },
  { key: 'agenda', title: 'editions.section.agenda', text: 'editions.section.agendaText' },
  { key: 'sponsors', title: 'editions.section.sponsors', text: 'editions.section.sponsorsText' },
  { key: 'album', title: 'editions.section.album', text: 'editions.section.albumText' },
  { key: 'reports', title: 'editions.section.reports', text: 'editions.section.reportsText' },
  { key: 'comments', title: 'editions.section.comments', text: 'editions.section.commentsText' },
  { key: 'tickets', title: 'editions.section.tickets', text: 'editions.section.ticketsText' },
];

/** An edition's front page (/events/index?events_id=): when and where, and its sections. */
export function EditionHomeScreen({ edition, loading, error, onRetry, links }: EditionHomeScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const t = useT();

  if (loading) {
    return (
      <div className="spw-edition-home" role="status" aria-busy="true">
        <span className="spw-visually-hidden">{t('common.loading')}</span>
        <Skeleton variant="block" height={168} announce={false} />
        <Skeleton lines={3} announce={false} />
      </div>
    );
  }
  if (error) {
    return <LoadError title={t('editions.loadFailed')} description={error} onRetry={onRetry} />;
  }
  if (!edition) {
    return (
      <EmptyState
        title={t('editions.notFound')}
        action={
          <a className="spw-edition-home__all" href={links.all}>
            {t('editions.all')}
          </a>
        }
      />
    );
  }

  const name = editionName(edition, locale);
  const city = editionCity(edition, locale);
  return (
    <article className="spw-edition-home" aria-labelledby={titleId}>
      <header className="spw-edition-home__head">
        <p className="spw-edition-home__year" aria-hidden="true">
          {edition.year}
        </p>
        <div>
          <h1 id={titleId}>{name}</h1>
          <p className="spw-edition-home__meta">
            {editionDates(edition, intl)}
            {city ? ` · ${city}` : ''}
          </p>
          <p className="spw-edition-home__meta">{t('editions.counts', { guests: edition.guest_amount, groups: edition.group_amount })}</p>
        </div>
        {edition.is_current ? (
          <div className="spw-edition-home__cta">
            <Tag tone="gold">{t('editions.open')}</Tag>
            <Button asChild>
              <a href={links.register}>{t('editions.register', { name })}</a>
            </Button>
          </div>
        ) : (
          <Tag>{t('editions.past')}</Tag>
        )}
      </header>
      <ul className="spw-edition-home__sections">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <a href={links[section.key]}>
              <span className="spw-edition-home__section-title">{t(section.title)}</span>
              <span>{t(section.text)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="spw-edition-home__all">
        <a href={links.all}>{t('editions.all')}</a>
      </p>
    </article>
  );
}
