import type { components } from '@spw/api';
import { formatDate } from '@spw/i18n';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { POST_CATEGORY_LABEL, POST_REGION_LABEL, POST_TYPE_LABEL, POST_TYPE_TONE } from './PostListScreen.tsx';
import './post-detail.css';

type Post = components['schemas']['Post'];

/** The contact details of someone else's post: asked for, on their way, shown, or refused. */
export type ContactState =
  | { state: 'hidden' }
  | { state: 'loading' }
  /** `remaining`: how many more the viewer may see today; null for one's own post. */
  | { state: 'shown'; contact: string; remaining: number | null }
  /** The daily limit reached, say: announced; the button stays to try again. */
  | { state: 'error'; message: string };

export type PostOwnerAction = 'close' | 'renew' | 'delete';

export interface PostDetailScreenProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  post: Post | null;
  isAdmin: boolean;
  contact: ContactState;
  onRevealContact: () => void;
  /** '举报' (not on one's own post): the page opens the report dialog. */
  onReport: () => void;
  /** '编辑' for the owner of an open or expired post; null hides it. */
  editHref: string | null;
  /** Owner actions; close and delete ask first in a ConfirmDialog ('关闭后信息将不再展示，确定已成交？' / '删除后无法恢复，确定删除？'). */
  onOwnerAction: (action: PostOwnerAction) => void;
  /** The owner action under way: its button waits, the others take no press. */
  busy: PostOwnerAction | null;
  /** Admins: hide (the page asks the reason) or show again. */
  onModerate: (action: 'hide' | 'show') => void;
  /** The market's list ('返回供需市场'). */
  backHref: string;
  userHrefOf: (uid: number) => string;
  onRetry?: () => void;
}

const loadViewer = () => import('./PostPictureViewer.tsx');
const PostPictureViewer = lazy(() => loadViewer().then((m) => ({ default: m.PostPictureViewer })));
const preloadViewer = () => void loadViewer();

/** The large picture's frame (the thumbnails are cropped squares). */
const PICTURE_WIDTH = 800;
const PICTURE_HEIGHT = 600;

