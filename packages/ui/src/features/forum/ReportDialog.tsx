import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { useT } from '../../lib/intl.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog.tsx';
import './forum-thread.css';

type ForumReportReason = components['schemas']['ForumReportReason'];

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is reported: '帖子' for a thread, or the reply's first words (shown as written). */
  subject: string;
  /** The reason and the trimmed detail; the page closes the dialog when the report is taken. */
  onSubmit: (v: { reason: ForumReportReason; detail: string }) => void;
  submitting: boolean;
  /** The server's refusal, announced under the form. */
  error?: string;
}

/** The longest detail the server takes. */
export const REPORT_DETAIL_MAX = 200;

/** The reasons in the order offered. */
export const REPORT_REASONS: readonly ForumReportReason[] = ['spam', 'abuse', 'illegal', 'fraud', 'other'];

/** Each reason's words (also on the admins' reports screen). */
export const REPORT_REASON_LABEL: Record<ForumReportReason, MessageKey> = {
  spam: 'forum.report.reason.spam',
  abuse: 'forum.report.reason.abuse',
  illegal: 'forum.report.reason.illegal',
  fraud: 'forum.report.reason.fraud',
  other: 'forum.report.reason.other',
};

const isReason = (value: string): value is ForumReportReason => (REPORT_REASONS as readonly string[]).includes(value);

/** The form; it mounts afresh each time the dialog opens, so it starts with nothing chosen. */
function ReportForm({ subject, submitting, error, onSubmit }: Pick<ReportDialogProps, 'subject' | 'submitting' | 'error' | 'onSubmit'>) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<ForumReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; detail?: string }>({});
  const reasonsRef = useRef<HTMLFieldSetElement>(null);
  const detailRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const text = detail.trim();
    const next = {
      reason: reason ? undefined : t('forum.report.reasonRequired'),
      detail: reason === 'other' && !text ? t('forum.report.detailRequired') : undefined,
    };
    setProblems(next);
    if (next.reason) {
      reasonsRef.current?.querySelector('input')?.focus();
      return;
    }
    if (next.detail || !reason) {
      detailRef.current?.focus();
      return;
    }
    onSubmit({ reason, detail: text });
  };

  return (
    <form className="spw-forum-report__form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <p className="spw-forum-report__subject">
        <span className="spw-forum-report__subject-label">{t('forum.report.subject')}</span>
        {/* A reply's first words as its author wrote them. */}
        <span className="spw-forum-report__subject-text" translate="no">
          {subject}
        </span>
      </p>
      <RadioGroupField
        ref={reasonsRef}
        label={t('forum.report.reason')}
        name={`${id}-reason`}
        orientation="vertical"
        required
        value={reason ?? ''}
        error={problems.reason}
        options={REPORT_REASONS.map((value) => ({ value, label: t(REPORT_REASON_LABEL[value]) }))}
        onChange={(value) => {
          if (!isReason(value)) return;
          setReason(value);
          setProblems((p) => ({ reason: undefined, detail: value === 'other' ? p.detail : undefined }));
        }}
      />
      <TextareaField
        ref={detailRef}
        label={t('forum.report.detail')}
        hint={reason === 'other' ? undefined : t('forum.report.detailHint')}
        rows={3}
        maxLength={REPORT_DETAIL_MAX}
        required={reason === 'other'}
        value={detail}
        error={problems.detail}
        // The member's own words: not words of the site.
        translate="no"
        onChange={(event) => {
          setDetail(event.currentTarget.value);
          if (problems.detail) setProblems((p) => ({ ...p, detail: undefined }));
        }}
      />
      {/* Always in the page, so screen readers are listening when a refusal arrives. */}
      <div role="alert" className={error ? 'spw-forum-report__error' : 'spw-visually-hidden'}>
        {error}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={submitting}>
          {t('common.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** '举报': a thread or a reply reported with a reason (and a detail, required for 'other'). */
export function ReportDialog({ open, onOpenChange, subject, onSubmit, submitting, error }: ReportDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="spw-forum-report">
        <DialogHeader>
          <DialogTitle>{t('forum.report.title')}</DialogTitle>
          <DialogDescription>{t('forum.report.lead')}</DialogDescription>
        </DialogHeader>
        <ReportForm subject={subject} submitting={submitting} error={error} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}
