import type { components } from '@spw/api';
import { formatChange, formatDate, formatPrice, pickText, type Locale, type MessageKey } from '@spw/i18n';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { useLocale, useT, type Translate } from '../../lib/intl.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs.tsx';
import { OffersPanel, type OffersPanelProps } from './OffersPanel.tsx';
import { PriceChart } from './PriceChart.tsx';
import { convertPrice, PRICE_UNITS, priceUnitLabel, type PriceUnit } from './quote-units.ts';
import './offers.css';
import './quote-index.css';

type QuoteCode = components['schemas']['QuoteCode'];
type QuoteSeries = components['schemas']['QuoteSeries'];
type QuoteRange = components['schemas']['QuoteRange'];

/** The page's two tabs: the prices (table and chart) and the buy and sell offers. */
export type QuoteTab = 'prices' | 'offers';

export const QUOTE_RANGES: readonly QuoteRange[] = ['1m', '3m', '1y', 'all'];

const RANGE_LABEL: Record<QuoteRange, MessageKey> = {
  '1m': 'quotePage.range.1m',
  '3m': 'quotePage.range.3m',
  '1y': 'quotePage.range.1y',
  all: 'quotePage.range.all',
};

/** The range in words, for the chart's accessible name ('近三个月' / 'the past 3 months'). */
const RANGE_LONG: Record<QuoteRange, MessageKey> = {
  '1m': 'quotePage.range.long.1m',
  '3m': 'quotePage.range.long.3m',
  '1y': 'quotePage.range.long.1y',
  all: 'quotePage.range.long.all',
};

const UNIT_LABEL: Record<PriceUnit, MessageKey> = {
  native: 'quotePage.unit.native',
  gram: 'quotePage.unit.gram',
  ounce: 'quotePage.unit.ounce',
};

