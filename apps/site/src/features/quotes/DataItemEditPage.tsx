import { LoadError } from '@spw/ui/components/LoadError';
import { Skeleton } from '@spw/ui/components/Loading';
import { DataItemForm, type DataItemBody } from '@spw/ui/features/quotes/DataItemForm';
import { DataItemImportDialog } from '@spw/ui/features/quotes/DataItemImportDialog';
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
import { beijingToday } from './beijing-today.ts';
import { useImport } from './useImport.ts';

/**
 * /creator/dataItem/add, and /creator/dataItem/edit?id=…: an indicator and its values in a grid;
 * a saved one also takes a file of values (preview, then import).
 */
export default function DataItemEditPage({ route }: PageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const editing = route.path === '/creator/dataItem/edit';
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const item = useQuery({
    queryKey: ['/dataItem/myGet', id],
    queryFn: ({ signal }) => api.get('/dataItem/myGet', { query: { id: id ?? 0 }, signal }),
    enabled: editing && id !== null,
    retry: retryUnlessNotFound,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/dataItem/myLists'] });
    void queryClient.invalidateQueries({ queryKey: ['/dataItem/myGet'] });
  };
  const save = useMutation({
    mutationFn: (body: DataItemBody) =>
      editing
        ? api.post('/dataItem/edit', { body: { ...body, id: id ?? 0 }, quiet: true })
        : api.post('/dataItem/add', { body, quiet: true }),
    onSuccess: (saved) => {
      pushToast('success', intl.formatMessage({ id: 'dataItem.site.saved' }));
      refresh();
      if (!editing) navigate(hrefTo('/creator/dataItem/edit', { id: saved.id }));
    },
  });
  const importer = useImport(
    {
      preview: (form) => api.upload('/dataItem/importPreview', form, { quiet: true, query: { id: id ?? 0 } }),
      run: (form) => api.upload('/dataItem/import', form, { quiet: true, query: { id: id ?? 0 } }),
    },
    refresh,
  );
  if (editing && (id === null || isNotFound(item.error))) return <LoadError title={intl.formatMessage({ id: 'dataItem.site.notFound' })} />;
  if (item.isError) return <LoadError title={intl.formatMessage({ id: 'dataItem.site.loadFailed' })} onRetry={() => void item.refetch()} />;
  if (editing && !item.data) return <Skeleton variant="block" height={480} announce />;
  return (
    <>
      <DataItemForm
        // A new form after an import: the grid shows the values as they now are.
        key={item.data ? `${item.data.id}-${item.data.updated_at}` : 'new'}
        mode={editing ? 'edit' : 'add'}
        initial={item.data}
        busy={save.isPending}
        {...complaintOf(save.error)}
        onSubmit={(body) => save.mutate(body)}
        cancelHref={hrefTo('/creator/dataItem/list')}
        onImport={editing ? importer.start : undefined}
        today={beijingToday()}
      />
      {item.data ? <DataItemImportDialog {...importer.props} item={item.data} /> : null}
    </>
  );
}
