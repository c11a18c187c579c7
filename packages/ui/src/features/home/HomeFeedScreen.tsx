import type { components } from '@spw/api';
import { formatDate, pickText, type Locale, type MessageKey } from '@spw/i18n';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import './home-feed.css';

export type FeedItem = components['schemas']['FeedItem'];
export type FeedKind = components['schemas']['FeedKind'];
export type FeedFilter = 'all' | FeedKind;

/** The chips, in the order read: everything, then the kinds as the layout's tabs list them. */
export const FEED_FILTERS: readonly FeedFilter[] = ['all', 'article', 'post', 'document', 'live', 'video', 'competition'];

/** A chip's name (plural in English: a kind of content). */
const FILTER_LABEL: Record<FeedFilter, MessageKey> = {
  all: 'home.feed.filter.all',
  article: 'home.feed.filter.article',
  document: 'home.feed.filter.document',
  live: 'home.feed.filter.live',
  video: 'home.feed.filter.video',
  competition: 'home.feed.filter.competition',
  post: 'home.feed.filter.post',
};

/** A card's kind tag (singular). */
const KIND_LABEL: Record<FeedKind, MessageKey> = {
  article: 'home.feed.kind.article',
  document: 'home.feed.kind.document',
  live: 'home.feed.kind.live',
  video: 'home.feed.kind.video',
  competition: 'home.feed.kind.competition',
  post: 'home.feed.kind.post',
};

/** What an empty feed says, by filter. */
const EMPTY: Record<FeedFilter, MessageKey> = {
  all: 'home.feed.empty.all',
  article: 'home.feed.empty.article',
  document: 'home.feed.empty.document',
  live: 'home.feed.empty.live',
  video: 'home.feed.empty.video',
  competition: 'home.feed.empty.competition',
  post: 'home.feed.empty.post',
};

type Tone = 'neutral' | 'gold' | 'success' | 'danger';

/** A live stream's or a competition's status (0 before, 1 during, 2 after): its words and colour. */
const STATUS: Partial<Record<FeedKind, Record<0 | 1 | 2, { label: MessageKey; tone: Tone }>>> = {
  live: {
    0: { label: 'home.feed.live.upcoming', tone: 'gold' },
    1: { label: 'home.feed.live.live', tone: 'danger' },
    2: { label: 'home.feed.live.closed', tone: 'neutral' },
  },
  competition: {
    0: { label: 'home.feed.competition.upcoming', tone: 'gold' },
    1: { label: 'home.feed.competition.running', tone: 'success' },
    2: { label: 'home.feed.competition.ended', tone: 'neutral' },
  },
};

export interface HomeFeedScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** One page of the feed, newest first. */
  items: FeedItem[];
  /** The kind chosen in the link. */
  filter: FeedFilter;
  /** The feed's address for a filter: the chips are links. */
  filterHref: (filter: FeedFilter) => string;
  /** An item's own page. */
  hrefOf: (item: FeedItem) => string;
  onRetry?: () => void;
}

type TextLang = 'en' | 'zh-CN';

/**
 * What an item shows of itself in the reader's language, and the language each part is written in.
 * An article has one language (its `lang`), in the Chinese fields; a bilingual item shows its English
 * on the English site when there is some, its Chinese otherwise.
 */
function feedText(item: Pick<FeedItem, 'title' | 'en_title' | 'summary' | 'en_summary' | 'byline' | 'en_byline' | 'lang'>, locale: Locale) {
  const own: TextLang = item.lang === 'en' ? 'en' : 'zh-CN';
  const langOf = (en: string): TextLang => (locale === 'en' && en.trim() !== '' ? 'en' : own);
  return {
    title: pickText(locale, item.title, item.en_title).trim(),
    titleLang: langOf(item.en_title),
    summary: pickText(locale, item.summary, item.en_summary).trim(),
    summaryLang: langOf(item.en_summary),
    byline: pickText(locale, item.byline, item.en_byline).trim(),
    bylineLang: langOf(item.en_byline),
  };
}

/** A cover's drawn size (16:9): the picture keeps its room while it loads. */
const COVER = { width: 640, height: 360 } as const;

/**
 * The explorer's home (/home/index, under the explorer layout's header and tabs): the newest
 * articles, reports, live streams, videos and competitions in one feed, the kinds as chips, then a
 * grid of cards, page by page.
 */
