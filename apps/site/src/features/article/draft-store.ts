import type { ArticleDraft } from '@spw/ui/features/article/ArticleEditorScreen';

/**
 * The words of an article being written, kept on this device as the author types: a closed tab,
 * a crash or a dropped connection loses nothing that the server does not have yet. One copy per
 * member and article ('new' before its first save); it is dropped once the server holds the same.
 */
export interface KeptDraft {
  draft: ArticleDraft;
  /** When it was kept (ISO). */
  at: string;
}

/** What the store needs of `localStorage` (a stand-in in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (uid: number, articleId: number | null) => `spw.articleDraft.${uid}.${articleId ?? 'new'}`;

const isDraft = (value: unknown): value is ArticleDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.title === 'string' &&
    typeof d.summary === 'string' &&
    typeof d.cover === 'string' &&
    typeof d.content === 'string' &&
    (d.lang === 'zh' || d.lang === 'en') &&
    typeof d.column_id === 'number'
  );
};

/** The kept copy, or null when there is none or it is not one (another version's, or edited by hand). */
export function readDraft(storage: DraftStorage | undefined, key: string): KeptDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as { draft?: unknown; at?: unknown };
    if (!isDraft(value.draft) || typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at))) return null;
    return { draft: value.draft, at: value.at };
  } catch {
    return null;
  }
}

/** Keeps a copy; false when the device refuses (private mode, storage full). */
export function keepDraft(storage: DraftStorage | undefined, key: string, kept: KeptDraft): boolean {
  try {
    storage?.setItem(key, JSON.stringify(kept));
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function dropDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to drop where storage is refused.
  }
}

export const sameDraft = (a: ArticleDraft, b: ArticleDraft) =>
  a.title === b.title &&
  a.summary === b.summary &&
  a.cover === b.cover &&
  a.content === b.content &&
  a.lang === b.lang &&
  a.column_id === b.column_id;

/**
 * The copy to put back when the page opens: one kept after the server's last change that differs
 * from what the server has. A copy the server has caught up with (saved from another device later)
 * is not offered.
 */
export function draftToRestore(kept: KeptDraft | null, server: ArticleDraft, serverUpdatedAt: string | undefined): KeptDraft | null {
  if (!kept || sameDraft(kept.draft, server)) return null;
  if (serverUpdatedAt && Date.parse(kept.at) <= Date.parse(serverUpdatedAt)) return null;
  return kept;
}

/** Whether the server would take the words as an article at all (a title, and text or a picture). */
export const savable = (draft: ArticleDraft) =>
  draft.title.trim() !== '' &&
  (/<img\b/i.test(draft.content) ||
    draft.content
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '');
