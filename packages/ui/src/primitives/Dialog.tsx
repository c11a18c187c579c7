import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import './Dialog.css';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const dialogContentVariants = cva('spw-dialog', {
  variants: {
    side: { center: 'spw-dialog--center', left: 'spw-dialog--left', right: 'spw-dialog--right' },
  },
  defaultVariants: { side: 'center' },
});

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof dialogContentVariants> {
  /** Hide the corner close button (a footer has its own). */
  hideClose?: boolean;
}

/** The dialog panel with its overlay; `side` left or right makes it a drawer. */
export function DialogContent({ className, side, hideClose = false, children, ...props }: DialogContentProps) {
  const intl = useIntl();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="spw-dialog__overlay" data-slot="dialog-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-variant={side ?? 'center'}
        className={dialogContentVariants({ side, className })}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className="spw-dialog__close" aria-label={intl.formatMessage({ id: 'common.close' })}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('spw-dialog__header', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('spw-dialog__footer', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('spw-dialog__title', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('spw-dialog__description', className)} {...props} />;
}
