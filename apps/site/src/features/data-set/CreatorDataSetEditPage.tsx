import type { components } from '@spw/api';
import { LoadError } from '@spw/ui/components/LoadError';
import { Skeleton } from '@spw/ui/components/Loading';
import { DataSetFilesPanel, type DataSetUploadOptions } from '@spw/ui/features/data-set/DataSetFilesPanel';
import { DataSetForm } from '@spw/ui/features/data-set/DataSetForm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { complaintOf } from '../../app/form-complaint.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import type { PageProps } from '../../app/route-types.ts';
import { pushToast } from '../../app/toasts.ts';
import { useDataSetDownload } from './useDataSetDownload.ts';

type DataSetBody = components['schemas']['DataSetBody'];
type DataSet = components['schemas']['DataSet'];

/**
 * /creator/dataSet/add, and /creator/dataSet/edit?id=…: the set's description, licence and columns;
 * when it exists, its files (each upload a new version) and its version history.
 */
export default function CreatorDataSetEditPage({ route }: PageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const editing = route.path === '/creator/dataSet/edit';
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const key = ['/dataSet/myGet', id];
  const set = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/dataSet/myGet', { query: { id: id ?? 0 }, signal }),
    enabled: editing && id !== null,
    retry: retryUnlessNotFound,
  });
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: ['/dataSet/myLists'] });
    void queryClient.invalidateQueries({ queryKey: ['/dataSet/lists'] });
    void queryClient.invalidateQueries({ queryKey: ['/dataSet/get'] });
  };
  const save = useMutation({
    mutationFn: (body: DataSetBody) =>
      editing
        ? api.post('/dataSet/edit', { body: { ...body, id: id ?? 0 }, quiet: true })
        : api.post('/dataSet/add', { body, quiet: true }),
    onSuccess: (saved) => {
      pushToast('success', intl.formatMessage({ id: 'dataSet.site.saved' }));
      refreshLists();
      queryClient.setQueryData<DataSet>(['/dataSet/myGet', saved.id], saved);
      // A new set goes on to its files; an edited one stays with them.
      if (!editing) navigate(hrefTo('/creator/dataSet/edit', { id: saved.id }));
    },
  });
  const upload = useMutation({
    mutationFn: ({ file, opts }: { file: File; opts: DataSetUploadOptions }) => {
      const form = new FormData();
      form.append('attachment', file);
      return api.upload('/dataSet/upload', form, {
        quiet: true,
        query: {
          id: id ?? 0,
          mode: opts.mode,
          replaces: opts.mode === 'replace' ? opts.replaces : undefined,
          note: opts.note || undefined,
        },
      });
    },
    onSuccess: (saved) => {
      pushToast('success', intl.formatMessage({ id: 'dataSet.site.uploaded' }, { version: saved.version }));
      queryClient.setQueryData<DataSet>(key, saved);
      refreshLists();
    },
  });
  const download = useDataSetDownload(key);
  if (editing && (id === null || isNotFound(set.error))) return <LoadError title={intl.formatMessage({ id: 'dataSet.site.notFound' })} />;
  if (set.isError) return <LoadError title={intl.formatMessage({ id: 'dataSet.site.loadFailed' })} onRetry={() => void set.refetch()} />;
  if (editing && !set.data) return <Skeleton variant="block" height={480} announce />;
  return (
    <>
      <DataSetForm
        key={set.data?.id ?? 'new'}
        mode={editing ? 'edit' : 'add'}
        initial={set.data}
        busy={save.isPending}
        {...complaintOf(save.error)}
        onSubmit={(body) => save.mutate(body)}
        cancelHref={hrefTo('/creator/dataSet/list')}
      />
      {set.data ? (
        <DataSetFilesPanel
          set={set.data}
          uploading={upload.isPending}
          uploadError={upload.error ? upload.error.message || intl.formatMessage({ id: 'dataSet.site.uploadFailed' }) : undefined}
          onUpload={(file, opts) => upload.mutate({ file, opts })}
          {...download}
        />
      ) : null}
    </>
  );
}
