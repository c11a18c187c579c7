import type { components } from '@spw/api';
import { useIntl } from 'react-intl';
import { Tag } from '../../components/Tag.tsx';
import { byItem, SavedList, type OwnedListProps, type SavedItem } from './SavedList.tsx';

type InvoiceTitle = components['schemas']['InvoiceTitle'];

export interface InvoiceTitleListProps extends OwnedListProps<InvoiceTitle> {
  /** The member's titles as the API lists them: the default first. */
  titles: InvoiceTitle[];
}

/** The member's invoice titles: the default marked '默认', company details on company titles. */
export function InvoiceTitleList({ titles, onEdit, onSetDefault, onDelete, ...rest }: InvoiceTitleListProps) {
  const intl = useIntl();
  const items: SavedItem[] = titles.map((title) => ({
    id: title.id,
    name: title.title_name,
    isDefault: title.is_default === 1,
    tags: (
      <Tag size="sm">{intl.formatMessage({ id: title.title_type === 'company' ? 'invoice.type.company' : 'invoice.type.personal' })}</Tag>
    ),
    details:
      title.title_type === 'company'
        ? [
            { label: intl.formatMessage({ id: 'invoice.field.taxNumber' }), value: title.tax_number },
            { label: intl.formatMessage({ id: 'invoice.field.regAddress' }), value: title.reg_address },
            { label: intl.formatMessage({ id: 'invoice.field.regPhone' }), value: title.reg_phone },
            { label: intl.formatMessage({ id: 'invoice.field.bankName' }), value: title.bank_name },
            { label: intl.formatMessage({ id: 'invoice.field.bankAccount' }), value: title.bank_account },
          ]
        : [],
  }));
  return (
    <SavedList
      heading={intl.formatMessage({ id: 'personal.invoices' })}
      addLabel={intl.formatMessage({ id: 'invoice.add' })}
      emptyTitle={intl.formatMessage({ id: 'invoice.empty' })}
      emptyDescription={intl.formatMessage({ id: 'invoice.emptyHint' })}
      confirmTitle={intl.formatMessage({ id: 'invoice.delete.title' })}
      confirmBody={(item) => intl.formatMessage({ id: 'invoice.delete.body' }, { name: item.name })}
      items={items}
      {...byItem(titles, { onEdit, onSetDefault, onDelete })}
      {...rest}
    />
  );
}
