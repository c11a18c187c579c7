import type { components } from '@spw/api';
import { beijingClock, formatChange, formatPrice, pickText, type Locale } from '@spw/i18n';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { QUOTE_UNITS } from './quote-unit-words.ts';
import './QuoteTicker.css';

type QuoteCode = components['schemas']['QuoteCode'];

/** The spec: the ticker shows 8 recommended quotes. */
const MAX_QUOTES = 8;

export interface QuoteTickerProps {
  /** The clock's time: the site ticks it every second. */
  now: Date;
  /** The recommended quotes (at most 8 are shown); the site refreshes them every 30 s. */
  quotes: QuoteCode[];
  loading?: boolean;
  moreHref: string;
}

/**
 * Beijing time and the recommended quotes; up when fluctuation_price ≥ 0, down when negative. A
 * locked quote (webinfo quote.need_role, the viewer lacks the role) shows its name and '—'.
 */
export function QuoteTicker({ now, quotes, loading, moreHref }: QuoteTickerProps) {
  const intl = useIntl();
  const locale = (intl.locale.startsWith('zh') ? 'zh' : 'en') as Locale;
  const titleId = useId();
  // A unit the catalogue does not know is shown as the server wrote it.
  const unitText = (unit: string) => {
    const key = QUOTE_UNITS[unit];
    return key ? intl.formatMessage({ id: key }) : unit;
  };
  return (
    <section className="spw-ticker" aria-labelledby={titleId} data-slot="quote-ticker">
      <header className="spw-ticker__head">
        <h2 id={titleId} className="spw-ticker__title">
          {intl.formatMessage({ id: 'quote.title' })}
        </h2>
        <p className="spw-ticker__clock">
          {intl.formatMessage({ id: 'quote.beijingTime' }, { time: <time dateTime={now.toISOString()}>{beijingClock(now)}</time> })}
        </p>
        <a className="spw-ticker__more" href={moreHref}>
          {intl.formatMessage({ id: 'quote.more' })}
        </a>
      </header>
      {loading ? (
        // Placeholders with the rows' own line boxes: the prices arrive without moving the page.
        <div role="status">
          <span className="spw-visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
          <ul className="spw-ticker__list" aria-hidden="true">
            {Array.from({ length: MAX_QUOTES }, (_, index) => (
              <li key={index} className="spw-ticker__item spw-ticker__item--placeholder">
                <span className="spw-ticker__name">&nbsp;</span>
                <span className="spw-ticker__price">&nbsp;</span>
                <span className="spw-ticker__change">&nbsp;</span>
              </li>
            ))}
          </ul>
        </div>
      ) : quotes.length === 0 ? (
        <p className="spw-ticker__empty">{intl.formatMessage({ id: 'quote.empty' })}</p>
      ) : (
        <ul className="spw-ticker__list">
          {quotes.slice(0, MAX_QUOTES).map((quote) => {
            const name = pickText(locale, quote.name, quote.en_name);
            // No price yet (the contract: date null, price 0): say so rather than show 0.00 as a change.
            if (quote.date === null) {
              return (
                <li key={quote.id} className="spw-ticker__item">
                  <span className="spw-ticker__name">{name}</span>
                  <span className="spw-ticker__none">{intl.formatMessage({ id: 'quote.noPrice' })}</span>
                </li>
              );
            }
            // Locked: the server sends no prices; the name shows, the price is a dash, there is no change.
            if (quote.locked || quote.buy_price === null || quote.fluctuation_price === null) {
              return (
                <li key={quote.id} className="spw-ticker__item" data-locked="">
                  <span className="spw-ticker__name">{name}</span>
                  <span className="spw-ticker__price">
                    <span aria-hidden="true">—</span>
                    <span className="spw-visually-hidden">{intl.formatMessage({ id: 'quote.locked' })}</span>
                  </span>
                </li>
              );
            }
            const change = formatChange(quote.fluctuation_price, locale);
            return (
              <li key={quote.id} className="spw-ticker__item" data-direction={change.direction}>
                <span className="spw-ticker__name">{name}</span>
                <span className="spw-ticker__price">{formatPrice(quote.buy_price, locale, unitText(quote.unit))}</span>
                <span className="spw-ticker__change">
                  <span aria-hidden="true">{change.direction === 'up' ? '▲' : '▼'}</span>
                  <span className="spw-visually-hidden">
                    {intl.formatMessage({ id: change.direction === 'up' ? 'quote.up' : 'quote.down' }, { amount: change.text })}
                  </span>
                  <span aria-hidden="true">{change.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
