import type { components } from '@spw/api';
import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import './forum-list.css';

type ForumThread = components['schemas']['ForumThread'];

export type ForumSort = 'new' | 'hot';

export interface ForumListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  sort: ForumSort;
  /** The square's address for an order (the tabs are links), keeping the search. */
  sortHrefOf: (sort: ForumSort) => string;
  /** The search words in the link (the box starts with them). */
  keyword: string;
  /** Search: the container puts the words (trimmed; '' to clear) in the link. */
  onSearch: (keyword: string) => void;
  items: ForumThread[];
  threadHrefOf: (id: number) => string;
  userHrefOf: (uid: number) => string;
  /** '发帖' (/forum/add); null hides it. */
  addHref: string | null;
  onRetry?: () => void;
}

/** The longest search the list takes (the contract's Keyword). */
export const FORUM_KEYWORD_MAX = 50;

/** Thumbnails shown on a card; the rest are counted on the last one ('+4'). */
export const FORUM_CARD_PICTURES = 3;

/** Characters of the text a card holds (CSS shows three lines of it). */
const EXCERPT_MAX = 240;

const SORTS: readonly ForumSort[] = ['new', 'hot'];

const SORT_LABEL: Record<ForumSort, MessageKey> = {
  new: 'forum.list.sort.new',
  hot: 'forum.list.sort.hot',
};

