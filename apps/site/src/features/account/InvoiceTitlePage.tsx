import { ApiError, type components } from '@spw/api';
import { InvoiceTitleForm, type InvoiceTitleSubmit } from '@spw/ui/features/account/InvoiceTitleForm';
import { InvoiceTitleList } from '@spw/ui/features/account/InvoiceTitleList';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { pushToast } from '../../app/toasts.ts';

type InvoiceTitle = components['schemas']['InvoiceTitle'];

const LIST_KEY = ['/userInvoiceTitle/lists'];

/** /userInvoiceTitle/list: the member's invoice titles; add and edit in a dialog, set default, delete after a confirm. */
export default function InvoiceTitlePage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // The dialog: closed, adding, or editing one title.
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);
  const list = useQuery({ queryKey: LIST_KEY, queryFn: ({ signal }) => api.get('/userInvoiceTitle/lists', { signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: InvoiceTitleSubmit }) =>
      id === undefined ? api.post('/userInvoiceTitle/add', { body }) : api.post('/userInvoiceTitle/edit', { body: { ...body, id } }),
    onSuccess: (_title, { id }) => {
      pushToast('success', intl.formatMessage({ id: id === undefined ? 'common.added' : 'common.modified' }));
      setEditing(null);
    },
    onSettled: refresh,
  });
  const setDefault = useMutation({
    mutationFn: (id: number) => api.post('/userInvoiceTitle/setDefault', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'account.defaultSet' })),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/userInvoiceTitle/del', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'account.deleted' })),
    onSettled: refresh,
  });

  const titles = list.data?.list ?? [];
  const open = (target: InvoiceTitle | 'new' | null) => {
    save.reset();
    setEditing(target);
  };
  return (
    <>
      <InvoiceTitleList
        titles={titles}
        max={list.data?.max ?? 20}
        loading={list.isPending}
        error={list.error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        onAdd={() => open('new')}
        onEdit={(title) => open(title)}
        onSetDefault={(title) => setDefault.mutate(title.id)}
        onDelete={(title) => remove.mutate(title.id)}
        busyId={setDefault.isPending ? setDefault.variables : remove.isPending ? remove.variables : null}
      />
      <InvoiceTitleForm
        open={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) open(null);
        }}
        title={editing === 'new' ? null : editing}
        first={titles.length === 0}
        onSubmit={(body) => save.mutate({ id: editing === 'new' || editing === null ? undefined : editing.id, body })}
        submitting={save.isPending}
        error={save.error instanceof ApiError ? save.error.msg : undefined}
      />
    </>
  );
}
