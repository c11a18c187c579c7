import type { components } from '@spw/api';
import { formatDateTime } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { DeskListActions, DeskListAddMark, DeskListHeader, DeskListPlaceholders, Named } from './DeskListHeader.tsx';
import { useQuoteCodeText } from './QuoteChangeList.tsx';
import './quote-data.css';

type QuoteCode = components['schemas']['QuoteCode'];
type QuoteData = components['schemas']['QuoteData'];

/** The list's filter: a code, a first and a last day (YYYY-MM-DD); each left out when not set. */
export interface QuoteDataFilter {
  quote_code_id?: number;
  start_date?: string;
  end_date?: string;
}

export interface QuoteDataListScreenProps {
  /** One page of prices, newest date first. */
  items: QuoteData[];
  /** Every code: names the prices' codes, and fills the filter. */
  codes: QuoteCode[];
  total: number;
  page: number;
  /** Prices per page. */
  rows: number;
  onPage: (page: number) => void;
  /** The filter the page shows (from the address); the form starts from it. */
  filter: QuoteDataFilter;
  /** The filter form sent (dates checked: the end not before the start), or reset (`{}`). */
  onFilter: (filter: QuoteDataFilter) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** '添加': /creator/quoteData/add. */
  addHref: string;
  /** '导入': opens the import dialog. */
  onImport: () => void;
  /** '修改记录': a link to the log when given, else a button calling `onShowChanges`. */
  changesHref?: string;
  onShowChanges?: () => void;
  /** '修改': /creator/quoteData/edit?id=…. */
  editHref: (id: number) => string;
  /** Called once the creator confirms; the page deletes and reloads the list. */
  onDelete: (id: number) => Promise<unknown>;
  /** The price being deleted: its buttons wait. */
  deletingId?: number | null;
  /** Today in Beijing (YYYY-MM-DD): the latest day the date boxes offer. */
  today?: string;
}

/** The filter's boxes as typed: strings, '' for none. */
interface Typed {
  code: string;
  start: string;
  end: string;
}

const typedOf = (filter: QuoteDataFilter): Typed => ({
  code: filter.quote_code_id === undefined ? '' : String(filter.quote_code_id),
  start: filter.start_date ?? '',
  end: filter.end_date ?? '',
});

const sameTyped = (a: Typed, b: Typed) => a.code === b.code && a.start === b.start && a.end === b.end;

/**
 * /creator/quoteData/list: the prices entered for each code, newest first, filtered by code and a
 * range of days. Each can be edited or deleted (after a confirm); new ones are added one by one or
 * imported from a file, and the change log says who changed what. A table on a wide screen, a card
 * per price on a phone.
 */
