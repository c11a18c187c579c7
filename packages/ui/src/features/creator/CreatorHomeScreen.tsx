import { formatNumber, type MessageKey } from '@spw/i18n';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import type { CREATOR_ENTRIES } from '../../layouts/SectionLayouts.tsx';
import './creator-home.css';

/** The states the creator's article list filters by (its 'all' aside). */
export type ArticleMineFilter = 'draft' | 'pending' | 'nopass' | 'unpublish' | 'publish';

/** An entry of the creator centre's menu: its path, its label in the catalogue and its link. */
export interface CreatorHomeEntry {
  path: string;
  label: MessageKey;
  href: string;
}

export interface CreatorHomeScreenProps {
  status: 'loading' | 'error' | 'ready';
  nickname: string;
  /** The entries this user may open (already filtered by permission), in menu order. */
  entries: CreatorHomeEntry[];
  /** The user's articles by state; null when they have no article permission (the block is not shown). */
  articleCounts: Record<ArticleMineFilter, number> | null;
  /** The article list's filter (/creator/article/list?filter=). */
  countHrefOf: (filter: ArticleMineFilter) => string;
  /** Writing a new article (/creator/article/add); without it there is no button. */
  writeHref?: string;
  onRetry?: () => void;
}

/** The states in the order an article goes through them. */
const STATES: readonly { filter: ArticleMineFilter; label: MessageKey }[] = [
  { filter: 'draft', label: 'creator.home.state.draft' },
  { filter: 'pending', label: 'creator.home.state.pending' },
  { filter: 'nopass', label: 'creator.home.state.nopass' },
  { filter: 'unpublish', label: 'creator.home.state.unpublish' },
  { filter: 'publish', label: 'creator.home.state.publish' },
];

type CreatorPath = (typeof CREATOR_ENTRIES)[number]['path'];

/** One line on what each entry is for: every entry of the menu has one (the typecheck says so). */
const DESCRIPTION_OF = {
  '/creator/dashboard': 'creator.home.desc.dashboard',
  '/creator/article/list': 'creator.home.desc.article',
  '/creator/special/list': 'creator.home.desc.special',
  '/creator/company/detail': 'creator.home.desc.company',
  '/creator/businessCard/list': 'creator.home.desc.businessCard',
  '/creator/product/list': 'creator.home.desc.product',
  '/creator/document/list': 'creator.home.desc.document',
  '/creator/statistic/list': 'creator.home.desc.statistic',
  '/creator/dataItem/list': 'creator.home.desc.dataItem',
  '/creator/dataSet/list': 'creator.home.desc.dataSet',
  '/creator/utils/netdisk': 'creator.home.desc.netdisk',
  '/creator/quoteData/list': 'creator.home.desc.quoteData',
  '/creator/article/review': 'creator.home.desc.articleReview',
  '/creator/column/review': 'creator.home.desc.columnReview',
  '/creator/certification/review': 'creator.home.desc.certificationReview',
  '/creator/guestbook/list': 'creator.home.desc.guestbook',
  '/creator/forum/reports': 'creator.home.desc.forumReports',
  '/creator/live/list': 'creator.home.desc.live',
  '/creator/video/list': 'creator.home.desc.video',
  '/creator/series/list': 'creator.home.desc.series',
  '/creator/orders': 'creator.home.desc.orders',
  '/events/checkin': 'creator.home.desc.checkin',
  '/draw/wall': 'creator.home.desc.drawWall',
} as const satisfies Record<CreatorPath, MessageKey>;

/** An entry's description by its path; an unknown path has none. */
const DESCRIPTIONS: ReadonlyMap<string, MessageKey> = new Map(Object.entries(DESCRIPTION_OF));

/**
 * /creator/index, the creator centre's home: a greeting, the creator's articles by state (when
 * they may write), and a card for each entry of the menu they may open.
 */
export function CreatorHomeScreen({ status, nickname, entries, articleCounts, countHrefOf, writeHref, onRetry }: CreatorHomeScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();

  return (
    <div className="spw-creator-home" aria-busy={status === 'loading' || undefined}>
      <header className="spw-creator-home__head">
        <h1 className="spw-creator-home__title">{t('creator.label')}</h1>
        {nickname ? (
          <p className="spw-creator-home__hello">
            {/* A name as its owner wrote it: not words of the site. */}
            <FormattedMessage id="creator.home.hello" values={{ name: <span translate="no">{nickname}</span> }} />
          </p>
        ) : null}
      </header>
      {status === 'loading' ? (
        <>
          <Skeleton variant="block" height={132} className="spw-creator-home__placeholder" />
          <div className="spw-creator-home__entries">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} variant="block" height={96} announce={false} className="spw-creator-home__placeholder" />
            ))}
          </div>
        </>
      ) : status === 'error' ? (
        <LoadError title={t('creator.home.error')} onRetry={onRetry} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('creator.home.empty')} />
      ) : (
        <>
          {articleCounts ? (
            <Card asChild variant="outline">
              <section className="spw-creator-home__articles" aria-labelledby={`${id}-articles`}>
                <div className="spw-creator-home__articles-head">
                  <h2 id={`${id}-articles`} className="spw-creator-home__h2">
                    {t('creator.home.articles')}
                  </h2>
                  {writeHref ? (
                    <Button asChild size="sm">
                      <a href={writeHref}>{t('creator.home.write')}</a>
                    </Button>
                  ) : null}
                </div>
                <ul className="spw-creator-home__counts">
                  {STATES.map(({ filter, label }) => (
                    <li key={filter}>
                      <a
                        className="spw-creator-home__count"
                        href={countHrefOf(filter)}
                        // Articles turned down wait for their author: their count stands out.
                        data-attention={(filter === 'nopass' && articleCounts[filter] > 0) || undefined}
                      >
                        <span className="spw-creator-home__count-label">{t(label)}</span>{' '}
                        <span className="spw-creator-home__count-value">{formatNumber(articleCounts[filter], locale)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          ) : null}
          <section className="spw-creator-home__tools" aria-labelledby={`${id}-entries`}>
            <h2 id={`${id}-entries`} className="spw-creator-home__h2">
              {t('creator.home.entries')}
            </h2>
            <ul className="spw-creator-home__entries">
              {entries.map((entry) => {
                const description = DESCRIPTIONS.get(entry.path);
                return (
                  <Card asChild variant="outline" key={entry.path}>
                    <li className="spw-creator-entry">
                      <h3 className="spw-creator-entry__title">
                        {/* The whole card is the link's target (its ::after covers the card). */}
                        <a href={entry.href}>{t(entry.label)}</a>
                        <span className="spw-creator-entry__arrow" aria-hidden="true">
                          →
                        </span>
                      </h3>
                      {description ? <p className="spw-creator-entry__description">{t(description)}</p> : null}
                    </li>
                  </Card>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
