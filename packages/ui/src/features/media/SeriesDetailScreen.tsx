import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { articleLangTag } from '../article/articleText.ts';
import { durationClock, entryKey, mediaText, type Series, type SeriesEntry, type SeriesProgress } from './videoText.ts';
import './series.css';

type EntryKind = SeriesEntry['kind'];

export interface SeriesDetailScreenProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  series?: Series;
  /** The member's progress; undefined for a visitor (who sees a sign-in prompt instead), or while it loads. */
  progress: SeriesProgress | undefined;
  signedIn: boolean;
  /** Visitors: where the sign-in prompt leads (coming back here). */
  loginHref: string;
  /** A video's page. */
  videoHref: (id: number) => string;
  /** An article's page. */
  articleHref: (id: number) => string;
  /** Members: mark an entry finished or not (articles by a button; videos too, for someone who watched elsewhere). */
  onMark: (entry: { kind: EntryKind; id: number }, done: boolean) => void;
  /** The entry being marked (its button waits): entryKey(…). */
  busyKey?: string;
  /** All videos: where a reader goes from a series that does not exist, or has nothing in it. */
  listHref: string;
  onRetry?: () => void;
}

/** A cover's drawn size (16:9): the picture keeps its room while it loads. */
const COVER = { width: 640, height: 360 } as const;
const THUMB = { width: 320, height: 180 } as const;

/** One entry as the list shows it, in the reader's language. */
interface Row {
  kind: EntryKind;
  id: number;
  key: string;
  href: string;
  title: string;
  titleLang: 'en' | 'zh-CN';
  cover: string;
  /** A video's length (4:05); '' for an article or an unknown length. */
  duration: string;
  /** An article's author, in the article's language. */
  author: { name: string; lang: 'en' | 'zh-CN' } | null;
}

/**
 * A series (/series/detail?id=, in the site's layout): its cover, title, summary and size; for a
 * member their progress and the way on to the first entry not yet finished (for a visitor the way
 * to sign in and keep track); then its videos and articles in order, each with its kind, picture,
 * title and — for a member — whether it is finished, with a button to mark it so or not.
 */
