import { useStore } from '@nanostores/react';
import type { components } from '@spw/api';
import {
  ArticleEditorScreen,
  type ArticleDraft,
  type ArticleDraftErrors,
  type AutosaveStatus,
} from '@spw/ui/features/article/ArticleEditorScreen';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { fieldErrorOf } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import type { PageProps } from '../../app/route-types.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader, sendPicture } from '../../app/upload.ts';
import { draftKey, draftToRestore, dropDraft, keepDraft, readDraft, sameDraft, savable, type KeptDraft } from './draft-store.ts';

type ArticleMine = components['schemas']['ArticleMine'];

/** How long the words rest before they go to the server, and before they are kept on this device. */
const SERVER_AFTER_MS = 4000;
const DEVICE_AFTER_MS = 600;

/** The form's fields, where the server's complaints are shown. */
const DRAFT_FIELDS = ['title', 'summary', 'cover', 'content', 'lang', 'column_id'] as const;

const EMPTY: ArticleDraft = { title: '', summary: '', cover: '', content: '', lang: 'zh', column_id: 0 };

const draftOf = (a: ArticleMine): ArticleDraft => ({
  title: a.title,
  summary: a.summary,
  cover: a.cover,
  content: a.content,
  lang: a.lang,
  column_id: a.column_id,
});

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

const coverUploader = pictureUploader('cover');
const bodyPicture = (file: File) => sendPicture(file, 'article');

/**
 * /creator/article/add, /creator/article/edit?id= (and /article/add, /article/edit): one page
 * under four addresses. A new article that its first save gives an id moves to its edit address
 * without starting again, so the editor keeps its cursor and an IME composition under way.
 */
export default function ArticleEditorPage({ route }: PageProps) {
  const urlId = idParam(new URLSearchParams(useSearch()).get('id'));
  const adding = route.path.endsWith('/add');
  // The editor's session: kept while the address names the article it holds.
  const session = useRef<{ key: string; id: number | null } | null>(null);
  if (!session.current || session.current.id !== urlId) {
    session.current = { key: `${route.path}|${urlId ?? 'new'}|${Date.now()}`, id: adding ? null : urlId };
  }
  const current = session.current;
  return (
    <Editor
      key={current.key}
      editPath={route.path.startsWith('/creator/') ? '/creator/article/edit' : '/article/edit'}
      articleId={adding ? null : urlId}
      missing={!adding && urlId === null}
      onCreated={(id) => {
        current.id = id;
      }}
    />
  );
}

interface EditorProps {
  editPath: '/creator/article/edit' | '/article/edit';
  /** The article to edit; null for a new one. */
  articleId: number | null;
  /** An edit address without a usable id. */
  missing: boolean;
  /** A new article's first save gave it this id (the page moves to its edit address). */
  onCreated: (id: number) => void;
}

