import { ApiError } from '@spw/api';
import type { QuoteImportStep } from '@spw/ui/features/quotes/QuoteImportDialog';
import { useState } from 'react';

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('attachment', file);
  return form;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.msg : undefined);

/** The server's two calls of an import: read the file and say what it would do; write its good rows. */
export interface ImportCalls<Preview, Result> {
  preview: (form: FormData) => Promise<Preview>;
  run: (form: FormData) => Promise<Result>;
}

/**
 * An import dialog's steps (prices, a data item's values): choose a file, read its preview
 * (nothing written), confirm the good rows. `onImported` follows a finished import.
 */
export function useImport<Preview, Result>(calls: ImportCalls<Preview, Result>, onImported: () => void) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<QuoteImportStep>('choose');
  const [preview, setPreview] = useState<Preview | undefined>();
  const [result, setResult] = useState<Result | undefined>();
  const [error, setError] = useState<string | undefined>();
  const reset = () => {
    setFile(null);
    setStep('choose');
    setPreview(undefined);
    setResult(undefined);
    setError(undefined);
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    setError(undefined);
    setStep('previewing');
    calls.preview(fileForm(chosen)).then(
      (data) => {
        setPreview(data);
        setStep('preview');
      },
      (err: unknown) => {
        setError(messageOf(err) ?? 'Error');
        setStep('choose');
      },
    );
  };
  const confirm = () => {
    if (!file) return;
    setStep('importing');
    calls.run(fileForm(file)).then(
      (data) => {
        setResult(data);
        setStep('done');
        onImported();
      },
      (err: unknown) => {
        setError(messageOf(err) ?? 'Error');
        setStep('preview');
      },
    );
  };
  return {
    open,
    start: () => {
      reset();
      setOpen(true);
    },
    props: {
      open,
      onOpenChange: (next: boolean) => {
        // An import on its way finishes before the dialog can close.
        if (step === 'previewing' || step === 'importing') return;
        setOpen(next);
        if (!next) reset();
      },
      step,
      fileName: file?.name,
      preview,
      result,
      error,
      onChoose: choose,
      onConfirm: confirm,
      onReset: reset,
    },
  };
}