export function SeriesDetailScreen({
  status,
  series,
  progress,
  signedIn,
  loginHref,
  videoHref,
  articleHref,
  onMark,
  busyKey,
  listHref,
  onRetry,
}: SeriesDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();

  if (status === 'loading') {
    return (
      <section className="spw-series" aria-busy="true">
        <div className="spw-series__head">
          <Skeleton variant="block" announce={false} className="spw-series__cover-placeholder spw-series__placeholder" />
          <div className="spw-series__intro">
            <Skeleton lines={4} />
          </div>
        </div>
        <div className="spw-series__placeholders" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="block" height={96} announce={false} className="spw-series__placeholder" />
          ))}
        </div>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-series">
        <LoadError title={t('series.detail.error')} onRetry={onRetry} />
      </section>
    );
  }
  if (status === 'notFound' || !series) {
    return (
      <section className="spw-series spw-series--missing" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="spw-series__title">
          {t('series.detail.notFound')}
        </h1>
        <p className="spw-series__missing">{t('series.detail.notFoundText')}</p>
        <Button asChild variant="secondary">
          <a href={listHref}>{t('series.detail.toList')}</a>
        </Button>
      </section>
    );
  }

  const text = mediaText(series, locale);
  const rows = series.entries.flatMap((entry): Row[] => {
    const key = entryKey(entry);
    if (entry.kind === 'video' && entry.video) {
      const video = mediaText(entry.video, locale);
      return [
        {
          kind: 'video',
          id: entry.id,
          key,
          href: videoHref(entry.id),
          title: video.title,
          titleLang: video.titleLang,
          cover: entry.video.cover,
          duration: durationClock(entry.video.duration),
          author: null,
        },
      ];
    }
    if (entry.kind === 'article' && entry.article) {
      const lang = articleLangTag(entry.article.lang);
      return [
        {
          kind: 'article',
          id: entry.id,
          key,
          href: articleHref(entry.id),
          title: entry.article.title,
          titleLang: lang,
          cover: entry.article.cover,
          duration: '',
          author: entry.article.nickname ? { name: entry.article.nickname, lang } : null,
        },
      ];
    }
    // Its video or article is gone (no longer public): nothing to show.
    return [];
  });

  const finished = new Set((progress?.done ?? []).map(entryKey));
  const doneCount = rows.filter((row) => finished.has(row.key)).length;
  const next = rows.find((row) => !finished.has(row.key));
  const member = signedIn && progress !== undefined;

  let panel = null;
  if (rows.length > 0) {
    if (!signedIn) {
      panel = (
        <div className="spw-series__progress" data-state="visitor">
          <Button asChild variant="secondary">
            <a href={loginHref}>{t('series.detail.signIn')}</a>
          </Button>
        </div>
      );
    } else if (!progress) {
      // The member's progress is on its way: its place kept.
      panel = (
        <div className="spw-series__progress" data-state="loading">
          <Skeleton lines={2} />
        </div>
      );
    } else {
      panel = (
        <div className="spw-series__progress" data-state={next ? 'learning' : 'done'}>
          <p className="spw-series__progress-heading">{t('series.detail.progressHeading')}</p>
          <div className="spw-series__meter">
            <p id={`${id}-progress`} className="spw-series__progress-text">
              {t('series.detail.progress', { done: doneCount, total: rows.length })}
            </p>
            <progress className="spw-series__bar" max={rows.length} value={doneCount} aria-labelledby={`${id}-progress`} />
          </div>
          {next ? (
            <div className="spw-series__next">
              <Button asChild>
                <a href={next.href} aria-describedby={`${id}-next`}>
                  {t(doneCount > 0 ? 'series.detail.continue' : 'series.detail.start')}
                </a>
              </Button>
              <p id={`${id}-next`} className="spw-series__next-text">
                <FormattedMessage
                  id="series.detail.next"
                  values={{
                    title: (
                      <span key="title" lang={next.titleLang}>
                        {next.title}
                      </span>
                    ),
                  }}
                />
              </p>
            </div>
          ) : (
            <p className="spw-series__all-done">
              <CheckMark />
              <strong>{t('series.detail.allDone')}</strong>
              <span className="spw-series__all-done-text">{t('series.detail.allDoneText')}</span>
            </p>
          )}
        </div>
      );
    }
  }

  return (
    <article className="spw-series" aria-labelledby={`${id}-title`}>
      <header className="spw-series__head">
        {/* Decorative: the title says what the series is. Without a picture the gradient shows. */}
        <div className="spw-series__cover">
          {series.cover ? <img src={series.cover} alt="" width={COVER.width} height={COVER.height} fetchPriority="high" /> : null}
        </div>
        <div className="spw-series__intro">
          <p className="spw-series__eyebrow">
            <Tag tone="gold" size="sm">
              {t('series.detail.label')}
            </Tag>
            <span className="spw-series__count">{t('series.detail.count', { count: rows.length })}</span>
          </p>
          <h1 id={`${id}-title`} className="spw-series__title" lang={text.titleLang}>
            {text.title}
          </h1>
          {text.summary ? (
            <p className="spw-series__summary" lang={text.summaryLang}>
              {text.summary}
            </p>
          ) : null}
          {panel}
        </div>
      </header>
      {rows.length === 0 ? (
        <EmptyState
          className="spw-series__empty"
          title={t('series.detail.empty')}
          description={t('series.detail.emptyText')}
          action={
            <Button asChild variant="secondary">
              <a href={listHref}>{t('series.detail.toList')}</a>
            </Button>
          }
        />
      ) : (
        <section className="spw-series__contents" aria-labelledby={`${id}-contents`}>
          <h2 id={`${id}-contents`} className="spw-series__heading">
            {t('series.detail.contents')}
          </h2>
          <ol className="spw-series__entries">
            {rows.map((row, index) => {
              const done = finished.has(row.key);
              const busy = busyKey === row.key;
              const titleId = `${id}-entry-${index}`;
              return (
                <li key={row.key} className="spw-series-entry" data-kind={row.kind} data-done={member && done ? '' : undefined}>
                  {/* The list numbers the entries for a screen reader already. */}
                  <span className="spw-series-entry__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="spw-series-entry__body">
                    <h3 id={titleId} className="spw-series-entry__title" lang={row.titleLang}>
                      {/* The whole row is the link's target (its ::after covers the row). */}
                      <a href={row.href}>{row.title}</a>
                    </h3>
                    <p className="spw-series-entry__meta">
                      <Tag tone={row.kind === 'video' ? 'info' : 'neutral'} size="sm">
                        {t(row.kind === 'video' ? 'series.detail.kindVideo' : 'series.detail.kindArticle')}
                      </Tag>
                      {row.author ? (
                        <span className="spw-series-entry__author">
                          <span className="spw-visually-hidden">{t('series.detail.author')} </span>
                          <span lang={row.author.lang}>{row.author.name}</span>
                        </span>
                      ) : null}
                    </p>
                  </div>
                  {/* Decorative picture, drawn before the text; a video's length over its corner. */}
                  <div className="spw-series-entry__thumb" data-empty={row.cover ? undefined : ''}>
                    {row.cover ? (
                      <img src={row.cover} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
                    ) : row.kind === 'video' ? (
                      <PlayMark />
                    ) : (
                      <PageMark />
                    )}
                    {row.duration ? (
                      <span className="spw-series-entry__duration">
                        <span className="spw-visually-hidden">{t('series.detail.duration')} </span>
                        {row.duration}
                      </span>
                    ) : null}
                  </div>
                  {member ? (
                    <div className="spw-series-entry__status">
                      {done ? (
                        <span className="spw-series-entry__done">
                          <CheckMark />
                          {t('series.detail.done')}
                        </span>
                      ) : null}
                      {/* aria-disabled rather than disabled while the call is on its way: the button keeps the focus. */}
                      <Button
                        variant={done ? 'ghost' : 'secondary'}
                        size="sm"
                        className="spw-series-entry__mark"
                        aria-pressed={done}
                        aria-disabled={busy || undefined}
                        aria-busy={busy || undefined}
                        aria-describedby={titleId}
                        onClick={() => {
                          if (!busy) onMark({ kind: row.kind, id: row.id }, !done);
                        }}
                      >
                        {busy ? <span className="spw-button__spinner" aria-hidden="true" /> : null}
                        {t(done ? 'series.detail.markUndone' : 'series.detail.markDone')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </article>
  );
}

function CheckMark() {
  return (
    <svg className="spw-series__check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path
        d="M4.8 8.3l2.2 2.1 4.2-4.6"
        fill="none"
        stroke="var(--color-surface)"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A video's stand-in picture: a play sign. */
function PlayMark() {
  return (
    <svg className="spw-series-entry__placeholder" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="17" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 16.5v15l12-7.5z" fill="currentColor" />
    </svg>
  );
}

/** An article's stand-in picture: a page of text. */
function PageMark() {
  return (
    <svg className="spw-series-entry__placeholder" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M12 6h17l9 9v27H12z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M29 6v9h9M18 24h14M18 30h14M18 36h9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
