import type { components } from '@spw/api';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { columnText } from './columnText.ts';
import './column.css';

type Column = components['schemas']['Column'];

/** The banner's drawn size on a card (16:5): set on the picture so the card keeps its room while it loads. */
const BANNER = { width: 480, height: 150 } as const;

export interface ColumnListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** One page of columns. */
  items: Column[];
  /** The column's page (/column/detail?id=). */
  hrefOf: (column: Column) => string;
  onRetry?: () => void;
  /** The list's title; default '专栏' / 'Columns'. */
  heading?: string;
  /** 1 on the list's own page (the default); 2 inside a page that has its h1 already (a profile). */
  headingLevel?: 1 | 2;
}

/** Every column (/column/list): a grid of cards, each the column's banner, name, owner, introduction and counts. */
export function ColumnListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  hrefOf,
  onRetry,
  heading,
  headingLevel = 1,
}: ColumnListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <section className="spw-column-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <Heading id={`${id}-heading`} className="spw-column-list__heading">
        {heading ?? t('column.list.heading')}
      </Heading>
      {status === 'loading' ? (
        <div className="spw-column-list__items">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="block" height={280} announce={index === 0} className="spw-column-list__placeholder" />
          ))}
        </div>
      ) : status === 'error' ? (
        <LoadError title={t('column.list.error')} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState title={t('column.list.empty')} />
      ) : (
        <>
          <ul className="spw-column-list__items">
            {items.map((column, index) => {
              const text = columnText(column, locale);
              return (
                <Card asChild variant="outline" key={column.id}>
                  <li className="spw-column-card">
                    {/* Decorative: the name's link says where the card goes. Without a picture the gradient shows. */}
                    <div className="spw-column-banner spw-column-card__banner">
                      {column.pic ? (
                        <img
                          src={column.pic}
                          alt=""
                          width={BANNER.width}
                          height={BANNER.height}
                          loading={index < 3 ? undefined : 'lazy'}
                          decoding="async"
                        />
                      ) : null}
                    </div>
                    <div className="spw-column-card__body">
                      <Avatar
                        src={column.avatar || undefined}
                        name={column.nickname}
                        size="lg"
                        decorative
                        className="spw-column-card__avatar"
                      />
                      <CardHeading className="spw-column-card__title" lang={text.nameLang}>
                        {/* The whole card is the link's target (its ::after covers the card). */}
                        <a href={hrefOf(column)}>{text.name}</a>
                      </CardHeading>
                      <p className="spw-column-owner spw-column-card__owner">
                        {/* A name as its owner wrote it: not words of the site. */}
                        <span className="spw-column-owner__name" translate="no">
                          {column.nickname}
                        </span>
                        {column.is_verified === 1 ? <VerifiedBadge verified_type={column.verified_type} size="sm" /> : null}
                      </p>
                      {text.intro.trim() ? (
                        <p className="spw-column-card__intro" lang={text.introLang}>
                          {text.intro}
                        </p>
                      ) : (
                        <p className="spw-column-card__intro spw-column-card__intro--none">{t('column.noIntro')}</p>
                      )}
                      <p className="spw-column-card__meta">
                        <span>{t('column.articles', { count: column.article_amount })}</span>
                        <span>{t('column.subscribers', { count: column.subscribe_amount })}</span>
                      </p>
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
