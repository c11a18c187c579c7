import { useId } from 'react';
import type { MessageKey } from '@spw/i18n';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { BroadcastCard, BroadcastCardPlaceholder } from './BroadcastCard.tsx';
import { LIVE_STATUS, LIVE_STATUS_LABEL, type BroadcastItem, type BroadcastStatus } from './broadcastText.ts';
import './live-list.css';

export type LiveFilter = 'all' | BroadcastStatus;

/** The tabs, in the order read: all, then what is on now, what comes next, what is over. */
export const LIVE_FILTERS: readonly LiveFilter[] = ['all', LIVE_STATUS.live, LIVE_STATUS.upcoming, LIVE_STATUS.closed];

/** What an empty list says, by filter. */
const EMPTY: Record<LiveFilter, MessageKey> = {
  all: 'live.list.empty',
  [LIVE_STATUS.live]: 'live.list.emptyLive',
  [LIVE_STATUS.upcoming]: 'live.list.upcomingEmpty',
  [LIVE_STATUS.closed]: 'live.list.replaysEmpty',
};

export interface LiveListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** The time now (ms): statuses and countdowns follow it. */
  now: number;
  items: BroadcastItem[];
  /** The status filter in the link. */
  filter: LiveFilter;
  /** The list's address for a filter: the tabs are links. */
  filterHref: (filter: LiveFilter) => string;
  /** The streams the member is reminded of; undefined for visitors. */
  reminded: ReadonlySet<number> | undefined;
  onRemind: (item: BroadcastItem, on: boolean) => void;
  /** The stream whose reminder is on its way. */
  busyId?: number;
  loginHref: string;
  /** A stream's page. */
  detailHref: (id: number) => string;
  onRetry?: () => void;
}

/**
 * Every live stream (/live/list, under the moment layout's banners and tabs): the statuses as
 * links, then a grid of cards, newest first, page by page.
 */
export function LiveListScreen({
  status,
  now,
  items,
  total,
  page,
  rows,
  onPageChange,
  filter,
  filterHref,
  reminded,
  onRemind,
  busyId,
  loginHref,
  detailHref,
  onRetry,
}: LiveListScreenProps) {
  const t = useT();
  const id = useId();

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
    body = <LoadError title={t('live.list.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    const filtered = filter !== 'all';
    body = (
      <EmptyState
        className="spw-live-list__empty"
        title={t(EMPTY[filter])}
        description={t(filtered ? 'live.list.emptyFilteredText' : 'live.list.emptyText')}
        action={
          filtered ? (
            <Button asChild variant="secondary">
              <a href={filterHref('all')}>{t('live.list.all')}</a>
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-live-grid">
          {items.map((item) => (
            <li key={item.id}>
              <BroadcastCard
                item={item}
                now={now}
                href={detailHref(item.id)}
                reminded={reminded ? reminded.has(item.id) : undefined}
                onRemind={onRemind}
                loginHref={loginHref}
                busy={busyId === item.id}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-live-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      {/* The layout's tabs above say where the reader is: the page's title is for screen readers. */}
      <h1 id={`${id}-heading`} className="spw-visually-hidden">
        {t('live.list.title')}
      </h1>
      <nav className="spw-live-filters" aria-label={t('live.list.filters')}>
        <ul>
          {LIVE_FILTERS.map((option) => (
            <li key={option}>
              <a href={filterHref(option)} aria-current={option === filter ? 'page' : undefined}>
                {option === 'all' ? t('live.list.filterAll') : t(LIVE_STATUS_LABEL[option])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {status === 'ready' && items.length > 0 ? (
        <p className="spw-live-list__count" aria-live="polite">
          {t('live.list.count', { count: total })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
