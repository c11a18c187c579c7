import type { components } from '@spw/api';
import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { POST_CATEGORY_LABEL } from './PostListScreen.tsx';
import { companyMissing, type CompanyField } from './company-rules.ts';
import './company.css';

type Company = components['schemas']['Company'];
type CompanyStatus = components['schemas']['CompanyStatus'];

export interface CompanyDetailScreenProps {
  /** null: never saved → EmptyState '还没有填写公司信息' with a link button to editHref ('填写公司信息'). */
  company: Company | null;
  /** Loading skeleton/indicator. */
  loading?: boolean;
  /** LoadError with onRetry. */
  error?: string | null;
  onRetry?: () => void;
  /** Link '编辑' / 'Edit'. */
  editHref: string;
  /** Link to the public card when company.is_public ('查看名片页'). */
  cardHref: string | null;
  /** Link to products ('管理产品'). */
  productsHref: string;
  /** Button '提交审核', shown for draft and rejected; disabled (with the list of what is missing, by companyMissing, as text) when incomplete. */
  onSubmitReview: () => void;
  submitting: boolean;
  /** Admins: the review list, rendered in its own section below. */
  review?: ReactNode;
}

/** A status's name, as its tag says it. */
export const COMPANY_STATUS_LABEL: Record<CompanyStatus, MessageKey> = {
  draft: 'company.status.draft',
  pending: 'company.status.pending',
  approved: 'company.status.approved',
  rejected: 'company.status.rejected',
};

export const COMPANY_STATUS_TONE = {
  draft: 'neutral',
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
} as const satisfies Record<CompanyStatus, string>;

/** What the status notice says. */
const NOTICE: Record<CompanyStatus, MessageKey> = {
  draft: 'company.detail.notice.draft',
  pending: 'company.detail.notice.pending',
  approved: 'company.detail.notice.approved',
  rejected: 'company.detail.notice.rejected',
};

/** A missing field's name in the list under the submit button ('phone' stands for a phone or an e-mail). */
const MISSING_LABEL = (field: CompanyField): MessageKey => (field === 'phone' ? 'company.detail.missingContact' : `company.field.${field}`);

