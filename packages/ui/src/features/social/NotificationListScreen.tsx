import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { formatDateTime } from '@spw/i18n';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import './notification.css';

type Notification = components['schemas']['Notification'];
type NotificationType = Notification['type'];

export type NotificationFilter = 'all' | 'unread';

export interface NotificationListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  items: Notification[];
  /** Unread notifications in all (the heading's count, and whether 'read all' is offered). */
  unread: number;
  filter: NotificationFilter;
  allHref: string;
  unreadHref: string;
  /** The notification the link opened (?id=): shown highlighted and scrolled into view, its whole content. */
  openId?: number | null;
  /** A notification's page in the site ('#' + link), or '' when it has none. */
  hrefOf: (n: Notification) => string;
  /** Clicking a notification: the page marks it read, then follows hrefOf when there is one. */
  onOpen: (n: Notification) => void;
  onReadAll: () => void;
  readAllBusy?: boolean;
  onRetry?: () => void;
}

const TYPE_LABEL: Record<NotificationType, MessageKey> = {
  message: 'notification.type.message',
  follow: 'notification.type.follow',
  system: 'notification.type.system',
};

/** The type's mark: a speech bubble, a person with a plus, a bell. Drawn in currentColor. */
const TYPE_ICON: Record<NotificationType, ReactNode> = {
  message: (
    <path
      d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5z M8 8.5h8 M8 11.5h5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  follow: (
    <path
      d="M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M3.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6 M18.5 7v6 M15.5 10h6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  system: (
    <path
      d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2H4.5z M10 20.5a2 2 0 0 0 4 0 M12 3v2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
};

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

const FILTER_LABEL: Record<NotificationFilter, MessageKey> = {
  all: 'notification.filter.all',
  unread: 'notification.filter.unread',
};

interface EntryProps {
  item: Notification;
  open: boolean;
  href: string;
  onOpen: (n: Notification) => void;
}

/**
 * One notification: the whole of it a link to its page, or a button when it has none. Its name is all
 * it says, in order: the type, the title, unread, the content, the sender and the time.
 */
function NotificationEntry({ item, open, href, onOpen }: EntryProps) {
  const t = useT();
  const locale = useLocale();
  const unread = item.is_read === 0;
  const sender = item.from_user ?? null;
  const content = item.content.trim();

  const inner = (
    <>
      <span className="spw-notice__icon" data-type={item.type} aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          {TYPE_ICON[item.type]}
        </svg>
      </span>
      {/* The spaces between the parts keep the words apart in the entry's name; a flex box draws none of them. */}
      <span className="spw-notice__body">
        <span className="spw-notice__top">
          <span className="spw-visually-hidden">{t(TYPE_LABEL[item.type])}</span>{' '}
          {/* The site's words, from the server in the reader's language. */}
          <span className="spw-notice__title">{item.title}</span>
          {unread ? (
            <>
              {' '}
              <span className="spw-notice__dot">
                <span className="spw-visually-hidden">{t('notification.unread')}</span>
              </span>
            </>
          ) : null}
        </span>{' '}
        {content ? (
          <>
            {/*
              Not words of the site: a message is what its sender wrote; a notice's content is the
              record it is about (an article's or a post's title, an admin's reason, an order's
              number), stored once, in the language it was written in.
            */}
            <span className="spw-notice__content" translate="no">
              {content}
            </span>{' '}
          </>
        ) : null}
        <span className="spw-notice__meta">
          {sender ? (
            <>
              <span className="spw-notice__from">
                <Avatar src={sender.avatar || undefined} name={sender.nickname} size="sm" decorative />
                <span className="spw-visually-hidden">{t('notification.from')} </span>
                <span className="spw-notice__sender" translate="no">
                  {sender.nickname}
                </span>
              </span>{' '}
            </>
          ) : null}
          <time className="spw-notice__time" dateTime={item.created_at}>
            {formatDateTime(item.created_at, locale)}
          </time>
        </span>
      </span>
    </>
  );

  const shared = {
    className: 'spw-notice__open',
    'aria-current': open ? ('true' as const) : undefined,
    onClick: () => onOpen(item),
  };

  return href ? (
    <a href={href} {...shared}>
      {inner}
    </a>
  ) : (
    <button type="button" {...shared}>
      {inner}
    </button>
  );
}

/** A member's notifications (/notification/list): messages, new followers and the site's notices, newest first. */
export function NotificationListScreen({
  status,
  items,
  unread,
  filter,
  allHref,
  unreadHref,
  openId = null,
  hrefOf,
  onOpen,
  onReadAll,
  readAllBusy = false,
  onRetry,
  total,
  page,
  rows,
  onPageChange,
}: NotificationListScreenProps) {
  const t = useT();
  const id = useId();
  const openRef = useRef<HTMLLIElement>(null);
  const filterHref: Record<NotificationFilter, string> = { all: allHref, unread: unreadHref };
  const shown = status === 'ready' && openId !== null && items.some((item) => item.id === openId);

  // The notification a link opened: brought into view once it is drawn.
  useEffect(() => {
    if (shown) openRef.current?.scrollIntoView({ block: 'center' });
  }, [shown, openId]);

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-notices__items">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="spw-notice spw-notice--placeholder">
            <Skeleton variant="circle" width={36} announce={index === 0} />
            <Skeleton lines={2} announce={false} className="spw-notice__lines" />
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('notification.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t(filter === 'unread' ? 'notification.emptyUnread' : 'notification.empty')} />;
  } else {
    body = (
      <>
        <ul className="spw-notices__items" aria-labelledby={`${id}-heading`}>
          {items.map((item) => {
            const open = item.id === openId;
            return (
              <li
                key={item.id}
                ref={open ? openRef : undefined}
                className="spw-notice"
                data-unread={item.is_read === 0 || undefined}
                data-open={open || undefined}
              >
                <NotificationEntry item={item} open={open} href={hrefOf(item)} onOpen={onOpen} />
              </li>
            );
          })}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-notices" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-notices__head">
        <div className="spw-notices__title">
          <h1 id={`${id}-heading`} className="spw-notices__heading">
            {t('notification.heading')}
          </h1>
          <p className="spw-notices__count" data-unread={unread > 0 || undefined}>
            {unread > 0 ? t('notification.unreadCount', { count: unread }) : t('notification.allRead')}
          </p>
        </div>
        <Button variant="secondary" size="sm" disabled={unread === 0} loading={readAllBusy} onClick={onReadAll}>
          {t('notification.readAll')}
        </Button>
      </header>
      <nav className="spw-notices__tabs" aria-label={t('notification.filters')}>
        <ul>
          {FILTERS.map((value) => (
            <li key={value}>
              <a href={filterHref[value]} aria-current={value === filter ? 'page' : undefined}>
                {t(FILTER_LABEL[value])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </section>
  );
}
