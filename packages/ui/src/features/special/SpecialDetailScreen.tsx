import type { components } from '@spw/api';
import { formatDate } from '@spw/i18n';
import { useId, useMemo } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { ArticleListScreen } from '../article/ArticleListScreen.tsx';
import { BANNER, specialText } from './specialText.ts';
import './special.css';

type Special = components['schemas']['Special'];
type ArticleItem = components['schemas']['ArticleItem'];

export interface SpecialDetailScreenProps {
  /** 'notFound': no topic with that id that the reader may see. */
  status: 'loading' | 'error' | 'notFound' | 'ready';
  special: Special | null;
  /** An article's page (/article/detail?id=). */
  hrefOf: (item: ArticleItem) => string;
  /** An author's page (/user/index?uid=). */
  authorHrefOf: (item: ArticleItem) => string;
  /** The creator's own view (/creator/special/detail): a notice of its status and an edit link. */
  manage?: { editHref: string; listHref: string };
  /** Where a reader goes from a topic that does not exist (/article/index). */
  homeHref: string;
  onRetry?: () => void;
}

/** Nothing to page through: a topic's articles come in one list. */
const noPaging = () => undefined;

/**
 * A special topic (/special/detail?id=, and its creator's /creator/special/detail?id=): its banner,
 * title and introduction in the reader's language, then its published articles in the topic's
 * order. The creator's view says first whether readers can see it, with the way to edit it.
 */
export function SpecialDetailScreen({ status, special, hrefOf, authorHrefOf, manage, homeHref, onRetry }: SpecialDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  // Whether an article is pinned in the news list says nothing inside a topic: its tag is left out.
  const articles = special?.articles;
  const items = useMemo(() => (articles ?? []).map((a) => (a.is_top === 1 ? { ...a, is_top: 0 as const } : a)), [articles]);
  const original = (item: ArticleItem) => articles?.find((a) => a.id === item.id) ?? item;

  const backToList = manage ? (
    <Button asChild variant="ghost">
      <a href={manage.listHref}>{t('special.backToList')}</a>
    </Button>
  ) : null;

  if (status === 'loading') {
    return (
      <section className="spw-special" aria-busy="true">
        <Skeleton variant="block" announce={false} className="spw-special__banner spw-special__placeholder" />
        <Skeleton lines={3} />
        <div className="spw-special__placeholders" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="block" height={167} announce={false} className="spw-special__placeholder" />
          ))}
        </div>
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-special">
        <LoadError title={t('special.error')} onRetry={onRetry} />
      </section>
    );
  }
  if (status === 'notFound' || !special) {
    return (
      <section className="spw-special spw-special--missing" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="spw-special__title">
          {t('special.notFound')}
        </h1>
        <p className="spw-special__missing">{t('special.notFoundText')}</p>
        <div className="spw-special__links">
          <Button asChild>
            <a href={homeHref}>{t('special.home')}</a>
          </Button>
          {backToList}
        </div>
      </section>
    );
  }

  const text = specialText(special, locale);
  const published = special.status === 1;
  return (
    <article className="spw-special" aria-labelledby={`${id}-title`}>
      {manage ? (
        <div className="spw-special__manage" data-status={published ? 'published' : 'unpublished'}>
          <p className="spw-special__manage-text">
            <Tag tone={published ? 'success' : 'gold'} size="sm">
              {t(published ? 'special.status.published' : 'special.status.unpublished')}
            </Tag>
            <span>{t(published ? 'special.manage.published' : 'special.manage.unpublished')}</span>
            {/* What follows is what readers see: an article its author has unpublished is left out. */}
            <span className="spw-special__manage-note">{t('special.manage.hidden')}</span>
          </p>
          <div className="spw-special__links">
            <Button asChild variant="secondary" size="sm">
              <a href={manage.editHref}>{t('special.manage.edit')}</a>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <a href={manage.listHref}>{t('special.backToList')}</a>
            </Button>
          </div>
        </div>
      ) : null}
      <header className="spw-special__head">
        {/* Decorative; without a picture the gradient shows. */}
        <div className="spw-special-banner spw-special__banner">
          {special.banner ? <img src={special.banner} alt="" width={BANNER.width} height={BANNER.height} fetchPriority="high" /> : null}
        </div>
        <h1 id={`${id}-title`} className="spw-special__title" lang={text.titleLang}>
          {text.title}
        </h1>
        {text.summary ? (
          <p className="spw-special__summary" lang={text.summaryLang}>
            {text.summary}
          </p>
        ) : null}
        <p className="spw-special__meta">
          <span>{t('special.articles', { count: special.articles.length })}</span>
          <time dateTime={special.updated_at}>{t('special.updated', { date: formatDate(special.updated_at, locale) })}</time>
        </p>
      </header>
      {items.length === 0 ? (
        <EmptyState
          className="spw-special__empty"
          title={t('special.empty')}
          description={t(manage ? 'special.emptyManage' : 'special.emptyText')}
          action={
            manage ? (
              <Button asChild variant="secondary">
                <a href={manage.editHref}>{t('special.manage.edit')}</a>
              </Button>
            ) : null
          }
        />
      ) : (
        <ArticleListScreen
          status="ready"
          items={items}
          total={items.length}
          page={1}
          rows={items.length}
          onPageChange={noPaging}
          hrefOf={(item) => hrefOf(original(item))}
          authorHrefOf={(item) => authorHrefOf(original(item))}
          heading={t('special.articlesHeading')}
          headingLevel={2}
        />
      )}
    </article>
  );
}
