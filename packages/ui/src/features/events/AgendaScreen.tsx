import type { components } from '@spw/api';
import { formatDate, pickText } from '@spw/i18n';
import type { MouseEvent } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs.tsx';
import { beijingDay, beijingTime, type ProgrammeStatus } from './programmeText.ts';
import { ProgrammeState } from './ProgrammeState.tsx';
import './programme.css';

type AgendaSession = components['schemas']['AgendaSession'];
type AgendaSpeaker = components['schemas']['AgendaSpeaker'];

/** What a calendar file holds: one session, or one Beijing day. */
export type CalendarScope = { session_id: number } | { day: string };

export interface AgendaScreenProps {
  /** Defaults to 'ready'. 'notFound': the link names no edition. */
  status?: ProgrammeStatus;
  sessions: AgendaSession[];
  /** The speaker's guest page (/events/guest/detail?guest_id=&events_id=). */
  guestHref: (speaker: AgendaSpeaker) => string;
  /** The .ics address of a session or a day. */
  icalUrl: (scope: CalendarScope) => string;
  /** Called when a calendar link is followed; the site may download the file itself (and prevent the default). */
  onAddToCalendar?: (scope: CalendarScope, event: MouseEvent<HTMLAnchorElement>) => void;
  onRetry?: () => void;
  editionsHref: string;
}

/** The sessions by Beijing day, in time order. */
export function agendaDays(sessions: AgendaSession[]): { day: string; sessions: AgendaSession[] }[] {
  const days = new Map<string, AgendaSession[]>();
  for (const s of [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const day = beijingDay(s.starts_at);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days].map(([day, list]) => ({ day, sessions: list }));
}

/** An edition's agenda (/events/agenda/list?events_id=): a tab a day, sessions in Beijing time. */
export function AgendaScreen({
  status = 'ready',
  sessions,
  guestHref,
  icalUrl,
  onAddToCalendar,
  onRetry,
  editionsHref,
}: AgendaScreenProps) {
  const locale = useLocale();
  const t = useT();
  const days = status === 'ready' ? agendaDays(sessions) : [];
  const calendarLink = (scope: CalendarScope, label: string, text: string) => (
    <Button asChild variant="secondary" size="sm">
      <a href={icalUrl(scope)} download aria-label={label} onClick={(event) => onAddToCalendar?.(scope, event)}>
        {text}
      </a>
    </Button>
  );

  return (
    <div className="spw-programme" aria-busy={status === 'loading' || undefined}>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{t('programme.agenda.title')}</h1>
        <p className="spw-programme__lead">{t('programme.agenda.lead')}</p>
      </header>
      <ProgrammeState
        status={status}
        empty={days.length === 0}
        part="agenda"
        editionsHref={editionsHref}
        onRetry={onRetry}
        loading={
          <>
            <Skeleton lines={1} announce={false} />
            <Skeleton variant="block" height={120} announce={false} />
            <Skeleton variant="block" height={120} announce={false} />
          </>
        }
      >
        <Tabs defaultValue={days[0]?.day}>
          <TabsList aria-label={t('programme.agenda.days')}>
            {days.map(({ day }, index) => (
              <TabsTrigger key={day} value={day}>
                {t('programme.agenda.day', { n: index + 1, date: formatDate(`${day}T12:00:00+08:00`, locale) })}
              </TabsTrigger>
            ))}
          </TabsList>
          {days.map(({ day, sessions: list }, index) => (
            <TabsContent key={day} value={day}>
              <div className="spw-agenda__day-actions">
                {calendarLink(
                  { day },
                  `${t('programme.agenda.addDay')} (${t('programme.agenda.day', { n: index + 1, date: formatDate(`${day}T12:00:00+08:00`, locale) })})`,
                  t('programme.agenda.addDay'),
                )}
              </div>
              <ol className="spw-agenda__sessions">
                {list.map((session) => {
                  const title = pickText(locale, session.title, session.en_title);
                  const room = pickText(locale, session.room, session.en_room);
                  const about = pickText(locale, session.description, session.en_description);
                  const start = beijingTime(session.starts_at);
                  const end = beijingTime(session.ends_at);
                  return (
                    <li key={session.id} className="spw-session">
                      <p className="spw-session__time">
                        <span className="spw-visually-hidden">{t('programme.agenda.time')} </span>
                        <time dateTime={session.starts_at}>{start}</time>–<time dateTime={session.ends_at}>{end}</time>
                      </p>
                      <div className="spw-session__body">
                        <h2 className="spw-session__title">{title}</h2>
                        {room ? (
                          <p className="spw-session__room">
                            <span className="spw-visually-hidden">{t('programme.agenda.room')} </span>
                            {room}
                          </p>
                        ) : null}
                        {about ? <p className="spw-session__about">{about}</p> : null}
                        {session.speakers.length > 0 ? (
                          <ul className="spw-session__speakers" aria-label={t('programme.agenda.speakers')}>
                            {session.speakers.map((speaker) => {
                              const role = [
                                pickText(locale, speaker.position, speaker.en_position),
                                pickText(locale, speaker.company, speaker.en_company),
                              ]
                                .filter(Boolean)
                                .join(' · ');
                              return (
                                <li key={speaker.id} className="spw-session__speaker">
                                  <a href={guestHref(speaker)}>{pickText(locale, speaker.nickname, speaker.en_name)}</a>
                                  {role ? <span>{role}</span> : null}
                                </li>
                              );
                            })}
                          </ul>
                        ) : null}
                        <div className="spw-session__actions">
                          {calendarLink(
                            { session_id: session.id },
                            t('programme.agenda.addSessionLabel', { title }),
                            t('programme.agenda.addSession'),
                          )}
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </TabsContent>
          ))}
        </Tabs>
      </ProgrammeState>
    </div>
  );
}
