import type { components } from '@spw/api';
import { pickText } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { editionDates } from '../events/editionText.ts';
import './checkin.css';

type ShareCard = components['schemas']['ShareCard'];

export interface ShareCardScreenProps {
  /** Defaults to 'ready'. 'notFound': the member holds no ticket of the edition. */
  status?: 'ready' | 'loading' | 'error' | 'notFound';
  card?: ShareCard | null;
  onCopyLink: () => void;
  /** The link was just copied. */
  copied?: boolean;
  /** The edition's own page. */
  eventHref: string;
  onRetry?: () => void;
}

/** /eventsUser/share: "X attends <edition>", made to be screenshotted or shared by link. */
export function ShareCardScreen({ status = 'ready', card, onCopyLink, copied = false, eventHref, onRetry }: ShareCardScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  if (status !== 'ready' || !card) {
    return (
      <main className="spw-share" aria-busy={status === 'loading' || undefined}>
        <h1 className="spw-visually-hidden">{t('route.eventsUser.share')}</h1>
        <div className="spw-share__card spw-share__card--plain">
          {status === 'loading' ? (
            <Skeleton lines={4} />
          ) : status === 'error' ? (
            <LoadError title={t('share.error')} onRetry={onRetry} />
          ) : (
            <EmptyState title={t('share.notFound')} description={t('share.notFoundText')} />
          )}
        </div>
      </main>
    );
  }
  const edition = pickText(locale, card.edition_name, card.edition_en_name);
  const city = pickText(locale, card.city, card.en_city);
  // The dates read as the edition pages write them.
  const dates = editionDates(card, intl);
  return (
    <main className="spw-share">
      <article className="spw-share__card">
        <p className="spw-share__year" aria-hidden="true">
          {card.year}
        </p>
        <Avatar src={card.avatar || undefined} name={card.nickname} size="xl" decorative className="spw-share__avatar" />
        <h1 className="spw-share__title">{t('share.title', { name: card.nickname, edition })}</h1>
        <p className="spw-share__when">{t('share.when', { dates, city })}</p>
        {card.checked_in ? <Tag tone="gold">{t('share.checkedIn')}</Tag> : null}
        <p className="spw-share__invite">{t('share.invite')}</p>
      </article>
      <div className="spw-share__actions">
        <Button onClick={onCopyLink}>{t(copied ? 'share.copied' : 'share.copy')}</Button>
        <Button asChild variant="secondary">
          <a href={eventHref}>{t('share.eventLink')}</a>
        </Button>
      </div>
      <p className="spw-visually-hidden" role="status">
        {copied ? t('share.copied') : ''}
      </p>
    </main>
  );
}
