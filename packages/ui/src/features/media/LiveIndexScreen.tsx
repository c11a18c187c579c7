import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/intl.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { BroadcastCard, BroadcastCardPlaceholder } from './BroadcastCard.tsx';
import type { BroadcastItem } from './broadcastText.ts';
import './live-list.css';

export interface LiveIndexScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** The time now (ms): statuses and countdowns follow it. */
  now: number;
  /** In progress (usually 0–2): featured, wide. */
  live: BroadcastItem[];
  /** The next few. */
  upcoming: BroadcastItem[];
  /** Closed, newest first (a page of them). */
  replays: BroadcastItem[];
  /** The paging of the closed ones. */
  replayPaging: Paged;
  /** The streams the member is reminded of; undefined for visitors. */
  reminded: ReadonlySet<number> | undefined;
  onRemind: (item: BroadcastItem, on: boolean) => void;
  /** The stream whose reminder is on its way. */
  busyId?: number;
  loginHref: string;
  /** A stream's page. */
  detailHref: (id: number) => string;
  /** The full list with status tabs (/live/list). */
  allHref: string;
  onRetry?: () => void;
}

interface SectionProps {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

function Section({ id, title, className, children }: SectionProps) {
  return (
    <section className={className ? `spw-live-index__section ${className}` : 'spw-live-index__section'} aria-labelledby={id}>
      <h2 id={id} className="spw-live-index__h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The streams' home (/live/index): what is live now, featured large; what comes next, with the
 * reminder; then the past streams page by page, and the way to the full list.
 */
export function LiveIndexScreen({
  status,
  now,
  live,
  upcoming,
  replays,
  replayPaging,
  reminded,
  onRemind,
  busyId,
  loginHref,
  detailHref,
  allHref,
  onRetry,
}: LiveIndexScreenProps) {
  const t = useT();
  const id = useId();
  const loading = status === 'loading';

  const card = (item: BroadcastItem, size: 'card' | 'wide' = 'card') => (
    <li key={item.id}>
      <BroadcastCard
        item={item}
        now={now}
        href={detailHref(item.id)}
        reminded={reminded ? reminded.has(item.id) : undefined}
        onRemind={onRemind}
        loginHref={loginHref}
        busy={busyId === item.id}
        size={size}
        headingLevel={3}
      />
    </li>
  );
  const placeholders = (count: number, announce = false) => (
    <div className="spw-live-grid">
      {Array.from({ length: count }, (_, index) => (
        <BroadcastCardPlaceholder key={index} announce={announce && index === 0} />
      ))}
    </div>
  );

  let body;
  if (status === 'error') {
    body = <LoadError title={t('live.list.error')} onRetry={onRetry} />;
  } else {
    body = (
      <>
        {!loading && live.length > 0 ? (
          <Section id={`${id}-live`} title={t('live.list.liveNow')}>
            <ul className="spw-live-featured">{live.map((item) => card(item, 'wide'))}</ul>
          </Section>
        ) : null}
        <Section id={`${id}-upcoming`} title={t('live.list.upcoming')}>
          {loading ? (
            placeholders(3, true)
          ) : upcoming.length === 0 ? (
            <p className="spw-live-index__empty">{t('live.list.upcomingEmpty')}</p>
          ) : (
            <ul className="spw-live-grid">{upcoming.map((item) => card(item))}</ul>
          )}
        </Section>
        <Section id={`${id}-replays`} title={t('live.list.replays')}>
          {loading ? (
            placeholders(3)
          ) : replays.length === 0 ? (
            <p className="spw-live-index__empty">{t('live.list.replaysEmpty')}</p>
          ) : (
            <>
              <ul className="spw-live-grid">{replays.map((item) => card(item))}</ul>
              <Pagination
                page={replayPaging.page}
                total={replayPaging.total}
                rows={replayPaging.rows}
                onPageChange={replayPaging.onPageChange}
              />
            </>
          )}
        </Section>
      </>
    );
  }

  return (
    <div className="spw-live-index" aria-busy={loading || undefined}>
      <header className="spw-live-index__head">
        <div className="spw-live-index__intro">
          <h1 className="spw-live-index__heading">{t('live.list.title')}</h1>
          <p className="spw-live-index__lead">{t('live.list.lead')}</p>
        </div>
        <a className="spw-live-index__all" href={allHref}>
          {t('live.list.all')}
          <span aria-hidden="true"> →</span>
        </a>
      </header>
      {body}
    </div>
  );
}
