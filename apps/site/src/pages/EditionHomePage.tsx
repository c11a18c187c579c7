import { EditionHomeScreen } from '@spw/ui/screens/editions/EditionHomeScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { editionQuery, idParam, isNotFound } from '../app/events.ts';
import { hrefTo } from '../app/routes.ts';
import { CURRENT_EVENTS_ID } from '../shells/RootShell.tsx';

/** An edition's front page (/events/index?events_id=; the current edition without one). */
export default function EditionHomePage() {
  const raw = new URLSearchParams(useSearch()).get('events_id');
  const eventsId = raw === null ? CURRENT_EVENTS_ID : idParam(raw);
  const edition = useQuery({ ...editionQuery(eventsId ?? 0), enabled: eventsId !== null });
  const q = { events_id: eventsId ?? CURRENT_EVENTS_ID };
  return (
    <EditionHomeScreen
      edition={edition.data ?? null}
      loading={eventsId !== null && edition.isPending}
      error={edition.error && !isNotFound(edition.error) ? edition.error.message : null}
      onRetry={() => void edition.refetch()}
      links={{
        guests: hrefTo('/events/guest/list', q),
        agenda: hrefTo('/events/agenda/list', q),
        sponsors: hrefTo('/events/sponsor/list', q),
        tickets: hrefTo('/ticket/list', q),
        register: hrefTo('/events/reg', q),
        all: hrefTo('/events/list'),
      }}
    />
  );
}
