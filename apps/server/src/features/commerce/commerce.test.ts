import { and, count, eq, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../http/auth.ts';
import { pick } from './checkin.ts';
import { coupons, draws, eventsRegistrations, orders, ticketTypes, tickets, users } from '../../db/schema.ts';
import { createTestServer, DEMO_ID, type TestServer } from '../../../test/harness.ts';

type TicketType = components['schemas']['TicketType'];
type Order = components['schemas']['Order'];
type Delegate = components['schemas']['Delegate'];

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestServer();
  for (const name of ['lin', 'oliver', 'zhou', 'sato', 'admin', 'staff']) tokens[name] = (await t.login(name)).token;
});
afterAll(async () => {
  await t.close();
});
const token = (name: string): string => {
  const value = tokens[name];
  if (!value) throw new Error(`no session for ${name}`);
  return value;
};

const delegate = (name: string, email: string, extra: Partial<Delegate> = {}): Delegate => ({
  name,
  email,
  mobile: '13912345678',
  company: '水贝珠宝',
  attendance: 'delegate',
  ...extra,
});

async function fullPass(): Promise<TicketType> {
  const res = await t.api.call('ticketTypeLists', { query: { events_id: 14 } });
  const pass = res.body.data.list.find((x) => x.en_name === 'Full delegate pass');
  if (!pass) throw new Error('no full pass in the demo data');
  return pass;
}

/** A member of our own with a session, so races use distinct buyers. */
async function newMember(name: string): Promise<{ id: number; token: string }> {
  const [row] = await t.db.insert(users).values({ username: name, nickname: name, flag: 2 }).returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { id: row.id, token: (await createSession(t.db, row.id, 1, '127.0.0.1', 'commerce-test')).token };
}

describe('tickets', () => {
  it('labels each ticket type of the current edition: closed, on sale, fully booked, coming soon', async () => {
    const res = await t.api.call('ticketTypeLists', { query: { events_id: 14 } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.list.map((x) => x.availability)).toEqual(['closed', 'on_sale', 'sold_out', 'coming_soon']);
    const banquet = res.body.data.list[2];
    expect(banquet?.remaining).toBe(0);
    const past = await t.api.call('ticketTypeLists', { query: { events_id: 13 } });
    expect(past.body.data.list.every((x) => x.availability === 'closed')).toBe(true);
    expect((await t.api.call('ticketTypeGet', { query: { id: 999999 } })).body.code).toBe(40004);
  });
});

describe('coupons', () => {
  it('checks a code case-insensitively and says why one cannot be used, in both languages', async () => {
    const ok = await t.api.call('couponCheck', {
      query: { events_id: 14, coupon_code: ' platinum20 ' },
    });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data).toMatchObject({ code: 'PLATINUM20', kind: 'percent', value: 20 });
    const expired = await t.api.call('couponCheck', { query: { events_id: 14, coupon_code: 'EARLY500' }, lang: 'en' });
    expect([expired.body.code, expired.body.msg]).toEqual([40009, 'This coupon code is not valid at this time']);
    const usedUp = await t.api.call('couponCheck', { query: { events_id: 14, coupon_code: 'SPEAKER' } });
    expect([usedUp.body.code, usedUp.body.msg]).toEqual([40009, '优惠码已被用完']);
    const none = await t.api.call('couponCheck', { query: { events_id: 14, coupon_code: 'NOPE' } });
    expect([none.body.code, none.body.msg]).toEqual([40004, '优惠码不存在']);
    const wrongEdition = await t.api.call('couponCheck', { query: { events_id: 13, coupon_code: 'PLATINUM20' } });
    expect(wrongEdition.body.code).toBe(40004);
  });

  it('never lets racing registrations use a coupon more often than it allows', async () => {
    await t.db.insert(coupons).values({
      eventsId: 14,
      code: 'RACE3',
      kind: 'percent',
      value: 10,
      validFrom: new Date(Date.now() - 3600_000),
      validTo: new Date(Date.now() + 3600_000),
      maxUses: 3,
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.api.call('eventsRegAdd', {
          body: { events_id: 14, coupon_code: 'race3', delegates: [delegate(`赛跑${i}`, `race${i}@x.example`)] },
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 40009).every((r) => r.body.msg === '优惠码已被用完')).toBe(true);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'RACE3'));
    expect(row?.used).toBe(3);
    const [regs] = await t.db
      .select({ n: count() })
      .from(eventsRegistrations)
      .where(sql`${eventsRegistrations.email} like 'race%'`);
    expect(regs?.n).toBe(3);
  });
});

