import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, specialArticles } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_ARTICLE, DEMO_SPECIAL } from '../../../test/good-calls.ts';

// The demo seed (features/special/seed.ts) gives the template database its topics.
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const topic = {
  title: '铂金回收专题',
  en_title: 'Platinum recycling',
  summary: '回收渠道与价格',
  en_summary: 'Channels and prices',
  article_ids: [2, 1],
  status: 1 as const,
};

describe('special topics: reading', () => {
  it('lists the published topics in the organisers’ order, each counting only its published articles', async () => {
    const list = await t.api.call('specialLists', {});
    expect(list.body.data.list.map((s) => s.id)).toEqual([DEMO_SPECIAL.published, DEMO_SPECIAL.design]);
    // Five held, one of them a draft: readers count four.
    expect(list.body.data.list[0]).toMatchObject({
      title: '2026 铂金市场年度回顾',
      en_title: 'Platinum market 2026: the year in review',
      article_amount: 4,
    });
    const found = await t.api.call('specialLists', { query: { keyword: 'Song' } });
    expect(found.body.data.list.map((s) => s.id)).toEqual([DEMO_SPECIAL.design]);
  });

  it('gives members a published topic with its published articles in order, and 40004 for one kept back', async () => {
    const lin = (await t.login('lin')).token;
    const got = await t.api.call('specialGet', { token: lin, query: { id: DEMO_SPECIAL.published } });
    expect(got.body.data.articles.map((a) => a.id)).toEqual([1, 6, 2, 7]);
    expect(got.body.data.articles.map((a) => a.id)).not.toContain(DEMO_ARTICLE.draft);
    expect((await t.api.send('specialGet', { token: lin, query: { id: DEMO_SPECIAL.unpublished } })).body.code).toBe(40004);
    expect((await t.api.send('specialGet', { query: { id: DEMO_SPECIAL.published } })).body.code).toBe(40100);
  });
});

describe('special topics: the creator’s', () => {
  it('makes, reorders, unpublishes and deletes a topic; an article unpublished later drops out for readers', async () => {
    const creator = (await t.login('creator')).token;
    const lin = (await t.login('lin')).token;
    const added = await t.api.call('specialAdd', { token: creator, body: topic });
    expect(added.body).toMatchObject({ code: 0, msg: '保存成功', data: { title: topic.title, status: 1, article_amount: 2 } });
    const id = added.body.data.id;
    expect(added.body.data.articles.map((a) => a.id)).toEqual([2, 1]);
    expect((await t.api.call('specialGet', { token: lin, query: { id } })).body.data.articles.map((a) => a.id)).toEqual([2, 1]);

    const edited = await t.api.call('specialEdit', { token: creator, body: { ...topic, id, article_ids: [1, 3, 2], status: 0 } });
    expect(edited.body.data).toMatchObject({ status: 0, article_amount: 3 });
    expect(edited.body.data.articles.map((a) => a.id)).toEqual([1, 3, 2]);
    expect((await t.api.send('specialGet', { token: lin, query: { id } })).body.code).toBe(40004);
    const mine = await t.api.call('specialMyLists', { token: creator, query: { status: 0 } });
    expect(mine.body.data.list.map((s) => s.id)).toContain(id);

    // Article 3 unpublished by its author: still held, marked, and left out for readers.
    await t.db.update(articles).set({ status: 0 }).where(eq(articles.id, 3));
    await t.api.call('specialEdit', { token: creator, body: { ...topic, id, article_ids: [1, 2], status: 1 } });
    await t.db.update(specialArticles).set({ position: 5 }).where(eq(specialArticles.articleId, 2));
    await t.db.insert(specialArticles).values({ specialId: id, articleId: 3, position: 3 });
    const held = await t.api.call('specialMyGet', { token: creator, query: { id } });
    expect(held.body.data.articles).toEqual([
      expect.objectContaining({ id: 1, published: 1 }),
      expect.objectContaining({ id: 3, published: 0 }),
      expect.objectContaining({ id: 2, published: 1 }),
    ]);
    expect((await t.api.call('specialGet', { token: lin, query: { id } })).body.data.articles.map((a) => a.id)).toEqual([1, 2]);
    // Changing the topic now asks for published articles only.
    expect((await t.api.send('specialEdit', { token: creator, body: { ...topic, id, article_ids: [1, 3, 2] } })).body.code).toBe(40001);
    await t.db.update(articles).set({ status: 1 }).where(eq(articles.id, 3));

    // Published and unpublished from the list, with nothing else changed.
    const off = await t.api.call('specialPublish', { token: creator, body: { id, status: 0 } });
    expect(off.body.data).toMatchObject({ status: 0, title: topic.title, article_amount: 3 });
    expect((await t.api.send('specialGet', { token: lin, query: { id } })).body.code).toBe(40004);
    expect((await t.api.call('specialPublish', { token: creator, body: { id, status: 1 } })).body.data.status).toBe(1);
    expect((await t.api.call('specialMyGet', { token: creator, query: { id } })).body.data.items.map((a) => a.id)).toEqual([1, 3, 2]);

    const deleted = await t.api.call('specialDelete', { token: creator, body: { id } });
    expect(deleted.body).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await t.api.send('specialMyGet', { token: creator, query: { id } })).body.code).toBe(40004);
    // The articles stay.
    expect((await t.api.call('articleGet', { query: { id: 1 } })).body.code).toBe(0);
  });
});

