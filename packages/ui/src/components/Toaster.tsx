import * as ToastPrimitive from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import './Toaster.css';

export interface ToastMessage {
  id: string;
  kind: 'info' | 'success' | 'error';
  message: string;
}

export interface ToasterProps {
  toasts: ToastMessage[];
  onDismiss: (id: string) => void;
  /** The spec: toasts stay 5 s. */
  duration?: number;
}

/** Toasts announced to screen readers (errors assertively), each closing itself after `duration`. */
export function Toaster({ toasts, onDismiss, duration = 5000 }: ToasterProps) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Provider duration={duration} label={intl.formatMessage({ id: 'toast.region' })}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          className="spw-toast"
          data-slot="toast"
          data-variant={toast.kind}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <ToastPrimitive.Description className="spw-toast__text">{toast.message}</ToastPrimitive.Description>
          <ToastPrimitive.Close className="spw-toast__close" aria-label={intl.formatMessage({ id: 'common.close' })}>
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="spw-toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
