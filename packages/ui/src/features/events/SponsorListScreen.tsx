import { pickText } from '@spw/i18n';
import type { components } from '@spw/api';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { SPONSOR_TIERS, type ProgrammeStatus } from './programmeText.ts';
import { ProgrammeState } from './ProgrammeState.tsx';
import './programme.css';

type EventSponsor = components['schemas']['EventSponsor'];

export interface SponsorListScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no edition. */
  status?: ProgrammeStatus;
  sponsors: EventSponsor[];
  /** The sponsor's page (/events/sponsor/detail?id=&events_id=). */
  sponsorHref: (sponsor: EventSponsor) => string;
  onRetry?: () => void;
  /** Every edition: where the not-found state leads. */
  editionsHref: string;
}

/** The tiers whose logos are drawn larger. */
const MAJOR = new Set<EventSponsor['tier']>(['title', 'platinum']);

/** An edition's sponsors (/events/sponsor/list?events_id=), tier by tier. */
export function SponsorListScreen({ status = 'ready', sponsors, sponsorHref, onRetry, editionsHref }: SponsorListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const tiers = SPONSOR_TIERS.map((tier) => ({ tier, list: sponsors.filter((s) => s.tier === tier) })).filter((g) => g.list.length > 0);

  return (
    <div className="spw-programme" aria-busy={status === 'loading' || undefined}>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{t('programme.sponsors.title')}</h1>
        <p className="spw-programme__lead">{t('programme.sponsors.lead')}</p>
      </header>
      <ProgrammeState
        status={status}
        empty={tiers.length === 0}
        part="sponsors"
        editionsHref={editionsHref}
        onRetry={onRetry}
        loading={
          <>
            <ul className="spw-sponsors__grid" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <Skeleton variant="block" height={90} announce={false} />
                </li>
              ))}
            </ul>
          </>
        }
      >
        {tiers.map(({ tier, list }) => (
          <section key={tier} className="spw-programme__section" aria-labelledby={`${id}-${tier}`}>
            <h2 id={`${id}-${tier}`} className="spw-programme__section-title">
              {t(`programme.tier.${tier}`)}
            </h2>
            <ul className={MAJOR.has(tier) ? 'spw-sponsors__grid spw-sponsors__grid--major' : 'spw-sponsors__grid'}>
              {list.map((sponsor) => {
                const name = pickText(locale, sponsor.name, sponsor.en_name);
                return (
                  <Card asChild variant="outline" key={sponsor.id}>
                    <li className="spw-sponsor-card">
                      {sponsor.logo ? <img className="spw-sponsor-logo" src={sponsor.logo} alt="" loading="lazy" /> : null}
                      <CardTitle className="spw-sponsor-card__name">
                        <a href={sponsorHref(sponsor)}>{name}</a>
                      </CardTitle>
                    </li>
                  </Card>
                );
              })}
            </ul>
          </section>
        ))}
      </ProgrammeState>
    </div>
  );
}
