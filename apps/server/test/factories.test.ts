import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, admin, coupon, creator, edition, invoiceTitle, member, order, staff, ticketType } from './factories.ts';
import { createTestServer, type TestServer } from './harness.ts';

/** The factories make what they say, as the server sees it: through the operations, typed by the contract. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('factories', () => {
  it('make members with a session, and creators, admins and staff with their rights', async () => {
    const a = await member(t);
    const b = await member(t);
    expect(a.id).not.toBe(b.id);
    const info = await t.api.call('userInfo', { token: a.token });
    expect(info.body).toMatchObject({ code: 0, data: { id: a.id, role: 'user' } });

    const quote = { quote_code_id: 1, price: 12.5, date: '2017-05-04' };
    expect((await t.api.call('quoteDataAdd', { token: a.token, body: quote })).body.code).toBe(40003);
    expect((await t.api.call('quoteDataAdd', { token: (await creator(t)).token, body: quote })).body.code).toBe(0);

    const query = { status: 'pending' as const };
    expect((await t.api.call('orderAdminLists', { token: a.token, query })).body.code).toBe(40003);
    expect((await t.api.call('orderAdminLists', { token: (await admin(t)).token, query })).body.code).toBe(0);

    expect((await t.api.call('checkinStats', { token: a.token, query: { events_id: 14 } })).body.code).toBe(40003);
    const desk = await staff(t, 14);
    expect((await t.api.call('checkinStats', { token: desk.token, query: { events_id: 14 } })).body).toMatchObject({
      code: 0,
      data: { tickets: expect.any(Number) },
    });
  });

  it('make an edition, a ticket type on sale, a coupon and an order that holds its seats', async () => {
    const past = await edition(t);
    const got = await t.api.call('eventsGet', { query: { id: past.id } });
    expect(got.body.data).toMatchObject({ id: past.id, name: past.name, is_current: false });

    const pass = await ticketType(t, { quota: 3 });
    const listed = (await t.api.call('ticketTypeLists', { query: { events_id: 14 } })).body.data.list.find((x) => x.id === pass.id);
    expect(listed).toMatchObject({ availability: 'on_sale', remaining: 3 });

    const code = await coupon(t, { value: 15 });
    expect((await t.api.call('couponCheck', { query: { events_id: 14, coupon_code: code.code } })).body.data).toMatchObject({
      code: code.code,
      kind: 'percent',
      value: 15,
    });

    const buyer = await member(t);
    const placed = await order(t, buyer, pass.id, { quantity: 2 });
    expect(placed).toMatchObject({ status: 'pending', quantity: 2, ticket_id: pass.id, amount: 2 * pass.price });
    const after = (await t.api.call('ticketTypeGet', { query: { id: pass.id } })).body.data;
    expect(after.remaining).toBe(1);
    const mine = await t.api.call('orderGet', { token: buyer.token, query: { order_no: placed.order_no } });
    expect(mine.body.data.order_no).toBe(placed.order_no);
  });

  it("make a member's first invoice title and address, each the default", async () => {
    const owner = await member(t);
    expect(await invoiceTitle(t, owner)).toMatchObject({ title_type: 'personal', title_name: owner.username, is_default: 1 });
    expect(await address(t, owner, { zip: '100000' })).toMatchObject({ zip: '100000', is_default: 1 });
    expect(await invoiceTitle(t, owner, { title_name: '第二个' })).toMatchObject({ is_default: 0 });
  });
});