/** A card's text: blank lines dropped, cut at EXCERPT_MAX characters (whole characters, not halves of an emoji). */
export function forumExcerpt(content: string): string {
  const text = content.trim().replace(/\s*\n\s*/g, '\n');
  const chars = Array.from(text);
  return chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX).join('').trimEnd()}…` : text;
}

function HeartIcon() {
  return (
    <svg className="spw-forum-card__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 13.6S2.2 10.2 2.2 6.1A2.9 2.9 0 0 1 8 4.6a2.9 2.9 0 0 1 5.8 1.5C13.8 10.2 8 13.6 8 13.6z"
        fill="var(--spw-forum-heart, none)"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ReplyIcon() {
  return (
    <svg className="spw-forum-card__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 3.5h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H7.5L4.5 14v-2.5H3a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Up to three thumbnails, the last one counting the others; the pictures' number for screen readers. */
function Pictures({ images }: { images: readonly string[] }) {
  const t = useT();
  const shown = images.slice(0, FORUM_CARD_PICTURES);
  const more = images.length - shown.length;
  return (
    <div className="spw-forum-card__pictures">
      <span className="spw-visually-hidden">{t('forum.card.pictures', { count: images.length })}</span>
      {shown.map((src, index) => (
        <span key={`${index}-${src}`} className="spw-forum-card__picture">
          <img src={src} alt="" width={240} height={240} loading="lazy" decoding="async" />
          {more > 0 && index === shown.length - 1 ? (
            <span className="spw-forum-card__more" aria-hidden="true">
              {t('forum.card.morePictures', { count: more })}
            </span>
          ) : null}
        </span>
      ))}
    </div>
  );
}

function ThreadCard({ thread, href, userHref }: { thread: ForumThread; href: string; userHref: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const { user } = thread;
  const excerpt = forumExcerpt(thread.content);

  return (
    <Card asChild variant="outline">
      <article className="spw-forum-card" aria-labelledby={titleId} data-hidden={thread.is_hidden || undefined}>
        {/* The members' words, as written: not the site's, for translating. */}
        <h2 id={titleId} className="spw-forum-card__title" translate="no">
          {/* The whole card is the link's target (its ::after covers the card). */}
          <a href={href}>{thread.title}</a>
        </h2>
        <div className="spw-forum-card__meta">
          <span className="spw-forum-card__who">
            <a className="spw-forum-card__author" href={userHref}>
              <Avatar src={user.avatar || undefined} name={user.nickname} size="sm" decorative />
              <span className="spw-forum-card__name" translate="no">
                {user.nickname}
              </span>
            </a>
            {user.is_verified === 1 ? (
              <VerifiedBadge verified_type={user.verified_type} size="sm" className="spw-forum-card__badge" />
            ) : null}
          </span>
          <time className="spw-forum-card__time" dateTime={thread.created_at}>
            {formatDateTime(thread.created_at, locale)}
          </time>
          {thread.is_hidden ? (
            <Tag tone="neutral" size="sm">
              {t('forum.card.hidden')}
            </Tag>
          ) : null}
        </div>
        {excerpt ? (
          <p className="spw-forum-card__excerpt" translate="no">
            {excerpt}
          </p>
        ) : null}
        {thread.images.length > 0 ? <Pictures images={thread.images} /> : null}
        <p className="spw-forum-card__stats">
          <span className="spw-forum-card__stat" data-on={thread.is_like || undefined}>
            <HeartIcon />
            {t('forum.card.likes', { count: thread.like_amount })}
            {thread.is_like ? <span className="spw-visually-hidden">{t('forum.card.liked')}</span> : null}
          </span>
          <span className="spw-forum-card__stat">
            <ReplyIcon />
            {t('forum.card.replies', { count: thread.reply_amount })}
          </span>
        </p>
      </article>
    </Card>
  );
}

/**
 * The community square (/forum/index): the newest or hottest threads, a search, and a card per
 * thread (title, author, date, the start of its text, up to three thumbnails, likes and replies).
 */
export function ForumListScreen({
  status,
  sort,
  sortHrefOf,
  keyword,
  onSearch,
  items,
  threadHrefOf,
  userHrefOf,
  addHref,
  onRetry,
  total,
  page,
  rows,
  onPageChange,
}: ForumListScreenProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const words = keyword.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof typed === 'string' ? typed.trim() : '');
  };

  const addLink = addHref ? (
    <Button asChild>
      <a href={addHref}>{t('forum.list.add')}</a>
    </Button>
  ) : null;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-forum-list__items">
        {[0, 1, 2].map((n) => (
          <Card key={n} variant="outline" className="spw-forum-card spw-forum-card--placeholder">
            <Skeleton lines={1} announce={n === 0} className="spw-forum-card__placeholder-title" />
            <div className="spw-forum-card__meta">
              <Skeleton variant="circle" width={32} announce={false} />
              <Skeleton lines={1} announce={false} className="spw-forum-card__placeholder-name" />
            </div>
            <Skeleton lines={3} announce={false} />
          </Card>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('forum.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = words ? (
      <EmptyState
        title={t('forum.list.emptySearch')}
        description={t('forum.list.emptySearchText')}
        action={
          <Button variant="secondary" onClick={() => onSearch('')}>
            {t('forum.list.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('forum.list.empty')} action={addLink} />
    );
  } else {
    body = (
      <>
        <ul className="spw-forum-list__items" aria-label={t('forum.list.threads')}>
          {items.map((thread) => (
            <li key={thread.id}>
              <ThreadCard thread={thread} href={threadHrefOf(thread.id)} userHref={userHrefOf(thread.user.id)} />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-forum-list" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <header className="spw-forum-list__head">
        <div className="spw-forum-list__title">
          <h1 id={headingId} className="spw-forum-list__heading">
            {t('forum.list.heading')}
          </h1>
          <p className="spw-forum-list__lead">{t('forum.list.lead')}</p>
        </div>
        {addLink}
      </header>
      <div className="spw-forum-list__bar">
        <nav className="spw-forum-tabs" aria-label={t('forum.list.sorts')}>
          <ul>
            {SORTS.map((value) => (
              <li key={value}>
                <a href={sortHrefOf(value)} aria-current={value === sort ? 'page' : undefined}>
                  {t(SORT_LABEL[value])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Keyed by the words in the link: a new search (or the back button) starts the box afresh. */}
        <form key={keyword} role="search" className="spw-forum-list__search" aria-label={t('forum.list.search')} onSubmit={submit}>
          <TextField
            type="search"
            name="keyword"
            label={t('forum.list.searchLabel')}
            placeholder={t('forum.list.searchPlaceholder')}
            defaultValue={keyword}
            maxLength={FORUM_KEYWORD_MAX}
            enterKeyHint="search"
            autoComplete="off"
            className="spw-forum-list__search-field"
          />
          <Button type="submit" variant="secondary">
            {t('forum.list.searchButton')}
          </Button>
        </form>
      </div>
      {status === 'ready' && words && items.length > 0 ? (
        <p className="spw-forum-list__found" aria-live="polite">
          {t('forum.list.found', { count: total })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
