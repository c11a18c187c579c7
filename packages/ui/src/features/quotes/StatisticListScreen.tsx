import type { components } from '@spw/api';
import { formatDateTime } from '@spw/i18n';
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
import { DeskListActions, DeskListAddMark, DeskListHeader, DeskListPlaceholders, Named } from './DeskListHeader.tsx';
import './quote-data.css';
import './statistic-desk.css';

type StatisticItem = components['schemas']['StatisticItem'];

/** The list's filter: public or secret tables only, and words of the title; each left out when not set. */
export interface StatisticFilter {
  visibility?: 'public' | 'secret';
  keyword?: string;
}

export interface StatisticListScreenProps {
  /** One page of the creator's tables, last changed first. */
  items: StatisticItem[];
  total: number;
  page: number;
  /** Tables per page. */
  rows: number;
  onPage: (page: number) => void;
  /** The filter shown (from the address); the form starts from it. */
  filter: StatisticFilter;
  /** The filter the form sent (the keyword trimmed, left out when empty), or reset (`{}`). */
  onFilter: (filter: StatisticFilter) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** '新建统计表': /creator/statistic/add. */
  addHref: string;
  /** The title's and '查看''s link. */
  detailHref: (id: number) => string;
  /** '编辑': /creator/statistic/edit?id=…. */
  editHref: (id: number) => string;
  /** Delete after the confirm; `deletingId` makes that confirm wait. */
  onDelete: (id: number) => void;
  /** The table being deleted: its delete button waits. */
  deletingId?: number | null;
}

/** The filter's boxes as typed. */
interface Typed {
  keyword: string;
  visibility: '' | 'public' | 'secret';
}

const typedOf = (filter: StatisticFilter): Typed => ({ keyword: filter.keyword ?? '', visibility: filter.visibility ?? '' });
const sameTyped = (a: Typed, b: Typed) => a.keyword === b.keyword && a.visibility === b.visibility;

/**
 * /creator/statistic/list: the creator's statistical tables, last changed first, filtered by
 * words of the title and by visibility. Each shows its period kind, its range of periods and its
 * size, its chart, whether it is public and on the explorer home; it can be viewed, edited or
 * deleted (after a confirm). A table on a wide screen, a card per table on a phone.
 */
