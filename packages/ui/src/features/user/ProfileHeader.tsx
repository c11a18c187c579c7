import type { components } from '@spw/api';
import type { JSX } from 'react';
import { lazy, Suspense, useId } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { coverClass, coverPreset, type CoverPreset } from './profileCover.ts';
import './profile.css';

type User = components['schemas']['User'];

/** The owner's cover menu (a Radix menu, ~20 KB with its parts): loaded only for the owner. */
const CoverMenu = lazy(() => import('./ProfileCoverMenu.tsx').then((m) => ({ default: m.ProfileCoverMenu })));

/** An uploaded cover's drawn size (4:1): set on the picture so the band keeps its room while it loads. */
const COVER = { width: 1280, height: 320 } as const;

export interface ProfileHeaderProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  user: User | null;
  /** Follow and fan counts (/userstat/get); null while they load. */
  stats: { follow_amount: number; fans_amount: number } | null;
  /** The viewer is the profile's owner. */
  own: boolean;
  /** The viewer follows the profile (the follow button is pressed; the message button shows). */
  following: boolean;
  /** A follow/unfollow call is on its way. */
  followBusy?: boolean;
  /** A visitor's click is sent to login by the page. */
  onFollowToggle: () => void;
  /** Opens the send-message dialog (shown only when following and not own). */
  onMessage: () => void;
  /** /user/list?t=follow&uid= and /user/list?t=fans&uid= */
  followsHref: string;
  fansHref: string;
  /** The user's column (/column/detail?id=), when is_column is 1. */
  columnHref?: string;
  /** The creator centre, for the owner when is_homepage or is_column is 1. */
  creatorHref?: string;
  /** The owner's profile form (/user/userinfo). */
  editHref?: string;
  /** Owner only: opens the change-avatar dialog (the page renders the existing AvatarUpload component). */
  onChangeAvatar?: () => void;
  /** Owner only: choose one of the 4 presets (a menu or popover listing them as radio choices with a swatch). */
  onChangeCover?: (cover: CoverPreset) => void;
  coverBusy?: boolean;
  /** Where to go when the user is not found. */
  homeHref: string;
  onRetry?: () => void;
}