function Editor({ editPath, articleId, missing, onCreated }: EditorProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const uid = useStore(userAtom)?.id ?? 0;
  const q = useQuery({
    queryKey: ['/article/myGet', articleId],
    queryFn: ({ signal }) => api.get('/article/myGet', { query: { id: articleId ?? 0 }, signal }),
    enabled: articleId !== null,
    // What the editor starts from is read once: a refetch must not pull the words from under the author.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const columns = useQuery({
    queryKey: ['/column/lists', { uid }],
    queryFn: ({ signal }) => api.get('/column/lists', { query: { uid, rows: 100 }, signal }),
    enabled: uid > 0,
  });

  const [saved, setSaved] = useState<ArticleMine | undefined>(undefined);
  const article = saved ?? q.data;
  const idRef = useRef<number | null>(articleId);
  const [autosave, setAutosave] = useState<AutosaveStatus>({ state: 'idle' });
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [errors, setErrors] = useState<ArticleDraftErrors>({});
  // What the form starts from (once the article is here) and the copy put back from this device.
  const [start, setStart] = useState<{ draft: ArticleDraft; restored?: KeptDraft; generation: number } | null>(null);
  const latest = useRef<ArticleDraft>(EMPTY);
  /** The last words the server has. */
  const onServer = useRef<ArticleDraft | null>(null);
  const timers = useRef<{ server?: ReturnType<typeof setTimeout>; device?: ReturnType<typeof setTimeout> }>({});
  /** Saves go one after another: an autosave and a click never race to create two articles. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const keyOf = useCallback((id: number | null) => draftKey(uid, id), [uid]);

  // The starting words: the server's, or a newer copy kept on this device.
  useEffect(() => {
    if (start || uid === 0) return;
    if (articleId !== null && !q.data) return;
    const server = q.data ? draftOf(q.data) : EMPTY;
    onServer.current = q.data ? server : null;
    const restored = draftToRestore(readDraft(storage(), keyOf(articleId)), server, q.data?.updated_at) ?? undefined;
    latest.current = restored?.draft ?? server;
    setStart({ draft: latest.current, restored, generation: 0 });
  }, [start, uid, articleId, q.data, keyOf]);

  const save = useCallback(
    (kind: 'auto' | 'draft' | 'submit', draft: ArticleDraft) => {
      const run = async () => {
        const id = idRef.current;
        if (kind === 'auto' && onServer.current && sameDraft(onServer.current, draft)) return;
        const body = { ...draft, title: draft.title.trim(), summary: draft.summary.trim(), submit: kind === 'submit' };
        const quiet = kind === 'auto';
        if (kind === 'auto') setAutosave({ state: 'saving' });
        else setBusy(kind);
        try {
          const result =
            id === null
              ? await api.post('/article/add', { body, quiet })
              : await api.post('/article/edit', { body: { ...body, id }, quiet });
          onServer.current = draft;
          setSaved(result);
          setErrors({});
          const at = new Date().toISOString();
          setAutosave({ state: 'saved', at });
          // The server has what this device kept: drop the copy (unless newer words came meanwhile).
          if (sameDraft(latest.current, draft)) dropDraft(storage(), keyOf(id));
          if (id === null) {
            idRef.current = result.id;
            dropDraft(storage(), keyOf(null));
            if (!sameDraft(latest.current, draft)) keepDraft(storage(), keyOf(result.id), { draft: latest.current, at });
            onCreated(result.id);
            navigate(hrefTo(editPath, { id: result.id }), { replace: true, stay: true });
          }
          queryClient.setQueryData(['/article/myGet', result.id], result);
          void queryClient.invalidateQueries({ queryKey: ['/article/myLists'] });
          if (kind === 'draft') pushToast('success', intl.formatMessage({ id: 'article.write.done.draft' }));
          if (kind === 'submit') {
            pushToast('success', intl.formatMessage({ id: 'article.write.done.submit' }));
            navigate(hrefTo('/creator/article/list', { filter: result.revision ? undefined : 'pending' }));
          }
        } catch (error) {
          setErrors(fieldErrorOf(error, DRAFT_FIELDS));
          if (kind === 'auto') setAutosave({ state: 'failed', at: new Date().toISOString() });
        } finally {
          if (kind !== 'auto') setBusy(null);
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [editPath, intl, keyOf, onCreated, queryClient],
  );

  const onChange = useCallback(
    (draft: ArticleDraft) => {
      latest.current = draft;
      const t = timers.current;
      clearTimeout(t.device);
      clearTimeout(t.server);
      t.device = setTimeout(() => {
        const at = new Date().toISOString();
        keepDraft(storage(), keyOf(idRef.current), { draft, at });
        if (!savable(draft)) setAutosave({ state: 'local', at });
      }, DEVICE_AFTER_MS);
      if (savable(draft)) t.server = setTimeout(() => void save('auto', draft), SERVER_AFTER_MS);
    },
    [keyOf, save],
  );

  // Timers end with the page; words not yet on the server are on this device, and the tab asks before closing.
  useEffect(() => {
    const t = timers.current;
    const warn = (event: BeforeUnloadEvent) => {
      if (onServer.current && sameDraft(onServer.current, latest.current)) return;
      if (!onServer.current && sameDraft(EMPTY, latest.current)) return;
      keepDraft(storage(), keyOf(idRef.current), { draft: latest.current, at: new Date().toISOString() });
      event.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => {
      removeEventListener('beforeunload', warn);
      clearTimeout(t.server);
      clearTimeout(t.device);
    };
  }, [keyOf]);

  const status = missing || q.isError ? 'error' : !start ? 'loading' : 'ready';
  const id = idRef.current ?? article?.id ?? null;
  return (
    <ArticleEditorScreen
      key={start?.generation ?? -1}
      status={status}
      mode={articleId === null && !saved ? 'add' : 'edit'}
      article={article}
      initial={start?.draft ?? EMPTY}
      columns={(columns.data?.list ?? []).map((c) => ({ id: c.id, name: intl.locale.startsWith('en') && c.en_name ? c.en_name : c.name }))}
      onChange={onChange}
      autosave={autosave}
      onSaveDraft={(draft) => void save('draft', draft)}
      onSubmit={(draft) => void save('submit', draft)}
      busy={busy}
      errors={errors}
      previewHref={id !== null ? hrefTo('/article/preview', { id }) : undefined}
      backHref={hrefTo('/creator/article/list')}
      uploadCover={coverUploader}
      uploadImage={bodyPicture}
      restoredAt={start?.restored?.at}
      onDiscardRestored={() => {
        if (!start) return;
        dropDraft(storage(), keyOf(idRef.current));
        const server = onServer.current ?? EMPTY;
        latest.current = server;
        clearTimeout(timers.current.server);
        clearTimeout(timers.current.device);
        setStart({ draft: server, generation: start.generation + 1 });
      }}
      onRetry={() => void q.refetch()}
    />
  );
}
