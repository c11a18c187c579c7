import { QuoteChangeList } from '@spw/ui/features/quotes/QuoteChangeList';
import { QuoteDataListScreen, type QuoteDataFilter } from '@spw/ui/features/quotes/QuoteDataListScreen';
import { QuoteImportDialog } from '@spw/ui/features/quotes/QuoteImportDialog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { pushToast } from '../../app/toasts.ts';
import { beijingToday } from './beijing-today.ts';
import { useImport } from './useImport.ts';

/** Prices a page of the list shows, and changes a page of the log. */
const ROWS = 20;
const CHANGE_ROWS = 10;

/** /creator/quoteData/list: prices filtered by code and dates, paged; added, edited, deleted, imported; and their change log. */
export default function QuoteDataListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<QuoteDataFilter>({});
  const [page, setPage] = useState(1);
  const [showChanges, setShowChanges] = useState(false);
  const [changeCode, setChangeCode] = useState<number | undefined>();
  const [changePage, setChangePage] = useState(1);
  const codes = useQuery({
    queryKey: ['/quoteCode/lists', 'all'],
    queryFn: ({ signal }) => api.get('/quoteCode/lists', { query: { rows: 100, page: 1 }, signal }),
  });
  const list = useQuery({
    queryKey: ['/quoteData/lists', filter, page],
    queryFn: ({ signal }) => api.get('/quoteData/lists', { query: { ...filter, page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const changes = useQuery({
    queryKey: ['/quoteData/changes', changeCode, changePage],
    queryFn: ({ signal }) =>
      api.get('/quoteData/changes', {
        query: { ...(changeCode ? { quote_code_id: changeCode } : {}), page: changePage, rows: CHANGE_ROWS },
        signal,
      }),
    enabled: showChanges,
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/quoteData/lists'] });
    void queryClient.invalidateQueries({ queryKey: ['/quoteData/changes'] });
    void queryClient.invalidateQueries({ queryKey: ['/quoteCode/lists'] });
  };
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/quoteData/del', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'quoteData.site.deleted' })),
    onSettled: refresh,
  });
  const importer = useImport(
    {
      preview: (form) => api.upload('/quoteData/importPreview', form, { quiet: true }),
      run: (form) => api.upload('/quoteData/import', form, { quiet: true }),
    },
    refresh,
  );
  return (
    <>
      <QuoteDataListScreen
        items={list.data?.list ?? []}
        codes={codes.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        rows={ROWS}
        onPage={setPage}
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setPage(1);
        }}
        loading={list.isPending || codes.isPending}
        error={list.isError || codes.isError ? intl.formatMessage({ id: 'quoteData.site.loadFailed' }) : null}
        onRetry={() => {
          void codes.refetch();
          void list.refetch();
        }}
        addHref={hrefTo('/creator/quoteData/add')}
        onImport={importer.start}
        onShowChanges={() => setShowChanges((shown) => !shown)}
        editHref={(id) => hrefTo('/creator/quoteData/edit', { id })}
        onDelete={(id) => remove.mutateAsync(id)}
        deletingId={remove.isPending ? remove.variables : null}
        today={beijingToday()}
      />
      {showChanges ? (
        <QuoteChangeList
          changes={changes.data?.list ?? []}
          total={changes.data?.total ?? 0}
          page={changePage}
          rows={CHANGE_ROWS}
          onPage={setChangePage}
          loading={changes.isPending}
          error={changes.isError ? intl.formatMessage({ id: 'quoteData.site.changesFailed' }) : null}
          onRetry={() => void changes.refetch()}
          codes={codes.data?.list ?? []}
          codeId={changeCode}
          onCodeChange={(next) => {
            setChangeCode(next);
            setChangePage(1);
          }}
        />
      ) : null}
      <QuoteImportDialog {...importer.props} />
    </>
  );
}
