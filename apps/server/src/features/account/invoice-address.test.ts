import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses, userInvoiceTitles } from '../../db/schema.ts';
import { createTestServer, DEMO_ID, type CallResult, type DataOf, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestServer();
  for (const name of ['lin', 'oliver', 'zhou', 'sato', 'reviewer', 'shop', 'creator']) tokens[name] = (await t.login(name)).token;
});
afterAll(async () => {
  await t.close();
});

const token = (name: string): string => {
  const value = tokens[name];
  if (!value) throw new Error(`no session for ${name}`);
  return value;
};

const COMPANY = {
  title_type: 'company' as const,
  title_name: '一鸣设计工作室（杭州）有限公司',
  tax_number: '91330106MA2H3K4L5N',
  reg_address: '杭州市西湖区文三路 90 号',
  reg_phone: '0571-8888 6666',
  bank_name: '杭州银行文三支行',
  bank_account: '3301 0400 0123 4567',
};
const personal = (title_name: string) => ({ title_type: 'personal' as const, title_name });
const address = (street: string) => ({ realname: '周一鸣', tel: '13800000006', street, zip: '310012' });

/** Adds a title, good or bad (the refusals below send what the contract refuses). */
function addTitle(
  who: string,
  body: Record<string, unknown>,
  lang: 'zh' | 'en' = 'zh',
): Promise<CallResult<DataOf<'userInvoiceTitleAdd'>>> {
  return t.api.send('userInvoiceTitleAdd', { token: token(who), body, lang });
}
async function titlesOf(who: string): Promise<DataOf<'userInvoiceTitleLists'>> {
  const res = await t.api.call('userInvoiceTitleLists', { token: token(who) });
  expect(res.body.code, res.raw).toBe(0);
  return res.body.data;
}
/** Adds an address, good or bad. */
function addAddress(who: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh'): Promise<CallResult<DataOf<'userAddressAdd'>>> {
  return t.api.send('userAddressAdd', { token: token(who), body, lang });
}
async function addressesOf(who: string): Promise<DataOf<'userAddressLists'>> {
  const res = await t.api.call('userAddressLists', { token: token(who) });
  expect(res.body.code, res.raw).toBe(0);
  return res.body.data;
}
/** The id at a place in a list the test made (a missing one fails the test). */
function idAt(ids: readonly number[], i: number): number {
  const id = ids[i];
  if (id === undefined) throw new Error(`no id at ${i}`);
  return id;
}

/** How many rows of the member are the default, read from the table itself. */
async function defaultsIn(table: typeof userInvoiceTitles | typeof userAddresses, uid: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.uid, uid), eq(table.isDefault, true)));
  return row?.n ?? -1;
}

/** Runs a call and checks it was refused with this code and message, and wrote nothing. */
async function expectRefused(run: () => Promise<{ body: { code: number; msg: string }; raw: string }>, code: number, msg: string) {
  const before = await t.snapshot();
  const res = await run();
  expect(res.body, res.raw).toMatchObject({ code, msg });
  expect(await t.snapshot()).toEqual(before);
}

