import { formatDate } from '@spw/i18n';
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
import { mediaText, type SeriesAdmin } from './videoText.ts';
import './creator-live.css';
import './creator-series.css';

export interface CreatorSeriesListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  items: SeriesAdmin[];
  /** The form for a new series (?add=1). */
  addHref: string;
  editHref: (id: number) => string;
  /** The public page of a public series. */
  viewHref: (id: number) => string;
  /** Show (1) or hide (0) a series: one press, no question. */
  onPublish: (item: SeriesAdmin, isPublic: 0 | 1) => void;
  /** Called once the admin has confirmed in the screen's dialog. */
  onDelete: (item: SeriesAdmin) => void;
  /** The id being shown, hidden or deleted: its buttons wait. */
  busyId?: number;
  onRetry?: () => void;
}

/** The cover's drawn size in a row (16 : 9). */
const THUMB = { width: 160, height: 90 } as const;

/** Stacked pages: where a series has no cover. */
function SeriesMark() {
  return (
    <svg className="spw-live-desk-row__no-cover" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6.75" y="3.75" width="14.5" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M4.75 7.5v9.75a3 3 0 0 0 3 3h10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M12.5 7.5v5l4-2.5z" fill="currentColor" />
    </svg>
  );
}

/** How many of each kind a series holds. */
function countsOf(item: SeriesAdmin) {
  const videos = item.entries.filter((entry) => entry.kind === 'video').length;
  return { videos, articles: item.entries.length - videos };
}

/**
 * /creator/series/list (admins): every series, each with its cover, its title and how many videos
 * and articles it holds; a switch to show or hide it, and the way to edit, view (public ones) or
 * delete it (asked first); and to make another.
 */
export function CreatorSeriesListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  addHref,
  editHref,
  viewHref,
  onPublish,
  onDelete,
  busyId,
  onRetry,
}: CreatorSeriesListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  // The series asked about stays once answered, so the closing dialog keeps its words; `open` says whether it is asked.
  const [asking, setAsking] = useState<SeriesAdmin | null>(null);
  const [open, setOpen] = useState(false);

  const add = (variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <a href={addHref}>{t('series.admin.add')}</a>
    </Button>
  );

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-live-desk__items">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={122} announce={n === 0} className="spw-live-desk__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('series.admin.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        className="spw-live-desk__empty"
        title={t('series.admin.empty')}
        description={t('series.admin.emptyHint')}
        action={add('secondary')}
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-live-desk__items">
          {items.map((item) => {
            const text = mediaText(item, locale);
            const shown = item.is_public === 1;
            const busy = busyId === item.id;
            const { videos, articles } = countsOf(item);
            // The title read after each action's name: 'Edit <title>' is a control a screen reader can tell apart.
            const about = (
              <span className="spw-visually-hidden" lang={text.titleLang}>
                {' '}
                {text.title}
              </span>
            );
            // aria-disabled rather than disabled while a call is on its way: the pressed control keeps the focus.
            const wait = (action: () => void) => () => {
              if (!busy) action();
            };
            return (
              <Card asChild variant="outline" key={item.id}>
                <li className="spw-live-desk-row spw-series-desk-row" data-public={shown ? undefined : 'no'}>
                  {/* Decorative: the title says which series it is. */}
                  <div className="spw-live-desk-row__cover">
                    {item.cover ? (
                      <img src={item.cover} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
                    ) : (
                      <SeriesMark />
                    )}
                  </div>
                  <div className="spw-live-desk-row__main">
                    <h2 className="spw-live-desk-row__title" lang={text.titleLang}>
                      {text.title}
                    </h2>
                    {shown ? null : (
                      <p className="spw-live-desk-row__tags">
                        <Tag tone="gold" size="sm">
                          {t('series.admin.hidden')}
                        </Tag>
                      </p>
                    )}
                    <p className="spw-live-desk-row__meta">
                      <span className="spw-series-desk-row__counts">
                        {item.entries.length > 0 ? t('series.admin.counts', { videos, articles }) : t('series.admin.noEntries')}
                      </span>
                      <span>
                        <FormattedMessage
                          id="series.admin.updated"
                          values={{ date: <time dateTime={item.updated_at}>{formatDate(item.updated_at, locale)}</time> }}
                        />
                      </span>
                    </p>
                    {text.summary ? (
                      <p className="spw-series-desk-row__summary" lang={text.summaryLang}>
                        {text.summary}
                      </p>
                    ) : null}
                  </div>
                  <div className="spw-live-desk-row__actions">
                    {/* One switch: the focus stays on it when the state changes. */}
                    <button
                      type="button"
                      role="switch"
                      aria-checked={shown}
                      className="spw-live-switch spw-live-desk-row__wait"
                      aria-disabled={busy || undefined}
                      aria-busy={busy || undefined}
                      onClick={wait(() => onPublish(item, shown ? 0 : 1))}
                    >
                      <span className="spw-live-switch__track" aria-hidden="true">
                        <span className="spw-live-switch__thumb" />
                      </span>
                      <span className="spw-live-switch__label">
                        {t('series.admin.public')}
                        {about}
                      </span>
                    </button>
                    <Button asChild size="sm" variant="secondary">
                      <a href={editHref(item.id)}>
                        {t('series.admin.edit')}
                        {about}
                      </a>
                    </Button>
                    {shown ? (
                      <Button asChild size="sm" variant="ghost">
                        <a href={viewHref(item.id)}>
                          {t('series.admin.view')}
                          {about}
                        </a>
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="spw-live-desk-row__wait spw-live-desk-row__delete"
                      aria-disabled={busy || undefined}
                      onClick={wait(() => {
                        setAsking(item);
                        setOpen(true);
                      })}
                    >
                      {t('series.admin.delete')}
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
    <section className="spw-live-desk" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-live-desk__head">
        <h1 id={`${id}-heading`} className="spw-live-desk__heading">
          {t('series.admin.heading')}
        </h1>
        {add('primary')}
      </header>
      {body}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t('series.admin.delete.title')}
        description={asking ? t('series.admin.delete.body', { title: mediaText(asking, locale).title }) : ''}
        confirmLabel={t('series.admin.delete')}
        cancelLabel={t('series.admin.delete.keep')}
        onConfirm={() => {
          if (asking) onDelete(asking);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
