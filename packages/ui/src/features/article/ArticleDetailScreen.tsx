import type { components } from '@spw/api';
import { formatDate, formatNumber } from '@spw/i18n';
import { useId, useMemo, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag, type TagProps } from '../../components/Tag.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { articleLangTag, columnOf, withScrollingTables } from './articleText.ts';
import './article.css';

type Article = components['schemas']['Article'];
type ArticlePreview = components['schemas']['ArticlePreview'];

/** What the preview banner tells: the article's review state, from /article/preview. */
export type ArticlePreviewState = Pick<ArticlePreview, 'censor_status' | 'status' | 'censor_reason' | 'is_revision'>;

/** The cover's drawn size (16:9): set on the picture so the text below does not jump when it arrives. */
const COVER = { width: 1200, height: 675 } as const;

export interface ArticleDetailScreenProps {
  /** 'notFound': no published article with that id (or, previewing, none the reader may see). */
  status: 'loading' | 'error' | 'notFound' | 'ready';
  article: Article | null;
  /** Where a reader goes from an article that does not exist. */
  homeHref: string;
  /** The author's page. */
  authorHref: string;
  /** The article's column; undefined when it has none (column_id 0). */
  columnHref: string | undefined;
  /** Following the author; hidden when the reader is the author. */
  follow: { following: boolean; busy?: boolean; onToggle: () => void; hidden?: boolean };
  /** Like or take the like back (the container decides by article.is_like). */
  onLike: () => void;
  /** Favourite or take it back (by article.is_favorite). */
  onFavorite: () => void;
  /** A like or favourite is on its way: the two buttons wait. */
  marksBusy?: boolean;
  /** The container copies the link and says so. */
  onShare: () => void;
  onRetry?: () => void;
  /** /article/preview: a banner with the review state on top, and no like, favourite or share. */
  preview?: ArticlePreviewState;
}

type PreviewKind = 'draft' | 'pending' | 'rejected' | 'unpublished' | 'published';

const PREVIEW_TONE: Record<PreviewKind, NonNullable<TagProps['tone']>> = {
  draft: 'neutral',
  pending: 'info',
  rejected: 'danger',
  unpublished: 'neutral',
  published: 'success',
};

function previewKind({ censor_status, status }: ArticlePreviewState): PreviewKind {
  if (censor_status === 3) return 'draft';
  if (censor_status === 0) return 'pending';
  if (censor_status === 2) return 'rejected';
  return status === 1 ? 'published' : 'unpublished';
}

/** The preview's banner: whose eyes this is for, and where the article stands. */
function PreviewBanner({ preview }: { preview: ArticlePreviewState }) {
  const t = useT();
  const kind = previewKind(preview);
  // A revision's readers still see the published version: only a rejection's advice applies to it.
  const explain = !preview.is_revision || kind === 'rejected';
  return (
    <div role="status" className="spw-article__preview">
      <p className="spw-article__preview-head">
        <strong>{t('article.preview.title')}</strong>
        <Tag tone={PREVIEW_TONE[kind]} size="sm">
          {t(`article.preview.${kind}`)}
        </Tag>
      </p>
      {explain ? <p>{t(`article.preview.${kind}Text`)}</p> : null}
      {kind === 'rejected' && preview.censor_reason.trim() ? (
        <p className="spw-article__preview-reason">{t('article.preview.reason', { reason: preview.censor_reason })}</p>
      ) : null}
      {preview.is_revision ? <p>{t('article.preview.revisionText')}</p> : null}
    </div>
  );
}

const ICONS = {
  like: <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />,
  favorite: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  share: (
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
    </>
  ),
} satisfies Record<string, ReactNode>;

function ActionIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="spw-article__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

/**
 * An article to read (/article/detail?id=), and an author's or an admin's preview of one
 * (/article/preview?id=). A page of its own (the standalone layout): it draws its own <main>.
 */
