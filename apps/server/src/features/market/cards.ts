// A creator's business cards (/creator/businessCard/list): up to BUSINESS_CARD_MAX each, in Chinese
// and English, downloadable as a vCard by anyone holding the card's share link (its QR code).
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { businessCards } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { EMAIL } from '../../http/email.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { SENT, type PartialHandlers } from '../../http/types.ts';
import { toVcard } from './vcard.ts';

type BusinessCard = components['schemas']['BusinessCard'];
type CardBody = components['schemas']['BusinessCardBody'];
type CardRow = typeof businessCards.$inferSelect;

/** Cards a creator may keep. */
export const BUSINESS_CARD_MAX = 10;
/** The lock's first key for one creator's cards (the second is their id): ten at once stay ten. */
const CARDS_LOCK = 7502;

export const shareUrlOf = (token: string) => `/api/businessCard/vcard?token=${token}`;

function cardView(c: CardRow): BusinessCard {
  return {
    id: c.id,
    name: c.name,
    en_name: c.enName,
    company: c.company,
    en_company: c.enCompany,
    position: c.position,
    en_position: c.enPosition,
    phone: c.phone,
    email: c.email,
    wechat: c.wechat,
    address: c.address,
    en_address: c.enAddress,
    avatar: c.avatar,
    share_url: shareUrlOf(c.shareToken),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** The body trimmed and checked beyond the contract: a name, one way to reach them, a real e-mail, the site's own picture. */
function cleanCard(body: CardBody) {
  const v = {
    name: body.name.trim(),
    enName: (body.en_name ?? '').trim(),
    company: body.company.trim(),
    enCompany: (body.en_company ?? '').trim(),
    position: body.position.trim(),
    enPosition: (body.en_position ?? '').trim(),
    phone: body.phone.trim(),
    email: body.email.trim(),
    wechat: (body.wechat ?? '').trim(),
    address: (body.address ?? '').trim(),
    enAddress: (body.en_address ?? '').trim(),
    avatar: (body.avatar ?? '').trim(),
  };
  if (!v.name) badField('name', 'field_required');
  if (!v.phone && !v.email && !v.wechat) badField('phone', 'card_contact_required');
  if (v.email && !EMAIL.test(v.email)) badField('email', 'email_format');
  if (v.avatar) v.avatar = ownPicture('avatar', v.avatar);
  return v;
}

/** One of the caller's cards (another's is not found; an admin may change any). */
async function ownCard(db: Db, id: number, me: AuthUser): Promise<CardRow> {
  const [row] = await db.select().from(businessCards).where(eq(businessCards.id, id));
  if (!row || (row.uid !== me.id && me.role !== 'admin')) throw new AppError(Code.NotFound, 'card_not_found');
  return row;
}

export const cardHandlers: PartialHandlers<
  'businessCardLists' | 'businessCardAdd' | 'businessCardEdit' | 'businessCardDel' | 'businessCardVcard'
> = {
  async businessCardLists(ctx) {
    const me = ctx.me();
    const rows = await ctx.deps.db
      .select()
      .from(businessCards)
      .where(eq(businessCards.uid, me.id))
      .orderBy(desc(businessCards.id))
      .limit(BUSINESS_CARD_MAX * 2);
    return { list: rows.map(cardView) };
  },

  async businessCardAdd(ctx) {
    const me = ctx.me();
    const values = cleanCard(ctx.body);
    const row = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CARDS_LOCK}::int, ${me.id}::int)`);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(businessCards)
        .where(eq(businessCards.uid, me.id));
      if ((count?.n ?? 0) >= BUSINESS_CARD_MAX) throw new AppError(Code.Conflict, 'card_limit', { max: BUSINESS_CARD_MAX });
      const [added] = await tx
        .insert(businessCards)
        .values({ uid: me.id, ...values, shareToken: randomBytes(18).toString('base64url') })
        .returning();
      return added;
    });
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('added');
    return cardView(row);
  },

  async businessCardEdit(ctx) {
    const me = ctx.me();
    const values = cleanCard(ctx.body);
    const card = await ownCard(ctx.deps.db, ctx.body.id, me);
    const [row] = await ctx.deps.db
      .update(businessCards)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(businessCards.id, card.id))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'card_not_found');
    ctx.say('modified');
    return cardView(row);
  },

  async businessCardDel(ctx) {
    const me = ctx.me();
    const card = await ownCard(ctx.deps.db, ctx.body.id, me);
    await ctx.deps.db.delete(businessCards).where(eq(businessCards.id, card.id));
    ctx.say('deleted');
    return null;
  },

  async businessCardVcard(ctx) {
    const [card] = await ctx.deps.db.select().from(businessCards).where(eq(businessCards.shareToken, ctx.query.token));
    if (!card) throw new AppError(Code.NotFound, 'card_not_found');
    const file = `${card.enName || card.name}.vcf`;
    await ctx.reply
      .header('content-type', 'text/vcard; charset=utf-8')
      // The name as written (RFC 5987) and an ASCII stand-in for old clients.
      .header('content-disposition', `attachment; filename="card-${card.id}.vcf"; filename*=UTF-8''${encodeURIComponent(file)}`)
      .header('cache-control', 'private, no-store')
      .send(toVcard(card));
    return SENT;
  },
};