export function StatisticListScreen({
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
  detailHref,
  editHref,
  onDelete,
  deletingId = null,
}: StatisticListScreenProps) {
  const t = useT();
  const locale = useLocale();
  const pick = usePick();
  const id = useId();
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<StatisticItem | null>(null);

  // The boxes hold what is typed until it is sent; a new filter from the page starts them afresh.
  const [typed, setTyped] = useState<Typed>(() => typedOf(filter));
  const [given, setGiven] = useState<Typed>(() => typedOf(filter));
  const fromPage = typedOf(filter);
  if (!sameTyped(given, fromPage)) {
    setGiven(fromPage);
    setTyped(fromPage);
  }

  // Once a deleted table is gone its row is too: the focus, if it was lost with it, goes to the heading.
  const wasDeleting = useRef(deletingId);
  useEffect(() => {
    const before = wasDeleting.current;
    wasDeleting.current = deletingId;
    if (before === null || deletingId !== null) return;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
  }, [deletingId]);

  const ready = !loading && !error;
  const filtered = Boolean(filter.keyword?.trim()) || filter.visibility !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: StatisticFilter = {};
    const keyword = typed.keyword.trim();
    if (keyword) next.keyword = keyword;
    if (typed.visibility) next.visibility = typed.visibility;
    onFilter(next);
  };

  const reset = () => {
    setTyped({ keyword: '', visibility: '' });
    onFilter({});
  };

  const titleOf = (item: StatisticItem) => pick(item.title, item.en_title);
  const range = (item: StatisticItem) =>
    item.first_period === item.last_period ? item.first_period || '—' : `${item.first_period} – ${item.last_period}`;

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
    body = <LoadError title={t('statistic.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        title={t('statistic.list.emptyFiltered')}
        description={t('statistic.list.emptyFilteredText')}
        action={
          <Button variant="secondary" onClick={reset}>
            {t('statistic.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('statistic.list.empty')}
        description={t('statistic.list.emptyText')}
        action={addLink(t('statistic.list.emptyAction'))}
      />
    );
  } else {
    body = (
      <>
        <div className="spw-quote-table-box">
          <table className="spw-quote-table spw-statistic-desk__table" aria-labelledby={`${id}-items`}>
            <caption id={`${id}-items`} className="spw-visually-hidden">
              {t('statistic.list.items')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('statistic.list.col.title')}</th>
                <th scope="col">{t('statistic.list.col.period')}</th>
                <th scope="col">{t('statistic.list.col.range')}</th>
                <th scope="col">{t('statistic.list.col.chart')}</th>
                <th scope="col">{t('statistic.list.col.status')}</th>
                <th scope="col">{t('statistic.list.col.updated')}</th>
                <th scope="col">
                  <span className="spw-visually-hidden">{t('statistic.list.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const busy = deletingId === item.id;
                const title = titleOf(item);
                const unit = pick(item.value_unit, item.en_value_unit);
                return (
                  <tr key={item.id} className="spw-statistic-desk__row" aria-busy={busy || undefined}>
                    <th scope="row" className="spw-statistic-desk__title">
                      <a href={detailHref(item.id)} className="spw-statistic-desk__link" translate="no">
                        {title}
                      </a>
                      <span className="spw-statistic-desk__unit">{t('statistic.list.unit', { unit })}</span>
                    </th>
                    <td className="spw-statistic-desk__kind">
                      <Tag size="sm" tone="neutral">
                        {t(`statistic.form.period.${item.period}`)}
                      </Tag>
                    </td>
                    <td className="spw-statistic-desk__range">
                      <span className="spw-statistic-desk__periods">{range(item)}</span>
                      <span className="spw-statistic-desk__counts">
                        {t('statistic.list.counts', { series: item.series_count, periods: item.period_count })}
                      </span>
                    </td>
                    <td className="spw-statistic-desk__chart">
                      <ChartMark chart={item.chart} />
                      {t(`statistic.form.chart.${item.chart}`)}
                    </td>
                    <td className="spw-statistic-desk__status">
                      <span className="spw-statistic-desk__tags">
                        <Tag size="sm" tone={item.visibility === 'public' ? 'success' : 'neutral'}>
                          {t(`statistic.form.visibility.${item.visibility}`)}
                        </Tag>
                        {item.on_home ? (
                          <Tag size="sm" tone="gold">
                            {t('statistic.list.home')}
                          </Tag>
                        ) : null}
                      </span>
                    </td>
                    <td className="spw-statistic-desk__updated">
                      <time dateTime={item.updated_at}>{formatDateTime(item.updated_at, locale)}</time>
                    </td>
                    <td className="spw-statistic-desk__actions">
                      <Button asChild variant="ghost" size="sm">
                        <a href={detailHref(item.id)}>
                          <Named label={t('statistic.list.view')} name={title} />
                        </a>
                      </Button>
                      <Button asChild variant="secondary" size="sm">
                        <a href={editHref(item.id)}>
                          <Named label={t('statistic.list.edit')} name={title} />
                        </a>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="spw-statistic-desk__delete"
                        loading={busy}
                        onClick={() => setAsking(item)}
                      >
                        <Named label={t('statistic.list.delete')} name={title} />
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
        heading={t('statistic.list.heading')}
        lead={t('statistic.list.lead')}
        actions={
          // The empty list offers its own.
          ready && items.length === 0 && !filtered ? null : <DeskListActions>{addLink(t('statistic.list.add'))}</DeskListActions>
        }
        filterLabel={t('statistic.list.filters')}
        filterLayout="keyword"
        onFilter={submit}
        onReset={reset}
        applyLabel={t('statistic.list.apply')}
        resetLabel={t('statistic.list.reset')}
        found={ready && items.length > 0 ? t('statistic.list.found', { total }) : undefined}
      >
        <TextField
          type="search"
          name="keyword"
          label={t('statistic.list.keyword')}
          placeholder={t('statistic.list.keywordPlaceholder')}
          value={typed.keyword}
          maxLength={100}
          onChange={(event) => {
            const keyword = event.currentTarget.value;
            setTyped((now) => ({ ...now, keyword }));
          }}
        />
        <SelectField
          label={t('statistic.list.visibility')}
          name="visibility"
          value={typed.visibility}
          onChange={(event) => {
            const visibility = event.currentTarget.value as Typed['visibility'];
            setTyped((now) => ({ ...now, visibility }));
          }}
          options={[
            { value: '', label: t('statistic.list.all') },
            { value: 'public', label: t('statistic.form.visibility.public') },
            { value: 'secret', label: t('statistic.form.visibility.secret') },
          ]}
        />
      </DeskListHeader>
      {body}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('statistic.list.deleteTitle')}
        description={asking ? t('statistic.list.deleteBody', { title: titleOf(asking) }) : ''}
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

/** A small picture of the chart type, beside its name. */
function ChartMark({ chart }: { chart: StatisticItem['chart'] }) {
  return (
    <svg className="spw-statistic-desk__chart-mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {chart === 'line' ? (
        <path d="M2 12l4-4 3 2 5-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      ) : chart === 'bar' ? (
        <path d="M3 13V8M8 13V4M13 13V9" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <path d="M2.5 3.5h11v9h-11zM2.5 6.5h11M2.5 9.5h11M7 3.5v9" fill="none" stroke="currentColor" strokeWidth="1.2" />
      )}
    </svg>
  );
}
