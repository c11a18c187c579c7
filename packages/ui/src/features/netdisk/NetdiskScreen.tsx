import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { cn } from '../../lib/cn.ts';
import { Button, buttonVariants } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useFileDrop } from '../../components/useFileDrop.ts';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/Dialog.tsx';
import {
  entryKey,
  FILE_KIND_LABEL,
  fileKindOf,
  formatBytes,
  itemOf,
  usedPercent,
  type FileKind,
  type NetdiskBinEntry,
  type NetdiskCrumb,
  type NetdiskEntry,
  type NetdiskFolderOption,
  type NetdiskItem,
  type NetdiskUsage,
  type SaveResult,
} from './netdiskText.ts';
import './netdisk.css';

export interface NetdiskScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  view: 'files' | 'bin';
  /** Files view: the folders from the top down to the open one (empty at the top). */
  path: NetdiskCrumb[];
  /** Files view: what is in the open folder (folders first, as given). Bin view: what is in the bin. */
  entries: NetdiskEntry[] | NetdiskBinEntry[];
  usage: NetdiskUsage | null;
  /** A folder's page; 0 is the top. */
  folderHref: (folderId: number) => string;
  /** The files view (top). */
  filesHref: string;
  /** The bin view. */
  binHref: string;
  /** All live folders, for the move dialog's choice (id, parent_id 0 = top, name); undefined while loading. */
  folders: NetdiskFolderOption[] | undefined;
  /** Files chosen with the upload button or dropped on the list. */
  onUpload: (files: File[]) => void;
  /** A new folder in the open one: null when made, else the message to show in the dialog. */
  onCreateFolder: (name: string) => SaveResult;
  onRename: (entry: NetdiskEntry, name: string) => SaveResult;
  /** Into a folder (0 = the top). */
  onMove: (items: NetdiskItem[], folderId: number) => SaveResult;
  /** To the bin, once confirmed. */
  onDelete: (items: NetdiskItem[]) => void;
  /** Files only. */
  onDownload: (entry: NetdiskEntry) => void;
  /** Files only; the row shows how many working links a file has. */
  onShare: (entry: NetdiskEntry) => void;
  /** Bin: back where they were. */
  onRestore: (items: NetdiskItem[]) => void;
  /** Bin: for good, once confirmed. */
  onPurge: (items: NetdiskItem[]) => void;
  /** Bin: all of it for good, once confirmed. */
  onEmptyBin: () => void;
  /** An entry being worked on (its buttons wait and say so): entryKey(entry). */
  busyKey?: string;
  onRetry: () => void;
  /** The clock the bin's days are counted against (ms since 1970); now by default. */
  now?: number;
  /** Shown above the list (the container's upload queue); optional. */
  children?: ReactNode;
}

const DAY = 24 * 60 * 60 * 1000;

/** The characters a name cannot have (besides control characters), as the hint shows them. */
const NAME_CHARS = '/ \\ < > : " | ? *';
const NAME_MAX = 120;

/** Why a name cannot be used, or null: empty, or with a forbidden character (the contract's NetdiskName). */
function nameProblem(name: string): 'missing' | 'invalid' | null {
  if (name === '') return 'missing';
  for (const char of name) {
    if ('/\\<>:"|?*'.includes(char) || char.charCodeAt(0) < 0x20) return 'invalid';
  }
  return null;
}

/** Whole days until it goes for good (0 on its last day). */
export const daysUntil = (purgeAt: string, now: number): number => Math.max(0, Math.floor((Date.parse(purgeAt) - now) / DAY));

/** The quota's share at or above which the meter warns. */
const WARN_AT = 90;

