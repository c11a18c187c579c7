import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { Avatar } from './Avatar.tsx';
import { Button } from './Button.tsx';
import { HiddenFileInput, UploadAlert, UploadProgress } from './Upload.tsx';
import {
  AVATAR_ACCEPT,
  DEFAULT_COMPRESS_ABOVE_BYTES,
  DEFAULT_MAX_BYTES,
  checkFiles,
  formatSize,
  prepareImage,
  type UploadFn,
  type UploadMessage,
} from './upload-rules.ts';
import './AvatarUpload.css';
import { useFileDrop } from './useFileDrop.ts';

export interface AvatarUploadProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The avatar now; the person's initials without one. */
  currentSrc?: string;
  /** The person's name: the current avatar's accessible name and initials. */
  name: string;
  /** Sends the picture (the site: XHR to /upload/file2server with ascription 'avatar'). */
  upload: UploadFn;
  /** The new avatar's URL, once uploaded; the dialog then closes. */
  onDone: (url: string) => void;
  /** Default jpeg, gif and png (the spec). */
  accept?: string;
  /** Checked after compression. Default 1 MB. */
  maxBytes?: number;
  /** Larger pictures are compressed to about this size. Default 0.4 MB. */
  compressAboveBytes?: number;
  /** See `PrepareOptions.libURL`. */
  compressionLibURL?: string;
}

/**
 * The avatar dialog: choose (or drop) one picture, see it round next to the current avatar, and
 * confirm to upload it. The picture is checked (one only, jpeg/gif/png) and compressed when large
 * as soon as it is chosen; it is sent only on Confirm, with its progress shown. Cancel, Escape or
 * closing stop an upload under way.
 */
export function AvatarUpload({ open, onOpenChange, ...props }: AvatarUploadProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="spw-avatar-upload">
        {/* Mounted only while open: each opening starts afresh, and closing stops an upload. */}
        <AvatarUploadBody {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface Picked {
  name: string;
  /** The local preview. */
  src: string;
  /** The file to send, once checked and compressed. */
  file?: File;
}

type Phase = 'idle' | 'preparing' | 'ready' | 'uploading' | 'failed';

function AvatarUploadBody({
  currentSrc,
  name,
  upload,
  onDone,
  onClose,
  accept = AVATAR_ACCEPT,
  maxBytes = DEFAULT_MAX_BYTES,
  compressAboveBytes = DEFAULT_COMPRESS_ABOVE_BYTES,
  compressionLibURL,
}: Omit<AvatarUploadProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<UploadMessage | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const work = useRef<AbortController | null>(null);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      work.current?.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  function forget(preview: Picked | null) {
    if (!preview) return;
    URL.revokeObjectURL(preview.src);
    previews.current.delete(preview.src);
  }

  async function take(files: File[]) {
    if (phase === 'uploading') return;
    // Choosing again replaces the picture; choosing two at once is refused.
    const { accepted, message } = checkFiles(files, { max: 1, accept, existing: 0 });
    setProblem(message);
    const [file] = accepted;
    if (!file) return;
    work.current?.abort();
    const controller = new AbortController();
    work.current = controller;
    forget(picked);
    const src = URL.createObjectURL(file);
    previews.current.add(src);
    setPicked({ name: file.name, src });
    setPhase('preparing');
    const result = await prepareImage(file, { maxBytes, compressAboveBytes, signal: controller.signal, libURL: compressionLibURL }).catch(
      () => null,
    );
    if (controller.signal.aborted || !result) return;
    if (!result.ok) {
      URL.revokeObjectURL(src);
      previews.current.delete(src);
      setPicked(null);
      setPhase('idle');
      setProblem(result.message);
      return;
    }
    setPicked({ name: file.name, src, file: result.file });
    setPhase('ready');
  }

  async function confirm() {
    const file = picked?.file;
    if (!file) return;
    const controller = new AbortController();
    work.current = controller;
    setPhase('uploading');
    setProgress(0);
    setProblem(null);
    try {
      const { url } = await upload(
        file,
        (fraction) => {
          if (!controller.signal.aborted) setProgress(Math.min(1, Math.max(0, fraction)));
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      onDone(url);
      onClose();
    } catch {
      if (controller.signal.aborted) return;
      setPhase('failed');
      setProblem({ id: 'upload.avatar.failed' });
    }
  }

  const { onInputChange, zone } = useFileDrop((files) => void take(files), phase !== 'uploading');

  const uploading = phase === 'uploading';
  const newLabel = intl.formatMessage({ id: 'upload.avatar.new' });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{intl.formatMessage({ id: 'upload.avatar.title' })}</DialogTitle>
        <DialogDescription>{intl.formatMessage({ id: 'upload.avatar.description' }, { size: formatSize(maxBytes) })}</DialogDescription>
      </DialogHeader>
      <div className="spw-avatar-upload__stage" {...zone}>
        <figure className="spw-avatar-upload__figure" aria-labelledby={`${ids}-current`}>
          <Avatar src={currentSrc} name={name} size="xl" />
          <figcaption id={`${ids}-current`} className="spw-avatar-upload__caption">
            {intl.formatMessage({ id: 'upload.avatar.current' })}
          </figcaption>
        </figure>
        <svg className="spw-avatar-upload__arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 12h15M13 6l6 6-6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <figure className="spw-avatar-upload__figure" data-slot="avatar-upload-new" aria-labelledby={`${ids}-new`}>
          <div className="spw-avatar-upload__preview" data-empty={picked ? undefined : ''}>
            {picked ? (
              <img className="spw-avatar-upload__image" src={picked.src} alt="" />
            ) : (
              <svg className="spw-avatar-upload__placeholder" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            )}
          </div>
          <figcaption id={`${ids}-new`} className="spw-avatar-upload__caption">
            {newLabel}
            {picked ? (
              <span className="spw-avatar-upload__file" title={picked.name}>
                {picked.name}
              </span>
            ) : null}
          </figcaption>
        </figure>
      </div>
      <div className="spw-avatar-upload__status">
        <Button type="button" variant="secondary" size="sm" disabled={uploading} onClick={() => inputRef.current?.click()}>
          {intl.formatMessage({ id: picked ? 'upload.avatar.change' : 'upload.avatar.choose' })}
        </Button>
        <HiddenFileInput inputRef={inputRef} accept={accept} multiple={false} disabled={uploading} onChange={onInputChange} />
        {phase === 'preparing' ? (
          <div className="spw-avatar-upload__progress">
            <UploadProgress value={null} label={newLabel} busyText={intl.formatMessage({ id: 'upload.preparing' })} />
            <span aria-hidden="true">{intl.formatMessage({ id: 'upload.preparing' })}</span>
          </div>
        ) : null}
        {uploading ? (
          <div className="spw-avatar-upload__progress">
            <UploadProgress value={progress} label={newLabel} />
            <span aria-hidden="true">{intl.formatMessage({ id: 'upload.progress' }, { percent: progress })}</span>
          </div>
        ) : null}
      </div>
      <UploadAlert message={problem} />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>
        <Button type="button" loading={uploading} disabled={!picked?.file} onClick={() => void confirm()}>
          {intl.formatMessage({ id: phase === 'failed' ? 'common.retry' : 'common.confirm' })}
        </Button>
      </DialogFooter>
    </>
  );
}
