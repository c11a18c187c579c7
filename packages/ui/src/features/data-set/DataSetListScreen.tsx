import type { components } from '@spw/api';
import { formatDate } from '@spw/i18n';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { DownloadMark, LockMark } from './DataSetMarks.tsx';
import { formatFileSize, LICENCE_KEYS } from './data-set-text.ts';
import { dataSetTitle } from './data-set-public.ts';
import './data-set.css';

type DataSetItem = components['schemas']['DataSetItem'];

/** The longest search the list takes (the contract's Keyword). */
const KEYWORD_MAX = 50;

export interface DataSetListScreenProps {
  /** One page of published data sets, last updated first (/dataSet/lists). */
  items: DataSetItem[];
  /** How many in all. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Data sets per page. */
  rows: number;
  onPage: (page: number) => void;
  /** The search words in the address (the box starts with them). */
  keyword: string;
  /** Search: the words sent, trimmed ('' clears the search). */
  onKeyword: (keyword: string) => void;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** A data set's page: /dataSet/detail?id=…. */
  detailHref: (id: number) => string;
}

/**
 * /dataSet/list: published data sets, last updated first, searched by words of the title. A card
 * each: its licence (and '会员下载' when only members may download), its title (the card's link),
 * its version, files and size, its author, when it was updated and how often it was downloaded.
 */
export function DataSetListScreen({
  items,
  total,
  page,
  rows,
  onPage,
  keyword,
  onKeyword,
  loading,
  error,
  onRetry,
  detailHref,
}: DataSetListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('keyword');
    onKeyword(typeof words === 'string' ? words.trim() : '');
  };

  const words = keyword.trim();
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="spw-data-set-list__items">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} lines={4} announce={n === 0} className="spw-data-set-card spw-data-set-card--placeholder" />
        ))}
      </div>
    );
  } else if (error) {
    body = <LoadError title={t('dataSet.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = words ? (
      <EmptyState
        className="spw-data-set-list__empty"
        title={t('dataSet.list.emptySearch', { keyword: words })}
        description={t('dataSet.list.emptySearchText')}
        action={
          <Button variant="secondary" onClick={() => onKeyword('')}>
            {t('dataSet.list.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState className="spw-data-set-list__empty" title={t('dataSet.list.empty')} description={t('dataSet.list.emptyText')} />
    );
  } else {
    body = (
      <>
        <ul className="spw-data-set-list__items" aria-label={t('dataSet.list.items')}>
          {items.map((item) => {
            const title = dataSetTitle(item, locale);
            return (
              <Card asChild variant="outline" key={item.id}>
                <li className="spw-data-set-card">
                  <ul className="spw-data-set-card__tags" aria-label={t('dataSet.list.tags')}>
                    <li>
                      <Tag size="sm">{t(LICENCE_KEYS[item.licence].name)}</Tag>
                    </li>
                    {item.access === 'members' ? (
                      <li>
                        <Tag size="sm" tone="gold">
                          <LockMark className="spw-data-set__mark" />
                          {t('dataSet.list.membersOnly')}
                        </Tag>
                      </li>
                    ) : null}
                  </ul>
                  <h2 className="spw-data-set-card__title" lang={title.lang}>
                    {/* The whole card is the link's target (its ::after covers the card). */}
                    <a href={detailHref(item.id)} translate="no">
                      {title.text}
                    </a>
                  </h2>
                  <p className="spw-data-set-card__summary">
                    {item.version > 0
                      ? t('dataSet.list.summary', {
                          version: item.version,
                          files: item.file_count,
                          size: formatFileSize(item.total_size, locale),
                        })
                      : t('dataSet.list.noFiles')}
                  </p>
                  <p className="spw-data-set-card__meta">
                    <span>
                      <span className="spw-visually-hidden">{t('dataSet.list.author')} </span>
                      <span translate="no">{item.author}</span>
                    </span>
                    <span>
                      {t('dataSet.list.updated')} <time dateTime={item.updated_at}>{formatDate(item.updated_at, locale)}</time>
                    </span>
                  </p>
                  <p className="spw-data-set-card__downloads">
                    <DownloadMark className="spw-data-set__mark" />
                    <span>{t('dataSet.list.downloads', { count: item.download_amount })}</span>
                  </p>
                </li>
              </Card>
            );
          })}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPage} />
      </>
    );
  }

  return (
    <section className="spw-data-set-list" aria-labelledby={`${id}-heading`} aria-busy={loading || undefined}>
      <header className="spw-data-set-list__head">
        <h1 id={`${id}-heading`} className="spw-data-set-list__heading">
          {t('dataSet.list.title')}
        </h1>
        <p className="spw-data-set-list__lead">{t('dataSet.list.lead')}</p>
      </header>
      {/* Keyed by the words in the address: a new search (or the back button) starts the box afresh. */}
      <form key={keyword} role="search" className="spw-data-set-list__search" aria-label={t('dataSet.list.search')} onSubmit={submit}>
        <TextField
          type="search"
          name="keyword"
          label={t('dataSet.list.searchLabel')}
          placeholder={t('dataSet.list.searchPlaceholder')}
          defaultValue={keyword}
          maxLength={KEYWORD_MAX}
          enterKeyHint="search"
          autoComplete="off"
          className="spw-data-set-list__search-field"
        />
        <Button type="submit" variant="secondary">
          {t('dataSet.list.searchButton')}
        </Button>
      </form>
      {!loading && !error && items.length > 0 ? (
        <p className="spw-data-set-list__count" aria-live="polite">
          {t('dataSet.list.count', { count: total })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
