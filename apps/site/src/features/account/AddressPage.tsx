import { ApiError, type components } from '@spw/api';
import { AddressForm, type AddressSubmit } from '@spw/ui/features/account/AddressForm';
import { AddressList } from '@spw/ui/features/account/AddressList';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { pushToast } from '../../app/toasts.ts';

type ShippingAddress = components['schemas']['ShippingAddress'];

const LIST_KEY = ['/userAddress/lists'];

/** /userAddress/list: the member's shipping addresses; add and edit in a dialog, set default, delete after a confirm. */
export default function AddressPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // The dialog: closed, adding, or editing one address.
  const [editing, setEditing] = useState<ShippingAddress | 'new' | null>(null);
  const list = useQuery({ queryKey: LIST_KEY, queryFn: ({ signal }) => api.get('/userAddress/lists', { signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY });

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AddressSubmit }) =>
      id === undefined ? api.post('/userAddress/add', { body }) : api.post('/userAddress/edit', { body: { ...body, id } }),
    onSuccess: (_address, { id }) => {
      pushToast('success', intl.formatMessage({ id: id === undefined ? 'common.added' : 'common.modified' }));
      setEditing(null);
    },
    onSettled: refresh,
  });
  const setDefault = useMutation({
    mutationFn: (id: number) => api.post('/userAddress/setDefault', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'account.defaultSet' })),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/userAddress/del', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'account.deleted' })),
    onSettled: refresh,
  });

  const addresses = list.data?.list ?? [];
  const open = (target: ShippingAddress | 'new' | null) => {
    save.reset();
    setEditing(target);
  };
  return (
    <>
      <AddressList
        addresses={addresses}
        max={list.data?.max ?? 20}
        loading={list.isPending}
        error={list.error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        onAdd={() => open('new')}
        onEdit={(address) => open(address)}
        onSetDefault={(address) => setDefault.mutate(address.id)}
        onDelete={(address) => remove.mutate(address.id)}
        busyId={setDefault.isPending ? setDefault.variables : remove.isPending ? remove.variables : null}
      />
      <AddressForm
        open={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) open(null);
        }}
        address={editing === 'new' ? null : editing}
        first={addresses.length === 0}
        onSubmit={(body) => save.mutate({ id: editing === 'new' || editing === null ? undefined : editing.id, body })}
        submitting={save.isPending}
        error={save.error instanceof ApiError ? save.error.msg : undefined}
      />
    </>
  );
}