/** A camera: the change-avatar button's picture. */
function CameraIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 6.5h3l1.4-2h5.2l1.4 2h3v9H3z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="10" cy="10.8" r="2.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The top of a member's page (/user/index?uid=): the cover, the avatar over its edge, the nickname
 * (the page's h1) with what was verified, work and description, the intro, the follow and fan
 * counts, and the buttons: follow, message and column for visitors; edit, cover, avatar and the
 * creator centre for the owner.
 */
export function ProfileHeader({
  status,
  user,
  stats,
  own,
  following,
  followBusy = false,
  onFollowToggle,
  onMessage,
  followsHref,
  fansHref,
  columnHref,
  creatorHref,
  editHref,
  onChangeAvatar,
  onChangeCover,
  coverBusy = false,
  homeHref,
  onRetry,
}: ProfileHeaderProps): JSX.Element {
  const t = useT();
  const id = useId();

  if (status === 'loading') {
    return (
      <header className="spw-profile" aria-busy="true">
        <Skeleton variant="block" announce={false} className="spw-profile__placeholder" />
        <div className="spw-profile__main">
          <Skeleton variant="circle" width={112} className="spw-profile__avatar" />
          <div className="spw-profile__who">
            <Skeleton lines={3} announce={false} className="spw-profile__lines" />
          </div>
        </div>
      </header>
    );
  }
  if (status === 'error') {
    return (
      <header className="spw-profile spw-profile--message">
        <LoadError title={t('profile.error')} onRetry={onRetry} />
      </header>
    );
  }
  if (status === 'notFound' || !user) {
    return (
      <header className="spw-profile spw-profile--message">
        <EmptyState
          title={t('profile.notFound')}
          description={t('profile.notFoundText')}
          action={
            <Button asChild variant="secondary">
              <a href={homeHref}>{t('profile.backHome')}</a>
            </Button>
          }
        />
      </header>
    );
  }

  const preset = coverPreset(user.bg_url);
  const work = [user.company, user.position].map((part) => part.trim()).filter(Boolean);
  const description = user.description.trim();
  const intro = user.content.trim();
  const showColumn = Boolean(columnHref) && user.is_column === 1;
  const showCreator = own && Boolean(creatorHref) && (user.is_homepage === 1 || user.is_column === 1);

  return (
    <header className="spw-profile">
      {/* Decorative: a preset drawn in CSS, or the owner's uploaded picture. */}
      <div className={preset ? `spw-profile-cover ${coverClass(preset)} spw-profile__cover` : 'spw-profile-cover spw-profile__cover'}>
        {preset ? null : <img src={user.bg_url} alt="" width={COVER.width} height={COVER.height} fetchPriority="high" />}
      </div>
      <div className="spw-profile__main">
        <div className="spw-profile__avatar">
          {/* The name is written beside it: the picture (and its seal) need not be heard. */}
          <Avatar
            src={user.avatar || undefined}
            name={user.nickname}
            size="xl"
            verifiedType={user.is_verified === 1 ? user.verified_type : undefined}
            decorative
            aria-hidden="true"
            className="spw-profile__face"
          />
          {own && onChangeAvatar ? (
            <button
              type="button"
              className="spw-profile__avatar-edit"
              aria-label={t('profile.changeAvatar')}
              title={t('profile.changeAvatar')}
              onClick={onChangeAvatar}
            >
              <CameraIcon />
            </button>
          ) : null}
        </div>
        <div className="spw-profile__who">
          {/* A name as its owner wrote it: not words of the site. */}
          <h1 className="spw-profile__name" translate="no">
            {user.nickname}
          </h1>
          {user.is_verified === 1 ? (
            <p className="spw-profile__verified">
              <VerifiedBadge verified_type={user.verified_type} reason={user.verified_reason.trim() || undefined} withLabel size="md" />
            </p>
          ) : null}
          {work.length > 0 ? (
            <p className="spw-profile__work" translate="no">
              {work.join(' · ')}
            </p>
          ) : null}
          {description ? (
            <p className="spw-profile__description" translate="no">
              {description}
            </p>
          ) : null}
        </div>
        <div className="spw-profile__actions">
          {own ? null : (
            // aria-disabled rather than disabled while the call is on its way: the button keeps the focus.
            <Button
              variant={following ? 'secondary' : 'primary'}
              className="spw-profile__follow"
              aria-pressed={following}
              aria-disabled={followBusy || undefined}
              aria-busy={followBusy || undefined}
              onClick={() => {
                if (!followBusy) onFollowToggle();
              }}
            >
              {followBusy ? <span className="spw-button__spinner" aria-hidden="true" /> : null}
              {t(following ? 'profile.followed' : 'profile.follow')}
            </Button>
          )}
          {following && !own ? (
            <Button variant="secondary" onClick={onMessage}>
              {t('profile.message')}
            </Button>
          ) : null}
          {showColumn ? (
            <Button asChild variant="secondary">
              <a href={columnHref}>{t('profile.column')}</a>
            </Button>
          ) : null}
          {showCreator ? (
            <Button asChild variant="primary">
              <a href={creatorHref}>{t('profile.creator')}</a>
            </Button>
          ) : null}
          {own && editHref ? (
            <Button asChild variant="secondary">
              <a href={editHref}>{t('profile.edit')}</a>
            </Button>
          ) : null}
          {own && onChangeCover ? (
            <Suspense
              fallback={
                <Button variant="secondary" aria-disabled>
                  {t('profile.changeCover')}
                </Button>
              }
            >
              <CoverMenu current={preset} busy={coverBusy} onChange={onChangeCover} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <ul className="spw-profile__counts" aria-busy={stats ? undefined : true}>
        {stats ? (
          <>
            <li>
              <a href={followsHref}>{t('profile.following', { count: stats.follow_amount })}</a>
            </li>
            <li>
              <a href={fansHref}>{t('profile.fans', { count: stats.fans_amount })}</a>
            </li>
          </>
        ) : (
          <li>
            <Skeleton width={160} announce={false} />
          </li>
        )}
      </ul>
      <section className="spw-profile__about" aria-labelledby={`${id}-intro`}>
        <h2 id={`${id}-intro`} className="spw-visually-hidden">
          {t('profile.intro')}
        </h2>
        {intro ? (
          // What the member wrote of themselves, line breaks kept: not words of the site.
          <p className="spw-profile__intro" translate="no">
            {intro}
          </p>
        ) : (
          <p className="spw-profile__intro spw-profile__intro--none">{t('profile.noIntro')}</p>
        )}
      </section>
    </header>
  );
}
