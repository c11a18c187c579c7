import type { components } from '@spw/api';
import { formatNumber, type MessageKey } from '@spw/i18n';
import { Fragment, useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useFileDrop } from '../../components/useFileDrop.ts';
import { useLocale, useT } from '../../lib/intl.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog.tsx';
import { PriceChange, useQuoteCodeText } from './QuoteChangeList.tsx';
import './quote-data.css';

type QuoteImportPreview = components['schemas']['QuoteImportPreview'];
type QuoteImportResult = components['schemas']['QuoteImportResult'];
type QuoteImportRow = components['schemas']['QuoteImportRow'];
type QuoteImportStatus = components['schemas']['QuoteImportStatus'];

export type QuoteImportStep = 'choose' | 'previewing' | 'preview' | 'importing' | 'done';

export interface QuoteImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** choose → previewing (the file sent, read by the server) → preview → importing → done. */
  step: QuoteImportStep;
  /** The file being read or imported. */
  fileName?: string;
  /** The server's refusal of the file (the choose step shows it under the picker). */
  fileError?: string;
  /** What the server read (the preview and importing steps). */
  preview?: QuoteImportPreview;
  /** What the import did (the done step). */
  result?: QuoteImportResult;
  /** A failed preview or import: shown in place of the step, with a retry calling `onReset`. */
  error?: string;
  /** A file chosen or dropped that passed the browser's checks (type, at most 2 MB). */
  onChoose: (file: File) => void;
  /** '确认导入 N 行'. */
  onConfirm: () => void;
  /** Back to the choose step (another file, a retry, another import). */
  onReset: () => void;
  /** '下载模板': a CSV with the header row and an example. */
  templateHref?: string;
}

/** A good row of a preview: its number in the file, and whether it adds or replaces. */
export interface ImportPreviewRow {
  row: number;
  status: QuoteImportStatus;
}

/** A preview as the server sends it, whatever its rows hold (QuoteImportPreview, DataItemImportPreview). */
export type ImportPreviewOf<Row extends ImportPreviewRow> = Omit<QuoteImportPreview, 'rows'> & { rows: Row[] };

/** A column of the changes' table, between the row number and the status: its header, and each row's `<td>`. */
export interface ImportColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactElement;
}

/** What an import says of its file and shows of its rows: the quotes' here, the data items' in DataItemImportDialog. */
export interface ImportKind<Row extends ImportPreviewRow> {
  title: string;
  /** Under the title on the choose step: what a line of the file is. */
  intro: string;
  /** The file's columns, a line each. */
  fileColumns: string[];
  /** The formats and limits, and what happens to what is already there. */
  rules: string;
  /** An error's `field` (the file's column as the server names it) in the reader's words. */
  fieldLabel: (field: string) => string;
  /** The heading (and region's name) of the changes' table. */
  changesCaption: string;
  /** Said when the file changes nothing. */
  allSame: string;
  changeColumns: ImportColumn<Row>[];
}

/** The largest file the server takes (QuoteImportFile): refused here before it is sent. */
export const QUOTE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most rows a file may have. */
export const QUOTE_IMPORT_MAX_ROWS = 5000;
/** What the picker offers: CSV and Excel (xlsx). */
export const QUOTE_IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The server lists at most this many errors and changes. */
const ERRORS_LISTED = 500;

