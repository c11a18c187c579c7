import type { components } from '@spw/api';
import { formatDate, LANGUAGE_TAG } from '@spw/i18n';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { articleLangTag, columnOf } from './articleText.ts';
import './article.css';

type ArticleItem = components['schemas']['ArticleItem'];

/** The cover's drawn size (16:9): set on the picture so the card keeps its room while it loads. */
const COVER = { width: 240, height: 135 } as const;

export interface ArticleListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** One page of published articles, as the list gives them (pinned first). */
  items: ArticleItem[];
  /** The article's page (/article/detail?id=). */
  hrefOf: (item: ArticleItem) => string;
  /** The author's page. */
  authorHrefOf: (item: ArticleItem) => string;
  onRetry?: () => void;
  /** A visible title (a column's name, say); without it the list is titled for screen readers only. */
  heading?: string;
  /** 1 on the list's own page (the default); 2 inside a page that has its h1 already (a column). */
  headingLevel?: 1 | 2;
}

/** Published articles (/article/list, and a column's articles): cover, title, summary, author and likes. */
export function ArticleListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  hrefOf,
  authorHrefOf,
  onRetry,
  heading,
  headingLevel = 1,
}: ArticleListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';
  // The words of the site (dates, counts, badges) inside a card marked with the article's language.
  const readerLang = LANGUAGE_TAG[locale];

  return (
    <section className="spw-article-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <Heading id={`${id}-heading`} className={heading ? 'spw-article-list__heading' : 'spw-visually-hidden'}>
        {heading ?? t('article.list.heading')}
      </Heading>
      {status === 'loading' ? (
        <div className="spw-article-list__items">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="block" height={167} announce={index === 0} className="spw-article-list__placeholder" />
          ))}
        </div>
      ) : status === 'error' ? (
        <LoadError title={t('article.error')} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState title={t('article.empty')} />
      ) : (
        <>
          <ul className="spw-article-list__items">
            {items.map((item, index) => {
              const column = columnOf(item, locale);
              return (
                <Card asChild variant="outline" key={item.id}>
                  <li className={item.cover ? 'spw-article-card' : 'spw-article-card spw-article-card--bare'}>
                    {item.cover ? (
                      // Decorative beside the title's link; the first is in view at once, the others wait.
                      <img
                        className="spw-article-card__cover"
                        src={item.cover}
                        alt=""
                        width={COVER.width}
                        height={COVER.height}
                        loading={index === 0 ? undefined : 'lazy'}
                        decoding="async"
                      />
                    ) : null}
                    <div className="spw-article-card__body" lang={articleLangTag(item.lang)}>
                      <CardHeading className="spw-article-card__title">
                        <a href={hrefOf(item)}>{item.title}</a>
                      </CardHeading>
                      {item.summary ? <p className="spw-article-card__summary">{item.summary}</p> : null}
                      <div className="spw-article-card__foot">
                        <div className="spw-article-card__byline">
                          <a className="spw-article-card__author" href={authorHrefOf(item)}>
                            <Avatar src={item.avatar || undefined} name={item.nickname} size="sm" decorative />
                            {/* A name as its owner wrote it: not words of the site. */}
                            <span className="spw-article-card__nickname" translate="no">
                              {item.nickname}
                            </span>
                          </a>
                          {item.is_verified === 1 ? <VerifiedBadge verified_type={item.verified_type} size="sm" lang={readerLang} /> : null}
                          {column ? (
                            <span className="spw-article-card__column">
                              <span className="spw-article-card__column-label" lang={readerLang}>
                                {t('article.column')}
                              </span>{' '}
                              <span lang={column.lang}>{column.name}</span>
                            </span>
                          ) : null}
                        </div>
                        <p className="spw-article-card__meta" lang={readerLang}>
                          {item.is_top === 1 ? (
                            <Tag tone="gold" size="sm">
                              {t('article.pinned')}
                            </Tag>
                          ) : null}
                          <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
                          <span>{t('article.likes', { count: item.like_amount })}</span>
                        </p>
                      </div>
                    </div>
                  </li>
                </Card>
              );
            })}
          </ul>
          <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
