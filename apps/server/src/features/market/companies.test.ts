import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, notifications, products } from '../../db/schema.ts';
import { admin as newAdmin, creator as newCreator, member } from '../../../test/factories.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// Demo yellow pages (seed.ts): company 1 the creator's (approved, 4 published products and 1 not),
// 2 the shop's (approved, 2 products), 3 zhou's (pending).
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

const complete = {
  name: '华东铂业有限公司',
  en_name: 'East China Platinum Co., Ltd.',
  logo: '/demo/avatars/east-china.svg',
  licence_no: '91310000abc1234567',
  intro: '铂金首饰原料供应。',
  en_intro: 'Platinum for jewellery makers.',
  categories: ['metal' as const],
  address: '上海市黄浦区南京东路 1 号',
  en_address: '1 East Nanjing Road, Shanghai',
  contact_name: '张先生',
  phone: '021-5555 0000',
  email: 'sales@east-china.example',
  website: 'https://east-china.example',
  pictures: ['/demo/photos/east-china.svg'],
};

const product = {
  name: '铂金素链',
  en_name: 'Platinum chain',
  pictures: ['/demo/photos/chain.svg'],
  category: 'jewellery' as const,
  specs: [{ label: '长度', en_label: 'Length', value: '45 cm' }],
  price: 520.25,
  unit: '克',
  description: '按克计价。',
  en_description: 'Priced by weight.',
  is_published: true,
};

