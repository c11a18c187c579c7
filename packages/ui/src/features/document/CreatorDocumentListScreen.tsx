import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { formatSize } from '../../components/upload-rules.ts';
import { documentText } from './documentText.ts';
import './creator-document.css';

type DocumentMine = components['schemas']['DocumentMine'];

export interface CreatorDocumentListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  items: DocumentMine[];
  /** Which reports are listed: all, published (1) or unpublished (0). */
  filter: 'all' | 0 | 1;
  filterHref: (filter: 'all' | 0 | 1) => string;
  /** The form for a new report (?add=1). */
  addHref: string;
  editHref: (id: number) => string;
  /** The public page of a published report. */
  viewHref: (id: number) => string;
  onPublish: (item: DocumentMine, status: 0 | 1) => void;
  onDelete: (item: DocumentMine) => void;
  /** The id being published, unpublished or deleted: its buttons wait. */
  busyId?: number;
  onRetry?: () => void;
}

/** The tabs, in their order: every report, the published ones, the ones kept to the creator. */
const FILTERS = ['all', 1, 0] as const;

const FILTER_LABEL: Record<'all' | 0 | 1, MessageKey> = {
  all: 'document.mine.filter.all',
  1: 'document.mine.filter.published',
  0: 'document.mine.filter.unpublished',
};

const EMPTY: Record<'all' | 0 | 1, MessageKey> = {
  all: 'document.mine.empty.all',
  1: 'document.mine.empty.published',
  0: 'document.mine.empty.unpublished',
};

const PREVIEWS: Record<0 | 1 | 2, MessageKey> = {
  0: 'document.mine.previews.making',
  1: 'document.mine.previews.ready',
  2: 'document.mine.previews.failed',
};

/** The cover's drawn size in a row (the cover's 1 : √2). */
const THUMB = { width: 72, height: 102 } as const;

/** A page with its corner folded: where a report has no cover yet, and before its file's name. */
export function PdfMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2.75h8.5L19.25 7.5v13.75H6z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14.25 2.75V7.75h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M9 12.5h6.5M9 15.5h6.5M9 18.5h4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /creator/document/list: the creator's research reports, published or not, each with its cover,
 * dates and counts, where its previews stand and its file; the way to edit, view (published),
 * publish, unpublish or delete (asked first) each, and to upload another.
 */
