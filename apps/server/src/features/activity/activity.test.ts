import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../../test/factories.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// The demo seed (features/activity/seed.ts): edition 14 asks an open question answered by lin,
// oliver and zhou; edition 13's question is closed.
let t: TestServer;
let lin: string;
beforeAll(async () => {
  t = await createTestServer();
  lin = (await t.login('lin')).token;
});
afterAll(() => t.close());

const current = async (token: string, eventsId = 14) =>
  (await t.api.call('activityCurrent', { token, query: { events_id: eventsId } })).body.data;

describe("an edition's question", () => {
  it("gives the open question with the member's own answer", async () => {
    const { question, mine } = await current(lin);
    expect(question).toMatchObject({ events_id: 14, question: '铂金对你意味着什么？', en_question: 'What does platinum mean to you?' });
    expect(question?.answer_amount).toBeGreaterThanOrEqual(3);
    expect(mine?.user.id).toBe(5);
    expect(mine?.content).toContain('铂金');
    // Edition 13's question is closed: nothing to answer there.
    expect(await current(lin, 13)).toEqual({ question: null, mine: null });
  });

  it('takes one answer per member, replaced when they answer again, counted once', async () => {
    const m = await member(t);
    const before = await current(m.token);
    if (!before.question) throw new Error('no open question');
    expect(before.mine).toBeNull();
    const first = await t.api.send('activityAnswer', { token: m.token, body: { question_id: before.question.id, content: '  纯净。 ' } });
    expect(first.body).toMatchObject({ code: 0, msg: '提交成功', data: { content: '纯净。', user: { id: m.id } } });
    const again = await t.api.call('activityAnswer', {
      token: m.token,
      body: { question_id: before.question.id, content: '纯净，而且坚韧。' },
    });
    expect(again.body.data.id).toBe(first.body.data?.id);
    const after = await current(m.token);
    expect(after.mine?.content).toBe('纯净，而且坚韧。');
    expect(after.question?.answer_amount).toBe(before.question.answer_amount + 1);
    // Anyone signed in sees the card.
    const card = await t.api.call('activityAnswerGet', { token: lin, query: { id: again.body.data.id } });
    expect(card.body.data).toMatchObject({ content: '纯净，而且坚韧。', question: { id: before.question.id }, user: { id: m.id } });
  });

  it('refuses a closed question, a blank or over-long answer, a missing card and visitors, changing nothing', async () => {
    const m = await member(t);
    const closed = await t.api.send('activityAnswer', { token: m.token, body: { question_id: 2, content: '回忆' }, lang: 'en' });
    expect(closed.body).toMatchObject({ code: 40004, msg: 'This question is closed' });
    const blank = await t.api.send('activityAnswer', { token: m.token, body: { question_id: 1, content: '   ' } });
    expect(blank.body.code).toBe(40001);
    const long = await t.api.send('activityAnswer', { token: m.token, body: { question_id: 1, content: '铂'.repeat(201) } });
    expect(long.body.code).toBe(40001);
    expect((await current(m.token)).mine).toBeNull();
    const missing = await t.api.send('activityAnswerGet', { token: m.token, query: { id: 99999 } });
    expect(missing.body).toMatchObject({ code: 40004, msg: '这个回答不存在或已删除' });
    expect((await t.api.send('activityCurrent', { query: { events_id: 14 } })).body.code).not.toBe(0);
  });
});

describe('the mobile landing links', () => {
  it('come with the site settings, empty strings where nothing is offered', async () => {
    const info = (await t.api.call('webinfoGet')).body.data;
    expect(info.apps.mini_program_name).toBe('上海铂金周');
    expect(info.apps.mini_program_link).toMatch(/^https:\/\//);
    expect(info.apps.ios_url).toBe('');
  });
});
