import type { components } from '@spw/api';
import { formatDateTime, formatPrice, type MessageKey } from '@spw/i18n';
import { useCallback, useId, type ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Tag, type TagProps } from '../../components/Tag.tsx';
import { useLocale, usePick, useT } from '../../lib/intl.tsx';
import { nativeUnitText } from './quote-units.ts';
import './quote-data.css';

type QuoteCode = components['schemas']['QuoteCode'];
type QuoteDataChange = components['schemas']['QuoteDataChange'];
type QuoteChangeAction = QuoteDataChange['action'];

/**
 * How the quote data pages name a code and its unit in the reader's language: `label(code)` is the
 * name with its symbol ('铂金（Pt）', 'Platinum (Pt)'), `unit('元/克')` the unit ('CNY/g' in English;
 * a unit the catalogue does not know as the server wrote it), `price(value, unit)` a price with it.
 */
export function useQuoteCodeText() {
  const t = useT();
  const pick = usePick();
  const locale = useLocale();
  const unit = useCallback((text: string) => nativeUnitText(text, t), [t]);
  const label = useCallback(
    (code: Pick<QuoteCode, 'name' | 'en_name' | 'symbol'>) => {
      const name = pick(code.name, code.en_name);
      return code.symbol ? t('quoteData.codeLabel', { name, symbol: code.symbol }) : name;
    },
    [pick, t],
  );
  const price = useCallback(
    (value: number, unitText?: string) => formatPrice(value, locale, unitText ? unit(unitText) : ''),
    [locale, unit],
  );
  return { label, unit, price };
}

/** '232.00 → 233.64': the arrow is for the eye, a screen reader hears '232.00 改为 233.64'; a missing price is '—' (无). */
export function PriceChange({ from, to, unit }: { from: ReactNode; to: ReactNode; unit?: string }) {
  const t = useT();
  const none = (
    <span className="spw-quote-none">
      <span aria-hidden="true">—</span> <span className="spw-visually-hidden">{t('quoteData.none')}</span>
    </span>
  );
  // Spaces between the parts: read as words; the flex box does not draw them.
  return (
    <span className="spw-quote-change">
      <span className="spw-quote-change__old">{from ?? none}</span>{' '}
      <span className="spw-quote-change__arrow" aria-hidden="true">
        →
      </span>{' '}
      <span className="spw-visually-hidden">{t('quoteData.to')}</span> <span className="spw-quote-change__new">{to ?? none}</span>
      {unit ? (
        <>
          {' '}
          <span className="spw-quote-change__unit">{unit}</span>
        </>
      ) : null}
    </span>
  );
}

export const CHANGE_ACTION_LABEL: Record<QuoteChangeAction, MessageKey> = {
  add: 'quoteData.changes.action.add',
  edit: 'quoteData.changes.action.edit',
  del: 'quoteData.changes.action.del',
  import: 'quoteData.changes.action.import',
};

const CHANGE_ACTION_TONE: Record<QuoteChangeAction, NonNullable<TagProps['tone']>> = {
  add: 'success',
  edit: 'info',
  del: 'danger',
  import: 'gold',
};

export interface QuoteChangeListProps {
  /** One page of the change log, newest first. */
  changes: QuoteDataChange[];
  total: number;
  page: number;
  /** Entries per page. */
  rows: number;
  onPage: (page: number) => void;
  loading: boolean;
  error?: string | null;
  onRetry: () => void;
  /** The codes for the filter ('全部品种' and each). */
  codes: QuoteCode[];
  /** The code the log is filtered by; undefined: all. */
  codeId?: number;
  onCodeChange: (id?: number) => void;
}

function Placeholders() {
  return (
    <ul className="spw-quote-changes__placeholders">
      {[0, 1, 2].map((n) => (
        <li key={n} className="spw-quote-changes__placeholder">
          <Skeleton lines={2} announce={n === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The quote data's change log (/creator/quoteData/list, under its tab or in a dialog): who changed
 * which price when — added, edited (the price, or moved to another day), deleted or imported — with
 * the old and the new price. A section with its own h2 and a filter by code.
 */
export function QuoteChangeList({
  changes,
  total,
  page,
  rows,
  onPage,
  loading,
  error = null,
  onRetry,
  codes,
  codeId,
  onCodeChange,
}: QuoteChangeListProps) {
  const t = useT();
  const locale = useLocale();
  const text = useQuoteCodeText();
  const headingId = useId();
  const failed = error !== null && error !== undefined;
  const unitOf = new Map(codes.map((code) => [code.id, code.unit]));

  let body: ReactNode;
  if (loading) body = <Placeholders />;
  else if (failed) body = <LoadError title={t('quoteData.changes.error')} description={error || undefined} onRetry={onRetry} />;
  else if (changes.length === 0) body = <EmptyState title={t('quoteData.changes.empty')} />;
  else {
    body = (
      <>
        <div className="spw-quote-table-box">
          <table className="spw-quote-table spw-quote-changes__table" aria-label={t('quoteData.changes.items')}>
            <thead>
              <tr>
                <th scope="col">{t('quoteData.col.time')}</th>
                <th scope="col">{t('quoteData.col.user')}</th>
                <th scope="col">{t('quoteData.col.action')}</th>
                <th scope="col">{t('quoteData.col.code')}</th>
                <th scope="col">{t('quoteData.col.date')}</th>
                <th scope="col">{t('quoteData.col.price')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => {
                const unit = unitOf.get(change.quote_code_id);
                const moved = change.old_date !== null && change.old_date !== change.date;
                return (
                  <tr key={change.id} className="spw-quote-changes__row" data-action={change.action}>
                    <td className="spw-quote-changes__time">
                      <time dateTime={change.created_at}>{formatDateTime(change.created_at, locale)}</time>
                    </td>
                    <td className="spw-quote-changes__user">
                      {change.nickname ? (
                        <span translate="no">{change.nickname}</span>
                      ) : (
                        <span className="spw-quote-changes__gone">{t('quoteData.changes.gone')}</span>
                      )}
                    </td>
                    <td className="spw-quote-changes__action">
                      <Tag tone={CHANGE_ACTION_TONE[change.action]} size="sm">
                        {t(CHANGE_ACTION_LABEL[change.action])}
                      </Tag>
                    </td>
                    <td className="spw-quote-changes__code" translate="no">
                      {change.quote_name}
                    </td>
                    <td className="spw-quote-changes__date">
                      {moved ? (
                        <PriceChange
                          from={<time dateTime={change.old_date ?? ''}>{change.old_date}</time>}
                          to={<time dateTime={change.date}>{change.date}</time>}
                        />
                      ) : (
                        <time dateTime={change.date}>{change.date}</time>
                      )}
                    </td>
                    <td className="spw-quote-changes__price">
                      <PriceChange
                        from={change.old_price === null ? null : text.price(change.old_price)}
                        to={change.new_price === null ? null : text.price(change.new_price)}
                        unit={unit ? text.unit(unit) : undefined}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPage} />
      </>
    );
  }

  return (
    <section className="spw-quote-changes" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <header className="spw-quote-changes__head">
        <h2 id={headingId} className="spw-quote-changes__heading">
          {t('quoteData.changes.heading')}
        </h2>
        <SelectField
          label={t('quoteData.col.code')}
          className="spw-quote-changes__filter"
          value={codeId === undefined ? '' : String(codeId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onCodeChange(value ? Number(value) : undefined);
          }}
          options={[
            { value: '', label: t('quoteData.allCodes') },
            ...codes.map((code) => ({ value: String(code.id), label: text.label(code) })),
          ]}
        />
      </header>
      {body}
    </section>
  );
}
