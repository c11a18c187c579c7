import type { components } from '@spw/api';
import { formatDateTime, formatNumber } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, usePick, useT } from '../../lib/intl.tsx';
import { DATA_ITEM_FREQUENCIES, type DataItemFrequency } from './data-item-paste.ts';
import { DeskListActions, DeskListAddMark, DeskListHeader, DeskListPlaceholders, Named } from './DeskListHeader.tsx';
import './quote-data.css';
import './data-item.css';

type DataItemItem = components['schemas']['DataItemItem'];

// For the page, which reads the filter from the address (this package's exports reach .tsx files only).
export { DATA_ITEM_FREQUENCIES };

/** The list's filter: one frequency, and words of the name; each left out when not set. */
export interface DataItemFilter {
  frequency?: DataItemFrequency;
  keyword?: string;
}

export interface DataItemListScreenProps {
  /** One page of the creator's items, last changed first. */
  items: DataItemItem[];
  total: number;
  page: number;
  /** Items per page. */
  rows: number;
  onPage: (page: number) => void;
  /** The filter shown (from the address); the form starts from it. */
  filter: DataItemFilter;
  /** The filter the form sent (the keyword trimmed, left out when empty), or reset (`{}`). */
  onFilter: (filter: DataItemFilter) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** '新建指标': /creator/dataItem/add. */
  addHref: string;
  /** The name's and '编辑''s link: /creator/dataItem/edit?id=…. */
  editHref: (id: number) => string;
  /** Delete after the confirm; `deletingId` makes that confirm wait. */
  onDelete: (id: number) => void;
  /** The item being deleted: its delete button waits. */
  deletingId?: number | null;
}

/** The filter's boxes as typed. */
interface Typed {
  keyword: string;
  frequency: '' | DataItemFrequency;
}

const typedOf = (filter: DataItemFilter): Typed => ({ keyword: filter.keyword ?? '', frequency: filter.frequency ?? '' });
const sameTyped = (a: Typed, b: Typed) => a.keyword === b.keyword && a.frequency === b.frequency;

/**
 * /creator/dataItem/list: the creator's data items (indicators), last changed first, filtered by
 * words of the name and by frequency. Each shows its unit, frequency and source, how many values it
 * has over which periods, its latest value and when it changed; its name and '编辑' open the form,
 * '删除' asks first. A table on a wide screen, a card per item on a phone.
 */
