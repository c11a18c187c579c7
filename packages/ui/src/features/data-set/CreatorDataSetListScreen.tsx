import type { components } from '@spw/api';
import { formatDateTime } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, usePick, useT } from '../../lib/intl.tsx';
import { ACCESS_KEYS, formatFileSize, LICENCE_KEYS } from './data-set-text.ts';
import './data-set-desk.css';

type DataSetItem = components['schemas']['DataSetItem'];

/** The list's filter: published or draft sets only, and words of the title; each left out when not set. */
export interface DataSetFilter {
  published?: boolean;
  keyword?: string;
}

export interface CreatorDataSetListScreenProps {
  /** One page of the creator's data sets, last changed first (/dataSet/myLists). */
  items: DataSetItem[];
  total: number;
  page: number;
  /** Data sets per page. */
  rows: number;
  onPage: (page: number) => void;
  /** The filter shown (from the address); the form starts from it. */
  filter: DataSetFilter;
  /** The filter the form sent (the keyword trimmed, left out when empty), or reset (`{}`). */
  onFilter: (filter: DataSetFilter) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** '新建数据集': /creator/dataSet/add. */
  addHref: string;
  /** The title's and '编辑''s link: /creator/dataSet/edit?id=…. */
  editHref: (id: number) => string;
  /** '查看公开页' of a published set: /dataSet/detail?id=…. */
  publicHref: (id: number) => string;
  /** Delete after the confirm. */
  onDelete: (id: number) => void;
  /** The set being deleted: its delete button waits. */
  deletingId?: number | null;
}

/** The filter's boxes as typed. */
interface Typed {
  keyword: string;
  published: '' | 'published' | 'draft';
}

const typedOf = (filter: DataSetFilter): Typed => ({
  keyword: filter.keyword ?? '',
  published: filter.published === undefined ? '' : filter.published ? 'published' : 'draft',
});
const sameTyped = (a: Typed, b: Typed) => a.keyword === b.keyword && a.published === b.published;

/** A button's or link's words and, for a screen reader, which set it acts on ('删除 铂族金属日度价格'). */
function Named({ label, name }: { label: string; name: string }) {
  return (
    <>
      {label}
      <span className="spw-visually-hidden" translate="no">
        {' '}
        {name}
      </span>
    </>
  );
}

/**
 * /creator/dataSet/list: the creator's data sets, drafts too, last changed first, filtered by
 * words of the title and by whether they are published. Each shows its licence, who may download
 * it, its current version with its files and their size, its downloads and when it last changed;
 * it can be edited, viewed on its public page (once published) or deleted (after a confirm). A
 * table on a wide screen, a card per set on a phone.
 */