const TYPES = new Set(['text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);

/** A CSV or xlsx file, by its name or its type (a dropped file may come without a type). */
const isSheet = (file: Pick<File, 'name' | 'type'>) => /\.(csv|xlsx)$/i.test(file.name) || TYPES.has(file.type);

const FORMAT_LABEL: Record<QuoteImportPreview['format'], MessageKey> = {
  'csv-utf8': 'quoteData.import.formatCsvUtf8',
  'csv-gbk': 'quoteData.import.formatCsvGbk',
  xlsx: 'quoteData.import.formatXlsx',
};

/** The quote file's columns as the server names them, in the reader's words. */
const FIELD_LABEL: Partial<Record<string, MessageKey>> = {
  quote_code_id: 'quoteData.import.field.quote_code_id',
  code: 'quoteData.import.field.code',
  date: 'quoteData.import.field.date',
  price: 'quoteData.import.field.price',
};

const COUNTS = ['total', 'good', 'bad', 'new', 'changed', 'same'] as const;
type CountKey = (typeof COUNTS)[number];
const COUNT_LABEL: Record<CountKey, MessageKey> = {
  total: 'quoteData.import.count.total',
  good: 'quoteData.import.count.good',
  bad: 'quoteData.import.count.bad',
  new: 'quoteData.import.count.new',
  changed: 'quoteData.import.count.changed',
  same: 'quoteData.import.count.same',
};

/** The choose step: what the file holds, the picker (or a drop), and why a file was refused. */
function ChooseStep({
  problem,
  onTake,
  templateHref,
  fileColumns,
  rules,
}: {
  problem: string | null;
  onTake: (files: File[]) => void;
  templateHref?: string;
  fileColumns: string[];
  rules: string;
}) {
  const t = useT();
  const id = useId();
  const { onInputChange, zone } = useFileDrop(onTake, true);
  const ids = { label: `${id}-label`, hint: `${id}-hint`, problem: `${id}-problem` };
  return (
    <div className="spw-quote-import__choose">
      <ul className="spw-quote-import__columns">
        {fileColumns.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p id={ids.hint} className="spw-quote-import__rules">
        {rules}
      </p>
      {templateHref ? (
        <p className="spw-quote-import__template">
          <a href={templateHref} download>
            {t('quoteData.import.template')}
          </a>
        </p>
      ) : null}
      <div className="spw-quote-import__file" data-invalid={problem ? '' : undefined}>
        <span className="spw-field__label" id={ids.label}>
          {t('quoteData.import.file')}
        </span>
        <div className="spw-quote-import__drop" {...zone}>
          {/* The real control: out of sight, not out of reach (Tab, then Space or Enter opens the picker). */}
          <input
            id={`${id}-input`}
            type="file"
            accept={QUOTE_IMPORT_ACCEPT}
            className="spw-quote-import__input"
            aria-labelledby={ids.label}
            aria-describedby={[problem ? ids.problem : '', ids.hint].filter(Boolean).join(' ')}
            aria-invalid={problem ? true : undefined}
            onChange={onInputChange}
          />
          <label htmlFor={`${id}-input`} className="spw-quote-import__pick" aria-hidden="true">
            <svg className="spw-quote-import__pick-icon" viewBox="0 0 24 24" focusable="false">
              <path
                d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v4.5h16V15"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="spw-quote-import__pick-button">{t('quoteData.import.choose')}</span>
            <span className="spw-quote-import__pick-drop">{t('quoteData.import.drop')}</span>
          </label>
        </div>
        <div role="alert" className="spw-quote-import__problem-box">
          {problem ? (
            <p id={ids.problem} className="spw-field__error">
              <svg className="spw-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <circle cx="8" cy="8" r="7" fill="currentColor" />
                <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
                <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
              </svg>
              <span>{problem}</span>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A box that scrolls on its own (a long table inside the dialog); reachable by Tab, so keys scroll it. */
function ScrollBox({ label, tall, children }: { label: string; tall?: boolean; children: ReactNode }) {
  return (
    <div className="spw-quote-import__scroll" data-tall={tall ? '' : undefined} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The preview (and, while importing, the same, waiting): counts, the rows with errors, the changes. */
function PreviewStep<Row extends ImportPreviewRow>({
  preview,
  focusRef,
  kind,
}: {
  preview: ImportPreviewOf<Row>;
  focusRef: RefObject<HTMLHeadingElement | null>;
  kind: ImportKind<Row>;
}) {
  const t = useT();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const changes = preview.new + preview.changed;
  return (
    <div className="spw-quote-import__preview">
      <h3 ref={focusRef} tabIndex={-1} className="spw-quote-import__heading">
        {t('quoteData.import.counts')}
      </h3>
      <dl className="spw-quote-import__counts">
        {COUNTS.map((key) => (
          <div key={key} className="spw-quote-import__count" data-count={key} data-zero={preview[key] === 0 ? '' : undefined}>
            <dt>{t(COUNT_LABEL[key])}</dt>
            <dd>{number(preview[key])}</dd>
          </div>
        ))}
      </dl>

      {preview.bad > 0 ? (
        <>
          <p role="alert" className="spw-quote-import__bad">
            <svg className="spw-quote-import__bad-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
              <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
            </svg>
            <span>{t('quoteData.import.badAlert', { bad: preview.bad })}</span>
          </p>
          <h3 className="spw-quote-import__heading">{t('quoteData.import.errorsCaption')}</h3>
          <ScrollBox label={t('quoteData.import.errorsCaption')}>
            <table className="spw-quote-import__table">
              <thead>
                <tr>
                  <th scope="col" className="spw-quote-import__row-number">
                    {t('quoteData.col.row')}
                  </th>
                  <th scope="col">{t('quoteData.col.field')}</th>
                  <th scope="col">{t('quoteData.col.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.errors.map((problem, index) => (
                  <tr key={`${problem.row}-${problem.field}-${index}`}>
                    <td className="spw-quote-import__row-number">{number(problem.row)}</td>
                    <td className="spw-quote-import__field">{kind.fieldLabel(problem.field)}</td>
                    <td>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
          {preview.errors.length >= ERRORS_LISTED ? (
            <p className="spw-quote-import__note">{t('quoteData.import.errorsCapped', { count: number(preview.errors.length) })}</p>
          ) : null}
        </>
      ) : null}

      {preview.rows.length > 0 ? (
        <>
          <h3 className="spw-quote-import__heading">{kind.changesCaption}</h3>
          <ScrollBox label={kind.changesCaption} tall>
            <table className="spw-quote-import__table">
              <thead>
                <tr>
                  <th scope="col" className="spw-quote-import__row-number">
                    {t('quoteData.col.row')}
                  </th>
                  {kind.changeColumns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.header}
                    </th>
                  ))}
                  <th scope="col">{t('quoteData.col.status')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.row}>
                    <td className="spw-quote-import__row-number">{number(row.row)}</td>
                    {kind.changeColumns.map((column) => (
                      <Fragment key={column.key}>{column.cell(row)}</Fragment>
                    ))}
                    <td>
                      <Tag tone={row.status === 'new' ? 'success' : 'info'} size="sm">
                        {t(row.status === 'new' ? 'quoteData.import.status.new' : 'quoteData.import.status.changed')}
                      </Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
          {preview.rows.length < changes ? (
            <p className="spw-quote-import__note">
              {t('quoteData.import.rowsCapped', { count: number(preview.rows.length), total: number(changes) })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** An import's dialog with its words and columns (`kind`): the quotes' (QuoteImportDialog), the data items'. */
export type ImportDialogProps<Row extends ImportPreviewRow> = Omit<QuoteImportDialogProps, 'preview'> & {
  preview?: ImportPreviewOf<Row>;
  kind: ImportKind<Row>;
};

/**
 * The quote data's import, in a dialog, its steps led by the page: choose a CSV (UTF-8 or GBK) or
 * Excel file (a file over 2 MB or of another kind is refused here, before it is sent), see what the
 * server read — how many rows, which are wrong and why (skipped), which prices are new or change —
 * confirm, and see what was done. Escape and the close button ask `onOpenChange(false)`, except
 * while the import is under way.
 */
export function QuoteImportDialog(props: QuoteImportDialogProps) {
  const t = useT();
  const text = useQuoteCodeText();
  const kind: ImportKind<QuoteImportRow> = {
    title: t('quoteData.import.title'),
    intro: t('quoteData.import.intro'),
    fileColumns: [t('quoteData.import.colCode'), t('quoteData.import.colDate'), t('quoteData.import.colPrice')],
    rules: t('quoteData.import.rules'),
    fieldLabel: (field) => {
      const key = FIELD_LABEL[field];
      return key ? t(key) : field;
    },
    changesCaption: t('quoteData.import.changesCaption'),
    allSame: t('quoteData.import.allSame'),
    changeColumns: [
      { key: 'code', header: t('quoteData.col.code'), cell: (row) => <td translate="no">{row.quote_name}</td> },
      {
        key: 'date',
        header: t('quoteData.col.date'),
        cell: (row) => (
          <td className="spw-quote-import__date">
            <time dateTime={row.date}>{row.date}</time>
          </td>
        ),
      },
      {
        key: 'price',
        header: t('quoteData.col.price'),
        cell: (row) => (
          <td className="spw-quote-import__price">
            {row.status === 'changed' && row.old_price !== null ? (
              <PriceChange from={text.price(row.old_price)} to={text.price(row.price)} />
            ) : (
              text.price(row.price)
            )}
          </td>
        ),
      },
    ],
  };
  return <ImportDialog {...props} kind={kind} />;
}

/** The import's steps in a dialog, as QuoteImportDialog says, with another import's words and columns. */
export function ImportDialog<Row extends ImportPreviewRow>({
  open,
  onOpenChange,
  step,
  fileName,
  fileError,
  preview,
  result,
  error,
  onChoose,
  onConfirm,
  onReset,
  templateHref,
  kind,
}: ImportDialogProps<Row>) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const focusRef = useRef<HTMLHeadingElement>(null);
  const [refused, setRefused] = useState<string | null>(null);

  // A refusal is the file's that was refused: gone when the dialog closes or the step moves on.
  const [shown, setShown] = useState({ open, step });
  if (shown.open !== open || shown.step !== step) {
    setShown({ open, step });
    setRefused(null);
  }

  // A new step's content takes the focus at its heading, so a screen reader reads on from there.
  useEffect(() => {
    if (!open) return;
    if (step === 'preview' || step === 'done') focusRef.current?.focus();
  }, [open, step]);

  const take = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!isSheet(file)) {
      setRefused(t('quoteData.import.wrongType'));
      return;
    }
    if (file.size > QUOTE_IMPORT_MAX_BYTES) {
      setRefused(t('quoteData.import.tooLarge'));
      return;
    }
    setRefused(null);
    onChoose(file);
  };

  const failed = Boolean(error);
  // A failed import is over: the dialog can be closed again.
  const importing = step === 'importing' && !failed;
  const good = preview?.good ?? 0;
  const changes = preview ? preview.new + preview.changed : 0;
  const number = (value: number) => formatNumber(value, locale);

  const cancel = (
    <DialogClose asChild>
      <Button type="button" variant="secondary" disabled={importing}>
        {t('common.cancel')}
      </Button>
    </DialogClose>
  );

  const fileLine = fileName ? (
    <>
      {t('quoteData.import.fileName')}{' '}
      <span className="spw-quote-import__file-name" translate="no">
        {fileName}
      </span>
      {preview && step !== 'previewing' ? (
        <>
          <span className="spw-quote-import__sep" aria-hidden="true">
            {' · '}
          </span>
          <span className="spw-visually-hidden">, </span>
          {t('quoteData.import.format')} {t(FORMAT_LABEL[preview.format])}
        </>
      ) : null}
    </>
  ) : null;

  let description: ReactNode;
  let body: ReactNode;
  let footer: ReactNode;
  if (failed) {
    description = fileLine ?? kind.intro;
    body = <LoadError title={t('quoteData.import.failed')} description={error} onRetry={onReset} />;
    footer = cancel;
  } else if (step === 'previewing') {
    description = fileLine ?? t('quoteData.import.reading');
    body = <Loading variant="block" label={t('quoteData.import.reading')} />;
    footer = cancel;
  } else if ((step === 'preview' || importing) && preview) {
    const nothing = good === 0;
    description = fileLine ?? t(FORMAT_LABEL[preview.format]);
    body = (
      <>
        <PreviewStep preview={preview} focusRef={focusRef} kind={kind} />
        {nothing ? (
          <p id={`${id}-why`} className="spw-quote-import__note spw-quote-import__note--strong">
            {t('quoteData.import.nothing')}
          </p>
        ) : changes === 0 ? (
          <p className="spw-quote-import__note spw-quote-import__note--strong">{kind.allSame}</p>
        ) : null}
      </>
    );
    footer = (
      <>
        <Button type="button" variant="ghost" disabled={importing} onClick={onReset} className="spw-quote-import__again">
          {t('quoteData.import.again')}
        </Button>
        {cancel}
        <Button
          type="button"
          loading={importing}
          disabled={nothing}
          aria-describedby={nothing ? `${id}-why` : undefined}
          onClick={() => {
            if (!importing && !nothing) onConfirm();
          }}
        >
          {t('quoteData.import.confirm', { count: good })}
        </Button>
      </>
    );
  } else if (step === 'done' && result) {
    description = fileLine ?? t('quoteData.import.doneTitle');
    body = (
      <div className="spw-quote-import__done">
        <svg className="spw-quote-import__done-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h3 ref={focusRef} tabIndex={-1} className="spw-quote-import__heading">
          {t('quoteData.import.doneTitle')}
        </h3>
        <p role="status" className="spw-quote-import__result">
          {t('quoteData.import.done', {
            inserted: number(result.inserted),
            replaced: number(result.replaced),
            unchanged: number(result.unchanged),
            skipped: number(result.skipped),
          })}
        </p>
      </div>
    );
    footer = (
      <>
        <Button type="button" variant="secondary" onClick={onReset}>
          {t('quoteData.import.more')}
        </Button>
        <DialogClose asChild>
          <Button type="button">{t('common.close')}</Button>
        </DialogClose>
      </>
    );
  } else {
    description = kind.intro;
    body = (
      <ChooseStep
        problem={refused ?? fileError ?? null}
        onTake={take}
        templateHref={templateHref}
        fileColumns={kind.fileColumns}
        rules={kind.rules}
      />
    );
    footer = cancel;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The import under way is not left half seen.
        if (!next && importing) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="spw-quote-import"
        hideClose={importing}
        aria-busy={importing || step === 'previewing' || undefined}
        data-step={step}
        onOpenAutoFocus={(event) => {
          // Opened on a preview or a result: its heading first, not the first button.
          if (!focusRef.current) return;
          event.preventDefault();
          focusRef.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{kind.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {body}
        <DialogFooter>{footer}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
