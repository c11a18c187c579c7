import type { MessageKey } from '@spw/i18n';
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
import { Tag, type TagProps } from '../../components/Tag.tsx';
import {
  beijingSchedule,
  broadcastText,
  LIVE_STATUS_LABEL,
  liveStatusAt,
  type BroadcastAdmin,
  type BroadcastStatus,
} from './broadcastText.ts';
import './creator-live.css';

/** Which streams are listed: all, or those not started (0), in progress (1) or ended (2). */
export type AdminLiveFilter = 'all' | BroadcastStatus;

export interface CreatorLiveListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** The clock the statuses are read against (a page left open turns 'not started' into 'live' by itself). */
  now: number;
  items: BroadcastAdmin[];
  filter: AdminLiveFilter;
  filterHref: (filter: AdminLiveFilter) => string;
  /** The form for a new stream (?add=1). */
  addHref: string;
  editHref: (id: number) => string;
  /** The public page of a public stream. */
  viewHref: (id: number) => string;
  /** Show (1) or hide (0) a stream: one press, no question. */
  onPublish: (item: BroadcastAdmin, isPublic: 0 | 1) => void;
  /** Called once the admin has confirmed in the screen's dialog. */
  onDelete: (item: BroadcastAdmin) => void;
  /** The id being shown, hidden or deleted: its buttons wait. */
  busyId?: number;
  onRetry?: () => void;
}

/** The tabs, in their order: every stream, then by status as a reader meets them. */
const FILTERS = ['all', 1, 0, 2] as const satisfies readonly AdminLiveFilter[];

const FILTER_LABEL: Record<AdminLiveFilter, MessageKey> = { all: 'live.admin.filter.all', ...LIVE_STATUS_LABEL };

const EMPTY: Record<AdminLiveFilter, MessageKey> = {
  all: 'live.admin.empty.all',
  0: 'live.admin.empty.upcoming',
  1: 'live.admin.empty.live',
  2: 'live.admin.empty.closed',
};

const STATUS_TONE: Record<BroadcastStatus, NonNullable<TagProps['tone']>> = { 0: 'info', 1: 'danger', 2: 'neutral' };

/** The cover's drawn size in a row (16 : 9). */
export const THUMB = { width: 160, height: 90 } as const;

/** A play mark: where a stream has no cover. */
export function PlayMark() {
  return (
    <svg className="spw-live-desk-row__no-cover" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2.75" y="4.75" width="18.5" height="14.5" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 9.25v5.5L14.75 12z" fill="currentColor" />
    </svg>
  );
}

/**
 * /creator/live/list (admins): every live stream, by status, each with its cover, its status now,
 * its schedule in Beijing time and how many wait for it; a switch to show or hide it, and the way
 * to edit, view (public ones) or delete it (asked first); and to schedule another.
 */
export function CreatorLiveListScreen({
  status,
  now,
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
}: CreatorLiveListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  // The stream asked about stays once answered, so the closing dialog keeps its words; `open` says whether it is asked.
  const [asking, setAsking] = useState<BroadcastAdmin | null>(null);
  const [open, setOpen] = useState(false);

  const add = (variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <a href={addHref}>{t('live.admin.add')}</a>
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
    body = <LoadError title={t('live.admin.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        className="spw-live-desk__empty"
        title={t(EMPTY[filter])}
        description={t('live.admin.emptyHint')}
        action={add('secondary')}
      />
    );
  } else {
    body = (
      <>
        <ul className="spw-live-desk__items">
          {items.map((item) => {
            const text = broadcastText(item, locale);
            const state = liveStatusAt(item, now);
            const shown = item.is_public === 1;
            const busy = busyId === item.id;
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
                  {/* Decorative: the title says which stream it is. */}
                  <div className="spw-live-desk-row__cover">
                    {item.cover ? (
                      <img src={item.cover} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
                    ) : (
                      <PlayMark />
                    )}
                  </div>
                  <div className="spw-live-desk-row__main">
                    <h2 className="spw-live-desk-row__title" lang={text.titleLang}>
                      {text.title}
                    </h2>
                    <p className="spw-live-desk-row__tags">
                      <Tag tone={STATUS_TONE[state]} size="sm" data-state={state}>
                        {t(LIVE_STATUS_LABEL[state])}
                      </Tag>
                      {shown ? null : (
                        <Tag tone="gold" size="sm">
                          {t('live.admin.hidden')}
                        </Tag>
                      )}
                      {item.has_replay ? <Tag size="sm">{t('live.replay')}</Tag> : null}
                    </p>
                    <p className="spw-live-desk-row__meta">
                      <span>
                        <FormattedMessage
                          id="live.admin.schedule"
                          values={{ time: <time dateTime={item.start_time}>{beijingSchedule(item, locale)}</time> }}
                        />
                      </span>
                      <span>{t('live.admin.reminders', { count: item.remind_amount })}</span>
                    </p>
                    {text.host ? (
                      <p className="spw-live-desk-row__host" lang={text.hostLang}>
                        {text.host}
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
                        {t('live.admin.public')}
                        {about}
                      </span>
                    </button>
                    <Button asChild size="sm" variant="secondary">
                      <a href={editHref(item.id)}>
                        {t('live.admin.edit')}
                        {about}
                      </a>
                    </Button>
                    {shown ? (
                      <Button asChild size="sm" variant="ghost">
                        <a href={viewHref(item.id)}>
                          {t('live.admin.view')}
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
                      {t('live.admin.delete')}
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
          {t('live.admin.heading')}
        </h1>
        {add('primary')}
      </header>
      <nav className="spw-live-desk__tabs" aria-label={t('live.admin.filter')}>
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
        title={t('live.admin.delete.title')}
        description={asking ? t('live.admin.delete.body', { title: broadcastText(asking, locale).title }) : ''}
        confirmLabel={t('live.admin.delete')}
        cancelLabel={t('live.admin.delete.keep')}
        onConfirm={() => {
          if (asking) onDelete(asking);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
