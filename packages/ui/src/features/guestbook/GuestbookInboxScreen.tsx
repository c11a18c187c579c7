import type { components } from '@spw/api';
import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { contactHref } from './GuestbookForm.tsx';
import './guestbook.css';

type GuestbookMessage = components['schemas']['GuestbookMessage'];

export interface GuestbookInboxScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  box: 'unread' | 'all';
  boxHrefOf: (box: 'unread' | 'all') => string;
  items: GuestbookMessage[];
  /** Unread in all (shown on the unread tab). */
  unread: number;
  /** The edition's short name for a message's events_id (null → none shown). */
  editionNameOf: (eventsId: number | null) => string | null;
  /** Ids being changed (their buttons show loading). */
  busyIds?: readonly number[];
  onMarkRead: (ids: number[], read: boolean) => void;
  onRetry?: () => void;
}

type Box = GuestbookInboxScreenProps['box'];

const BOXES: readonly Box[] = ['unread', 'all'];

const EMPTY: Record<Box, MessageKey> = {
  unread: 'guestbook.inbox.empty.unread',
  all: 'guestbook.inbox.empty.all',
};

const LANG_LABEL: Record<GuestbookMessage['lang'], MessageKey> = {
  zh: 'guestbook.inbox.lang.zh',
  en: 'guestbook.inbox.lang.en',
};

function Entry({
  item,
  edition,
  busy,
  onMarkRead,
}: {
  item: GuestbookMessage;
  edition: string | null;
  busy: boolean;
  onMarkRead: GuestbookInboxScreenProps['onMarkRead'];
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const unread = !item.is_read;
  const href = contactHref(item.contact);

  return (
    <Card asChild variant="outline">
      <article className="spw-guestbook-entry" aria-labelledby={titleId} aria-busy={busy || undefined} data-unread={unread || undefined}>
        <header className="spw-guestbook-entry__head">
          <div className="spw-guestbook-entry__who">
            {unread ? (
              <span className="spw-guestbook-entry__dot">
                <span className="spw-visually-hidden">{t('guestbook.inbox.unread')}</span>
              </span>
            ) : null}
            {/* The visitor's name as they wrote it: not words of the site. */}
            <h2 id={titleId} className="spw-guestbook-entry__name" translate="no">
              {item.name}
            </h2>
          </div>
          <div className="spw-guestbook-entry__meta">
            <span className="spw-guestbook-entry__contact">
              <span className="spw-visually-hidden">{t('guestbook.inbox.contact')} </span>
              {href ? (
                <a href={href} translate="no">
                  {item.contact}
                </a>
              ) : (
                <span translate="no">{item.contact}</span>
              )}
            </span>
            <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>
            {edition ? (
              <Tag tone="gold" size="sm">
                {edition}
              </Tag>
            ) : null}
            <Tag tone="neutral" size="sm">
              {t(LANG_LABEL[item.lang])}
            </Tag>
          </div>
        </header>
        {/* What the visitor wrote, in their language, line breaks kept. */}
        <p className="spw-guestbook-entry__content" translate="no" lang={item.lang}>
          {item.content}
        </p>
        <div className="spw-guestbook-entry__actions">
          <Button variant={unread ? 'secondary' : 'ghost'} size="sm" loading={busy} onClick={() => onMarkRead([item.id], unread)}>
            {t(unread ? 'guestbook.inbox.markRead' : 'guestbook.inbox.markUnread')}
            {/* The writer's name after each button's: 'Mark read 周静' tells the entries' buttons apart. */}
            <span className="spw-visually-hidden" translate="no">
              {' '}
              {item.name}
            </span>
          </Button>
        </div>
      </article>
    </Card>
  );
}

/** /creator/guestbook (admins): what visitors wrote to the organisers, unread first; mark them read or unread. */
export function GuestbookInboxScreen({
  status,
  box,
  boxHrefOf,
  items,
  unread,
  editionNameOf,
  busyIds = [],
  onMarkRead,
  onRetry,
  total,
  page,
  rows,
  onPageChange,
}: GuestbookInboxScreenProps) {
  const t = useT();
  const id = useId();
  const unreadHere = items.filter((item) => !item.is_read).map((item) => item.id);

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-guestbook-inbox__items">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={200} announce={n === 0} className="spw-guestbook-placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('guestbook.inbox.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t(EMPTY[box])} />;
  } else {
    body = (
      <>
        <div className="spw-guestbook-inbox__bar">
          <p className="spw-guestbook-inbox__count">{t('guestbook.inbox.count', { total })}</p>
          {unreadHere.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              loading={unreadHere.every((n) => busyIds.includes(n))}
              onClick={() => onMarkRead(unreadHere, true)}
            >
              {t('guestbook.inbox.markPageRead')}
            </Button>
          ) : null}
        </div>
        <ol className="spw-guestbook-inbox__items">
          {items.map((item) => (
            <li key={item.id}>
              <Entry item={item} edition={editionNameOf(item.events_id)} busy={busyIds.includes(item.id)} onMarkRead={onMarkRead} />
            </li>
          ))}
        </ol>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-guestbook-inbox" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-guestbook__head">
        <h1 id={`${id}-heading`} className="spw-guestbook__heading">
          {t('guestbook.inbox.heading')}
        </h1>
        <p className="spw-guestbook__lead">{t('guestbook.inbox.lead')}</p>
      </header>
      <nav className="spw-guestbook-tabs" aria-label={t('guestbook.inbox.boxes')}>
        <ul>
          {BOXES.map((value) => (
            <li key={value}>
              <a href={boxHrefOf(value)} aria-current={value === box ? 'page' : undefined}>
                {value === 'all'
                  ? t('guestbook.inbox.box.all')
                  : unread > 0
                    ? t('guestbook.inbox.box.unreadCount', { count: unread })
                    : t('guestbook.inbox.box.unread')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </section>
  );
}
