import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/Dialog.tsx';
import './profile.css';

export interface SendMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whom to: their nickname (shown in the title, translate="no"). */
  recipient: string;
  sending: boolean;
  /** The server's refusal, shown at the field (role=alert). */
  error?: string;
  /** Trimmed text; the page closes the dialog on success and toasts '发送成功'. */
  onSend: (content: string) => void;
}

/** The longest message the server takes. */
export const MESSAGE_MAX = 1000;

/** The form; it mounts afresh each time the dialog opens, so it starts empty. */
function MessageForm({ sending, error, onSend }: Pick<SendMessageDialogProps, 'sending' | 'error' | 'onSend'>) {
  const t = useT();
  const [content, setContent] = useState('');
  const [blank, setBlank] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const message = blank ? t('profile.message.empty') : error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const text = content.trim();
    if (!text) {
      setBlank(true);
      fieldRef.current?.focus();
      return;
    }
    onSend(text);
  };

  return (
    <form className="spw-message-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <TextareaField
        ref={fieldRef}
        label={t('profile.message.label')}
        placeholder={t('profile.message.placeholder')}
        rows={6}
        maxLength={MESSAGE_MAX}
        required
        value={content}
        error={message}
        // What the member writes, in their own words: not words of the site.
        translate="no"
        onChange={(event) => {
          setContent(event.currentTarget.value);
          if (blank) setBlank(false);
        }}
      />
      {/* Always in the page, so screen readers are listening when a refusal arrives. */}
      <div role="alert" className="spw-visually-hidden">
        {message}
      </div>
      <div className="spw-message-form__actions">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={sending}>
          {t('profile.message.send')}
        </Button>
      </div>
    </form>
  );
}

/** '私信': a message to a member the viewer follows, up to 1000 characters. */
export function SendMessageDialog({ open, onOpenChange, recipient, sending, error, onSend }: SendMessageDialogProps) {
  const intl = useIntl();
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="spw-message-dialog">
        <DialogHeader>
          <DialogTitle className="spw-message-dialog__title">
            {intl.formatMessage(
              { id: 'profile.message.title' },
              {
                // A name as its owner wrote it: not words of the site.
                name: (
                  <span key="name" translate="no">
                    {recipient}
                  </span>
                ),
              },
            )}
          </DialogTitle>
          <DialogDescription>{t('profile.message.description')}</DialogDescription>
        </DialogHeader>
        <MessageForm sending={sending} error={error} onSend={onSend} />
      </DialogContent>
    </Dialog>
  );
}
