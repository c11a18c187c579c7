import type { components } from '@spw/api';
import { formatDate, LANGUAGE_TAG } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Card } from '../../components/Card.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { columnText } from '../column/columnText.ts';
import { articleLangTag } from './articleText.ts';
import './article.css';
import './article-index.css';

type ArticleItem = components['schemas']['ArticleItem'];
type Column = components['schemas']['Column'];

/** A special topic's card: its banner, title and summary, and how many articles it gathers. */
export interface SpecialCard {
  id: number;
  title: string;
  summary: string;
  banner: string;
  article_amount: number;
  href: string;
  /** The language its title and summary are written in (Chinese when not said). */
  lang?: 'zh-CN' | 'en';
}

export interface ArticleIndexScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** The most-liked articles, most liked first: the first 5 are ranked. */
  hot: ArticleItem[];
  /** The newest articles, newest first: the first 8 are shown. */
  latest: ArticleItem[];
  /** Columns to recommend: the first 6 are shown. */
  columns: Column[];
  /** Special topics; the section is left out when there are none. */
  specials?: SpecialCard[];
  /** The article's page (/article/detail?id=). */
  hrefOf: (item: ArticleItem) => string;
  /** The author's page (/user/index?uid=). */
  authorHrefOf: (item: ArticleItem) => string;
  /** The column's page (/column/detail?id=). */
  columnHrefOf: (column: Column) => string;
  /** Every article (/article/list). */
  moreHref: string;
  /** Every column (/column/list). */
  columnsHref: string;
  onRetry?: () => void;
}

const HOT_MAX = 5;
const LATEST_MAX = 8;
const COLUMNS_MAX = 6;

/** The cover's drawn size (16:9) on a card, and a special topic's banner (16:9): they keep their room while loading. */
const COVER = { width: 240, height: 135 } as const;
const BANNER = { width: 320, height: 180 } as const;

interface SectionProps {
  id: string;
  title: string;
  /** A link beside the title ('更多资讯'). */
  more?: { href: string; label: string };
  className: string;
  children: ReactNode;
}

