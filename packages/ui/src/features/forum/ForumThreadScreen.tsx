import type { components } from '@spw/api';
import { formatDateTime, formatNumber } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import './forum-thread.css';

type ForumThread = components['schemas']['ForumThread'];
type ForumReply = components['schemas']['ForumReply'];
type ForumKind = components['schemas']['ForumKind'];
type UserBrief = components['schemas']['UserBrief'];

export interface ForumThreadScreenProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  thread: ForumThread | null;
  replies: ForumReply[];
  repliesStatus: 'loading' | 'error' | 'ready';
  repliesPaging: Paged;
  isAdmin: boolean;
  /** The community's list ('返回社区'). */
  backHref: string;
  userHrefOf: (uid: number) => string;
  onLike: (kind: ForumKind, id: number, like: boolean) => void;
  /** The page opens ReportDialog. */
  onReport: (kind: ForumKind, id: number) => void;
  /** Called once the viewer confirmed (a dialog inside the screen). */
  onDelete: (kind: ForumKind, id: number) => void;
  /** Admins; the page asks the reason for 'hide'. */
  onModerate: (kind: ForumKind, id: number, action: 'hide' | 'show') => void;
  /** The trimmed reply. */
  onReply: (content: string) => void;
  replying: boolean;
  replyError?: string;
  /** Bumped by the page after a reply is sent: the form clears. */
  replyResetKey?: number;
  /** False for a hidden thread or a suspended member: the form is replaced by a note. */
  canReply: boolean;
  cannotReplyNote?: string;
  /** Loads again what failed: the thread, or its replies. */
  onRetry?: () => void;
}

/** The longest reply the server takes. */
export const REPLY_MAX = 500;

/** A picture's frame in the grid (the pictures are cropped to it). */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 360;

type Target = { kind: ForumKind; id: number };

const HEART = 'M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z';

/** '赞 12', pressed when the viewer likes it; named '点赞，12 个赞'. */
function LikeButton({
  liked,
  count,
  onToggle,
  describedBy,
}: {
  liked: boolean;
  count: number;
  onToggle: (like: boolean) => void;
  describedBy?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="spw-forum-like"
      aria-pressed={liked}
      aria-label={t('forum.thread.like', { count })}
      aria-describedby={describedBy}
      onClick={() => onToggle(!liked)}
    >
      <svg className="spw-forum-like__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART} />
      </svg>
      <span>{t('forum.thread.likeShort')}</span> <span className="spw-forum-like__count">{formatNumber(count, locale)}</span>
    </Button>
  );
}

/** A member's picture, name (a link), badge and what they do; then the date. */
function Byline({ user, date, href, size, extra }: { user: UserBrief; date: string; href: string; size: 'sm' | 'md'; extra?: ReactNode }) {
  const locale = useLocale();
  const job = [user.company, user.position].filter(Boolean).join(' · ');
  return (
    <div className="spw-forum-byline" data-size={size}>
      <Avatar src={user.avatar || undefined} name={user.nickname} size={size} decorative />
      <div className="spw-forum-byline__text">
        <p className="spw-forum-byline__who">
          {/* A name as its owner wrote it: not words of the site. */}
          <a className="spw-forum-byline__name" href={href} translate="no">
            {user.nickname}
          </a>
          {user.is_verified === 1 ? <VerifiedBadge verified_type={user.verified_type} size="sm" /> : null}
          {extra}
        </p>
        <p className="spw-forum-byline__meta">
          {size === 'md' && job ? (
            <span className="spw-forum-byline__job" translate="no">
              {job}
            </span>
          ) : null}
          <time dateTime={date}>{formatDateTime(date, locale)}</time>
        </p>
      </div>
    </div>
  );
}

