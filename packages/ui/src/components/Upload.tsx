import * as ProgressPrimitive from '@radix-ui/react-progress';
import { useEffect, useId, useRef, useState, type CSSProperties, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import { FieldMessages } from './TextField.tsx';
import {
  DEFAULT_COMPRESS_ABOVE_BYTES,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_FILES,
  IMAGE_ACCEPT,
  checkFiles,
  formatSize,
  prepareImage,
  type UploadFn,
  type UploadMessage,
} from './upload-rules.ts';
import './Field.css';
import './Upload.css';
import { useFileDrop } from './useFileDrop.ts';

export {
  AVATAR_ACCEPT,
  DEFAULT_COMPRESS_ABOVE_BYTES,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_FILES,
  IMAGE_ACCEPT,
  MB,
  checkFiles,
  formatSize,
  isAcceptedImage,
  prepareImage,
  tooLargeMessage,
  tooManyMessage,
} from './upload-rules.ts';
export type { CheckOptions, CheckResult, PrepareOptions, PrepareResult, UploadFn, UploadMessage } from './upload-rules.ts';

/** A picture in the list, as the component shows it. */
export interface UploadItem {
  id: string;
  /** The file's name, or the picture's for one that was there already. */
  name: string;
  /** What the thumbnail shows: the local file until it is uploaded, then the server's copy. */
  src: string;
  /** preparing: being checked and compressed; uploading: being sent; error: sending failed (retry). */
  status: 'preparing' | 'uploading' | 'done' | 'error';
  /** 0–1 while uploading. */
  progress: number;
  /** The server's URL once uploaded. */
  url?: string;
}

/** A picture uploaded earlier (editing a post, say): its URL and, if known, a name to show. */
export interface UploadedPicture {
  url: string;
  name?: string;
}

export interface UploadProps {
  /** Names the group of pictures. */
  label: ReactNode;
  /** Sends one file (the site: XHR to /upload/file2server). Never called with a file that breaks the rules. */
  upload: UploadFn;
  /** Pictures there from the start. */
  defaultValue?: readonly (string | UploadedPicture)[];
  /** The URLs of the uploaded pictures, in order, each time that list changes. */
  onChange?: (urls: string[]) => void;
  /** True while a picture is being prepared or sent: a form can hold its submit until false. */
  onBusyChange?: (busy: boolean) => void;
  /** Default 3. */
  max?: number;
  /** Checked after compression. Default 1 MB. */
  maxBytes?: number;
  /** Larger pictures are compressed to about this size. Default 0.4 MB. */
  compressAboveBytes?: number;
  /** The picker's filter and the types taken. Default jpg and png (the spec). */
  accept?: string;
  /** Defaults to '最多 3 张，每张不超过 1MB'. */
  hint?: ReactNode;
  /** From the form (e.g. a picture is required): shown under the list, the group described by it. */
  error?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** See `PrepareOptions.libURL`. */
  compressionLibURL?: string;
}

let lastId = 0;
const nextId = () => `upload-${++lastId}`;

/** The last path segment of a URL, for a picture that came without a name. */
function nameFromUrl(url: string): string | undefined {
  if (url.startsWith('data:') || url.startsWith('blob:')) return undefined;
  try {
    const segment = new URL(url, 'https://x.invalid/').pathname.split('/').pop();
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

const urlsOf = (items: readonly UploadItem[]) => items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));
const busyOf = (items: readonly UploadItem[]) => items.some((item) => item.status === 'preparing' || item.status === 'uploading');
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** What the component keeps per picture besides what it draws. */
interface Entry {
  file?: File;
  controller?: AbortController;
  objectUrl?: string;
}

/**
 * Picture upload: up to `max` pictures, chosen with the button (keyboard) or dropped on the field.
 * Each chosen file is checked (count, type), compressed when large, held to the size limit, then
 * sent with `upload`, showing its thumbnail, its progress, a remove button and, if sending failed,
 * a retry. Refusals are announced (role="alert") in the current language.
 */
export function Upload({
  label,
  upload,
  defaultValue,
  onChange,
  onBusyChange,
  max = DEFAULT_MAX_FILES,
  maxBytes = DEFAULT_MAX_BYTES,
  compressAboveBytes = DEFAULT_COMPRESS_ABOVE_BYTES,
  accept = IMAGE_ACCEPT,
  hint,
  error,
  disabled = false,
  id,
  className,
  style,
  compressionLibURL,
}: UploadProps) {
  const intl = useIntl();
  const auto = useId();
  const baseId = id ?? auto;
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = error ? `${baseId}-error` : undefined;

  const [items, setItems] = useState<UploadItem[]>(() =>
    (defaultValue ?? []).map((picture, index) => {
      const { url, name } = typeof picture === 'string' ? { url: picture, name: undefined } : picture;
      return {
        id: nextId(),
        name: name ?? nameFromUrl(url) ?? intl.formatMessage({ id: 'upload.pictureN' }, { n: index + 1 }),
        src: url,
        status: 'done',
        progress: 1,
        url,
      };
    }),
  );
  const [problem, setProblem] = useState<UploadMessage | null>(null);
  const itemsRef = useRef(items);
  const entries = useRef(new Map<string, Entry>());
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const focusChoose = useRef(false);

  // The latest props, for the async steps started by an earlier render.
  const latest = useRef({ upload, onChange, onBusyChange, maxBytes, compressAboveBytes, compressionLibURL });
  useEffect(() => {
    latest.current = { upload, onChange, onBusyChange, maxBytes, compressAboveBytes, compressionLibURL };
  });

  // Stop whatever is under way, and free the previews, when the field goes away.
  useEffect(() => {
    const map = entries.current;
    return () => {
      for (const entry of map.values()) {
        entry.controller?.abort();
        if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
      }
      map.clear();
    };
  }, []);

  // After a remove, focus goes to the choose button rather than being lost with the removed one.
  useEffect(() => {
    if (focusChoose.current) {
      focusChoose.current = false;
      chooseRef.current?.focus();
    }
  }, [items]);

  /** Every change to the list goes through here: the parent hears of new URLs and of busy changes. */
  function commit(change: (previous: UploadItem[]) => UploadItem[]) {
    const previous = itemsRef.current;
    const next = change(previous);
    if (next === previous) return;
    itemsRef.current = next;
    setItems(next);
    const urls = urlsOf(next);
    if (!sameList(urlsOf(previous), urls)) latest.current.onChange?.(urls);
    if (busyOf(previous) !== busyOf(next)) latest.current.onBusyChange?.(busyOf(next));
  }

  const patch = (itemId: string, changes: Partial<UploadItem>) =>
    commit((previous) => previous.map((item) => (item.id === itemId ? { ...item, ...changes } : item)));

  function drop(itemId: string) {
    const entry = entries.current.get(itemId);
    entry?.controller?.abort();
    if (entry?.objectUrl) URL.revokeObjectURL(entry.objectUrl);
    entries.current.delete(itemId);
    commit((previous) => previous.filter((item) => item.id !== itemId));
  }

  async function send(itemId: string, name: string) {
    const entry = entries.current.get(itemId);
    if (!entry?.file) return;
    const controller = new AbortController();
    entry.controller = controller;
    patch(itemId, { status: 'uploading', progress: 0 });
    try {
      const { url } = await latest.current.upload(
        entry.file,
        (fraction) => {
          if (!controller.signal.aborted) patch(itemId, { progress: Math.min(1, Math.max(0, fraction)) });
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      patch(itemId, { status: 'done', progress: 1, url, src: url });
      // Kept only for a retry: the server's copy is shown from now on.
      if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
      entry.objectUrl = undefined;
      entry.file = undefined;
    } catch {
      if (controller.signal.aborted) return;
      patch(itemId, { status: 'error' });
      setProblem({ id: 'upload.failedName', values: { name } });
    }
  }

  async function start(file: File) {
    const itemId = nextId();
    const objectUrl = URL.createObjectURL(file);
    const controller = new AbortController();
    entries.current.set(itemId, { objectUrl, controller });
    commit((previous) => [...previous, { id: itemId, name: file.name, src: objectUrl, status: 'preparing', progress: 0 }]);
    const { maxBytes: limit, compressAboveBytes: above, compressionLibURL: libURL } = latest.current;
    let result;
    try {
      result = await prepareImage(file, { maxBytes: limit, compressAboveBytes: above, signal: controller.signal, libURL });
    } catch {
      return; // Removed while being prepared.
    }
    if (controller.signal.aborted) return;
    if (!result.ok) {
      drop(itemId);
      setProblem(result.message);
      return;
    }
    const entry = entries.current.get(itemId);
    if (!entry) return;
    entry.file = result.file;
    await send(itemId, file.name);
  }

  function take(files: File[]) {
    if (disabled) return;
    const { accepted, message } = checkFiles(files, { max, accept, existing: itemsRef.current.length });
    setProblem(message);
    for (const file of accepted) void start(file);
  }

  const { onInputChange, zone } = useFileDrop(take, !disabled);

  function remove(itemId: string) {
    focusChoose.current = true;
    setProblem(null);
    drop(itemId);
  }

  function retry(item: UploadItem) {
    setProblem(null);
    void send(item.id, item.name);
  }

  const full = items.length >= max;
  const hintText = hint ?? intl.formatMessage({ id: 'upload.hint' }, { max, size: formatSize(maxBytes) });
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');

  return (
    <div
      className={cn('spw-field', 'spw-upload', className)}
      style={style}
      data-slot="upload"
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <span id={labelId} className="spw-field__label">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="spw-upload__zone" {...zone}>
        {items.length > 0 ? (
          <ul className="spw-upload__list">
            {items.map((item) => (
              <UploadTile key={item.id} item={item} disabled={disabled} onRemove={() => remove(item.id)} onRetry={() => retry(item)} />
            ))}
          </ul>
        ) : null}
        {full ? null : (
          <button ref={chooseRef} type="button" className="spw-upload__add" disabled={disabled} onClick={() => inputRef.current?.click()}>
            <svg className="spw-upload__add-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="spw-upload__add-label">{intl.formatMessage({ id: 'upload.choose' })}</span>
            <span className="spw-upload__add-drop" aria-hidden="true">
              {intl.formatMessage({ id: 'upload.dropHint' })}
            </span>
          </button>
        )}
        <HiddenFileInput inputRef={inputRef} accept={accept} multiple={max > 1} disabled={disabled} onChange={onInputChange} />
      </div>
      <UploadAlert message={problem} />
      <FieldMessages error={error} errorId={errorId} hint={hintText} hintId={hintId} />
    </div>
  );
}

function UploadTile({
  item,
  disabled,
  onRemove,
  onRetry,
}: {
  item: UploadItem;
  disabled: boolean;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <li className="spw-upload__item" data-status={item.status}>
      <div className="spw-upload__frame">
        <img className="spw-upload__thumb" src={item.src} alt="" />
        {item.status === 'preparing' ? (
          <div className="spw-upload__overlay">
            <UploadProgress value={null} label={item.name} busyText={intl.formatMessage({ id: 'upload.preparing' })} />
            <span aria-hidden="true">{intl.formatMessage({ id: 'upload.preparing' })}</span>
          </div>
        ) : null}
        {item.status === 'uploading' ? (
          <div className="spw-upload__overlay">
            <UploadProgress value={item.progress} label={item.name} />
            <span aria-hidden="true">{intl.formatMessage({ id: 'upload.progress' }, { percent: item.progress })}</span>
          </div>
        ) : null}
        {item.status === 'error' ? (
          <div className="spw-upload__overlay spw-upload__overlay--error">
            <span>{intl.formatMessage({ id: 'upload.failed' })}</span>
            <button
              type="button"
              className="spw-upload__retry"
              disabled={disabled}
              aria-label={intl.formatMessage({ id: 'upload.retryName' }, { name: item.name })}
              onClick={onRetry}
            >
              {intl.formatMessage({ id: 'common.retry' })}
            </button>
          </div>
        ) : null}
        {disabled ? null : (
          <button
            type="button"
            className="spw-upload__remove"
            aria-label={intl.formatMessage({ id: 'upload.remove' }, { name: item.name })}
            onClick={onRemove}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <span className="spw-upload__name" title={item.name}>
        {item.name}
      </span>
    </li>
  );
}

/**
 * A progress bar named after its file, read out as '上传中 45%'; `value` null while the length is
 * unknown, then read out as `busyText`.
 */
export function UploadProgress({
  value,
  label,
  busyText,
  className,
}: {
  value: number | null;
  label: string;
  busyText?: string;
  className?: string;
}) {
  const intl = useIntl();
  const percent = value === null ? null : Math.round(value * 100);
  return (
    <ProgressPrimitive.Root
      className={cn('spw-upload__progress', className)}
      data-slot="upload-progress"
      value={percent}
      max={100}
      aria-label={label}
      {...(percent === null && busyText ? { 'aria-valuetext': busyText } : {})}
      getValueLabel={(current, max) => intl.formatMessage({ id: 'upload.progress' }, { percent: current / max })}
    >
      <ProgressPrimitive.Indicator
        className="spw-upload__progress-bar"
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

/** The refusal of a choice or a failed upload, announced when it appears. */
export function UploadAlert({ message }: { message: UploadMessage | null }) {
  const intl = useIntl();
  return (
    <div role="alert" className="spw-upload__alert">
      {message ? (
        <p className="spw-field__error">
          <svg className="spw-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
            <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
          </svg>
          <span>{intl.formatMessage({ id: message.id }, message.values)}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The native file input behind a 'choose' button: out of sight and out of the tab order. */
export function HiddenFileInput({
  inputRef,
  accept,
  multiple,
  disabled,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  multiple: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      data-slot="upload-input"
      hidden
      tabIndex={-1}
      accept={accept}
      multiple={multiple}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
