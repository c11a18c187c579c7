import type { components } from '@spw/api';
import { formatDate, formatPrice, type MessageKey } from '@spw/i18n';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { nativeUnitText } from './quote-units.ts';
import './offers.css';

type Offer = components['schemas']['Offer'];
type OfferType = components['schemas']['OfferType'];

/** The type filter: every offer, or only buying (求购) or selling (出售) ones. */
export type OfferTypeFilter = 'all' | OfferType;
/** The export's file: CSV, or an Excel workbook. */
export type OfferExportFormat = 'csv' | 'xlsx';

export interface OffersPanelProps {
  /** The current page of offers. */
  offers: Offer[];
  /** How many offers match the filters, in all. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Offers per page. */
  rows: number;
  onPage: (page: number) => void;
  type: OfferTypeFilter;
  onTypeChange: (type: OfferTypeFilter) => void;
  /** The metals to filter by (the quote codes, in the reader's language). */
  codes: { id: number; name: string }[];
  /** The chosen metal; null for all. */
  codeId: number | null;
  onCodeChange: (codeId: number | null) => void;
  keyword: string;
  /** The search form (Enter or the button): the keyword trimmed. */
  onKeywordSubmit: (keyword: string) => void;
  loading?: boolean;
  /** Why the list could not be loaded; null or undefined when it was. */
  error?: string | null;
  onRetry?: () => void;
  /** Export the offers matching the filters. */
  onExport: (format: OfferExportFormat) => void;
  /** The export under way: its button waits, the other is disabled. */
  exporting: OfferExportFormat | null;
  /** Signed-in members may export; visitors get a sign-in link instead. */
  canExport: boolean;
  signInHref: string;
  /** Prices hidden (webinfo quote.need_role): the price column shows '—' (as it does for an offer whose price is null). */
  locked: boolean;
  /** Today in Beijing ('YYYY-MM-DD'): an offer valid until before it has expired. */
  today: string;
}

const TYPES: readonly OfferTypeFilter[] = ['all', 'buy', 'sell'];

const TYPE_LABEL: Record<OfferTypeFilter, MessageKey> = {
  all: 'quoteOffers.type.all',
  buy: 'quoteOffers.type.buy',
  sell: 'quoteOffers.type.sell',
};

/** The longest search the list takes. */
export const OFFER_KEYWORD_MAX = 50;

/** Whether an offer is past its date ('YYYY-MM-DD' strings compare as dates). */
export function isOfferExpired(offer: Pick<Offer, 'valid_until'>, today: string): boolean {
  return offer.valid_until < today;
}

/**
 * The offers tab of the price page: buy and sell offers for the metals, filtered by type, metal and
 * a search, a page at a time, as a table on wide screens and cards on phones. Expired offers stay
 * listed, in grey, tagged 已过期. Members export the matching offers as CSV or Excel; visitors are
 * asked to sign in. When prices are locked, the price column shows a dash.
 */
