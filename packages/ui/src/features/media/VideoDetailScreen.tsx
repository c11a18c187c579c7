import { formatDate } from '@spw/i18n';
import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Chevron } from '../../components/Chevron.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { broadcastParagraphs } from './broadcastText.ts';
import { LivePlayer } from './LivePlayer.tsx';
import { durationClock, mediaText, type Video } from './videoText.ts';
import { VideoCard } from './VideoListScreen.tsx';
import './live-detail.css';
import './video.css';

export interface VideoDetailScreenProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  video?: Video;
  /** All videos. */
  listHref: string;
  /** A series' page. */
  seriesHref: (id: number) => string;
  /** A related video's page. */
  detailHref: (id: number) => string;
  /** Called once when the video plays to its end (the page marks series progress with it). */
  onEnded?: () => void;
  onRetry?: () => void;
}

/**
 * A video's page (/media/detail?id=): the way back to every video, the player (the cover until
 * pressed), the title, the day and the length, the series it is part of, what it is about, and
 * other videos beside it (below it on a phone).
 */
export function VideoDetailScreen({ status, video, listHref, seriesHref, detailHref, onEnded, onRetry }: VideoDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  /** The video whose end was reported: a second time through says nothing more. */
  const endedFor = useRef<number | null>(null);

  const back = (
    <a className="spw-live-detail__back spw-video-detail__back" href={listHref}>
      <Chevron direction="left" />
      <span>{t('video.detail.back')}</span>
    </a>
  );

  if (status === 'loading') {
    return (
      <section className="spw-video-detail" aria-busy="true">
        {back}
        <div className="spw-video-detail__layout spw-video-detail__layout--related">
          <div className="spw-video-detail__main">
            <Skeleton variant="block" className="spw-live-detail__player-placeholder" />
            <Skeleton lines={2} announce={false} className="spw-video-detail__placeholder" />
            <Skeleton lines={4} announce={false} className="spw-video-detail__placeholder" />
          </div>
          {/* Where the related videos will be. */}
          <div className="spw-video-detail__related-list">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} variant="block" height={88} announce={false} />
            ))}
          </div>
        </div>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-video-detail">
        {back}
        <LoadError title={t('video.detail.error')} onRetry={onRetry} />
      </section>
    );
  }
  if (status === 'notFound' || !video) {
    return (
      <section className="spw-video-detail spw-video-detail--missing" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="spw-live-detail__title">
          {t('video.detail.notFound')}
        </h1>
        <p className="spw-live-detail__missing">{t('video.detail.notFoundText')}</p>
        <Button asChild variant="secondary">
          <a href={listHref}>{t('video.detail.toList')}</a>
        </Button>
      </section>
    );
  }

  const v = video;
  const text = mediaText(v, locale);
  const about = broadcastParagraphs(v, locale);
  const clock = durationClock(v.duration);
  const ended = () => {
    if (endedFor.current === v.id) return;
    endedFor.current = v.id;
    onEnded?.();
  };

  return (
    <article className="spw-video-detail" aria-labelledby={`${id}-title`}>
      {back}
      <div className={v.related.length > 0 ? 'spw-video-detail__layout spw-video-detail__layout--related' : 'spw-video-detail__layout'}>
        <div className="spw-video-detail__main">
          <LivePlayer
            sourceType={v.source_type}
            url={v.source_url}
            poster={v.cover}
            title={text.title}
            titleLang={text.titleLang}
            onEnded={ended}
          />
          <header className="spw-video-detail__head">
            <h1 id={`${id}-title`} className="spw-live-detail__title" lang={text.titleLang}>
              {text.title}
            </h1>
            <p className="spw-video-detail__meta">
              <time dateTime={v.published_at}>{formatDate(v.published_at, locale)}</time>
              {clock ? <span>{t('video.detail.duration', { clock })}</span> : null}
            </p>
            {text.summary ? (
              <p className="spw-live-detail__summary" lang={text.summaryLang}>
                {text.summary}
              </p>
            ) : null}
          </header>
          {v.series.length > 0 ? (
            <ul className="spw-video-detail__series" aria-label={t('video.detail.seriesList')}>
              {v.series.map((s) => {
                const name = mediaText(s, locale);
                return (
                  <li key={s.id} className="spw-video-series">
                    <SeriesMark />
                    <p className="spw-video-series__text">
                      <FormattedMessage
                        id="video.detail.series"
                        values={{
                          // The whole box is the link's target (its ::after covers the box).
                          title: (
                            <a className="spw-video-series__link" href={seriesHref(s.id)} lang={name.titleLang}>
                              {name.title}
                            </a>
                          ),
                          count: s.count,
                        }}
                      />
                    </p>
                    <Chevron direction="right" />
                  </li>
                );
              })}
            </ul>
          ) : null}
          {about.paragraphs.length > 0 ? (
            <section className="spw-live-detail__section" aria-labelledby={`${id}-about`}>
              <h2 id={`${id}-about`} className="spw-live-detail__heading">
                {t('video.detail.about')}
              </h2>
              <div className="spw-live-detail__about" lang={about.lang}>
                {about.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </section>
          ) : null}
        </div>
        {v.related.length > 0 ? (
          <section className="spw-live-detail__section spw-video-detail__related" aria-labelledby={`${id}-related`}>
            <h2 id={`${id}-related`} className="spw-live-detail__heading">
              {t('video.detail.related')}
            </h2>
            <ul className="spw-video-detail__related-list">
              {v.related.map((item) => (
                <li key={item.id}>
                  <VideoCard item={item} href={detailHref(item.id)} size="small" headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** Stacked screens: a series. */
function SeriesMark() {
  return (
    <svg className="spw-video-series__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="8" width="14" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M7 5h12a2 2 0 0 1 2 2v9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M8.5 11.5v5l4-2.5z" fill="currentColor" />
    </svg>
  );
}
