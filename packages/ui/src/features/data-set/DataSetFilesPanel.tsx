import type { components } from '@spw/api';
import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMessages } from '../../components/TextField.tsx';
import { useFileDrop } from '../../components/useFileDrop.ts';
import { useLocale, useT } from '../../lib/intl.tsx';
import {
  DATA_SET_ACCEPT,
  DATA_SET_MAX_BYTES,
  DATA_SET_MAX_FILES,
  DATA_SET_MAX_VERSIONS,
  FORMAT_LABEL,
  formatFileSize,
  formatOfFile,
} from './data-set-text.ts';
import './data-set-desk.css';

type DataSet = components['schemas']['DataSet'];
type DataSetFile = components['schemas']['DataSetFile'];
type DataSetVersion = components['schemas']['DataSetVersion'];
type DataSetUploadMode = components['schemas']['DataSetUploadMode'];

/** How an upload is made: beside the current files, or in place of one of them (its id); and what changed. */
export interface DataSetUploadOptions {
  mode: DataSetUploadMode;
  replaces?: number;
  note: string;
}

export interface DataSetFilesPanelProps {
  /** The set as stored (/dataSet/myGet): its current files and every version, newest first. */
  set: DataSet;
  /** An upload is on its way: the form waits. */
  uploading: boolean;
  /** Why the last upload failed, in the reader's language (the server's message). */
  uploadError?: string;
  /** Upload a file checked here (format, size); a new version comes back in `set`. */
  onUpload: (file: File, opts: DataSetUploadOptions) => void;
  /** Download one file (of any version). */
  onDownload: (fileId: number) => void;
  /** The file being fetched: its buttons wait. */
  downloadingId?: number | null;
}

/** The note's limit (/dataSet/upload). */
const NOTE_MAX = 200;

const VERSION_MODE: Record<DataSetVersion['mode'], MessageKey> = {
  first: 'dataSet.desk.history.mode.first',
  append: 'dataSet.desk.history.mode.append',
  replace: 'dataSet.desk.history.mode.replace',
};

/**
 * The files of a data set, beside its form on /creator/dataSet/edit: the current version's files,
 * an upload that makes the next version (a file added, or one replaced, with a note), and the
 * version history, each version with its files to download. A file's format and size are checked
 * here first, so a wrong one is never sent; the limits (10 files a version, 50 versions) hold back
 * the controls they concern, saying why.
 */
