import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { coupons, events, eventsRegistrations, tickets } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { EMAIL } from '../../http/email.ts';

type Coupon = components['schemas']['Coupon'];
type Delegate = components['schemas']['Delegate'];
type Registration = components['schemas']['Registration'];
type CouponRow = typeof coupons.$inferSelect;
type RegRow = typeof eventsRegistrations.$inferSelect;

const CN_MOBILE = /^1[3-9][0-9]{9}$/;

export function couponView(c: CouponRow): Coupon {
  return {
    code: c.code,
    kind: c.kind === 'amount' ? 'amount' : 'percent',
    value: c.value,
    valid_from: c.validFrom.toISOString(),
    valid_to: c.validTo.toISOString(),
    uses_left: Math.max(c.maxUses - c.used, 0),
  };
}

/** Why a coupon cannot be used `uses` more times now; null when it can. */
function couponRefusal(c: CouponRow | undefined, uses: number, now: Date): AppError | null {
  if (!c) return new AppError(Code.NotFound, 'coupon_not_found');
  if (now < c.validFrom || now > c.validTo) return new AppError(Code.Conflict, 'coupon_expired');
  if (c.used + uses > c.maxUses) return new AppError(Code.Conflict, 'coupon_used_up');
  return null;
}

async function findCoupon(db: Db | Tx, eventsId: number, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.eventsId, eventsId), eq(coupons.code, code.trim().toUpperCase())));
  return row;
}

