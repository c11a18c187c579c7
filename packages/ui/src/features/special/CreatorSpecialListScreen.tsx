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
import { Tag } from '../../components/Tag.tsx';
import { FilterTabsList } from '../../primitives/FilterTabs.tsx';
import { Tabs, TabsContent } from '../../primitives/Tabs.tsx';
import { specialText } from './specialText.ts';
import './special.css';

type SpecialItem = components['schemas']['SpecialItem'];

/** The creator's filters: every topic, the published ones, the ones kept to the creator. */
export type SpecialFilter = 'all' | 'published' | 'unpublished';

export const SPECIAL_FILTERS: readonly SpecialFilter[] = ['all', 'published', 'unpublished'];

export interface CreatorSpecialListScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** One page of the creator's topics in the chosen filter, newest change first. */
  items: SpecialItem[];
  filter: SpecialFilter;
  onFilterChange: (filter: SpecialFilter) => void;
  /** A new topic (/creator/special/add). */
  addHref: string;
  /** The editor (/creator/special/edit?id=). */
  editHrefOf: (item: SpecialItem) => string;
  /** The creator's view of it (/creator/special/detail?id=). */
  detailHrefOf: (item: SpecialItem) => string;
  /** Publish (1) or unpublish (0); unpublishing is asked first. */
  onPublish: (item: SpecialItem, status: 0 | 1) => void;
  /** Delete; always asked first. */
  onDelete: (item: SpecialItem) => void;
  /** The topic whose publish or delete call is on its way: its buttons wait. */
  busyId?: number;
  onRetry?: () => void;
}

const FILTER_LABEL: Record<SpecialFilter, MessageKey> = {
  all: 'special.mine.filter.all',
  published: 'special.mine.filter.published',
  unpublished: 'special.mine.filter.unpublished',
};

const EMPTY: Record<SpecialFilter, MessageKey> = {
  all: 'special.mine.empty.all',
  published: 'special.mine.empty.published',
  unpublished: 'special.mine.empty.unpublished',
};

/** The banner's drawn size in a row (16:5). */
const THUMB = { width: 160, height: 50 } as const;

type Asking = { kind: 'unpublish' | 'delete'; item: SpecialItem };

/**
 * /creator/special/list: the creator's special topics, published or not, with the way to view,
 * edit, publish, unpublish (asked first) or delete (asked first) each.
 */
export function CreatorSpecialListScreen({
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
  detailHrefOf,
  onPublish,
  onDelete,
  busyId,
  onRetry,
}: CreatorSpecialListScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  // The question stays once answered, so the closing dialog keeps its words; `open` says whether it is asked.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (question: Asking) => {
    setAsking(question);
    setOpen(true);
  };

  const add = (variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <a href={addHref}>{t('special.mine.add')}</a>
    </Button>
  );

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-special-mine__items">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={112} announce={n === 0} className="spw-special-mine__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('special.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t(EMPTY[filter])} description={t('special.mine.emptyHint')} action={add('secondary')} />;
  } else {
    body = (
      <>
        <ul className="spw-special-mine__items">
          {items.map((item) => {
            const text = specialText(item, locale);
            const published = item.status === 1;
            const busy = busyId === item.id;
            // The title read after each action's name: 'Edit <title>' is a link a screen reader can tell apart.
            const about = (
              <span className="spw-visually-hidden" lang={text.titleLang}>
                {' '}
                {text.title}
              </span>
            );
            // aria-disabled rather than disabled while a call is on its way: the pressed button keeps the focus.
            const wait = (action: () => void) => () => {
              if (!busy) action();
            };
            return (
              <Card asChild variant="outline" key={item.id}>
                <li className="spw-special-row">
                  {/* Decorative; without a picture the gradient shows. */}
                  <div className="spw-special-banner spw-special-row__banner">
                    {item.banner ? <img src={item.banner} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" /> : null}
                  </div>
                  <div className="spw-special-row__main">
                    <h2 className="spw-special-row__title" lang={text.titleLang}>
                      {text.title}
                    </h2>
                    <p className="spw-special-row__meta">
                      <Tag tone={published ? 'success' : 'gold'} size="sm">
                        {t(published ? 'special.status.published' : 'special.status.unpublished')}
                      </Tag>
                      <span>{t('special.articles', { count: item.article_amount })}</span>
                      <time dateTime={item.updated_at}>{t('special.updated', { date: formatDate(item.updated_at, locale) })}</time>
                    </p>
                  </div>
                  <div className="spw-special-row__actions">
                    <Button asChild size="sm" variant="ghost">
                      <a href={detailHrefOf(item)}>
                        {t('special.mine.view')}
                        {about}
                      </a>
                    </Button>
                    <Button asChild size="sm" variant="secondary">
                      <a href={editHrefOf(item)}>
                        {t('special.mine.edit')}
                        {about}
                      </a>
                    </Button>
                    {/* One button that turns from Publish to Unpublish: the focus stays on it when the state changes. */}
                    <Button
                      size="sm"
                      variant={published ? 'ghost' : 'primary'}
                      className="spw-special-row__wait"
                      aria-disabled={busy || undefined}
                      aria-busy={busy || undefined}
                      onClick={wait(() => (published ? ask({ kind: 'unpublish', item }) : onPublish(item, 1)))}
                    >
                      {t(published ? 'special.mine.unpublish' : 'special.mine.publish')}
                      {about}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="spw-special-row__wait spw-special-row__delete"
                      aria-disabled={busy || undefined}
                      onClick={wait(() => ask({ kind: 'delete', item }))}
                    >
                      {t('special.mine.delete')}
                      {about}
                    </Button>
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

  const askedTitle = asking ? specialText(asking.item, locale).title : '';
  const deleting = asking?.kind === 'delete';
  return (
    <section className="spw-special-mine" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-special-mine__head">
        <h1 id={`${id}-heading`} className="spw-special-mine__heading">
          {t('special.mine.heading')}
        </h1>
        {add('primary')}
      </header>
      <Tabs value={filter} onValueChange={(value) => onFilterChange(SPECIAL_FILTERS.find((f) => f === value) ?? 'all')}>
        <FilterTabsList label={t('special.mine.filter')} values={SPECIAL_FILTERS} labelOf={(value) => t(FILTER_LABEL[value])} />
        {SPECIAL_FILTERS.map((value) => (
          <TabsContent key={value} value={value} className="spw-special-mine__panel">
            {body}
          </TabsContent>
        ))}
      </Tabs>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t(deleting ? 'special.mine.delete.title' : 'special.mine.unpublish.title')}
        description={asking ? t(deleting ? 'special.mine.delete.body' : 'special.mine.unpublish.body', { title: askedTitle }) : ''}
        confirmLabel={t(deleting ? 'special.mine.delete' : 'special.mine.unpublish')}
        cancelLabel={t(deleting ? 'special.mine.delete.keep' : 'special.mine.unpublish.keep')}
        onConfirm={() => {
          if (asking?.kind === 'delete') onDelete(asking.item);
          else if (asking) onPublish(asking.item, 0);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