describe('invoice titles', () => {
  it('starts empty, makes the first title the default and lists the default first', async () => {
    expect(await titlesOf('zhou')).toEqual({ list: [], total: 0, page: 1, rows: 20, max: 20 });
    const first = await addTitle('zhou', { ...personal('周一鸣'), is_default: 0 });
    expect(first.body).toMatchObject({ code: 0, msg: '添加成功', data: { title_type: 'personal', title_name: '周一鸣', is_default: 1 } });
    expect(first.body.data).toMatchObject({ tax_number: '', reg_address: '', reg_phone: '', bank_name: '', bank_account: '' });
    const second = await addTitle('zhou', COMPANY, 'en');
    expect(second.body).toMatchObject({ code: 0, msg: 'Added', data: { ...COMPANY, is_default: 0 } });
    const { list, total } = await titlesOf('zhou');
    expect(total).toBe(2);
    expect(list.map((x) => [x.id, x.is_default])).toEqual([
      [first.body.data.id, 1],
      [second.body.data.id, 0],
    ]);
  });

  it('moves the default with setDefault or an edit, always leaving exactly one', async () => {
    const [personalTitle, company] = (await titlesOf('zhou')).list;
    if (!personalTitle || !company) throw new Error('the titles of the first test are missing');
    const set = await t.api.call('userInvoiceTitleSetDefault', { token: token('zhou'), body: { id: company.id } });
    expect(set.body).toMatchObject({ code: 0, msg: '已设为默认', data: { id: company.id, is_default: 1 } });
    expect((await titlesOf('zhou')).list.map((x) => [x.id, x.is_default])).toEqual([
      [company.id, 1],
      [personalTitle.id, 0],
    ]);
    // Setting the default again changes nothing.
    const again = await t.api.call('userInvoiceTitleSetDefault', {
      token: token('zhou'),
      body: { id: company.id },
      lang: 'en',
    });
    expect(again.body).toMatchObject({ code: 0, msg: 'Set as default', data: { is_default: 1 } });
    expect(await defaultsIn(userInvoiceTitles, DEMO_ID.zhou)).toBe(1);

    const edited = await t.api.call('userInvoiceTitleEdit', {
      token: token('zhou'),
      body: { id: personalTitle.id, ...personal('  周一鸣（个人）  '), is_default: 1 },
    });
    expect(edited.body).toMatchObject({ code: 0, msg: '修改成功', data: { title_name: '周一鸣（个人）', is_default: 1 } });
    expect(edited.body.data.updated_at >= personalTitle.updated_at).toBe(true);
    expect(await defaultsIn(userInvoiceTitles, DEMO_ID.zhou)).toBe(1);
    // is_default 0 on the default leaves it the default: there is always one.
    const kept = await t.api.call('userInvoiceTitleEdit', {
      token: token('zhou'),
      body: { id: personalTitle.id, ...personal('周一鸣'), is_default: 0 },
    });
    expect(kept.body.data.is_default).toBe(1);
    // An edit replaces the fields: the company's optional ones left out become empty.
    const company2 = await t.api.call('userInvoiceTitleEdit', {
      token: token('zhou'),
      body: {
        id: company.id,
        title_type: 'company',
        title_name: COMPANY.title_name,
        tax_number: COMPANY.tax_number,
        reg_address: '杭州市',
      },
    });
    expect(company2.body.data).toMatchObject({ reg_address: '杭州市', reg_phone: '', bank_name: '', bank_account: '', is_default: 0 });
    // A company title may become a personal one (its company fields go).
    const switched = await t.api.call('userInvoiceTitleEdit', {
      token: token('zhou'),
      body: { id: company.id, ...personal('周') },
    });
    expect(switched.body.data).toMatchObject({ title_type: 'personal', tax_number: '', reg_address: '' });
  });

  it('makes the newest remaining title the default when the default is deleted', async () => {
    const ids: number[] = [];
    for (const name of ['甲', '乙', '丙']) ids.push((await addTitle('sato', personal(name))).body.data.id);
    const [a, b, c] = [idAt(ids, 0), idAt(ids, 1), idAt(ids, 2)];
    // The oldest (a) is the default; deleting another leaves it so.
    const delB = await t.api.call('userInvoiceTitleDel', { token: token('sato'), body: { id: b } });
    expect(delB.body).toEqual({ code: 0, msg: '删除成功', data: null });
    expect((await titlesOf('sato')).list.map((x) => [x.id, x.is_default])).toEqual([
      [a, 1],
      [c, 0],
    ]);
    expect((await t.api.call('userInvoiceTitleDel', { token: token('sato'), body: { id: a }, lang: 'en' })).body.msg).toBe('Deleted');
    expect((await titlesOf('sato')).list.map((x) => [x.id, x.is_default])).toEqual([[c, 1]]);
    const d = (await addTitle('sato', personal('丁'))).body.data;
    expect(d.is_default).toBe(0);
    await t.api.call('userInvoiceTitleDel', { token: token('sato'), body: { id: c } });
    expect((await titlesOf('sato')).list.map((x) => [x.id, x.is_default])).toEqual([[d.id, 1]]);
    await t.api.call('userInvoiceTitleDel', { token: token('sato'), body: { id: d.id } });
    expect((await titlesOf('sato')).list).toEqual([]);
    // After the last one, the next title is the first again: the default.
    expect((await addTitle('sato', personal('戊'))).body.data.is_default).toBe(1);
  });

  it('leaves exactly one default when set-default, add and delete calls race', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await addTitle('reviewer', personal(`抬头 ${i}`))).body.data.id);
    const calls = [];
    for (let i = 0; i < 30; i++) {
      calls.push(t.api.call('userInvoiceTitleSetDefault', { token: token('reviewer'), body: { id: idAt(ids, i % ids.length) } }));
    }
    // Deleting titles (some the default by then) and adding new default ones in the same burst.
    calls.push(t.api.call('userInvoiceTitleDel', { token: token('reviewer'), body: { id: idAt(ids, 0) } }));
    calls.push(t.api.call('userInvoiceTitleDel', { token: token('reviewer'), body: { id: idAt(ids, 3) } }));
    calls.push(addTitle('reviewer', { ...personal('新的默认'), is_default: 1 }));
    calls.push(addTitle('reviewer', { ...personal('又一个默认'), is_default: 1 }));
    const results = await Promise.all(calls);
    for (const r of results) {
      expect(r.status).toBe(200);
      // A set-default on a title deleted in the same burst is not found; nothing else fails.
      expect([0, 40004], r.raw).toContain(r.body.code);
    }
    expect(await defaultsIn(userInvoiceTitles, DEMO_ID.reviewer)).toBe(1);
    const { list } = await titlesOf('reviewer');
    expect(list).toHaveLength(6);
    expect(list.filter((x) => x.is_default === 1)).toHaveLength(1);
    expect(list[0]?.is_default).toBe(1);
  });

  it('makes exactly one of many first titles added at once the default', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => addTitle('shop', personal(`同时 ${i}`))));
    expect(results.map((r) => r.body.code)).toEqual(Array(8).fill(0));
    expect(results.filter((r) => r.body.data.is_default === 1)).toHaveLength(1);
    expect(await defaultsIn(userInvoiceTitles, DEMO_ID.shop)).toBe(1);
  });

  it('checks the tax number: 18 digits or capital letters, none of I, O, S, V, Z', async () => {
    const ok = await addTitle('oliver', { ...COMPANY, tax_number: '91310000ABCDEFGH1Y' });
    expect(ok.body.code, ok.raw).toBe(0);
    for (const tax_number of [
      '91330106ma2h3k4l5n', // lower case
      '91330106MA2H3K4L5', // 17
      '91330106MA2H3K4L5NX', // 19
      '91330106MA2H3K4LIN', // I
      '91330106MA2H3K4LON', // O
      '91330106MA2H3K4LSN', // S
      '91330106MA2H3K4LVN', // V
      '91330106MA2H3K4LZN', // Z
      '91330106-A2H3K4L5N',
    ]) {
      await expectRefused(
        () => addTitle('oliver', { ...COMPANY, tax_number }),
        40001,
        '税号格式不正确，应为 18 位数字或大写字母（不含 I、O、S、V、Z）',
      );
    }
    await expectRefused(
      () => addTitle('oliver', { ...COMPANY, tax_number: '91330106MA2H3K4LZN' }, 'en'),
      40001,
      'The tax number must be 18 digits or capital letters (no I, O, S, V or Z)',
    );
    // A company title needs a tax number and a registered address; a personal title has neither.
    await expectRefused(() => addTitle('oliver', { ...COMPANY, tax_number: '' }), 40001, '单位抬头请填写税号');
    await expectRefused(
      () => addTitle('oliver', { ...COMPANY, tax_number: undefined }, 'en'),
      40001,
      'A company title needs its tax number',
    );
    await expectRefused(() => addTitle('oliver', { ...COMPANY, reg_address: '   ' }), 40001, '请填写注册地址');
    await expectRefused(() => addTitle('oliver', { ...COMPANY, reg_address: undefined }, 'en'), 40001, 'Registered address is required');
    await expectRefused(() => addTitle('oliver', { ...personal('Oliver'), tax_number: COMPANY.tax_number }), 40001, '个人抬头无需填写税号');
    await expectRefused(
      () => addTitle('oliver', { ...personal('Oliver'), bank_name: 'HSBC' }, 'en'),
      40001,
      'Bank is for company titles only',
    );
    // Optional company fields may be left out.
    const bare = await addTitle('oliver', {
      title_type: 'company',
      title_name: 'Grant Ltd',
      tax_number: '91310000ABCDEFGH1Y',
      reg_address: '上海',
    });
    expect(bare.body.code, bare.raw).toBe(0);
  });

  it('refuses other bad input with messages in zh and en, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...personal('   ') }, '请填写抬头名称', 'Title name is required'],
      [{ ...personal('') }, '请填写抬头名称', 'Title name is required'],
      [{ title_type: 'personal' }, '请填写抬头名称', 'Title name is required'],
      [{ ...personal('x'.repeat(101)) }, '抬头名称不能超过100个字符', 'Title name must be at most 100 characters'],
      [{ ...personal('周'), title_type: 'vat' }, '抬头类型的取值无效', 'Title type must be one of: personal, company'],
      [{ ...COMPANY, reg_phone: 'call me' }, '注册电话格式不正确', 'Registered phone is not in the right format'],
      [{ ...COMPANY, bank_account: '1234-abcd' }, '银行账号格式不正确', 'Bank account is not in the right format'],
      [{ ...COMPANY, is_default: true }, '默认格式不正确', 'Default has the wrong type'],
    ];
    for (const [body, zh, en] of cases) {
      await expectRefused(() => addTitle('oliver', body), 40001, zh);
      await expectRefused(() => addTitle('oliver', body, 'en'), 40001, en);
    }
    const [mine] = (await titlesOf('oliver')).list;
    if (!mine) throw new Error('oliver has no title');
    await expectRefused(
      () => t.api.call('userInvoiceTitleEdit', { token: token('oliver'), body: { id: mine.id, ...COMPANY, tax_number: 'NOPE' } }),
      40001,
      '税号格式不正确，应为 18 位数字或大写字母（不含 I、O、S、V、Z）',
    );
  });

  it('keeps a member to 20 titles, with a clear message', async () => {
    const start = (await titlesOf('creator')).total;
    for (let i = start; i < 20; i++) expect((await addTitle('creator', personal(`抬头 ${i}`))).body.code).toBe(0);
    await expectRefused(() => addTitle('creator', personal('第 21 个')), 40009, '最多保存 20 个发票抬头，请先删除不用的');
    await expectRefused(() => addTitle('creator', personal('21st')), 40009, '最多保存 20 个发票抬头，请先删除不用的');
    await expectRefused(
      () => addTitle('creator', personal('21st'), 'en'),
      40009,
      'You can keep at most 20 invoice titles; delete one first',
    );
    const { list, total } = await titlesOf('creator');
    expect([list.length, total]).toEqual([20, 20]);
    // Deleting one makes room again.
    await t.api.call('userInvoiceTitleDel', {
      token: token('creator'),
      body: {
        id: idAt(
          list.map((x) => x.id),
          5,
        ),
      },
    });
    expect((await addTitle('creator', personal('腾出位置'))).body.code).toBe(0);
  });

  it('holds the cap when many adds race for the last places', async () => {
    // lin has 2 demo titles: 25 adds at once leave exactly 20.
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => addTitle('lin', personal(`并发 ${i}`))));
    const codes = results.map((r) => r.body.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(18);
    expect(codes.filter((c) => c === 40009)).toHaveLength(7);
    expect((await titlesOf('lin')).total).toBe(20);
    expect(await defaultsIn(userInvoiceTitles, DEMO_ID.lin)).toBe(1);
  });

  it("answers 40004 for someone else's title, or none, and changes nothing", async () => {
    const [linsTitle] = await t.db.select().from(userInvoiceTitles).where(eq(userInvoiceTitles.uid, DEMO_ID.lin)).limit(1);
    if (!linsTitle) throw new Error('lin has no title');
    for (const id of [linsTitle.id, 2_000_000]) {
      for (const [op, body] of [
        ['userInvoiceTitleEdit', { id, ...personal('抢来的') }],
        ['userInvoiceTitleDel', { id }],
        ['userInvoiceTitleSetDefault', { id }],
      ] as const) {
        await expectRefused(() => t.api.send(op, { token: token('zhou'), body }), 40004, '发票抬头不存在');
        await expectRefused(() => t.api.send(op, { token: token('zhou'), body, lang: 'en' }), 40004, 'Invoice title not found');
      }
    }
    // Nor does a member see anyone else's in the list.
    expect((await titlesOf('zhou')).list.every((x) => x.id !== linsTitle.id)).toBe(true);
  });
});

