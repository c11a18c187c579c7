import { formatDate, formatDateTime } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { Tag, type TagProps } from '../../components/Tag.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/Dialog.tsx';
import {
  SHARE_EXPIRY_DAYS,
  SHARE_STATE_LABEL,
  type NetdiskEntry,
  type NetdiskShare,
  type NetdiskShareState,
  type SaveResult,
} from './netdiskText.ts';
import './netdisk-share.css';

export interface NetdiskShareDialogProps {
  /** The file being shared. */
  file: NetdiskEntry;
  open: boolean;
  onClose: () => void;
  /** The file's existing links. */
  status: 'loading' | 'error' | 'ready';
  shares: NetdiskShare[];
  onRetry: () => void;
  /** Creates a link; resolves null on success (the new link then appears in `shares`), else a message to show. */
  onCreate: (input: { expires_days: number; password: string; max_downloads: number }) => SaveResult;
  /** After an inline confirm. */
  onRevoke: (share: NetdiskShare) => void;
  /** The link's full address, e.g. shareHref(base, share.token): the container gives it. */
  linkOf: (share: NetdiskShare) => string;
  /** The container copies and toasts. */
  onCopy: (text: string) => void;
  /** Fixed "now" for stories (default Date.now()). */
  now?: number;
}

/** A share password: none, or 4–32 letters, digits and the signs the contract takes (NetdiskShareBody). */
const PASSWORD = /^[A-Za-z0-9!@#$%^&*._~+=-]{4,32}$/;
/** The contract's ceiling on a link's downloads. */
const MAX_DOWNLOADS = 100_000;
/** What a generated password is drawn from: letters and digits, without the look-alikes (0 O o, 1 I l). */
const RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** The expiry a new link starts with. */
const DEFAULT_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

/** Four random letters and digits, from the browser's cryptographic source. */
function randomPassword(length = 4): string {
  const picks = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(picks, (n) => RANDOM_ALPHABET[n % RANDOM_ALPHABET.length]).join('');
}

const STATE_TONE: Record<NetdiskShareState, NonNullable<TagProps['tone']>> = {
  active: 'success',
  expired: 'neutral',
  revoked: 'danger',
  used_up: 'gold',
  deleted: 'neutral',
};

/**
 * The share links of one file, in a dialog: a form for a new link (how long it works, an optional
 * password, typed or generated, and an optional download limit), then the file's links, newest
 * first, each with its state, its address to copy, its expiry, downloads and date, and the way to
 * revoke a working one (asked in place first). Escape and the close button call onClose.
 */
export function NetdiskShareDialog({
  file,
  open,
  onClose,
  status,
  shares,
  onRetry,
  onCreate,
  onRevoke,
  linkOf,
  onCopy,
  now,
}: NetdiskShareDialogProps) {
  const t = useT();
  // The link whose revoking is being asked, in place; Escape then answers 'cancel' rather than closing the dialog.
  const [asking, setAsking] = useState<number | null>(null);
  const listRef = useRef<HTMLElement>(null);
  // A question left open when the dialog closed is not asked again when it reopens.
  if (!open && asking !== null) setAsking(null);

  const keep = () => {
    const id = asking;
    setAsking(null);
    // Back to the revoke button the question came from.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-revoke="${id}"]`)?.focus());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent
        className="spw-nd-share"
        aria-modal="true"
        onOpenAutoFocus={(event) => {
          // The chosen expiry, where Tab would enter the radios (not the first radio, which Radix picks).
          const chosen = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('input[type="radio"]:checked');
          if (!chosen) return;
          event.preventDefault();
          chosen.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (asking === null) return;
          event.preventDefault();
          keep();
        }}
      >
        <DialogHeader>
          <DialogTitle className="spw-nd-share__title">
            <FormattedMessage
              id="netdisk.share.title"
              values={{
                name: <span translate="no">{file.name}</span>,
              }}
            />
          </DialogTitle>
          <DialogDescription>{t('netdisk.share.description')}</DialogDescription>
        </DialogHeader>
        <ShareForm onCreate={onCreate} />
        <ShareList
          listRef={listRef}
          status={status}
          shares={shares}
          onRetry={onRetry}
          linkOf={linkOf}
          onCopy={onCopy}
          now={now}
          asking={asking}
          onAsk={setAsking}
          onKeep={keep}
          onRevoke={(share) => {
            setAsking(null);
            onRevoke(share);
            // The button is going (the link becomes revoked): the focus waits on the list's heading.
            requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('h3')?.focus());
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A new link: expiry, password, download limit. Mounted with the dialog's content, so it starts afresh each time the dialog opens. */
function ShareForm({ onCreate }: Pick<NetdiskShareDialogProps, 'onCreate'>) {
  const t = useT();
  const id = useId();
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const [password, setPassword] = useState('');
  const [limit, setLimit] = useState('');
  const [errors, setErrors] = useState<{ password?: string; limit?: string }>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const limitRef = useRef<HTMLInputElement>(null);

  const edited = () => {
    setCreated(false);
    setRefusal(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const limitText = limit.trim();
    const found: { password?: string; limit?: string } = {};
    if (password !== '' && !PASSWORD.test(password)) found.password = t('netdisk.share.password.invalid');
    if (limitText !== '' && (!/^\d+$/.test(limitText) || Number(limitText) > MAX_DOWNLOADS)) {
      found.limit = t('netdisk.share.limit.invalid');
    }
    setErrors(found);
    if (found.password || found.limit) {
      (found.password ? passwordRef : limitRef).current?.focus();
      return;
    }
    setSaving(true);
    setRefusal(undefined);
    setCreated(false);
    const answer = await onCreate({ expires_days: days, password, max_downloads: limitText === '' ? 0 : Number(limitText) });
    setSaving(false);
    if (answer) {
      setRefusal(answer);
      return;
    }
    // Made: the link appears in the list below; the form is ready for another.
    setPassword('');
    setLimit('');
    setCreated(true);
  };

  return (
    <FormLayout
      className="spw-nd-share__form"
      title={t('netdisk.share.new')}
      titleAs="h3"
      error={refusal}
      aria-busy={saving || undefined}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <p className="spw-nd-share__created" role="status">
            {created ? t('netdisk.share.created') : ''}
          </p>
          <Button type="submit" loading={saving}>
            {t('netdisk.share.create')}
          </Button>
        </>
      }
    >
      <RadioGroupField
        label={t('netdisk.share.expiry')}
        name={`${id}-expiry`}
        value={String(days)}
        onChange={(value) => {
          setDays(Number(value));
          edited();
        }}
        options={SHARE_EXPIRY_DAYS.map((value) => ({
          value: String(value),
          label: value === 0 ? t('netdisk.share.expiry.never') : t('netdisk.share.expiry.days', { days: value }),
        }))}
      />
      <FormRow>
        <TextField
          ref={passwordRef}
          label={t('netdisk.share.password')}
          optional
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((was) => ({ ...was, password: undefined }));
            edited();
          }}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          translate="no"
          error={errors.password}
          hint={t('netdisk.share.password.hint')}
          suffix={
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setPassword(randomPassword());
                setErrors((was) => ({ ...was, password: undefined }));
                edited();
              }}
            >
              {t('netdisk.share.password.random')}
            </Button>
          }
        />
        <TextField
          ref={limitRef}
          label={t('netdisk.share.limit')}
          optional
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('netdisk.share.limit.placeholder')}
          value={limit}
          onChange={(event) => {
            setLimit(event.currentTarget.value);
            setErrors((was) => ({ ...was, limit: undefined }));
            edited();
          }}
          error={errors.limit}
          hint={t('netdisk.share.limit.hint')}
        />
      </FormRow>
    </FormLayout>
  );
}

