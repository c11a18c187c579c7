import { formatDateTime } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Loading } from '../../components/Loading.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { FILE_KIND_LABEL, fileKindOf, formatBytes, type FileKind, type NetdiskSharePublic, type SaveResult } from './netdiskText.ts';
import './netdisk-public.css';

export interface NetdiskShareScreenProps {
  /** loading; error (could not reach the server: retry); gone (the link is unknown, expired, revoked, used up — one message for all); ready. */
  status: 'loading' | 'error' | 'gone' | 'ready';
  share: NetdiskSharePublic | null;
  /** Downloads: resolves null when the download started, else the message to show (wrong password and a dead link look the same). */
  onDownload: (password: string) => SaveResult;
  onRetry: () => void;
  /** The site's home, for the gone state. */
  homeHref: string;
}

/** The contract's longest password. */
const PASSWORD_MAX = 32;

/** What is drawn on the page for each kind of file: a picture of the kind, never its only name. */
function KindGlyph({ kind }: { kind: FileKind }) {
  const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (kind) {
    case 'image':
      return (
        <>
          <circle cx="13.5" cy="17" r="1.6" {...line} />
          <path d="M10 27l5.5-6 3.5 3.5 3-3 4 5.5z" {...line} />
        </>
      );
    case 'video':
      return <path d="M15 16.5v9l7.5-4.5z" {...line} />;
    case 'audio':
      return (
        <>
          <path d="M17.5 25V15.5l6-1.5v9" {...line} />
          <circle cx="15.5" cy="25" r="2" {...line} />
          <circle cx="21.5" cy="23" r="2" {...line} />
        </>
      );
    case 'sheet':
      return <path d="M10 15h14v12H10zM10 19h14M10 23h14M15 15v12" {...line} />;
    case 'slides':
      return <path d="M10 15.5h14v9H10zM17 24.5V28M14 28h6" {...line} />;
    case 'archive':
      return <path d="M17 8v2M17 12v2M17 16v2M15 20h4v5h-4z" {...line} />;
    case 'folder':
      return <path d="M9.5 15.5h5l1.5 2h8.5v9h-15z" {...line} />;
    default:
      return <path d="M11 17h12M11 21h12M11 25h8" {...line} />;
  }
}

/** A page with its corner folded, coloured and marked by the kind of file (the words beside it name the kind). */
function FileKindIcon({ kind }: { kind: FileKind }) {
  return (
    <svg className="spw-share-public__icon" data-kind={kind} viewBox="0 0 34 40" aria-hidden="true" focusable="false">
      <path
        d="M5 2.75h16.5L29.25 10.5v26.75H5z"
        fill="var(--spw-share-icon-fill)"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M21.25 2.75v8h8" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <KindGlyph kind={kind} />
    </svg>
  );
}

