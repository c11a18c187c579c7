import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@spw/api/schema';
import { schema } from '../../db/index.ts';
import { createTestServer, DEMO_ID, type TestServer } from '../../../test/harness.ts';

type AgendaSession = components['schemas']['AgendaSession'];

const TIERS = ['title', 'platinum', 'gold', 'silver', 'partner', 'media'];

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

/** The calendar's content lines, with RFC 5545 folding undone. */
function icsLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** 2024-11-18T01:30:00.000Z → 20241118T013000Z, as DTSTART writes a UTC time. */
function icsUtc(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** YYYY-MM-DD of an instant in Beijing time. */
function beijingDate(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
}

describe('sponsors', () => {
  it('lists an edition’s sponsors by tier, title first and media last, each tier in its order', async () => {
    const res = await t.api.call('eventsSponsorLists', { query: { events_id: 13 } });
    expect(res.body.code).toBe(0);
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThan(6);
    const ranks = list.map((s) => TIERS.indexOf(s.tier));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(list.map((s) => s.tier))).toEqual(new Set(TIERS));
    for (const tier of TIERS) {
      const sorts = list.filter((s) => s.tier === tier).map((s) => s.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    expect(list.every((s) => s.events_id === 13 && s.logo !== '')).toBe(true);
  });

  it('gives one sponsor, and 40004 in the request language when there is none', async () => {
    const [first] = (await t.api.call('eventsSponsorLists', { query: { events_id: 9 } })).body.data.list;
    const res = await t.api.call('eventsSponsorGet', { query: { id: first?.id ?? 0 } });
    expect(res.body.data).toEqual(first);
    expect((await t.api.call('eventsSponsorGet', { query: { id: 99999 }, lang: 'zh' })).body).toMatchObject({
      code: 40004,
      msg: '赞助商不存在',
    });
    expect((await t.api.call('eventsSponsorGet', { query: { id: 99999 }, lang: 'en' })).body).toMatchObject({
      code: 40004,
      msg: 'Sponsor not found',
    });
    expect((await t.api.call('eventsSponsorLists', { query: { events_id: 999 }, lang: 'en' })).body).toMatchObject({
      code: 40004,
      msg: 'Event not found',
    });
  });
});

describe('agenda', () => {
  it('lists sessions in time order over several days, with speakers who are guests of the edition', async () => {
    const res = await t.api.call('eventsAgendaLists', { query: { events_id: 13 } });
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThan(3);
    const starts = list.map((s) => s.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(starts.map(beijingDate)).size).toBeGreaterThanOrEqual(2);
    expect(list.every((s) => s.ends_at > s.starts_at && s.room !== '')).toBe(true);
    const guests = await t.db.select({ id: schema.eventsGuests.id }).from(schema.eventsGuests).where(eq(schema.eventsGuests.eventsId, 13));
    const ids = new Set(guests.map((g) => g.id));
    const speakers = list.flatMap((s) => s.speakers);
    expect(speakers.length).toBeGreaterThan(0);
    expect(speakers.every((s) => ids.has(s.id) && s.nickname !== '')).toBe(true);
  });

  it('dates the current edition’s agenda from its own start date', async () => {
    const edition = (await t.api.call('eventsGet', { query: { id: 14 } })).body.data;
    const list = (await t.api.call('eventsAgendaLists', { query: { events_id: 14 } })).body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(beijingDate(list[0]?.starts_at ?? '')).toBe(edition.start_date);
    expect(list.every((s) => beijingDate(s.starts_at) <= edition.end_date)).toBe(true);
  });
});

describe('the agenda as iCalendar', () => {
  async function sessions13(): Promise<AgendaSession[]> {
    return (await t.api.call('eventsAgendaLists', { query: { events_id: 13 } })).body.data.list;
  }

  it('gives one session as one VEVENT with its time, room and speakers', async () => {
    const [session] = await sessions13();
    if (!session) throw new Error('no session');
    const res = await t.api.call('eventsAgendaIcal', { query: { events_id: 13, session_id: session.id }, lang: 'en' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/calendar/);
    expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename=".+\.ics"/);
    const lines = icsLines(res.raw);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`DTSTART:${icsUtc(session.starts_at)}`);
    expect(lines).toContain(`DTEND:${icsUtc(session.ends_at)}`);
    expect(lines).toContain(`LOCATION:${session.en_room}`);
    expect(lines).toContain(`SUMMARY:${session.en_title}`);
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    for (const speaker of session.speakers) expect(description).toContain(speaker.en_name || speaker.nickname);
  });

  it('speaks the request’s language', async () => {
    const [session] = await sessions13();
    if (!session) throw new Error('no session');
    const res = await t.api.call('eventsAgendaIcal', { query: { events_id: 13, session_id: session.id }, lang: 'zh' });
    const lines = icsLines(res.raw);
    expect(lines).toContain(`SUMMARY:${session.title}`);
    expect(lines).toContain(`LOCATION:${session.room}`);
  });

  it('gives one Beijing day, or the whole edition', async () => {
    const list = await sessions13();
    const day = beijingDate(list[0]?.starts_at ?? '');
    const ofDay = list.filter((s) => beijingDate(s.starts_at) === day);
    expect(ofDay.length).toBeLessThan(list.length);
    const dayLines = icsLines((await t.api.call('eventsAgendaIcal', { query: { events_id: 13, day } })).raw);
    expect(dayLines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(ofDay.length);
    expect(dayLines.filter((l) => l.startsWith('DTSTART:'))).toEqual(ofDay.map((s) => `DTSTART:${icsUtc(s.starts_at)}`));
    const allLines = icsLines((await t.api.call('eventsAgendaIcal', { query: { events_id: 13 } })).raw);
    expect(allLines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(list.length);
    expect(allLines.filter((l) => l.startsWith('LOCATION:'))).toHaveLength(list.length);
  });

  it('answers 40004 when no session matches', async () => {
    const [other] = (await t.api.call('eventsAgendaLists', { query: { events_id: 9 } })).body.data.list;
    const noDay = { events_id: 13, day: '2000-01-01' };
    const none = [noDay, { events_id: 13, session_id: other?.id ?? 0 }, { events_id: 999 }];
    for (const query of none) {
      const res = await t.api.call('eventsAgendaIcal', { query, lang: 'en' });
      expect(res.body.code, JSON.stringify(query)).toBe(40004);
    }
    expect((await t.api.call('eventsAgendaIcal', { query: noDay, lang: 'zh' })).body.msg).toBe('没有符合条件的日程');
    expect((await t.api.call('eventsAgendaIcal', { query: noDay, lang: 'en' })).body.msg).toBe('No sessions match');
  });
});

describe('album', () => {
  it('pages through an edition’s photos in album order', async () => {
    const all = (await t.api.call('eventsPhotoLists', { query: { events_id: 13, rows: 100 } })).body.data;
    expect(all.total).toBe(12);
    const res = await t.api.call('eventsPhotoLists', { query: { events_id: 13, page: 3, rows: 5 } });
    expect(res.body.data).toMatchObject({ total: 12, page: 3, rows: 5 });
    expect(res.body.data.list.map((p) => p.id)).toEqual(all.list.slice(10).map((p) => p.id));
    expect(all.list.every((p) => p.width > 0 && p.height > 0 && p.url !== '')).toBe(true);
    expect((await t.api.call('eventsPhotoLists', { query: { events_id: 14 } })).body.data).toMatchObject({
      total: 0,
      list: [],
    });
  });
});

describe('reports', () => {
  it('lists reports newest first without their content', async () => {
    const res = await t.api.call('eventsReportLists', { query: { events_id: 13 } });
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const dates = list.map((r) => r.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.every((r) => r.content === undefined)).toBe(true);
  });

  it('gives one report with its HTML, from which scripts and handlers are gone', async () => {
    const [row] = await t.db
      .insert(schema.eventsReports)
      .values({
        eventsId: 13,
        title: '注入测试',
        content:
          '<p onclick="alert(1)">正文</p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        enContent: '<p>Body</p><iframe src="https://evil.example"></iframe><style>p{}</style>',
      })
      .returning();
    const res = await t.api.call('eventsReportGet', { query: { id: row?.id ?? 0 } });
    expect(res.body.code).toBe(0);
    const { content = '', en_content: enContent = '' } = res.body.data;
    expect(content).toContain('<p>正文</p>');
    expect(content).toContain('<img src="https://example.com/a.png" />');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:']) expect(content).not.toContain(bad);
    expect(enContent).toBe('<p>Body</p>');
    expect((await t.api.call('eventsReportGet', { query: { id: 99999 }, lang: 'zh' })).body).toMatchObject({
      code: 40004,
      msg: '报道不存在',
    });
  });
});

describe('English fields', () => {
  it('gives each report’s source in English, and stores and returns one written to the table', async () => {
    const res = await t.api.call('eventsReportLists', { query: { events_id: 13 } });
    const english: Record<string, string> = {
      上海铂金周组委会: 'Shanghai Platinum Week Organising Committee',
      财经周刊: 'Finance Weekly',
      珠宝时尚杂志: 'Jewellery Style Magazine',
    };
    const seeded = res.body.data.list.filter((r) => r.source in english);
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const r of seeded) expect(r.en_source).toBe(english[r.source]);
    const [row] = await t.db
      .insert(schema.eventsReports)
      .values({ eventsId: 13, title: '来源测试', source: '新华社', enSource: 'Xinhua' })
      .returning();
    const one = await t.api.call('eventsReportGet', { query: { id: row?.id ?? 0 } });
    expect([one.body.data.source, one.body.data.en_source]).toEqual(['新华社', 'Xinhua']);
  });

  it('gives every guest a brief and an introduction in each language, the Chinese without the English mixed in', async () => {
    const res = await t.api.call('eventsGuestLists', { query: { events_id: 13 } });
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const g of list) {
      expect(g.en_brief).not.toBe('');
      expect(g.en_content).not.toBe('');
      expect(g.content).not.toMatch(/[A-Za-z]/);
      expect(g.en_content).not.toMatch(/[\u4e00-\u9fff]/);
    }
    const first = list[0];
    const [row] = await t.db
      .select({ enBrief: schema.eventsGuests.enBrief, enContent: schema.eventsGuests.enContent })
      .from(schema.eventsGuests)
      .where(eq(schema.eventsGuests.id, first?.id ?? 0));
    const one = await t.api.call('eventsGuestGet', { query: { id: first?.id ?? 0 } });
    expect([one.body.data.en_brief, one.body.data.en_content]).toEqual([row?.enBrief, row?.enContent]);
  });
});

describe('comments', () => {
  it('lets a member comment (trimmed) and lists it first, with its author', async () => {
    const lin = await t.login('lin');
    const add = await t.api.call('eventsCommentAdd', {
      token: lin.token,
      body: { events_id: 9, content: '  铂金周见！  ' },
    });
    expect(add.body).toMatchObject({ code: 0, msg: '添加成功', data: { uid: DEMO_ID.lin, nickname: '林晓', content: '铂金周见！' } });
    const list = (await t.api.call('eventsCommentLists', { query: { events_id: 9 } })).body.data;
    expect(list.list[0]).toEqual(add.body.data);
    const dates = list.list.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses no token, empty and over-long content, in the request language, and writes nothing', async () => {
    const lin = await t.login('lin');
    const before = await t.snapshot();
    const anon = await t.api.call('eventsCommentAdd', { body: { events_id: 9, content: 'hi' }, lang: 'en' });
    expect(anon.body.code).toBe(40100);
    const blank = { events_id: 9, content: '   \n ' };
    expect((await t.api.call('eventsCommentAdd', { token: lin.token, body: blank, lang: 'zh' })).body).toMatchObject({
      code: 40001,
      msg: '内容不能为空',
    });
    expect((await t.api.call('eventsCommentAdd', { token: lin.token, body: blank, lang: 'en' })).body).toMatchObject({
      code: 40001,
      msg: 'Content cannot be empty',
    });
    const long = await t.api.call('eventsCommentAdd', {
      token: lin.token,
      body: { events_id: 9, content: '铂'.repeat(501) },
      lang: 'en',
    });
    expect(long.body.code).toBe(40001);
    expect(long.body.msg).toMatch(/500/);
    const noEdition = await t.api.call('eventsCommentAdd', { token: lin.token, body: { events_id: 999, content: 'hi' } });
    expect(noEdition.body.code).toBe(40004);
    const { sessions: _a, ...restBefore } = before;
    const { sessions: _b, ...restAfter } = await t.snapshot();
    expect(restAfter).toEqual(restBefore);
  });

  it('deletes a comment for its author and for an admin, and for no one else', async () => {
    const zhou = await t.login('zhou');
    const sato = await t.login('sato');
    const admin = await t.login('admin');
    const mine = (await t.api.call('eventsCommentAdd', { token: zhou.token, body: { events_id: 7, content: '第一条' } })).body.data;
    const other = (await t.api.call('eventsCommentAdd', { token: zhou.token, body: { events_id: 7, content: '第二条' } })).body.data;
    const exists = async (id: number) =>
      ((await t.db.select({ n: count() }).from(schema.eventsComments).where(eq(schema.eventsComments.id, id)))[0]?.n ?? 0) === 1;

    const refused = await t.api.call('eventsCommentDel', { token: sato.token, body: { id: mine.id }, lang: 'en' });
    expect(refused.body).toMatchObject({ code: 40004, msg: 'Comment not found' });
    expect(await exists(mine.id)).toBe(true);

    expect((await t.api.call('eventsCommentDel', { token: zhou.token, body: { id: mine.id } })).body).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    expect(await exists(mine.id)).toBe(false);
    expect((await t.api.call('eventsCommentDel', { token: zhou.token, body: { id: mine.id } })).body.code).toBe(40004);

    expect((await t.api.call('eventsCommentDel', { token: admin.token, body: { id: other.id } })).body.code).toBe(0);
    expect(await exists(other.id)).toBe(false);
    expect((await t.api.call('eventsCommentDel', { body: { id: other.id } })).body.code).toBe(40100);
  });

  it('allows ten comments a minute per member, then answers 40029', async () => {
    const oliver = await t.login('oliver');
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        (await t.api.call('eventsCommentAdd', { token: oliver.token, body: { events_id: 1, content: `#${i}` }, lang: 'en' })).body.code,
      );
    }
    expect(codes).toEqual([...Array<number>(10).fill(0), 40029]);
    const [stored] = await t.db
      .select({ n: count() })
      .from(schema.eventsComments)
      .where(and(eq(schema.eventsComments.uid, DEMO_ID.oliver), eq(schema.eventsComments.eventsId, 1)));
    expect(stored?.n).toBe(10);
    // Another member is not held back by oliver's burst.
    const sato = await t.login('sato');
    expect((await t.api.call('eventsCommentAdd', { token: sato.token, body: { events_id: 1, content: 'ok' } })).body.code).toBe(0);
  });
});
