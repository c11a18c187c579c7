import type { components } from '@spw/api';
import { ApiError } from '@spw/api';
import { QuoteChangeList } from '@spw/ui/features/quotes/QuoteChangeList';
import { QuoteDataListScreen, type QuoteDataFilter } from '@spw/ui/features/quotes/QuoteDataListScreen';
import { QuoteImportDialog, type QuoteImportStep } from '@spw/ui/features/quotes/QuoteImportDialog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { pushToast } from '../../app/toasts.ts';
import { beijingToday } from './beijing-today.ts';

type Preview = components['schemas']['QuoteImportPreview'];
type Result = components['schemas']['QuoteImportResult'];

/** Prices a page of the list shows, and changes a page of the log. */
const ROWS = 20;
const CHANGE_ROWS = 10;

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('attachment', file);
  return form;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.msg : undefined);

/** The import dialog's steps: choose a file, read its preview (nothing written), confirm the good rows. */
function useImport(onImported: () => void) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<QuoteImportStep>('choose');
  const [preview, setPreview] = useState<Preview | undefined>();
  const [result, setResult] = useState<Result | undefined>();
  const [error, setError] = useState<string | undefined>();
  const reset = () => {
    setFile(null);
    setStep('choose');
    setPreview(undefined);
    setResult(undefined);
    setError(undefined);
  };
  const choose = (chosen: File) => {
    setFile(chosen);
    setError(undefined);
    setStep('previewing');
    api.upload('/quoteData/importPreview', fileForm(chosen), { quiet: true }).then(
      (data) => {
        setPreview(data);
        setStep('preview');
      },
      (err: unknown) => {
        setError(messageOf(err) ?? 'Error');
        setStep('choose');
      },
    );
  };
  const confirm = () => {
    if (!file) return;
    setStep('importing');
    api.upload('/quoteData/import', fileForm(file), { quiet: true }).then(
      (data) => {
        setResult(data);
        setStep('done');
        onImported();
      },
      (err: unknown) => {
        setError(messageOf(err) ?? 'Error');
        setStep('preview');
      },
    );
  };
  return {
    open,
    start: () => {
      reset();
      setOpen(true);
    },
    props: {
      open,
      onOpenChange: (next: boolean) => {
        // An import on its way finishes before the dialog can close.
        if (step === 'previewing' || step === 'importing') return;
        setOpen(next);
        if (!next) reset();
      },
      step,
      fileName: file?.name,
      preview,
      result,
      error,
      onChoose: choose,
      onConfirm: confirm,
      onReset: reset,
    },
  };
}

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
  const importer = useImport(refresh);
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
