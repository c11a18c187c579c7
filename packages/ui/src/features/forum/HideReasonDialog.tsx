import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.tsx';
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

/** The longest reason the server takes. */
export const HIDE_REASON_MAX = 200;

export interface HideReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trimmed reason, told to the author; the page closes the dialog when the post is hidden. */
  onSubmit: (reason: string) => void;
  submitting: boolean;
}

function HideForm({ submitting, onSubmit }: Pick<HideReasonDialogProps, 'submitting' | 'onSubmit'>) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const value = reason.trim();
    if (!value) {
      setError(t('forum.hide.required'));
      ref.current?.focus();
      return;
    }
    onSubmit(value);
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <TextareaField
        ref={ref}
        label={t('forum.hide.reason')}
        rows={3}
        maxLength={HIDE_REASON_MAX}
        required
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (error) setError(undefined);
        }}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={submitting}>
          {t('forum.hide.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** An admin hides a thread or a reply from its page: the reason is required, and its author is told it. */
export function HideReasonDialog({ open, onOpenChange, onSubmit, submitting }: HideReasonDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('forum.hide.title')}</DialogTitle>
          <DialogDescription>{t('forum.hide.lead')}</DialogDescription>
        </DialogHeader>
        {/* Mounted afresh at each opening: it starts empty. */}
        {open ? <HideForm submitting={submitting} onSubmit={onSubmit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