describe('registration', () => {
  it('registers a group with a coupon for a member, one use per delegate', async () => {
    const [before] = await t.db.select().from(coupons).where(eq(coupons.code, 'PLATINUM20'));
    const res = await t.api.call('eventsRegAdd', {
      token: token('lin'),
      body: {
        events_id: 14,
        coupon_code: 'platinum20',
        delegates: [
          delegate('林晓', 'Lin@SPW.example', {
            first_name: 'Xiao',
            last_name: 'Lin',
            banquet: 1,
            receipt: 1,
            delegate_name: 'Lin Xiao',
            position: '采购经理',
          }),
          delegate('陈一', 'chen.yi@shuibei.example', { mobile: '', tel: '0755-2555 8866', attendance: 'exhibitor' }),
        ],
      },
    });
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.msg).toBe('报名成功');
    expect(res.body.data.list.map((r) => [r.email, r.coupon_code, r.banquet, r.batch === res.body.data.batch])).toEqual([
      ['lin@spw.example', 'PLATINUM20', 1, true],
      ['chen.yi@shuibei.example', 'PLATINUM20', 0, true],
    ]);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.code, 'PLATINUM20'));
    expect((after?.used ?? 0) - (before?.used ?? 0)).toBe(2);
    const mine = await t.api.call('eventsRegLists', { token: token('lin'), query: { events_id: 14 } });
    expect(mine.body.data.list).toHaveLength(2);
  });

  it('refuses a second registration of an email, a past edition and a delegate without phone, writing nothing', async () => {
    const before = await t.snapshot();
    const again = await t.api.call('eventsRegAdd', {
      body: { events_id: 14, delegates: [delegate('林晓', 'LIN@spw.example')] },
      lang: 'en',
    });
    expect([again.body.code, again.body.msg]).toEqual([40009, 'lin@spw.example is already registered for this edition']);
    const past = await t.api.call('eventsRegAdd', { body: { events_id: 13, delegates: [delegate('新人', 'new@x.example')] } });
    expect([past.body.code, past.body.msg]).toEqual([40009, '本届活动报名已截止']);
    const noPhone = await t.api.call('eventsRegAdd', {
      body: { events_id: 14, delegates: [delegate('甲', 'a@x.example'), delegate('乙', 'b@x.example', { mobile: '' })] },
    });
    expect([noPhone.body.code, noPhone.body.msg]).toEqual([40001, '请填写手机号或电话']);
    expect(noPhone.body.data).toHaveProperty('field', 'delegates[1].mobile');
    const twice = await t.api.call('eventsRegAdd', {
      body: { events_id: 14, delegates: [delegate('甲', 'a@x.example'), delegate('乙', 'A@x.example')] },
    });
    expect(twice.body.code).toBe(40001);
    const blank = await t.api.call('eventsRegAdd', {
      body: { events_id: 14, delegates: [delegate('  ', 'c@x.example')] },
      lang: 'en',
    });
    expect([blank.body.code, blank.body.msg]).toEqual([40001, 'Delegates 1: Name is required']);
    const badCoupon = await t.api.call('eventsRegAdd', {
      body: { events_id: 14, coupon_code: 'EARLY500', delegates: [delegate('丙', 'd@x.example')] },
    });
    expect(badCoupon.body.code).toBe(40009);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('orders', () => {
  let order: Order;

  it('needs a registration and enough delegates without tickets', async () => {
    const pass = await fullPass();
    const stranger = await newMember('no_registration');
    const none = await t.api.call('orderAdd', { token: stranger.token, body: { ticket_id: pass.id, quantity: 1 } });
    expect([none.body.code, none.body.msg]).toEqual([40009, '请先报名本届活动，再购票']);
    const three = await t.api.call('orderAdd', { token: token('lin'), body: { ticket_id: pass.id, quantity: 3 } });
    expect([three.body.code, three.body.msg]).toEqual([40009, '已报名且未购票的参会人只有 2 位，请先为其他参会人报名']);
    const closed = await t.api.call('ticketTypeLists', { query: { events_id: 14 } });
    const early = closed.body.data.list[0];
    if (!early) throw new Error('no ticket type in the demo data');
    const refused = await t.api.call('orderAdd', { token: token('lin'), body: { ticket_id: early.id, quantity: 1 } });
    expect([refused.body.code, refused.body.msg]).toEqual([40009, '报名已截止']);
  });

  it('places an order with the coupon, holding its seats, and copies the invoice title and address', async () => {
    const pass = await fullPass();
    const foreign = await t.api.call('orderAdd', {
      token: token('lin'),
      body: { ticket_id: pass.id, quantity: 2, invoice_title_id: 3 },
    });
    expect(foreign.body.code).toBe(40004);
    const res = await t.api.call('orderAdd', {
      token: token('lin'),
      body: { ticket_id: pass.id, quantity: 2, invoice_title_id: 2, address_id: 1 },
    });
    expect(res.body.code, res.raw).toBe(0);
    order = res.body.data;
    expect(order).toMatchObject({
      status: 'pending',
      quantity: 2,
      unit_price: 268000,
      discount: 107200,
      amount: 428800,
      coupon_code: 'PLATINUM20',
    });
    expect(order.invoice?.title_type).toBe('company');
    expect(order.shipping?.zip).toMatch(/^\d{6}$/);
    expect(new Date(order.expires_at).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
    expect((await fullPass()).remaining).toBe(pass.remaining - 2);
    const again = await t.api.call('orderAdd', { token: token('lin'), body: { ticket_id: pass.id, quantity: 1 } });
    expect(again.body.code).toBe(40009);
  });

  it('lets only its buyer see and pay it; a declined sandbox payment leaves it pending', async () => {
    const other = await t.api.call('orderGet', { token: token('oliver'), query: { order_no: order.order_no } });
    expect(other.body.code).toBe(40004);
    const otherPay = await t.api.call('orderPay', {
      token: token('oliver'),
      body: { order_no: order.order_no, provider: 'sandbox' },
    });
    expect(otherPay.body.code).toBe(40004);
    const declined = await t.api.call('orderPay', {
      token: token('lin'),
      body: { order_no: order.order_no, provider: 'sandbox', sandbox_outcome: 'fail' },
    });
    expect([declined.body.code, declined.body.data.outcome, declined.body.data.order.status]).toEqual([0, 'declined', 'pending']);
  });

  it('pays through the sandbox and issues one ticket per delegate', async () => {
    const paid = await t.api.call('orderPay', { token: token('lin'), body: { order_no: order.order_no, provider: 'sandbox' } });
    expect(paid.body.code, paid.raw).toBe(0);
    expect(paid.body.msg).toBe('支付成功');
    expect(paid.body.data.outcome).toBe('paid');
    expect(paid.body.data.order.status).toBe('paid');
    expect(paid.body.data.order.tickets.map((x) => x.holder).sort()).toEqual(['Lin Xiao', '陈一']);
    const twice = await t.api.call('orderPay', { token: token('lin'), body: { order_no: order.order_no, provider: 'sandbox' } });
    expect(twice.body.code).toBe(40009);
    const list = await t.api.call('orderLists', { token: token('lin'), query: { status: 'paid' } });
    expect(list.body.data.list.map((o) => o.order_no)).toEqual([order.order_no]);
    const mine = await t.api.call('eventsUserTickets', { token: token('lin') });
    expect(mine.body.data.list).toHaveLength(2);
    expect(mine.body.data.list.every((x) => /^[0-9A-Z]{12}$/.test(x.code) && x.checked_in_at === null)).toBe(true);
  });

  it('gives seats back when an unpaid order is cancelled or times out', async () => {
    const pass = await fullPass();
    const buyer = await newMember('slow_buyer');
    await t.api.call('eventsRegAdd', {
      token: buyer.token,
      body: { events_id: 14, delegates: [delegate('慢', 'slow@x.example'), delegate('快', 'fast@x.example')] },
    });
    const a = await t.api.call('orderAdd', { token: buyer.token, body: { ticket_id: pass.id, quantity: 1 } });
    const b = await t.api.call('orderAdd', { token: buyer.token, body: { ticket_id: pass.id, quantity: 1 } });
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    expect((await fullPass()).remaining).toBe(pass.remaining - 2);
    const cancelled = await t.api.call('orderCancel', { token: buyer.token, body: { order_no: a.body.data.order_no } });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await fullPass()).remaining).toBe(pass.remaining - 1);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, b.body.data.order_no));
    expect((await fullPass()).remaining).toBe(pass.remaining);
    const late = await t.api.call('orderPay', {
      token: buyer.token,
      body: { order_no: b.body.data.order_no, provider: 'sandbox' },
      lang: 'en',
    });
    expect([late.body.code, late.body.msg]).toEqual([40009, 'This order timed out and was cancelled; place a new one']);
  });

  it('sells exactly the last 10 seats to 50 buyers racing for them', async () => {
    const now = Date.now();
    const [type] = await t.db
      .insert(ticketTypes)
      .values({
        eventsId: 14,
        name: '限量票',
        price: 10000,
        quota: 10,
        perOrder: 1,
        saleStart: new Date(now - 3600_000),
        saleEnd: new Date(now + 3600_000),
      })
      .returning();
    if (!type) throw new Error('no type');
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const m = await newMember(`racer_${i}`);
      await t.db.insert(eventsRegistrations).values({
        eventsId: 14,
        uid: m.id,
        batch: `race${i}`,
        name: `Racer ${i}`,
        email: `racer${i}@x.example`,
        company: 'X',
        attendance: 'delegate',
      });
      buyers.push(m);
    }
    const results = await Promise.all(
      buyers.map((m) => t.api.call('orderAdd', { token: m.token, body: { ticket_id: type.id, quantity: 1 } })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(10);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.code === 40009 && r.body.msg === '已满额')).toBe(true);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [held] = await t.db.select({ n: count() }).from(orders).where(eq(orders.ticketTypeId, type.id));
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, type.id));
    expect([held?.n, row?.sold]).toEqual([10, 10]);
  });

  it('keeps a bank-transfer order until an admin confirms it, and refunds a paid one', async () => {
    const pass = await fullPass();
    const buyer = await newMember('transfer_buyer');
    await t.api.call('eventsRegAdd', {
      token: buyer.token,
      body: { events_id: 14, delegates: [delegate('转账', 'transfer@x.example')] },
    });
    const placed = await t.api.call('orderAdd', { token: buyer.token, body: { ticket_id: pass.id, quantity: 1 } });
    const offline = await t.api.call('orderPay', {
      token: buyer.token,
      body: { order_no: placed.body.data.order_no, provider: 'offline' },
    });
    expect(offline.body.data.outcome).toBe('awaiting_transfer');
    expect(offline.body.data.transfer?.reference).toBe(placed.body.data.order_no);
    expect(new Date(offline.body.data.order.expires_at).getTime() - Date.now()).toBeGreaterThan(2 * 86400_000);
    const waiting = await t.api.call('orderAdminLists', {
      token: token('admin'),
      query: { status: 'pending', provider: 'offline' },
    });
    expect(waiting.body.data.list.map((o) => [o.order_no, o.buyer.nickname])).toContainEqual([placed.body.data.order_no, 'transfer_buyer']);
    expect(waiting.body.data.list.every((o) => o.status === 'pending' && o.provider === 'offline')).toBe(true);
    const byBuyer = await t.api.call('orderAdminLists', { token: token('admin'), query: { keyword: 'transfer_b' } });
    expect(byBuyer.body.data.list.map((o) => o.order_no)).toEqual([placed.body.data.order_no]);
    const byNumber = await t.api.call('orderAdminLists', {
      token: token('admin'),
      query: { keyword: placed.body.data.order_no.slice(-6).toLowerCase() },
    });
    expect(byNumber.body.data.total).toBe(1);
    expect((await t.api.call('orderAdminLists', { token: token('lin') })).body.code).toBe(40003);
    const notAdmin = await t.api.call('orderConfirm', { token: token('lin'), body: { order_no: placed.body.data.order_no } });
    expect(notAdmin.body.code).toBe(40003);
    const confirmed = await t.api.call('orderConfirm', {
      token: token('admin'),
      body: { order_no: placed.body.data.order_no },
    });
    expect([confirmed.body.code, confirmed.body.data.status, confirmed.body.data.tickets.length]).toEqual([0, 'paid', 1]);
    const refunded = await t.api.call('orderRefund', { token: token('admin'), body: { order_no: placed.body.data.order_no } });
    expect(refunded.body.data.status).toBe('refunded');
    // The buyer was told of both, newest first, each linking to the order.
    const told = await t.api.call('notificationLists', { token: buyer.token, query: { unread: 1 } });
    expect(told.body.data.list.slice(0, 2).map((n) => [n.title, n.link])).toEqual([
      ['你的订单已退款', `/order/detail?order_no=${placed.body.data.order_no}`],
      ['你的转账已确认，订单已支付', `/order/detail?order_no=${placed.body.data.order_no}`],
    ]);
    const [ticket] = await t.db
      .select()
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(orders.orderNo, placed.body.data.order_no));
    expect(ticket?.tickets.status).toBe('void');
    expect((await fullPass()).remaining).toBe(pass.remaining);
  });
});