export function CreatorDocumentListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  filter,
  filterHref,
  addHref,
  editHref,
  viewHref,
  onPublish,
  onDelete,
  busyId,
  onRetry,
}: CreatorDocumentListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  // The report asked about stays once answered, so the closing dialog keeps its words; `open` says whether it is asked.
  const [asking, setAsking] = useState<DocumentMine | null>(null);
  const [open, setOpen] = useState(false);

  const add = (variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <a href={addHref}>{t('document.mine.add')}</a>
    </Button>
  );

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-doc-mine__items">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={134} announce={n === 0} className="spw-doc-mine__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('document.mine.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        className="spw-doc-mine__empty"
        title={t(EMPTY[filter])}
        description={t('document.mine.emptyHint')}
        action={add('secondary')}
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-doc-mine__items">
          {items.map((item) => {
            const text = documentText(item, locale);
            const published = item.status === 1;
            const busy = busyId === item.id;
            const hintId = `${id}-${item.id}-hint`;
            // The title read after each action's name: 'Edit <title>' is a link a screen reader can tell apart.
            const about = (
              <span className="spw-visually-hidden" lang={text.titleLang}>
                {' '}
                {text.title}
              </span>
            );
            // aria-disabled rather than disabled while a call is on its way: the pressed button keeps the focus.
            const wait = (action: () => void) => () => {
              if (!busy) action();
            };
            return (
              <Card asChild variant="outline" key={item.id}>
                <li className="spw-doc-row">
                  {/* Decorative: the title says which report it is. Without a cover yet, a drawn page. */}
                  <div className="spw-doc-row__cover">
                    {item.cover ? (
                      <img src={item.cover} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
                    ) : (
                      <PdfMark className="spw-doc-row__no-cover" />
                    )}
                  </div>
                  <div className="spw-doc-row__main">
                    <h2 className="spw-doc-row__title" lang={text.titleLang}>
                      {text.title}
                    </h2>
                    <p className="spw-doc-row__meta">
                      <Tag tone={published ? 'success' : 'gold'} size="sm">
                        {t(published ? 'document.mine.status.published' : 'document.mine.status.unpublished')}
                      </Tag>
                      <time dateTime={item.date}>{t('document.mine.date', { date: formatDate(item.date, locale) })}</time>
                      {/* 0 until the background job has read the file. */}
                      {item.pages > 0 ? <span>{t('document.mine.pages', { count: item.pages })}</span> : null}
                      <span>{t('document.mine.downloads', { count: item.download_amount })}</span>
                    </p>
                    <p className="spw-doc-row__source">
                      <FormattedMessage id="document.mine.source" values={{ source: <span lang={text.sourceLang}>{text.source}</span> }} />
                    </p>
                    {/* Polite: a list the page refreshes says when previews being made are ready, or failed. */}
                    <div className="spw-doc-row__previews" aria-live="polite" aria-atomic="true" data-state={item.preview_status}>
                      <span className="spw-doc-row__previews-state">
                        <span className="spw-doc-row__dot" aria-hidden="true" />
                        {t(PREVIEWS[item.preview_status])}
                      </span>
                      {item.preview_status === 2 ? (
                        <span className="spw-doc-row__previews-hint" id={hintId}>
                          {t('document.mine.previews.failedHint')}
                        </span>
                      ) : null}
                    </div>
                    <p className="spw-doc-row__file">
                      <PdfMark className="spw-doc-row__file-mark" />
                      <span className="spw-doc-row__file-text">
                        <span className="spw-visually-hidden">{t('document.mine.file')} </span>
                        <span className="spw-doc-row__file-name" translate="no">
                          {item.file_name}
                        </span>{' '}
                        <span className="spw-doc-row__file-size">{formatSize(item.file_size)}</span>
                      </span>
                    </p>
                  </div>
                  <div className="spw-doc-row__actions">
                    <Button asChild size="sm" variant="secondary">
                      <a href={editHref(item.id)} aria-describedby={item.preview_status === 2 ? hintId : undefined}>
                        {t('document.mine.edit')}
                        {about}
                      </a>
                    </Button>
                    {published ? (
                      <Button asChild size="sm" variant="ghost">
                        <a href={viewHref(item.id)}>
                          {t('document.mine.view')}
                          {about}
                        </a>
                      </Button>
                    ) : null}
                    {/* One button that turns from Publish to Unpublish: the focus stays on it when the state changes. */}
                    <Button
                      size="sm"
                      variant={published ? 'ghost' : 'primary'}
                      className="spw-doc-row__wait"
                      aria-disabled={busy || undefined}
                      aria-busy={busy || undefined}
                      onClick={wait(() => onPublish(item, published ? 0 : 1))}
                    >
                      {t(published ? 'document.mine.unpublish' : 'document.mine.publish')}
                      {about}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="spw-doc-row__wait spw-doc-row__delete"
                      aria-disabled={busy || undefined}
                      onClick={wait(() => {
                        setAsking(item);
                        setOpen(true);
                      })}
                    >
                      {t('document.mine.delete')}
                      {about}
                    </Button>
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
    <section className="spw-doc-mine" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-doc-mine__head">
        <h1 id={`${id}-heading`} className="spw-doc-mine__heading">
          {t('document.mine.heading')}
        </h1>
        {add('primary')}
      </header>
      <nav className="spw-doc-mine__tabs" aria-label={t('document.mine.filter')}>
        <ul>
          {FILTERS.map((value) => (
            <li key={value}>
              <a href={filterHref(value)} aria-current={value === filter ? 'page' : undefined}>
                {t(FILTER_LABEL[value])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t('document.mine.delete.title')}
        description={asking ? t('document.mine.delete.body', { title: documentText(asking, locale).title }) : ''}
        confirmLabel={t('document.mine.delete')}
        cancelLabel={t('document.mine.delete.keep')}
        onConfirm={() => {
          if (asking) onDelete(asking);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
