import type { components } from '@spw/api';
import { CreatorDocumentListScreen } from '@spw/ui/features/document/CreatorDocumentListScreen';
import { DocumentEditorScreen, type DocumentDraft, type PdfUploadFn } from '@spw/ui/features/document/DocumentEditorScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

type DocumentMine = components['schemas']['DocumentMine'];
type Filter = 'all' | 0 | 1;

const ROWS = 10;
const FIELDS = ['file', 'title', 'en_title', 'summary', 'en_summary', 'source', 'en_source', 'cover', 'tags', 'date'] as const;
const coverUploader = pictureUploader('cover');
const LIST = '/creator/document/list';

/** Today in Beijing (the reports' dates are calendar days there). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

const emptyDraft = (): DocumentDraft => ({
  file: '',
  file_name: '',
  file_size: 0,
  title: '',
  en_title: '',
  summary: '',
  en_summary: '',
  source: '',
  en_source: '',
  cover: '',
  tags: [],
  date: today(),
  status: 1,
});

const draftOf = (d: DocumentMine): DocumentDraft => ({
  file: d.file,
  file_name: d.file_name,
  file_size: d.file_size,
  title: d.title,
  en_title: d.en_title,
  summary: d.summary,
  en_summary: d.en_summary,
  source: d.source,
  en_source: d.en_source,
  cover: d.own_cover,
  tags: d.tags,
  date: d.date,
  status: d.status,
});

/** Sends the PDF to /document/upload with its progress; the server judges the file by its content. */
const uploadPdf: PdfUploadFn = async (file, onProgress) => {
  const form = new FormData();
  form.set('attachment', file);
  return api.upload('/document/upload', form, { onUploadProgress: onProgress, quiet: true });
};

function filterOf(search: URLSearchParams): Filter {
  const status = search.get('status');
  return status === '1' ? 1 : status === '0' ? 0 : 'all';
}

/**
 * /creator/document/list: the creator's reports (?status= for published 1 or unpublished 0), and
 * the form for a new one (?add=1) or to change one (?edit=id) at the same address.
 */
export default function CreatorDocumentPage() {
  const search = new URLSearchParams(useSearch());
  const editId = idParam(search.get('edit'));
  if (search.get('add') === '1') return <DocumentEditor id={null} />;
  if (editId !== null) return <DocumentEditor id={editId} />;
  return <DocumentList search={search} />;
}

function DocumentList({ search }: { search: URLSearchParams }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const filter = filterOf(search);
  const page = pageParam(search);
  const q = useQuery({
    queryKey: ['/document/myLists', filter, page],
    queryFn: ({ signal }) =>
      api.get('/document/myLists', { query: { ...(filter === 'all' ? {} : { status: filter }), page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
    // Previews are made in the background: ask again while any is being made.
    refetchInterval: (query) => (query.state.data?.list.some((d) => d.preview_status === 0) ? 4000 : false),
  });
  const settle = () => queryClient.invalidateQueries({ queryKey: ['/document/myLists'] });
  const publish = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) => api.post('/document/publish', { body: { id, status } }),
    onSuccess: (_d, { status }) =>
      pushToast('success', intl.formatMessage({ id: status === 1 ? 'document.mine.done.publish' : 'document.mine.done.unpublish' })),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/document/delete', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'document.mine.done.delete' })),
    onSettled: settle,
  });
  const filterHref = (next: Filter) => hrefTo(LIST, next === 'all' ? {} : { status: next });
  return (
    <CreatorDocumentListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) => navigate(hrefTo(LIST, { ...(filter === 'all' ? {} : { status: filter }), page: next })))}
      filter={filter}
      filterHref={filterHref}
      addHref={hrefTo(LIST, { add: 1 })}
      editHref={(id) => hrefTo(LIST, { edit: id })}
      viewHref={(id) => hrefTo('/document/detail', { id })}
      onPublish={(item, status) => publish.mutate({ id: item.id, status })}
      onDelete={(item) => remove.mutate(item.id)}
      busyId={publish.isPending ? publish.variables.id : remove.isPending ? remove.variables : undefined}
      onRetry={() => void q.refetch()}
    />
  );
}

function DocumentEditor({ id }: { id: number | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['/document/myGet', id],
    queryFn: ({ signal }) => api.get('/document/myGet', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    // The form starts from what was read once: a refetch must not change it under the creator.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const save = useMutation({
    mutationFn: (d: DocumentDraft) => {
      const body = {
        file: d.file,
        file_name: d.file_name,
        title: d.title.trim(),
        en_title: d.en_title.trim(),
        summary: d.summary.trim(),
        en_summary: d.en_summary.trim(),
        source: d.source.trim(),
        en_source: d.en_source.trim(),
        cover: d.cover,
        tags: d.tags,
        date: d.date,
        status: d.status,
      };
      return id === null ? api.post('/document/add', { body }) : api.post('/document/edit', { body: { ...body, id } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/document/myLists'] });
      void queryClient.invalidateQueries({ queryKey: ['/document/myGet'] });
      pushToast('success', intl.formatMessage({ id: 'document.edit.done' }));
      navigate(hrefTo(LIST));
    },
  });
  return (
    <DocumentEditorScreen
      key={q.data ? `document-${q.data.id}` : 'new'}
      status={id !== null && q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      mode={id === null ? 'add' : 'edit'}
      initial={q.data ? draftOf(q.data) : emptyDraft()}
      onSubmit={(draft) => save.mutate(draft)}
      submitting={save.isPending}
      errors={fieldErrorOf(save.error, FIELDS)}
      uploadPdf={uploadPdf}
      uploadCover={coverUploader}
      previewStatus={q.data?.preview_status}
      backHref={hrefTo(LIST)}
      onRetry={() => void q.refetch()}
    />
  );
}
