import type { components } from '@spw/api';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { editionName, type Edition } from '../events/editionText.ts';
import './registration.css';

type Registration = components['schemas']['Registration'];

export interface RegResultScreenProps {
  /** Defaults to 'ready'. 'missing': nothing is known of this registration here. */
  status?: 'ready' | 'loading' | 'error' | 'missing';
  edition?: Edition | null;
  /** The delegates registered together (one batch). */
  delegates: Registration[];
  /** Members buy the delegates' tickets next (/ticket/list?events_id=); the public form has no link. */
  ticketsHref?: string;
  againHref: string;
  eventHref: string;
  onRetry?: () => void;
}

/** /events/regResult and /form/regResult: who was registered, and what to do next. */
export function RegResultScreen({
  status = 'ready',
  edition,
  delegates,
  ticketsHref,
  againHref,
  eventHref,
  onRetry,
}: RegResultScreenProps) {
  const locale = useLocale();
  const t = useT();
  const coupon = delegates.find((d) => d.coupon_code)?.coupon_code;
  const links = (
    <div className="spw-reg__buttons">
      {ticketsHref ? (
        <Button asChild size="lg">
          <a href={ticketsHref}>{t('reg.result.buy')}</a>
        </Button>
      ) : null}
      <Button asChild variant="secondary" size="lg">
        <a href={againHref}>{t('reg.result.again')}</a>
      </Button>
      <Button asChild variant="ghost" size="lg">
        <a href={eventHref}>{t('reg.result.home')}</a>
      </Button>
    </div>
  );
  if (status === 'loading') {
    return (
      <div className="spw-reg" aria-busy="true">
        <h1 className="spw-reg__title">{t('route.events.regResult')}</h1>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (status === 'error' || status === 'missing') {
    return (
      <div className="spw-reg">
        <h1 className="spw-reg__title">{t('route.events.regResult')}</h1>
        {status === 'error' ? (
          <LoadError title={t('reg.result.error')} onRetry={onRetry} />
        ) : (
          <EmptyState title={t('reg.result.missing')} description={t('reg.result.missingText')} />
        )}
        {links}
      </div>
    );
  }
  const attendance = (d: Registration) => t(`reg.attendance.${d.attendance}`);
  return (
    <div className="spw-reg">
      <div className="spw-reg__done">
        <svg className="spw-reg__done-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="spw-reg__title">{t('reg.result.title')}</h1>
        <p className="spw-reg__lead">
          {t('reg.result.lead', { count: delegates.length, edition: edition ? editionName(edition, locale) : '' })}
        </p>
      </div>
      <ul className="spw-reg__list">
        {delegates.map((d) => (
          <li key={d.id} className="spw-reg__person">
            <span className="spw-reg__person-name">{d.delegate_name || d.name}</span>
            <span className="spw-reg__person-meta">{[d.company, d.email, attendance(d)].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
      {coupon ? <p className="spw-reg__note">{t('reg.result.coupon', { code: coupon })}</p> : null}
      <p className="spw-reg__lead">{t(ticketsHref ? 'reg.result.next.member' : 'reg.result.next.public')}</p>
      {links}
    </div>
  );
}