export function DataItemListScreen({
  items,
  total,
  page,
  rows,
  onPage,
  filter,
  onFilter,
  loading = false,
  error = false,
  onRetry,
  addHref,
  editHref,
  onDelete,
  deletingId = null,
}: DataItemListScreenProps) {
  const t = useT();
  const locale = useLocale();
  const pick = usePick();
  const id = useId();
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<DataItemItem | null>(null);

  // The boxes hold what is typed until it is sent; a new filter from the page starts them afresh.
  const [typed, setTyped] = useState<Typed>(() => typedOf(filter));
  const [given, setGiven] = useState<Typed>(() => typedOf(filter));
  const fromPage = typedOf(filter);
  if (!sameTyped(given, fromPage)) {
    setGiven(fromPage);
    setTyped(fromPage);
  }

  // Once a deleted item is gone its row is too: the focus, if it was lost with it, goes to the heading.
  const wasDeleting = useRef(deletingId);
  useEffect(() => {
    const before = wasDeleting.current;
    wasDeleting.current = deletingId;
    if (before === null || deletingId !== null) return;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
  }, [deletingId]);

  const ready = !loading && !error;
  const filtered = Boolean(filter.keyword?.trim()) || filter.frequency !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: DataItemFilter = {};
    const keyword = typed.keyword.trim();
    if (keyword) next.keyword = keyword;
    if (typed.frequency) next.frequency = typed.frequency;
    onFilter(next);
  };

  const reset = () => {
    setTyped({ keyword: '', frequency: '' });
    onFilter({});
  };

  const nameOf = (item: DataItemItem) => pick(item.name, item.en_name);
  const range = (item: DataItemItem) =>
    item.first_period === item.last_period ? item.first_period : `${item.first_period} – ${item.last_period}`;
  const figure = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 4 });

  const addLink = (label: string) => (
    <Button asChild>
      <a href={addHref}>
        <DeskListAddMark />
        {label}
      </a>
    </Button>
  );

  let body: ReactNode;
  if (loading) {
    body = <DeskListPlaceholders />;
  } else if (error) {
    body = <LoadError title={t('dataItem.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        title={t('dataItem.list.emptyFiltered')}
        description={t('dataItem.list.emptyFilteredText')}
        action={
          <Button variant="secondary" onClick={reset}>
            {t('statistic.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('dataItem.list.empty')}
        description={t('dataItem.list.emptyText')}
        action={addLink(t('dataItem.list.emptyAction'))}
      />
    );
  } else {
    body = (
      <>
        <div className="spw-quote-table-box">
          <table className="spw-quote-table spw-data-items__table" aria-labelledby={`${id}-items`}>
            <caption id={`${id}-items`} className="spw-visually-hidden">
              {t('dataItem.list.items')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('dataItem.list.col.name')}</th>
                <th scope="col">{t('dataItem.list.col.unit')}</th>
                <th scope="col">{t('dataItem.list.col.frequency')}</th>
                <th scope="col">{t('dataItem.list.col.source')}</th>
                <th scope="col">{t('dataItem.list.col.range')}</th>
                <th scope="col" className="spw-quote-table__num">
                  {t('dataItem.list.col.latest')}
                </th>
                <th scope="col">{t('statistic.list.col.updated')}</th>
                <th scope="col">
                  <span className="spw-visually-hidden">{t('statistic.list.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const busy = deletingId === item.id;
                const name = nameOf(item);
                const source = pick(item.source, item.en_source);
                return (
                  <tr key={item.id} className="spw-data-items__row" aria-busy={busy || undefined}>
                    <th scope="row" className="spw-data-items__name">
                      <a href={editHref(item.id)} className="spw-data-items__link" translate="no">
                        {name}
                      </a>
                    </th>
                    <td className="spw-data-items__unit" translate="no">
                      {pick(item.value_unit, item.en_value_unit)}
                    </td>
                    <td className="spw-data-items__frequency">
                      <Tag size="sm" tone="neutral">
                        {t(`dataItem.frequency.${item.frequency}`)}
                      </Tag>
                    </td>
                    <td className="spw-data-items__source" translate={source ? 'no' : undefined} data-empty={source ? undefined : ''}>
                      {source || <span aria-hidden="true">—</span>}
                    </td>
                    <td className="spw-data-items__range">
                      {item.value_count > 0 ? (
                        <>
                          <span className="spw-data-items__periods">{range(item)}</span>
                          <span className="spw-data-items__count">{t('dataItem.list.count', { count: item.value_count })}</span>
                        </>
                      ) : (
                        <span className="spw-data-items__none">{t('dataItem.list.noValues')}</span>
                      )}
                    </td>
                    <td className="spw-data-items__latest spw-quote-table__num">
                      {item.last_value === null ? <span aria-hidden="true">—</span> : figure(item.last_value)}
                    </td>
                    <td className="spw-data-items__updated">
                      <time dateTime={item.updated_at}>{formatDateTime(item.updated_at, locale)}</time>
                    </td>
                    <td className="spw-data-items__actions">
                      <Button asChild variant="secondary" size="sm">
                        <a href={editHref(item.id)}>
                          <Named label={t('statistic.list.edit')} name={name} />
                        </a>
                      </Button>
                      <Button variant="ghost" size="sm" className="spw-data-items__delete" loading={busy} onClick={() => setAsking(item)}>
                        <Named label={t('statistic.list.delete')} name={name} />
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

  return (
    <section className="spw-desk-list" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <DeskListHeader
        headingId={headingId}
        headingRef={headingRef}
        heading={t('dataItem.list.heading')}
        lead={t('dataItem.list.lead')}
        actions={
          // The empty list offers its own.
          ready && items.length === 0 && !filtered ? null : <DeskListActions>{addLink(t('dataItem.list.add'))}</DeskListActions>
        }
        filterLabel={t('dataItem.list.filters')}
        filterLayout="keyword"
        onFilter={submit}
        onReset={reset}
        applyLabel={t('statistic.list.apply')}
        resetLabel={t('statistic.list.reset')}
        found={ready && items.length > 0 ? t('dataItem.list.found', { total }) : undefined}
      >
        <TextField
          type="search"
          name="keyword"
          label={t('statistic.list.keyword')}
          placeholder={t('dataItem.list.keywordPlaceholder')}
          value={typed.keyword}
          maxLength={100}
          onChange={(event) => {
            const keyword = event.currentTarget.value;
            setTyped((now) => ({ ...now, keyword }));
          }}
        />
        <SelectField
          label={t('dataItem.list.frequency')}
          name="frequency"
          value={typed.frequency}
          onChange={(event) => {
            const frequency = event.currentTarget.value as Typed['frequency'];
            setTyped((now) => ({ ...now, frequency }));
          }}
          options={[
            { value: '', label: t('statistic.list.all') },
            ...DATA_ITEM_FREQUENCIES.map((value) => ({ value, label: t(`dataItem.frequency.${value}`) })),
          ]}
        />
      </DeskListHeader>

      {body}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('dataItem.list.deleteTitle')}
        description={asking ? t('dataItem.list.deleteBody', { name: nameOf(asking) }) : ''}
        confirmLabel={t('statistic.list.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (!asking) return;
          const target = asking.id;
          setAsking(null);
          onDelete(target);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
