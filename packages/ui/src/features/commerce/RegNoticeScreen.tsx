import type { MessageKey } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { editionCity, editionDates, editionName, type Edition } from '../events/editionText.ts';
import './registration.css';

export interface RegNoticeScreenProps {
  /** Defaults to 'ready'. */
  status?: 'ready' | 'loading' | 'error';
  edition?: Edition | null;
  /** The registration form of the edition. */
  registerHref: string;
  onRetry?: () => void;
}

/** /events/regNotice: what registering means (dates, venue, what the fee covers, refunds), then the way in. */
export function RegNoticeScreen({ status = 'ready', edition, registerHref, onRetry }: RegNoticeScreenProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  const heading = <h1 className="spw-reg__title">{t('reg.notice.title')}</h1>;
  if (status === 'loading') {
    return (
      <div className="spw-reg" aria-busy="true">
        {heading}
        <Skeleton lines={6} />
      </div>
    );
  }
  if (status === 'error' || !edition) {
    return (
      <div className="spw-reg">
        {heading}
        <LoadError title={t('reg.notice.error')} onRetry={onRetry} />
      </div>
    );
  }
  const facts: [MessageKey, string][] = [
    ['reg.notice.when', editionDates(edition, intl)],
    ['reg.notice.where', t('reg.notice.whereText', { city: editionCity(edition, locale) })],
    ['reg.notice.fee', t('reg.notice.feeText')],
    ['reg.notice.refund', t('reg.notice.refundText')],
    ['reg.notice.steps', t('reg.notice.stepsText')],
  ];
  return (
    <div className="spw-reg">
      {heading}
      <p className="spw-reg__lead">{editionName(edition, locale)}</p>
      {edition.is_current ? null : <p className="spw-reg__note">{t('reg.notice.closed')}</p>}
      <dl className="spw-reg__facts">
        {facts.map(([term, text]) => (
          <div key={term}>
            <dt>{t(term)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {edition.is_current ? (
        <div className="spw-reg__buttons">
          <Button asChild size="lg">
            <a href={registerHref}>{t('reg.notice.register')}</a>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
