import type { components } from '@spw/api';
import { formatDate, formatNumber, type MessageKey } from '@spw/i18n';
import { useId } from 'react';
import { Button } from '../../components/Button.tsx';
import { Chevron } from '../../components/Chevron.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { DownloadMark, LockMark } from './DataSetMarks.tsx';
import { ACCESS_KEYS, FORMAT_LABEL, formatFileSize, LICENCE_KEYS } from './data-set-text.ts';
import { dataSetDescription, dataSetTitle, LICENCE_URL } from './data-set-public.ts';
import './data-set.css';

type DataSet = components['schemas']['DataSet'];
type DataSetFile = components['schemas']['DataSetFile'];
type DataSetVersion = components['schemas']['DataSetVersion'];
type DataSetColumnType = components['schemas']['DataSetColumnType'];

export interface DataSetDetailScreenProps {
  /** The published data set (/dataSet/get); absent while loading or after an error. */
  set?: DataSet;
  loading: boolean;
  /** 'not-found': the answer was 40004 (no such set, or not published); 'failed': anything else. */
  error?: 'not-found' | 'failed';
  onRetry: () => void;
  /** A visitor on a members-only set is asked to sign in instead of downloading. */
  signedIn: boolean;
  /** Sign in (the container goes to the login page and back here). */
  onSignIn: () => void;
  /** Download one file, of the current version or an earlier one (the container calls /dataSet/download). */
  onDownload: (fileId: number) => void;
  /** The file whose download is being prepared: its buttons wait. */
  downloadingId?: number | null;
  /** The last download failed: the message to show above the files. */
  downloadError?: string;
  /** /dataSet/list. */
  listHref: string;
}

const COLUMN_TYPE: Record<DataSetColumnType, MessageKey> = {
  text: 'dataSet.detail.type.text',
  number: 'dataSet.detail.type.number',
  date: 'dataSet.detail.type.date',
};

const VERSION_MODE: Record<DataSetVersion['mode'], MessageKey> = {
  first: 'dataSet.detail.mode.first',
  append: 'dataSet.detail.mode.append',
  replace: 'dataSet.detail.mode.replace',
};

interface FileListProps {
  files: DataSetFile[];
  /** May download now (a public set, or a member); else each button asks to sign in. */
  allowed: boolean;
  onDownload: (fileId: number) => void;
  onSignIn: () => void;
  downloadingId: number | null;
  /** The list's name: its own words, or the heading above it. */
  label?: string;
  labelledBy?: string;
}