export function ArticleDetailScreen({
  status,
  article,
  homeHref,
  authorHref,
  columnHref,
  follow,
  onLike,
  onFavorite,
  marksBusy = false,
  onShare,
  onRetry,
  preview,
}: ArticleDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const tableLabelId = `${id}-table`;
  const content = article?.content ?? '';
  const html = useMemo(() => withScrollingTables(content, tableLabelId), [content, tableLabelId]);

  if (status === 'loading') {
    return (
      <main className="spw-article" aria-busy="true">
        <div className="spw-article__head" aria-hidden="true">
          <Skeleton lines={2} announce={false} />
          <div className="spw-article__byline">
            <Skeleton variant="circle" width={40} announce={false} />
            <Skeleton lines={2} announce={false} className="spw-article__who" />
          </div>
        </div>
        <Skeleton variant="block" announce={false} className="spw-article__cover" />
        <Skeleton lines={8} />
      </main>
    );
  }
  if (status === 'error') {
    return (
      <main className="spw-article">
        <LoadError title={t('article.detail.error')} onRetry={onRetry} />
      </main>
    );
  }
  if (status === 'notFound' || !article) {
    return (
      <main className="spw-article">
        <h1 className="spw-article__title">{t('article.detail.notFound')}</h1>
        <p className="spw-article__missing">{t('article.detail.notFoundText')}</p>
        <Button asChild>
          <a href={homeHref}>{t('article.detail.home')}</a>
        </Button>
      </main>
    );
  }

  const textLang = articleLangTag(article.lang);
  const column = columnOf(article, locale);
  const mark = (action: () => void) => () => {
    // aria-disabled rather than disabled: the pressed button keeps the focus while it waits.
    if (!marksBusy) action();
  };
  return (
    <main className="spw-article">
      {preview ? <PreviewBanner preview={preview} /> : null}
      <article className="spw-article__article" aria-labelledby={`${id}-title`}>
        <header className="spw-article__head">
          {column ? (
            <p className="spw-article__kicker">
              <span>{t('article.column')}</span>{' '}
              {columnHref ? (
                <a href={columnHref} lang={column.lang}>
                  {column.name}
                </a>
              ) : (
                <span lang={column.lang}>{column.name}</span>
              )}
            </p>
          ) : null}
          <h1 id={`${id}-title`} className="spw-article__title" lang={textLang}>
            {article.title}
          </h1>
          <div className="spw-article__byline">
            <Avatar src={article.avatar || undefined} name={article.nickname} size="md" decorative />
            <div className="spw-article__who">
              <p className="spw-article__author">
                {/* A name as its owner wrote it: not words of the site. */}
                <a href={authorHref} translate="no">
                  {article.nickname}
                </a>
                {article.is_verified === 1 ? <VerifiedBadge verified_type={article.verified_type} size="sm" /> : null}
              </p>
              <p className="spw-article__date">
                <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
              </p>
            </div>
            {follow.hidden ? null : (
              <Button
                variant={follow.following ? 'secondary' : 'primary'}
                size="sm"
                className="spw-article__follow"
                aria-pressed={follow.following}
                aria-disabled={follow.busy || undefined}
                aria-busy={follow.busy || undefined}
                onClick={() => {
                  if (!follow.busy) follow.onToggle();
                }}
              >
                {t(follow.following ? 'article.following' : 'article.follow')}
              </Button>
            )}
          </div>
        </header>
        {article.cover ? (
          <img
            className="spw-article__cover"
            src={article.cover}
            alt=""
            width={COVER.width}
            height={COVER.height}
            loading="eager"
            fetchPriority="high"
          />
        ) : null}
        {/* Cleaned by the server (an allow-list of tags and attributes) on every write, before it was stored. */}
        <div className="spw-article__content" lang={textLang} dangerouslySetInnerHTML={{ __html: html }} />
        <span id={tableLabelId} hidden>
          {t('article.table')}
        </span>
        {preview ? null : (
          <div className="spw-article__actions" role="group" aria-label={t('article.actions')}>
            <Button
              variant="secondary"
              className="spw-article__action"
              aria-pressed={article.is_like}
              aria-disabled={marksBusy || undefined}
              aria-label={t('article.like', { count: article.like_amount })}
              onClick={mark(onLike)}
            >
              <ActionIcon name="like" />
              <span>{formatNumber(article.like_amount, locale)}</span>
            </Button>
            <Button
              variant="secondary"
              className="spw-article__action"
              aria-pressed={article.is_favorite}
              aria-disabled={marksBusy || undefined}
              aria-label={t('article.favorite', { count: article.favorite_amount })}
              onClick={mark(onFavorite)}
            >
              <ActionIcon name="favorite" />
              <span>{formatNumber(article.favorite_amount, locale)}</span>
            </Button>
            <Button variant="secondary" className="spw-article__action" onClick={onShare}>
              <ActionIcon name="share" />
              <span>{t('article.share')}</span>
            </Button>
          </div>
        )}
      </article>
    </main>
  );
}
