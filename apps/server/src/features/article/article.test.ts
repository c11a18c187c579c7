import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../db/schema.ts';
import { DEMO_ARTICLE } from '../../../test/good-calls.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { findSensitive } from './sensitive.ts';
import { articleReviews } from './tables.ts';

// The demo seed (features/article/seed.ts) gives the template database its articles.
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const XSS = fs
  .readFileSync(new URL('../../../../../tests/corpus/xss.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));

const draft = {
  title: '铂金回收市场调研',
  summary: '回收渠道与价格',
  content: '<h2>提纲</h2><p>回收渠道、成色检测、价格机制。</p>',
  lang: 'zh' as const,
};

describe('article: reading', () => {
  it('lists published articles of a language, pinned first, and never a draft', async () => {
    const zh = await t.api.call('articleLists', { query: { lang: 'zh', rows: 50 } });
    expect(zh.body.code).toBe(0);
    const titles = zh.body.data.list.map((a) => a.title);
    expect(titles[0]).toBe('铂金周报：供应缺口延续，价格站上每盎司 1,000 美元');
    expect(zh.body.data.list[0]?.is_top).toBe(1);
    expect(zh.body.data.list.every((a) => a.lang === 'zh')).toBe(true);
    expect(titles).not.toContain('铂金回收市场调研（草稿）');
    expect(titles).not.toContain('钯金价格的季节性：十年数据回看');
    expect(titles).not.toContain('铂金库存数据月报（十月）');
    // The waiting revision is not what readers see.
    expect(titles).toContain('年末备货指南：铂金首饰的五个趋势');
    // After the pinned one, newest first.
    const rest = zh.body.data.list.slice(1).map((a) => a.published_at);
    expect([...rest].sort().reverse()).toEqual(rest);

    const en = await t.api.call('articleLists', { query: { lang: 'en' } });
    expect(en.body.data.list.every((a) => a.lang === 'en')).toBe(true);
    expect(en.body.data.total).toBe(4);
    const column = await t.api.call('articleLists', { query: { column_id: 3 } });
    expect(column.body.data.list.map((a) => a.column_name)).toEqual(['首饰设计手记', '首饰设计手记']);
    const hot = await t.api.call('articleLists', { query: { order: 'hot', rows: 1 } });
    expect(hot.body.data.list[0]).toMatchObject({ id: DEMO_ARTICLE.published, like_amount: 4 });
    const found = await t.api.call('articleLists', { query: { keyword: '宋代' } });
    expect(found.body.data.list.map((a) => a.title)).toEqual(['设计手记：当铂金遇见宋代美学']);
  });

  it('gives a published article with the reader’s marks, and 40004 for anything unpublished', async () => {
    const anon = await t.api.call('articleGet', { query: { id: DEMO_ARTICLE.published } });
    expect(anon.body.data).toMatchObject({
      id: 1,
      nickname: '铂族金属研究院',
      column_name: '铂金市场周报',
      is_like: false,
      is_favorite: false,
    });
    expect(anon.body.data.content).toContain('<table>');
    const { token } = await t.login('lin');
    const lin = await t.api.call('articleGet', { token, query: { id: DEMO_ARTICLE.published } });
    expect(lin.body.data).toMatchObject({ is_like: true, is_favorite: true, like_amount: 4 });
    for (const id of [DEMO_ARTICLE.draft, DEMO_ARTICLE.pending, DEMO_ARTICLE.rejected, DEMO_ARTICLE.unpublished, 2_000_000]) {
      const res = await t.api.send('articleGet', { query: { id }, lang: 'en' });
      expect(res.body).toMatchObject({ code: 40004, msg: 'Article not found' });
    }
  });
});

describe('article: writing and review', () => {
  it('goes draft → pending → rejected with a reason → pending → approved → published, notifying the author', async () => {
    const creator = (await t.login('creator')).token;
    const admin = (await t.login('admin')).token;
    const added = await t.api.call('articleAdd', { token: creator, body: { ...draft, column_id: 1 } });
    expect(added.body).toMatchObject({ code: 0, msg: '保存成功', data: { censor_status: 3, status: 0, column_id: 1, revision: null } });
    const id = added.body.data.id;
    const drafts = await t.api.call('articleMyLists', { token: creator, query: { filter: 'draft' } });
    expect(drafts.body.data.list.map((a) => a.id)).toContain(id);
    // Its author and admins preview it; nobody else, and readers cannot open it.
    expect((await t.api.call('articlePreview', { token: creator, query: { id } })).body.data).toMatchObject({
      censor_status: 3,
      title: draft.title,
    });
    expect((await t.api.call('articlePreview', { token: admin, query: { id } })).body.code).toBe(0);
    expect((await t.api.send('articlePreview', { token: (await t.login('lin')).token, query: { id } })).body.code).toBe(40004);
    expect((await t.api.send('articleGet', { query: { id } })).body.code).toBe(40004);

    const submitted = await t.api.call('articleEdit', { token: creator, body: { ...draft, id, column_id: 1, submit: true } });
    expect(submitted.body).toMatchObject({ msg: '已提交审核', data: { censor_status: 0 } });
    // In the queue, behind those waiting longer.
    const queue = await t.api.call('articleReviewLists', { token: admin, query: { rows: 50 } });
    const ids = queue.body.data.list.map((q) => q.id);
    expect(ids).toContain(id);
    expect(ids.indexOf(DEMO_ARTICLE.pending)).toBeLessThan(ids.indexOf(id));

    expect((await t.api.send('articleCensor', { token: admin, body: { id, pass: false } })).body.code).toBe(40001);
    const rejected = await t.api.call('articleCensor', { token: admin, body: { id, pass: false, reason: '请补充数据来源' } });
    expect(rejected.body).toMatchObject({ msg: '已驳回', data: { censor_status: 2, censor_reason: '请补充数据来源' } });
    const nopass = await t.api.call('articleMyLists', { token: creator, query: { filter: 'nopass' } });
    expect(nopass.body.data.list.find((a) => a.id === id)?.censor_reason).toBe('请补充数据来源');
    // A rejected article cannot be published.
    const refused = await t.api.send('articlePublish', { token: creator, body: { id, status: 1 }, lang: 'en' });
    expect(refused.body).toMatchObject({ code: 40009, msg: 'Only an approved article can be published' });
    const told = await t.api.call('notificationLists', { token: creator, lang: 'en' });
    expect(told.body.data.list[0]).toMatchObject({ title: 'Your article was not approved', content: `${draft.title}: 请补充数据来源` });

    await t.api.call('articleEdit', {
      token: creator,
      body: { ...draft, id, column_id: 1, content: '<p>数据来源：世界铂金投资协会。</p>', submit: true },
    });
    const approved = await t.api.call('articleCensor', { token: admin, body: { id, pass: true } });
    expect(approved.body.data).toMatchObject({ censor_status: 1, status: 0, censor_reason: '' });
    expect((await t.api.call('notificationLists', { token: creator })).body.data.list[0]?.title).toBe('你的文章已通过审核');
    const [before] = await t.db.select({ n: columns.articleAmount }).from(columns).where(eq(columns.id, 1));
    const published = await t.api.call('articlePublish', { token: creator, body: { id, status: 1 } });
    expect(published.body).toMatchObject({ msg: '发布成功', data: { status: 1 } });
    expect(published.body.data.published_at).not.toBeNull();
    const [after] = await t.db.select({ n: columns.articleAmount }).from(columns).where(eq(columns.id, 1));
    expect(after?.n).toBe((before?.n ?? 0) + 1);
    const read = await t.api.call('articleGet', { query: { id } });
    expect(read.body.data).toMatchObject({ title: draft.title, content: '<p>数据来源：世界铂金投资协会。</p>' });
    // Every decision was logged: who, what, why.
    const log = await t.db.select().from(articleReviews).where(eq(articleReviews.articleId, id));
    expect(log.map((r) => [r.kind, r.pass, r.reason, r.reviewerUid])).toEqual([
      ['new', false, '请补充数据来源', 1],
      ['new', true, '', 1],
    ]);
  });

  it('keeps the live version while a revision waits, then replaces it when approved', async () => {
    const creator = (await t.login('creator')).token;
    const admin = (await t.login('admin')).token;
    const id = DEMO_ARTICLE.published;
    const live = (await t.api.call('articleGet', { query: { id } })).body.data;
    const edited = await t.api.call('articleEdit', {
      token: creator,
      body: { id, title: '铂金周报（修订）', content: '<p>更正：伦敦现货为 1,015 美元。</p>', lang: 'zh', column_id: 1, submit: true },
    });
    expect(edited.body.data).toMatchObject({ censor_status: 1, status: 1, title: '铂金周报（修订）', revision: { censor_status: 0 } });
    expect((await t.api.call('articleGet', { query: { id } })).body.data.title).toBe(live.title);
    const preview = await t.api.call('articlePreview', { token: creator, query: { id } });
    expect(preview.body.data).toMatchObject({ is_revision: true, censor_status: 0, title: '铂金周报（修订）' });
    const queue = await t.api.call('articleReviewLists', { token: admin, query: { rows: 50 } });
    const item = queue.body.data.list.find((q) => q.id === id);
    expect(item).toMatchObject({ kind: 'revision', title: '铂金周报（修订）', live: { title: live.title } });
    await t.api.call('articleCensor', { token: admin, body: { id, pass: true } });
    const now = (await t.api.call('articleGet', { query: { id } })).body.data;
    expect(now).toMatchObject({ title: '铂金周报（修订）', like_amount: live.like_amount, is_top: 1 });
    expect((await t.api.call('articleMyGet', { token: creator, query: { id } })).body.data.revision).toBeNull();
    // Nothing is waiting any more: deciding again is refused.
    expect((await t.api.send('articleCensor', { token: admin, body: { id, pass: true } })).body.code).toBe(40009);
  });

  it('flags sensitive words, in simplified and traditional forms, as the text writes them', async () => {
    const admin = (await t.login('admin')).token;
    const queue = await t.api.call('articleReviewLists', { token: admin, query: { rows: 50 } });
    expect(queue.body.data.list.find((q) => q.id === DEMO_ARTICLE.pending)?.flagged).toEqual(['代开发票']);
    expect(queue.body.data.list.find((q) => q.id === DEMO_ARTICLE.withRevision)?.flagged).toEqual(['刷单']);
    expect(findSensitive(['提供代開發票與賭博服務', 'No GAMBLING here'])).toEqual(['代開發票', '賭博', 'GAMBLING']);
    expect(findSensitive(['铂金首饰的五个趋势'])).toEqual([]);
  });

  it('stores nothing of the XSS corpus that could run: added, edited, previewed, published and read', async () => {
    const creator = (await t.login('creator')).token;
    const admin = (await t.login('admin')).token;
    const content = XSS.map((line) => `<p>${line}</p>`).join('\n');
    // Raw, not in paragraphs: the vectors as a pasted body would bring them.
    const raw = XSS.join('\n');
    const added = await t.api.call('articleAdd', { token: creator, body: { ...draft, content, submit: true } });
    const id = added.body.data.id;
    const preview = await t.api.call('articlePreview', { token: creator, query: { id } });
    const edited = await t.api.call('articleEdit', { token: creator, body: { ...draft, id, content: `<p>铂金</p>${raw}`, submit: true } });
    await t.api.call('articleCensor', { token: admin, body: { id, pass: true } });
    await t.api.call('articlePublish', { token: creator, body: { id, status: 1 } });
    const read = await t.api.call('articleGet', { query: { id } });
    expect(read.body.data.content).toContain('<p>铂金</p>');
    for (const html of [added.body.data.content, preview.body.data.content, edited.body.data.content, read.body.data.content]) {
      expect(html).not.toMatch(/<(script|svg|iframe|object|embed|style|math|form|base)\b/i);
      expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
      expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
    }
  });
});

describe('article: likes, favourites and pins', () => {
  it('counts each reader once, however many clicks arrive at the same time', async () => {
    const id = 2;
    const start = (await t.api.call('articleGet', { query: { id } })).body.data.like_amount;
    const readers = await Promise.all((['lin', 'zhou', 'sato', 'creator'] as const).map((who) => t.login(who)));
    // Every reader clicks five times at once.
    await Promise.all(readers.flatMap(({ token }) => Array.from({ length: 5 }, () => t.api.call('articleLike', { token, body: { id } }))));
    const liked = await t.api.call('articleGet', { token: readers[0]?.token, query: { id } });
    // zhou liked it in the demo data already.
    expect(liked.body.data).toMatchObject({ like_amount: start + 3, is_like: true });
    await Promise.all(
      readers.flatMap(({ token }) => Array.from({ length: 3 }, () => t.api.call('articleUnlike', { token, body: { id } }))),
    );
    expect((await t.api.call('articleGet', { query: { id } })).body.data.like_amount).toBe(start - 1);
    const fav = await t.api.call('articleFavorite', { token: readers[1]?.token, body: { id } });
    expect(fav.body.data).toMatchObject({ is_favorite: true, is_like: false });
    const unfav = await t.api.call('articleUnfavorite', { token: readers[1]?.token, body: { id } });
    expect(unfav.body.data.favorite_amount).toBe(fav.body.data.favorite_amount - 1);
  });

  it('lets an admin or the column’s owner pin, and nobody else', async () => {
    const owner = (await t.login('creator')).token;
    const pinned = await t.api.call('articleSetTop', { token: owner, body: { id: 2, is_top: 1 } });
    expect(pinned.body).toMatchObject({ msg: '已置顶', data: { is_top: 1 } });
    const list = await t.api.call('articleLists', { query: { column_id: 2 } });
    expect(list.body.data.list[0]?.id).toBe(2);
    // 陈评审 (reviewer) owns column 3, not column 2; lin owns none.
    for (const who of ['lin', 'reviewer'] as const) {
      const res = await t.api.send('articleSetTop', { token: (await t.login(who)).token, body: { id: 2, is_top: 0 }, lang: 'en' });
      expect(res.body).toMatchObject({ code: 40004, msg: 'No such article in your columns' });
    }
    expect(
      (await t.api.call('articleSetTop', { token: (await t.login('admin')).token, body: { id: 2, is_top: 0 } })).body.data.is_top,
    ).toBe(0);
  });
});

describe('article: the creator centre’s counts', () => {
  it('counts the author’s own articles under each filter, and only theirs', async () => {
    const creator = (await t.login('creator')).token;
    const stats = await t.api.call('articleMyStats', { token: creator });
    for (const filter of ['draft', 'pending', 'nopass', 'unpublish', 'publish'] as const) {
      const list = await t.api.call('articleMyLists', { token: creator, query: { filter, rows: 1 } });
      expect(stats.body.data[filter], filter).toBe(list.body.data.total);
    }
    expect(stats.body.data.publish).toBeGreaterThan(0);
    const lin = (await t.login('lin')).token;
    expect((await t.api.send('articleMyStats', { token: lin })).body.code).toBe(40003);
  });
});

describe('article: bad input', () => {
  it('refuses each with a clear error in the request’s language, and writes nothing', async () => {
    const before = await t.snapshot();
    const creator = (await t.login('creator')).token;
    const lin = (await t.login('lin')).token;
    const admin = (await t.login('admin')).token;
    const cases: { op: Parameters<TestServer['api']['send']>[0]; opts: Record<string, unknown>; code: number; why: string }[] = [
      { op: 'articleAdd', opts: { body: draft }, code: 40100, why: 'no token' },
      { op: 'articleAdd', opts: { token: 'stale-token', body: draft }, code: 50008, why: 'a stale token' },
      { op: 'articleAdd', opts: { token: lin, body: draft }, code: 40003, why: 'no article permission' },
      { op: 'articleAdd', opts: { token: creator, body: {} }, code: 40001, why: 'nothing' },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, title: 'x'.repeat(101) } }, code: 40001, why: 'over-long title' },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, title: '   ' } }, code: 40001, why: 'blank title' },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, title: 7 } }, code: 40001, why: 'a number for a title' },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, content: '' } }, code: 40001, why: 'empty content' },
      {
        op: 'articleAdd',
        opts: { token: creator, body: { ...draft, content: '<p> </p><script>x()</script>' } },
        code: 40001,
        why: 'nothing once cleaned',
      },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, lang: 'fr' } }, code: 40001, why: 'an unknown language' },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, summary: 'x'.repeat(201) } }, code: 40001, why: 'over-long summary' },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, column_id: 3 } }, code: 40001, why: "another's column" },
      {
        op: 'articleAdd',
        opts: { token: creator, body: { ...draft, cover: 'https://evil.example/x.png' } },
        code: 40001,
        why: 'a picture from elsewhere',
      },
      { op: 'articleAdd', opts: { token: creator, body: { ...draft, extra: 1 } }, code: 40001, why: 'an unknown field' },
      {
        op: 'articleEdit',
        opts: { token: admin, body: { ...draft, id: DEMO_ARTICLE.draft } },
        code: 40004,
        why: "another creator's article",
      },
      { op: 'articleEdit', opts: { token: creator, body: { ...draft, id: DEMO_ARTICLE.rejected } }, code: 40004, why: "陈评审's article" },
      { op: 'articleEdit', opts: { token: creator, body: { ...draft, id: 'one' } }, code: 40001, why: 'a word for an id' },
      {
        op: 'articlePublish',
        opts: { token: creator, body: { id: DEMO_ARTICLE.pending, status: 1 } },
        code: 40009,
        why: 'publishing a pending article',
      },
      {
        op: 'articlePublish',
        opts: { token: creator, body: { id: DEMO_ARTICLE.draft, status: 2 } },
        code: 40001,
        why: 'an unknown status',
      },
      {
        op: 'articleCensor',
        opts: { token: creator, body: { id: DEMO_ARTICLE.pending, pass: true } },
        code: 40003,
        why: 'approving as a creator',
      },
      { op: 'articleCensor', opts: { token: admin, body: { id: DEMO_ARTICLE.draft, pass: true } }, code: 40009, why: 'approving a draft' },
      {
        op: 'articleCensor',
        opts: { token: admin, body: { id: DEMO_ARTICLE.pending, pass: false, reason: '  ' } },
        code: 40001,
        why: 'rejecting without a reason',
      },
      { op: 'articleCensor', opts: { token: admin, body: { id: DEMO_ARTICLE.pending, pass: 'yes' } }, code: 40001, why: 'a word for pass' },
      { op: 'articlePreview', opts: { token: lin, query: { id: DEMO_ARTICLE.draft } }, code: 40004, why: "previewing another's draft" },
      { op: 'articlePreview', opts: { query: { id: DEMO_ARTICLE.draft } }, code: 40100, why: 'previewing signed out' },
      {
        op: 'articleMyGet',
        opts: { token: creator, query: { id: DEMO_ARTICLE.rejected } },
        code: 40004,
        why: "opening another's article to edit",
      },
      { op: 'articleLike', opts: { token: lin, body: { id: DEMO_ARTICLE.draft } }, code: 40004, why: 'liking a draft' },
      { op: 'articleLike', opts: { body: { id: 1 } }, code: 40100, why: 'liking signed out' },
      { op: 'articleSetTop', opts: { token: lin, body: { id: 1, is_top: 1 } }, code: 40004, why: 'pinning as a member' },
      { op: 'articleReviewLists', opts: { token: creator }, code: 40003, why: 'the queue as a creator' },
    ];
    for (const { op, opts, code, why } of cases) {
      const res = await t.api.send(op, { ...opts, lang: 'en' });
      expect(res.status, `${why}: ${res.raw}`).toBeLessThan(500);
      expect(res.body.code, `${why}: ${res.raw}`).toBe(code);
      expect(res.body.msg, why).toMatch(/^[\x20-\x7e]+$/);
    }
    const { sessions: _a, ...restBefore } = before;
    const { sessions: _b, ...restAfter } = await t.snapshot();
    expect(restAfter).toEqual(restBefore);
  });
});
