import { formatDate, formatDateTime, type MessageKey } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import {
  badgeType,
  NAME_LABEL,
  ORGANISATION_LABEL,
  STATUS_LABEL,
  STATUS_TONE,
  TYPE_LABEL,
  type Certification,
} from './certificationText.ts';
import './certification.css';

export interface CertificationResultScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** The latest application; null: never applied (a prompt with a link to apply). */
  current: Certification | null;
  applyHref: string;
  profileHref: string;
  onRetry?: () => void;
}

/** One of the application's words: its label, and the value as the applicant wrote it. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="spw-cert-fields__row">
      <dt>{label}</dt>
      {children}
    </div>
  );
}

/** What was asked for: type, name, organisation (or English name), position, the badge's words. */
export function CertificationFields({ item, documents = true }: { item: Certification; documents?: boolean }) {
  const t = useT();
  const words = (value: string) =>
    value.trim() ? (
      // The applicant's words, as written.
      <dd translate="no">{value}</dd>
    ) : (
      <dd className="spw-cert-fields__none">{t('certification.field.none')}</dd>
    );
  return (
    <dl className="spw-cert-fields">
      <Row label={t('certification.field.type')}>
        <dd>{t(TYPE_LABEL[item.type])}</dd>
      </Row>
      <Row label={t(NAME_LABEL[item.type])}>{words(item.name)}</Row>
      <Row label={t(ORGANISATION_LABEL[item.type])}>{words(item.organisation)}</Row>
      {item.type === 1 ? <Row label={t('certification.field.title')}>{words(item.title)}</Row> : null}
      <Row label={t('certification.field.reason')}>
        <dd>
          <VerifiedBadge verified_type={badgeType(item.type)} reason={item.reason} withLabel />
        </dd>
      </Row>
      {documents ? (
        <Row label={t('certification.field.documents')}>
          <dd>
            <CertificationDocuments documents={item.documents} />
          </dd>
        </Row>
      ) : null}
    </dl>
  );
}

/** The documents as thumbnails; each opens the picture at full size in a new tab. */
export function CertificationDocuments({ documents }: { documents: Certification['documents'] }) {
  const t = useT();
  if (documents.length === 0) return <span className="spw-cert-fields__none">{t('certification.field.none')}</span>;
  return (
    <ul className="spw-cert-docs">
      {documents.map((document, index) => (
        <li key={document.key}>
          <a
            className="spw-cert-docs__link"
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('certification.documentOpen', { n: index + 1 })}
          >
            <img className="spw-cert-docs__thumb" src={document.url} alt="" width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A heading, a status and the dates: the top of each state's panel. */
function Panel({ item, heading, children }: { item: Certification; heading: MessageKey; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <Card asChild variant="outline">
      <section className="spw-cert-panel" data-status={item.status} aria-labelledby={`${id}-h`}>
        <header className="spw-cert-panel__head">
          <Tag tone={STATUS_TONE[item.status]} size="sm">
            {t(STATUS_LABEL[item.status])}
          </Tag>
          <h2 id={`${id}-h`} className="spw-cert-panel__heading">
            {t(heading)}
          </h2>
          <p className="spw-cert-panel__dates">
            <time dateTime={item.created_at}>{t('certification.sent', { date: formatDateTime(item.created_at, locale) })}</time>
            {item.decided_at ? (
              <time dateTime={item.decided_at}>{t('certification.decided', { date: formatDate(item.decided_at, locale) })}</time>
            ) : null}
          </p>
        </header>
        {children}
      </section>
    </Card>
  );
}

/** /certification/result: the member's latest application — waiting, approved, rejected — or a prompt to apply. */
export function CertificationResultScreen({ status, current, applyHref, profileHref, onRetry }: CertificationResultScreenProps) {
  const t = useT();
  const id = useId();

  let body: ReactNode;
  if (status === 'loading') {
    body = <Skeleton variant="block" height={280} announce className="spw-cert-placeholder" />;
  } else if (status === 'error') {
    body = <LoadError title={t('certification.loadError')} onRetry={onRetry} />;
  } else if (!current) {
    body = (
      <EmptyState
        title={t('certification.result.none')}
        description={t('certification.result.noneBody')}
        action={
          <Button asChild>
            <a href={applyHref}>{t('certification.result.apply')}</a>
          </Button>
        }
      />
    );
  } else if (current.status === 0) {
    body = (
      <Panel item={current} heading="certification.status.waiting">
        <p className="spw-cert-panel__note">{t('certification.result.waitingNote')}</p>
        <h3 className="spw-cert-panel__subheading">{t('certification.result.asked')}</h3>
        <CertificationFields item={current} />
      </Panel>
    );
  } else if (current.status === 1) {
    body = (
      <Panel item={current} heading="certification.result.approved">
        <p className="spw-cert-panel__note">{t('certification.result.approvedLead')}</p>
        <p className="spw-cert-panel__badge">
          <VerifiedBadge verified_type={badgeType(current.type)} reason={current.reason} withLabel size="lg" />
        </p>
        <div className="spw-cert-panel__actions">
          <Button asChild variant="secondary">
            <a href={profileHref}>{t('certification.result.profile')}</a>
          </Button>
        </div>
      </Panel>
    );
  } else {
    body = (
      <Panel item={current} heading="certification.result.rejected">
        <div className="spw-cert-reason">
          <p className="spw-cert-reason__label">{t('certification.result.rejectedReason')}</p>
          {/* The admin's words, as written. */}
          <p className="spw-cert-reason__text" translate="no">
            {current.reject_reason}
          </p>
        </div>
        <div className="spw-cert-panel__actions">
          <Button asChild>
            <a href={applyHref}>{t('certification.result.again')}</a>
          </Button>
        </div>
        <h3 className="spw-cert-panel__subheading">{t('certification.result.asked')}</h3>
        <CertificationFields item={current} documents={false} />
      </Panel>
    );
  }

  return (
    <section className="spw-cert" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <h1 id={`${id}-heading`} className="spw-cert__heading">
        {t('certification.result.heading')}
      </h1>
      {body}
    </section>
  );
}