export function OffersPanel({
  offers,
  total,
  page,
  rows,
  onPage,
  type,
  onTypeChange,
  codes,
  codeId,
  onCodeChange,
  keyword,
  onKeywordSubmit,
  loading = false,
  error = null,
  onRetry,
  onExport,
  exporting,
  canExport,
  signInHref,
  locked,
  today,
}: OffersPanelProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();

  // The box holds what is typed until it is sent; a new keyword from the page starts it afresh.
  const [typed, setTyped] = useState(keyword);
  const [given, setGiven] = useState(keyword);
  if (given !== keyword) {
    setGiven(keyword);
    setTyped(keyword);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onKeywordSubmit(typed.trim());
  };

  const failed = error !== null && error !== undefined;
  const filtered = type !== 'all' || codeId !== null || keyword.trim() !== '';

  let body: ReactNode;
  if (loading) {
    body = <Skeleton lines={8} className="spw-offers__placeholder" />;
  } else if (failed) {
    body = <LoadError title={t('quoteOffers.error')} description={error || undefined} onRetry={onRetry} />;
  } else if (offers.length === 0) {
    body = <EmptyState title={t(filtered ? 'quoteOffers.emptySearch' : 'quoteOffers.empty')} />;
  } else {
    body = (
      <>
        <table className="spw-offers__table">
          <caption className="spw-visually-hidden">{t('quoteOffers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quoteOffers.col.type')}</th>
              <th scope="col">{t('quoteOffers.col.title')}</th>
              <th scope="col">{t('quoteOffers.col.company')}</th>
              <th scope="col">{t('quoteOffers.col.metal')}</th>
              <th scope="col" className="spw-offers__num">
                {t('quoteOffers.col.price')}
              </th>
              <th scope="col">{t('quoteOffers.col.quantity')}</th>
              <th scope="col">{t('quoteOffers.col.contact')}</th>
              <th scope="col">{t('quoteOffers.col.validUntil')}</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => {
              const expired = isOfferExpired(offer, today);
              return (
                <tr key={offer.id} className="spw-offers__row" data-type={offer.type} data-expired={expired ? '' : undefined}>
                  <td className="spw-offers__cell--type">
                    <Tag size="sm" tone={offer.type === 'buy' ? 'info' : 'gold'}>
                      {t(offer.type === 'buy' ? 'quoteOffers.type.buy' : 'quoteOffers.type.sell')}
                    </Tag>
                    {expired ? (
                      <Tag size="sm" tone="neutral" className="spw-offers__expired">
                        {t('quoteOffers.expired')}
                      </Tag>
                    ) : null}
                  </td>
                  <th scope="row" className="spw-offers__cell--title" translate="no">
                    {offer.title}
                  </th>
                  <td className="spw-offers__cell--company" translate="no">
                    {offer.company}
                  </td>
                  <td className="spw-offers__cell--metal" data-label={t('quoteOffers.col.metal')}>
                    {offer.quote_code_id === null || !offer.quote_name ? (
                      t('quoteOffers.other')
                    ) : (
                      <span translate="no">{offer.quote_name}</span>
                    )}
                  </td>
                  <td className="spw-offers__cell--price spw-offers__num" data-label={t('quoteOffers.col.price')}>
                    {locked || offer.price === null ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="spw-visually-hidden">{t('quotePage.hidden')}</span>
                      </>
                    ) : (
                      formatPrice(offer.price, locale, nativeUnitText(offer.unit, t))
                    )}
                  </td>
                  <td className="spw-offers__cell--quantity" data-label={t('quoteOffers.col.quantity')} translate="no">
                    {offer.quantity}
                  </td>
                  <td className="spw-offers__cell--contact" data-label={t('quoteOffers.col.contact')} translate="no">
                    {offer.contact}
                  </td>
                  <td className="spw-offers__cell--valid" data-label={t('quoteOffers.col.validUntil')}>
                    <time dateTime={offer.valid_until}>{formatDate(offer.valid_until, locale)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPage} />
      </>
    );
  }

  return (
    <div className="spw-offers" data-slot="offers-panel" aria-busy={loading || undefined}>
      <div className="spw-offers__tools">
        <div className="spw-quote-segment" role="group" aria-label={t('quoteOffers.type.label')}>
          {TYPES.map((value) => (
            <button
              key={value}
              type="button"
              className="spw-quote-segment__option"
              aria-pressed={value === type}
              onClick={() => {
                if (value !== type) onTypeChange(value);
              }}
            >
              {t(TYPE_LABEL[value])}
            </button>
          ))}
        </div>
        <SelectField
          className="spw-offers__metal"
          label={t('quoteOffers.metal.label')}
          name="metal"
          value={codeId === null ? '' : String(codeId)}
          options={[{ value: '', label: t('quoteOffers.metal.all') }, ...codes.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onCodeChange(value === '' ? null : Number(value));
          }}
        />
        <form role="search" className="spw-offers__search" aria-label={t('quoteOffers.search')} onSubmit={submit}>
          <TextField
            type="search"
            name="keyword"
            label={t('quoteOffers.search.label')}
            placeholder={t('quoteOffers.search.placeholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={OFFER_KEYWORD_MAX}
            enterKeyHint="search"
            autoComplete="off"
            className="spw-offers__keyword"
          />
          <Button type="submit" variant="secondary">
            {t('quoteOffers.search.button')}
          </Button>
        </form>
        <div className="spw-offers__export">
          {canExport ? (
            <div className="spw-offers__export-buttons" role="group" aria-label={t('quoteOffers.export.label')}>
              <Button
                variant="secondary"
                size="sm"
                loading={exporting === 'csv'}
                disabled={exporting !== null}
                onClick={() => onExport('csv')}
              >
                {t('quoteOffers.export.csv')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                loading={exporting === 'xlsx'}
                disabled={exporting !== null}
                onClick={() => onExport('xlsx')}
              >
                {t('quoteOffers.export.xlsx')}
              </Button>
            </div>
          ) : (
            <a className="spw-offers__sign-in" href={signInHref}>
              {t('quoteOffers.export.signIn')}
            </a>
          )}
          <span className="spw-visually-hidden" role="status" id={`${id}-export`}>
            {exporting ? t('quoteOffers.export.busy') : ''}
          </span>
        </div>
      </div>
      {!loading && !failed && offers.length > 0 ? (
        <p className="spw-offers__found" aria-live="polite">
          {t('quoteOffers.found', { count: total })}
        </p>
      ) : null}
      {body}
    </div>
  );
}
