import type { components } from '@spw/api';
import type { Locale, MessageKey } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { localText, paragraphs, type ProgrammeStatus } from './programmeText.ts';
import './programme.css';

type EventSponsor = components['schemas']['EventSponsor'];

export interface SponsorDetailScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no sponsor. */
  status?: ProgrammeStatus;
  sponsor: EventSponsor | null;
  /** The edition's sponsors. */
  listHref: string;
  onRetry?: () => void;
}

/** One sponsor (/events/sponsor/detail?id=&events_id=): logo, tier, about and website. */
export function SponsorDetailScreen({ status = 'ready', sponsor, listHref, onRetry }: SponsorDetailScreenProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const back = (
    <a className="spw-programme__back" href={listHref}>
      ← {t('programme.sponsor.back')}
    </a>
  );

  if (status === 'loading') {
    return (
      <div className="spw-programme" aria-busy="true">
        <span role="status" className="spw-visually-hidden">
          {t('common.loading')}
        </span>
        <div className="spw-sponsor-detail" aria-hidden="true">
          <Skeleton variant="block" height={120} announce={false} />
          <Skeleton lines={4} announce={false} />
        </div>
      </div>
    );
  }
  if (status === 'error') return <LoadError title={t('programme.sponsor.error')} onRetry={onRetry} />;
  if (status === 'notFound' || !sponsor) {
    return (
      <EmptyState
        title={t('programme.sponsor.notFound')}
        action={
          <Button asChild variant="secondary">
            <a href={listHref}>{t('programme.sponsor.back')}</a>
          </Button>
        }
      />
    );
  }

  const name = localText(sponsor.name, sponsor.en_name, locale);
  const about = paragraphs(localText(sponsor.description, sponsor.en_description, locale));
  return (
    <article className="spw-programme">
      {back}
      <div className="spw-sponsor-detail">
        {sponsor.logo ? <img className="spw-sponsor-logo" src={sponsor.logo} alt={name} /> : <span />}
        <div className="spw-sponsor-detail__text">
          <Tag tone={sponsor.tier === 'title' || sponsor.tier === 'platinum' ? 'gold' : 'neutral'} className="spw-programme__back">
            {t(`programme.tier.${sponsor.tier}`)}
          </Tag>
          <h1 className="spw-programme__title">{name}</h1>
          {about.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
          {sponsor.url ? (
            <Button asChild variant="secondary" className="spw-programme__back">
              <a href={sponsor.url} target="_blank" rel="noopener noreferrer">
                {t('programme.sponsor.website')}
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