/** A small drawing per kind: a folder, or a page with a mark of what is on it. */
function KindMark({ kind }: { kind: FileKind }) {
  if (kind === 'folder') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M2.75 6.5a1.75 1.75 0 0 1 1.75-1.75h4.6l2 2.25h8.4a1.75 1.75 0 0 1 1.75 1.75v9.25a1.75 1.75 0 0 1-1.75 1.75H4.5a1.75 1.75 0 0 1-1.75-1.75z"
          fill="currentColor"
          fillOpacity="0.18"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  let mark: ReactNode = null;
  switch (kind) {
    case 'image':
      mark = <path d="M8 17.5l3-3.5 2 2.25 1.5-1.75 2.5 3z" fill="currentColor" />;
      break;
    case 'video':
      mark = <path d="M10.25 11.25v6l5-3z" fill="currentColor" />;
      break;
    case 'audio':
      mark = (
        <path d="M11 17.5a1.5 1.5 0 1 1-1.5-1.5 1.5 1.5 0 0 1 1.5 1.5V11l4.5-1v5.75" fill="none" stroke="currentColor" strokeWidth="1.4" />
      );
      break;
    case 'sheet':
      mark = <path d="M8 11.5h8.5v6.5H8zM8 14.75h8.5M12.25 11.5V18" fill="none" stroke="currentColor" strokeWidth="1.3" />;
      break;
    case 'slides':
      mark = <path d="M8 11.5h8.5v5H8zM12.25 16.5v2" fill="none" stroke="currentColor" strokeWidth="1.3" />;
      break;
    case 'archive':
      mark = <path d="M12 3v2m0 2v2m0 2v2m-1.25 0h2.5v3.5h-2.5z" fill="none" stroke="currentColor" strokeWidth="1.4" />;
      break;
    case 'other':
      break;
    default:
      // pdf, doc, text: lines of writing.
      mark = <path d="M8.5 12.5h7.5M8.5 15.25h7.5M8.5 18h4.5" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />;
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5.75 2.75h8.5L19 7.5v13.75H5.75z"
        fill="var(--color-surface)"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M14 2.75V7.75h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {mark}
    </svg>
  );
}

/** The icon of an entry's kind, named for screen readers (文件夹, PDF 文档 …). */
function KindIcon({ entry }: { entry: NetdiskEntry }) {
  const t = useT();
  const kind = fileKindOf(entry);
  return (
    <span className="spw-netdisk__kind" data-kind={kind} role="img" aria-label={t(FILE_KIND_LABEL[kind])}>
      <KindMark kind={kind} />
    </span>
  );
}

/** 已用 1.2 GB / 5 GB, with a bar that turns to a warning at 90 %. */
function QuotaMeter({ usage }: { usage: NetdiskUsage }) {
  const t = useT();
  const id = useId();
  const percent = usedPercent(usage);
  const warn = percent >= WARN_AT;
  const text = t('netdisk.usage.text', { used: formatBytes(usage.used), quota: formatBytes(usage.quota) });
  return (
    <div className="spw-netdisk__quota" data-warn={warn ? '' : undefined}>
      <p className="spw-netdisk__quota-text" id={`${id}-text`}>
        {text}
      </p>
      <div
        className="spw-netdisk__meter"
        role="progressbar"
        aria-label={t('netdisk.usage.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text} (${percent}%)`}
      >
        <span className="spw-netdisk__meter-fill" style={{ width: `${percent}%` }} />
      </div>
      {warn ? <p className="spw-netdisk__quota-warn">{t('netdisk.usage.nearlyFull')}</p> : null}
    </div>
  );
}

/**
 * Opened by the page, not by a Radix trigger: the focus goes back by hand to what had it (when it
 * is still there: a selection's button goes once the selection is moved).
 */
function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    remember() {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus(event: Event) {
      if (!returnTo.current?.isConnected) return;
      event.preventDefault();
      returnTo.current.focus();
    },
  };
}

interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  /** The name to start from ('' for a new folder). */
  initial: string;
  /** Select the name without its extension when opened (a file being renamed). */
  stemOnly: boolean;
  onSave: (name: string) => SaveResult;
}