describe('check-in', () => {
  it('is for staff only, and refuses a second check-in with the time of the first', async () => {
    const mine = await t.api.call('eventsUserTickets', { token: token('lin'), query: { events_id: 14 } });
    const ticket = mine.body.data.list[0];
    if (!ticket) throw new Error('lin has no ticket');
    const member = await t.api.call('checkinAdd', { token: token('oliver'), body: { ticket_code: ticket.code } });
    expect([member.body.code, member.body.msg]).toEqual([40003, '您不是本届活动的签到工作人员']);
    const typed = `${ticket.code.slice(0, 4).toLowerCase()} ${ticket.code.slice(4)}`;
    const first = await t.api.call('checkinAdd', { token: token('staff'), body: { ticket_code: typed } });
    expect([first.body.code, first.body.msg, first.body.data.holder]).toEqual([0, '签到成功', ticket.holder]);
    const second = await t.api.call('checkinAdd', {
      token: token('admin'),
      body: { ticket_code: ticket.code },
      lang: 'en',
    });
    expect(second.body.code).toBe(40009);
    const checkedInAt = second.body.data.checked_in_at;
    expect(checkedInAt).toBe(first.body.data.checked_in_at);
    if (checkedInAt === null) throw new Error('the refusal gives no check-in time');
    const at = new Date(new Date(checkedInAt).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(second.body.msg).toBe(`This ticket was already checked in at ${at}`);
    const unknown = await t.api.call('checkinAdd', { token: token('staff'), body: { ticket_code: 'NOSUCHCODE00' } });
    expect(unknown.body.code).toBe(40004);
    const stats = await t.api.call('checkinStats', {
      token: token('staff'),
      query: { events_id: 14 },
    });
    expect(stats.body.data.checked_in).toBe(1);
    const share = await t.api.call('eventsUserShare', { query: { uid: DEMO_ID.lin, events_id: 14 } });
    expect(share.body.data.checked_in).toBe(true);
    expect((await t.api.call('eventsUserShare', { query: { uid: DEMO_ID.lin, events_id: 13 } })).body.code).toBe(40004);
  });
});

describe('the lottery', () => {
  it('draws only among the checked-in who have not won, never the same person twice, and keeps the results', async () => {
    const before = await t.api.call('drawLists', {
      token: token('staff'),
      query: { events_id: 13 },
    });
    expect(before.body.data).toMatchObject({ candidates: 4, checked_in: 6 });
    const earlier = new Set(before.body.data.list.flatMap((d) => d.winners.map((w) => w.ticket_id)));
    const [a, b] = await Promise.all([
      t.api.call('drawAdd', {
        token: token('staff'),
        body: { events_id: 13, prize: '一等奖', en_prize: '  First prize ', winners: 2 },
      }),
      t.api.call('drawAdd', { token: token('staff'), body: { events_id: 13, prize: '二等奖', winners: 2 } }),
    ]);
    // The English prize is trimmed, stored and returned; without one it is empty (the screens then show the Chinese).
    expect([a.body.data.prize, a.body.data.en_prize, b.body.data.en_prize]).toEqual(['一等奖', 'First prize', '']);
    const [stored] = await t.db.select({ enPrize: draws.enPrize }).from(draws).where(eq(draws.id, a.body.data.id));
    expect(stored?.enPrize).toBe('First prize');
    const won = [...(a.body.data.winners ?? []), ...(b.body.data.winners ?? [])].map((w) => w.ticket_id);
    expect(new Set(won).size).toBe(4);
    expect(won.some((id) => earlier.has(id))).toBe(false);
    const checkedIn = await t.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.eventsId, 13), sql`${tickets.checkedInAt} IS NOT NULL`));
    expect(won.every((id) => checkedIn.some((c) => c.id === id))).toBe(true);
    const snapshot = await t.snapshot();
    const empty = await t.api.call('drawAdd', { token: token('staff'), body: { events_id: 13, prize: '三等奖', winners: 1 } });
    expect([empty.body.code, empty.body.msg]).toEqual([40009, '可抽奖人数只有 0 人，少于中奖人数']);
    expect(await t.snapshot()).toEqual(snapshot);
    const after = await t.api.call('drawLists', { token: token('admin'), query: { events_id: 13 } });
    expect(after.body.data.list.map((d) => d.prize).sort()).toEqual(['一等奖', '二等奖', '铂金胸针'].sort());
    expect(Object.fromEntries(after.body.data.list.map((d) => [d.prize, d.en_prize]))).toEqual({
      一等奖: 'First prize',
      二等奖: '',
      铂金胸针: 'Platinum brooch',
    });
    const member = await t.api.call('drawLists', { token: token('lin'), query: { events_id: 13 } });
    expect(member.body.code).toBe(40003);
  });

  it('refuses an English prize over 200 characters with 40001 and writes nothing', async () => {
    const before = await t.snapshot();
    const long = await t.api.call('drawAdd', {
      token: token('staff'),
      body: { events_id: 13, prize: '纪念奖', en_prize: 'x'.repeat(201), winners: 1 },
      lang: 'en',
    });
    expect(long.body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });

  it('picks fairly: each of four is first about a quarter of the time', () => {
    const hits = new Map<number, number>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const [first = -1] = pick([0, 1, 2, 3], 2);
      hits.set(first, (hits.get(first) ?? 0) + 1);
    }
    expect([...hits.keys()].sort()).toEqual([0, 1, 2, 3]);
    // Five standard deviations of a binomial(20000, 1/4): ≈ 306.
    for (const h of hits.values()) expect(Math.abs(h - n / 4)).toBeLessThan(306);
  });
});
