import type { components } from '@spw/api';
import { CreatorVideoListScreen } from '@spw/ui/features/media/CreatorVideoListScreen';
import { VideoEditorScreen, type VideoDraft } from '@spw/ui/features/media/VideoEditorScreen';
import { durationInputOf, secondsOfDuration } from '@spw/ui/features/media/videoDraft';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import { VIDEO_ROWS } from '../video/routes.ts';

type VideoAdmin = components['schemas']['VideoAdmin'];

const LIST = '/creator/video/list';
const FIELDS = [
  'title',
  'en_title',
  'summary',
  'en_summary',
  'content',
  'en_content',
  'cover',
  'duration',
  'source_type',
  'source_url',
] as const;
const coverUploader = pictureUploader('cover');

const emptyDraft = (): VideoDraft => ({
  title: '',
  en_title: '',
  summary: '',
  en_summary: '',
  content: '',
  en_content: '',
  cover: '',
  duration: '',
  source_type: 'mp4',
  source_url: '',
  is_public: 1,
});

const draftOf = (v: VideoAdmin): VideoDraft => ({
  title: v.title,
  en_title: v.en_title,
  summary: v.summary,
  en_summary: v.en_summary,
  content: v.content,
  en_content: v.en_content,
  cover: v.cover,
  duration: durationInputOf(v.duration),
  source_type: v.source_type,
  source_url: v.source_url,
  is_public: v.is_public,
});

/** What an admin's change makes stale: their list and form, the public videos and the series that show them. */
function invalidateVideos(queryClient: QueryClient) {
  return Promise.all(
    ['/video/adminLists', '/video/adminGet', '/video/lists', '/video/get', '/series/get'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

/** /creator/video/list (admins): every video (?keyword=), and the form for a new one (?add=1) or to change one (?edit=id). */
export default function CreatorVideoPage() {
  const search = new URLSearchParams(useSearch());
  const editId = idParam(search.get('edit'));
  if (search.get('add') === '1') return <VideoEditor id={null} />;
  if (editId !== null) return <VideoEditor id={editId} />;
  return <VideoAdminList search={search} />;
}

function VideoAdminList({ search }: { search: URLSearchParams }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const page = pageParam(search);
  const keyword = (search.get('keyword') ?? '').trim();
  const query = { page, rows: VIDEO_ROWS, ...(keyword ? { keyword } : {}) };
  const q = useQuery({
    queryKey: ['/video/adminLists', query],
    queryFn: ({ signal }) => api.get('/video/adminLists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const publish = useMutation({
    mutationFn: ({ id, isPublic }: { id: number; isPublic: 0 | 1 }) => api.post('/video/publish', { body: { id, is_public: isPublic } }),
    onSuccess: (_v, { isPublic }) =>
      pushToast('success', intl.formatMessage({ id: isPublic === 1 ? 'live.admin.done.show' : 'live.admin.done.hide' })),
    onSettled: () => invalidateVideos(queryClient),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/video/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'live.admin.done.delete' })),
    onSettled: () => invalidateVideos(queryClient),
  });
  const listHref = (words: string, next = 1) => hrefTo(LIST, { ...(words ? { keyword: words } : {}), ...(next > 1 ? { page: next } : {}) });
  return (
    <CreatorVideoListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, page, VIDEO_ROWS, (next) => navigate(listHref(keyword, next)))}
      keyword={keyword}
      onSearch={(words) => navigate(listHref(words.trim()))}
      addHref={hrefTo(LIST, { add: 1 })}
      editHref={(id) => hrefTo(LIST, { edit: id })}
      viewHref={(id) => hrefTo('/media/detail', { id })}
      onPublish={(item, isPublic) => publish.mutate({ id: item.id, isPublic })}
      onDelete={(item) => remove.mutate(item.id)}
      busyId={publish.isPending ? publish.variables.id : remove.isPending ? remove.variables : undefined}
      onRetry={() => void q.refetch()}
    />
  );
}

function VideoEditor({ id }: { id: number | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['/video/adminGet', id],
    queryFn: ({ signal }) => api.get('/video/adminGet', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    // The form starts from what was read once: a refetch must not change it under the admin.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const save = useMutation({
    mutationFn: (d: VideoDraft) => {
      const body = {
        title: d.title.trim(),
        en_title: d.en_title.trim(),
        summary: d.summary.trim(),
        en_summary: d.en_summary.trim(),
        content: d.content.trim(),
        en_content: d.en_content.trim(),
        cover: d.cover,
        duration: secondsOfDuration(d.duration) ?? 0,
        source_type: d.source_type,
        source_url: d.source_url.trim(),
        is_public: d.is_public,
      };
      return id === null ? api.post('/video/add', { body }) : api.post('/video/edit', { body: { ...body, id } });
    },
    onSuccess: () => {
      void invalidateVideos(queryClient);
      pushToast('success', intl.formatMessage({ id: 'live.admin.done.save' }));
      navigate(hrefTo(LIST));
    },
  });
  return (
    <VideoEditorScreen
      key={q.data ? `video-${q.data.id}` : 'new'}
      status={id !== null && q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      mode={id === null ? 'add' : 'edit'}
      initial={q.data ? draftOf(q.data) : emptyDraft()}
      onSubmit={(draft) => save.mutate(draft)}
      submitting={save.isPending}
      errors={fieldErrorOf(save.error, FIELDS)}
      uploadCover={coverUploader}
      backHref={hrefTo(LIST)}
      onRetry={() => void q.refetch()}
    />
  );
}
