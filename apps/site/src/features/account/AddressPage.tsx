import type { components } from '@spw/api';
import { AddressForm, type AddressSubmit } from '@spw/ui/features/account/AddressForm';
import { AddressList } from '@spw/ui/features/account/AddressList';
import { api } from '../../app/api.ts';
import { useOwnedList } from './owned.ts';

type ShippingAddress = components['schemas']['ShippingAddress'];

/** /userAddress/list: the member's shipping addresses; add and edit in a dialog, set default, delete after a confirm. */
export default function AddressPage() {
  const { items, editingItem, listProps, formProps } = useOwnedList<ShippingAddress, AddressSubmit>({
    key: '/userAddress/lists',
    list: (signal) => api.get('/userAddress/lists', { signal }),
    add: (body) => api.post('/userAddress/add', { body }),
    edit: (body) => api.post('/userAddress/edit', { body }),
    setDefault: (id) => api.post('/userAddress/setDefault', { body: { id } }),
    del: (id) => api.post('/userAddress/del', { body: { id } }),
  });
  return (
    <>
      <AddressList addresses={items} {...listProps} />
      <AddressForm address={editingItem} {...formProps} />
    </>
  );
}
