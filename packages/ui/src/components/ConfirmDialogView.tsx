import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import { Button } from './Button.tsx';
import '../primitives/Dialog.css';

/** What ConfirmDialog and ConfirmDialogView take. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  tone?: 'default' | 'danger';
}

/**
 * A question that needs an answer: focus starts on Cancel, Escape cancels. Pages use ConfirmDialog,
 * which loads this (and Radix's dialog stack) when it is first asked.
 */
export function ConfirmDialogView({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
}: ConfirmDialogProps) {
  // Opened by the page, not by a Radix trigger: the focus goes back by hand to what had it.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="spw-dialog__overlay" />
        <AlertDialog.Content
          className="spw-dialog spw-dialog--center"
          data-slot="confirm-dialog"
          onEscapeKeyDown={onCancel}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnTo.current?.isConnected) return;
            event.preventDefault();
            returnTo.current.focus();
          }}
        >
          <AlertDialog.Title className="spw-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="spw-dialog__description">{description}</AlertDialog.Description>
          <div className="spw-dialog__footer">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
