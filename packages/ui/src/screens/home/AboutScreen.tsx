import type { MessageKey } from '@spw/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './home.css';

export interface Edition {
  events_id: number;
  year: number;
  href: string;
}

export interface AboutScreenProps {
  registerHref: string;
  eventsHref: string;
  editions: Edition[];
  /** The quote ticker, drawn by the site. */
  ticker?: ReactNode;
}

const FIGURES: { value: string; label: MessageKey }[] = [
  { value: '5', label: 'about.figure.editions' },
  { value: '7', label: 'about.figure.days' },
  { value: '40+', label: 'about.figure.sessions' },
  { value: '6', label: 'about.figure.metals' },
];

const WEEK: { title: MessageKey; text: MessageKey }[] = [
  { title: 'about.week.conference', text: 'about.week.conferenceText' },
  { title: 'about.week.competition', text: 'about.week.competitionText' },
  { title: 'about.week.prices', text: 'about.week.pricesText' },
  { title: 'about.week.market', text: 'about.week.marketText' },
  { title: 'about.week.live', text: 'about.week.liveText' },
];

/** The first page: what the week is, in both languages, light enough to be the landing route. */
export function AboutScreen({ registerHref, eventsHref, editions, ticker }: AboutScreenProps) {
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="spw-home">
      <section className="spw-hero" aria-labelledby="about-title">
        <div className="spw-hero__inner">
          <p className="spw-hero__eyebrow">{t('about.eyebrow')}</p>
          <h1 id="about-title" className="spw-hero__title">
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
      </section>
      <div className="spw-home__body">
        {ticker}
        <section aria-labelledby="figures-title">
          <h2 id="figures-title" className="spw-home__h2">
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
        <section aria-labelledby="week-title">
          <h2 id="week-title" className="spw-home__h2">
            {t('about.week.title')}
          </h2>
          <ul className="spw-week">
            {WEEK.map((item) => (
              <li key={item.title} className="spw-week__item">
                <h3>{t(item.title)}</h3>
                <p>{t(item.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="editions-title">
          <h2 id="editions-title" className="spw-home__h2">
            {t('about.editions.title')}
          </h2>
          <ul className="spw-editions">
            {editions.map((edition) => (
              <li key={edition.events_id}>
                <a href={edition.href}>
                  <span className="spw-editions__year">{edition.year}</span>
                  <span>{t('about.editions.item', { year: edition.year })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
