import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import type { UploadFn } from '../../components/Upload.tsx';
import { EMPTY_COLUMN_APPLY, FIELD_LABEL, FIELD_LANG, type ColumnApplyDraft, type ColumnApplyField } from './columnApply.ts';
import './column.css';
import './recruit.css';

const ApplyForm = lazy(() => import('./ColumnApplyForm.tsx').then((m) => ({ default: m.ApplyForm })));

export {
  checkColumnApply,
  COLUMN_APPLY_LIMITS,
  type ColumnApplyDraft,
  type ColumnApplyField,
  type ColumnApplyProblem,
} from './columnApply.ts';

type ColumnApplication = components['schemas']['ColumnApplication'];
type ColumnRecruitMine = components['schemas']['ColumnRecruitMine'];

export interface ColumnRecruitScreenProps {
  /** 'visitor': not signed in — the pitch and a sign-in link, no form. */
  status: 'visitor' | 'loading' | 'error' | 'ready';
  /** The member's standing (/columnApply/mine); required when status is 'ready'. */
  mine?: ColumnRecruitMine;
  /** The login page with a redirect back here. */
  loginHref: string;
  /** Send the application (the container calls /columnApply/add). */
  onSubmit: (draft: ColumnApplyDraft) => void;
  submitting?: boolean;
  /** The server's answers, by field (shown at the field, first one focused). */
  errors?: Partial<Record<ColumnApplyField, string>>;
  /** Withdraw the waiting application (the container asks /columnApply/withdraw). */
  onWithdraw: (id: number) => void;
  withdrawing?: boolean;
  /** Sends the banner picture (Upload's rules). */
  uploadPic: UploadFn;
  columnHref: (id: number) => string;
  /** The creator centre (/creator/index). */
  creatorHref: string;
  onRetry?: () => void;
}

/** A member who never applied and writes no column. */
const NOBODY: ColumnRecruitMine = { is_column: 0, columns: [], application: null };

const BENEFITS: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: 'column.recruit.benefit.page', text: 'column.recruit.benefit.pageText' },
  { title: 'column.recruit.benefit.featured', text: 'column.recruit.benefit.featuredText' },
  { title: 'column.recruit.benefit.tools', text: 'column.recruit.benefit.toolsText' },
];

const ASKS: readonly MessageKey[] = ['column.recruit.ask.original', 'column.recruit.ask.samples', 'column.recruit.ask.decision'];

/** The banner's drawn size in the summary (16:5). */
const THUMB = { width: 320, height: 100 } as const;

/** An application's words, as the form starts from them. */
const draftOf = (application: ColumnApplication): ColumnApplyDraft => ({
  name: application.name,
  en_name: application.en_name,
  content: application.content,
  en_content: application.en_content,
  pic: application.pic,
  samples: application.samples,
  contact: application.contact,
});

