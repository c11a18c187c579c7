import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag, type TagProps } from '../../components/Tag.tsx';
import { FilterTabsList } from '../../primitives/FilterTabs.tsx';
import { Tabs, TabsContent } from '../../primitives/Tabs.tsx';
import { articleLangTag } from './articleText.ts';
import './creator.css';

type ArticleMine = components['schemas']['ArticleMine'];
type Revision = NonNullable<ArticleMine['revision']>;

/** The creator centre's filters, as /article/myLists takes them. */
export type ArticleMineFilter = 'all' | 'draft' | 'pending' | 'nopass' | 'unpublish' | 'publish';

export const ARTICLE_MINE_FILTERS: readonly ArticleMineFilter[] = ['all', 'draft', 'pending', 'nopass', 'unpublish', 'publish'];

export interface CreatorArticleListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** One page of the creator's articles in the chosen filter, newest change first. */
  items: ArticleMine[];
  filter: ArticleMineFilter;
  onFilterChange: (filter: ArticleMineFilter) => void;
  /** Writing a new article (/creator/article/add). */
  addHref: string;
  /** The editor (/creator/article/edit?id=). */
  editHrefOf: (item: ArticleMine) => string;
  /** The author's preview (/article/preview?id=). */
  previewHrefOf: (item: ArticleMine) => string;
  /** The public page (/article/detail?id=): offered only for a published article. */
  readHrefOf: (item: ArticleMine) => string;
  /** Publish (1) or unpublish (0) an approved article; unpublishing is asked first. */
  onPublish: (item: ArticleMine, status: 0 | 1) => void;
  /** The article whose publish call is on its way: its button waits. */
  busyId?: number;
  onRetry?: () => void;
}

type MineState = 'draft' | 'pending' | 'rejected' | 'unpublished' | 'published';

const STATE_TONE: Record<MineState, NonNullable<TagProps['tone']>> = {
  draft: 'neutral',
  pending: 'info',
  rejected: 'danger',
  unpublished: 'gold',
  published: 'success',
};

function stateOf({ censor_status, status }: Pick<ArticleMine, 'censor_status' | 'status'>): MineState {
  if (censor_status === 3) return 'draft';
  if (censor_status === 0) return 'pending';
  if (censor_status === 2) return 'rejected';
  return status === 1 ? 'published' : 'unpublished';
}

const REVISION: Record<Revision['censor_status'], { label: MessageKey; tone: NonNullable<TagProps['tone']> }> = {
  0: { label: 'article.mine.revision.pending', tone: 'info' },
  2: { label: 'article.mine.revision.rejected', tone: 'danger' },
  3: { label: 'article.mine.revision.draft', tone: 'neutral' },
};

const FILTER_LABEL: Record<ArticleMineFilter, MessageKey> = {
  all: 'article.mine.filter.all',
  draft: 'article.mine.filter.draft',
  pending: 'article.mine.filter.pending',
  nopass: 'article.mine.filter.nopass',
  unpublish: 'article.mine.filter.unpublish',
  publish: 'article.mine.filter.publish',
};

const EMPTY: Record<ArticleMineFilter, MessageKey> = {
  all: 'article.mine.empty.all',
  draft: 'article.mine.empty.draft',
  pending: 'article.mine.empty.pending',
  nopass: 'article.mine.empty.nopass',
  unpublish: 'article.mine.empty.unpublish',
  publish: 'article.mine.empty.publish',
};

/** The later of two ISO times: an article's last change may be its revision's. */
const later = (a: string, b: string | undefined) => (b && Date.parse(b) > Date.parse(a) ? b : a);

/**
 * /creator/article/list: the creator's own articles by review state, with their reviewer's
 * reasons, and the way to edit, preview, read, publish or unpublish each.
 */
