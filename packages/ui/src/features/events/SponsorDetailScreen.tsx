import { pickText } from '@spw/i18n';
import type { components } from '@spw/api';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { paragraphs, type ProgrammeStatus } from './programmeText.ts';
import { ProgrammeDetailState } from './ProgrammeState.tsx';
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
  const locale = useLocale();
  const t = useT();
  const back = (
    <a className="spw-programme__back" href={listHref}>
      ← {t('programme.sponsor.back')}
    </a>
  );

  if (status !== 'ready' || !sponsor) {
    return (
      <ProgrammeDetailState
        status={status}
        errorTitle={t('programme.sponsor.error')}
        notFoundTitle={t('programme.sponsor.notFound')}
        back={{ href: listHref, label: t('programme.sponsor.back') }}
        onRetry={onRetry}
        loading={
          <div className="spw-sponsor-detail" aria-hidden="true">
            <Skeleton variant="block" height={120} announce={false} />
            <Skeleton lines={4} announce={false} />
          </div>
        }
      />
    );
  }

  const name = pickText(locale, sponsor.name, sponsor.en_name);
  const about = paragraphs(pickText(locale, sponsor.description, sponsor.en_description));
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
