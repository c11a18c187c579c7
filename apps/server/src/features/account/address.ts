import { desc, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { userAddresses } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { MAX_PER_MEMBER, addOwned, deleteOwned, editOwned, setDefaultOwned } from './defaults.ts';

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

export const addressHandlers: PartialHandlers<
  'userAddressLists' | 'userAddressAdd' | 'userAddressEdit' | 'userAddressDel' | 'userAddressSetDefault'
> = {
  async userAddressLists(ctx) {
    const me = ctx.me();
    const list = await ctx.deps.db
      .select()
      .from(addresses)
      .where(eq(addresses.uid, me.id))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return { list: list.map(view), total: list.length, page: 1, rows: MAX_PER_MEMBER, max: MAX_PER_MEMBER };
  },

  async userAddressAdd(ctx) {
    const me = ctx.me();
    const fields = fieldsOf(ctx.body);
    const row = await addOwned(ctx.deps.db, addresses, me.id, {
      wantDefault: ctx.body.is_default === 1,
      limit: new AppError(Code.Conflict, 'address_limit', { max: MAX_PER_MEMBER }),
      insert: async (tx, isDefault) =>
        (
          await tx
            .insert(addresses)
            .values({ ...fields, uid: me.id, isDefault })
            .returning()
        )[0],
    });
    ctx.say('added');
    return view(row);
  },

  async userAddressEdit(ctx) {
    const me = ctx.me();
    const fields = fieldsOf(ctx.body);
    const row = await editOwned(ctx.deps.db, addresses, me.id, ctx.body.id, {
      wantDefault: ctx.body.is_default === 1,
      notFound,
      update: async (tx, where, makeDefault) =>
        (
          await tx
            .update(addresses)
            .set({ ...fields, ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
            .where(where)
            .returning()
        )[0],
    });
    ctx.say('modified');
    return view(row);
  },

  async userAddressDel(ctx) {
    await deleteOwned(ctx.deps.db, addresses, ctx.me().id, ctx.body.id, notFound);
    ctx.say('deleted');
    return null;
  },

  async userAddressSetDefault(ctx) {
    const row = await setDefaultOwned(ctx.deps.db, addresses, ctx.me().id, ctx.body.id, {
      notFound,
      reload: async (tx, where) => (await tx.select().from(addresses).where(where))[0],
    });
    ctx.say('default_set');
    return view(row);
  },
};