export function QuoteDataListScreen({
  items,
  codes,
  total,
  page,
  rows,
  onPage,
  filter,
  onFilter,
  loading = false,
  error = null,
  onRetry,
  addHref,
  onImport,
  changesHref,
  onShowChanges,
  editHref,
  onDelete,
  deletingId = null,
  today,
}: QuoteDataListScreenProps) {
  const t = useT();
  const locale = useLocale();
  const text = useQuoteCodeText();
  const id = useId();
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<QuoteData | null>(null);

  // The boxes hold what is chosen until it is sent; a new filter from the page starts them afresh.
  const [typed, setTyped] = useState<Typed>(() => typedOf(filter));
  const [given, setGiven] = useState<Typed>(() => typedOf(filter));
  const [endError, setEndError] = useState(false);
  const fromPage = typedOf(filter);
  if (!sameTyped(given, fromPage)) {
    setGiven(fromPage);
    setTyped(fromPage);
    setEndError(false);
  }

  const codeOf = new Map(codes.map((code) => [code.id, code]));
  const failed = error !== null && error !== undefined;
  const ready = !loading && !failed;
  const filtered = filter.quote_code_id !== undefined || Boolean(filter.start_date) || Boolean(filter.end_date);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.start && typed.end && typed.end < typed.start) {
      setEndError(true);
      endRef.current?.focus();
      return;
    }
    setEndError(false);
    const next: QuoteDataFilter = {};
    if (typed.code) next.quote_code_id = Number(typed.code);
    if (typed.start) next.start_date = typed.start;
    if (typed.end) next.end_date = typed.end;
    onFilter(next);
  };

  const reset = () => {
    setTyped({ code: '', start: '', end: '' });
    setEndError(false);
    onFilter({});
  };

  const nameOf = (item: QuoteData) => {
    const code = codeOf.get(item.quote_code_id);
    return code ? text.label(code) : t('quoteData.list.unknownCode', { id: item.quote_code_id });
  };
  const priceOf = (item: QuoteData) => text.price(item.price, codeOf.get(item.quote_code_id)?.unit);

  const addLink = (
    <Button asChild>
      <a href={addHref}>
        <DeskListAddMark />
        {t('quoteData.list.add')}
      </a>
    </Button>
  );
  const importButton = (
    <Button variant="secondary" onClick={onImport}>
      <svg className="spw-desk-list__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M8 2.5v8m0 0L5 7.5m3 3 3-3M3 11.5v1.5h10v-1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('quoteData.list.import')}
    </Button>
  );

  let body: ReactNode;
  if (loading) {
    body = <DeskListPlaceholders />;
  } else if (failed) {
    body = <LoadError title={t('quoteData.list.error')} description={error || undefined} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        title={t('quoteData.list.emptyFiltered')}
        description={t('quoteData.list.emptyFilteredText')}
        action={
          <Button variant="secondary" onClick={reset}>
            {t('quoteData.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('quoteData.list.empty')}
        description={t('quoteData.list.emptyText')}
        action={
          <div className="spw-quote-data__empty-actions">
            {addLink}
            {importButton}
          </div>
        }
      />
    );
  } else {
    body = (
      <>
        <div className="spw-quote-table-box">
          <table className="spw-quote-table spw-quote-data__table" aria-labelledby={`${id}-items`}>
            <caption id={`${id}-items`} className="spw-visually-hidden">
              {t('quoteData.list.items')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('quoteData.col.code')}</th>
                <th scope="col">{t('quoteData.col.date')}</th>
                <th scope="col" className="spw-quote-table__num">
                  {t('quoteData.col.price')}
                </th>
                <th scope="col">{t('quoteData.col.updated')}</th>
                <th scope="col">
                  <span className="spw-visually-hidden">{t('quoteData.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const busy = deletingId === item.id;
                const name = nameOf(item);
                const what = `${name} ${item.date}`;
                return (
                  <tr key={item.id} className="spw-quote-data__row" aria-busy={busy || undefined}>
                    <th scope="row" className="spw-quote-data__code" translate="no">
                      {name}
                    </th>
                    <td className="spw-quote-data__date">
                      <time dateTime={item.date}>{item.date}</time>
                    </td>
                    <td className="spw-quote-data__price spw-quote-table__num">{priceOf(item)}</td>
                    <td className="spw-quote-data__updated">
                      <time dateTime={item.updated_at}>{formatDateTime(item.updated_at, locale)}</time>
                    </td>
                    <td className="spw-quote-data__actions">
                      <Button asChild variant="secondary" size="sm">
                        <a href={editHref(item.id)}>
                          <Named label={t('quoteData.list.edit')} name={what} />
                        </a>
                      </Button>
                      <Button variant="ghost" size="sm" className="spw-quote-data__delete" loading={busy} onClick={() => setAsking(item)}>
                        <Named label={t('quoteData.list.delete')} name={what} />
                      </Button>
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

  const changes = changesHref ? (
    <Button asChild variant="ghost">
      <a href={changesHref}>{t('quoteData.list.changes')}</a>
    </Button>
  ) : onShowChanges ? (
    <Button variant="ghost" onClick={onShowChanges}>
      {t('quoteData.list.changes')}
    </Button>
  ) : null;

  return (
    <section className="spw-desk-list" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <DeskListHeader
        headingId={headingId}
        headingRef={headingRef}
        heading={t('quoteData.list.heading')}
        lead={t('quoteData.list.lead')}
        actions={
          <DeskListActions>
            {/* The empty list offers its own add and import. */}
            {ready && items.length === 0 && !filtered ? null : (
              <>
                {addLink}
                {importButton}
              </>
            )}
            {changes}
          </DeskListActions>
        }
        filterLabel={t('quoteData.list.filters')}
        filterClassName="spw-quote-data__filters"
        onFilter={submit}
        onReset={reset}
        applyLabel={t('quoteData.list.apply')}
        resetLabel={t('quoteData.list.reset')}
        found={ready && items.length > 0 ? t('quoteData.list.found', { total }) : undefined}
      >
        <SelectField
          label={t('quoteData.col.code')}
          name="quote_code_id"
          className="spw-quote-data__filter-code"
          value={typed.code}
          onChange={(event) => {
            const code = event.currentTarget.value;
            setTyped((now) => ({ ...now, code }));
          }}
          options={[
            { value: '', label: t('quoteData.allCodes') },
            ...codes.map((code) => ({ value: String(code.id), label: text.label(code) })),
          ]}
        />
        <TextField
          type="date"
          name="start_date"
          label={t('quoteData.list.startDate')}
          value={typed.start}
          max={today}
          onChange={(event) => {
            const start = event.currentTarget.value;
            setTyped((now) => ({ ...now, start }));
            setEndError(false);
          }}
        />
        <TextField
          ref={endRef}
          type="date"
          name="end_date"
          label={t('quoteData.list.endDate')}
          value={typed.end}
          min={typed.start || undefined}
          max={today}
          error={endError ? t('quoteData.list.endBeforeStart') : undefined}
          onChange={(event) => {
            const end = event.currentTarget.value;
            setTyped((now) => ({ ...now, end }));
            setEndError(false);
          }}
        />
      </DeskListHeader>
      {body}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('quoteData.list.deleteTitle')}
        description={asking ? t('quoteData.list.deleteBody', { name: nameOf(asking), date: asking.date, price: priceOf(asking) }) : ''}
        confirmLabel={t('quoteData.list.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (!asking) return;
          const target = asking.id;
          setAsking(null);
          // Once the price is gone its row is too: the focus, if it was lost with it, goes to the heading.
          Promise.resolve(onDelete(target)).then(
            () => {
              const active = document.activeElement;
              if (!active || active === document.body) headingRef.current?.focus();
            },
            () => undefined,
          );
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
