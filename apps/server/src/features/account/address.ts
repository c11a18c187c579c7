import { desc, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { userAddresses } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { MAX_PER_MEMBER, ownedHandlers } from './defaults.ts';

type ShippingAddress = components['schemas']['ShippingAddress'];
type ShippingAddressBody = components['schemas']['ShippingAddressBody'];
type Row = typeof userAddresses.$inferSelect;
type Fields = Pick<Row, 'realname' | 'countryCode' | 'tel' | 'street' | 'zip'>;

const addresses = userAddresses;

/** A mainland China mobile number: 11 digits from 13x to 19x. */
const CN_MOBILE = /^1[3-9][0-9]{9}$/;

function view(r: Row): ShippingAddress {
  return {
    id: r.id,
    realname: r.realname,
    country_code: r.countryCode,
    tel: r.tel,
    street: r.street,
    zip: r.zip,
    is_default: r.isDefault ? 1 : 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The columns a body stores: trimmed, the country code as digits (86 when none), a mainland number checked as one. */
function fieldsOf(b: ShippingAddressBody): Fields {
  const realname = b.realname.trim();
  if (!realname) badField('realname', 'field_required');
  const street = b.street.trim();
  if (!street) badField('street', 'field_required');
  const countryCode = (b.country_code ?? '').replace(/^\+/, '') || '86';
  const tel = b.tel.trim();
  if (countryCode === '86' && !CN_MOBILE.test(tel)) badField('tel', 'mobile_format');
  return { realname, countryCode, tel, street, zip: b.zip };
}

const notFound = () => new AppError(Code.NotFound, 'address_not_found');

const owned = ownedHandlers({
  table: addresses,
  view,
  fieldsOf,
  notFound,
  limit: () => new AppError(Code.Conflict, 'address_limit', { max: MAX_PER_MEMBER }),
  list: (db, uid) =>
    db
      .select()
      .from(addresses)
      .where(eq(addresses.uid, uid))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)),
  insert: async (db, values) => (await db.insert(addresses).values(values).returning())[0],
  update: async (tx, where, values) => (await tx.update(addresses).set(values).where(where).returning())[0],
  select: async (tx, where) => (await tx.select().from(addresses).where(where))[0],
});

export const addressHandlers: PartialHandlers<
  'userAddressLists' | 'userAddressAdd' | 'userAddressEdit' | 'userAddressDel' | 'userAddressSetDefault'
> = {
  userAddressLists: owned.list,
  userAddressAdd: owned.add,
  userAddressEdit: owned.edit,
  userAddressDel: owned.del,
  userAddressSetDefault: owned.setDefault,
};
