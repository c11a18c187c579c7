import type { components } from '@spw/api';
import { formatDate } from '@spw/i18n';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import './column.css';

/** A column's subscriber: the user, and when they subscribed. */
export type Subscriber = components['schemas']['UserBrief'] & { subscribed_at: string };

export interface ColumnSubscribersScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** One page of the column's subscribers, newest first. */
  items: Subscriber[];
  /** The user's page (/user/index?uid=). */
  userHrefOf: (user: Subscriber) => string;
  onRetry?: () => void;
}

/** What a subscriber says of themselves: company and position when given, else their description. */
function aboutOf(user: Subscriber): string {
  const work = [user.company, user.position].map((part) => part?.trim() ?? '').filter(Boolean);
  return work.length > 0 ? work.join(' · ') : user.description.trim();
}

/** A column's subscribers (/column/user): who they are, and when they subscribed. */
export function ColumnSubscribersScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  userHrefOf,
  onRetry,
}: ColumnSubscribersScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();

  return (
    <section className="spw-column-users" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <h2 id={`${id}-heading`} className="spw-column-users__heading">
        {t('column.tab.user')}
      </h2>
      {status === 'loading' ? (
        <div className="spw-column-users__items">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="spw-column-user">
              <Skeleton variant="circle" width={40} announce={index === 0} />
              <Skeleton lines={2} announce={false} className="spw-column-user__lines" />
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <LoadError title={t('column.user.error')} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState title={t('column.user.empty')} />
      ) : (
        <>
          <ul className="spw-column-users__items">
            {items.map((user) => {
              const about = aboutOf(user);
              return (
                <li key={user.id} className="spw-column-user">
                  <Avatar src={user.avatar || undefined} name={user.nickname} size="md" decorative />
                  <div className="spw-column-user__who">
                    <p className="spw-column-owner">
                      {/* A name as its owner wrote it: not words of the site. The link's ::after covers the row. */}
                      <a className="spw-column-owner__name spw-column-user__link" href={userHrefOf(user)} translate="no">
                        {user.nickname}
                      </a>
                      {user.is_verified === 1 ? <VerifiedBadge verified_type={user.verified_type} size="sm" /> : null}
                    </p>
                    {about ? (
                      // What the member wrote of themselves, in their own language: not words of the site.
                      <p className="spw-column-user__about" translate="no">
                        {about}
                      </p>
                    ) : null}
                  </div>
                  <p className="spw-column-user__date">
                    <time dateTime={user.subscribed_at}>
                      {t('column.user.subscribedAt', { date: formatDate(user.subscribed_at, locale) })}
                    </time>
                  </p>
                </li>
              );
            })}
          </ul>
          <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
