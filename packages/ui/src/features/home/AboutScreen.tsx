import type { MessageKey } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/intl.tsx';
import './home.css';

/** A past edition of the week: its event page (events_id as the contract names it). */
export interface Edition {
  events_id: number;
  year: number;
  href: string;
}

export interface AboutScreenProps {
  /** This year's registration. */
  registerHref: string;
  /** The list of all editions. */
  eventsHref: string;
  /** Past editions, oldest first; the section is left out when there are none. */
  editions: Edition[];
  /** The quote ticker, drawn by the site. */
  ticker?: ReactNode;
}

const METALS: { symbol: string; number: number; name: MessageKey }[] = [
  { symbol: 'Pt', number: 78, name: 'about.metal.pt' },
  { symbol: 'Pd', number: 46, name: 'about.metal.pd' },
  { symbol: 'Rh', number: 45, name: 'about.metal.rh' },
  { symbol: 'Ir', number: 77, name: 'about.metal.ir' },
  { symbol: 'Ru', number: 44, name: 'about.metal.ru' },
  { symbol: 'Os', number: 76, name: 'about.metal.os' },
];

const FIGURES: { value: string; label: MessageKey }[] = [
  { value: '2021', label: 'about.figure.since' },
  { value: '5', label: 'about.figure.editions' },
  { value: '7', label: 'about.figure.days' },
  { value: '6', label: 'about.figure.metals' },
];

const WEEK: { title: MessageKey; text: MessageKey }[] = [
  { title: 'about.week.conference', text: 'about.week.conferenceText' },
  { title: 'about.week.competition', text: 'about.week.competitionText' },
  { title: 'about.week.prices', text: 'about.week.pricesText' },
  { title: 'about.week.market', text: 'about.week.marketText' },
  { title: 'about.week.live', text: 'about.week.liveText' },
];

const AUDIENCE: MessageKey[] = [
  'about.audience.miners',
  'about.audience.refiners',
  'about.audience.traders',
  'about.audience.fabricators',
  'about.audience.designers',
  'about.audience.investors',
];

/** The first page: what the week is, in both languages, light enough to be the landing route (CSS and text only). */
export function AboutScreen({ registerHref, eventsHref, editions, ticker }: AboutScreenProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="spw-home">
      <section className="spw-hero" aria-labelledby={`${id}-title`}>
        <div className="spw-hero__inner spw-hero__inner--split">
          <div>
            <p className="spw-hero__eyebrow">{t('about.eyebrow')}</p>
            <h1 id={`${id}-title`} className="spw-hero__title">
              {t('about.title')}
            </h1>
            <p className="spw-hero__lead">{t('about.lead')}</p>
            <div className="spw-hero__actions">
              <a className="spw-hero__cta spw-hero__cta--primary" href={registerHref}>
                {t('about.cta.register')}
              </a>
              <a className="spw-hero__cta" href={eventsHref}>
                {t('about.cta.editions')}
              </a>
            </div>
          </div>
          <ul className="spw-metals" aria-label={t('about.metals.title')}>
            {METALS.map((m) => (
              <li key={m.symbol} className="spw-metals__item">
                <span className="spw-metals__number" aria-hidden="true">
                  {m.number}
                </span>
                <span className="spw-metals__symbol" lang="en">
                  {m.symbol}
                </span>
                <span className="spw-metals__name">{t(m.name)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="spw-home__body">
        {ticker}
        <section aria-labelledby={`${id}-figures`}>
          <h2 id={`${id}-figures`} className="spw-home__h2">
            {t('about.figures.title')}
          </h2>
          <dl className="spw-figures">
            {FIGURES.map((f) => (
              <div key={f.label} className="spw-figures__item">
                <dt>{t(f.label)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby={`${id}-week`}>
          <h2 id={`${id}-week`} className="spw-home__h2">
            {t('about.week.title')}
          </h2>
          <ul className="spw-week spw-week--numbered">
            {WEEK.map((item) => (
              <li key={item.title} className="spw-week__item">
                <h3>{t(item.title)}</h3>
                <p>{t(item.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${id}-audience`}>
          <h2 id={`${id}-audience`} className="spw-home__h2">
            {t('about.audience.title')}
          </h2>
          <ul className="spw-audience">
            {AUDIENCE.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
        {editions.length > 0 ? (
          <section aria-labelledby={`${id}-editions`}>
            <h2 id={`${id}-editions`} className="spw-home__h2">
              {t('about.editions.title')}
            </h2>
            <ul className="spw-editions">
              {editions.map((edition) => (
                <li key={edition.events_id}>
                  <a href={edition.href}>
                    <span className="spw-editions__year" aria-hidden="true">
                      {edition.year}
                    </span>
                    <span aria-hidden="true">{t('about.title')}</span>
                    <span className="spw-visually-hidden">{t('about.editions.item', { year: edition.year })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