export function CreatorArticleListScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  filter,
  onFilterChange,
  addHref,
  editHrefOf,
  previewHrefOf,
  readHrefOf,
  onPublish,
  busyId,
  onRetry,
}: CreatorArticleListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const [asking, setAsking] = useState<ArticleMine | null>(null);

  const write = (variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <a href={addHref}>{t('article.mine.write')}</a>
    </Button>
  );

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-mine__items">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={132} announce={n === 0} className="spw-mine__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('article.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t(EMPTY[filter])} description={t('article.mine.emptyHint')} action={write('secondary')} />;
  } else {
    body = (
      <>
        <ul className="spw-mine__items">
          {items.map((item) => {
            const state = stateOf(item);
            const revision = item.revision ? REVISION[item.revision.censor_status] : null;
            const approved = item.censor_status === 1;
            const published = approved && item.status === 1;
            const busy = busyId === item.id;
            const updated = later(item.updated_at, item.revision?.updated_at);
            // The title read after each action's name: 'Edit <title>' is a link a screen reader can tell apart.
            const about = (
              <span className="spw-visually-hidden" lang={articleLangTag(item.lang)}>
                {' '}
                {item.title}
              </span>
            );
            return (
              <Card asChild variant="outline" key={item.id}>
                <li className="spw-mine-row">
                  <div className="spw-mine-row__main">
                    <h2 className="spw-mine-row__title" lang={articleLangTag(item.lang)}>
                      {item.title}
                    </h2>
                    <p className="spw-mine-row__tags">
                      <Tag tone={STATE_TONE[state]} size="sm">
                        {t(`article.preview.${state}`)}
                      </Tag>
                      {revision ? (
                        <Tag tone={revision.tone} size="sm">
                          {t(revision.label)}
                        </Tag>
                      ) : null}
                    </p>
                    {item.censor_status === 2 && item.censor_reason.trim() ? (
                      <p role="note" className="spw-mine-row__reason">
                        {t('article.mine.reason', { reason: item.censor_reason })}
                      </p>
                    ) : null}
                    {item.revision?.censor_status === 2 && item.revision.censor_reason.trim() ? (
                      <p role="note" className="spw-mine-row__reason">
                        {t('article.mine.revisionReason', { reason: item.revision.censor_reason })}
                      </p>
                    ) : null}
                    <p className="spw-mine-row__meta">
                      <time dateTime={updated}>{t('article.mine.updated', { date: formatDate(updated, locale) })}</time>
                      {published ? (
                        <>
                          <span>{t('article.likes', { count: item.like_amount })}</span>
                          <span>{t('article.mine.favorites', { count: item.favorite_amount })}</span>
                        </>
                      ) : null}
                    </p>
                  </div>
                  <div className="spw-mine-row__actions">
                    <Button asChild size="sm" variant="secondary">
                      <a href={editHrefOf(item)}>
                        {t('article.mine.edit')}
                        {about}
                      </a>
                    </Button>
                    <Button asChild size="sm" variant="ghost">
                      <a href={previewHrefOf(item)}>
                        {t('article.preview.title')}
                        {about}
                      </a>
                    </Button>
                    {published ? (
                      <Button asChild size="sm" variant="ghost">
                        <a href={readHrefOf(item)}>
                          {t('article.mine.view')}
                          {about}
                        </a>
                      </Button>
                    ) : null}
                    {approved ? (
                      // One button that turns from Publish to Unpublish: the focus stays on it when the state changes.
                      // aria-disabled rather than disabled while the call is on its way, for the same reason.
                      <Button
                        size="sm"
                        variant={published ? 'ghost' : 'primary'}
                        className="spw-mine-row__publish"
                        aria-disabled={busy || undefined}
                        aria-busy={busy || undefined}
                        onClick={() => {
                          if (busy) return;
                          if (published) setAsking(item);
                          else onPublish(item, 1);
                        }}
                      >
                        {t(published ? 'article.mine.unpublish' : 'article.mine.publish')}
                        {about}
                      </Button>
                    ) : null}
                  </div>
                </li>
              </Card>
            );
          })}
        </ul>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-mine" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-mine__head">
        <h1 id={`${id}-heading`} className="spw-mine__heading">
          {t('article.mine.heading')}
        </h1>
        {write('primary')}
      </header>
      <Tabs value={filter} onValueChange={(value) => onFilterChange(ARTICLE_MINE_FILTERS.find((f) => f === value) ?? 'all')}>
        <FilterTabsList label={t('article.mine.filter')} values={ARTICLE_MINE_FILTERS} labelOf={(value) => t(FILTER_LABEL[value])} />
        {ARTICLE_MINE_FILTERS.map((value) => (
          <TabsContent key={value} value={value} className="spw-mine__panel">
            {body}
          </TabsContent>
        ))}
      </Tabs>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        tone="danger"
        title={t('article.mine.unpublish.title')}
        description={asking ? t('article.mine.unpublish.body', { title: asking.title }) : ''}
        confirmLabel={t('article.mine.unpublish')}
        cancelLabel={t('article.mine.unpublish.keep')}
        onConfirm={() => {
          if (asking) onPublish(asking, 0);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