describe('special topics: bad input', () => {
  it('refuses each with a clear error in the request’s language, and writes nothing', async () => {
    const before = await t.snapshot();
    const creator = (await t.login('creator')).token;
    const lin = (await t.login('lin')).token;
    const admin = (await t.login('admin')).token;
    const cases: { op: Parameters<TestServer['api']['send']>[0]; opts: Record<string, unknown>; code: number; why: string }[] = [
      { op: 'specialAdd', opts: { body: topic }, code: 40100, why: 'no token' },
      { op: 'specialAdd', opts: { token: 'stale-token', body: topic }, code: 50008, why: 'a stale token' },
      { op: 'specialAdd', opts: { token: lin, body: topic }, code: 40003, why: 'no special permission' },
      { op: 'specialAdd', opts: { token: creator, body: {} }, code: 40001, why: 'nothing' },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, title: 'x'.repeat(61) } }, code: 40001, why: 'over-long title' },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, title: '   ' } }, code: 40001, why: 'blank title' },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, title: 7 } }, code: 40001, why: 'a number for a title' },
      {
        op: 'specialAdd',
        opts: { token: creator, body: { ...topic, en_summary: 'x'.repeat(601) } },
        code: 40001,
        why: 'over-long summary',
      },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, status: 2 } }, code: 40001, why: 'an unknown status' },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, article_ids: [1, 1] } }, code: 40001, why: 'an article twice' },
      {
        op: 'specialAdd',
        opts: { token: creator, body: { ...topic, article_ids: [1, DEMO_ARTICLE.draft] } },
        code: 40001,
        why: 'a draft among the articles',
      },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, article_ids: [999999] } }, code: 40001, why: 'no such article' },
      {
        op: 'specialAdd',
        opts: { token: creator, body: { ...topic, article_ids: Array.from({ length: 51 }, (_, i) => i + 1) } },
        code: 40001,
        why: 'more than 50 articles',
      },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, article_ids: '1,2' } }, code: 40001, why: 'a word for the list' },
      {
        op: 'specialAdd',
        opts: { token: creator, body: { ...topic, banner: 'https://evil.example/x.png' } },
        code: 40001,
        why: 'a picture from elsewhere',
      },
      { op: 'specialAdd', opts: { token: creator, body: { ...topic, extra: 1 } }, code: 40001, why: 'an unknown field' },
      {
        op: 'specialEdit',
        opts: { token: admin, body: { ...topic, id: DEMO_SPECIAL.design } },
        code: 40004,
        why: "another creator's topic",
      },
      { op: 'specialEdit', opts: { token: creator, body: { ...topic, id: 'one' } }, code: 40001, why: 'a word for an id' },
      { op: 'specialDelete', opts: { token: admin, body: { id: DEMO_SPECIAL.design } }, code: 40004, why: "deleting another's topic" },
      {
        op: 'specialPublish',
        opts: { token: admin, body: { id: DEMO_SPECIAL.unpublished, status: 1 } },
        code: 40004,
        why: "publishing another's topic",
      },
      {
        op: 'specialPublish',
        opts: { token: creator, body: { id: DEMO_SPECIAL.unpublished, status: 'on' } },
        code: 40001,
        why: 'a word for a status',
      },
      { op: 'specialMyGet', opts: { token: admin, query: { id: DEMO_SPECIAL.unpublished } }, code: 40004, why: "opening another's topic" },
      { op: 'specialMyLists', opts: { token: lin }, code: 40003, why: 'the list without the permission' },
      { op: 'specialGet', opts: { token: lin, query: { id: 0 } }, code: 40001, why: 'an id of 0' },
    ];
    for (const { op, opts, code, why } of cases) {
      const res = await t.api.send(op, { ...opts, lang: 'en' });
      expect(res.status, `${why}: ${res.raw}`).toBeLessThan(500);
      expect(res.body.code, `${why}: ${res.raw}`).toBe(code);
      expect(res.body.msg, why).toMatch(/^[\x20-\x7e]+$/);
    }
    const draft = await t.api.send('specialAdd', { token: creator, body: { ...topic, article_ids: [1, DEMO_ARTICLE.draft] }, lang: 'en' });
    expect(draft.body.msg).toBe(`Only published articles can be added: ${DEMO_ARTICLE.draft} cannot`);
    const { sessions: _a, ...restBefore } = before;
    const { sessions: _b, ...restAfter } = await t.snapshot();
    expect(restAfter).toEqual(restBefore);
  });
});
