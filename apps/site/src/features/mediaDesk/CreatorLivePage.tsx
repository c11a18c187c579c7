import type { components } from '@spw/api';
import { useNow } from '@spw/ui/components/useNow';
import { CreatorLiveListScreen, type AdminLiveFilter } from '@spw/ui/features/media/CreatorLiveListScreen';
import { LiveEditorScreen, type LiveDraft } from '@spw/ui/features/media/LiveEditorScreen';
import { beijingInputOf, isoOfBeijingInput } from '@spw/ui/features/media/liveDraft';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { fieldErrorOf } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';
import { LIVE_ROWS, liveFilterOf } from '../media/routes.ts';

type BroadcastAdmin = components['schemas']['BroadcastAdmin'];

const LIST = '/creator/live/list';
const FIELDS = [
  'title',
  'en_title',
  'summary',
  'en_summary',
  'content',
  'en_content',
  'cover',
  'host',
  'en_host',
  'start_time',
  'end_time',
  'source_type',
  'source_url',
  'replay_url',
  'speakers',
  'article_ids',
] as const;
const coverUploader = pictureUploader('cover');
const avatarUploader = pictureUploader('avatar');

const emptyDraft = (): LiveDraft => ({
  title: '',
  en_title: '',
  summary: '',
  en_summary: '',
  content: '',
  en_content: '',
  cover: '',
  host: '',
  en_host: '',
  start: '',
  end: '',
  source_type: 'hls',
  source_url: '',
  replay_url: '',
  speakers: [],
  articles: [],
  is_public: 1,
});

const draftOf = (b: BroadcastAdmin): LiveDraft => ({
  title: b.title,
  en_title: b.en_title,
  summary: b.summary,
  en_summary: b.en_summary,
  content: b.content,
  en_content: b.en_content,
  cover: b.cover,
  host: b.host,
  en_host: b.en_host,
  start: beijingInputOf(b.start_time),
  end: beijingInputOf(b.end_time),
  source_type: b.source_type,
  source_url: b.source_url,
  replay_url: b.replay_url,
  speakers: b.speakers.map((s) => ({
    name: s.name,
    en_name: s.en_name ?? '',
    title: s.title ?? '',
    en_title: s.en_title ?? '',
    avatar: s.avatar ?? '',
  })),
  articles: b.articles,
  is_public: b.is_public,
});

/** What an admin's change makes stale: their lists and form, and the public lists and pages. */
function invalidateLive(queryClient: QueryClient) {
  return Promise.all(
    ['/broadcast/adminLists', '/broadcast/adminGet', '/broadcast/lists', '/broadcast/get'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

/**
 * /creator/live/list (admins): every live stream (?status= by status), and the form for a new one
 * (?add=1) or to change one (?edit=id) at the same address.
 */
export default function CreatorLivePage() {
  const search = new URLSearchParams(useSearch());
  const editId = idParam(search.get('edit'));
  if (search.get('add') === '1') return <LiveEditor id={null} />;
  if (editId !== null) return <LiveEditor id={editId} />;
  return <LiveAdminList search={search} />;
}

function LiveAdminList({ search }: { search: URLSearchParams }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const filter = liveFilterOf(search);
  const page = pageParam(search);
  const now = useNow();
  const query = { ...(filter === 'all' ? {} : { status: filter }), page, rows: LIVE_ROWS };
  const q = useQuery({
    queryKey: ['/broadcast/adminLists', query],
    queryFn: ({ signal }) => api.get('/broadcast/adminLists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const settle = () => invalidateLive(queryClient);
  const publish = useMutation({
    mutationFn: ({ id, isPublic }: { id: number; isPublic: 0 | 1 }) =>
      api.post('/broadcast/publish', { body: { id, is_public: isPublic } }),
    onSuccess: (_b, { isPublic }) =>
      pushToast('success', intl.formatMessage({ id: isPublic === 1 ? 'live.admin.done.show' : 'live.admin.done.hide' })),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/broadcast/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'live.admin.done.delete' })),
    onSettled: settle,
  });
  const filterHref = (next: AdminLiveFilter) => hrefTo(LIST, next === 'all' ? {} : { status: next });
  return (
    <CreatorLiveListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      now={now}
      items={q.data?.list ?? []}
      {...paged(q.data, page, LIVE_ROWS, (next) => navigate(hrefTo(LIST, { ...(filter === 'all' ? {} : { status: filter }), page: next })))}
      filter={filter}
      filterHref={filterHref}
      addHref={hrefTo(LIST, { add: 1 })}
      editHref={(id) => hrefTo(LIST, { edit: id })}
      viewHref={(id) => hrefTo('/live/detail', { id })}
      onPublish={(item, isPublic) => publish.mutate({ id: item.id, isPublic })}
      onDelete={(item) => remove.mutate(item.id)}
      busyId={publish.isPending ? publish.variables.id : remove.isPending ? remove.variables : undefined}
      onRetry={() => void q.refetch()}
    />
  );
}

function LiveEditor({ id }: { id: number | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['/broadcast/adminGet', id],
    queryFn: ({ signal }) => api.get('/broadcast/adminGet', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    // The form starts from what was read once: a refetch must not change it under the admin.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['/article/lists', { keyword, rows: 20 }],
    queryFn: ({ signal }) => api.get('/article/lists', { query: { keyword, rows: 20 }, signal }),
    enabled: keyword.trim() !== '',
  });
  const save = useMutation({
    mutationFn: (d: LiveDraft) => {
      const body = {
        title: d.title.trim(),
        en_title: d.en_title.trim(),
        summary: d.summary.trim(),
        en_summary: d.en_summary.trim(),
        content: d.content.trim(),
        en_content: d.en_content.trim(),
        cover: d.cover,
        host: d.host.trim(),
        en_host: d.en_host.trim(),
        start_time: isoOfBeijingInput(d.start),
        end_time: isoOfBeijingInput(d.end),
        source_type: d.source_type,
        source_url: d.source_url.trim(),
        replay_url: d.replay_url.trim(),
        speakers: d.speakers.map((s) => ({
          name: s.name.trim(),
          en_name: s.en_name.trim(),
          title: s.title.trim(),
          en_title: s.en_title.trim(),
          avatar: s.avatar,
        })),
        article_ids: d.articles.map((a) => a.id),
        is_public: d.is_public,
      };
      return id === null ? api.post('/broadcast/add', { body }) : api.post('/broadcast/edit', { body: { ...body, id } });
    },
    onSuccess: () => {
      void invalidateLive(queryClient);
      pushToast('success', intl.formatMessage({ id: 'live.admin.done.save' }));
      navigate(hrefTo(LIST));
    },
  });
  return (
    <LiveEditorScreen
      key={q.data ? `live-${q.data.id}` : 'new'}
      status={id !== null && q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      mode={id === null ? 'add' : 'edit'}
      initial={q.data ? draftOf(q.data) : emptyDraft()}
      onSubmit={(draft) => save.mutate(draft)}
      submitting={save.isPending}
      errors={fieldErrorOf(save.error, FIELDS)}
      uploadCover={coverUploader}
      uploadAvatar={avatarUploader}
      search={{
        keyword,
        status: keyword.trim() === '' ? 'idle' : found.isPending ? 'loading' : found.isError ? 'error' : 'ready',
        results: found.data?.list ?? [],
      }}
      onSearch={setKeyword}
      backHref={hrefTo(LIST)}
      onRetry={() => void q.refetch()}
    />
  );
}
