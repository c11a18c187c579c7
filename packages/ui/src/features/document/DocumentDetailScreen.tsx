import type { components } from '@spw/api';
import { formatDate, formatNumber, type Locale } from '@spw/i18n';
import { useId } from 'react';
import { useLocale, useT, type Translate } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Chevron } from '../../components/Chevron.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { DocumentCover, DownloadMark } from './DocumentCover.tsx';
import { COVER, DOCUMENT_TAG_LABEL, documentSummary, documentText, type DocumentTag } from './documentText.ts';
import './document.css';

type Document = components['schemas']['Document'];

export interface DocumentDetailScreenProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  document?: Document;
  /** A member may download; a visitor sees the members-only prompt. */
  signedIn: boolean;
  /** Login with a redirect back here. */
  loginHref: string;
  /** Ask for the file (the container calls /document/download and starts the download). */
  onDownload: () => void;
  downloading?: boolean;
  /** The download failed: the message to show beside the button. */
  downloadError?: string;
  listHref: string;
  tagHref: (tag: DocumentTag) => string;
  onRetry?: () => void;
}

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as people read it: '860 KB' below a megabyte, '2.4 MB' (one decimal) above. */
function fileSize(bytes: number, locale: Locale, t: Translate): string {
  if (bytes >= MB) {
    return t('document.detail.mb', { size: formatNumber(bytes / MB, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  }
  return t('document.detail.kb', { size: formatNumber(Math.max(1, Math.round(bytes / KB)), locale) });
}

/**
 * A research report (/document/detail?id=): its cover, title, source and facts, the download (a
 * member's button, a visitor's way to sign in), the abstract, and pictures of its first pages.
 */
export function DocumentDetailScreen({
  status,
  document: doc,
  signedIn,
  loginHref,
  onDownload,
  downloading = false,
  downloadError,
  listHref,
  tagHref,
  onRetry,
}: DocumentDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();

  const back = (
    <a className="spw-document__back" href={listHref}>
      <Chevron direction="left" />
      <span>{t('document.detail.back')}</span>
    </a>
  );

  if (status === 'loading') {
    return (
      <section className="spw-document" aria-busy="true">
        {back}
        <div className="spw-document__head">
          <Skeleton variant="block" announce className="spw-document-cover-placeholder spw-document__cover-placeholder" />
          <div className="spw-document__intro">
            <Skeleton lines={2} announce={false} className="spw-document__placeholder-title" />
            <Skeleton lines={4} announce={false} />
            <Skeleton variant="block" height={88} announce={false} className="spw-document__placeholder-panel" />
          </div>
        </div>
        <Skeleton lines={5} announce={false} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-document">
        {back}
        <LoadError title={t('document.detail.error')} onRetry={onRetry} />
      </section>
    );
  }
  if (status === 'notFound' || !doc) {
    return (
      <section className="spw-document spw-document--missing" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="spw-document__title">
          {t('document.detail.notFound')}
        </h1>
        <p className="spw-document__missing">{t('document.detail.notFoundText')}</p>
        <Button asChild variant="secondary">
          <a href={listHref}>{t('document.detail.toList')}</a>
        </Button>
      </section>
    );
  }

  const text = documentText(doc, locale);
  const summary = documentSummary(doc, locale);
  const paragraphs = summary.text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const rest = doc.previews.length > 0 && doc.pages > doc.previews.length;

  return (
    <article className="spw-document" aria-labelledby={`${id}-title`}>
      {back}
      <header className="spw-document__head">
        {/* In view at once: the page's largest picture. */}
        <DocumentCover
          src={doc.cover}
          title={text.title}
          titleLang={text.titleLang}
          className="spw-document__cover"
          loading="eager"
          fetchPriority="high"
        />
        <div className="spw-document__intro">
          <h1 id={`${id}-title`} className="spw-document__title" lang={text.titleLang}>
            {text.title}
          </h1>
          <dl className="spw-document__facts">
            <div className="spw-document__fact spw-document__fact--source">
              <dt>{t('document.detail.source')}</dt>
              <dd lang={text.sourceLang}>{text.source}</dd>
            </div>
            <div className="spw-document__fact">
              <dt>{t('document.detail.date')}</dt>
              <dd>
                <time dateTime={doc.date}>{formatDate(doc.date, locale)}</time>
              </dd>
            </div>
            {doc.pages > 0 ? (
              <div className="spw-document__fact">
                <dt>{t('document.detail.pages')}</dt>
                <dd>{formatNumber(doc.pages, locale)}</dd>
              </div>
            ) : null}
            {doc.file_size > 0 ? (
              <div className="spw-document__fact">
                <dt>{t('document.detail.size')}</dt>
                <dd>{fileSize(doc.file_size, locale, t)}</dd>
              </div>
            ) : null}
            <div className="spw-document__fact">
              <dt>{t('document.detail.downloads')}</dt>
              <dd>{formatNumber(doc.download_amount, locale)}</dd>
            </div>
          </dl>
          {doc.tags.length > 0 ? (
            <div className="spw-document__topics">
              <span id={`${id}-topics`} className="spw-document__topics-label">
                {t('document.detail.topics')}
              </span>
              <ul aria-labelledby={`${id}-topics`}>
                {doc.tags.map((topic) => (
                  <li key={topic}>
                    <Tag asChild tone="gold">
                      <a href={tagHref(topic)}>{t(DOCUMENT_TAG_LABEL[topic])}</a>
                    </Tag>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {signedIn ? (
            <div className="spw-document__download spw-document__download--member">
              <Button
                size="lg"
                className="spw-document__download-button"
                aria-busy={downloading || undefined}
                aria-disabled={downloading || undefined}
                onClick={() => {
                  if (!downloading) onDownload();
                }}
              >
                {downloading ? (
                  <span className="spw-document__spinner" aria-hidden="true" />
                ) : (
                  <DownloadMark className="spw-document__mark" />
                )}
                {t(downloading ? 'document.detail.downloading' : 'document.detail.download')}
              </Button>
              {downloadError ? (
                <p role="alert" className="spw-document__download-error">
                  {downloadError}
                </p>
              ) : null}
            </div>
          ) : (
            <div className="spw-document__download spw-document__download--visitor">
              <div className="spw-document__notice">
                <p className="spw-document__notice-title">
                  <LockMark />
                  <span>{t('document.detail.membersOnly')}</span>
                </p>
                <p className="spw-document__notice-text">{t('document.detail.membersText')}</p>
              </div>
              <Button asChild size="lg">
                <a href={loginHref}>{t('document.detail.signIn')}</a>
              </Button>
            </div>
          )}
        </div>
      </header>
      <section className="spw-document__section" aria-labelledby={`${id}-abstract`}>
        <h2 id={`${id}-abstract`} className="spw-document__heading">
          {t('document.detail.abstract')}
        </h2>
        {paragraphs.length > 0 ? (
          <div className="spw-document__abstract" lang={summary.lang}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="spw-document__none">{t('document.detail.noAbstract')}</p>
        )}
      </section>
      <section className="spw-document__section" aria-labelledby={`${id}-previews`}>
        <h2 id={`${id}-previews`} className="spw-document__heading">
          {t('document.detail.previews')}
        </h2>
        {doc.previews.length === 0 ? (
          <p className="spw-document__none spw-document__pending">{t('document.detail.previewsPending')}</p>
        ) : (
          <ol className="spw-document__previews">
            {doc.previews.map((src, index) => (
              <li key={`${index}-${src}`}>
                <figure className="spw-document__preview">
                  <img
                    src={src}
                    alt={t('document.detail.pageAlt', { title: text.title, page: index + 1 })}
                    width={COVER.width}
                    height={COVER.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption>{t('document.detail.page', { page: index + 1 })}</figcaption>
                </figure>
              </li>
            ))}
          </ol>
        )}
        {rest ? <p className="spw-document__rest">{t('document.detail.morePages', { count: doc.pages })}</p> : null}
      </section>
    </article>
  );
}

function LockMark() {
  return (
    <svg className="spw-document__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
