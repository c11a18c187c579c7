import type { components } from '@spw/api';
import { formatDate, pickText } from '@spw/i18n';
import { useId, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { TicketQr } from '../commerce/TicketQr.tsx';
import './activity.css';

type ActivityAnswer = components['schemas']['ActivityAnswer'];

export interface ShareAnswerScreenProps {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  answer: ActivityAnswer | null;
  /** e.g. '2026 上海铂金周' */
  editionName: string;
  /** What the QR code holds: the edition's page, an absolute URL. */
  qrValue: string;
  eventHref: string;
  /** The viewer wrote this answer: show 'Edit my answer' (editHref). */
  own: boolean;
  editHref: string;
  /** Answer yourself (for other viewers): link to the form. */
  answerHref: string;
  onCopyLink: () => void;
  copied: boolean;
  onRetry?: () => void;
}

/** The large opening quote before a question, in gold: drawn, so every font sets it the same. */
export function QuoteMark() {
  return (
    <svg className="spw-answer-card__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M18 7h-3l-2 4v6h6v-6h-3zM10 7H7l-2 4v6h6v-6H8z" fill="currentColor" />
    </svg>
  );
}

/** The card's placeholder while the answer loads: the shapes of its parts, announced once. */
function CardSkeleton() {
  return (
    <div className="spw-answer-card spw-answer-card--placeholder">
      <Skeleton lines={1} className="spw-answer-card__skeleton-edition" />
      <Skeleton variant="block" height={56} announce={false} />
      <Skeleton lines={4} announce={false} />
      <div className="spw-answer-card__author">
        <Skeleton variant="circle" width={40} announce={false} />
        <Skeleton lines={2} announce={false} className="spw-answer-card__skeleton-author" />
      </div>
      <div className="spw-answer-card__foot">
        <Skeleton variant="block" width={96} height={96} announce={false} />
        <Skeleton lines={2} announce={false} className="spw-answer-card__skeleton-author" />
      </div>
    </div>
  );
}

/**
 * /activity/shareAnswer?id=: a member's answer to the edition's question as a card, made to be
 * screenshotted or shared from WeChat's browser, with a QR code that leads to the edition.
 */
export function ShareAnswerScreen({
  status,
  answer,
  editionName,
  qrValue,
  eventHref,
  own,
  editHref,
  answerHref,
  onCopyLink,
  copied,
  onRetry,
}: ShareAnswerScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const headingId = `${id}-question`;

  const eventLink = (
    <Button asChild variant="secondary">
      <a href={eventHref}>{t('activity.eventLink')}</a>
    </Button>
  );

  if (status !== 'ready' || !answer) {
    let body: ReactNode;
    if (status === 'loading') body = <CardSkeleton />;
    else if (status === 'error')
      body = (
        <div className="spw-answer-card spw-answer-card--plain">
          <LoadError title={t('activity.share.error')} onRetry={onRetry} />
        </div>
      );
    else
      body = (
        <div className="spw-answer-card spw-answer-card--plain">
          <EmptyState title={t('activity.share.notFound')} action={eventLink} />
        </div>
      );
    return (
      <main className="spw-answer-share" aria-busy={status === 'loading' || undefined}>
        <h1 className="spw-visually-hidden">{t('activity.share.heading')}</h1>
        {body}
      </main>
    );
  }

  const { user } = answer;
  const question = pickText(locale, answer.question.question, answer.question.en_question);

  return (
    <main className="spw-answer-share">
      <article className="spw-answer-card" aria-labelledby={headingId}>
        <p className="spw-answer-card__edition">{editionName}</p>
        <h1 id={headingId} className="spw-answer-card__question">
          <QuoteMark />
          {question}
        </h1>
        {/* The member's words, as they wrote them, their line breaks kept. */}
        <p className="spw-answer-card__content" translate="no">
          {answer.content}
        </p>
        <div className="spw-answer-card__author">
          <Avatar src={user.avatar || undefined} name={user.nickname} size="md" decorative />
          <div className="spw-answer-card__who">
            <p className="spw-answer-card__name-line">
              <span className="spw-visually-hidden">{t('activity.share.by')} </span>
              <span className="spw-answer-card__name" translate="no">
                {user.nickname}
              </span>
              {user.is_verified === 1 ? (
                <>
                  {' '}
                  <VerifiedBadge verified_type={user.verified_type} size="sm" />
                </>
              ) : null}
            </p>
            <time className="spw-answer-card__date" dateTime={answer.created_at}>
              {formatDate(answer.created_at, locale)}
            </time>
          </div>
        </div>
        <footer className="spw-answer-card__foot">
          <TicketQr value={qrValue} label={t('activity.share.qrLabel', { edition: editionName })} className="spw-answer-card__qr" />
          <p className="spw-answer-card__scan">{t('activity.share.qrHint', { edition: editionName })}</p>
        </footer>
      </article>
      <div className="spw-answer-share__actions">
        <Button type="button" onClick={onCopyLink}>
          {t(copied ? 'activity.share.copied' : 'activity.share.copy')}
        </Button>
        <Button asChild variant="secondary">
          {own ? <a href={editHref}>{t('activity.share.edit')}</a> : <a href={answerHref}>{t('activity.share.answerToo')}</a>}
        </Button>
        <Button asChild variant="ghost">
          <a href={eventHref}>{t('activity.eventLink')}</a>
        </Button>
      </div>
      <p className="spw-answer-share__hint">{t('activity.share.wechatHint')}</p>
      <p className="spw-visually-hidden" role="status">
        {copied ? t('activity.share.copiedStatus') : ''}
      </p>
    </main>
  );
}
