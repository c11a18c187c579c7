import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import {
  beijingSchedule,
  broadcastText,
  countdownParts,
  LIVE_STATUS,
  LIVE_STATUS_LABEL,
  liveStatusAt,
  type BroadcastItem,
} from './broadcastText.ts';
import './live-list.css';

export interface BroadcastCardProps {
  item: BroadcastItem;
  /** The time now (ms): the status and the countdown follow it. */
  now: number;
  /** The stream's page. */
  href: string;
  /** undefined: a visitor (the remind control is a link to loginHref); otherwise the member's reminder. */
  reminded: boolean | undefined;
  onRemind: (item: BroadcastItem, on: boolean) => void;
  loginHref: string;
  /** The reminder is being set or removed: the button waits. */
  busy?: boolean;
  /** 'wide' for the featured in-progress card on /live/index; default 'card'. */
  size?: 'card' | 'wide';
  headingLevel?: 2 | 3;
}

/** A cover's drawn size (16:9): the picture keeps its room while it loads. */
const COVER = { width: 640, height: 360 } as const;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A live stream's card: its 16:9 cover with the status over it, the title (the stream's link,
 * the whole card its target), host, schedule in Beijing time and summary; then what can be done
 * now: before the start a countdown and the reminder, during it the way in, after it the replay.
 */
export function BroadcastCard({
  item,
  now,
  href,
  reminded,
  onRemind,
  loginHref,
  busy = false,
  size = 'card',
  headingLevel = 3,
}: BroadcastCardProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const status = liveStatusAt(item, now);
  const text = broadcastText(item, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const wide = size === 'wide';
  const replay = status === LIVE_STATUS.closed && item.has_replay;

  let foot = null;
  if (status === LIVE_STATUS.upcoming) {
    // Minutes are enough on a card; the days only when there is at least one.
    const left = countdownParts(Date.parse(item.start_time) - now);
    const clock = `${two(left.hours)}:${two(left.minutes)}`;
    foot = (
      <div className="spw-live-card__foot">
        <div className="spw-live-card__wait">
          <p className="spw-live-card__countdown">
            {left.days > 0 ? t('live.card.countdownDays', { days: left.days, clock }) : t('live.card.countdown', { clock })}
          </p>
          {item.remind_amount > 0 ? (
            <p className="spw-live-card__amount">{t('live.card.remindAmount', { count: item.remind_amount })}</p>
          ) : null}
        </div>
        {reminded === undefined ? (
          <Button asChild variant="secondary" size="sm" className="spw-live-card__action">
            <a href={loginHref} aria-describedby={titleId}>
              <BellMark />
              {t('live.card.remindVisitor')}
            </a>
          </Button>
        ) : (
          // aria-disabled rather than disabled while the call is on its way: the button keeps the focus.
          <Button
            variant="secondary"
            size="sm"
            className="spw-live-card__action spw-live-card__remind"
            aria-pressed={reminded}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            aria-describedby={titleId}
            onClick={() => {
              if (!busy) onRemind(item, !reminded);
            }}
          >
            {busy ? <span className="spw-button__spinner" aria-hidden="true" /> : reminded ? <CheckMark /> : <BellMark />}
            {t(reminded ? 'live.card.reminded' : 'live.card.remind')}
          </Button>
        )}
      </div>
    );
  } else if (status === LIVE_STATUS.live) {
    foot = (
      <div className="spw-live-card__foot">
        <Button asChild size={wide ? 'md' : 'sm'} className="spw-live-card__action">
          <a href={href} aria-describedby={titleId}>
            <PlayMark />
            {t('live.card.watchLive')}
          </a>
        </Button>
      </div>
    );
  } else if (replay) {
    foot = (
      <div className="spw-live-card__foot">
        <Button asChild variant="secondary" size="sm" className="spw-live-card__action">
          <a href={href} aria-describedby={titleId}>
            <PlayMark />
            {t('live.card.watchReplay')}
          </a>
        </Button>
      </div>
    );
  }

  return (
    <article className={wide ? 'spw-live-card spw-live-card--wide' : 'spw-live-card'} data-status={status} aria-labelledby={titleId}>
      <div className="spw-live-card__cover" data-empty={item.cover ? undefined : ''}>
        {/* Decorative: the title beside it says what the stream is. The featured one is in view at once. */}
        {item.cover ? (
          <img
            src={item.cover}
            alt=""
            width={COVER.width}
            height={COVER.height}
            loading={wide ? 'eager' : 'lazy'}
            fetchPriority={wide ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <BroadcastMark className="spw-live-card__placeholder" />
        )}
        <p className="spw-live-card__badges">
          <Tag
            tone={status === LIVE_STATUS.live ? 'danger' : status === LIVE_STATUS.upcoming ? 'gold' : 'neutral'}
            size={wide ? 'md' : 'sm'}
            className="spw-live-badge"
          >
            {status === LIVE_STATUS.live ? <span className="spw-live-badge__dot" aria-hidden="true" /> : null}
            {t(LIVE_STATUS_LABEL[status])}
          </Tag>
          {replay ? (
            <Tag tone="info" size={wide ? 'md' : 'sm'} className="spw-live-badge">
              {t('live.replay')}
            </Tag>
          ) : null}
        </p>
      </div>
      <div className="spw-live-card__body">
        <Heading id={titleId} className="spw-live-card__title" lang={text.titleLang}>
          {/* The whole card is the link's target (its ::after covers the card). */}
          <a href={href}>{text.title}</a>
        </Heading>
        {text.host ? (
          <p className="spw-live-card__host" lang={text.hostLang}>
            {text.host}
          </p>
        ) : null}
        <p className="spw-live-card__schedule">
          <time dateTime={item.start_time}>{beijingSchedule(item, locale)}</time>
          <span className="spw-live-card__zone">{t('live.beijingTime')}</span>
        </p>
        {text.summary ? (
          <p className="spw-live-card__summary" lang={text.summaryLang}>
            {text.summary}
          </p>
        ) : null}
        {foot}
      </div>
    </article>
  );
}

/** A card's place while the list loads. */
export function BroadcastCardPlaceholder({ announce = false }: { announce?: boolean }) {
  return (
    <div className="spw-live-card spw-live-card--placeholder">
      <Skeleton variant="block" announce={announce} className="spw-live-card__cover-placeholder" />
      <div className="spw-live-card__body">
        <Skeleton lines={3} announce={false} />
      </div>
    </div>
  );
}

/** A screen with a play sign: a cover's stand-in. */
function BroadcastMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="38" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M21 18v10l8.5-5z" fill="currentColor" />
      <path d="M16 42h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg className="spw-live-card__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 3.2v9.6L12.8 8z" fill="currentColor" />
    </svg>
  );
}

function BellMark() {
  return (
    <svg className="spw-live-card__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 11.5V7.2a4 4 0 0 1 8 0v4.3l1.2 1.2H2.8zM6.6 14a1.5 1.5 0 0 0 2.8 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CheckMark() {
  return (
    <svg className="spw-live-card__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
