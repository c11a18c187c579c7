import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import ical from 'ical-generator';
import type { components } from '@spw/api/schema';
import { events, eventsAgendaSessions, eventsAgendaSpeakers, eventsGuests } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { SENT, type PartialHandlers } from '../../http/types.ts';
import { assertEdition, inLang } from './common.ts';
import { guestPerson } from './guest.ts';

type AgendaSession = components['schemas']['AgendaSession'];
type AgendaSpeaker = components['schemas']['AgendaSpeaker'];

/** Beijing time has no daylight saving: a day there starts at 16:00 UTC the day before. */
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The UTC instants that bound a Beijing calendar day (YYYY-MM-DD). */
export function beijingDay(day: string): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 86400_000) };
}

/** Sessions of an edition in time order, with their speakers in order; optionally narrowed. */
async function sessions(db: Db, eventsId: number, narrow: SQL[] = []): Promise<AgendaSession[]> {
  const rows = await db
    .select()
    .from(eventsAgendaSessions)
    .where(and(eq(eventsAgendaSessions.eventsId, eventsId), ...narrow))
    .orderBy(asc(eventsAgendaSessions.startsAt), asc(eventsAgendaSessions.id));
  const ids = rows.map((r) => r.id);
  const speakers =
    ids.length === 0
      ? []
      : await db
          .select({ sessionId: eventsAgendaSpeakers.sessionId, g: eventsGuests })
          .from(eventsAgendaSpeakers)
          .innerJoin(eventsGuests, eq(eventsGuests.id, eventsAgendaSpeakers.guestId))
          .where(inArray(eventsAgendaSpeakers.sessionId, ids))
          .orderBy(asc(eventsAgendaSpeakers.sort), asc(eventsGuests.id));
  const bySession = new Map<number, AgendaSpeaker[]>();
  for (const { sessionId, g } of speakers) {
    const list = bySession.get(sessionId) ?? [];
    list.push(guestPerson(g));
    bySession.set(sessionId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    events_id: r.eventsId,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    title: r.title,
    en_title: r.enTitle,
    room: r.room,
    en_room: r.enRoom,
    description: r.description,
    en_description: r.enDescription,
    speakers: bySession.get(r.id) ?? [],
  }));
}

function speakerLine(lang: Lang, s: AgendaSpeaker): string {
  const name = inLang(lang, s.nickname, s.en_name);
  const where = [inLang(lang, s.position, s.en_position), inLang(lang, s.company, s.en_company)].filter(Boolean).join(', ');
  return where ? `${name} (${where})` : name;
}

/** An RFC 5545 calendar of the sessions, in the request's language. */
function calendarOf(lang: Lang, editionName: string, list: AgendaSession[]): string {
  const cal = ical({ name: editionName, prodId: { company: 'Shanghai Platinum Week', product: 'agenda', language: lang.toUpperCase() } });
  for (const s of list) {
    const speakers = s.speakers.map((sp) => speakerLine(lang, sp));
    const description = [
      inLang(lang, s.description, s.en_description),
      speakers.length ? `${lang === 'en' ? 'Speakers' : '演讲嘉宾'}: ${speakers.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    cal.createEvent({
      id: `spw-session-${s.id}@platinumweek`,
      start: new Date(s.starts_at),
      end: new Date(s.ends_at),
      summary: inLang(lang, s.title, s.en_title),
      location: inLang(lang, s.room, s.en_room) || null,
      description: description || null,
    });
  }
  return cal.toString();
}

export const agendaHandlers: PartialHandlers<'eventsAgendaLists' | 'eventsAgendaIcal'> = {
  async eventsAgendaLists(ctx) {
    const { db } = ctx.deps;
    await assertEdition(db, ctx.query.events_id);
    return { list: await sessions(db, ctx.query.events_id) };
  },

  async eventsAgendaIcal(ctx) {
    const { db } = ctx.deps;
    const { events_id: eventsId, session_id: sessionId, day } = ctx.query;
    const [edition] = await db.select().from(events).where(eq(events.id, eventsId));
    if (!edition) throw new AppError(Code.NotFound, 'events_not_found');
    const narrow: SQL[] = [];
    if (sessionId !== undefined) narrow.push(eq(eventsAgendaSessions.id, sessionId));
    if (day !== undefined) {
      const { from, to } = beijingDay(day);
      narrow.push(gte(eventsAgendaSessions.startsAt, from), lt(eventsAgendaSessions.startsAt, to));
    }
    const list = await sessions(db, eventsId, narrow);
    if (list.length === 0) throw new AppError(Code.NotFound, 'agenda_not_found');
    const text = calendarOf(ctx.lang, inLang(ctx.lang, edition.name, edition.enName), list);
    const part = sessionId !== undefined ? `-session-${sessionId}` : day !== undefined ? `-${day}` : '';
    await ctx.reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="spw-${edition.year}${part}.ics"`)
      .send(text);
    return SENT;
  },
};
