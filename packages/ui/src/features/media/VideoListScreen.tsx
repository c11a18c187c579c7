import { formatDate } from '@spw/i18n';
import { useId, type FormEvent } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { TextField } from '../../components/TextField.tsx';
import { BroadcastCardPlaceholder } from './BroadcastCard.tsx';
import { durationClock, mediaText, type VideoItem } from './videoText.ts';
import './live-list.css';
import './video.css';

/** The longest search the list takes (the contract's Keyword). */
const KEYWORD_MAX = 50;

/** A cover's drawn size (16:9): the picture keeps its room while it loads. */
const COVER = { width: 640, height: 360 } as const;

/** A length in seconds as a machine reads it (a <time>'s datetime): PT12M34S. */
const isoDuration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}${s}S`;
};

export interface VideoCardProps {
  item: VideoItem;
  /** The video's page. */
  href: string;
  /** 'small': the cover beside the words, no summary (the related videos); default 'card'. */
  size?: 'card' | 'small';
  headingLevel?: 2 | 3;
  /** The cover loads at once (the cards in view first) rather than when scrolled to. */
  eager?: boolean;
}

/**
 * A video's card (the live streams' card, a video's parts): its 16:9 cover with a play sign and
 * the length in the corner, the title (the video's link, the whole card its target), the summary
 * and the day it was published, in Beijing time.
 */
export function VideoCard({ item, href, size = 'card', headingLevel = 2, eager = false }: VideoCardProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const text = mediaText(item, locale);
  const clock = durationClock(item.duration);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const small = size === 'small';

  return (
    <article
      className={small ? 'spw-live-card spw-video-card spw-video-card--small' : 'spw-live-card spw-video-card'}
      aria-labelledby={titleId}
    >
      <div className="spw-live-card__cover spw-video-card__cover" data-empty={item.cover ? undefined : ''}>
        {/* Decorative: the title beside it says what the video is. */}
        {item.cover ? (
          <img src={item.cover} alt="" width={COVER.width} height={COVER.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
        <PlayMark className="spw-video-card__play" />
        {clock ? (
          <p className="spw-video-card__duration">
            <span className="spw-visually-hidden">{t('video.card.duration')} </span>
            <time dateTime={isoDuration(item.duration)}>{clock}</time>
          </p>
        ) : null}
      </div>
      <div className="spw-live-card__body spw-video-card__body">
        <Heading id={titleId} className="spw-live-card__title spw-video-card__title" lang={text.titleLang}>
          {/* The whole card is the link's target (its ::after covers the card). */}
          <a href={href}>{text.title}</a>
        </Heading>
        {text.summary && !small ? (
          <p className="spw-live-card__summary" lang={text.summaryLang}>
            {text.summary}
          </p>
        ) : null}
        <p className="spw-video-card__date">
          <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
        </p>
      </div>
    </article>
  );
}

/** A round play sign over a cover. */
function PlayMark({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d="M8.5 6v12l10-6z" fill="currentColor" />
      </svg>
    </span>
  );
}

export interface VideoListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  items: VideoItem[];
  /** The search words in the link (the box starts with them). */
  keyword: string;
  /** Search by title: the container puts the words in the link ('' clears the search). */
  onSearch: (keyword: string) => void;
  /** A video's page. */
  detailHref: (id: number) => string;
  onRetry?: () => void;
}

/**
 * Every public video (/media/list): a search by title, then a grid of cards, newest first, page
 * by page.
 */
export function VideoListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  keyword,
  onSearch,
  detailHref,
  onRetry,
}: VideoListScreenProps) {
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
      <div className="spw-live-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <BroadcastCardPlaceholder key={index} announce={index === 0} />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('video.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    const words = keyword.trim();
    body = (
      <EmptyState
        className="spw-live-list__empty"
        title={words ? t('video.list.emptySearch', { keyword: words }) : t('video.list.empty')}
        description={t(words ? 'video.list.emptySearchText' : 'video.list.emptyText')}
        action={
          words ? (
            <Button variant="secondary" onClick={() => onSearch('')}>
              {t('video.list.clearSearch')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-live-grid">
          {items.map((item, index) => (
            <li key={item.id}>
              {/* The first row is in view at once; the others wait until scrolled to. */}
              <VideoCard item={item} href={detailHref(item.id)} eager={index < 3} />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-video-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-video-list__head">
        <h1 id={`${id}-heading`} className="spw-video-list__heading">
          {t('video.list.title')}
        </h1>
        <p className="spw-video-list__lead">{t('video.list.lead')}</p>
      </header>
      {/* Keyed by the words in the link: a new search (or the back button) starts the box afresh. */}
      <form key={keyword} role="search" className="spw-video-list__search" aria-label={t('video.list.search')} onSubmit={submit}>
        <TextField
          type="search"
          name="keyword"
          label={t('video.list.searchLabel')}
          placeholder={t('video.list.searchPlaceholder')}
          defaultValue={keyword}
          maxLength={KEYWORD_MAX}
          enterKeyHint="search"
          autoComplete="off"
          className="spw-video-list__search-field"
        />
        <Button type="submit" variant="secondary">
          {t('video.list.searchButton')}
        </Button>
      </form>
      {status === 'ready' && items.length > 0 ? (
        <p className="spw-live-list__count" aria-live="polite">
          {t('video.list.count', { count: total })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
