import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { Card, CardFooter, CardTitle } from '../../components/Card.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import './account.css';

/** One saved thing (an invoice title, an address) as its card shows it. */
export interface SavedItem {
  id: number;
  name: string;
  isDefault: boolean;
  /** Drawn after the name, beside '默认' (the title's type, say). */
  tags?: ReactNode;
  /** Label and value lines; empty values are left out. */
  details: { label: string; value: string }[];
}

/** The callbacks of an owned list, each taking the item itself. */
export interface ItemHandlers<T> {
  onEdit: (item: T) => void;
  onSetDefault: (item: T) => void;
  /** Called once the member has confirmed the delete. */
  onDelete: (item: T) => void;
}

/** What an owned list (invoice titles, addresses) takes besides its items: the list's state and the item callbacks. */
export interface OwnedListProps<T>
  extends ItemHandlers<T>, Pick<SavedListProps, 'max' | 'loading' | 'error' | 'onRetry' | 'onAdd' | 'busyId'> {}

/** SavedList's id-based callbacks, from callbacks that take the item itself (an unknown id does nothing). */
export function byItem<T extends { id: number }>(
  items: readonly T[],
  handlers: ItemHandlers<T>,
): Pick<SavedListProps, 'onEdit' | 'onSetDefault' | 'onDelete'> {
  const run = (id: number, handler: (item: T) => void) => {
    const item = items.find((x) => x.id === id);
    if (item) handler(item);
  };
  return {
    onEdit: (id) => run(id, handlers.onEdit),
    onSetDefault: (id) => run(id, handlers.onSetDefault),
    onDelete: (id) => run(id, handlers.onDelete),
  };
}

export interface SavedListProps {
  heading: string;
  addLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  confirmTitle: string;
  confirmBody: (item: SavedItem) => string;
  items: SavedItem[];
  /** The most a member may keep: at the limit, adding waits for a delete. */
  max: number;
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  onRetry?: () => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onSetDefault: (id: number) => void;
  /** Called once the member has confirmed. */
  onDelete: (id: number) => void;
  /** The item a change is under way for: its buttons wait. */
  busyId?: number | null;
}

/**
 * A member's saved list, the default first: a heading with the count and an add button, cards
 * with set-default, edit and delete (after a confirm), and the loading, empty, error and full states.
 * Each card's buttons carry the item's name for screen readers ('编辑 林晓').
 */
export function SavedList({
  heading,
  addLabel,
  emptyTitle,
  emptyDescription,
  confirmTitle,
  confirmBody,
  items,
  max,
  loading = false,
  error,
  onRetry,
  onAdd,
  onEdit,
  onSetDefault,
  onDelete,
  busyId = null,
}: SavedListProps) {
  const intl = useIntl();
  const headingId = useId();
  const [deleting, setDeleting] = useState<SavedItem | null>(null);
  const ready = !loading && !error;
  const full = ready && items.length >= max;
  const named = (label: string, item: SavedItem) => (
    <>
      {label}
      <span className="spw-visually-hidden"> {item.name}</span>
    </>
  );

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="spw-saved__skeletons">
        <Skeleton variant="block" height={148} />
        <Skeleton variant="block" height={148} announce={false} />
      </div>
    );
  } else if (error) {
    body = <LoadError title={intl.formatMessage({ id: 'account.loadFailed' })} description={error} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={emptyTitle} description={emptyDescription} />;
  } else {
    body = (
      <ul className="spw-saved__list">
        {items.map((item) => {
          const busy = busyId === item.id;
          const details = item.details.filter((d) => d.value !== '');
          return (
            <li key={item.id}>
              <Card
                variant="outline"
                className="spw-saved__card"
                data-default={item.isDefault ? '' : undefined}
                aria-busy={busy || undefined}
              >
                <div className="spw-saved__card-head">
                  <CardTitle asChild className="spw-saved__name">
                    <h2>{item.name}</h2>
                  </CardTitle>
                  {item.isDefault ? (
                    <Tag tone="gold" size="sm">
                      {intl.formatMessage({ id: 'account.default' })}
                    </Tag>
                  ) : null}
                  {item.tags}
                </div>
                {details.length > 0 ? (
                  <dl className="spw-saved__details">
                    {details.map((d) => (
                      <div key={d.label}>
                        <dt>{d.label}</dt>
                        <dd>{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <CardFooter className="spw-saved__actions">
                  {item.isDefault ? null : (
                    <Button variant="ghost" size="sm" disabled={busy} onClick={() => onSetDefault(item.id)}>
                      {named(intl.formatMessage({ id: 'account.setDefault' }), item)}
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" disabled={busy} onClick={() => onEdit(item.id)}>
                    {named(intl.formatMessage({ id: 'account.edit' }), item)}
                  </Button>
                  <Button variant="ghost" size="sm" disabled={busy} onClick={() => setDeleting(item)}>
                    {named(intl.formatMessage({ id: 'account.delete' }), item)}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="spw-saved" aria-labelledby={headingId} aria-busy={loading || undefined} data-slot="saved-list">
      <header className="spw-saved__head">
        <div>
          <h1 id={headingId} className="spw-saved__title">
            {heading}
          </h1>
          {ready ? <p className="spw-saved__count">{intl.formatMessage({ id: 'account.count' }, { count: items.length, max })}</p> : null}
        </div>
        <Button className="spw-saved__add" onClick={onAdd} disabled={!ready || full}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {addLabel}
        </Button>
      </header>
      {full ? <p className="spw-saved__note">{intl.formatMessage({ id: 'account.limitReached' }, { max })}</p> : null}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={confirmTitle}
        description={deleting ? confirmBody(deleting) : ''}
        confirmLabel={intl.formatMessage({ id: 'account.delete' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        tone="danger"
        onConfirm={() => {
          if (deleting) onDelete(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