/** A version's files: name, format, size and downloads, each with its button. */
function FileList({ files, allowed, onDownload, onSignIn, downloadingId, label, labelledBy }: FileListProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <ul className="spw-data-set__files" aria-label={label} aria-labelledby={labelledBy}>
      {files.map((file) => {
        const busy = allowed && downloadingId === file.id;
        return (
          <li key={file.id} className="spw-data-set__file">
            <div className="spw-data-set__file-text">
              <span className="spw-data-set__file-name" title={file.name} translate="no">
                {file.name}
              </span>
              <span className="spw-data-set__file-facts">
                {t('dataSet.detail.fileFacts', {
                  format: FORMAT_LABEL[file.format],
                  size: formatFileSize(file.size, locale),
                  count: file.download_amount,
                })}
              </span>
            </div>
            {allowed ? (
              // aria-disabled rather than disabled while it waits: the focus stays on the button.
              <Button
                size="sm"
                variant="secondary"
                className="spw-data-set__file-button"
                aria-busy={busy || undefined}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onDownload(file.id);
                }}
              >
                {busy ? <span className="spw-button__spinner" aria-hidden="true" /> : <DownloadMark className="spw-data-set__mark" />}
                {t(busy ? 'dataSet.detail.downloading' : 'dataSet.detail.download')}
                <span className="spw-visually-hidden" translate="no">
                  {' '}
                  {file.name}
                </span>
              </Button>
            ) : (
              <Button size="sm" variant="secondary" className="spw-data-set__file-button" onClick={onSignIn}>
                <LockMark className="spw-data-set__mark" />
                {t('dataSet.detail.signInToDownload')}
                <span className="spw-visually-hidden" translate="no">
                  {' '}
                  {file.name}
                </span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /dataSet/detail?id=: a published data set — its title, author, date, version and downloads, its
 * licence (with a link to a Creative Commons licence's text) and who may download it, its
 * description, the current version's files with their download buttons (a visitor on a
 * members-only set is asked to sign in), its columns, and every earlier version with its files,
 * folded away.
 */
export function DataSetDetailScreen({
  set,
  loading,
  error,
  onRetry,
  signedIn,
  onSignIn,
  onDownload,
  downloadingId = null,
  downloadError,
  listHref,
}: DataSetDetailScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();

  const back = (
    <a className="spw-data-set__back" href={listHref}>
      <Chevron direction="left" />
      <span>{t('dataSet.detail.back')}</span>
    </a>
  );

  if (loading) {
    return (
      <section className="spw-data-set" aria-busy="true">
        {back}
        <Skeleton lines={2} className="spw-data-set__placeholder-title" />
        <Skeleton variant="block" height={96} announce={false} className="spw-data-set__placeholder-panel" />
        <Skeleton lines={4} announce={false} />
        <Skeleton variant="block" height={160} announce={false} className="spw-data-set__placeholder-panel" />
      </section>
    );
  }
  if (error === 'not-found') {
    return (
      <section className="spw-data-set spw-data-set--missing" aria-labelledby={`${id}-missing`}>
        <h1 id={`${id}-missing`} className="spw-data-set__title">
          {t('dataSet.detail.notFound')}
        </h1>
        <p className="spw-data-set__missing-text">{t('dataSet.detail.notFoundText')}</p>
        <Button asChild variant="secondary">
          <a href={listHref}>{t('dataSet.detail.toList')}</a>
        </Button>
      </section>
    );
  }
  if (error || !set) {
    return (
      <section className="spw-data-set">
        {back}
        <LoadError title={t('dataSet.detail.error')} onRetry={onRetry} />
      </section>
    );
  }

  const title = dataSetTitle(set, locale);
  const description = dataSetDescription(set, locale);
  const licence = LICENCE_KEYS[set.licence];
  const licenceUrl = LICENCE_URL[set.licence];
  const access = ACCESS_KEYS[set.access];
  const allowed = set.access === 'public' || signedIn;
  const files = { allowed, onDownload, onSignIn, downloadingId };

  return (
    <article className="spw-data-set" aria-labelledby={`${id}-title`}>
      {back}
      <header className="spw-data-set__head">
        <h1 id={`${id}-title`} className="spw-data-set__title" lang={title.lang} translate="no">
          {title.text}
        </h1>
        <dl className="spw-data-set__facts" aria-label={t('dataSet.detail.facts')}>
          <div className="spw-data-set__fact">
            <dt>{t('dataSet.detail.author')}</dt>
            <dd translate="no">{set.author}</dd>
          </div>
          <div className="spw-data-set__fact">
            <dt>{t('dataSet.detail.updated')}</dt>
            <dd>
              <time dateTime={set.updated_at}>{formatDate(set.updated_at, locale)}</time>
            </dd>
          </div>
          <div className="spw-data-set__fact">
            <dt>{t('dataSet.detail.version')}</dt>
            <dd>{set.version > 0 ? t('dataSet.detail.versionNumber', { version: set.version }) : t('dataSet.list.noFiles')}</dd>
          </div>
          <div className="spw-data-set__fact">
            <dt>{t('dataSet.detail.downloads')}</dt>
            <dd>{formatNumber(set.download_amount, locale)}</dd>
          </div>
        </dl>
        <dl className="spw-data-set__terms">
          <div className="spw-data-set__term">
            <dt>{t('dataSet.detail.licence')}</dt>
            <dd>
              <span className="spw-data-set__term-name">{t(licence.name)}</span>
              <span className="spw-data-set__term-hint">{t(licence.hint)}</span>
              {licenceUrl ? (
                <a className="spw-data-set__term-link" href={licenceUrl} target="_blank" rel="noopener noreferrer">
                  {t('dataSet.detail.licenceLink')}
                  <span className="spw-visually-hidden">{t('dataSet.detail.newTab')}</span>
                </a>
              ) : null}
            </dd>
          </div>
          <div className="spw-data-set__term">
            <dt>{t('dataSet.detail.access')}</dt>
            <dd>
              <span className="spw-data-set__term-name">
                <Tag size="sm" tone={set.access === 'members' ? 'gold' : 'neutral'}>
                  {set.access === 'members' ? <LockMark className="spw-data-set__mark" /> : null}
                  {t(access.name)}
                </Tag>
              </span>
              <span className="spw-data-set__term-hint">{t(access.hint)}</span>
            </dd>
          </div>
        </dl>
      </header>

      <section className="spw-data-set__section" aria-labelledby={`${id}-description`}>
        <h2 id={`${id}-description`} className="spw-data-set__heading">
          {t('dataSet.detail.description')}
        </h2>
        {description.text ? (
          <p className="spw-data-set__description" lang={description.lang} translate="no">
            {description.text}
          </p>
        ) : (
          <p className="spw-data-set__none">{t('dataSet.detail.noDescription')}</p>
        )}
      </section>

      <section className="spw-data-set__section" aria-labelledby={`${id}-files`}>
        <h2 id={`${id}-files`} className="spw-data-set__heading">
          {t('dataSet.detail.files')}
        </h2>
        {!allowed ? (
          <div className="spw-data-set__notice">
            <p className="spw-data-set__notice-title">
              <LockMark className="spw-data-set__mark" />
              <span>{t('dataSet.detail.membersOnly')}</span>
            </p>
            <p className="spw-data-set__notice-text">{t('dataSet.detail.membersText')}</p>
          </div>
        ) : null}
        {downloadError ? (
          <p role="alert" className="spw-data-set__download-error">
            {downloadError}
          </p>
        ) : null}
        {set.files.length > 0 ? (
          <FileList files={set.files} labelledBy={`${id}-files`} {...files} />
        ) : (
          <p className="spw-data-set__none">{t('dataSet.detail.noFiles')}</p>
        )}
      </section>

      {set.columns.length > 0 ? (
        <section className="spw-data-set__section" aria-labelledby={`${id}-columns`}>
          <h2 id={`${id}-columns`} className="spw-data-set__heading">
            {t('dataSet.detail.columns')}
          </h2>
          {/* A narrow screen scrolls the table inside its box, not the page. */}
          <div className="spw-data-set__table-box" role="group" aria-labelledby={`${id}-columns`} tabIndex={0}>
            <table className="spw-data-set__table" aria-labelledby={`${id}-columns`}>
              <thead>
                <tr>
                  <th scope="col">{t('dataSet.detail.col.name')}</th>
                  <th scope="col">{t('dataSet.detail.col.enName')}</th>
                  <th scope="col">{t('dataSet.detail.col.type')}</th>
                  <th scope="col">{t('dataSet.detail.col.description')}</th>
                </tr>
              </thead>
              <tbody>
                {set.columns.map((column, index) => (
                  <tr key={`${index}-${column.name}`}>
                    <th scope="row" translate="no">
                      <code>{column.name}</code>
                    </th>
                    <td translate="no">{column.en_name ? <code>{column.en_name}</code> : '—'}</td>
                    <td>{t(COLUMN_TYPE[column.type])}</td>
                    <td translate="no">{column.description || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {set.versions.length > 0 ? (
        <details className="spw-data-set__section spw-data-set__history">
          <summary className="spw-data-set__summary">
            <h2 className="spw-data-set__heading">{t('dataSet.detail.history', { count: set.versions.length })}</h2>
          </summary>
          <div className="spw-data-set__history-body">
            <p className="spw-data-set__none">{t('dataSet.detail.historyNote')}</p>
            <ol className="spw-data-set__versions">
              {set.versions.map((version) => (
                <li key={version.version} className="spw-data-set__version">
                  <div className="spw-data-set__version-head">
                    <h3 id={`${id}-v${version.version}`} className="spw-data-set__version-title">
                      {t('dataSet.detail.versionTitle', { version: version.version })}
                    </h3>
                    <Tag size="sm">{t(VERSION_MODE[version.mode])}</Tag>
                    {version.version === set.version ? (
                      <Tag size="sm" tone="gold">
                        {t('dataSet.detail.current')}
                      </Tag>
                    ) : null}
                    <time className="spw-data-set__version-date" dateTime={version.created_at}>
                      {formatDate(version.created_at, locale)}
                    </time>
                  </div>
                  {version.note.trim() ? (
                    <p className="spw-data-set__version-note" translate="no">
                      {version.note}
                    </p>
                  ) : null}
                  {version.files.length > 0 ? (
                    <FileList files={version.files} label={t('dataSet.detail.filesOf', { version: version.version })} {...files} />
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        </details>
      ) : null}
    </article>
  );
}
