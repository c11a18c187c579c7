import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/Dialog.tsx';
import './account.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The form; it mounts afresh each time the dialog opens, so it starts from its defaults. */
  children: ReactNode;
}

/** A form in a dialog: the heading, the note on required fields, then the form. */
export function FormDialog({ open, onOpenChange, title, children }: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="spw-account-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{intl.formatMessage({ id: 'field.required' })}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel (closes the dialog) and Save (submits; waits while the save is under way). */
export function FormDialogActions({ submitting }: { submitting?: boolean }) {
  const intl = useIntl();
  return (
    <div className="spw-account-dialog__actions">
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>
      </DialogClose>
      <Button type="submit" loading={submitting}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
    </div>
  );
}
