import type { components } from '@spw/api';
import { useIntl } from 'react-intl';
import { byItem, SavedList, type OwnedListProps, type SavedItem } from './SavedList.tsx';

type ShippingAddress = components['schemas']['ShippingAddress'];

export interface AddressListProps extends OwnedListProps<ShippingAddress> {
  /** The member's addresses as the API lists them: the default first. */
  addresses: ShippingAddress[];
}

/** The member's shipping addresses: recipient, mobile number with its country code, address and postcode. */
export function AddressList({ addresses, onEdit, onSetDefault, onDelete, ...rest }: AddressListProps) {
  const intl = useIntl();
  const streets = new Map(addresses.map((a) => [a.id, a.street]));
  const items: SavedItem[] = addresses.map((address) => ({
    id: address.id,
    name: address.realname,
    isDefault: address.is_default === 1,
    details: [
      { label: intl.formatMessage({ id: 'auth.field.tel' }), value: `+${address.country_code} ${address.tel}` },
      { label: intl.formatMessage({ id: 'address.field.street' }), value: address.street },
      { label: intl.formatMessage({ id: 'address.field.zip' }), value: address.zip },
    ],
  }));
  return (
    <SavedList
      heading={intl.formatMessage({ id: 'personal.addresses' })}
      addLabel={intl.formatMessage({ id: 'address.add' })}
      emptyTitle={intl.formatMessage({ id: 'address.empty' })}
      emptyDescription={intl.formatMessage({ id: 'address.emptyHint' })}
      confirmTitle={intl.formatMessage({ id: 'address.delete.title' })}
      confirmBody={(item) => intl.formatMessage({ id: 'address.delete.body' }, { street: streets.get(item.id) ?? item.name })}
      items={items}
      {...byItem(addresses, { onEdit, onSetDefault, onDelete })}
      {...rest}
    />
  );
}
