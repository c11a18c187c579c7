import { EditionHomeScreen } from '@spw/ui/screens/editions/EditionHomeScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { editionOf, editionQuery, isNotFound } from '../app/events.ts';
import type { PageProps } from '../app/pages.ts';
import { hrefTo } from '../app/routes.ts';
import { CURRENT_EVENTS_ID } from '../shells/RootShell.tsx';

/**
 * An edition's front page (/events/index?events_id=; the current edition without one), also the
 * special pages (/eventSpecial/index, detail, and the year pages index2022–index2024).
 */
export default function EditionHomePage({ route }: PageProps) {
  const eventsId = editionOf(route.path, useSearch(), CURRENT_EVENTS_ID);
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
        album: hrefTo('/eventSpecial/album', q),
        reports: hrefTo('/eventSpecial/report', q),
        comments: hrefTo('/eventSpecial/comment', q),
        tickets: hrefTo('/ticket/list', q),
        register: hrefTo('/events/reg', q),
        all: hrefTo('/events/list'),
      }}
    />
  );
}
