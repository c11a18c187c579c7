import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { GUESTBOOK_POW, isContact, newChallenge } from './handlers.ts';

// The demo seed (features/social/seed.ts, seedGuestbook): five messages, three unread.
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

/** What the page does: fetch a puzzle, solve it as a browser would, and encode the answer. */
async function proof(): Promise<string> {
  const challenge: Challenge = (await t.api.call('guestbookChallenge')).body.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const message = { events_id: 14, name: '王女士', contact: '138 0013 8000', content: '请问开幕式是否需要提前签到？' };

describe('leaving the organisers a message', () => {
  it('takes a message with a solved puzzle, says so in the request language, and the admins find it unread', async () => {
    const before = (await t.api.call('guestbookLists', { token: admin })).body.data;
    const res = await t.api.send('guestbookAdd', { body: { ...message, proof: await proof() }, lang: 'en' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Submitted' });
    const inbox = (await t.api.call('guestbookLists', { token: admin })).body.data;
    expect(inbox.unread).toBe(before.unread + 1);
    expect(inbox.list[0]).toMatchObject({ ...message, lang: 'en', is_read: false, uid: null });
  });

  it('records the member who wrote when signed in', async () => {
    const { token, id } = await t.login('zhou');
    await t.api.call('guestbookAdd', { token, body: { ...message, content: '团体票怎么买？', proof: await proof() } });
    const inbox = (await t.api.call('guestbookLists', { token: admin, query: { box: 'all', events_id: 14 } })).body.data;
    expect(inbox.list.find((m) => m.content === '团体票怎么买？')?.uid).toBe(id);
  });

  it('refuses a puzzle answered once already, a wrong answer, a forged puzzle and an expired one, writing nothing', async () => {
    const countAll = async () => (await t.api.call('guestbookLists', { token: admin, query: { box: 'all', rows: 1 } })).body.data.total;
    const start = await countAll();
    const once = await proof();
    await t.api.call('guestbookAdd', { body: { ...message, proof: once } });
    const replay = await t.api.send('guestbookAdd', { body: { ...message, proof: once } });
    expect(replay.body).toMatchObject({ code: 40001, msg: '验证未通过，请重试' });

    const decoded = JSON.parse(Buffer.from(await proof(), 'base64').toString('utf8')) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const flipped = decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const wrong = { ...decoded, solution: { ...decoded.solution, derivedKey: flipped } };
    const bad = await t.api.send('guestbookAdd', {
      body: { ...message, proof: Buffer.from(JSON.stringify(wrong)).toString('base64') },
      lang: 'en',
    });
    expect(bad.body).toMatchObject({ code: 40001, msg: 'The security check did not pass, please try again' });

    // A puzzle signed with another secret, solved honestly.
    const forged = await newChallenge('not-the-site-secret');
    const forgedSolution = await solveChallenge({ challenge: forged, deriveKey });
    const forgedRes = await t.api.send('guestbookAdd', {
      body: { ...message, proof: Buffer.from(JSON.stringify({ challenge: forged, solution: forgedSolution })).toString('base64') },
    });
    expect(forgedRes.body.code).toBe(40001);

    // One of ours from 11 minutes ago.
    const old = await newChallenge(t.config.apiTokenSecret, Date.now() - (GUESTBOOK_POW.ttlSeconds + 60) * 1000);
    const oldSolution = await solveChallenge({ challenge: old, deriveKey });
    const expired = await t.api.send('guestbookAdd', {
      body: { ...message, proof: Buffer.from(JSON.stringify({ challenge: old, solution: oldSolution })).toString('base64') },
    });
    expect(expired.body.code).toBe(40001);

    for (const junk of [
      'e30=',
      Buffer.from('not json').toString('base64'),
      Buffer.from('{"challenge":1,"solution":2}').toString('base64'),
    ]) {
      const res = await t.api.send('guestbookAdd', { body: { ...message, proof: junk } });
      expect(res.body).toMatchObject({ code: 40001, msg: '验证未通过，请重试' });
    }
    expect(await countAll()).toBe(start + 1);
  });

  it('checks the contact, the edition and blank fields before spending the puzzle', async () => {
    const p = await proof();
    const badContact = await t.api.send('guestbookAdd', { body: { ...message, contact: 'call me maybe', proof: p } });
    expect(badContact.body).toMatchObject({ code: 40001, msg: '请填写正确的手机号或邮箱' });
    const blank = await t.api.send('guestbookAdd', { body: { ...message, content: '   ', proof: p }, lang: 'en' });
    expect(blank.body).toMatchObject({ code: 40001, msg: 'Content is required' });
    const noEdition = await t.api.send('guestbookAdd', { body: { ...message, events_id: 9999, proof: p } });
    expect(noEdition.body.code).toBe(40001);
    const tooLong = await t.api.send('guestbookAdd', { body: { ...message, content: '长'.repeat(1001), proof: p } });
    expect(tooLong.body.code).toBe(40001);
    // The puzzle was not used by the refusals: it still carries one message.
    const ok = await t.api.send('guestbookAdd', { body: { ...message, proof: p } });
    expect(ok.body.code).toBe(0);
  });

  it('tells phone numbers and e-mail addresses from anything else', () => {
    for (const good of ['13800138000', '+86 138-0013-8000', 'a.b@example.com', '+44 20 7946 0958']) expect(isContact(good)).toBe(true);
    for (const bad of ['12345', 'abc', 'a@b', '+86 138 0013 8000 1234 5678 9', 'mail me@example.com']) expect(isContact(bad)).toBe(false);
  });
});

describe("the organisers' inbox", () => {
  it('lists unread messages newest first by default, and all with box=all', async () => {
    const unread = (await t.api.call('guestbookLists', { token: admin })).body.data;
    expect(unread.list.every((m) => !m.is_read)).toBe(true);
    expect(unread.total).toBe(unread.unread);
    const ids = unread.list.map((m) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const all = (await t.api.call('guestbookLists', { token: admin, query: { box: 'all' } })).body.data;
    expect(all.list.some((m) => m.is_read)).toBe(true);
    expect(all.list.some((m) => m.lang === 'en')).toBe(true);
  });

  it('marks messages read and unread again, counting only real changes', async () => {
    const { list, unread } = (await t.api.call('guestbookLists', { token: admin })).body.data;
    const first = list[0];
    if (!first) throw new Error('no unread message');
    const read = await t.api.call('guestbookRead', { token: admin, body: { ids: [first.id], read: true } });
    expect(read.body.data).toEqual({ changed: 1, unread: unread - 1 });
    const again = await t.api.call('guestbookRead', { token: admin, body: { ids: [first.id], read: true } });
    expect(again.body.data.changed).toBe(0);
    const back = await t.api.call('guestbookRead', { token: admin, body: { ids: [first.id], read: false } });
    expect(back.body.data).toEqual({ changed: 1, unread });
  });

  it('is for admins only', async () => {
    const lin = (await t.login('lin')).token;
    expect((await t.api.send('guestbookLists', { token: lin })).body.code).toBe(40003);
    expect((await t.api.send('guestbookLists', {})).body.code).not.toBe(0);
    expect((await t.api.send('guestbookRead', { token: lin, body: { ids: [1], read: true } })).body.code).toBe(40003);
  });
});
