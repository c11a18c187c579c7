import type { FormEvent, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { useFieldError } from '../../lib/form.ts';
import { useT } from '../../lib/intl.tsx';
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

/** What an owned-resource form (an invoice title, an address) takes besides the item it edits. */
export interface OwnedFormProps<Body> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member has none yet: this one becomes the default whatever the box says. */
  first?: boolean;
  onSubmit: (body: Body) => void;
  submitting?: boolean;
  /** The server's answer to a failed save. */
  error?: string;
}

export interface OwnedForm<Values extends FieldValues> extends UseFormReturn<Values> {
  locked: boolean;
  err: (name: Path<Values>) => string | undefined;
}

/**
 * The form state of an owned item: react-hook-form with the item's values, whether '设为默认' is
 * locked (the default stays the default until another one takes its place; the first one always
 * is), and `err(name)`, a field's message from the catalogue.
 */
export function useOwnedForm<Values extends FieldValues & { is_default: boolean }>(
  item: { is_default: 0 | 1 } | null,
  first: boolean,
  values: Omit<Values, 'is_default'>,
): OwnedForm<Values> {
  const locked = item ? item.is_default === 1 : first;
  const form = useForm<Values>({ defaultValues: { ...values, is_default: locked || item?.is_default === 1 } as DefaultValues<Values> });
  const err = useFieldError(form);
  return { ...form, locked, err };
}

export interface OwnedFormLayoutProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  error?: string;
  submitting?: boolean;
  /** Editing a saved item (not adding one): says why the default box is locked. */
  editing: boolean;
  locked: boolean;
  defaultLabel: string;
  /** `register('is_default')`. */
  defaultInput: UseFormRegisterReturn;
  children: ReactNode;
}

/** An owned item's form: its fields, then '设为默认' (locked, saying why, when it must stay on), then Cancel and Save. */
export function OwnedFormLayout({
  onSubmit,
  error,
  submitting,
  editing,
  locked,
  defaultLabel,
  defaultInput,
  children,
}: OwnedFormLayoutProps) {
  const t = useT();
  return (
    <FormLayout
      onSubmit={(e) => void onSubmit(e)}
      error={error}
      aria-busy={submitting || undefined}
      actions={<FormDialogActions submitting={submitting} />}
    >
      {children}
      <CheckboxField
        label={defaultLabel}
        disabled={locked}
        hint={locked ? t(editing ? 'account.defaultLocked.current' : 'account.defaultLocked.first') : undefined}
        {...defaultInput}
      />
    </FormLayout>
  );
}
