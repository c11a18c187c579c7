import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { coupons, drawWinners, draws, events, eventsRegistrations, eventsStaff, orders, ticketTypes, tickets } from '../../db/schema.ts';

const DAY = 86400_000;
/** Beijing midnight of a date, as an instant. */
const bj = (date: string, hour = 0) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

/** Demo ticket codes are fixed so the demo can be checked in by typing them. */
let codeSeq = 0;
let orderSeq = 0;
const demoCode = (eventsId: number) => `DEMO${String(eventsId).padStart(2, '0')}${String(++codeSeq).padStart(6, '0')}`;

interface Delegate {
  uid: number;
  name: string;
  email: string;
  company: string;
  attendance: 'delegate' | 'exhibitor' | 'speaker' | 'media' | 'visitor';
}

/**
 * Ticket types, a coupon, registrations, orders in every state, check-ins and a past draw.
 * Orders SPWDEMO00001–06 (3: zhou's bank transfer, 4: zhou's unpaid, 6: sato's paid), then 2024's.
 * Ticket codes: DEMO14000001–04 for the current edition (oliver's two banquet seats and pass,
 * sato's pass), DEMO13000005–10 for 2024 (all checked in).
 * Users: 1 admin, 5 lin, 6 oliver, 7 zhou, 8 sato, 9 staff. lin has no registration, so a
 * visitor can walk the whole flow with lin.
 */
