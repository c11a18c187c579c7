import type { components } from '@spw/api';
import { useId, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Chevron } from '../../components/Chevron.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { ArticleListScreen } from '../article/ArticleListScreen.tsx';
import {
  LIVE_STATUS,
  LIVE_STATUS_LABEL,
  beijingSchedule,
  broadcastParagraphs,
  broadcastText,
  countdownClock,
  countdownParts,
  liveStatusAt,
  speakerText,
  type Broadcast,
  type BroadcastSourceType,
  type BroadcastStatus,
} from './broadcastText.ts';
import { LivePlayer } from './LivePlayer.tsx';
import './live-detail.css';

type ArticleItem = components['schemas']['ArticleItem'];

export interface LiveDetailScreenProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  broadcast?: Broadcast;
  /** The clock (ms): the container ticks it every second; stories pass FIXED_NOW. */
  now: number;
  /** Whether the member asked to be reminded; undefined for a visitor. */
  reminded: boolean | undefined;
  remindBusy?: boolean;
  /** Members: toggles the reminder. */
  onRemind: (on: boolean) => void;
  /** Visitors: where "remind me" leads (sign in, coming back here). */
  loginHref: string;
  /** Back to all live streams. */
  listHref: string;
  /** A related article's page. */
  articleHref: (id: number) => string;
  /**
   * A related article's author's page (/user/index?uid=): the article cards link their authors.
   * Without it an author's name leads to the article itself.
   */
  authorHref?: (uid: number) => string;
  onRetry?: () => void;
}

const STATUS_TONE = { 0: 'gold', 1: 'danger', 2: 'neutral' } as const satisfies Record<BroadcastStatus, 'gold' | 'danger' | 'neutral'>;

