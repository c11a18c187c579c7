import type { components } from '@spw/api';
import { formatDate, pickText } from '@spw/i18n';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import './page.css';

type SitePage = components['schemas']['SitePage'];

export interface PageScreenProps {
  /** 'notFound': the link names no page (or a malformed name). */
  status: 'loading' | 'error' | 'notFound' | 'ready';
  page: SitePage | null;
  /** Where a reader goes from a page that does not exist. */
  homeHref: string;
  onRetry?: () => void;
}

/**
 * An editable page (/page/index?name=agreement): the user agreement, the privacy policy, the
 * purchase rules. English shows the English text when there is one. The HTML was cleaned by the
 * server (an allow-list) when it was written.
 */
export function PageScreen({ status, page, homeHref, onRetry }: PageScreenProps) {
  const locale = useLocale();
  const t = useT();
  // A page of its own (the standalone layout): its content is the document's main landmark.
  if (status === 'loading') {
    return (
      <main className="spw-page" aria-busy="true">
        <Skeleton lines={1} announce={false} className="spw-page__title-placeholder" />
        <Skeleton lines={8} />
      </main>
    );
  }
  if (status === 'error') {
    return (
      <main className="spw-page">
        <LoadError title={t('pages.error')} onRetry={onRetry} />
      </main>
    );
  }
  if (status === 'notFound' || !page) {
    return (
      <main className="spw-page">
        <h1 className="spw-page__title">{t('pages.notFound')}</h1>
        <p className="spw-page__meta">{t('pages.notFoundText')}</p>
        <Button asChild>
          <a href={homeHref}>{t('pages.home')}</a>
        </Button>
      </main>
    );
  }
  const html = pickText(locale, page.content, page.en_content);
  return (
    <main className="spw-page">
      <article lang={locale === 'en' && page.en_content ? 'en' : 'zh-CN'}>
        <header className="spw-page__head">
          <h1 className="spw-page__title">{pickText(locale, page.title, page.en_title)}</h1>
          <p className="spw-page__meta">{t('pages.updated', { date: formatDate(page.updated_at, locale) })}</p>
        </header>
        {/* Cleaned by the server (sanitize-html, an allow-list) before it was stored. */}
        <div className="spw-page__content" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </main>
  );
}