/** Delete, and an admin's hide / show: shared by the thread and its replies. */
function ModerationButtons({
  target,
  hidden,
  mine,
  isAdmin,
  describedBy,
  onAskDelete,
  onModerate,
}: {
  target: Target;
  hidden: boolean;
  mine: boolean;
  isAdmin: boolean;
  describedBy?: string;
  onAskDelete: (target: Target) => void;
  onModerate: ForumThreadScreenProps['onModerate'];
}) {
  const t = useT();
  return (
    <>
      {isAdmin ? (
        <Button
          variant="ghost"
          size="sm"
          aria-describedby={describedBy}
          onClick={() => onModerate(target.kind, target.id, hidden ? 'show' : 'hide')}
        >
          {t(hidden ? 'forum.thread.show' : 'forum.thread.hide')}
        </Button>
      ) : null}
      {mine || isAdmin ? (
        <Button
          variant="ghost"
          size="sm"
          className="spw-forum-action--danger"
          aria-describedby={describedBy}
          onClick={() => onAskDelete(target)}
        >
          {t('forum.thread.delete')}
        </Button>
      ) : null}
    </>
  );
}

function Reply({
  reply,
  threadAuthor,
  isAdmin,
  userHrefOf,
  onLike,
  onReport,
  onAskDelete,
  onModerate,
}: {
  reply: ForumReply;
  threadAuthor: number;
  isAdmin: boolean;
  userHrefOf: (uid: number) => string;
  onLike: ForumThreadScreenProps['onLike'];
  onReport: ForumThreadScreenProps['onReport'];
  onAskDelete: (target: Target) => void;
  onModerate: ForumThreadScreenProps['onModerate'];
}) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-by`;
  const target: Target = { kind: 'reply', id: reply.id };
  // Members get a hidden reply's words as ''; admins still read them, dimmed.
  const shown = !reply.is_hidden || (isAdmin && reply.content !== '');

  return (
    <article className="spw-forum-reply" aria-labelledby={labelId} data-hidden={reply.is_hidden || undefined}>
      <header id={labelId} className="spw-forum-reply__head">
        <Byline
          user={reply.user}
          date={reply.created_at}
          href={userHrefOf(reply.user.id)}
          size="sm"
          extra={
            <>
              {reply.user.id === threadAuthor ? (
                <Tag tone="gold" size="sm">
                  {t('forum.thread.op')}
                </Tag>
              ) : null}
              {reply.is_hidden && shown ? (
                <Tag tone="danger" size="sm">
                  {t('forum.thread.hiddenTag')}
                </Tag>
              ) : null}
            </>
          }
        />
      </header>
      {shown ? (
        // What the member wrote, line breaks kept.
        <p className="spw-forum-reply__content" translate="no">
          {reply.content}
        </p>
      ) : (
        <p className="spw-forum-reply__content spw-forum-reply__content--gone">{t('forum.thread.replyHidden')}</p>
      )}
      <div className="spw-forum-actions" role="group" aria-label={t('forum.thread.replyActions')}>
        {reply.is_hidden ? null : (
          <LikeButton
            liked={reply.is_like}
            count={reply.like_amount}
            describedBy={labelId}
            onToggle={(like) => onLike('reply', reply.id, like)}
          />
        )}
        {reply.is_mine || reply.is_hidden || isAdmin ? null : (
          <Button variant="ghost" size="sm" aria-describedby={labelId} onClick={() => onReport('reply', reply.id)}>
            {t('forum.thread.report')}
          </Button>
        )}
        <ModerationButtons
          target={target}
          hidden={reply.is_hidden}
          mine={reply.is_mine}
          isAdmin={isAdmin}
          describedBy={labelId}
          onAskDelete={onAskDelete}
          onModerate={onModerate}
        />
      </div>
    </article>
  );
}

/** The reply form; it mounts afresh when the page bumps replyResetKey, so it clears. */
function ReplyForm({ replying, error, onReply }: { replying: boolean; error?: string; onReply: (content: string) => void }) {
  const t = useT();
  const [content, setContent] = useState('');
  const [blank, setBlank] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const message = blank ? t('forum.thread.replyEmpty') : error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replying) return;
    const text = content.trim();
    if (!text) {
      setBlank(true);
      fieldRef.current?.focus();
      return;
    }
    onReply(text);
  };

  return (
    <form className="spw-forum-reply-form" noValidate onSubmit={submit} aria-busy={replying || undefined}>
      <TextareaField
        ref={fieldRef}
        label={t('forum.thread.replyLabel')}
        rows={4}
        maxLength={REPLY_MAX}
        required
        value={content}
        error={message}
        // What the member writes, in their own words: not words of the site.
        translate="no"
        onChange={(event) => {
          setContent(event.currentTarget.value);
          if (blank) setBlank(false);
        }}
      />
      {/* Always in the page, so screen readers are listening when a refusal arrives. */}
      <div role="alert" className="spw-visually-hidden">
        {message}
      </div>
      <Button type="submit" className="spw-forum-reply-form__submit" loading={replying}>
        {t('forum.thread.replySubmit')}
      </Button>
    </form>
  );
}

/** The thread's replies: heading, the page of replies (or its state), the paging. */
function Replies({
  thread,
  replies,
  status,
  paging,
  isAdmin,
  userHrefOf,
  onLike,
  onReport,
  onAskDelete,
  onModerate,
  onRetry,
  form,
}: {
  thread: ForumThread;
  replies: ForumReply[];
  status: ForumThreadScreenProps['repliesStatus'];
  paging: Paged;
  isAdmin: boolean;
  userHrefOf: (uid: number) => string;
  onLike: ForumThreadScreenProps['onLike'];
  onReport: ForumThreadScreenProps['onReport'];
  onAskDelete: (target: Target) => void;
  onModerate: ForumThreadScreenProps['onModerate'];
  onRetry?: () => void;
  form: ReactNode;
}) {
  const t = useT();
  const id = useId();
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-forum-replies__list">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="lines" lines={3} announce={n === 0} />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('forum.thread.repliesError')} onRetry={onRetry} />;
  } else if (replies.length === 0) {
    body = <EmptyState className="spw-forum-replies__empty" title={t('forum.thread.repliesEmpty')} />;
  } else {
    body = (
      <>
        <ol className="spw-forum-replies__list">
          {replies.map((reply) => (
            <li key={reply.id}>
              <Reply
                reply={reply}
                threadAuthor={thread.user.id}
                isAdmin={isAdmin}
                userHrefOf={userHrefOf}
                onLike={onLike}
                onReport={onReport}
                onAskDelete={onAskDelete}
                onModerate={onModerate}
              />
            </li>
          ))}
        </ol>
        <Pagination {...paging} />
      </>
    );
  }
  return (
    <section className="spw-forum-replies" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <h2 id={`${id}-heading`} className="spw-forum-replies__heading">
        {t('forum.thread.replies', { count: thread.reply_amount })}
      </h2>
      {body}
      {form}
    </section>
  );
}

/** A forum thread (/forum/detail?id=): the post, its pictures and likes, its replies and the reply form. */
export function ForumThreadScreen({
  status,
  thread,
  replies,
  repliesStatus,
  repliesPaging,
  isAdmin,
  backHref,
  userHrefOf,
  onLike,
  onReport,
  onDelete,
  onModerate,
  onReply,
  replying,
  replyError,
  replyResetKey = 0,
  canReply,
  cannotReplyNote,
  onRetry,
}: ForumThreadScreenProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const titleId = `${id}-title`;
  const [confirming, setConfirming] = useState<Target | null>(null);

  const back = (
    <a className="spw-forum-thread__back" href={backHref}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M10 3.5 5.5 8l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('forum.thread.back')}
    </a>
  );

  let body: ReactNode;
  if (status === 'loading' || (status === 'ready' && !thread)) {
    body = (
      <Card variant="outline" className="spw-forum-thread__card">
        <Skeleton variant="block" width="70%" height={32} announce />
        <Skeleton variant="lines" lines={5} announce={false} />
      </Card>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('forum.thread.error')} onRetry={onRetry} />;
  } else if (status === 'notFound' || !thread) {
    body = (
      <EmptyState
        title={t('forum.thread.notFound')}
        action={
          <Button asChild variant="secondary">
            <a href={backHref}>{t('forum.thread.back')}</a>
          </Button>
        }
      />
    );
  } else {
    const total = thread.images.length;
    const reason = thread.hidden_reason.trim();
    body = (
      <>
        <Card asChild variant="outline">
          <article className="spw-forum-thread__card" aria-labelledby={titleId} data-hidden={thread.is_hidden || undefined}>
            {thread.is_hidden && (thread.is_mine || isAdmin) ? (
              <p className="spw-forum-thread__notice">
                <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  <path d="M10 5.5v5.5M10 13.6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
                <span>
                  {reason
                    ? intl.formatMessage(
                        { id: 'forum.thread.hiddenNotice' },
                        {
                          // The admin's words, as written.
                          reason: (
                            <span key="reason" translate="no">
                              {reason}
                            </span>
                          ),
                        },
                      )
                    : t('forum.thread.hiddenNoticePlain')}
                </span>
              </p>
            ) : null}
            <header className="spw-forum-thread__head">
              {/* The member's title, as written. */}
              <h1 id={titleId} className="spw-forum-thread__title" translate="no">
                {thread.title}
              </h1>
              <Byline
                user={thread.user}
                date={thread.created_at}
                href={userHrefOf(thread.user.id)}
                size="md"
                extra={
                  thread.is_hidden ? (
                    <Tag tone="danger" size="sm">
                      {t('forum.thread.hiddenTag')}
                    </Tag>
                  ) : null
                }
              />
            </header>
            {/* What the member wrote: plain text, line breaks kept. */}
            <p className="spw-forum-thread__content" translate="no">
              {thread.content}
            </p>
            {total > 0 ? (
              <ul className="spw-forum-thread__images" aria-label={t('forum.thread.images')} data-count={Math.min(total, 3)}>
                {thread.images.map((url, index) => (
                  <li key={`${index}-${url}`}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={url}
                        alt={t('forum.thread.image', { index: index + 1, total })}
                        width={IMAGE_WIDTH}
                        height={IMAGE_HEIGHT}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="spw-forum-actions spw-forum-thread__actions" role="group" aria-label={t('forum.thread.actions')}>
              <LikeButton liked={thread.is_like} count={thread.like_amount} onToggle={(like) => onLike('thread', thread.id, like)} />
              {thread.is_mine || thread.is_hidden || isAdmin ? null : (
                <Button variant="ghost" size="sm" onClick={() => onReport('thread', thread.id)}>
                  {t('forum.thread.report')}
                </Button>
              )}
              <ModerationButtons
                target={{ kind: 'thread', id: thread.id }}
                hidden={thread.is_hidden}
                mine={thread.is_mine}
                isAdmin={isAdmin}
                onAskDelete={setConfirming}
                onModerate={onModerate}
              />
            </div>
          </article>
        </Card>
        <Replies
          thread={thread}
          replies={replies}
          status={repliesStatus}
          paging={repliesPaging}
          isAdmin={isAdmin}
          userHrefOf={userHrefOf}
          onLike={onLike}
          onReport={onReport}
          onAskDelete={setConfirming}
          onModerate={onModerate}
          onRetry={onRetry}
          form={
            canReply ? (
              <ReplyForm key={replyResetKey} replying={replying} error={replyError} onReply={onReply} />
            ) : (
              <p className="spw-forum-reply-form__closed">{cannotReplyNote || t('forum.thread.replyClosed')}</p>
            )
          }
        />
      </>
    );
  }

  const replyDelete = confirming?.kind === 'reply';
  return (
    <div className="spw-forum-thread" aria-busy={status === 'loading' || undefined}>
      {back}
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t(replyDelete ? 'forum.thread.replyDeleteTitle' : 'forum.thread.deleteTitle')}
        description={t(replyDelete ? 'forum.thread.replyDeleteBody' : 'forum.thread.deleteBody')}
        confirmLabel={t('forum.thread.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (confirming) onDelete(confirming.kind, confirming.id);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