/** Uses a coupon `uses` times, or refuses; the conditional update keeps racing registrations within max_uses. */
async function useCoupon(tx: Tx, eventsId: number, code: string, uses: number): Promise<CouponRow> {
  const now = new Date();
  const [used] = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + ${uses}` })
    .where(
      and(
        eq(coupons.eventsId, eventsId),
        eq(coupons.code, code.trim().toUpperCase()),
        sql`${coupons.validFrom} <= ${now} AND ${coupons.validTo} >= ${now}`,
        sql`${coupons.used} + ${uses} <= ${coupons.maxUses}`,
      ),
    )
    .returning();
  if (used) return used;
  throw couponRefusal(await findCoupon(tx, eventsId, code), uses, now) ?? new AppError(Code.Conflict, 'conflict');
}

/** Bad input in one delegate's field; `data.field` tells the form which one (e.g. delegates[1].email). */
function bad(key: MessageKey, i: number, name: string): AppError {
  const field = `delegates[${i}].${name}`;
  return new AppError(Code.BadInput, key, {}, { field }, field);
}

function delegateFields(d: Delegate, i: number) {
  const name = d.name.trim();
  if (!name) throw bad('field_required', i, 'name');
  const email = d.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw bad('email_format', i, 'email');
  const company = d.company.trim();
  if (!company) throw bad('field_required', i, 'company');
  const countryCode = (d.country_code ?? '86').replace(/^\+/, '') || '86';
  const mobile = (d.mobile ?? '').trim();
  const tel = (d.tel ?? '').trim();
  if (!mobile && !tel) throw bad('mobile_or_tel_required', i, 'mobile');
  if (mobile && countryCode === '86' && !CN_MOBILE.test(mobile)) throw bad('mobile_format', i, 'mobile');
  const trim = (v: string | undefined) => (v ?? '').trim();
  return {
    name,
    firstName: trim(d.first_name),
    lastName: trim(d.last_name),
    email,
    countryCode,
    mobile,
    tel,
    company,
    designation: trim(d.designation),
    position: trim(d.position),
    address: trim(d.address),
    country: trim(d.country),
    description: trim(d.description),
    banquet: d.banquet === 1,
    receipt: d.receipt === 1,
    delegateName: trim(d.delegate_name),
    attendance: d.attendance,
  };
}

export function registrationView(r: RegRow, couponCode: string, hasTicket: boolean): Registration {
  return {
    id: r.id,
    events_id: r.eventsId,
    batch: r.batch,
    name: r.name,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    country_code: r.countryCode,
    mobile: r.mobile,
    tel: r.tel,
    company: r.company,
    designation: r.designation,
    position: r.position,
    address: r.address,
    country: r.country,
    description: r.description,
    banquet: r.banquet ? 1 : 0,
    receipt: r.receipt ? 1 : 0,
    delegate_name: r.delegateName,
    attendance: r.attendance as Registration['attendance'],
    coupon_code: couponCode,
    has_ticket: hasTicket,
    created_at: r.createdAt.toISOString(),
  };
}

export const registrationHandlers: PartialHandlers<'couponCheck' | 'eventsRegAdd' | 'eventsRegLists'> = {
  async couponCheck(ctx) {
    const coupon = await findCoupon(ctx.deps.db, ctx.query.events_id, ctx.query.coupon_code);
    const refusal = couponRefusal(coupon, 1, new Date());
    if (refusal || !coupon) throw refusal ?? new AppError(Code.NotFound, 'coupon_not_found');
    return couponView(coupon);
  },

  async eventsRegAdd(ctx) {
    const db = ctx.deps.db;
    const body = ctx.body;
    const [edition] = await db.select().from(events).where(eq(events.id, body.events_id));
    if (!edition) throw new AppError(Code.NotFound, 'events_not_found');
    if (!edition.isCurrent) throw new AppError(Code.Conflict, 'registration_closed');
    const delegates = body.delegates.map(delegateFields);
    const seen = new Set<string>();
    for (const d of delegates) {
      if (seen.has(d.email)) throw new AppError(Code.BadInput, 'duplicate_delegate_email', { email: d.email }, null, 'delegates');
      seen.add(d.email);
    }
    const couponCode = body.coupon_code?.trim() ?? '';
    const batch = randomBytes(8).toString('hex');
    const result = await db.transaction(async (tx) => {
      const taken = await tx
        .select({ email: eventsRegistrations.email })
        .from(eventsRegistrations)
        .where(and(eq(eventsRegistrations.eventsId, edition.id), inArray(sql`lower(${eventsRegistrations.email})`, [...seen])))
        .limit(1);
      if (taken[0]) throw new AppError(Code.Conflict, 'already_registered', { email: taken[0].email });
      const coupon = couponCode ? await useCoupon(tx, edition.id, couponCode, delegates.length) : undefined;
      const rows = await tx
        .insert(eventsRegistrations)
        .values(delegates.map((d) => ({ ...d, eventsId: edition.id, uid: ctx.user?.id ?? null, batch, couponId: coupon?.id ?? null })))
        .returning();
      return { rows, coupon };
    });
    ctx.say('reg_submitted');
    return {
      batch,
      list: result.rows.map((r) => registrationView(r, result.coupon?.code ?? '', false)),
      ...(result.coupon ? { coupon: couponView(result.coupon) } : {}),
    };
  },

  async eventsRegLists(ctx) {
    const me = ctx.me();
    const db = ctx.deps.db;
    const where =
      ctx.query.events_id === undefined
        ? eq(eventsRegistrations.uid, me.id)
        : and(eq(eventsRegistrations.uid, me.id), eq(eventsRegistrations.eventsId, ctx.query.events_id));
    const rows = await db
      .select({ r: eventsRegistrations, couponCode: coupons.code })
      .from(eventsRegistrations)
      .leftJoin(coupons, eq(coupons.id, eventsRegistrations.couponId))
      .where(where)
      .orderBy(desc(eventsRegistrations.createdAt), desc(eventsRegistrations.id))
      .limit(200);
    const ids = rows.map(({ r }) => r.id);
    const ticketed = new Set(
      (
        await db
          .select({ id: tickets.registrationId })
          .from(tickets)
          .where(and(inArray(tickets.registrationId, ids.length ? ids : [0]), eq(tickets.status, 'valid')))
      ).map((t) => t.id),
    );
    return { list: rows.map(({ r, couponCode }) => registrationView(r, couponCode ?? '', ticketed.has(r.id))) };
  },
};
