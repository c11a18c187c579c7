import { formatDate } from '@spw/i18n';
import { useId, useState, type FormEvent } from 'react';
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
import { TextField } from '../../components/TextField.tsx';
import { PlayMark, THUMB } from './CreatorLiveListScreen.tsx';
import { VIDEO_SOURCE_LABEL } from './videoDraft.tsx';
import { durationClock, mediaText, type VideoAdmin } from './videoText.ts';
import './creator-live.css';
import './creator-video.css';

export interface CreatorVideoListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  items: VideoAdmin[];
  /** The search words in the link (the box starts with them). */
  keyword: string;
  /** Search by title: the container puts the words in the link ('' clears the search). */
  onSearch: (keyword: string) => void;
  /** The form for a new video. */
  addHref: string;
  editHref: (id: number) => string;
  /** The public page of a public video. */
  viewHref: (id: number) => string;
  /** Show (1) or hide (0) a video: one press, no question. */
  onPublish: (item: VideoAdmin, isPublic: 0 | 1) => void;
  /** Called once the admin has confirmed in the screen's dialog. */
  onDelete: (item: VideoAdmin) => void;
  /** The id being shown, hidden or deleted: its buttons wait. */
  busyId?: number;
  onRetry?: () => void;
}

/** The longest search the list takes (the contract's Keyword). */
const KEYWORD_MAX = 50;

/**
 * /creator/video/list (admins): every video, last changed first, found by title; each with its
 * cover and length, how it plays and when it last changed; a switch to show or hide it, and the
 * way to edit, view (public ones) or delete it (asked first); and to add another.
 */
export function CreatorVideoListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  keyword,
  onSearch,
  addHref,
  editHref,
  viewHref,
  onPublish,
  onDelete,
  busyId,
  onRetry,
}: CreatorVideoListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  // The video asked about stays once answered, so the closing dialog keeps its words; `open` says whether it is asked.
  const [asking, setAsking] = useState<VideoAdmin | null>(null);
  const [open, setOpen] = useState(false);
  const words = keyword.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof typed === 'string' ? typed.trim() : '');
  };

  const add = (variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <a href={addHref}>{t('video.admin.add')}</a>
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
    body = <LoadError title={t('video.admin.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = words ? (
      <EmptyState
        className="spw-live-desk__empty"
        title={t('video.admin.emptySearch', { keyword: words })}
        description={t('video.admin.emptySearchHint')}
        action={
          <Button variant="secondary" onClick={() => onSearch('')}>
            {t('video.admin.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        className="spw-live-desk__empty"
        title={t('video.admin.empty')}
        description={t('video.admin.emptyHint')}
        action={add('secondary')}
      />
    );
  } else {
    body = (
      <>
        <p className="spw-video-desk__count" aria-live="polite">
          {t('video.admin.count', { count: total })}
        </p>
        <ul className="spw-live-desk__items">
          {items.map((item) => {
            const text = mediaText(item, locale);
            const shown = item.is_public === 1;
            const busy = busyId === item.id;
            const length = durationClock(item.duration);
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
                <li className="spw-live-desk-row" data-public={shown ? undefined : 'no'}>
                  {/* The picture is decorative (the title says which video it is); the length is read. */}
                  <div className="spw-live-desk-row__cover spw-video-desk-row__cover">
                    {item.cover ? (
                      <img src={item.cover} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
                    ) : (
                      <PlayMark />
                    )}
                    {length ? (
                      <span className="spw-video-desk-row__length">
                        <span className="spw-visually-hidden">{t('video.admin.length')} </span>
                        {length}
                      </span>
                    ) : null}
                  </div>
                  <div className="spw-live-desk-row__main">
                    <h2 className="spw-live-desk-row__title" lang={text.titleLang}>
                      {text.title}
                    </h2>
                    <p className="spw-live-desk-row__tags">
                      <Tag tone="info" size="sm" data-source={item.source_type}>
                        {t(VIDEO_SOURCE_LABEL[item.source_type].name)}
                      </Tag>
                      {shown ? null : (
                        <Tag tone="gold" size="sm">
                          {t('video.admin.hidden')}
                        </Tag>
                      )}
                    </p>
                    <p className="spw-live-desk-row__meta">
                      <span>
                        <FormattedMessage
                          id="video.admin.updated"
                          values={{ date: <time dateTime={item.updated_at}>{formatDate(item.updated_at, locale)}</time> }}
                        />
                      </span>
                    </p>
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
                        {t('video.admin.public')}
                        {about}
                      </span>
                    </button>
                    <Button asChild size="sm" variant="secondary">
                      <a href={editHref(item.id)}>
                        {t('video.admin.edit')}
                        {about}
                      </a>
                    </Button>
                    {shown ? (
                      <Button asChild size="sm" variant="ghost">
                        <a href={viewHref(item.id)}>
                          {t('video.admin.view')}
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
                      {t('video.admin.delete')}
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
    <section className="spw-live-desk spw-video-desk" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-live-desk__head">
        <h1 id={`${id}-heading`} className="spw-live-desk__heading">
          {t('video.admin.heading')}
        </h1>
        {add('primary')}
      </header>
      {/* Keyed by the words in the link: a new search (or the back button) starts the box afresh. */}
      <form key={keyword} role="search" className="spw-video-desk__search" aria-label={t('video.admin.search')} onSubmit={submit}>
        <TextField
          type="search"
          name="keyword"
          label={t('video.admin.searchLabel')}
          placeholder={t('video.admin.searchPlaceholder')}
          defaultValue={keyword}
          maxLength={KEYWORD_MAX}
          enterKeyHint="search"
          autoComplete="off"
          className="spw-video-desk__search-field"
        />
        <Button type="submit" variant="secondary">
          {t('video.admin.searchButton')}
        </Button>
      </form>
      {body}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t('video.admin.delete.title')}
        description={asking ? t('video.admin.delete.body', { title: mediaText(asking, locale).title }) : ''}
        confirmLabel={t('video.admin.delete')}
        cancelLabel={t('video.admin.delete.keep')}
        onConfirm={() => {
          if (asking) onDelete(asking);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