export function DataSetFilesPanel({ set, uploading, uploadError, onUpload, onDownload, downloadingId = null }: DataSetFilesPanelProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const hasFiles = set.files.length > 0;
  const filesFull = set.files.length >= DATA_SET_MAX_FILES;
  const versionsFull = set.versions.length >= DATA_SET_MAX_VERSIONS;

  const [chosenMode, setMode] = useState<DataSetUploadMode>('append');
  const [chosenReplaces, setReplaces] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // The server's last complaint shows until another file is chosen, or another upload starts.
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);

  // A new version came back: the upload form starts afresh.
  const [version, setVersion] = useState(set.version);
  if (version !== set.version) {
    setVersion(set.version);
    setFile(null);
    setNote('');
    setProblem(null);
    setNotice('');
  }
  const [wasUploading, setWasUploading] = useState(uploading);
  if (wasUploading !== uploading) {
    setWasUploading(uploading);
    if (uploading) setDismissed(undefined);
  }

  // Nothing to replace before the first file; nothing more to add once ten are there.
  const mode: DataSetUploadMode = !hasFiles ? 'append' : filesFull ? 'replace' : chosenMode;
  const replaces = set.files.find((f) => f.id === chosenReplaces)?.id ?? set.files[0]?.id;
  const serverProblem = uploadError && uploadError !== dismissed && !uploading ? uploadError : undefined;
  const shownProblem = problem ?? serverProblem;
  const locked = uploading || versionsFull;

  /** A chosen or dropped file: checked here first, so a wrong one is never sent. */
  const take = (files: File[]) => {
    const first = files[0];
    if (!first) return;
    setDismissed(uploadError);
    setNotice(files.length > 1 ? t('dataSet.desk.upload.oneAtATime') : '');
    let refused: string | null = null;
    if (!formatOfFile(first)) refused = t('dataSet.desk.upload.badType', { name: first.name });
    else if (first.size > DATA_SET_MAX_BYTES)
      refused = t('dataSet.desk.upload.tooLarge', { name: first.name, size: formatFileSize(first.size, locale) });
    else if (first.size === 0) refused = t('dataSet.desk.upload.emptyFile', { name: first.name });
    setProblem(refused);
    setFile(refused ? null : first);
  };
  const { onInputChange, zone } = useFileDrop(take, !locked);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    if (!file) {
      setProblem(t('dataSet.desk.upload.needFile'));
      inputRef.current?.focus();
      return;
    }
    const trimmed = note.trim();
    if (mode === 'replace' && replaces !== undefined) onUpload(file, { mode, replaces, note: trimmed });
    else onUpload(file, { mode: 'append', note: trimmed });
  };

  const ids = {
    label: `${id}-file-label`,
    rules: `${id}-file-rules`,
    problem: `${id}-file-problem`,
    chosen: `${id}-file-chosen`,
    limit: `${id}-limit`,
  };
  const date = (value: string) => <time dateTime={value}>{formatDateTime(value, locale)}</time>;

  const downloadButton = (f: DataSetFile, about: string) => (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      className="spw-ds-files__download"
      loading={downloadingId === f.id}
      onClick={() => onDownload(f.id)}
    >
      <DownloadMark />
      {t('dataSet.desk.files.download')}
      <span className="spw-visually-hidden" translate="no">
        {' '}
        {about}
      </span>
    </Button>
  );

  return (
    <section className="spw-ds-files" aria-labelledby={`${id}-heading`}>
      <header className="spw-ds-files__head">
        <h2 id={`${id}-heading`} className="spw-ds-files__heading">
          {t('dataSet.desk.files.heading')}
        </h2>
        {set.version > 0 ? (
          <p className="spw-ds-files__counts">
            {t('dataSet.desk.files.counts', {
              version: set.version,
              files: set.files.length,
              maxFiles: DATA_SET_MAX_FILES,
              versions: set.versions.length,
              maxVersions: DATA_SET_MAX_VERSIONS,
            })}
          </p>
        ) : null}
      </header>

      {/* ----- The current version's files ----- */}
      <div className="spw-ds-files__part">
        <h3 id={`${id}-current`} className="spw-ds-files__title">
          {t('dataSet.desk.files.current')}
        </h3>
        {hasFiles ? (
          <div className="spw-ds-table-box">
            <table className="spw-ds-table spw-ds-files__table" aria-labelledby={`${id}-current`}>
              <thead>
                <tr>
                  <th scope="col">{t('dataSet.desk.files.col.name')}</th>
                  <th scope="col">{t('dataSet.desk.files.col.format')}</th>
                  <th scope="col">{t('dataSet.desk.files.col.size')}</th>
                  <th scope="col">{t('dataSet.desk.files.col.downloads')}</th>
                  <th scope="col">{t('dataSet.desk.files.col.uploaded')}</th>
                  <th scope="col">
                    <span className="spw-visually-hidden">{t('dataSet.desk.files.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {set.files.map((f) => (
                  <tr key={f.id}>
                    <th scope="row" className="spw-ds-files__name" translate="no">
                      {f.name}
                    </th>
                    <td className="spw-ds-files__format">
                      <Tag size="sm">{FORMAT_LABEL[f.format]}</Tag>
                    </td>
                    <td className="spw-ds-files__size">{formatFileSize(f.size, locale)}</td>
                    <td className="spw-ds-files__downloads">{t('dataSet.desk.files.downloads', { count: f.download_amount })}</td>
                    <td className="spw-ds-files__uploaded">{date(f.created_at)}</td>
                    <td className="spw-ds-files__actions">{downloadButton(f, f.name)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div className="spw-ds-files__none">
            <p className="spw-ds-files__none-title">{t('dataSet.desk.files.noFile')}</p>
            <p className="spw-ds-files__none-text">{t('dataSet.desk.files.noFileText')}</p>
          </div>
        )}
      </div>

      {/* ----- The upload: the next version ----- */}
      <form
        className="spw-ds-files__part spw-ds-upload"
        aria-labelledby={`${id}-upload`}
        aria-busy={uploading || undefined}
        noValidate
        onSubmit={send}
      >
        <h3 id={`${id}-upload`} className="spw-ds-files__title">
          {t(hasFiles ? 'dataSet.desk.upload.heading' : 'dataSet.desk.upload.headingFirst')}
        </h3>
        {versionsFull ? (
          <p id={ids.limit} className="spw-ds-upload__limit">
            {t('dataSet.desk.upload.versionsFull', { max: DATA_SET_MAX_VERSIONS })}
          </p>
        ) : filesFull ? (
          <p id={ids.limit} className="spw-ds-upload__limit">
            {t('dataSet.desk.upload.filesFull', { max: DATA_SET_MAX_FILES })}
          </p>
        ) : null}

        {/* The fieldset holds every control back at once while an upload is on its way, or at the last version. */}
        <fieldset className="spw-ds-upload__fields" disabled={locked} aria-describedby={versionsFull ? ids.limit : undefined}>
          {hasFiles ? (
            <RadioGroupField
              label={t('dataSet.desk.upload.mode')}
              name={`${id}-mode`}
              orientation="vertical"
              className="spw-ds-form__choices"
              value={mode}
              onChange={(value) => setMode(value as DataSetUploadMode)}
              aria-describedby={filesFull ? ids.limit : undefined}
              options={[
                {
                  value: 'append',
                  disabled: filesFull,
                  label: <Choice name={t('dataSet.desk.upload.append')} hint={t('dataSet.desk.upload.appendHint')} />,
                },
                { value: 'replace', label: <Choice name={t('dataSet.desk.upload.replace')} hint={t('dataSet.desk.upload.replaceHint')} /> },
              ]}
            />
          ) : null}
          {hasFiles && mode === 'replace' ? (
            <SelectField
              label={t('dataSet.desk.upload.replaces')}
              required
              translate="no"
              value={String(replaces ?? '')}
              onChange={(event) => setReplaces(Number(event.currentTarget.value))}
              options={set.files.map((f) => ({ value: String(f.id), label: f.name }))}
            />
          ) : null}

          <div className="spw-field spw-ds-upload__file" data-invalid={shownProblem ? '' : undefined}>
            <span className="spw-field__label" id={ids.label}>
              {t('dataSet.desk.upload.file')}
              <span className="spw-field__required" aria-hidden="true">
                *
              </span>
            </span>
            <div className="spw-ds-upload__drop" data-state={uploading ? 'sending' : file ? 'chosen' : 'empty'} {...zone}>
              {/* The real control: out of sight, not out of reach (Tab, then Space or Enter opens the picker). */}
              <input
                ref={inputRef}
                id={`${id}-file`}
                type="file"
                accept={DATA_SET_ACCEPT}
                className="spw-ds-upload__input"
                aria-labelledby={ids.label}
                aria-describedby={[shownProblem ? ids.problem : '', file ? ids.chosen : '', ids.rules].filter(Boolean).join(' ')}
                aria-invalid={shownProblem ? true : undefined}
                aria-required="true"
                onChange={onInputChange}
              />
              {file ? (
                <div className="spw-ds-upload__chosen">
                  <FileMark className="spw-ds-upload__mark" />
                  <div className="spw-ds-upload__chosen-main" id={ids.chosen}>
                    <span className="spw-visually-hidden">{t('dataSet.desk.upload.chosen')} </span>
                    <span className="spw-ds-upload__name" translate="no">
                      {file.name}
                    </span>{' '}
                    <span className="spw-ds-upload__size">{formatFileSize(file.size, locale)}</span>
                    {uploading ? (
                      <progress className="spw-ds-upload__progress" aria-label={t('dataSet.desk.upload.uploading', { name: file.name })} />
                    ) : null}
                  </div>
                  {uploading ? null : (
                    <label htmlFor={`${id}-file`} className="spw-ds-upload__another" aria-hidden="true">
                      {t('dataSet.desk.upload.another')}
                    </label>
                  )}
                </div>
              ) : (
                <label htmlFor={`${id}-file`} className="spw-ds-upload__choose" aria-hidden="true">
                  <UploadMark />
                  <span className="spw-ds-upload__choose-label">{t('dataSet.desk.upload.choose')}</span>
                  <span className="spw-ds-upload__choose-drop">{t('dataSet.desk.upload.drop')}</span>
                </label>
              )}
            </div>
            <p id={ids.rules} className="spw-field__hint">
              {t('dataSet.format.accepted')}
            </p>
            {/* A refused choice or a failed upload, said when it happens. */}
            <div role="alert" className="spw-ds-upload__alert">
              <FieldMessages error={shownProblem} errorId={ids.problem} />
            </div>
            <p role="status" className="spw-ds-upload__notice">
              {notice}
            </p>
          </div>

          <TextareaField
            label={t('dataSet.desk.upload.note')}
            optional
            rows={2}
            maxLength={NOTE_MAX}
            hint={t('dataSet.desk.upload.noteHint')}
            translate="no"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </fieldset>
        <div className="spw-ds-upload__buttons">
          <Button type="submit" loading={uploading} disabled={versionsFull} aria-describedby={versionsFull ? ids.limit : undefined}>
            {t('dataSet.desk.upload.submit')}
          </Button>
        </div>
      </form>

      {/* ----- The versions, newest first ----- */}
      <div className="spw-ds-files__part">
        <h3 id={`${id}-history`} className="spw-ds-files__title">
          {t('dataSet.desk.history.heading')}
        </h3>
        {set.versions.length === 0 ? (
          <p className="spw-ds-files__none-text">{t('dataSet.desk.history.none')}</p>
        ) : (
          <ol className="spw-ds-history" aria-labelledby={`${id}-history`}>
            {set.versions.map((v, index) => {
              const versionText = t('dataSet.desk.history.version', { version: v.version });
              return (
                <li key={v.version} className="spw-ds-history__item">
                  <details className="spw-ds-history__details" open={index === 0}>
                    <summary className="spw-ds-history__summary">
                      <span className="spw-ds-history__number">{versionText}</span>
                      {index === 0 ? (
                        <Tag size="sm" tone="success">
                          {t('dataSet.desk.history.current')}
                        </Tag>
                      ) : null}
                      <span className="spw-ds-history__mode">{t(VERSION_MODE[v.mode])}</span>
                      <span className="spw-ds-history__date">{date(v.created_at)}</span>
                      <span className="spw-ds-history__count">{t('dataSet.desk.history.files', { count: v.files.length })}</span>
                      {v.note ? (
                        <span className="spw-ds-history__note" translate="no">
                          {v.note}
                        </span>
                      ) : null}
                    </summary>
                    <ul className="spw-ds-history__files" aria-label={t('dataSet.desk.history.filesOf', { version: v.version })}>
                      {v.files.map((f) => (
                        <li key={f.id} className="spw-ds-history__file">
                          <span className="spw-ds-history__file-main">
                            <span className="spw-ds-history__file-name" translate="no">
                              {f.name}
                            </span>
                            <span className="spw-ds-history__file-meta">
                              {FORMAT_LABEL[f.format]} · {formatFileSize(f.size, locale)} ·{' '}
                              {t('dataSet.desk.files.downloads', { count: f.download_amount })}
                            </span>
                          </span>
                          {downloadButton(f, `${f.name} ${versionText}`)}
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}

/** A choice's name, and under it what it does. */
function Choice({ name, hint }: { name: string; hint: string }) {
  return (
    <span className="spw-ds-form__choice">
      <span className="spw-ds-form__choice-name">{name}</span>
      <span className="spw-ds-form__choice-hint">{hint}</span>
    </span>
  );
}

function DownloadMark() {
  return (
    <svg className="spw-ds-files__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2.5v8M4.5 7L8 10.5 11.5 7M3 13.5h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function UploadMark() {
  return (
    <svg className="spw-ds-upload__choose-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M4.5 14.5v4.75h15V14.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A sheet of data: before a chosen file's name. */
function FileMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2.75h8.5L19.25 7.5v13.75H6z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14.25 2.75V7.75h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M9 12h7M9 15h7M9 18h7M12.5 12v6" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}