describe('shipping addresses', () => {
  it('starts empty, makes the first address the default and lists the default first', async () => {
    expect(await addressesOf('zhou')).toEqual({ list: [], total: 0, page: 1, rows: 20, max: 20 });
    const home = await addAddress('zhou', address('浙江省杭州市西湖区文三路 90 号'));
    expect(home.body).toMatchObject({
      code: 0,
      msg: '添加成功',
      data: { realname: '周一鸣', country_code: '86', tel: '13800000006', zip: '310012', is_default: 1 },
    });
    const studio = await addAddress('zhou', { ...address('杭州市上城区南山路 1 号'), is_default: 1 }, 'en');
    expect(studio.body).toMatchObject({ code: 0, msg: 'Added', data: { is_default: 1 } });
    const { list } = await addressesOf('zhou');
    expect(list.map((x) => [x.id, x.is_default])).toEqual([
      [studio.body.data.id, 1],
      [home.body.data.id, 0],
    ]);
    expect(await defaultsIn(userAddresses, DEMO_ID.zhou)).toBe(1);
  });

  it('edits, moves the default and promotes the newest remaining one on delete', async () => {
    const [studio, home] = (await addressesOf('zhou')).list;
    if (!studio || !home) throw new Error('the addresses of the first test are missing');
    const edited = await t.api.call('userAddressEdit', {
      token: token('zhou'),
      body: { id: home.id, ...address('  浙江省杭州市西湖区文三路 100 号  '), realname: ' 周先生 ' },
    });
    expect(edited.body).toMatchObject({
      code: 0,
      msg: '修改成功',
      data: { realname: '周先生', street: '浙江省杭州市西湖区文三路 100 号', is_default: 0 },
    });
    const set = await t.api.call('userAddressSetDefault', { token: token('zhou'), body: { id: home.id } });
    expect(set.body).toMatchObject({ code: 0, msg: '已设为默认', data: { id: home.id, is_default: 1 } });
    expect((await addressesOf('zhou')).list.map((x) => x.id)).toEqual([home.id, studio.id]);
    const third = (await addAddress('zhou', address('杭州市滨江区江南大道 3 号'))).body.data;
    await t.api.call('userAddressDel', { token: token('zhou'), body: { id: home.id } });
    // The newest remaining one (third) becomes the default, not the older studio.
    expect((await addressesOf('zhou')).list.map((x) => [x.id, x.is_default])).toEqual([
      [third.id, 1],
      [studio.id, 0],
    ]);
  });

  it('leaves exactly one default when set-default calls race', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await addAddress('sato', address(`东京都港区 ${i} 丁目`))).body.data.id);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => t.api.call('userAddressSetDefault', { token: token('sato'), body: { id: idAt(ids, i % 5) } })),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(25).fill(0));
    expect(await defaultsIn(userAddresses, DEMO_ID.sato)).toBe(1);
  });

  it('checks the mobile number against the country code, and the postcode', async () => {
    // Under 86 (or none) a mainland mobile; elsewhere 5 to 15 digits.
    for (const tel of ['12800000000', '1380000000', '138000000000']) {
      await expectRefused(() => addAddress('oliver', { ...address('上海'), tel }), 40001, '手机号格式不正确');
      await expectRefused(
        () => addAddress('oliver', { ...address('上海'), tel, country_code: '+86' }, 'en'),
        40001,
        'Mobile number format is wrong',
      );
    }
    await expectRefused(() => addAddress('oliver', { ...address('上海'), tel: '138-0000-0000' }), 40001, '手机号格式不正确');
    await expectRefused(() => addAddress('oliver', { ...address('上海'), tel: undefined }), 40001, '请输入手机号');
    const hk = await addAddress('oliver', { ...address('香港中环皇后大道中 1 号'), country_code: '+852', tel: '91234567' });
    expect(hk.body.data).toMatchObject({ country_code: '852', tel: '91234567' });
    const trimmed = await addAddress('oliver', { ...address('上海'), country_code: ' 86 ', tel: ' 13900000000 ' });
    expect(trimmed.body.data).toMatchObject({ country_code: '86', tel: '13900000000' });
    for (const zip of ['20004', '2000400', 'SW1A1A', '２０００４０']) {
      await expectRefused(() => addAddress('oliver', { ...address('上海'), zip }), 40001, '邮编应为 6 位数字');
      await expectRefused(() => addAddress('oliver', { ...address('上海'), zip }, 'en'), 40001, 'The postcode must be 6 digits');
    }
    await expectRefused(() => addAddress('oliver', { ...address('上海'), zip: undefined }), 40001, '请填写邮编');
    await expectRefused(() => addAddress('oliver', { ...address('上海'), realname: '  ' }), 40001, '请填写收货人');
    await expectRefused(() => addAddress('oliver', { ...address('上海'), realname: undefined }, 'en'), 40001, 'Recipient is required');
    await expectRefused(() => addAddress('oliver', { ...address('   ') }, 'en'), 40001, 'Address is required');
    await expectRefused(() => addAddress('oliver', { ...address('路'.repeat(201)) }), 40001, '详细地址不能超过200个字符');
  });

  it('keeps a member to 20 addresses, with a clear message', async () => {
    const start = (await addressesOf('creator')).total;
    for (let i = start; i < 20; i++) expect((await addAddress('creator', address(`上海市 ${i} 号`))).body.code).toBe(0);
    await expectRefused(() => addAddress('creator', address('第 21 个')), 40009, '最多保存 20 个收货地址，请先删除不用的');
    await expectRefused(() => addAddress('creator', address('21st'), 'en'), 40009, 'You can keep at most 20 addresses; delete one first');
    expect((await addressesOf('creator')).total).toBe(20);
  });

  it("answers 40004 for someone else's address, or none, and changes nothing", async () => {
    const [linsAddress] = await t.db.select().from(userAddresses).where(eq(userAddresses.uid, DEMO_ID.lin)).limit(1);
    if (!linsAddress) throw new Error('lin has no address');
    for (const id of [linsAddress.id, 2_000_000]) {
      for (const [op, body] of [
        ['userAddressEdit', { id, ...address('抢来的') }],
        ['userAddressDel', { id }],
        ['userAddressSetDefault', { id }],
      ] as const) {
        await expectRefused(() => t.api.send(op, { token: token('zhou'), body }), 40004, '收货地址不存在');
        await expectRefused(() => t.api.send(op, { token: token('zhou'), body, lang: 'en' }), 40004, 'Address not found');
      }
    }
  });
});

describe('the demo data', () => {
  it('gives lin two titles (personal default, company) and two addresses, oliver one of each', async () => {
    const fresh = await createTestServer();
    try {
      const lin = (await fresh.login('lin')).token;
      const oliver = (await fresh.login('oliver')).token;
      const titles = await fresh.api.call('userInvoiceTitleLists', { token: lin });
      expect(titles.body.data.list.map((x) => [x.title_type, x.is_default])).toEqual([
        ['personal', 1],
        ['company', 0],
      ]);
      expect(titles.body.data.list[1]?.tax_number).toMatch(/^[0-9A-HJ-NP-RTUW-Y]{18}$/);
      expect((await fresh.api.call('userAddressLists', { token: lin })).body.data.total).toBe(2);
      expect((await fresh.api.call('userInvoiceTitleLists', { token: oliver })).body.data.list).toMatchObject([
        { title_type: 'company', is_default: 1 },
      ]);
      expect((await fresh.api.call('userAddressLists', { token: oliver })).body.data.list).toMatchObject([
        { country_code: '44', is_default: 1 },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