interface ShareListProps extends Pick<NetdiskShareDialogProps, 'status' | 'shares' | 'onRetry' | 'linkOf' | 'onCopy' | 'onRevoke' | 'now'> {
  listRef: RefObject<HTMLElement | null>;
  asking: number | null;
  onAsk: (id: number) => void;
  onKeep: () => void;
}

/** The file's links, newest first; loading, failed and empty each said. */
function ShareList({ listRef, status, shares, onRetry, linkOf, onCopy, onRevoke, now, asking, onAsk, onKeep }: ShareListProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const at = now ?? Date.now();

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-nd-share__items">
        {[0, 1].map((n) => (
          <Skeleton key={n} variant="block" height={112} announce={n === 0} className="spw-nd-share__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('netdisk.share.error')} onRetry={onRetry} />;
  } else if (shares.length === 0) {
    body = <EmptyState className="spw-nd-share__empty" title={t('netdisk.share.empty')} description={t('netdisk.share.emptyHint')} />;
  } else {
    const newestFirst = [...shares].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    body = (
      <ul className="spw-nd-share__items">
        {newestFirst.map((share) => {
          const active = share.state === 'active';
          const address = linkOf(share);
          const metaId = `${id}-${share.id}-meta`;
          const askId = `${id}-${share.id}-ask`;
          let expiry: string;
          let left: string | null = null;
          if (share.expires_at === null) {
            expiry = t('netdisk.share.expiry.never');
          } else {
            const date = formatDate(share.expires_at, locale);
            const remaining = Date.parse(share.expires_at) - at;
            expiry =
              share.state === 'expired' || remaining <= 0 ? t('netdisk.share.expiredOn', { date }) : t('netdisk.share.expires', { date });
            if (active && remaining > 0) {
              left = remaining < DAY ? t('netdisk.share.lastDay') : t('netdisk.share.daysLeft', { days: Math.floor(remaining / DAY) });
            }
          }
          return (
            <li key={share.id} className="spw-nd-share__item" data-state={share.state}>
              <div className="spw-nd-share__badges">
                <Tag tone={STATE_TONE[share.state]} size="sm">
                  {t(SHARE_STATE_LABEL[share.state])}
                </Tag>
                {share.has_password ? (
                  <Tag tone="neutral" size="sm" className="spw-nd-share__lock">
                    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                      <rect x="3.25" y="7" width="9.5" height="6.75" rx="1.25" fill="none" stroke="currentColor" strokeWidth="1.4" />
                      <path d="M5.5 7V5.25a2.5 2.5 0 0 1 5 0V7" fill="none" stroke="currentColor" strokeWidth="1.4" />
                    </svg>
                    {t('netdisk.share.hasPassword')}
                  </Tag>
                ) : null}
              </div>
              <div className="spw-nd-share__address">
                <label className="spw-visually-hidden" htmlFor={`${id}-${share.id}-address`}>
                  {t('netdisk.share.address')}
                </label>
                <input
                  id={`${id}-${share.id}-address`}
                  className="spw-nd-share__link"
                  readOnly
                  value={address}
                  translate="no"
                  aria-describedby={metaId}
                  onFocus={(event) => event.currentTarget.select()}
                />
                {/* A link that no longer works is shown, not offered for copying. */}
                {active ? (
                  <Button type="button" size="sm" variant="secondary" aria-describedby={metaId} onClick={() => onCopy(address)}>
                    {t('netdisk.share.copy')}
                  </Button>
                ) : null}
              </div>
              <p className="spw-nd-share__meta" id={metaId}>
                <span>
                  {expiry}
                  {left ? <span className="spw-nd-share__left">{left}</span> : null}
                </span>
                <span>
                  {share.max_downloads > 0
                    ? t('netdisk.share.downloads.limited', { count: share.downloads, max: share.max_downloads })
                    : t('netdisk.share.downloads.unlimited', { count: share.downloads })}
                </span>
                <span>
                  <time dateTime={share.created_at}>
                    {t('netdisk.share.createdAt', { time: formatDateTime(share.created_at, locale) })}
                  </time>
                </span>
              </p>
              {active ? (
                asking === share.id ? (
                  <RevokeAsk id={askId} onConfirm={() => onRevoke(share)} onKeep={onKeep} />
                ) : (
                  <div className="spw-nd-share__actions">
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="spw-nd-share__revoke"
                      data-revoke={share.id}
                      aria-describedby={metaId}
                      onClick={() => onAsk(share.id)}
                    >
                      {t('netdisk.share.revoke')}
                    </Button>
                  </div>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="spw-nd-share__list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined} ref={listRef}>
      <h3 id={`${id}-heading`} className="spw-nd-share__heading" tabIndex={-1}>
        {t('netdisk.share.list')}
      </h3>
      {body}
    </section>
  );
}

/** "撤销后此链接将无法访问", asked in place of the revoke button; the safe answer takes the focus, as in the site's confirm dialogs. */
function RevokeAsk({ id, onConfirm, onKeep }: { id: string; onConfirm: () => void; onKeep: () => void }) {
  const t = useT();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div className="spw-nd-share__ask" role="group" aria-labelledby={id}>
      <p id={id} className="spw-nd-share__ask-text">
        {t('netdisk.share.revoke.ask')}
      </p>
      <div className="spw-nd-share__ask-actions">
        <Button type="button" size="sm" variant="danger" onClick={onConfirm}>
          {t('netdisk.share.revoke.confirm')}
        </Button>
        <Button ref={keepRef} type="button" size="sm" variant="secondary" onClick={onKeep}>
          {t('netdisk.share.revoke.keep')}
        </Button>
      </div>
    </div>
  );
}