describe('company yellow pages', () => {
  it('saves a draft, refuses an incomplete submission, then submits, approves and publishes it', async () => {
    const owner = await newCreator(t);
    expect((await t.api.call('companyMine', { token: owner.token })).body.data.company).toBeNull();
    // Before any entry there is nothing to submit and no product to add.
    expect((await t.api.send('companySubmit', { token: owner.token, body: {} })).body.code).toBe(40004);
    expect((await t.api.send('productAdd', { token: owner.token, body: product, lang: 'en' })).body).toMatchObject({
      code: 40009,
      msg: 'Fill in your company details first',
    });

    const draft = await t.api.send('companySave', { token: owner.token, body: { name: ' 华东铂业有限公司 ', categories: ['metal'] } });
    expect(draft.body).toMatchObject({ code: 0, msg: '保存成功', data: { name: '华东铂业有限公司', status: 'draft', is_public: false } });
    const id = draft.body.data.id;
    const incomplete = await t.api.send('companySubmit', { token: owner.token, body: {} });
    expect(incomplete.body).toMatchObject({ code: 40001, msg: '提交审核前请填写英文名称' });
    expect((await t.api.send('companyGet', { query: { id } })).body.code).toBe(40004);

    const saved = await t.api.send('companySave', { token: owner.token, body: { ...complete, phone: '', email: '' }, lang: 'en' });
    expect(saved.body.data.licence_no).toBe('91310000ABC1234567');
    expect((await t.api.send('companySubmit', { token: owner.token, body: {}, lang: 'en' })).body).toMatchObject({
      code: 40001,
      msg: 'Give a phone number or an e-mail address',
    });
    await t.api.call('companySave', { token: owner.token, body: complete });
    const submitted = await t.api.send('companySubmit', { token: owner.token, body: {} });
    expect(submitted.body).toMatchObject({ code: 0, msg: '已提交审核', data: { status: 'pending' } });
    expect(submitted.body.data.submitted_at).not.toBeNull();
    // Once pending it is not submitted twice.
    expect((await t.api.send('companySubmit', { token: owner.token, body: {} })).body.code).toBe(40009);

    const queue = (await t.api.call('companyReviews', { token: admin, query: { rows: 50 } })).body.data;
    expect(queue.list.map((c) => c.id)).toContain(id);
    expect(queue.list.every((c) => c.status === 'pending')).toBe(true);

    const rejectWithoutNote = await t.api.send('companyReview', { token: admin, body: { id, action: 'reject' } });
    expect(rejectWithoutNote.body).toMatchObject({ code: 40001, msg: '请填写驳回原因' });
    const rejected = await t.api.send('companyReview', { token: admin, body: { id, action: 'reject', note: '执照号码有误' } });
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'rejected', review_note: '执照号码有误', is_public: false } });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.uid, owner.id), eq(notifications.type, 'company_nopass')));
    expect(told.map((n) => n.content)).toEqual(['执照号码有误']);

    // Rejected entries go back in after a fix; the admin approves; the card shows.
    await t.api.call('companySubmit', { token: owner.token, body: {} });
    const approved = await t.api.send('companyReview', { token: admin, body: { id, action: 'approve' } });
    expect(approved.body).toMatchObject({ code: 0, msg: '已通过', data: { status: 'approved', is_public: true, review_note: '' } });
    expect((await t.api.send('companyReview', { token: admin, body: { id, action: 'approve' } })).body.code).toBe(40009);
    const card = await t.api.call('companyGet', { query: { id }, lang: 'en' });
    expect(card.body.data).toMatchObject({ id, name: complete.name, en_name: complete.en_name, products_count: 0 });

    // An edit is a draft again; the approved version keeps showing until the next approval.
    const edited = await t.api.call('companySave', { token: owner.token, body: { ...complete, intro: '新简介。' } });
    expect(edited.body.data).toMatchObject({ status: 'draft', is_public: true, intro: '新简介。' });
    expect((await t.api.call('companyGet', { query: { id } })).body.data.intro).toBe(complete.intro);
  });

  it('adds, edits, hides and deletes products, showing only published ones of approved companies', async () => {
    const owner = await newCreator(t);
    await t.api.call('companySave', { token: owner.token, body: complete });
    const added = await t.api.send('productAdd', { token: owner.token, body: product });
    expect(added.body).toMatchObject({ code: 0, msg: '添加成功', data: { name: '铂金素链', price: 520.25, is_mine: true } });
    const pid = added.body.data.id;
    const companyId = added.body.data.company.id;
    // Not approved yet: the public sees nothing, its owner previews it.
    expect((await t.api.send('productGet', { query: { id: pid } })).body.code).toBe(40004);
    expect((await t.api.call('productGet', { query: { id: pid }, token: owner.token })).body.data.is_mine).toBe(true);
    expect((await t.api.call('productLists', { query: { company_id: companyId } })).body.data.total).toBe(0);

    await t.api.call('companySubmit', { token: owner.token, body: {} });
    await t.api.call('companyReview', { token: admin, body: { id: companyId, action: 'approve' } });
    const shown = await t.api.call('productLists', { query: { company_id: companyId } });
    expect(shown.body.data.list.map((p) => p.id)).toEqual([pid]);
    expect(shown.body.data.list[0]?.is_mine).toBe(false);
    expect((await t.api.call('companyGet', { query: { id: companyId } })).body.data.products_count).toBe(1);

    const hidden = await t.api.send('productEdit', {
      token: owner.token,
      body: { ...product, id: pid, price: null, unit: '', is_published: false },
    });
    expect(hidden.body).toMatchObject({ code: 0, msg: '修改成功', data: { price: null, is_published: false } });
    expect((await t.api.send('productGet', { query: { id: pid } })).body.code).toBe(40004);
    const mine = await t.api.call('productMine', { token: owner.token, query: { status: 'unpublished' } });
    expect(mine.body.data.list.map((p) => p.id)).toEqual([pid]);
    expect((await t.api.call('productMine', { token: owner.token, query: { status: 'published' } })).body.data.total).toBe(0);
    expect((await t.api.call('productMine', { token: owner.token, query: { keyword: 'chain' } })).body.data.total).toBe(1);

    expect((await t.api.send('productDel', { token: owner.token, body: { id: pid } })).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await t.db.select().from(products).where(eq(products.id, pid))).length).toBe(0);
  });

  it('shows the demo yellow pages: approved companies with their published products, the pending one not', async () => {
    const institute = await t.api.call('companyGet', { query: { id: 1 }, lang: 'en' });
    expect(institute.body.data).toMatchObject({ name: '铂族金属研究院', en_name: 'Platinum Group Metals Institute', products_count: 4 });
    const list = await t.api.call('productLists', { query: { company_id: 1 } });
    expect(list.body.data.total).toBe(4);
    expect(list.body.data.list.every((p) => p.is_published && p.en_name !== '')).toBe(true);
    expect((await t.api.send('companyGet', { query: { id: 3 } })).body).toMatchObject({ code: 40004, msg: '企业不存在或尚未通过审核' });
    expect((await t.api.call('productLists', { query: { company_id: 3 } })).body.data.total).toBe(0);
  });

  it('refuses bad input, other creators’ products and members without the permission, changing nothing', async () => {
    const owner = await newCreator(t);
    const other = await newCreator(t);
    const plain = await member(t);
    await t.api.call('companySave', { token: owner.token, body: complete });
    const pid = (await t.api.call('productAdd', { token: owner.token, body: product })).body.data.id;
    await t.api.call('companySave', { token: other.token, body: { ...complete, name: '别家公司' } });
    const before = await t.snapshot();

    expect((await t.api.send('companySave', { token: plain.token, body: complete })).body.code).toBe(40003);
    expect((await t.api.send('productAdd', { token: plain.token, body: product })).body.code).toBe(40003);
    expect((await t.api.send('companyMine', {})).body.code).toBe(40100);
    expect((await t.api.send('companyReviews', { token: owner.token })).body.code).toBe(40003);
    expect((await t.api.send('companyReview', { token: owner.token, body: { id: 1, action: 'approve' } })).body.code).toBe(40003);
    // Another creator's product is not found, to edit or to delete.
    expect((await t.api.send('productEdit', { token: other.token, body: { ...product, id: pid } })).body.code).toBe(40004);
    expect((await t.api.send('productDel', { token: other.token, body: { id: pid } })).body.code).toBe(40004);

    const badCompanies: Record<string, unknown>[] = [
      { ...complete, name: '   ' },
      { ...complete, name: '名'.repeat(101) },
      { ...complete, email: 'not-an-email' },
      { ...complete, website: 'javascript:alert(1)' },
      { ...complete, logo: 'https://evil.example/logo.png' },
      { ...complete, pictures: Array.from({ length: 7 }, (_, i) => `/demo/photos/p${i}.svg`) },
      { ...complete, categories: ['metal', 'gem', 'service', 'other'] },
      { ...complete, categories: ['gold'] },
      { ...complete, licence_no: '9131 0000' },
      { ...complete, intro: '<script>alert(1)</script>' },
      { ...complete, name: 42 },
      { intro: '没有名称' },
    ];
    for (const body of badCompanies) {
      const res = await t.api.send('companySave', { token: owner.token, body: body as typeof complete, lang: 'en' });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(40001);
      expect(res.body.msg).not.toBe('');
    }
    const badProducts: Record<string, unknown>[] = [
      { ...product, pictures: [] },
      { ...product, pictures: Array.from({ length: 7 }, (_, i) => `/demo/photos/p${i}.svg`) },
      { ...product, pictures: ['https://evil.example/p.png'] },
      { ...product, name: '品'.repeat(61) },
      { ...product, price: -1 },
      { ...product, price: 12.345 },
      { ...product, price: '520' },
      { ...product, unit: '' },
      { ...product, specs: [{ label: '', value: 'x' }] },
      { ...product, specs: Array.from({ length: 21 }, () => ({ label: '项', value: '值' })) },
      { ...product, category: 'gold' },
      { name: '只有名称' },
    ];
    for (const body of badProducts) {
      const res = await t.api.send('productAdd', { token: owner.token, body: body as typeof product, lang: 'en' });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(40001);
      expect(res.body.msg).not.toBe('');
    }
    const noUnit = await t.api.send('productAdd', { token: owner.token, body: { ...product, unit: '' } });
    expect(noUnit.body.msg).toBe('请填写计价单位');
    // A row of a list is named by its place, and the field says which row for the form.
    const blankLabel = await t.api.send('productAdd', {
      token: owner.token,
      body: { ...product, specs: [{ label: ' ', value: '45 cm' }] },
    });
    expect(blankLabel.body).toMatchObject({ msg: '请填写规格参数 1 参数名', data: { field: 'specs.0.label' } });
    const strange = await t.api.send('productAdd', { token: owner.token, body: { ...product, pictures: ['https://evil.example/p.png'] } });
    expect(strange.body.data).toEqual({ field: 'pictures.0' });
    expect(await t.snapshot()).toEqual(before);
  });

  it('keeps one entry a creator when two first saves race', async () => {
    const owner = await newCreator(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.api.send('companySave', { token: owner.token, body: { ...complete, name: `公司${i}` } })),
    );
    expect(results.every((r) => r.body.code === 0)).toBe(true);
    const rows = await t.db.select().from(companies).where(eq(companies.uid, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('lets an admin correct any product', async () => {
    const owner = await newCreator(t);
    const boss = await newAdmin(t);
    await t.api.call('companySave', { token: owner.token, body: complete });
    const pid = (await t.api.call('productAdd', { token: owner.token, body: product })).body.data.id;
    const res = await t.api.send('productEdit', { token: boss.token, body: { ...product, id: pid, name: '已更正' } });
    expect(res.body).toMatchObject({ code: 0, data: { name: '已更正' } });
  });
});
