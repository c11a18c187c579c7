import type { components } from '@spw/api';
import { BEIJING_TIME_ZONE, formatDate, LANGUAGE_TAG, type Locale } from '@spw/i18n';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { MESSAGE_MAX } from '../user/SendMessageDialog.tsx';
import './messages.css';

type Conversation = components['schemas']['Conversation'];
type Message = components['schemas']['Message'];
type UserBrief = components['schemas']['UserBrief'];

export { MESSAGE_MAX };

/** The open conversation's messages. */
export interface MessageThread {
  status: 'loading' | 'error' | 'ready' | 'notFound';
  /** Oldest first. */
  messages: Message[];
  hasOlder: boolean;
  onLoadOlder: () => void;
  onRetry: () => void;
}

export interface MessagesScreenProps {
  /** The conversations list. */
  status: 'loading' | 'error' | 'ready';
  conversations: Conversation[];
  /** Unread messages in all (the heading's count). */
  unread: number;
  /** More conversations to load (a 'load more' button at the end of the list). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The open conversation's other member (?with_uid=); null: none open. On phones the list and the thread are two views: with one open only the thread shows, with a back link (listHref). */
  openUid: number | null;
  conversationHrefOf: (c: Conversation) => string;
  listHref: string;
  /** The open thread: its messages oldest first; 'notFound' for a uid that is no member. */
  thread: MessageThread | null;
  /** The other member of the open thread (from the conversation or the profile), for the thread's header: avatar, name linking to their profile. */
  other: UserBrief | null;
  otherHref: string;
  viewerId: number;
  /** The viewer has blocked the open member: the composer is replaced by a note with an unblock button. */
  blocked: boolean;
  blockBusy?: boolean;
  /** Block (after a confirm dialog: '屏蔽后，对方将无法给你发私信' …) or unblock at once. */
  onBlockToggle: () => void;
  sending: boolean;
  /** The server's refusal of the last send (e.g. '对方暂不接收你的私信'), shown at the composer (role=alert). */
  sendError?: string;
  /** Trimmed text; the page clears the composer on success (see `sentCount`). */
  onSend: (content: string) => void;
  /** Grows by one after each successful send: the composer empties when it changes. */
  sentCount: number;
  /** Take messages from members one does not follow (a switch in the list's header: '接收未关注的人发来的私信'). */
  strangers: boolean;
  settingBusy?: boolean;
  onStrangersChange: (allowed: boolean) => void;
  onRetry?: () => void;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** A Beijing-time formatter for a language tag, kept once made. */
function beijing(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: BEIJING_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** '14:42' in Beijing time. */
const clockOf = (value: string, locale: Locale) =>
  beijing(LANGUAGE_TAG[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(value));

/** '11月20日' / '20 Nov' in Beijing time: a conversation's last message. */
const dayOf = (value: string, locale: Locale) => beijing(LANGUAGE_TAG[locale], { month: 'short', day: 'numeric' }).format(new Date(value));

/** The Beijing calendar day ('2026-11-20'): messages of one day share a heading. */
const dayKeyOf = (value: string) => beijing('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));

/** The first line of a message, for the list. */
const firstLine = (text: string) => text.trim().split('\n')[0]?.trim() ?? '';

/** One conversation: the whole row a link to its thread. Its name reads: who, blocked, when, the last message, unread. */
function ConversationLink({ conversation, href, current }: { conversation: Conversation; href: string; current: boolean }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const { user, last, unread, blocked } = conversation;
  // What a member wrote, in their own language: not words of the site.
  const text = (
    <span key="text" translate="no">
      {firstLine(last.content)}
    </span>
  );
  return (
    <a className="spw-convo" href={href} aria-current={current ? 'page' : undefined} data-unread={unread > 0 || undefined}>
      <Avatar src={user.avatar || undefined} name={user.nickname} size="md" decorative />
      {/* The spaces between the parts keep the words apart in the link's name; a flex box draws none of them. */}
      <span className="spw-convo__body">
        <span className="spw-convo__top">
          <span className="spw-convo__who">
            <span className="spw-convo__name" translate="no">
              {user.nickname}
            </span>
            {user.is_verified === 1 ? <VerifiedBadge verified_type={user.verified_type} size="sm" /> : null}
          </span>{' '}
          {blocked ? (
            <>
              <Tag size="sm" className="spw-convo__blocked">
                {t('message.blocked')}
              </Tag>{' '}
            </>
          ) : null}
          <time className="spw-convo__time" dateTime={last.created_at}>
            {dayOf(last.created_at, locale)}
          </time>
        </span>{' '}
        <span className="spw-convo__bottom">
          <span className="spw-convo__last">{last.from_me ? intl.formatMessage({ id: 'message.fromMe' }, { text }) : text}</span>
          {unread > 0 ? (
            <>
              {' '}
              <span className="spw-convo__unread">
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <span className="spw-visually-hidden">{t('message.unreadCount', { count: unread })}</span>
              </span>
            </>
          ) : null}
        </span>
      </span>
    </a>
  );
}

/** The composer: the text, its counter, and Send (or Ctrl/⌘ + Enter). It empties when `sentCount` grows. */
function Composer({ sending, sendError, onSend, sentCount }: Pick<MessagesScreenProps, 'sending' | 'sendError' | 'onSend' | 'sentCount'>) {
  const t = useT();
  const [content, setContent] = useState('');
  const [blank, setBlank] = useState(false);
  const [seen, setSeen] = useState(sentCount);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // A send went through: start afresh.
  if (seen !== sentCount) {
    setSeen(sentCount);
    setContent('');
    setBlank(false);
  }
  const message = blank ? t('profile.message.empty') : sendError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const text = content.trim();
    if (!text) {
      setBlank(true);
      fieldRef.current?.focus();
      return;
    }
    onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <form ref={formRef} className="spw-thread__composer" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <TextareaField
        ref={fieldRef}
        className="spw-thread__field"
        label={t('profile.message.label')}
        placeholder={t('profile.message.placeholder')}
        hint={t('message.shortcut')}
        rows={3}
        maxLength={MESSAGE_MAX}
        value={content}
        error={message}
        // What the member writes, in their own words: not words of the site.
        translate="no"
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setContent(event.currentTarget.value);
          if (blank) setBlank(false);
        }}
      />
      {/* Always in the page, so screen readers are listening when a refusal arrives. */}
      <div role="alert" className="spw-visually-hidden">
        {message}
      </div>
      <Button type="submit" className="spw-thread__send" loading={sending}>
        {t('profile.message.send')}
      </Button>
    </form>
  );
}

/** The messages, grouped by day under a heading each, mine on the right; it scrolls to the newest. */
function MessageHistory({ thread, viewerId, other }: { thread: MessageThread; viewerId: number; other: UserBrief | null }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const scrollRef = useRef<HTMLDivElement>(null);
  const newest = thread.messages[thread.messages.length - 1]?.id;

  // A new message (or the thread first drawn): brought into view. Older ones loaded above leave it be.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  const days: { key: string; messages: Message[] }[] = [];
  for (const message of thread.messages) {
    const key = dayKeyOf(message.created_at);
    const day = days[days.length - 1];
    if (day?.key === key) day.messages.push(message);
    else days.push({ key, messages: [message] });
  }

  return (
    // Focusable, so a keyboard scrolls it.
    <div ref={scrollRef} className="spw-thread__scroll" role="region" aria-label={t('message.history')} tabIndex={0}>
      {thread.hasOlder ? (
        <div className="spw-thread__older">
          <Button variant="ghost" size="sm" onClick={thread.onLoadOlder}>
            {t('message.older')}
          </Button>
        </div>
      ) : null}
      {thread.messages.length === 0 ? (
        <p className="spw-thread__hello">{t('message.threadEmpty')}</p>
      ) : (
        days.map((day) => {
          const first = day.messages[0] as Message;
          return (
            <div key={day.key} className="spw-thread__day">
              <h3 className="spw-thread__date">
                <time dateTime={day.key}>{formatDate(first.created_at, locale)}</time>
              </h3>
              <ol className="spw-thread__messages">
                {day.messages.map((message) => {
                  const mine = message.send_uid === viewerId;
                  const sender = mine ? null : (other ?? message.sender);
                  return (
                    <li key={message.id} className="spw-bubble" data-mine={mine || undefined}>
                      <p className="spw-bubble__text">
                        <span className="spw-visually-hidden">
                          {intl.formatMessage(
                            { id: 'message.said' },
                            {
                              name: sender ? (
                                <span key="name" translate="no">
                                  {sender.nickname}
                                </span>
                              ) : (
                                t('message.me')
                              ),
                            },
                          )}{' '}
                        </span>
                        {/* What a member wrote, as they wrote it: line breaks kept, not words of the site. */}
                        <span translate="no">{message.content}</span>
                      </p>
                      <time className="spw-bubble__time" dateTime={message.created_at}>
                        {clockOf(message.created_at, locale)}
                      </time>
                    </li>
                  );
                })}
              </ol>
            </div>
          );
        })
      )}
    </div>
  );
}

/** A member's private messages (/message/list): the conversations, and the open one (?with_uid=). */
export function MessagesScreen({
  status,
  conversations,
  unread,
  hasMore = false,
  onLoadMore,
  openUid,
  conversationHrefOf,
  listHref,
  thread,
  other,
  otherHref,
  viewerId,
  blocked,
  blockBusy = false,
  onBlockToggle,
  sending,
  sendError,
  onSend,
  sentCount,
  strangers,
  settingBusy = false,
  onStrangersChange,
  onRetry,
}: MessagesScreenProps) {
  const t = useT();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const open = openUid !== null;

  let list: ReactNode;
  if (status === 'loading') {
    list = (
      <div className="spw-convos">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="spw-convo spw-convo--placeholder">
            <Skeleton variant="circle" width={40} announce={index === 0} />
            <Skeleton lines={2} announce={false} className="spw-convo__lines" />
          </div>
        ))}
      </div>
    );
  } else if (status === 'error') {
    list = <LoadError title={t('message.error')} onRetry={onRetry} />;
  } else if (conversations.length === 0) {
    list = <EmptyState title={t('message.empty')} description={t('message.emptyHint')} />;
  } else {
    list = (
      <>
        <ul className="spw-convos" aria-labelledby={`${id}-list`}>
          {conversations.map((conversation) => (
            <li key={conversation.user.id}>
              <ConversationLink
                conversation={conversation}
                href={conversationHrefOf(conversation)}
                current={conversation.user.id === openUid}
              />
            </li>
          ))}
        </ul>
        {hasMore ? (
          <div className="spw-messages__more">
            <Button variant="secondary" size="sm" onClick={onLoadMore}>
              {t('message.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  const threadLabel = other ? t('message.threadWith', { name: other.nickname }) : t('message.thread');
  let pane: ReactNode;
  if (!open || !thread) {
    pane = <EmptyState className="spw-thread__none" title={t('message.none')} description={t('message.noneHint')} />;
  } else if (thread.status === 'notFound') {
    pane = <EmptyState className="spw-thread__none" title={t('message.notFound')} description={t('message.notFoundHint')} />;
  } else {
    const loading = thread.status === 'loading';
    pane = (
      <>
        <header className="spw-thread__head">
          {other ? (
            <>
              <Avatar src={other.avatar || undefined} name={other.nickname} size="md" decorative />
              <h2 className="spw-thread__who">
                {/* A name as its owner wrote it: not words of the site. */}
                <a className="spw-thread__name" href={otherHref} translate="no">
                  {other.nickname}
                </a>
                {other.is_verified === 1 ? <VerifiedBadge verified_type={other.verified_type} size="sm" /> : null}
              </h2>
            </>
          ) : (
            <>
              <Skeleton variant="circle" width={40} announce={false} />
              <Skeleton lines={1} announce={false} className="spw-thread__name-placeholder" />
            </>
          )}
          {blocked ? (
            <Tag size="sm" className="spw-thread__tag">
              {t('message.blocked')}
            </Tag>
          ) : (
            <Button variant="secondary" size="sm" className="spw-thread__block" loading={blockBusy} onClick={() => setConfirming(true)}>
              {t('message.block')}
            </Button>
          )}
        </header>
        <div className="spw-thread__body" aria-busy={loading || undefined}>
          {loading ? (
            <div className="spw-thread__loading">
              <Skeleton lines={2} className="spw-thread__placeholder" />
              <Skeleton lines={2} announce={false} className="spw-thread__placeholder" data-mine="" />
              <Skeleton lines={1} announce={false} className="spw-thread__placeholder" />
            </div>
          ) : thread.status === 'error' ? (
            <LoadError title={t('message.threadError')} onRetry={thread.onRetry} />
          ) : (
            <MessageHistory thread={thread} viewerId={viewerId} other={other} />
          )}
        </div>
        {blocked ? (
          <div className="spw-thread__blocked">
            <p>{t('message.blockedNote')}</p>
            <Button variant="secondary" size="sm" loading={blockBusy} onClick={onBlockToggle}>
              {t('message.unblock')}
            </Button>
          </div>
        ) : thread.status === 'ready' ? (
          // A fresh composer for each conversation: nothing typed to one is sent to another.
          <Composer key={openUid} sending={sending} sendError={sendError} onSend={onSend} sentCount={sentCount} />
        ) : null}
      </>
    );
  }

  return (
    <section className="spw-messages" aria-labelledby={`${id}-heading`} data-open={open || undefined}>
      <header className="spw-messages__head">
        <h1 id={`${id}-heading`} className="spw-messages__heading">
          {t('message.heading')}
        </h1>
        <p className="spw-messages__count" data-unread={unread > 0 || undefined}>
          {unread > 0 ? t('message.unreadCount', { count: unread }) : t('message.allRead')}
        </p>
      </header>
      <div className="spw-messages__panes">
        <section className="spw-messages__list" aria-labelledby={`${id}-list`} aria-busy={status === 'loading' || undefined}>
          <div className="spw-messages__list-head">
            <h2 id={`${id}-list`} className="spw-messages__subheading">
              {t('message.conversations')}
            </h2>
            <button
              type="button"
              role="switch"
              className="spw-switch"
              aria-checked={strangers}
              disabled={settingBusy}
              aria-busy={settingBusy || undefined}
              onClick={() => onStrangersChange(!strangers)}
            >
              <span className="spw-switch__label">{t('message.strangers')}</span>
              <span className="spw-switch__track" aria-hidden="true">
                <span className="spw-switch__thumb" />
              </span>
            </button>
          </div>
          {list}
        </section>
        <section className="spw-messages__thread" aria-label={open ? threadLabel : t('message.none')}>
          {open ? (
            <a className="spw-thread__back" href={listHref}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('message.back')}
            </a>
          ) : null}
          {pane}
        </section>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('message.blockTitle')}
        description={t('message.blockBody')}
        confirmLabel={t('message.block')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onBlockToggle();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