function Section({ id, title, more, className, children }: SectionProps) {
  return (
    <section className={`spw-article-index__section ${className}`} aria-labelledby={id}>
      <div className="spw-article-index__head">
        <h2 id={id} className="spw-article-index__h2">
          {title}
        </h2>
        {more ? (
          <a className="spw-article-index__more" href={more.href}>
            {more.label}
            <span aria-hidden="true"> →</span>
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A short line where a section has nothing: the layout keeps its shape. */
function Nothing({ children }: { children: ReactNode }) {
  return <p className="spw-article-index__empty">{children}</p>;
}

/**
 * /article/index, the articles' home: the newest articles, the most liked, columns to follow and
 * special topics. Two columns on a desktop (the newest on the left), one on a phone.
 */
export function ArticleIndexScreen({
  status,
  hot,
  latest,
  columns,
  specials = [],
  hrefOf,
  authorHrefOf,
  columnHrefOf,
  moreHref,
  columnsHref,
  onRetry,
}: ArticleIndexScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const loading = status === 'loading';
  // The words of the site (dates, counts, badges) inside a card marked with the article's language.
  const readerLang = LANGUAGE_TAG[locale];
  const placeholders = (count: number, height: number, announce = false) =>
    Array.from({ length: count }, (_, index) => (
      <Skeleton key={index} variant="block" height={height} announce={announce && index === 0} className="spw-article-index__placeholder" />
    ));

  return (
    <div className="spw-article-index" aria-busy={loading || undefined}>
      <h1 className="spw-visually-hidden">{t('article.index.heading')}</h1>
      {status === 'error' ? (
        <LoadError title={t('article.error')} onRetry={onRetry} />
      ) : (
        <div className="spw-article-index__grid">
          <Section
            id={`${id}-latest`}
            title={t('article.index.latest')}
            more={{ href: moreHref, label: t('article.index.more') }}
            className="spw-article-index__latest"
          >
            {loading ? (
              <div className="spw-article-index__stack">{placeholders(3, 167, true)}</div>
            ) : latest.length === 0 ? (
              <Nothing>{t('article.empty')}</Nothing>
            ) : (
              <ul className="spw-article-index__stack">
                {latest.slice(0, LATEST_MAX).map((item, index) => (
                  <Card asChild variant="outline" key={item.id}>
                    <li className={item.cover ? 'spw-article-card' : 'spw-article-card spw-article-card--bare'}>
                      {item.cover ? (
                        // Decorative beside the title's link; the first two are in view at once.
                        <img
                          className="spw-article-card__cover"
                          src={item.cover}
                          alt=""
                          width={COVER.width}
                          height={COVER.height}
                          loading={index < 2 ? undefined : 'lazy'}
                          decoding="async"
                        />
                      ) : null}
                      <div className="spw-article-card__body" lang={articleLangTag(item.lang)}>
                        <h3 className="spw-article-card__title">
                          <a href={hrefOf(item)}>{item.title}</a>
                        </h3>
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
                            {item.is_verified === 1 ? (
                              <VerifiedBadge verified_type={item.verified_type} size="sm" lang={readerLang} />
                            ) : null}
                          </div>
                          <p className="spw-article-card__meta" lang={readerLang}>
                            <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
                          </p>
                        </div>
                      </div>
                    </li>
                  </Card>
                ))}
              </ul>
            )}
          </Section>

          <div className="spw-article-index__side">
            <Section id={`${id}-hot`} title={t('article.index.hot')} className="spw-article-index__hot">
              {loading ? (
                <div className="spw-article-index__stack">{placeholders(1, 260)}</div>
              ) : hot.length === 0 ? (
                <Nothing>{t('article.index.hotEmpty')}</Nothing>
              ) : (
                <ol className="spw-hot">
                  {hot.slice(0, HOT_MAX).map((item, index) => (
                    <li key={item.id} className="spw-hot__item">
                      {/* The list gives screen readers the position; the number is for the eye. */}
                      <span className={index < 3 ? 'spw-hot__rank spw-hot__rank--top' : 'spw-hot__rank'} aria-hidden="true">
                        {index + 1}
                      </span>
                      <div className="spw-hot__body">
                        <a className="spw-hot__title" href={hrefOf(item)} lang={articleLangTag(item.lang)}>
                          {item.title}
                        </a>
                        <p className="spw-hot__meta">
                          <a className="spw-hot__author" href={authorHrefOf(item)} translate="no">
                            {item.nickname}
                          </a>
                          <span className="spw-hot__likes">{t('article.likes', { count: item.like_amount })}</span>
                        </p>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </Section>

            <Section
              id={`${id}-columns`}
              title={t('article.index.columns')}
              more={{ href: columnsHref, label: t('article.index.allColumns') }}
              className="spw-article-index__columns"
            >
              {loading ? (
                <div className="spw-article-index__stack">{placeholders(3, 64)}</div>
              ) : columns.length === 0 ? (
                <Nothing>{t('column.list.empty')}</Nothing>
              ) : (
                <ul className="spw-article-index__stack">
                  {columns.slice(0, COLUMNS_MAX).map((column) => {
                    const text = columnText(column, locale);
                    return (
                      <Card asChild variant="outline" key={column.id}>
                        <li className="spw-index-column">
                          <Avatar src={column.avatar || column.pic || undefined} name={text.name} size="md" decorative />
                          <div className="spw-index-column__body">
                            <h3 className="spw-index-column__name" lang={text.nameLang}>
                              {/* The whole card is the link's target (its ::after covers the card). */}
                              <a href={columnHrefOf(column)}>{text.name}</a>
                            </h3>
                            <p className="spw-index-column__meta">
                              <span>{t('column.articles', { count: column.article_amount })}</span>
                              <span>{t('column.subscribers', { count: column.subscribe_amount })}</span>
                            </p>
                          </div>
                        </li>
                      </Card>
                    );
                  })}
                </ul>
              )}
            </Section>
          </div>

          {!loading && specials.length > 0 ? (
            <Section id={`${id}-specials`} title={t('article.index.specials')} className="spw-article-index__specials">
              <ul className="spw-index-specials">
                {specials.map((special) => (
                  <Card asChild variant="outline" key={special.id}>
                    <li className="spw-index-special">
                      {/* Decorative: the title's link says where the card goes. */}
                      <img
                        className="spw-index-special__banner"
                        src={special.banner}
                        alt=""
                        width={BANNER.width}
                        height={BANNER.height}
                        loading="lazy"
                        decoding="async"
                      />
                      <div className="spw-index-special__body">
                        <div className="spw-index-special__text" lang={special.lang ?? 'zh-CN'}>
                          <h3 className="spw-index-special__title">
                            <a href={special.href}>{special.title}</a>
                          </h3>
                          {special.summary ? <p className="spw-index-special__summary">{special.summary}</p> : null}
                        </div>
                        <p className="spw-index-special__meta">{t('column.articles', { count: special.article_amount })}</p>
                      </div>
                    </li>
                  </Card>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      )}
    </div>
  );
}
