import { Button } from '../../components/Button.tsx';
import { useT, type Translate } from '../../lib/intl.tsx';
import { formatBytes, type UploadRow } from './netdiskText.ts';
import './netdisk-uploads.css';

export interface NetdiskUploadsProps {
  rows: UploadRow[];
  /** A waiting or uploading file. */
  onCancel: (key: string) => void;
  /** A failed one: resumes where the server stopped. */
  onRetry: (key: string) => void;
  /** Removes done, failed and cancelled rows from the list. */
  onClear: () => void;
}

/** How much of a file the server has, 0–100 (a finished one is full, an empty file too). */
function percentOf(row: UploadRow): number {
  if (row.state === 'done' || row.size <= 0) return row.state === 'done' ? 100 : 0;
  return Math.min(100, Math.max(0, Math.floor((row.received / row.size) * 100)));
}

/** Where a file stands, in words: 等待中 / 上传中 45% / 已完成 / 失败：<reason> / 已取消. */
function stateText(row: UploadRow, percent: number, t: Translate): string {
  switch (row.state) {
    case 'waiting':
      return t('netdisk.upload.state.waiting');
    case 'uploading':
      return t('netdisk.upload.state.uploading', { percent: percent / 100 });
    case 'done':
      return t('netdisk.upload.state.done');
    case 'failed':
      return row.error ? t('netdisk.upload.state.failed', { error: row.error }) : t('netdisk.upload.state.failedPlain');
    case 'cancelled':
      return t('netdisk.upload.state.cancelled');
  }
}

/** The queue in one line: how many are on their way and done, how many failed, or that all are done. */
function summaryOf(rows: UploadRow[], t: Translate): string {
  const count = (state: UploadRow['state']) => rows.filter((row) => row.state === state).length;
  const active = count('waiting') + count('uploading');
  const done = count('done');
  const failed = count('failed');
  if (active > 0) return t('netdisk.upload.summary.active', { count: active, done });
  if (failed > 0) return t('netdisk.upload.summary.failed', { failed, done });
  return t(done > 0 ? 'netdisk.upload.summary.done' : 'netdisk.upload.summary.cancelled');
}

/**
 * The upload queue above the shared files: a line saying how the queue stands (spoken as it
 * changes), then each file with its size, a progress bar and its state, and the way to cancel a
 * file on its way, retry a failed one, or clear the finished ones. Nothing when the queue is empty.
 */
export function NetdiskUploads({ rows, onCancel, onRetry, onClear }: NetdiskUploadsProps) {
  const t = useT();
  if (rows.length === 0) return null;
  const finished = rows.some((row) => row.state === 'done' || row.state === 'failed' || row.state === 'cancelled');
  return (
    <section className="spw-nd-up" aria-label={t('netdisk.upload.region')}>
      <header className="spw-nd-up__head">
        <p className="spw-nd-up__summary" aria-live="polite" aria-atomic="true">
          {summaryOf(rows, t)}
        </p>
        {finished ? (
          <Button size="sm" variant="ghost" className="spw-nd-up__clear" onClick={onClear}>
            {t('netdisk.upload.clear')}
          </Button>
        ) : null}
      </header>
      <ul className="spw-nd-up__rows">
        {rows.map((row) => {
          const percent = percentOf(row);
          const state = stateText(row, percent, t);
          // The file's name after each button's word: 'Retry <name>' tells the rows apart.
          const about = (
            <span className="spw-visually-hidden" translate="no">
              {' '}
              {row.name}
            </span>
          );
          return (
            <li key={row.key} className="spw-nd-up__row" data-state={row.state}>
              <div className="spw-nd-up__line">
                <span className="spw-nd-up__name" title={row.name} translate="no">
                  {row.name}
                </span>
                <span className="spw-nd-up__bytes">
                  {formatBytes(row.state === 'done' ? row.size : row.received)} / {formatBytes(row.size)}
                </span>
              </div>
              <div
                className="spw-nd-up__bar"
                role="progressbar"
                aria-label={t('netdisk.upload.progress', { name: row.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={state}
              >
                <span className="spw-nd-up__fill" style={{ width: `${percent}%` }} />
              </div>
              <div className="spw-nd-up__line">
                <span className="spw-nd-up__state">{state}</span>
                {row.state === 'waiting' || row.state === 'uploading' ? (
                  <Button size="sm" variant="ghost" className="spw-nd-up__action" onClick={() => onCancel(row.key)}>
                    {t('netdisk.upload.cancel')}
                    {about}
                  </Button>
                ) : row.state === 'failed' ? (
                  <Button size="sm" variant="secondary" className="spw-nd-up__action" onClick={() => onRetry(row.key)}>
                    {t('netdisk.upload.retry')}
                    {about}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