export function HomeFeedScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  filter,
  filterHref,
  hrefOf,
  onRetry,
}: HomeFeedScreenProps) {
  const t = useT();
  const id = useId();

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-feed-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="spw-feed-card spw-feed-card--placeholder">
            <Skeleton variant="block" announce={index === 0} className="spw-feed-card__cover-placeholder" />
            <div className="spw-feed-card__body">
              <Skeleton lines={3} announce={false} />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('home.feed.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    const filtered = filter !== 'all';
    body = (
      <EmptyState
        className="spw-home-feed__empty"
        title={t(EMPTY[filter])}
        description={t(filtered ? 'home.feed.emptyFilteredText' : 'home.feed.emptyText')}
        action={
          filtered ? (
            <Button asChild variant="secondary">
              <a href={filterHref('all')}>{t('home.feed.showAll')}</a>
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-feed-grid">
          {items.map((item, index) => (
            // Kinds have their own ids: the pair is the key.
            <li key={`${item.kind}-${item.id}`}>
              <FeedCard item={item} href={hrefOf(item)} eager={index < 2} first={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-home-feed" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      {/* The layout's tabs above say where the reader is: the page's title is for screen readers. */}
      <h1 id={`${id}-heading`} className="spw-visually-hidden">
        {t('home.feed.title')}
      </h1>
      <nav className="spw-feed-chips" aria-label={t('home.feed.filters')}>
        <ul>
          {FEED_FILTERS.map((option) => (
            <li key={option}>
              <a href={filterHref(option)} aria-current={option === filter ? 'page' : undefined}>
                {t(FILTER_LABEL[option])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </section>
  );
}

interface FeedCardProps {
  item: FeedItem;
  href: string;
  /** In view at once: the cover loads without waiting. */
  eager: boolean;
  /** The first card's cover is the page's largest picture. */
  first: boolean;
}

/**
 * One item: its 16:9 cover (the status over it for a stream or a competition), the kind, the title
 * (the item's one link, the whole card its target), two lines of summary, the byline and the date.
 */
function FeedCard({ item, href, eager, first }: FeedCardProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const text = feedText(item, locale);
  const badge = item.status === null ? undefined : STATUS[item.kind]?.[item.status];
  const onAir = item.kind === 'live' && item.status === 1;

  return (
    <article className="spw-feed-card" data-kind={item.kind} aria-labelledby={titleId}>
      <div className="spw-feed-card__cover" data-empty={item.cover ? undefined : ''}>
        {/* Decorative: the title below says what the item is. */}
        {item.cover ? (
          <img
            src={item.cover}
            alt=""
            width={COVER.width}
            height={COVER.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <KindMark kind={item.kind} className="spw-feed-card__placeholder" />
        )}
        {badge ? (
          <p className="spw-feed-card__badges">
            <Tag tone={badge.tone} size="sm" className="spw-feed-badge">
              {onAir ? <span className="spw-feed-badge__dot" aria-hidden="true" /> : null}
              {t(badge.label)}
            </Tag>
          </p>
        ) : null}
      </div>
      <div className="spw-feed-card__body">
        <p className="spw-feed-card__kind">
          <KindMark kind={item.kind} className="spw-feed-card__kind-mark" />
          {t(KIND_LABEL[item.kind])}
        </p>
        <h2 id={titleId} className="spw-feed-card__title" lang={text.titleLang}>
          {/* The whole card is the link's target (its ::after covers the card). */}
          <a href={href}>{text.title}</a>
        </h2>
        {text.summary ? (
          <p className="spw-feed-card__summary" lang={text.summaryLang}>
            {text.summary}
          </p>
        ) : null}
        <p className="spw-feed-card__meta">
          {text.byline ? (
            <span className="spw-feed-card__byline" lang={text.bylineLang}>
              {text.byline}
            </span>
          ) : null}
          <time className="spw-feed-card__date" dateTime={item.at}>
            {formatDate(item.at, locale)}
          </time>
        </p>
      </div>
    </article>
  );
}

/** A kind's sign: a page, a report with its chart, a screen on air, a play button, a cup. */
function KindMark({ kind, className }: { kind: FeedKind; className: string }) {
  let drawing;
  switch (kind) {
    case 'article':
      drawing = (
        <>
          <path d="M6 3h9l4 4v14H6z" />
          <path d="M15 3v4h4M9 11h7M9 14.5h7M9 18h4" />
        </>
      );
      break;
    case 'document':
      drawing = (
        <>
          <rect x="5" y="3" width="14" height="18" rx="1.5" />
          <path d="M9 17v-3M12 17V9M15 17v-5" />
        </>
      );
      break;
    case 'live':
      drawing = (
        <>
          <rect x="3" y="5" width="18" height="12" rx="1.5" />
          <path d="M8 21h8" />
          <circle cx="12" cy="11" r="2" />
        </>
      );
      break;
    case 'video':
      drawing = (
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M10 9.2v5.6l4.8-2.8z" />
        </>
      );
      break;
    case 'post':
      drawing = (
        <>
          <path d="M4 10l8-5 8 5" />
          <path d="M6 10v9h12v-9M10 19v-5h4v5" />
        </>
      );
      break;
    case 'competition':
      drawing = (
        <>
          <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
          <path d="M8 6H5v1.5A2.5 2.5 0 0 0 7.5 10h.7M16 6h3v1.5a2.5 2.5 0 0 1-2.5 2.5h-.7M12 13v4M8.5 20h7M10 17h4v3h-4z" />
        </>
      );
      break;
  }
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing}
    </svg>
  );
}