export interface QuoteIndexScreenProps {
  /** Every quote code with its latest price (prices null when `locked`). */
  codes: QuoteCode[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** webinfo quote.need_role hides the prices from this viewer: names show, prices are '—', a banner asks them to sign in. */
  locked: boolean;
  signInHref: string;
  /** The unit switch: as quoted, per gram or per troy ounce (codes that are not a mass stay as quoted). */
  unit: PriceUnit;
  onUnitChange: (unit: PriceUnit) => void;
  /** The code whose chart shows; null for none yet. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  range: QuoteRange;
  onRangeChange: (range: QuoteRange) => void;
  /** The selected code's series for `range`; null before it arrives. */
  series: QuoteSeries | null;
  seriesLoading?: boolean;
  seriesError?: string | null;
  onSeriesRetry?: () => void;
  tab: QuoteTab;
  onTabChange: (tab: QuoteTab) => void;
  /** Everything the offers tab shows (see OffersPanel). */
  offers: OffersPanelProps;
  /** Defaults to the IntlProvider's. */
  locale?: Locale;
}

/** The newest 'YYYY-MM-DD' among the codes' latest prices. */
function latestDate(codes: readonly QuoteCode[]): string | null {
  return codes.reduce<string | null>((latest, c) => (c.date !== null && (latest === null || c.date > latest) ? c.date : latest), null);
}

/** A dash for the eye, words for a screen reader. */
function Hidden({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="spw-visually-hidden">{text}</span>
    </>
  );
}

/** A padlock: prices kept for members. */
function LockMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="4" y="9" width="12" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function CodeName({ code, locale }: { code: QuoteCode; locale: Locale }) {
  const main = pickText(locale, code.name, code.en_name);
  // The other language's name (when it differs) and the symbol, smaller.
  const other = main === code.name ? code.en_name.trim() : code.name;
  // The symbol, unless a name already has it as a word ('上金所铂金 Pt9995').
  const symbol = code.symbol?.trim() ?? '';
  const words = `${main} ${other}`.split(/[^A-Za-z0-9]+/);
  const aside = [other, words.includes(symbol) ? '' : symbol].filter(Boolean).join(' · ');
  return (
    <>
      <span className="spw-quote-table__name" translate="no">
        {main}
      </span>
      {aside ? (
        <span className="spw-quote-table__aside" translate="no">
          {aside}
        </span>
      ) : null}
    </>
  );
}

interface RowProps {
  code: QuoteCode;
  unit: PriceUnit;
  selected: boolean;
  onSelect: () => void;
  locale: Locale;
  t: Translate;
}

function QuoteRow({ code, unit, selected, onSelect, locale, t }: RowProps) {
  const locked = code.locked || code.buy_price === null;
  let price: ReactNode;
  let change: ReactNode = null;
  let direction: 'up' | 'down' | undefined;
  if (locked) {
    price = <Hidden text={t('quotePage.hidden')} />;
    change = <span aria-hidden="true">—</span>;
  } else if (code.date === null || code.buy_price === null) {
    price = <span className="spw-quote-table__none">{t('quote.noPrice')}</span>;
  } else {
    const shown = convertPrice(code.buy_price, code.unit_grams, unit) ?? code.buy_price;
    price = formatPrice(shown, locale, priceUnitLabel(code, unit, t));
    const fluctuation = code.fluctuation_price ?? 0;
    const moved = formatChange(convertPrice(fluctuation, code.unit_grams, unit) ?? fluctuation, locale);
    direction = moved.direction;
    change = (
      <>
        <span aria-hidden="true">{moved.direction === 'up' ? '▲' : '▼'}</span>
        <span className="spw-visually-hidden">{t(moved.direction === 'up' ? 'quote.up' : 'quote.down', { amount: moved.text })}</span>
        <span aria-hidden="true">{moved.text}</span>
      </>
    );
  }
  return (
    <tr className="spw-quote-table__row" data-selected={selected ? '' : undefined} data-direction={direction}>
      <th scope="row" className="spw-quote-table__cell--name">
        {locked ? (
          <span className="spw-quote-table__label">
            <CodeName code={code} locale={locale} />
          </span>
        ) : (
          <button type="button" className="spw-quote-table__select" aria-pressed={selected} onClick={onSelect}>
            <CodeName code={code} locale={locale} />
          </button>
        )}
      </th>
      <td className="spw-quote-table__cell--price">{price}</td>
      <td className="spw-quote-table__cell--change">{change}</td>
      <td className="spw-quote-table__cell--date">
        {code.date ? <time dateTime={code.date}>{formatDate(code.date, locale)}</time> : <span aria-hidden="true">—</span>}
      </td>
    </tr>
  );
}

function TablePlaceholder() {
  return (
    <div className="spw-quote-index__placeholder">
      <Skeleton lines={10} />
    </div>
  );
}

/**
 * /quoteData/index, a page of its own: every metal's latest price in the chosen unit (as quoted,
 * per gram, per troy ounce) with its change (up red, down green, as Chinese markets show them) and
 * date; choosing a metal charts its prices over a month, three, a year or all time. A second tab
 * lists buy and sell offers. When the site keeps prices for members (webinfo quote.need_role), the
 * names show, the prices are dashes and a banner asks the viewer to sign in.
 */
export function QuoteIndexScreen({
  codes,
  loading = false,
  error = null,
  onRetry,
  locked,
  signInHref,
  unit,
  onUnitChange,
  selectedId,
  onSelect,
  range,
  onRangeChange,
  series,
  seriesLoading = false,
  seriesError = null,
  onSeriesRetry,
  tab,
  onTabChange,
  offers,
  locale: localeProp,
}: QuoteIndexScreenProps) {
  const t = useT();
  const contextLocale = useLocale();
  const locale = localeProp ?? contextLocale;
  const id = useId();
  const headingId = `${id}-heading`;
  const unitLabelId = `${id}-unit`;
  const chartHeadingId = `${id}-chart`;

  const failed = error !== null && error !== undefined;
  const latest = latestDate(codes);
  const selected = codes.find((c) => c.id === selectedId) ?? null;
  const unitGrams = selected?.unit_grams ?? null;
  // One function per code and unit: the chart redraws only when they change.
  const convert = useMemo(
    () => (unit === 'native' ? undefined : (price: number) => convertPrice(price, unitGrams, unit)),
    [unit, unitGrams],
  );

  const lockedBanner = locked ? (
    <div className="spw-quote-index__locked" role="note">
      <LockMark className="spw-quote-index__lock" />
      <p className="spw-quote-index__locked-text">{t('quotePage.locked')}</p>
      <Button asChild size="sm">
        <a href={signInHref}>{t('quotePage.signIn')}</a>
      </Button>
    </div>
  ) : null;

  let chart: ReactNode;
  if (locked) {
    chart = <EmptyState icon={<LockMark className="spw-quote-chart__lock" />} title={t('quotePage.chart.locked')} />;
  } else if (!selected) {
    chart = <EmptyState title={t('quotePage.chart.pick')} />;
  } else if (seriesError !== null && seriesError !== undefined) {
    chart = <LoadError title={t('quotePage.chart.error')} description={seriesError || undefined} onRetry={onSeriesRetry} />;
  } else if (seriesLoading || !series) {
    chart = <Skeleton variant="block" height={280} className="spw-quote-chart__placeholder" />;
  } else {
    const name = pickText(locale, selected.name, selected.en_name);
    chart = (
      <PriceChart
        key={`${selected.id}-${range}`}
        points={series.points}
        unitLabel={priceUnitLabel(selected, unit, t)}
        convert={convert}
        label={t('quotePage.chart.label', { name, range: t(RANGE_LONG[range]) })}
        locale={locale}
      />
    );
  }

  let prices: ReactNode;
  if (loading) {
    prices = <TablePlaceholder />;
  } else if (failed) {
    prices = <LoadError title={t('quotePage.error')} description={error || undefined} onRetry={onRetry} />;
  } else if (codes.length === 0) {
    prices = <EmptyState title={t('quotePage.empty')} />;
  } else {
    prices = (
      <>
        {lockedBanner}
        {locked ? null : (
          <div className="spw-quote-index__units">
            <span id={unitLabelId} className="spw-quote-index__units-label">
              {t('quotePage.unit.label')}
            </span>
            <div className="spw-quote-segment" role="group" aria-labelledby={unitLabelId}>
              {PRICE_UNITS.map((value) => (
                <button
                  key={value}
                  type="button"
                  className="spw-quote-segment__option"
                  aria-pressed={value === unit}
                  onClick={() => {
                    if (value !== unit) onUnitChange(value);
                  }}
                >
                  {t(UNIT_LABEL[value])}
                </button>
              ))}
            </div>
            {unit !== 'native' ? <p className="spw-quote-index__note">{t('quotePage.unit.ounceNote')}</p> : null}
          </div>
        )}
        <div className="spw-quote-index__body">
          <div className="spw-quote-table__wrap">
            {locked ? null : <p className="spw-quote-index__hint">{t('quotePage.table.hint')}</p>}
            <table className="spw-quote-table">
              <caption className="spw-visually-hidden">{t('quotePage.table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quotePage.table.name')}</th>
                  <th scope="col" className="spw-quote-table__cell--price">
                    {t('quotePage.table.price')}
                  </th>
                  <th scope="col" className="spw-quote-table__cell--change">
                    {t('quotePage.table.change')}
                  </th>
                  <th scope="col" className="spw-quote-table__cell--date">
                    {t('quotePage.table.date')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {codes.map((code) => (
                  <QuoteRow
                    key={code.id}
                    code={code}
                    unit={unit}
                    selected={!locked && code.id === selectedId}
                    onSelect={() => {
                      if (code.id !== selectedId) onSelect(code.id);
                    }}
                    locale={locale}
                    t={t}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <section className="spw-quote-chart" aria-labelledby={chartHeadingId} aria-busy={(!locked && seriesLoading) || undefined}>
            <div className="spw-quote-chart__head">
              <h2 id={chartHeadingId} className="spw-quote-chart__heading">
                {selected && !locked
                  ? t('quotePage.chart.heading', { name: pickText(locale, selected.name, selected.en_name) })
                  : t('quotePage.chart.title')}
              </h2>
              {selected && !locked ? (
                <div className="spw-quote-segment spw-quote-chart__ranges" role="group" aria-label={t('quotePage.chart.range')}>
                  {QUOTE_RANGES.map((value) => (
                    <button
                      key={value}
                      type="button"
                      className="spw-quote-segment__option"
                      aria-pressed={value === range}
                      onClick={() => {
                        if (value !== range) onRangeChange(value);
                      }}
                    >
                      {t(RANGE_LABEL[value])}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
            {chart}
          </section>
        </div>
      </>
    );
  }

  return (
    <main className="spw-quote-index" data-slot="quote-index" aria-labelledby={headingId}>
      <header className="spw-quote-index__head">
        <h1 id={headingId} className="spw-quote-index__title">
          {t('quotePage.title')}
        </h1>
        <p className="spw-quote-index__lead">{t('quotePage.lead')}</p>
        {latest ? <p className="spw-quote-index__latest">{t('quotePage.latest', { date: formatDate(latest, locale) })}</p> : null}
      </header>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'offers' ? 'offers' : 'prices')}>
        <TabsList aria-label={t('quotePage.tabs')}>
          <TabsTrigger value="prices">{t('quotePage.tab.prices')}</TabsTrigger>
          <TabsTrigger value="offers">{t('quotePage.tab.offers')}</TabsTrigger>
        </TabsList>
        <TabsContent value="prices" className="spw-quote-index__panel" aria-busy={loading || undefined}>
          {prices}
        </TabsContent>
        <TabsContent value="offers" className="spw-quote-index__panel">
          <OffersPanel {...offers} />
        </TabsContent>
      </Tabs>
    </main>
  );
}