export async function seedCommerce(tx: Tx): Promise<void> {
  codeSeq = 0;
  orderSeq = 0;
  const now = new Date();
  const [current] = await tx.select().from(events).where(eq(events.id, 14));
  if (!current) return;
  const start = bj(current.startDate, 9);

  await tx.insert(eventsStaff).values([
    { eventsId: 14, uid: 9 },
    { eventsId: 13, uid: 9 },
  ]);

  const types = await tx
    .insert(ticketTypes)
    .values([
      // Edition 14: one of each availability.
      {
        eventsId: 14,
        name: '早鸟全程代表票',
        enName: 'Early-bird delegate pass',
        description: '含全部会议、展览与茶歇；不含欢迎晚宴。',
        enDescription: 'All sessions, the exhibition and coffee breaks; the welcome banquet is not included.',
        price: 198000,
        quota: 150,
        sold: 0,
        perOrder: 5,
        saleStart: new Date(now.getTime() - 60 * DAY),
        saleEnd: new Date(now.getTime() - 7 * DAY),
        sort: 1,
      },
      {
        eventsId: 14,
        name: '全程代表票',
        enName: 'Full delegate pass',
        description: '含全部会议、展览、茶歇、两次午餐与会议资料。\n凭二维码入场，每张票对应一位已报名的参会人。',
        enDescription:
          'All sessions, the exhibition, coffee breaks, two lunches and the conference pack.\nAdmission by QR code; each ticket is for one registered delegate.',
        price: 268000,
        quota: 300,
        sold: 0,
        perOrder: 5,
        saleStart: new Date(now.getTime() - 30 * DAY),
        saleEnd: start,
        sort: 2,
      },
      {
        eventsId: 14,
        name: '欢迎晚宴',
        enName: 'Welcome banquet',
        description: '开幕当晚，外滩。',
        enDescription: 'On the opening night, on the Bund.',
        price: 88000,
        quota: 2,
        sold: 0,
        perOrder: 2,
        saleStart: new Date(now.getTime() - 30 * DAY),
        saleEnd: start,
        sort: 3,
      },
      {
        eventsId: 14,
        name: '展商通行证',
        enName: 'Exhibitor pass',
        description: '展商工作人员专用，展位确认后开放购买。',
        enDescription: 'For exhibitors’ staff; on sale once stands are confirmed.',
        price: 0,
        quota: 200,
        sold: 0,
        perOrder: 10,
        saleStart: new Date(now.getTime() + 10 * DAY),
        saleEnd: start,
        sort: 4,
      },
      // Edition 13 (2024): past, so closed.
      {
        eventsId: 13,
        name: '全程代表票',
        enName: 'Full delegate pass',
        description: '2024 年会议全程。',
        enDescription: 'All of the 2024 week.',
        price: 258000,
        quota: 300,
        sold: 0,
        perOrder: 5,
        saleStart: bj('2024-09-01'),
        saleEnd: bj('2024-11-18', 9),
        sort: 1,
      },
    ])
    .returning();
  const [, fullPass, banquet, , past] = types;
  if (!fullPass || !banquet || !past) return;

  await tx.insert(coupons).values([
    {
      eventsId: 14,
      code: 'PLATINUM20',
      kind: 'percent',
      value: 20,
      validFrom: new Date(now.getTime() - 30 * DAY),
      validTo: start,
      maxUses: 200,
      used: 2,
    },
    {
      eventsId: 14,
      code: 'EARLY500',
      kind: 'amount',
      value: 50000,
      validFrom: new Date(now.getTime() - 60 * DAY),
      validTo: new Date(now.getTime() - 7 * DAY),
      maxUses: 50,
      used: 31,
    },
    {
      eventsId: 14,
      code: 'SPEAKER',
      kind: 'percent',
      value: 100,
      validFrom: new Date(now.getTime() - 30 * DAY),
      validTo: start,
      maxUses: 1,
      used: 1,
    },
  ]);
  const [platinum20] = await tx.select().from(coupons).where(eq(coupons.code, 'PLATINUM20'));

  async function register(eventsId: number, batch: string, people: Delegate[], couponId: number | null = null) {
    return tx
      .insert(eventsRegistrations)
      .values(
        people.map((p) => ({
          eventsId,
          uid: p.uid,
          batch,
          name: p.name,
          email: p.email,
          countryCode: '86',
          mobile: '13900000000',
          company: p.company,
          attendance: p.attendance,
          banquet: true,
          couponId,
        })),
      )
      .returning();
  }

  async function order(
    type: typeof fullPass,
    uid: number,
    regs: { id: number; name: string; company: string }[],
    status: 'paid' | 'pending' | 'cancelled',
    opts: { provider?: string; couponId?: number | null; discount?: number; checkedIn?: Date; at?: Date; expiresAt?: Date } = {},
  ) {
    if (!type) return [];
    const at = opts.at ?? new Date(now.getTime() - 3 * DAY);
    const quantity = regs.length;
    const discount = opts.discount ?? 0;
    const [o] = await tx
      .insert(orders)
      .values({
        orderNo: `SPWDEMO${String(++orderSeq).padStart(5, '0')}`,
        uid,
        eventsId: type.eventsId,
        ticketTypeId: type.id,
        quantity,
        unitPrice: type.price,
        discount,
        amount: type.price * quantity - discount,
        couponId: opts.couponId ?? null,
        status,
        provider: opts.provider ?? (status === 'paid' ? 'sandbox' : ''),
        providerRef: status === 'paid' ? 'SEED' : '',
        expiresAt: opts.expiresAt ?? (status === 'pending' ? new Date(at.getTime() + 30 * 60_000) : at),
        paidAt: status === 'paid' ? at : null,
        cancelledAt: status === 'cancelled' ? at : null,
        createdAt: at,
      })
      .returning();
    if (!o) return [];
    if (status !== 'cancelled') {
      await tx
        .update(ticketTypes)
        .set({ sold: sql`${ticketTypes.sold} + ${quantity}` })
        .where(eq(ticketTypes.id, type.id));
    }
    if (status !== 'paid') return [];
    return tx
      .insert(tickets)
      .values(
        regs.map((r) => ({
          code: demoCode(type.eventsId),
          orderId: o.id,
          eventsId: type.eventsId,
          uid,
          registrationId: r.id,
          holder: r.name,
          company: r.company,
          checkedInAt: opts.checkedIn ?? null,
          checkedInBy: opts.checkedIn ? 9 : null,
        })),
      )
      .returning();
  }

  // Edition 14: oliver's group of two took both banquet seats (fully booked) and a full pass;
  // zhou waits for his bank transfer to be confirmed and has not paid a second order yet (it
  // lapses 30 minutes after seeding); sato cancelled once, then paid.
  const oliverGroup = await register(
    14,
    'demo14oliver',
    [
      { uid: 6, name: 'Oliver Grant', email: 'oliver@spw.example', company: 'Grant Refining Ltd', attendance: 'delegate' },
      { uid: 6, name: 'Emma Hughes', email: 'emma.hughes@grant.example', company: 'Grant Refining Ltd', attendance: 'delegate' },
    ],
    platinum20?.id ?? null,
  );
  await order(banquet, 6, oliverGroup, 'paid', { couponId: platinum20?.id, discount: Math.round(banquet.price * 2 * 0.2) });
  await order(fullPass, 6, oliverGroup.slice(0, 1), 'paid', { couponId: platinum20?.id, discount: Math.round(fullPass.price * 0.2) });
  const zhou = await register(14, 'demo14zhou', [
    { uid: 7, name: '周一鸣', email: 'zhou@spw.example', company: '一鸣设计工作室', attendance: 'exhibitor' },
    { uid: 7, name: '沈佳', email: 'shen.jia@yiming.example', company: '一鸣设计工作室', attendance: 'exhibitor' },
  ]);
  await order(fullPass, 7, zhou.slice(0, 1), 'pending', { provider: 'offline', expiresAt: new Date(now.getTime() + 3 * DAY) });
  await order(fullPass, 7, zhou.slice(1), 'pending', { at: new Date(now.getTime() - 5 * 60_000) });
  const sato = await register(14, 'demo14sato', [
    { uid: 8, name: 'Yuki Sato', email: 'sato@spw.example', company: 'Sato Jewellery', attendance: 'delegate' },
  ]);
  await order(fullPass, 8, sato, 'cancelled', { at: new Date(now.getTime() - 5 * DAY) });
  await order(fullPass, 8, sato, 'paid');

  // Edition 13 (2024): attendees checked in on the first morning and a draw at the closing dinner.
  const people2024: Delegate[] = [
    { uid: 6, name: 'Oliver Grant', email: 'oliver@spw.example', company: 'Grant Refining Ltd', attendance: 'delegate' },
    { uid: 7, name: '周一鸣', email: 'zhou@spw.example', company: '一鸣设计工作室', attendance: 'exhibitor' },
    { uid: 8, name: 'Yuki Sato', email: 'sato@spw.example', company: 'Sato Jewellery', attendance: 'delegate' },
    { uid: 2, name: '王珂', email: 'creator@spw.example', company: '铂金周媒体中心', attendance: 'media' },
    { uid: 6, name: 'Emma Hughes', email: 'emma.hughes@grant.example', company: 'Grant Refining Ltd', attendance: 'delegate' },
    { uid: 6, name: 'Daniel Okafor', email: 'daniel.okafor@grant.example', company: 'Grant Refining Ltd', attendance: 'delegate' },
  ];
  const issued = [];
  for (const [i, p] of people2024.entries()) {
    const regs = await register(13, `demo13-${i}`, [p]);
    issued.push(
      ...(await order(past, p.uid, regs, 'paid', {
        at: bj('2024-10-20'),
        checkedIn: new Date(bj('2024-11-18', 8).getTime() + i * 97_000),
      })),
    );
  }
  const [draw] = await tx
    .insert(draws)
    .values({
      eventsId: 13,
      prize: '铂金胸针',
      enPrize: 'Platinum brooch',
      winners: 2,
      candidates: issued.length,
      drawnBy: 9,
      createdAt: bj('2024-11-21', 20),
    })
    .returning();
  const winners = [issued[2], issued[5]].filter((t) => t !== undefined);
  if (draw) await tx.insert(drawWinners).values(winners.map((t, i) => ({ drawId: draw.id, ticketId: t.id, rank: i + 1 })));
}
