import { and, desc, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { userAddresses } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { MAX_PER_MEMBER, clearDefault, countOf, lockMember, promoteNewest } from './defaults.ts';

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
    const row = await ctx.deps.db.transaction(async (tx) => {
      await lockMember(tx, me.id);
      const n = await countOf(tx, addresses, me.id);
      if (n >= MAX_PER_MEMBER) throw new AppError(Code.Conflict, 'address_limit', { max: MAX_PER_MEMBER });
      // The first address is the default whatever the body says.
      const isDefault = n === 0 || ctx.body.is_default === 1;
      if (isDefault) await clearDefault(tx, addresses, me.id);
      const [stored] = await tx
        .insert(addresses)
        .values({ ...fields, uid: me.id, isDefault })
        .returning();
      if (!stored) throw new Error('address insert returned nothing');
      return stored;
    });
    ctx.say('added');
    return view(row);
  },

  async userAddressEdit(ctx) {
    const me = ctx.me();
    const fields = fieldsOf(ctx.body);
    const mine = and(eq(addresses.id, ctx.body.id), eq(addresses.uid, me.id));
    const row = await ctx.deps.db.transaction(async (tx) => {
      await lockMember(tx, me.id);
      const [current] = await tx.select({ isDefault: addresses.isDefault }).from(addresses).where(mine);
      if (!current) throw notFound();
      const makeDefault = ctx.body.is_default === 1 && !current.isDefault;
      if (makeDefault) await clearDefault(tx, addresses, me.id);
      const [stored] = await tx
        .update(addresses)
        .set({ ...fields, ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
        .where(mine)
        .returning();
      if (!stored) throw notFound();
      return stored;
    });
    ctx.say('modified');
    return view(row);
  },

  async userAddressDel(ctx) {
    const me = ctx.me();
    await ctx.deps.db.transaction(async (tx) => {
      await lockMember(tx, me.id);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, ctx.body.id), eq(addresses.uid, me.id)))
        .returning({ isDefault: addresses.isDefault });
      if (!gone) throw notFound();
      if (gone.isDefault) await promoteNewest(tx, addresses, me.id);
    });
    ctx.say('deleted');
    return null;
  },

  async userAddressSetDefault(ctx) {
    const me = ctx.me();
    const mine = and(eq(addresses.id, ctx.body.id), eq(addresses.uid, me.id));
    const row = await ctx.deps.db.transaction(async (tx) => {
      await lockMember(tx, me.id);
      const [current] = await tx.select().from(addresses).where(mine);
      if (!current) throw notFound();
      if (current.isDefault) return current;
      await clearDefault(tx, addresses, me.id);
      const [stored] = await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(mine).returning();
      if (!stored) throw notFound();
      return stored;
    });
    ctx.say('default_set');
    return view(row);
  },
};
