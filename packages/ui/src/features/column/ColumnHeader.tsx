import type { components } from '@spw/api';
import { formatNumber, type MessageKey } from '@spw/i18n';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { columnText } from './columnText.ts';
import './column.css';

type Column = components['schemas']['Column'];

/** The banner's drawn size (16:5): set on the picture so the header keeps its room while it loads. */
const BANNER = { width: 1280, height: 400 } as const;

export interface ColumnHeaderProps {
  /** 'notFound': no column with that id. */
  status: 'loading' | 'error' | 'notFound' | 'ready';
  column: Column | null;
  /** The viewer owns the column: no subscribe button. */
  own?: boolean;
  /** The viewer subscribes to the column (the button is pressed). */
  subscribed: boolean;
  /** A subscribe or unsubscribe call is on its way: the button waits. */
  subscribing?: boolean;
  /** Subscribe or unsubscribe; a visitor's click is sent to login by the page. */
  onSubscribeToggle: () => void;
  /** The owner's page (/user/index?uid=). */
  ownerHref: string;
  /** Every column (/column/list): the way on when the column is not found. */
  listHref: string;
  /** The creator centre's article list, offered to the owner. */
  manageHref?: string;
  onRetry?: () => void;
}

const STATS = [
  ['article_amount', 'column.stat.articles'],
  ['chosen_amount', 'column.stat.chosen'],
  ['subscribe_amount', 'column.stat.subscribers'],
] as const satisfies readonly (readonly [keyof Column, MessageKey])[];

/**
 * The top of a column's pages (/column/detail, /column/article, /column/user): its banner, avatar,
 * name (the page's h1), owner, introduction and counts, and the subscribe button.
 */
export function ColumnHeader({
  status,
  column,
  own = false,
  subscribed,
  subscribing = false,
  onSubscribeToggle,
  ownerHref,
  listHref,
  manageHref,
  onRetry,
}: ColumnHeaderProps) {
  const locale = useLocale();
  const t = useT();

  if (status === 'loading') {
    return (
      <header className="spw-column-head" aria-busy="true">
        <Skeleton variant="block" announce={false} className="spw-column-head__placeholder" />
        <div className="spw-column-head__main">
          <Skeleton variant="circle" width={96} className="spw-column-head__avatar" />
          <div className="spw-column-head__who">
            <Skeleton lines={2} announce={false} className="spw-column-head__lines" />
          </div>
        </div>
      </header>
    );
  }
  if (status === 'error') {
    return (
      <header className="spw-column-head spw-column-head--message">
        <LoadError title={t('column.error')} onRetry={onRetry} />
      </header>
    );
  }
  if (status === 'notFound' || !column) {
    return (
      <header className="spw-column-head spw-column-head--message">
        <EmptyState
          title={t('column.notFound')}
          description={t('column.notFoundText')}
          action={
            <Button asChild variant="secondary">
              <a href={listHref}>{t('column.backToList')}</a>
            </Button>
          }
        />
      </header>
    );
  }

  const text = columnText(column, locale);
  return (
    <header className="spw-column-head">
      {/* Decorative; without a picture the gradient shows. */}
      <div className="spw-column-banner spw-column-head__banner">
        {column.pic ? <img src={column.pic} alt="" width={BANNER.width} height={BANNER.height} fetchPriority="high" /> : null}
      </div>
      <div className="spw-column-head__main">
        <Avatar src={column.avatar || undefined} name={column.nickname} size="xl" decorative className="spw-column-head__avatar" />
        <div className="spw-column-head__who">
          <h1 className="spw-column-head__name" lang={text.nameLang}>
            {text.name}
          </h1>
          <p className="spw-column-owner">
            {/* A name as its owner wrote it: not words of the site. */}
            <a className="spw-column-owner__name" href={ownerHref} translate="no">
              {column.nickname}
            </a>
            {column.is_verified === 1 ? <VerifiedBadge verified_type={column.verified_type} size="sm" /> : null}
          </p>
        </div>
        {own ? (
          manageHref ? (
            <div className="spw-column-head__actions">
              <Button asChild variant="secondary">
                <a href={manageHref}>{t('column.manage')}</a>
              </Button>
            </div>
          ) : null
        ) : (
          <div className="spw-column-head__actions">
            {/* aria-disabled rather than disabled while the call is on its way: the button keeps the focus. */}
            <Button
              variant={subscribed ? 'secondary' : 'primary'}
              className="spw-column-head__subscribe"
              aria-pressed={subscribed}
              aria-disabled={subscribing || undefined}
              aria-busy={subscribing || undefined}
              onClick={() => {
                if (!subscribing) onSubscribeToggle();
              }}
            >
              {subscribing ? <span className="spw-button__spinner" aria-hidden="true" /> : null}
              {t(subscribed ? 'column.subscribed' : 'column.subscribe')}
            </Button>
          </div>
        )}
      </div>
      {text.intro.trim() ? (
        <p className="spw-column-head__intro" lang={text.introLang}>
          {text.intro}
        </p>
      ) : (
        <p className="spw-column-head__intro spw-column-head__intro--none">{t('column.noIntro')}</p>
      )}
      <dl className="spw-column-head__stats">
        {STATS.map(([field, label]) => (
          <div key={field} className="spw-column-head__stat">
            <dt>{t(label)}</dt>
            <dd>{formatNumber(column[field], locale)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