/** A name in a dialog: new folder, or rename. The server's answer shows under the field; it closes when saved. */
function NameDialog({ open, onOpenChange, title, description, label, initial, stemOnly, onSave }: NameDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const focus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="spw-netdisk-dialog"
        aria-modal="true"
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          focus.remember();
          // Focus the name, with the part worth changing selected (a file keeps its extension).
          const field = input.current;
          if (!field) return;
          event.preventDefault();
          field.focus();
          const dot = field.value.lastIndexOf('.');
          field.setSelectionRange(0, stemOnly && dot > 0 ? dot : field.value.length);
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="spw-netdisk-dialog__about">{description}</DialogDescription>
        </DialogHeader>
        <NameForm input={input} label={label} initial={initial} onSave={onSave} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NameForm({
  input,
  label,
  initial,
  onSave,
  onDone,
}: {
  input: RefObject<HTMLInputElement | null>;
  label: string;
  initial: string;
  onSave: (name: string) => SaveResult;
  onDone: () => void;
}) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const fail = (message: string) => {
    setSaving(false);
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const name = value.trim();
    const problem = nameProblem(name);
    if (problem) {
      fail(t(problem === 'missing' ? 'netdisk.name.missing' : 'netdisk.name.invalid', { chars: NAME_CHARS }));
      return;
    }
    if (initial !== '' && name === initial) {
      onDone();
      return;
    }
    setSaving(true);
    setError(undefined);
    let message: string | null;
    try {
      message = await onSave(name);
    } catch {
      message = t('common.error');
    }
    if (message === null) onDone();
    else fail(message);
  };

  return (
    <form className="spw-netdisk-dialog__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
      <TextField
        ref={input}
        label={label}
        name="name"
        autoComplete="off"
        required
        maxLength={NAME_MAX}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint={t('netdisk.name.hint', { chars: NAME_CHARS })}
      />
      <div className="spw-netdisk-dialog__actions">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

interface FolderChoice {
  id: number;
  name: string;
  depth: number;
  /** A moved folder or one below it: it cannot take them. */
  moving: boolean;
  /** Where the entries are now. */
  here: boolean;
}

/** The folders as a tree, the top first, each below its parent, in the order given. */
function folderTree(folders: NetdiskFolderOption[], movedFolders: Set<number>, here: number, top: string): FolderChoice[] {
  const children = new Map<number, NetdiskFolderOption[]>();
  for (const folder of folders) {
    const list = children.get(folder.parent_id) ?? [];
    list.push(folder);
    children.set(folder.parent_id, list);
  }
  const out: FolderChoice[] = [{ id: 0, name: top, depth: 0, moving: false, here: here === 0 }];
  // A folder is walked once, whatever the data says.
  const seen = new Set<number>([0]);
  const walk = (parent: number, depth: number, moving: boolean) => {
    for (const folder of children.get(parent) ?? []) {
      if (seen.has(folder.id)) continue;
      seen.add(folder.id);
      const inside = moving || movedFolders.has(folder.id);
      out.push({ id: folder.id, name: folder.name, depth, moving: inside, here: folder.id === here });
      walk(folder.id, depth + 1, inside);
    }
  };
  walk(0, 1, false);
  return out;
}

function MoveDialog({
  open,
  onOpenChange,
  entries,
  folders,
  here,
  onMove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: NetdiskEntry[];
  folders: NetdiskFolderOption[] | undefined;
  here: number;
  onMove: (items: NetdiskItem[], folderId: number) => SaveResult;
}) {
  const t = useT();
  const focus = useReturnFocus();
  const [first] = entries;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="spw-netdisk-dialog"
        aria-modal="true"
        onOpenAutoFocus={focus.remember}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{t('netdisk.move.title')}</DialogTitle>
          <DialogDescription className="spw-netdisk-dialog__about">
            {entries.length === 1 && first
              ? t('netdisk.move.one', { name: first.name })
              : t('netdisk.move.many', { count: entries.length })}
          </DialogDescription>
        </DialogHeader>
        {folders ? (
          <MoveForm entries={entries} folders={folders} here={here} onMove={onMove} onDone={() => onOpenChange(false)} />
        ) : (
          <Loading variant="block" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({
  entries,
  folders,
  here,
  onMove,
  onDone,
}: {
  entries: NetdiskEntry[];
  folders: NetdiskFolderOption[];
  here: number;
  onMove: (items: NetdiskItem[], folderId: number) => SaveResult;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const moved = new Set(entries.filter((entry) => entry.kind === 'folder').map((entry) => entry.id));
  const choices = folderTree(folders, moved, here, t('netdisk.crumbs.top'));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (chosen === null) {
      setError(t('netdisk.move.pick'));
      return;
    }
    setSaving(true);
    setError(undefined);
    let message: string | null;
    try {
      message = await onMove(entries.map(itemOf), chosen);
    } catch {
      message = t('common.error');
    }
    if (message === null) {
      onDone();
      return;
    }
    setSaving(false);
    setError(message);
  };

  return (
    <form className="spw-netdisk-dialog__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
      <fieldset className="spw-netdisk-tree" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="spw-netdisk-tree__legend">{t('netdisk.move.folders')}</legend>
        <ul className="spw-netdisk-tree__list">
          {choices.map((choice) => {
            const blocked = choice.moving || choice.here;
            return (
              <li key={choice.id} style={{ '--depth': choice.depth } as CSSProperties}>
                <label className="spw-netdisk-tree__option" data-blocked={blocked ? '' : undefined}>
                  <input
                    type="radio"
                    name={`${id}-folder`}
                    value={choice.id}
                    checked={chosen === choice.id}
                    disabled={blocked}
                    onChange={() => {
                      setChosen(choice.id);
                      setError(undefined);
                    }}
                  />
                  <span className="spw-netdisk__kind" data-kind="folder" aria-hidden="true">
                    <KindMark kind="folder" />
                  </span>
                  <span className="spw-netdisk-tree__name">{choice.name}</span>
                  {blocked ? (
                    <span className="spw-netdisk-tree__why">{t(choice.moving ? 'netdisk.move.moving' : 'netdisk.move.here')}</span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="spw-netdisk-dialog__error" id={`${id}-error`} role="alert">
        {error}
      </p>
      <div className="spw-netdisk-dialog__actions">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {t('netdisk.move.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The checkbox of the whole page of entries: ticked, unticked or mixed. */
function SelectAll({ count, chosen, onChange, label }: { count: number; chosen: number; onChange: (all: boolean) => void; label: string }) {
  const box = useRef<HTMLInputElement>(null);
  const mixed = chosen > 0 && chosen < count;
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className="spw-netdisk__all">
      <input
        ref={box}
        type="checkbox"
        className="spw-netdisk__check"
        checked={count > 0 && chosen === count}
        disabled={count === 0}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="spw-netdisk__all-label">{label}</span>
    </label>
  );
}

type Asking = { what: 'delete' | 'purge'; entries: NetdiskEntry[]; fromSelection: boolean } | { what: 'empty' };
type Editing =
  { what: 'create' } | { what: 'rename'; entry: NetdiskEntry } | { what: 'move'; entries: NetdiskEntry[]; fromSelection: boolean };

const ERROR_TITLE: Record<'files' | 'bin', MessageKey> = { files: 'netdisk.files.error', bin: 'netdisk.bin.error' };

/**
 * /creator/utils/netdisk: the creator's shared files. A folder's folders and files, with the way to
 * upload (button or drop), make a folder, rename, move, download, share and delete (to the bin),
 * one by one or a selection at a time; the bin, with restore, delete for good and empty; and the
 * quota used.
 */
export function NetdiskScreen({
  status,
  view,
  path,
  entries,
  usage,
  total,
  page,
  rows,
  onPageChange,
  folderHref,
  filesHref,
  binHref,
  folders,
  onUpload,
  onCreateFolder,
  onRename,
  onMove,
  onDelete,
  onDownload,
  onShare,
  onRestore,
  onPurge,
  onEmptyBin,
  busyKey,
  onRetry,
  now: nowProp,
  children,
}: NetdiskScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [mountedAt] = useState(() => Date.now());
  const now = nowProp ?? mountedAt;

  const here = path.at(-1)?.id ?? 0;
  const placeName = path.at(-1)?.name ?? t('netdisk.crumbs.top');

  // The selection belongs to one folder (or the bin): going elsewhere clears it.
  const place = view === 'bin' ? 'bin' : `folder-${here}`;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedIn, setSelectedIn] = useState(place);
  if (selectedIn !== place) {
    setSelectedIn(place);
    setSelected(new Set());
  }
  const list: NetdiskEntry[] = status === 'ready' ? entries : [];
  const chosen = list.filter((entry) => selected.has(entryKey(entry)));
  const toggle = (entry: NetdiskEntry, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(entryKey(entry));
    else next.delete(entryKey(entry));
    setSelected(next);
  };
  const clearSelection = () => setSelected(new Set());

  // The question asked stays once answered, so the closing dialog keeps its words; `asked` says whether it is open.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [asked, setAsked] = useState(false);
  const ask = (question: Asking) => {
    setAsking(question);
    setAsked(true);
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const edit = (what: Editing) => {
    setEditing(what);
    setEditOpen(true);
  };

  const drop = useFileDrop(onUpload, view === 'files' && status === 'ready');

  /** The name read after each row action's word: '下载 hall-plan-v3.pdf' tells the buttons apart. */
  const about = (entry: NetdiskEntry) => <span className="spw-visually-hidden"> {entry.name}</span>;

  const rowButton = (entry: NetdiskEntry, label: MessageKey, action: () => void, extra?: ReactNode, tone?: 'danger') => {
    const busy = busyKey === entryKey(entry);
    return (
      <Button
        size="sm"
        variant="ghost"
        className={cn('spw-netdisk__act', tone === 'danger' && 'spw-netdisk__act--danger')}
        // aria-disabled rather than disabled while a call is on its way: the pressed button keeps the focus.
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) action();
        }}
      >
        {t(label)}
        {about(entry)}
        {extra}
      </Button>
    );
  };

  const nameCell = (entry: NetdiskEntry, link: boolean) => {
    const busy = busyKey === entryKey(entry);
    return (
      <div className="spw-netdisk__name">
        <KindIcon entry={entry} />
        <span className="spw-netdisk__name-text">
          {link && entry.kind === 'folder' ? (
            <a href={folderHref(entry.id)} className="spw-netdisk__folder-link" translate="no">
              {entry.name}
            </a>
          ) : (
            <span className="spw-netdisk__file-name" translate="no">
              {entry.name}
            </span>
          )}
          {busy ? <span className="spw-netdisk__busy">{t('netdisk.row.busy')}</span> : null}
        </span>
      </div>
    );
  };

  const checkCell = (entry: NetdiskEntry) => (
    <td className="spw-netdisk__cell spw-netdisk__cell--check">
      <input
        type="checkbox"
        className="spw-netdisk__check"
        aria-label={t('netdisk.select.one', { name: entry.name })}
        checked={selected.has(entryKey(entry))}
        onChange={(event) => toggle(entry, event.target.checked)}
      />
    </td>
  );

  const headCheck = (
    <th scope="col" className="spw-netdisk__cell spw-netdisk__cell--check">
      <SelectAll
        count={list.length}
        chosen={chosen.length}
        label={t('netdisk.select.all')}
        onChange={(all) => setSelected(all ? new Set(list.map(entryKey)) : new Set())}
      />
    </th>
  );

  /** A column's heading, named by the catalogue. */
  const headCell = (cell: string, label: MessageKey) => (
    <th scope="col" className={`spw-netdisk__cell spw-netdisk__cell--${cell}`}>
      {t(label)}
    </th>
  );

  const filesTable = (items: NetdiskEntry[]) => (
    <table className="spw-netdisk__table" aria-labelledby={`${id}-place`}>
      <thead>
        <tr>
          {headCheck}
          {headCell('name', 'netdisk.col.name')}
          {headCell('size', 'netdisk.col.size')}
          {headCell('date', 'netdisk.col.updated')}
          {headCell('actions', 'netdisk.col.actions')}
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => {
          const file = entry.kind === 'file';
          const key = entryKey(entry);
          return (
            <tr
              key={key}
              className="spw-netdisk__row"
              data-folder={file ? undefined : ''}
              data-selected={selected.has(key) ? '' : undefined}
              aria-busy={busyKey === key || undefined}
            >
              {checkCell(entry)}
              <td className="spw-netdisk__cell spw-netdisk__cell--name">{nameCell(entry, true)}</td>
              <td className="spw-netdisk__cell spw-netdisk__cell--size">{file ? formatBytes(entry.size) : '—'}</td>
              <td className="spw-netdisk__cell spw-netdisk__cell--date">
                <time dateTime={entry.updated_at}>{formatDateTime(entry.updated_at, locale)}</time>
              </td>
              <td className="spw-netdisk__cell spw-netdisk__cell--actions">
                <div className="spw-netdisk__acts">
                  {file ? rowButton(entry, 'netdisk.action.download', () => onDownload(entry)) : null}
                  {file
                    ? rowButton(
                        entry,
                        'netdisk.action.share',
                        () => onShare(entry),
                        entry.shares > 0 ? (
                          <span className="spw-netdisk__badge">
                            <span aria-hidden="true">{entry.shares}</span>
                            <span className="spw-visually-hidden"> {t('netdisk.row.shares', { count: entry.shares })}</span>
                          </span>
                        ) : null,
                      )
                    : null}
                  {rowButton(entry, 'netdisk.action.rename', () => edit({ what: 'rename', entry }))}
                  {rowButton(entry, 'netdisk.action.move', () => edit({ what: 'move', entries: [entry], fromSelection: false }))}
                  {rowButton(
                    entry,
                    'netdisk.action.delete',
                    () => ask({ what: 'delete', entries: [entry], fromSelection: false }),
                    null,
                    'danger',
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  const binTable = (items: NetdiskBinEntry[]) => (
    <table className="spw-netdisk__table spw-netdisk__table--bin" aria-labelledby={`${id}-place`}>
      <thead>
        <tr>
          {headCheck}
          {headCell('name', 'netdisk.col.name')}
          {headCell('place', 'netdisk.col.place')}
          {headCell('date', 'netdisk.col.deleted')}
          {headCell('left', 'netdisk.col.purge')}
          {headCell('actions', 'netdisk.col.actions')}
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => {
          const key = entryKey(entry);
          const days = daysUntil(entry.purge_at, now);
          return (
            <tr
              key={key}
              className="spw-netdisk__row"
              data-selected={selected.has(key) ? '' : undefined}
              aria-busy={busyKey === key || undefined}
            >
              {checkCell(entry)}
              <td className="spw-netdisk__cell spw-netdisk__cell--name">{nameCell(entry, false)}</td>
              <td className="spw-netdisk__cell spw-netdisk__cell--place">
                {entry.place ? <span translate="no">{entry.place}</span> : t('netdisk.crumbs.top')}
              </td>
              <td className="spw-netdisk__cell spw-netdisk__cell--date">
                <time dateTime={entry.deleted_at}>{formatDateTime(entry.deleted_at, locale)}</time>
              </td>
              <td className="spw-netdisk__cell spw-netdisk__cell--left" data-soon={days <= 3 ? '' : undefined}>
                <time dateTime={entry.purge_at}>{t('netdisk.bin.purgeIn', { days })}</time>
              </td>
              <td className="spw-netdisk__cell spw-netdisk__cell--actions">
                <div className="spw-netdisk__acts">
                  {rowButton(entry, 'netdisk.action.restore', () => onRestore([itemOf(entry)]))}
                  {rowButton(
                    entry,
                    'netdisk.action.purge',
                    () => ask({ what: 'purge', entries: [entry], fromSelection: false }),
                    null,
                    'danger',
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = <Loading variant="block" className="spw-netdisk__loading" />;
  } else if (status === 'error') {
    body = <LoadError title={t(ERROR_TITLE[view])} onRetry={onRetry} />;
  } else if (entries.length === 0) {
    body =
      view === 'files' ? (
        <EmptyState className="spw-netdisk__empty" title={t('netdisk.files.empty')} description={t('netdisk.files.emptyHint')} />
      ) : (
        <EmptyState className="spw-netdisk__empty" title={t('netdisk.bin.empty')} description={t('netdisk.bin.emptyHint')} />
      );
  } else {
    body = view === 'files' ? filesTable(entries) : binTable(entries as NetdiskBinEntry[]);
  }

  const selectionBar =
    chosen.length > 0 ? (
      <div className="spw-netdisk__selection" role="group" aria-label={t('netdisk.select.actions')}>
        <span className="spw-netdisk__selection-count">{t('netdisk.select.count', { count: chosen.length })}</span>
        <div className="spw-netdisk__selection-acts">
          {view === 'files' ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => edit({ what: 'move', entries: chosen, fromSelection: true })}>
                {t('netdisk.action.move')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                className="spw-netdisk__act--danger"
                onClick={() => ask({ what: 'delete', entries: chosen, fromSelection: true })}
              >
                {t('netdisk.action.delete')}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  onRestore(chosen.map(itemOf));
                  clearSelection();
                }}
              >
                {t('netdisk.action.restore')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                className="spw-netdisk__act--danger"
                onClick={() => ask({ what: 'purge', entries: chosen, fromSelection: true })}
              >
                {t('netdisk.action.purge')}
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={clearSelection}>
            {t('netdisk.select.clear')}
          </Button>
        </div>
      </div>
    ) : null;

  // The confirm dialog's words.
  let question = { title: '', description: '', confirm: '' };
  if (asking?.what === 'empty') {
    question = {
      title: t('netdisk.emptyBin.title'),
      description: t('netdisk.emptyBin.body', { count: Math.max(total, list.length) }),
      confirm: t('netdisk.emptyBin.confirm'),
    };
  } else if (asking) {
    const [one] = asking.entries;
    const single = asking.entries.length === 1 && one ? one : null;
    if (asking.what === 'delete') {
      const body = single
        ? t(single.kind === 'folder' ? 'netdisk.delete.oneFolder' : 'netdisk.delete.one', { name: single.name })
        : t('netdisk.delete.many', { count: asking.entries.length });
      const shared = asking.entries.some((entry) => entry.shares > 0);
      question = {
        title: t('netdisk.delete.title'),
        description: shared ? `${body}${locale === 'zh' ? '' : ' '}${t('netdisk.delete.shares')}` : body,
        confirm: t('netdisk.delete.confirm'),
      };
    } else {
      question = {
        title: t('netdisk.purge.title'),
        description: single ? t('netdisk.purge.one', { name: single.name }) : t('netdisk.purge.many', { count: asking.entries.length }),
        confirm: t('netdisk.action.purge'),
      };
    }
  }

  const answer = () => {
    setAsked(false);
    if (!asking) return;
    if (asking.what === 'empty') {
      onEmptyBin();
      clearSelection();
      return;
    }
    const items = asking.entries.map(itemOf);
    if (asking.what === 'delete') onDelete(items);
    else onPurge(items);
    if (asking.fromSelection) clearSelection();
  };

  return (
    <section className="spw-netdisk" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-netdisk__head">
        <h1 id={`${id}-heading`} className="spw-netdisk__heading">
          {t('route.creator.utils.netdisk')}
        </h1>
        {usage ? <QuotaMeter usage={usage} /> : null}
      </header>
      <nav className="spw-netdisk__tabs" aria-label={t('netdisk.views')}>
        <ul>
          <li>
            <a href={filesHref} aria-current={view === 'files' ? 'page' : undefined}>
              {t('netdisk.view.files')}
            </a>
          </li>
          <li>
            <a href={binHref} aria-current={view === 'bin' ? 'page' : undefined}>
              {t('netdisk.view.bin')}
            </a>
          </li>
        </ul>
      </nav>

      {view === 'files' ? (
        <>
          <div className="spw-netdisk__toolbar">
            <label className={cn(buttonVariants({ variant: 'primary' }), 'spw-netdisk__upload')}>
              <input type="file" multiple className="spw-netdisk__file-input" onChange={drop.onInputChange} />
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M10 13.5V3.5M5.75 7.5 10 3.25l4.25 4.25M3.5 13v3.25h13V13" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
              {t('netdisk.files.upload')}
            </label>
            <Button variant="secondary" onClick={() => edit({ what: 'create' })}>
              {t('netdisk.files.newFolder')}
            </Button>
            <p className="spw-netdisk__drop-hint">{t('netdisk.files.dropHint')}</p>
          </div>
          <nav className="spw-netdisk__crumbs" aria-label={t('netdisk.crumbs.label')}>
            <ol>
              {[{ id: 0, name: t('netdisk.crumbs.top') }, ...path].map((crumb, index, all) => (
                <li key={crumb.id}>
                  {index < all.length - 1 ? (
                    <a href={folderHref(crumb.id)} translate={crumb.id === 0 ? undefined : 'no'}>
                      {crumb.name}
                    </a>
                  ) : (
                    <span id={`${id}-place`} aria-current="location" translate={crumb.id === 0 ? undefined : 'no'}>
                      {crumb.name}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        </>
      ) : (
        <div className="spw-netdisk__toolbar spw-netdisk__toolbar--bin">
          <p className="spw-netdisk__bin-note" id={`${id}-place`}>
            {t('netdisk.bin.note')}
          </p>
          <Button
            variant="secondary"
            className="spw-netdisk__act--danger"
            disabled={status !== 'ready' || entries.length === 0}
            onClick={() => ask({ what: 'empty' })}
          >
            {t('netdisk.action.emptyBin')}
          </Button>
        </div>
      )}

      {children}

      {selectionBar}
      {/* Said politely as the selection changes; the bar shows the same count. */}
      <p className="spw-visually-hidden" aria-live="polite">
        {chosen.length > 0 ? t('netdisk.select.count', { count: chosen.length }) : ''}
      </p>

      <div
        className="spw-netdisk__body"
        {...(view === 'files' ? drop.zone : {})}
        data-dragging={view === 'files' && drop.dragging ? '' : undefined}
      >
        {body}
        {view === 'files' && drop.dragging ? (
          <div className="spw-netdisk__drop-cue" aria-hidden="true">
            <span>{t('netdisk.files.drop')}</span>
          </div>
        ) : null}
      </div>
      {status === 'ready' ? <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} /> : null}

      <ConfirmDialog
        open={asked}
        onOpenChange={setAsked}
        tone="danger"
        title={question.title}
        description={question.description}
        confirmLabel={question.confirm}
        cancelLabel={t('common.cancel')}
        onConfirm={answer}
        onCancel={() => setAsked(false)}
      />
      <NameDialog
        open={editOpen && (editing?.what === 'create' || editing?.what === 'rename')}
        onOpenChange={setEditOpen}
        title={t(editing?.what === 'rename' ? 'netdisk.rename.title' : 'netdisk.folder.title')}
        description={
          editing?.what === 'rename'
            ? t('netdisk.rename.was', { name: editing.entry.name })
            : t('netdisk.folder.where', { place: placeName })
        }
        label={t(editing?.what === 'rename' ? 'netdisk.rename.name' : 'netdisk.folder.name')}
        initial={editing?.what === 'rename' ? editing.entry.name : ''}
        stemOnly={editing?.what === 'rename' && editing.entry.kind === 'file'}
        onSave={(name) => (editing?.what === 'rename' ? onRename(editing.entry, name) : onCreateFolder(name))}
      />
      <MoveDialog
        open={editOpen && editing?.what === 'move'}
        onOpenChange={setEditOpen}
        entries={editing?.what === 'move' ? editing.entries : []}
        folders={folders}
        here={here}
        onMove={async (items, folderId) => {
          const message = await onMove(items, folderId);
          if (message === null && editing?.what === 'move' && editing.fromSelection) clearSelection();
          return message;
        }}
      />
    </section>
  );
}
