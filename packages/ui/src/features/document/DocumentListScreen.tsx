import type { components } from '@spw/api';
import { formatDate } from '@spw/i18n';
import { useId, type FormEvent } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { DocumentCover, DownloadMark } from './DocumentCover.tsx';
import { DOCUMENT_TAG_LABEL, DOCUMENT_TAGS, documentText, type DocumentTag } from './documentText.ts';
import './document.css';

type DocumentItem = components['schemas']['DocumentItem'];

/** The longest search the list takes (the contract's Keyword). */
const KEYWORD_MAX = 50;

export interface DocumentListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  items: DocumentItem[];
  /** The search words in the link (the box starts with them). */
  keyword: string;
  /** Search by title: the container puts the words in the link. */
  onSearch: (keyword: string) => void;
  /** The topic filter in the link, null for all. */
  tag: DocumentTag | null;
  /** The address of the list for a topic (null: all), keeping the search. */
  tagHref: (tag: DocumentTag | null) => string;
  /** A report's page. */
  detailHref: (id: number) => string;
  /** The data sets' list (/dataSet/list), linked under the lead: downloadable data beside the reports. */
  dataSetsHref?: string;
  onRetry?: () => void;
}

/**
 * Research reports (/document/list): a search by title, the topics as links, then a grid of cards,
 * each the report's cover, title, source, date, pages, topics and downloads.
 */
export function DocumentListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  keyword,
  onSearch,
  tag,
  tagHref,
  detailHref,
  dataSetsHref,
  onRetry,
}: DocumentListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof words === 'string' ? words.trim() : '');
  };

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-document-list__items">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="spw-document-card spw-document-card--placeholder">
            <Skeleton variant="block" announce={index === 0} className="spw-document-cover-placeholder" />
            <Skeleton lines={3} announce={false} />
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('document.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    const words = keyword.trim();
    const topic = tag ? t(DOCUMENT_TAG_LABEL[tag]) : '';
    const filtered = Boolean(words || tag);
    const title = !filtered
      ? t('document.list.empty')
      : words && tag
        ? t('document.list.emptySearchTopic', { keyword: words, topic })
        : words
          ? t('document.list.emptySearch', { keyword: words })
          : t('document.list.emptyTopic', { topic });
    body = (
      <EmptyState
        className="spw-document-list__empty"
        title={title}
        description={t(filtered ? 'document.list.emptyFilteredText' : 'document.list.emptyText')}
        action={
          filtered ? (
            <div className="spw-document-list__empty-actions">
              {tag ? (
                <Button asChild variant="secondary">
                  <a href={tagHref(null)}>{t('document.list.showAll')}</a>
                </Button>
              ) : null}
              {words ? (
                <Button variant={tag ? 'ghost' : 'secondary'} onClick={() => onSearch('')}>
                  {t('document.list.clearSearch')}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-document-list__items">
          {items.map((doc, index) => {
            const text = documentText(doc, locale);
            return (
              <Card asChild variant="outline" key={doc.id}>
                <li className="spw-document-card">
                  {/* The first two are in view at once; the others wait until scrolled to. */}
                  <DocumentCover
                    src={doc.cover}
                    title={text.title}
                    titleLang={text.titleLang}
                    className="spw-document-card__cover"
                    loading={index < 2 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                  <div className="spw-document-card__body">
                    <h2 className="spw-document-card__title" lang={text.titleLang}>
                      {/* The whole card is the link's target (its ::after covers the card). */}
                      <a href={detailHref(doc.id)}>{text.title}</a>
                    </h2>
                    <p className="spw-document-card__source" lang={text.sourceLang}>
                      {text.source}
                    </p>
                    <p className="spw-document-card__meta">
                      <time dateTime={doc.date}>{formatDate(doc.date, locale)}</time>
                      {doc.pages > 0 ? <span>{t('document.card.pages', { count: doc.pages })}</span> : null}
                    </p>
                    {doc.tags.length > 0 ? (
                      <ul className="spw-document-card__tags" aria-label={t('document.card.topics')}>
                        {doc.tags.map((topic) => (
                          <li key={topic}>
                            <Tag size="sm">{t(DOCUMENT_TAG_LABEL[topic])}</Tag>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <p className="spw-document-card__downloads">
                      <DownloadMark className="spw-document-card__mark" />
                      <span>{t('document.card.downloads', { count: doc.download_amount })}</span>
                    </p>
                  </div>
                </li>
              </Card>
            );
          })}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-document-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-document-list__head">
        <h1 id={`${id}-heading`} className="spw-document-list__heading">
          {t('document.list.title')}
        </h1>
        <p className="spw-document-list__lead">{t('document.list.lead')}</p>
        {dataSetsHref ? (
          <p className="spw-document-list__lead">
            <a href={dataSetsHref}>{t('document.list.dataSets')}</a>
          </p>
        ) : null}
      </header>
      {/* Keyed by the words in the link: a new search (or the back button) starts the box afresh. */}
      <form key={keyword} role="search" className="spw-document-list__search" aria-label={t('document.list.search')} onSubmit={submit}>
        <TextField
          type="search"
          name="keyword"
          label={t('document.list.searchLabel')}
          placeholder={t('document.list.searchPlaceholder')}
          defaultValue={keyword}
          maxLength={KEYWORD_MAX}
          enterKeyHint="search"
          autoComplete="off"
          className="spw-document-list__search-field"
        />
        <Button type="submit" variant="secondary">
          {t('document.list.searchButton')}
        </Button>
      </form>
      <nav className="spw-document-topics" aria-label={t('document.list.topics')}>
        <ul>
          {[null, ...DOCUMENT_TAGS].map((topic) => (
            <li key={topic ?? 'all'}>
              <a href={tagHref(topic)} aria-current={topic === tag ? 'page' : undefined}>
                {topic ? t(DOCUMENT_TAG_LABEL[topic]) : t('document.list.allTopics')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {status === 'ready' && items.length > 0 ? (
        <p className="spw-document-list__count" aria-live="polite">
          {t('document.list.count', { count: total })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