/** A link gone for good: unknown, expired, revoked or used up all read the same. */
function GoneMark() {
  return (
    <svg className="spw-share-public__gone-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M20.5 27.5a7 7 0 0 0 10 0l6-6a7 7 0 0 0-10-10l-2 2M27.5 20.5a7 7 0 0 0-10 0l-6 6a7 7 0 0 0 10 10l2-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M8 8l32 32" stroke="var(--color-gold-500)" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /netdisk/share?token=…: the public page a share link opens, signed in or not. What the file is,
 * who shared it and until when; its password (when it has one) and the download. A link that no
 * longer works says so, one message for every reason, with the way home.
 */
export function NetdiskShareScreen({ status, share, onDownload, onRetry, homeHref }: NetdiskShareScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  // Also a ref: a second press before the re-render still finds the download on its way.
  const sending = useRef(false);
  const [error, setError] = useState<string | null>(null);

  if (status === 'loading') {
    return (
      <section className="spw-share-public" aria-busy="true" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="spw-visually-hidden">
          {t('netdisk.public.title')}
        </h1>
        <div className="spw-share-public__card spw-share-public__card--state">
          <Loading variant="block" />
        </div>
      </section>
    );
  }

  if (status === 'error') {
    return (
      <section className="spw-share-public" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="spw-visually-hidden">
          {t('netdisk.public.title')}
        </h1>
        <div className="spw-share-public__card spw-share-public__card--state">
          <LoadError title={t('netdisk.public.loadError')} onRetry={onRetry} />
        </div>
      </section>
    );
  }

  if (status === 'gone' || !share) {
    return (
      <section className="spw-share-public" aria-labelledby={`${id}-title`}>
        <div className="spw-share-public__card spw-share-public__gone">
          <GoneMark />
          <h1 id={`${id}-title`} className="spw-share-public__gone-title">
            {t('netdisk.public.gone')}
          </h1>
          <p className="spw-share-public__gone-hint">{t('netdisk.public.goneHint')}</p>
          <Button asChild variant="secondary">
            <a href={homeHref}>{t('netdisk.public.home')}</a>
          </Button>
        </div>
      </section>
    );
  }

  const kind = fileKindOf({ kind: 'file', mime: share.mime });
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (share.needs_password && password === '') {
      setError(t('netdisk.public.passwordMissing'));
      passwordRef.current?.focus();
      return;
    }
    // Cleared first: the same message twice in a row is announced again.
    setError(null);
    sending.current = true;
    setPending(true);
    let message: string | null;
    try {
      message = await onDownload(share.needs_password ? password : '');
    } catch {
      message = t('common.error');
    }
    sending.current = false;
    setPending(false);
    setError(message);
    if (message && share.needs_password) passwordRef.current?.focus();
  };

  return (
    <section className="spw-share-public" aria-labelledby={`${id}-title`}>
      <div className="spw-share-public__card">
        <div className="spw-share-public__file">
          <FileKindIcon kind={kind} />
          <div className="spw-share-public__about">
            <h1 id={`${id}-title`} className="spw-share-public__name" translate="no">
              {share.name}
            </h1>
            <p className="spw-share-public__meta">
              {formatBytes(share.size)} · {t(FILE_KIND_LABEL[kind])}
            </p>
          </div>
        </div>
        <ul className="spw-share-public__facts">
          <li>
            {/* The sharer's nickname is theirs, shown as written in either language. */}
            <FormattedMessage id="netdisk.public.sharedBy" values={{ owner: <span translate="no">{share.owner}</span> }} />
          </li>
          <li>
            {share.expires_at ? (
              <FormattedMessage
                id="netdisk.public.expires"
                values={{ date: <time dateTime={share.expires_at}>{formatDateTime(share.expires_at, locale)}</time> }}
              />
            ) : (
              t('netdisk.public.never')
            )}
          </li>
        </ul>
        <form className="spw-share-public__form" noValidate onSubmit={(event) => void submit(event)}>
          {share.needs_password ? (
            <TextField
              ref={passwordRef}
              label={t('netdisk.public.password')}
              hint={t('netdisk.public.passwordHint')}
              type="password"
              name="password"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              maxLength={PASSWORD_MAX}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          ) : null}
          {/* Kept in the page while empty: a live region has to be there before it speaks. */}
          <p id={errorId} role="alert" className="spw-field__error spw-share-public__error">
            {error ? (
              <>
                <svg className="spw-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <circle cx="8" cy="8" r="7" fill="currentColor" />
                  <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
                  <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
                </svg>
                <span>{error}</span>
              </>
            ) : null}
          </p>
          {/* aria-disabled rather than disabled while the link is asked for: a pressed button keeps the focus. */}
          <Button
            type="submit"
            size="lg"
            className="spw-share-public__download"
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
          >
            {pending ? <span className="spw-button__spinner" aria-hidden="true" /> : <DownloadIcon />}
            {t(pending ? 'netdisk.public.preparing' : 'netdisk.public.download')}
          </Button>
        </form>
      </div>
    </section>
  );
}

function DownloadIcon() {
  return (
    <svg className="spw-share-public__download-mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2v8m0 0L4.8 6.8M8 10l3.2-3.2M2.5 11v2.5h11V11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
