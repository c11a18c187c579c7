import { describe, expect, it } from 'vitest';
import { draftKey, draftToRestore, dropDraft, keepDraft, readDraft, savable, type DraftStorage } from './draft-store.ts';

const memory = (): DraftStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};
const DRAFT = { title: '铂金周', summary: '', cover: '', content: '<p>正文</p>', lang: 'zh' as const, column_id: 0 };

describe('the draft kept on this device', () => {
  it('keeps, reads and drops a copy per member and article', () => {
    const storage = memory();
    expect(draftKey(7, null)).toBe('spw.articleDraft.7.new');
    expect(keepDraft(storage, draftKey(7, 3), { draft: DRAFT, at: '2026-11-27T01:00:00.000Z' })).toBe(true);
    expect(readDraft(storage, draftKey(7, 3))).toEqual({ draft: DRAFT, at: '2026-11-27T01:00:00.000Z' });
    expect(readDraft(storage, draftKey(8, 3))).toBeNull();
    dropDraft(storage, draftKey(7, 3));
    expect(storage.map.size).toBe(0);
  });

  it('ignores a copy that is not one, and a device that refuses', () => {
    const storage = memory();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ draft: { ...DRAFT, lang: 'fr' }, at: '2026-11-27T01:00:00Z' }));
    storage.setItem('c', JSON.stringify({ draft: DRAFT, at: 'yesterday' }));
    expect(['a', 'b', 'c'].map((k) => readDraft(storage, k))).toEqual([null, null, null]);
    const full: DraftStorage = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(keepDraft(full, 'd', { draft: DRAFT, at: '2026-11-27T01:00:00Z' })).toBe(false);
    expect(keepDraft(undefined, 'd', { draft: DRAFT, at: '2026-11-27T01:00:00Z' })).toBe(false);
  });

  it('offers a copy back only when it is newer than the server and differs from it', () => {
    const kept = { draft: { ...DRAFT, title: '铂金周（改）' }, at: '2026-11-27T02:00:00Z' };
    expect(draftToRestore(kept, DRAFT, '2026-11-27T01:00:00Z')).toBe(kept);
    expect(draftToRestore(kept, DRAFT, undefined)).toBe(kept);
    expect(draftToRestore(kept, DRAFT, '2026-11-27T03:00:00Z')).toBeNull();
    expect(draftToRestore({ ...kept, draft: DRAFT }, DRAFT, '2026-11-27T01:00:00Z')).toBeNull();
    expect(draftToRestore(null, DRAFT, undefined)).toBeNull();
  });

  it('sends the server only what it would take', () => {
    expect(savable(DRAFT)).toBe(true);
    expect(savable({ ...DRAFT, title: '  ' })).toBe(false);
    expect(savable({ ...DRAFT, content: '<p>&nbsp;</p><p></p>' })).toBe(false);
    expect(savable({ ...DRAFT, content: '<p><img src="/uploads/a.png"></p>' })).toBe(true);
  });
});