/** The application's words as a list of label and value; an optional field left empty says so. */
function Summary({ application }: { application: ColumnApplication }) {
  const t = useT();
  const rows: ColumnApplyField[] = ['name', 'en_name', 'content', 'en_content', 'pic', 'samples', 'contact'];
  return (
    <dl className="spw-recruit-summary">
      {rows.map((field) => {
        const value = application[field].trim();
        let shown;
        if (!value) shown = <span className="spw-recruit-summary__none">{t('column.recruit.none')}</span>;
        else if (field === 'pic') {
          shown = (
            <img
              className="spw-recruit-summary__pic"
              src={application.pic}
              alt={t('column.recruit.bannerAlt', { name: application.name })}
              width={THUMB.width}
              height={THUMB.height}
              loading="lazy"
            />
          );
        } else shown = application[field];
        return (
          <div key={field} className="spw-recruit-summary__row">
            <dt>{t(FIELD_LABEL[field])}</dt>
            <dd
              lang={value ? FIELD_LANG[field] : undefined}
              // The member's own words, as they wrote them.
              translate={value !== '' && !FIELD_LANG[field] && field !== 'pic' ? 'no' : undefined}
              data-multiline={field === 'content' || field === 'en_content' || field === 'samples' ? '' : undefined}
            >
              {shown}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/* ----- The page ----- */

/**
 * /column/recruit: what writing a column here brings and asks, then where the member stands — a
 * sign-in link for visitors, the form, the application waiting (which they may withdraw), the
 * reason a rejected one gave with the form filled from it, or their columns when they write one.
 */
export function ColumnRecruitScreen({
  status,
  mine,
  loginHref,
  onSubmit,
  submitting = false,
  errors = {},
  onWithdraw,
  withdrawing = false,
  uploadPic,
  columnHref,
  creatorHref,
  onRetry,
}: ColumnRecruitScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const [another, setAnother] = useState(false);
  const [asking, setAsking] = useState(false);

  const intro = (
    <header className="spw-recruit__intro">
      <h1 id={`${id}-h`} className="spw-recruit__title">
        {t('column.recruit.title')}
      </h1>
      <p className="spw-recruit__lead">{t('column.recruit.lead')}</p>
      <div className="spw-recruit__about">
        <section className="spw-recruit__benefits" aria-labelledby={`${id}-benefits`}>
          <h2 id={`${id}-benefits`} className="spw-recruit__subheading">
            {t('column.recruit.benefits')}
          </h2>
          <ul className="spw-recruit__list">
            {BENEFITS.map((benefit, index) => (
              <li key={benefit.title} className="spw-recruit-benefit">
                <span className="spw-recruit-benefit__mark" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="spw-recruit-benefit__title">{t(benefit.title)}</span>
                <span className="spw-recruit-benefit__text">{t(benefit.text)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="spw-recruit__asks" aria-labelledby={`${id}-asks`}>
          <h2 id={`${id}-asks`} className="spw-recruit__subheading">
            {t('column.recruit.asks')}
          </h2>
          <ul className="spw-recruit__checks">
            {ASKS.map((ask) => (
              <li key={ask}>{t(ask)}</li>
            ))}
          </ul>
        </section>
      </div>
    </header>
  );

  let panel;
  if (status === 'visitor') {
    panel = (
      <div className="spw-recruit__panel spw-recruit__panel--visitor">
        <p className="spw-recruit__text">{t('column.recruit.visitor')}</p>
        <Button asChild>
          <a href={loginHref}>{t('column.recruit.signIn')}</a>
        </Button>
      </div>
    );
  } else if (status === 'loading') {
    panel = (
      <div className="spw-recruit__panel">
        <Skeleton lines={2} announce className="spw-recruit__lines" />
        <Skeleton variant="block" height={160} announce={false} />
        <Skeleton variant="block" height={120} announce={false} />
      </div>
    );
  } else if (status === 'error') {
    panel = <LoadError title={t('column.recruit.loadError')} onRetry={onRetry} />;
  } else {
    const standing = mine ?? NOBODY;
    const application = standing.application;
    const waiting = application?.status === 0 ? application : null;
    const rejected = application?.status === 2 ? application : null;
    const columnist = standing.is_column === 1 || application?.status === 1;
    const form = (heading: MessageKey, initial: ColumnApplyDraft, key: string, focusOnMount = false) => (
      <Suspense key={key} fallback={<Skeleton variant="block" height={480} announce />}>
        <ApplyForm
          heading={heading}
          initial={initial}
          onSubmit={onSubmit}
          submitting={submitting}
          serverErrors={errors}
          uploadPic={uploadPic}
          focusOnMount={focusOnMount}
        />
      </Suspense>
    );

    panel = (
      <>
        {columnist ? (
          <section className="spw-recruit__panel spw-recruit-columnist" aria-labelledby={`${id}-columnist`}>
            <h2 id={`${id}-columnist`} className="spw-recruit__subheading">
              {t('column.recruit.columnist.heading')}
            </h2>
            {standing.columns.length > 0 ? (
              <>
                <p className="spw-recruit__label" id={`${id}-columns`}>
                  {t('column.recruit.columnist.columns')}
                </p>
                <ul className="spw-recruit-columnist__columns" aria-labelledby={`${id}-columns`}>
                  {standing.columns.map((column) => {
                    const english = locale === 'en' && column.en_name.trim() !== '';
                    return (
                      <li key={column.id}>
                        <a href={columnHref(column.id)} lang={english ? 'en' : 'zh-CN'}>
                          {english ? column.en_name : column.name}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
            <div className="spw-recruit__actions">
              <Button asChild variant="secondary">
                <a href={creatorHref}>{t('column.recruit.columnist.creator')}</a>
              </Button>
              {!waiting && !rejected && !another ? (
                <Button variant="ghost" onClick={() => setAnother(true)}>
                  {t('column.recruit.columnist.another')}
                </Button>
              ) : null}
            </div>
          </section>
        ) : null}

        {waiting ? (
          <section className="spw-recruit__panel spw-recruit-waiting" aria-labelledby={`${id}-waiting`}>
            <div className="spw-recruit-waiting__head">
              <h2 id={`${id}-waiting`} className="spw-recruit__subheading">
                {t('column.recruit.waiting.heading')}
              </h2>
              <Tag tone="gold" size="sm">
                {t('column.recruit.waiting.status')}
              </Tag>
            </div>
            <p className="spw-recruit__text">
              <time dateTime={waiting.created_at}>{t('column.recruit.sent', { date: formatDate(waiting.created_at, locale) })}</time>
              {' · '}
              {t('column.recruit.waiting.text')}
            </p>
            <Summary application={waiting} />
            <div className="spw-recruit__actions">
              <Button variant="secondary" loading={withdrawing} onClick={() => setAsking(true)}>
                {t('column.recruit.withdraw.button')}
              </Button>
            </div>
            <ConfirmDialog
              open={asking}
              onOpenChange={setAsking}
              tone="danger"
              title={t('column.recruit.withdraw.title')}
              description={t('column.recruit.withdraw.text')}
              confirmLabel={t('column.recruit.withdraw.confirm')}
              cancelLabel={t('column.recruit.withdraw.keep')}
              onConfirm={() => {
                setAsking(false);
                onWithdraw(waiting.id);
              }}
              onCancel={() => setAsking(false)}
            />
          </section>
        ) : rejected ? (
          <>
            <section className="spw-recruit-notice" aria-labelledby={`${id}-rejected`}>
              <h2 id={`${id}-rejected`} className="spw-recruit-notice__heading">
                {t('column.recruit.rejected.heading')}
              </h2>
              {rejected.decided_at ? (
                <p className="spw-recruit-notice__date">
                  <time dateTime={rejected.decided_at}>
                    {t('column.recruit.rejected.decided', { date: formatDate(rejected.decided_at, locale) })}
                  </time>
                </p>
              ) : null}
              {rejected.reason.trim() ? (
                <p className="spw-recruit-notice__reason">
                  <span className="spw-recruit-notice__label">{t('column.recruit.rejected.reason')}</span>{' '}
                  {/* The admin's words, as written. */}
                  <span translate="no">{rejected.reason}</span>
                </p>
              ) : null}
              <p className="spw-recruit-notice__again">{t('column.recruit.rejected.again')}</p>
            </section>
            <div className="spw-recruit__panel">{form('column.recruit.form.again', draftOf(rejected), `again-${rejected.id}`)}</div>
          </>
        ) : !columnist ? (
          <div className="spw-recruit__panel">{form('column.recruit.form.heading', EMPTY_COLUMN_APPLY, 'new')}</div>
        ) : another ? (
          <div className="spw-recruit__panel">{form('column.recruit.form.heading', EMPTY_COLUMN_APPLY, 'another', true)}</div>
        ) : null}
      </>
    );
  }

  return (
    <section className="spw-recruit" aria-labelledby={`${id}-h`} aria-busy={status === 'loading' || undefined}>
      {intro}
      {panel}
    </section>
  );
}
