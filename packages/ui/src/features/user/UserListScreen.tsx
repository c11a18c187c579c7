import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import './userList.css';

type UserBrief = components['schemas']['UserBrief'];

export type UserListKind = 'follow' | 'fans';

export interface UserListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  kind: UserListKind;
  /** The lists' owner: their nickname (headings like '林晓的关注' / "Lin Xiao follows"); own lists read '我的关注' / '我的粉丝'. */
  ownerName: string;
  own: boolean;
  items: UserBrief[];
  /** The two tabs, as links (the current one aria-current="page"). */
  followHref: string;
  fansHref: string;
  userHrefOf: (user: UserBrief) => string;
  /** The viewer's id: no button on their own row. null: a visitor (buttons shown; the page sends a click to login). */
  viewerId: number | null;
  /** Rows whose follow call is on its way. */
  busyIds?: readonly number[];
  onFollowToggle: (user: UserBrief) => void;
  onRetry?: () => void;
}

const HEADING: Record<UserListKind, { own: MessageKey; other: MessageKey }> = {
  follow: { own: 'profile.list.heading.follow.own', other: 'profile.list.heading.follow' },
  fans: { own: 'profile.list.heading.fans.own', other: 'profile.list.heading.fans' },
};

const EMPTY: Record<UserListKind, { own: MessageKey; other: MessageKey }> = {
  follow: { own: 'profile.list.empty.follow.own', other: 'profile.list.empty.follow' },
  fans: { own: 'profile.list.empty.fans.own', other: 'profile.list.empty.fans' },
};

const ERROR: Record<UserListKind, MessageKey> = {
  follow: 'profile.list.error.follow',
  fans: 'profile.list.error.fans',
};

const TABS: readonly UserListKind[] = ['follow', 'fans'];

/** What a user says of themselves: company and position when given, else their description. */
function aboutOf(user: UserBrief): string {
  const work = [user.company, user.position].map((part) => part?.trim() ?? '').filter(Boolean);
  return work.length > 0 ? work.join(' · ') : user.description.trim();
}

/** A site message with the owner's name in it: the name as they wrote it, not for translation. */
function Named({ id, name }: { id: MessageKey; name: string }) {
  return <FormattedMessage id={id} values={{ name: <span translate="no">{name}</span> }} />;
}

/** Whom a user follows, or who follows them (/user/list?t=follow|fans&uid=): follow and follow-back buttons, paged. */
export function UserListScreen({
  status,
  kind,
  ownerName,
  own,
  items,
  followHref,
  fansHref,
  userHrefOf,
  viewerId,
  busyIds = [],
  onFollowToggle,
  onRetry,
  total,
  page,
  rows,
  onPageChange,
}: UserListScreenProps) {
  const t = useT();
  const id = useId();
  const hrefOf: Record<UserListKind, string> = { follow: followHref, fans: fansHref };

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-user-list__items">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="spw-user-row">
            <Skeleton variant="circle" width={48} announce={index === 0} />
            <Skeleton lines={2} announce={false} className="spw-user-row__lines" />
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t(ERROR[kind])} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={own ? t(EMPTY[kind].own) : <Named id={EMPTY[kind].other} name={ownerName} />}
        description={own && kind === 'follow' ? t('profile.list.empty.follow.hint') : undefined}
      />
    );
  } else {
    body = (
      <>
        <p className="spw-user-list__count">{t('profile.list.count', { total })}</p>
        <ul className="spw-user-list__items">
          {items.map((user) => {
            const about = aboutOf(user);
            const followed = user.is_follow === true;
            const busy = busyIds.includes(user.id);
            const label = followed
              ? t('profile.list.following')
              : t(own && kind === 'fans' ? 'profile.list.followBack' : 'profile.list.follow');
            return (
              <li key={user.id} className="spw-user-row">
                <Avatar src={user.avatar || undefined} name={user.nickname} size="lg" decorative className="spw-user-row__avatar" />
                <div className="spw-user-row__who">
                  <p className="spw-user-row__name">
                    {/* A name as its owner wrote it: not words of the site. */}
                    <a href={userHrefOf(user)} translate="no">
                      {user.nickname}
                    </a>
                    {user.is_verified === 1 ? <VerifiedBadge verified_type={user.verified_type} size="sm" /> : null}
                  </p>
                  {about ? (
                    // What the member wrote of themselves, in their own language: not words of the site.
                    <p className="spw-user-row__about" translate="no">
                      {about}
                    </p>
                  ) : null}
                </div>
                {viewerId !== null && viewerId === user.id ? null : (
                  <div className="spw-user-row__action">
                    {/* aria-disabled rather than disabled while the call is on its way: the button keeps the focus. */}
                    <Button
                      variant={followed ? 'secondary' : 'primary'}
                      size="sm"
                      className="spw-user-row__follow"
                      aria-pressed={followed}
                      aria-disabled={busy || undefined}
                      aria-busy={busy || undefined}
                      data-followed={followed || undefined}
                      onClick={() => {
                        if (!busy) onFollowToggle(user);
                      }}
                    >
                      {busy ? <span className="spw-button__spinner" aria-hidden="true" /> : null}
                      {label}
                      {/* Whom the button is for, said to screen readers: every row has one. */}
                      <span className="spw-visually-hidden" translate="no">
                        {' '}
                        {user.nickname}
                      </span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-user-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <h1 id={`${id}-heading`} className="spw-user-list__heading">
        {own ? t(HEADING[kind].own) : <Named id={HEADING[kind].other} name={ownerName} />}
      </h1>
      <nav className="spw-user-list__tabs" aria-label={t('profile.list.tabs')}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab}>
              <a href={hrefOf[tab]} aria-current={tab === kind ? 'page' : undefined}>
                {t(tab === 'follow' ? 'profile.list.tab.follow' : 'profile.list.tab.fans')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </section>
  );
}
