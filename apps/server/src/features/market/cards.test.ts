import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCards, users } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { BUSINESS_CARD_MAX } from './cards.ts';
import { DEMO_CARD_TOKENS } from './seed.ts';

// The creator (all permissions) owns two demo cards; lin has no `company` permission.
let t: TestServer;
let creator: string;
let lin: string;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  creator = (await t.login('creator')).token;
  lin = (await t.login('lin')).token;
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

const card = {
  name: '王芳',
  en_name: 'Wang Fang',
  company: '研究院',
  position: '研究员',
  phone: '+86 21 6000 0002',
  email: 'wang@example.com',
};

describe('business cards', () => {
  it('lists, adds and edits the creator’s own cards, each with a share link', async () => {
    const list = (await t.api.call('businessCardLists', { token: creator })).body.data.list;
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['李明轩', '交易部']));
    expect(list.find((c) => c.name === '李明轩')?.share_url).toBe(`/api/businessCard/vcard?token=${DEMO_CARD_TOKENS.lead}`);
    const added = await t.api.send('businessCardAdd', { token: creator, body: card, lang: 'en' });
    expect(added.body).toMatchObject({ code: 0, msg: 'Added', data: { ...card, wechat: '', avatar: '' } });
    expect(added.body.data.share_url).toMatch(/^\/api\/businessCard\/vcard\?token=[A-Za-z0-9_-]{24}$/);
    const edited = await t.api.send('businessCardEdit', {
      token: creator,
      body: { ...card, id: added.body.data.id, position: '高级研究员' },
    });
    expect(edited.body).toMatchObject({ code: 0, msg: '修改成功', data: { position: '高级研究员', share_url: added.body.data.share_url } });
  });

  it('refuses a creator without the company permission, another’s card, and bad input, changing nothing', async () => {
    const before = await t.snapshot();
    const noPermission = await t.api.send('businessCardAdd', { token: lin, body: card });
    expect(noPermission.body.code).toBe(40003);
    expect((await t.api.send('businessCardLists', {})).body.code).not.toBe(0);
    const [adminCard] = await t.db
      .insert(businessCards)
      .values({ uid: 1, name: '管理员', shareToken: 'admin-card-token-000000' })
      .returning({ id: businessCards.id });
    const snapshot = await t.snapshot();
    const other = await t.api.send('businessCardEdit', { token: creator, body: { ...card, id: adminCard?.id ?? 0 } });
    expect(other.body.code).toBe(40004);
    expect((await t.api.send('businessCardDel', { token: creator, body: { id: adminCard?.id ?? 0 } })).body.code).toBe(40004);
    const bad: Record<string, unknown>[] = [
      { ...card, name: '  ' },
      { ...card, name: '名'.repeat(31) },
      { ...card, phone: '', email: '' },
      { ...card, email: 'not-an-email' },
      { ...card, phone: '138<script>' },
      { ...card, avatar: 'https://evil.example/a.png' },
      { ...card, name: 7 },
      { name: '王芳' },
    ];
    for (const b of bad) {
      const res = await t.api.send('businessCardAdd', { token: creator, body: b as typeof card, lang: 'en' });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(b)).toBe(40001);
      expect(res.body.msg).not.toBe('');
    }
    const needsContact = await t.api.send('businessCardAdd', { token: creator, body: { ...card, phone: '', email: '' } });
    expect(needsContact.body.msg).toBe('请至少填写一种联系方式：电话、邮箱或微信');
    expect(await t.snapshot()).toEqual(snapshot);
    await t.db.delete(businessCards).where(eq(businessCards.id, adminCard?.id ?? 0));
    expect(await t.snapshot()).toEqual(before);
  });

  it(`keeps at most ${BUSINESS_CARD_MAX} cards, even when many are added at once`, async () => {
    const { token: reviewer, id } = await t.login('reviewer');
    await t.db
      .update(users)
      .set({ permission: { company: '1' } })
      .where(eq(users.id, id));
    const results = await Promise.all(
      Array.from({ length: BUSINESS_CARD_MAX + 3 }, (_, i) =>
        t.api.send('businessCardAdd', { token: reviewer, body: { ...card, name: `名片${i}` } }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(BUSINESS_CARD_MAX);
    const refused = results.find((r) => r.body.code === 40009);
    expect(refused?.body.msg).toBe(`最多只能保存 ${BUSINESS_CARD_MAX} 张名片`);
  });

  it('downloads a card as a vCard by its share link, to anyone; a deleted card’s link ends', async () => {
    // Unsigned, as a phone's camera opens it.
    const res = await t.call('GET', '/businessCard/vcard', { query: { token: DEMO_CARD_TOKENS.lead }, sign: 'none' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vcard; charset=utf-8/);
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''Li%20Mingxuan.vcf");
    expect(res.raw).toContain('FN;CHARSET=UTF-8:李明轩');
    const unknown = await t.api.send('businessCardVcard', { query: { token: 'no-such-card-token-0000' }, lang: 'en' });
    expect(unknown.body).toMatchObject({ code: 40004, msg: 'This business card does not exist or was deleted' });
    const bad = await t.api.send('businessCardVcard', { query: { token: '../../etc/passwd' } });
    expect(bad.body.code).toBe(40001);
    const added = (await t.api.call('businessCardAdd', { token: admin, body: card })).body.data;
    const token = added.share_url.split('token=')[1] ?? '';
    expect((await t.api.send('businessCardDel', { token: admin, body: { id: added.id } })).body.code).toBe(0);
    expect((await t.api.send('businessCardVcard', { query: { token } })).body.code).toBe(40004);
  });
});
