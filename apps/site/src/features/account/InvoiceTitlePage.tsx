import type { components } from '@spw/api';
import { InvoiceTitleForm, type InvoiceTitleSubmit } from '@spw/ui/features/account/InvoiceTitleForm';
import { InvoiceTitleList } from '@spw/ui/features/account/InvoiceTitleList';
import { api } from '../../app/api.ts';
import { useOwnedList } from './owned.ts';

type InvoiceTitle = components['schemas']['InvoiceTitle'];

/** /userInvoiceTitle/list: the member's invoice titles; add and edit in a dialog, set default, delete after a confirm. */
export default function InvoiceTitlePage() {
  const { items, editingItem, listProps, formProps } = useOwnedList<InvoiceTitle, InvoiceTitleSubmit>({
    key: '/userInvoiceTitle/lists',
    list: (signal) => api.get('/userInvoiceTitle/lists', { signal }),
    add: (body) => api.post('/userInvoiceTitle/add', { body }),
    edit: (body) => api.post('/userInvoiceTitle/edit', { body }),
    setDefault: (id) => api.post('/userInvoiceTitle/setDefault', { body: { id } }),
    del: (id) => api.post('/userInvoiceTitle/del', { body: { id } }),
  });
  return (
    <>
      <InvoiceTitleList titles={items} {...listProps} />
      <InvoiceTitleForm title={editingItem} {...formProps} />
    </>
  );
}