const ALERT_ICON = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M10 5.5v5.5M10 13.6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** The notices above the post: hidden by an admin (its author and admins), closed, expired (the owner may renew). */
function Banners({
  post,
  isAdmin,
  renew,
}: {
  post: Post;
  isAdmin: boolean;
  /** The owner's renew button for an expired post. */
  renew: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  const reason = post.hidden_reason.trim();
  return (
    <>
      {post.is_hidden && (post.is_mine || isAdmin) ? (
        <p className="spw-post-detail__banner" data-tone="danger">
          {ALERT_ICON}
          <span>
            {reason
              ? intl.formatMessage(
                  { id: 'posts.detail.hiddenNotice' },
                  {
                    // The admin's words, as written.
                    reason: (
                      <span key="reason" translate="no">
                        {reason}
                      </span>
                    ),
                  },
                )
              : t('posts.detail.hiddenNoticePlain')}
          </span>
        </p>
      ) : null}
      {post.status === 'closed' ? (
        <p className="spw-post-detail__banner">
          {ALERT_ICON}
          <span>{t('posts.detail.closed')}</span>
        </p>
      ) : null}
      {post.status === 'expired' ? (
        <div className="spw-post-detail__banner" data-tone="warning">
          {ALERT_ICON}
          <p className="spw-post-detail__banner-text">{t('posts.detail.expired')}</p>
          {renew}
        </div>
      ) : null}
    </>
  );
}

/** The first picture large, then every picture as a thumbnail; each opens the viewer. */
function Gallery({ images, onOpen }: { images: string[]; onOpen: (index: number) => void }) {
  const t = useT();
  const total = images.length;
  const first = images[0];
  if (first === undefined) return null;
  return (
    <section className="spw-post-detail__gallery" aria-label={t('posts.detail.pictures')}>
      <button
        type="button"
        className="spw-post-detail__picture"
        aria-label={total > 1 ? t('posts.detail.enlarge') : t('posts.detail.viewPicture', { n: 1 })}
        onPointerEnter={preloadViewer}
        onFocus={preloadViewer}
        onClick={() => onOpen(0)}
      >
        <img src={first} alt="" width={PICTURE_WIDTH} height={PICTURE_HEIGHT} decoding="async" />
      </button>
      {total > 1 ? (
        <ul className="spw-post-detail__thumbs">
          {images.map((url, index) => (
            <li key={`${index}-${url}`}>
              <button
                type="button"
                className="spw-post-detail__thumb"
                aria-label={t('posts.detail.viewPicture', { n: index + 1 })}
                onPointerEnter={preloadViewer}
                onFocus={preloadViewer}
                onClick={() => onOpen(index)}
              >
                <img src={url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Who posted it: picture, name (a link), badge, company. */
function Poster({ post, href }: { post: Post; href: string }) {
  const t = useT();
  const id = useId();
  const { user } = post;
  const job = [user.company, user.position].filter(Boolean).join(' · ');
  return (
    <Card asChild variant="outline">
      <section className="spw-post-detail__side-card" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="spw-post-detail__side-heading">
          {t('posts.detail.poster')}
        </h2>
        <div className="spw-post-detail__poster">
          <Avatar src={user.avatar || undefined} name={user.nickname} size="lg" decorative />
          <div className="spw-post-detail__poster-text">
            <p className="spw-post-detail__poster-name">
              {/* A name as its owner wrote it: not words of the site. */}
              <a href={href} translate="no">
                {user.nickname}
              </a>
              {user.is_verified === 1 ? <VerifiedBadge verified_type={user.verified_type} size="sm" /> : null}
            </p>
            {job ? (
              <p className="spw-post-detail__poster-job" translate="no">
                {job}
              </p>
            ) : null}
          </div>
        </div>
      </section>
    </Card>
  );
}

/** The contact details: one's own shown at once; someone else's on request, counted; none once the post has ended. */
function Contact({ post, contact, onReveal }: { post: Post; contact: ContactState; onReveal: () => void }) {
  const t = useT();
  const id = useId();
  const valueRef = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  const ended = post.status !== 'open';
  const shown = contact.state === 'shown';

  // The button pressed is gone once the details arrive: the focus moves to them.
  useEffect(() => {
    if (shown && asked.current) {
      asked.current = false;
      valueRef.current?.focus();
    }
  }, [shown]);

  let body: ReactNode;
  if (post.is_mine) {
    body = (
      <>
        <p className="spw-post-detail__contact-value" translate="no">
          {post.contact}
        </p>
        <p className="spw-post-detail__note">{t('posts.detail.mineNote')}</p>
      </>
    );
  } else if (ended) {
    body = <p className="spw-post-detail__note">{t('posts.detail.ended')}</p>;
  } else {
    body = (
      <>
        {contact.state === 'shown' ? (
          <>
            {/* The member's words, as written. */}
            <p ref={valueRef} tabIndex={-1} className="spw-post-detail__contact-value" translate="no">
              {contact.contact}
            </p>
            {contact.remaining === null ? null : (
              <p className="spw-post-detail__remaining">{t('posts.detail.remaining', { n: contact.remaining })}</p>
            )}
          </>
        ) : (
          <Button
            className="spw-post-detail__reveal"
            loading={contact.state === 'loading'}
            onClick={() => {
              asked.current = true;
              onReveal();
            }}
          >
            {t('posts.detail.reveal')}
          </Button>
        )}
        {/* Always in the page, so screen readers are listening when a refusal arrives. */}
        <div role="alert" className="spw-post-detail__contact-alert">
          {contact.state === 'error' ? <p className="spw-post-detail__contact-error">{contact.message}</p> : null}
        </div>
        <p className="spw-post-detail__note">{t('posts.detail.spamNote')}</p>
      </>
    );
  }

  return (
    <Card asChild variant="outline">
      <section
        className="spw-post-detail__side-card"
        aria-labelledby={`${id}-heading`}
        aria-busy={contact.state === 'loading' || undefined}
      >
        <h2 id={`${id}-heading`} className="spw-post-detail__side-heading">
          {t('posts.detail.contact')}
        </h2>
        {body}
      </section>
    </Card>
  );
}

/** A buy or sell post (/posts/detail?id=), for signed-in members: its pictures and words, who posted it, how to reach them. */
export function PostDetailScreen({
  status,
  post,
  isAdmin,
  contact,
  onRevealContact,
  onReport,
  editHref,
  onOwnerAction,
  busy,
  onModerate,
  backHref,
  userHrefOf,
  onRetry,
}: PostDetailScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const [confirming, setConfirming] = useState<'close' | 'delete' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  // The viewer's code loads the first time a picture is opened, then stays.
  const [viewerWanted, setViewerWanted] = useState(false);

  const back = (
    <a className="spw-post-detail__back" href={backHref}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M10 3.5 5.5 8l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('posts.detail.back')}
    </a>
  );

  let body: ReactNode;
  if (status === 'loading' || (status === 'ready' && !post)) {
    body = (
      <div className="spw-post-detail__layout">
        <Card variant="outline" className="spw-post-detail__card">
          <Skeleton variant="block" width="70%" height={32} announce />
          <Skeleton variant="block" width="100%" height={240} announce={false} />
          <Skeleton variant="lines" lines={4} announce={false} />
        </Card>
        <Card variant="outline" className="spw-post-detail__side-card">
          <Skeleton variant="lines" lines={3} announce={false} />
        </Card>
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('posts.detail.error')} onRetry={onRetry} />;
  } else if (status === 'notFound' || !post) {
    body = (
      <EmptyState
        title={t('posts.detail.notFound')}
        action={
          <Button asChild variant="secondary">
            <a href={backHref}>{t('posts.detail.back')}</a>
          </Button>
        }
      />
    );
  } else {
    const owner = post.is_mine;
    const busyNow = busy !== null;
    const ownerButton = (action: PostOwnerAction, danger = false) => (
      <Button
        variant={danger ? 'ghost' : 'secondary'}
        size="sm"
        className={danger ? 'spw-post-detail__danger' : undefined}
        loading={busy === action}
        disabled={busyNow && busy !== action}
        onClick={() => (action === 'renew' ? onOwnerAction('renew') : setConfirming(action))}
      >
        {t(`posts.detail.${action}`)}
      </Button>
    );
    const open = (index: number) => {
      setViewerWanted(true);
      setViewing(index);
    };

    body = (
      <div className="spw-post-detail__layout">
        <Card asChild variant="outline">
          <article className="spw-post-detail__card" aria-labelledby={titleId} data-ended={post.status !== 'open' || undefined}>
            <Banners post={post} isAdmin={isAdmin} renew={owner ? ownerButton('renew') : null} />
            <header className="spw-post-detail__head">
              <Tag tone={POST_TYPE_TONE[post.type]} className="spw-post-detail__type">
                {t(POST_TYPE_LABEL[post.type])}
              </Tag>
              {/* The member's title, as written. */}
              <h1 id={titleId} className="spw-post-detail__title" translate="no">
                {post.title}
              </h1>
              <p className="spw-post-detail__meta">
                <span className="spw-post-detail__meta-items">
                  <span>{t(POST_CATEGORY_LABEL[post.category])}</span>
                  <span>{t(POST_REGION_LABEL[post.region])}</span>
                  <time dateTime={post.created_at}>{t('posts.detail.posted', { date: formatDate(post.created_at, locale) })}</time>
                  <time dateTime={post.expires_at}>{t('posts.detail.expires', { date: formatDate(post.expires_at, locale) })}</time>
                </span>
              </p>
            </header>
            <Gallery images={post.images} onOpen={open} />
            {/* What the member wrote: plain text, line breaks kept. */}
            <p className="spw-post-detail__content" translate="no">
              {post.content}
            </p>
            {owner || post.is_hidden || isAdmin ? null : (
              <div className="spw-post-detail__report">
                <Button variant="ghost" size="sm" onClick={onReport}>
                  {t('posts.detail.report')}
                </Button>
              </div>
            )}
          </article>
        </Card>
        <div className="spw-post-detail__side">
          <Poster post={post} href={userHrefOf(post.user.id)} />
          <Contact post={post} contact={contact} onReveal={onRevealContact} />
          {owner ? (
            <div className="spw-post-detail__actions" role="group" aria-label={t('posts.detail.ownerActions')}>
              {editHref && post.status !== 'closed' ? (
                <Button asChild variant="secondary" size="sm">
                  <a href={editHref}>{t('posts.detail.edit')}</a>
                </Button>
              ) : null}
              {post.status === 'open' ? ownerButton('close') : null}
              {/* An expired post's renew button is in its notice, above. */}
              {post.status === 'open' ? ownerButton('renew') : null}
              {ownerButton('delete', true)}
            </div>
          ) : null}
          {isAdmin ? (
            <div className="spw-post-detail__actions" role="group" aria-label={t('posts.detail.adminActions')}>
              <Button variant="secondary" size="sm" onClick={() => onModerate(post.is_hidden ? 'show' : 'hide')}>
                {t(post.is_hidden ? 'posts.detail.show' : 'posts.detail.hide')}
              </Button>
            </div>
          ) : null}
        </div>
        {viewerWanted ? (
          <Suspense fallback={null}>
            <PostPictureViewer images={post.images} index={viewing} onIndexChange={setViewing} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  const closing = confirming === 'close';
  return (
    <div className="spw-post-detail" aria-busy={status === 'loading' || undefined}>
      {back}
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => (next ? undefined : setConfirming(null))}
        title={t(closing ? 'posts.detail.closeTitle' : 'posts.detail.deleteTitle')}
        description={t(closing ? 'posts.detail.closeBody' : 'posts.detail.deleteBody')}
        confirmLabel={t(closing ? 'posts.detail.closeConfirm' : 'posts.detail.delete')}
        cancelLabel={t('common.cancel')}
        tone={closing ? 'default' : 'danger'}
        onConfirm={() => {
          if (confirming) onOwnerAction(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
