import type { components } from '@spw/api';
import { CreatorSeriesListScreen } from '@spw/ui/features/media/CreatorSeriesListScreen';
import { SeriesEditorScreen, type SeriesDraft } from '@spw/ui/features/media/SeriesEditorScreen';
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
import { VIDEO_ROWS } from '../video/routes.ts';

type SeriesAdmin = components['schemas']['SeriesAdmin'];

const LIST = '/creator/series/list';
const FIELDS = ['title', 'en_title', 'summary', 'en_summary', 'cover', 'entries'] as const;
const coverUploader = pictureUploader('cover');

const EMPTY: SeriesDraft = { title: '', en_title: '', summary: '', en_summary: '', cover: '', entries: [], is_public: 1 };

const draftOf = (s: SeriesAdmin): SeriesDraft => ({
  title: s.title,
  en_title: s.en_title,
  summary: s.summary,
  en_summary: s.en_summary,
  cover: s.cover,
  entries: s.entries,
  is_public: s.is_public,
});

/** What an admin's change makes stale: their list and form, the public series and the videos that name them. */
function invalidateSeries(queryClient: QueryClient) {
  return Promise.all(
    ['/series/adminLists', '/series/adminGet', '/series/get', '/series/progress', '/video/get'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

/** /creator/series/list (admins): every series, and the form for a new one (?add=1) or to change one (?edit=id). */
export default function CreatorSeriesPage() {
  const search = new URLSearchParams(useSearch());
  const editId = idParam(search.get('edit'));
  if (search.get('add') === '1') return <SeriesEditor id={null} />;
  if (editId !== null) return <SeriesEditor id={editId} />;
  return <SeriesAdminList search={search} />;
}

function SeriesAdminList({ search }: { search: URLSearchParams }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const page = pageParam(search);
  const query = { page, rows: VIDEO_ROWS };
  const q = useQuery({
    queryKey: ['/series/adminLists', query],
    queryFn: ({ signal }) => api.get('/series/adminLists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const publish = useMutation({
    mutationFn: ({ id, isPublic }: { id: number; isPublic: 0 | 1 }) => api.post('/series/publish', { body: { id, is_public: isPublic } }),
    onSuccess: (_s, { isPublic }) =>
      pushToast('success', intl.formatMessage({ id: isPublic === 1 ? 'live.admin.done.show' : 'live.admin.done.hide' })),
    onSettled: () => invalidateSeries(queryClient),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/series/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'live.admin.done.delete' })),
    onSettled: () => invalidateSeries(queryClient),
  });
  return (
    <CreatorSeriesListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, page, VIDEO_ROWS, (next) => navigate(hrefTo(LIST, next > 1 ? { page: next } : {})))}
      addHref={hrefTo(LIST, { add: 1 })}
      editHref={(id) => hrefTo(LIST, { edit: id })}
      viewHref={(id) => hrefTo('/series/detail', { id })}
      onPublish={(item, isPublic) => publish.mutate({ id: item.id, isPublic })}
      onDelete={(item) => remove.mutate(item.id)}
      busyId={publish.isPending ? publish.variables.id : remove.isPending ? remove.variables : undefined}
      onRetry={() => void q.refetch()}
    />
  );
}

function SeriesEditor({ id }: { id: number | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['/series/adminGet', id],
    queryFn: ({ signal }) => api.get('/series/adminGet', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    // The form starts from what was read once: a refetch must not change it under the admin.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [keyword, setKeyword] = useState('');
  const searching = keyword.trim() !== '';
  const videos = useQuery({
    queryKey: ['/video/adminLists', { keyword, rows: 20 }],
    queryFn: ({ signal }) => api.get('/video/adminLists', { query: { keyword, rows: 20 }, signal }),
    enabled: searching,
  });
  const articles = useQuery({
    queryKey: ['/article/lists', { keyword, rows: 20 }],
    queryFn: ({ signal }) => api.get('/article/lists', { query: { keyword, rows: 20 }, signal }),
    enabled: searching,
  });
  const save = useMutation({
    mutationFn: (d: SeriesDraft) => {
      const body = {
        title: d.title.trim(),
        en_title: d.en_title.trim(),
        summary: d.summary.trim(),
        en_summary: d.en_summary.trim(),
        cover: d.cover,
        entries: d.entries.map((e) => ({ kind: e.kind, id: e.id })),
        is_public: d.is_public,
      };
      return id === null ? api.post('/series/add', { body }) : api.post('/series/edit', { body: { ...body, id } });
    },
    onSuccess: () => {
      void invalidateSeries(queryClient);
      pushToast('success', intl.formatMessage({ id: 'live.admin.done.save' }));
      navigate(hrefTo(LIST));
    },
  });
  return (
    <SeriesEditorScreen
      key={q.data ? `series-${q.data.id}` : 'new'}
      status={id !== null && q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      mode={id === null ? 'add' : 'edit'}
      initial={q.data ? draftOf(q.data) : EMPTY}
      onSubmit={(draft) => save.mutate(draft)}
      submitting={save.isPending}
      errors={fieldErrorOf(save.error, FIELDS)}
      uploadCover={coverUploader}
      search={{
        keyword,
        status: !searching
          ? 'idle'
          : videos.isPending || articles.isPending
            ? 'loading'
            : videos.isError || articles.isError
              ? 'error'
              : 'ready',
        videos: videos.data?.list ?? [],
        articles: articles.data?.list ?? [],
      }}
      onSearch={setKeyword}
      backHref={hrefTo(LIST)}
      onRetry={() => void q.refetch()}
    />
  );
}
