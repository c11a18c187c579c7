import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../lib/intl.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { editionCity, editionDates, editionName, type Edition } from './editionText.ts';
import './editions.css';

export interface EditionListScreenProps {
  /** Every edition, newest first (the contract's order). */
  editions: Edition[];
  loading?: boolean;
  /** The message of a failed load: shown with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** The edition's own page. */
  editionHref: (edition: Edition) => string;
  /** Registration, for the edition that is open. */
  registerHref: (edition: Edition) => string;
}

/** The series page: every edition of the week, each linking to its own pages; the open one first. */
export function EditionListScreen({ editions, loading, error, onRetry, editionHref, registerHref }: EditionListScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  return (
    <section className="spw-editions-page" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <header className="spw-editions-page__head">
        <h1 id={titleId}>{intl.formatMessage({ id: 'editions.title' })}</h1>
        <p>{intl.formatMessage({ id: 'editions.lead' })}</p>
      </header>
      {loading ? (
        <div className="spw-edition-list" role="status">
          <span className="spw-visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="block" height={148} announce={false} />
          ))}
        </div>
      ) : error ? (
        <LoadError title={intl.formatMessage({ id: 'editions.loadFailed' })} description={error} onRetry={onRetry} />
      ) : editions.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'editions.empty' })} />
      ) : (
        <ol className="spw-edition-list">
          {editions.map((edition) => {
            const name = editionName(edition, locale);
            return (
              <li key={edition.id} className="spw-edition-card" data-current={edition.is_current || undefined}>
                <p className="spw-edition-card__year" aria-hidden="true">
                  {edition.year}
                </p>
                <h2 className="spw-edition-card__name">
                  <a href={editionHref(edition)}>{name}</a>
                </h2>
                <p className="spw-edition-card__meta">
                  {editionDates(edition, intl)}
                  {editionCity(edition, locale) ? ` · ${editionCity(edition, locale)}` : ''}
                </p>
                <p className="spw-edition-card__meta">
                  {intl.formatMessage({ id: 'editions.counts' }, { guests: edition.guest_amount, groups: edition.group_amount })}
                </p>
                {edition.is_current ? (
                  <p className="spw-edition-card__open">
                    <Tag tone="gold">{intl.formatMessage({ id: 'editions.open' })}</Tag>
                    <a href={registerHref(edition)}>{intl.formatMessage({ id: 'editions.register' }, { name })}</a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