/** A `tel:` link's number: the digits and a leading +, without the spaces and brackets people write. */
const telOf = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** The notice's mark: a tick once approved, else an exclamation. */
function NoticeIcon({ approved }: { approved: boolean }) {
  return (
    <svg className="spw-company-notice__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {approved ? (
        <path
          d="M6.5 10.2l2.4 2.4 4.6-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M10 5.5v5.5M10 13.6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The logo, or a drawn building in its frame when there is none. */
export function CompanyLogo({ src, size = 'lg' }: { src: string; size?: 'md' | 'lg' }) {
  return (
    <span className="spw-company-logo" data-size={size}>
      {src ? (
        // The name is written beside it.
        <img src={src} alt="" width={96} height={96} decoding="async" />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 20V6l7-3v17M11 20V9l9 3v8M2.5 20h19M7 8.5h1M7 12h1M7 15.5h1M14.5 13.5h1M14.5 17h1M17.5 13.5h1M17.5 17h1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </span>
  );
}

/** The categories as tags, in the list's order. */
export function CompanyCategories({ categories }: { categories: Company['categories'] }) {
  const t = useT();
  return (
    <ul className="spw-company-tags">
      {categories.map((category) => (
        <li key={category}>
          <Tag tone="gold" size="sm">
            {t(POST_CATEGORY_LABEL[category])}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** The state of the entry in words, and what the creator may do about it: submit for review. */
function StatusNotice({ company, onSubmitReview, submitting }: { company: Company; onSubmitReview: () => void; submitting: boolean }) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const missingId = `${id}-missing`;
  const { status } = company;
  const note = company.review_note.trim();
  const canSubmit = status === 'draft' || status === 'rejected';
  const missing = canSubmit ? companyMissing(company) : [];
  const changed = status === 'draft' && company.is_public;

  return (
    <section className="spw-company-notice" data-tone={COMPANY_STATUS_TONE[status]} aria-label={t('company.detail.statusLabel')}>
      <div className="spw-company-notice__line">
        <NoticeIcon approved={status === 'approved'} />
        <Tag tone={COMPANY_STATUS_TONE[status]} size="sm" className="spw-company-notice__tag">
          {t(COMPANY_STATUS_LABEL[status])}
        </Tag>
        {/* Announced when it changes (submitted: pending). */}
        <p className="spw-company-notice__text" role="status">
          {t(NOTICE[status])}
        </p>
      </div>
      {status === 'rejected' && note ? (
        <p className="spw-company-notice__note">
          <span className="spw-company-notice__note-label">{t('company.detail.noteLabel')}</span>
          {/* The admin's words, as written. */}
          <span translate="no">{note}</span>
        </p>
      ) : null}
      {changed ? <p className="spw-company-notice__changed">{t('company.detail.notice.changed')}</p> : null}
      {canSubmit ? (
        <div className="spw-company-notice__submit">
          <Button
            onClick={onSubmitReview}
            loading={submitting}
            disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? missingId : undefined}
          >
            {t('company.detail.submit')}
          </Button>
          {missing.length > 0 ? (
            <p id={missingId} className="spw-company-notice__missing">
              {t('company.detail.missing', {
                fields: intl.formatList(
                  missing.map((field) => t(MISSING_LABEL(field))),
                  { type: 'conjunction' },
                ),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** A row of the entry: its name, and the creator's words or '未填写'. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <div className="spw-company-facts__row">
      <dt>{label}</dt>
      <dd>{empty ? <span className="spw-company-facts__empty">{t('company.detail.notFilled')}</span> : children}</dd>
    </div>
  );
}

/** The entry as it reads: logo and names, then each field, the pictures, and when it was submitted and reviewed. */
function Entry({ company }: { company: Company }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const nameId = `${id}-name`;
  const picturesId = `${id}-pictures`;
  const field = (name: CompanyField) => t(`company.field.${name}`);
  const text = (value: string, lang?: 'en') =>
    value.trim() ? (
      <span className="spw-company-facts__text" translate="no" lang={lang}>
        {value}
      </span>
    ) : null;
  const website = /^https?:\/\//i.test(company.website) ? company.website : '';

  return (
    <Card asChild variant="outline">
      <article className="spw-company-entry" aria-labelledby={nameId}>
        <header className="spw-company-entry__who">
          <CompanyLogo src={company.logo} />
          <div className="spw-company-entry__names">
            <h2 id={nameId} className="spw-company-entry__name" translate="no">
              {company.name}
            </h2>
            {company.en_name ? (
              <p className="spw-company-entry__en-name" translate="no" lang="en">
                {company.en_name}
              </p>
            ) : null}
          </div>
        </header>
        <dl className="spw-company-facts">
          <Fact label={field('licence_no')}>{text(company.licence_no)}</Fact>
          <Fact label={field('categories')}>
            {company.categories.length > 0 ? <CompanyCategories categories={company.categories} /> : null}
          </Fact>
          <Fact label={field('intro')}>
            {company.intro.trim() ? (
              <p className="spw-company-facts__prose" translate="no">
                {company.intro}
              </p>
            ) : null}
          </Fact>
          <Fact label={field('en_intro')}>
            {company.en_intro.trim() ? (
              <p className="spw-company-facts__prose" translate="no" lang="en">
                {company.en_intro}
              </p>
            ) : null}
          </Fact>
          <Fact label={field('address')}>{text(company.address)}</Fact>
          <Fact label={field('en_address')}>{text(company.en_address, 'en')}</Fact>
          <Fact label={field('contact_name')}>{text(company.contact_name)}</Fact>
          <Fact label={field('phone')}>
            {company.phone.trim() ? (
              <a href={telOf(company.phone)} translate="no">
                {company.phone}
              </a>
            ) : null}
          </Fact>
          <Fact label={field('email')}>
            {company.email.trim() ? (
              <a href={`mailto:${company.email}`} translate="no">
                {company.email}
              </a>
            ) : null}
          </Fact>
          <Fact label={field('website')}>
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer" translate="no">
                {website}
              </a>
            ) : null}
          </Fact>
        </dl>
        <section className="spw-company-entry__pictures" aria-labelledby={picturesId}>
          <h3 id={picturesId} className="spw-company-entry__subheading">
            {field('pictures')}
          </h3>
          {company.pictures.length > 0 ? (
            <ul className="spw-company-pictures">
              {company.pictures.map((url, index) => (
                <li key={`${index}-${url}`}>
                  <img
                    src={url}
                    alt={t('company.detail.pictureAlt', { n: index + 1 })}
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="spw-company-facts__empty">{t('company.detail.noPictures')}</p>
          )}
        </section>
        {company.submitted_at || company.reviewed_at ? (
          <dl className="spw-company-entry__dates">
            {company.submitted_at ? (
              <div>
                <dt>{t('company.detail.submittedAt')}</dt>
                <dd>
                  <time dateTime={company.submitted_at}>{formatDateTime(company.submitted_at, locale)}</time>
                </dd>
              </div>
            ) : null}
            {company.reviewed_at ? (
              <div>
                <dt>{t('company.detail.reviewedAt')}</dt>
                <dd>
                  <time dateTime={company.reviewed_at}>{formatDateTime(company.reviewed_at, locale)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </article>
    </Card>
  );
}

/**
 * /creator/company/detail: the creator's yellow-pages entry (one per creator) with its state —
 * draft, under review, approved (public at /company/card) or rejected with the admin's note — and
 * the way on: edit it, submit it for review once complete, see the public card, manage products.
 * Admins see the entries waiting for review below (`review`).
 */
export function CompanyDetailScreen({
  company,
  loading = false,
  error = null,
  onRetry,
  editHref,
  cardHref,
  productsHref,
  onSubmitReview,
  submitting,
  review,
}: CompanyDetailScreenProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;

  let body: ReactNode;
  if (loading) {
    body = (
      <Card variant="outline" className="spw-company-entry" data-loading="">
        <Skeleton variant="block" height={48} />
        <div className="spw-company-entry__who">
          <Skeleton variant="block" width={96} height={96} announce={false} />
          <Skeleton variant="lines" lines={2} announce={false} className="spw-company-entry__names" />
        </div>
        <Skeleton variant="lines" lines={6} announce={false} />
      </Card>
    );
  } else if (error) {
    body = <LoadError title={t('company.detail.loadFailed')} description={error} onRetry={onRetry} />;
  } else if (!company) {
    body = (
      <EmptyState
        title={t('company.detail.empty')}
        description={t('company.detail.emptyText')}
        action={
          <Button asChild>
            <a href={editHref}>{t('company.detail.fill')}</a>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <StatusNotice company={company} onSubmitReview={onSubmitReview} submitting={submitting} />
        <Entry company={company} />
      </>
    );
  }

  const ready = !loading && !error && company !== null;
  return (
    <div className="spw-company">
      <section className="spw-company__main" aria-labelledby={headingId} aria-busy={loading || submitting || undefined}>
        <header className="spw-company__head">
          <div className="spw-company__title">
            <h1 id={headingId} className="spw-company__heading">
              {t('company.detail.heading')}
            </h1>
            <p className="spw-company__lead">{t('company.detail.lead')}</p>
          </div>
          {ready ? (
            <div className="spw-company__links">
              <Button asChild variant="secondary" size="sm">
                <a href={editHref}>{t('company.detail.edit')}</a>
              </Button>
              {company.is_public && cardHref ? (
                <Button asChild variant="secondary" size="sm">
                  <a href={cardHref}>{t('company.detail.card')}</a>
                </Button>
              ) : null}
              <Button asChild variant="secondary" size="sm">
                <a href={productsHref}>{t('company.detail.products')}</a>
              </Button>
            </div>
          ) : null}
        </header>
        {body}
      </section>
      {review ? <div className="spw-company__review">{review}</div> : null}
    </div>
  );
}