/** A recording's kind, from its address: an HLS playlist ends in .m3u8, anything else is a file. */
const replayType = (url: string): BroadcastSourceType => (/\.m3u8(?:[?#]|$)/i.test(url) ? 'hls' : 'mp4');

/** Nothing to page through: a stream's related articles come in one list. */
const noPaging = () => undefined;

/**
 * A live stream's page (/live/detail?id=), standalone (no site header: its own slim bar back to
 * the list): the player — the stream while it is on, the replay after, a countdown before — its
 * status, title, host and Beijing-time schedule, the reminder before it starts, then what it is
 * about, its speakers and the related articles.
 */
export function LiveDetailScreen({
  status,
  broadcast,
  now,
  reminded,
  remindBusy = false,
  onRemind,
  loginHref,
  listHref,
  articleHref,
  authorHref,
  onRetry,
}: LiveDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  // Whether an article is pinned in the news list says nothing here: its tag is left out.
  const articles = broadcast?.articles;
  const items = useMemo(() => (articles ?? []).map((a) => (a.is_top === 1 ? { ...a, is_top: 0 as const } : a)), [articles]);

  const bar = (
    <header className="spw-live-detail__bar">
      <a className="spw-live-detail__back" href={listHref}>
        <Chevron direction="left" />
        <span>{t('live.detail.back')}</span>
      </a>
    </header>
  );

  if (status === 'loading') {
    return (
      <div className="spw-live-detail">
        {bar}
        <main className="spw-live-detail__main" aria-busy="true">
          <div className="spw-live-detail__stage">
            <Skeleton variant="block" className="spw-live-detail__player-placeholder" />
            <div className="spw-live-detail__info">
              <Skeleton lines={2} announce={false} className="spw-live-detail__placeholder-title" />
              <Skeleton lines={3} announce={false} />
            </div>
          </div>
          <Skeleton lines={4} announce={false} className="spw-live-detail__placeholder-text" />
        </main>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="spw-live-detail">
        {bar}
        <main className="spw-live-detail__main">
          <LoadError title={t('live.detail.error')} onRetry={onRetry} />
        </main>
      </div>
    );
  }
  if (status === 'notFound' || !broadcast) {
    return (
      <div className="spw-live-detail">
        {bar}
        <main className="spw-live-detail__main spw-live-detail__main--missing" aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} className="spw-live-detail__title">
            {t('live.detail.notFound')}
          </h1>
          <p className="spw-live-detail__missing">{t('live.detail.notFoundText')}</p>
          <Button asChild variant="secondary">
            <a href={listHref}>{t('live.detail.toList')}</a>
          </Button>
        </main>
      </div>
    );
  }

  const b = broadcast;
  const current = liveStatusAt(b, now);
  const text = broadcastText(b, locale);
  const about = broadcastParagraphs(b, locale);
  const replay = current === LIVE_STATUS.closed && b.replay_url !== '';

  let player: { type: BroadcastSourceType; url: string };
  let placeholder: ReactNode = null;
  if (current === LIVE_STATUS.live) {
    player = { type: b.source_type, url: b.source_url };
    placeholder = <p className="spw-live-detail__notice">{t('live.detail.noSource')}</p>;
  } else if (replay) {
    player = { type: replayType(b.replay_url), url: b.replay_url };
  } else if (current === LIVE_STATUS.closed) {
    player = { type: b.source_type, url: '' };
    placeholder = <p className="spw-live-detail__notice">{t('live.detail.noReplay')}</p>;
  } else {
    player = { type: b.source_type, url: '' };
    placeholder = <Countdown ms={Date.parse(b.start_time) - now} />;
  }

  const original = (item: ArticleItem) => articles?.find((a) => a.id === item.id) ?? item;

  return (
    <div className="spw-live-detail">
      {bar}
      <main className="spw-live-detail__main">
        <article className="spw-live-detail__article" aria-labelledby={`${id}-title`}>
          <div className="spw-live-detail__stage">
            <div className="spw-live-detail__player">
              <LivePlayer
                sourceType={player.type}
                url={player.url}
                poster={b.cover}
                title={text.title}
                titleLang={text.titleLang}
                placeholder={placeholder}
              />
            </div>
            <div className="spw-live-detail__info">
              <p className="spw-live-detail__badges">
                <Tag tone={STATUS_TONE[current]} className="spw-live-detail__status" data-status={current}>
                  {current === LIVE_STATUS.live ? <span className="spw-live-detail__dot" aria-hidden="true" /> : null}
                  {t(LIVE_STATUS_LABEL[current])}
                </Tag>
                {replay ? <Tag tone="info">{t('live.replay')}</Tag> : null}
              </p>
              <h1 id={`${id}-title`} className="spw-live-detail__title" lang={text.titleLang}>
                {text.title}
              </h1>
              {text.summary ? (
                <p className="spw-live-detail__summary" lang={text.summaryLang}>
                  {text.summary}
                </p>
              ) : null}
              <dl className="spw-live-detail__facts">
                {text.host ? (
                  <div className="spw-live-detail__fact">
                    <dt>{t('live.detail.host')}</dt>
                    <dd lang={text.hostLang}>{text.host}</dd>
                  </div>
                ) : null}
                <div className="spw-live-detail__fact">
                  <dt>{t('live.detail.time')}</dt>
                  <dd>
                    <FormattedMessage
                      id="live.detail.schedule"
                      values={{ time: <time dateTime={b.start_time}>{beijingSchedule(b, locale)}</time> }}
                    />
                  </dd>
                </div>
              </dl>
              {current === LIVE_STATUS.upcoming ? (
                <div className="spw-live-detail__remind">
                  {reminded === undefined ? (
                    <Button asChild size="lg">
                      <a href={loginHref}>{t('live.detail.remindVisitor')}</a>
                    </Button>
                  ) : (
                    <Button
                      size="lg"
                      variant={reminded ? 'secondary' : 'primary'}
                      aria-pressed={reminded}
                      loading={remindBusy}
                      onClick={() => onRemind(!reminded)}
                    >
                      {remindBusy ? null : <BellMark on={reminded} />}
                      {t(reminded ? 'live.detail.reminded' : 'live.detail.remind')}
                    </Button>
                  )}
                  {b.remind_amount > 0 ? (
                    <p className="spw-live-detail__waiting">{t('live.detail.remindAmount', { count: b.remind_amount })}</p>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
          {/* What it is about, the speakers (beside it on a wide screen) and the related articles. */}
          <div className={b.speakers.length > 0 ? 'spw-live-detail__body spw-live-detail__body--speakers' : 'spw-live-detail__body'}>
            {about.paragraphs.length > 0 ? (
              <section className="spw-live-detail__section spw-live-detail__about-section" aria-labelledby={`${id}-about`}>
                <h2 id={`${id}-about`} className="spw-live-detail__heading">
                  {t('live.detail.about')}
                </h2>
                <div className="spw-live-detail__about" lang={about.lang}>
                  {about.paragraphs.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ) : null}
            {b.speakers.length > 0 ? (
              <section className="spw-live-detail__section spw-live-detail__speakers" aria-labelledby={`${id}-speakers`}>
                <h2 id={`${id}-speakers`} className="spw-live-detail__heading">
                  {t('live.detail.speakers')}
                </h2>
                <ul className="spw-live-detail__speaker-list">
                  {b.speakers.map((speaker, index) => {
                    const who = speakerText(speaker, locale);
                    return (
                      <li key={index} className="spw-live-detail__speaker">
                        {/* The name is written beside it: the picture (or its initials) says nothing more. */}
                        <Avatar src={speaker.avatar || undefined} name={who.name} size="lg" decorative lang={who.nameLang} />
                        <div className="spw-live-detail__speaker-text">
                          <p className="spw-live-detail__speaker-name" lang={who.nameLang}>
                            {who.name}
                          </p>
                          {who.title ? (
                            <p className="spw-live-detail__speaker-title" lang={who.titleLang}>
                              {who.title}
                            </p>
                          ) : null}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
            {items.length > 0 ? (
              <div className="spw-live-detail__section spw-live-detail__articles">
                <ArticleListScreen
                  status="ready"
                  items={items}
                  total={items.length}
                  page={1}
                  rows={items.length}
                  onPageChange={noPaging}
                  hrefOf={(item) => articleHref(original(item).id)}
                  authorHrefOf={(item) => (authorHref ? authorHref(original(item).uid) : articleHref(original(item).id))}
                  heading={t('live.detail.articles')}
                  headingLevel={2}
                />
              </div>
            ) : null}
          </div>
        </article>
      </main>
    </div>
  );
}

/**
 * The time left before a stream starts: 距开播 2 天 03:12:45, ticking with the container's clock.
 * A timer (not a live region: a screen reader is not told every second), named in words.
 */
function Countdown({ ms }: { ms: number }) {
  const t = useT();
  const { days, hours, minutes } = countdownParts(ms);
  const clock = countdownClock(ms);
  const label =
    days > 0
      ? t('live.detail.timerDays', { days, hours, minutes })
      : hours > 0
        ? t('live.detail.timerHours', { hours, minutes })
        : t('live.detail.timerMinutes', { minutes: Math.max(1, minutes) });
  return (
    <div className="spw-live-countdown" role="timer" aria-label={label}>
      <span className="spw-live-countdown__label">{t('live.detail.startsIn')}</span>{' '}
      <span className="spw-live-countdown__clock">{days > 0 ? t('live.detail.countdownDays', { days, clock }) : clock}</span>
    </div>
  );
}

/** A bell, filled once the reminder is set. */
function BellMark({ on }: { on: boolean }) {
  return (
    <svg className="spw-live-detail__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2a4 4 0 0 0-4 4v2.6L2.8 11h10.4L12 8.6V6a4 4 0 0 0-4-4Z"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M6.5 13a1.5 1.5 0 0 0 3 0" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}