export function CreatorDataSetListScreen({
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
  publicHref,
  onDelete,
  deletingId = null,
}: CreatorDataSetListScreenProps) {
  const t = useT();
  const locale = useLocale();
  const pick = usePick();
  const id = useId();
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<DataSetItem | null>(null);

  // The boxes hold what is typed until it is sent; a new filter from the page starts them afresh.
  const [typed, setTyped] = useState<Typed>(() => typedOf(filter));
  const [given, setGiven] = useState<Typed>(() => typedOf(filter));
  const fromPage = typedOf(filter);
  if (!sameTyped(given, fromPage)) {
    setGiven(fromPage);
    setTyped(fromPage);
  }

  // Once a deleted set is gone its row is too: the focus, if it was lost with it, goes to the heading.
  const wasDeleting = useRef(deletingId);
  useEffect(() => {
    const before = wasDeleting.current;
    wasDeleting.current = deletingId;
    if (before === null || deletingId !== null) return;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
  }, [deletingId]);

  const ready = !loading && !error;
  const filtered = Boolean(filter.keyword?.trim()) || filter.published !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: DataSetFilter = {};
    const keyword = typed.keyword.trim();
    if (keyword) next.keyword = keyword;
    if (typed.published) next.published = typed.published === 'published';
    onFilter(next);
  };

  const reset = () => {
    setTyped({ keyword: '', published: '' });
    onFilter({});
  };

  const titleOf = (item: DataSetItem) => pick(item.title, item.en_title);

  const addLink = (label: string) => (
    <Button asChild>
      <a href={addHref}>
        <svg className="spw-ds-desk__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {label}
      </a>
    </Button>
  );

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="spw-ds-desk__placeholders">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} lines={2} announce={n === 0} />
        ))}
      </div>
    );
  } else if (error) {
    body = <LoadError title={t('dataSet.desk.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        title={t('dataSet.desk.list.emptyFiltered')}
        description={t('dataSet.desk.list.emptyFilteredText')}
        action={
          <Button variant="secondary" onClick={reset}>
            {t('dataSet.desk.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('dataSet.desk.list.empty')}
        description={t('dataSet.desk.list.emptyText')}
        action={addLink(t('dataSet.desk.list.emptyAction'))}
      />
    );
  } else {
    body = (
      <>
        <div className="spw-ds-table-box">
          <table className="spw-ds-table spw-ds-desk__table" aria-labelledby={`${id}-items`}>
            <caption id={`${id}-items`} className="spw-visually-hidden">
              {t('dataSet.desk.list.items')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('dataSet.desk.list.col.title')}</th>
                <th scope="col">{t('dataSet.desk.list.col.licence')}</th>
                <th scope="col">{t('dataSet.desk.list.col.access')}</th>
                <th scope="col">{t('dataSet.desk.list.col.status')}</th>
                <th scope="col">{t('dataSet.desk.list.col.version')}</th>
                <th scope="col">{t('dataSet.desk.list.col.downloads')}</th>
                <th scope="col">{t('dataSet.desk.list.col.updated')}</th>
                <th scope="col">
                  <span className="spw-visually-hidden">{t('dataSet.desk.list.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const busy = deletingId === item.id;
                const title = titleOf(item);
                return (
                  <tr key={item.id} className="spw-ds-desk__row" aria-busy={busy || undefined}>
                    <th scope="row" className="spw-ds-desk__title">
                      <a href={editHref(item.id)} className="spw-ds-desk__link" translate="no">
                        {title}
                      </a>
                    </th>
                    <td className="spw-ds-desk__licence">{t(LICENCE_KEYS[item.licence].name)}</td>
                    <td className="spw-ds-desk__access">
                      <Tag size="sm" tone={item.access === 'public' ? 'info' : 'gold'}>
                        {t(ACCESS_KEYS[item.access].name)}
                      </Tag>
                    </td>
                    <td className="spw-ds-desk__status">
                      <Tag size="sm" tone={item.published ? 'success' : 'neutral'}>
                        {t(item.published ? 'dataSet.desk.list.published' : 'dataSet.desk.list.draft')}
                      </Tag>
                    </td>
                    <td className="spw-ds-desk__version">
                      {item.version > 0 ? (
                        <>
                          <span className="spw-ds-desk__version-number">{t('dataSet.desk.list.version', { version: item.version })}</span>
                          <span className="spw-ds-desk__files">
                            {t('dataSet.desk.list.files', { count: item.file_count, size: formatFileSize(item.total_size, locale) })}
                          </span>
                        </>
                      ) : (
                        <span className="spw-ds-desk__files">{t('dataSet.desk.list.noFile')}</span>
                      )}
                    </td>
                    <td className="spw-ds-desk__downloads">{t('dataSet.desk.list.downloads', { count: item.download_amount })}</td>
                    <td className="spw-ds-desk__updated">
                      <time dateTime={item.updated_at}>{formatDateTime(item.updated_at, locale)}</time>
                    </td>
                    <td className="spw-ds-desk__actions">
                      {item.published ? (
                        <Button asChild variant="ghost" size="sm">
                          <a href={publicHref(item.id)}>
                            <Named label={t('dataSet.desk.list.view')} name={title} />
                          </a>
                        </Button>
                      ) : null}
                      <Button asChild variant="secondary" size="sm">
                        <a href={editHref(item.id)}>
                          <Named label={t('dataSet.desk.list.edit')} name={title} />
                        </a>
                      </Button>
                      <Button variant="ghost" size="sm" className="spw-ds-desk__delete" loading={busy} onClick={() => setAsking(item)}>
                        <Named label={t('dataSet.desk.list.delete')} name={title} />
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
    <section className="spw-ds-desk" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <header className="spw-ds-desk__head">
        <div className="spw-ds-desk__heading-box">
          <h1 id={headingId} ref={headingRef} tabIndex={-1} className="spw-ds-desk__heading">
            {t('dataSet.desk.list.heading')}
          </h1>
          <p className="spw-ds-desk__lead">{t('dataSet.desk.list.lead')}</p>
        </div>
        {/* The empty list offers its own. */}
        {ready && items.length === 0 && !filtered ? null : <div className="spw-ds-desk__add">{addLink(t('dataSet.desk.list.add'))}</div>}
      </header>

      <form role="search" className="spw-ds-desk__filters" aria-label={t('dataSet.desk.list.filters')} noValidate onSubmit={submit}>
        <TextField
          type="search"
          name="keyword"
          label={t('dataSet.desk.list.keyword')}
          placeholder={t('dataSet.desk.list.keywordPlaceholder')}
          value={typed.keyword}
          maxLength={100}
          onChange={(event) => {
            const keyword = event.currentTarget.value;
            setTyped((now) => ({ ...now, keyword }));
          }}
        />
        <SelectField
          label={t('dataSet.desk.list.status')}
          name="published"
          value={typed.published}
          onChange={(event) => {
            const published = event.currentTarget.value as Typed['published'];
            setTyped((now) => ({ ...now, published }));
          }}
          options={[
            { value: '', label: t('dataSet.desk.list.all') },
            { value: 'published', label: t('dataSet.desk.list.published') },
            { value: 'draft', label: t('dataSet.desk.list.draft') },
          ]}
        />
        <div className="spw-ds-desk__filter-buttons">
          <Button type="submit" variant="secondary">
            {t('dataSet.desk.list.apply')}
          </Button>
          <Button type="button" variant="ghost" onClick={reset}>
            {t('dataSet.desk.list.reset')}
          </Button>
        </div>
      </form>

      {ready && items.length > 0 ? (
        <p className="spw-ds-desk__found" aria-live="polite">
          {t('dataSet.desk.list.found', { total })}
        </p>
      ) : null}
      {body}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('dataSet.desk.list.deleteTitle')}
        description={asking ? t('dataSet.desk.list.deleteBody', { title: titleOf(asking) }) : ''}
        confirmLabel={t('dataSet.desk.list.delete')}
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
