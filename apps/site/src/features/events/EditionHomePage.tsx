import { EditionHomeScreen } from '@spw/ui/features/events/EditionHomeScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { usePageEdition } from '../../app/current.ts';
import { editionQuery, isNotFound } from './events.ts';
import type { PageProps } from '../../app/route-types.ts';
import { hrefTo } from '../../app/href.ts';

/**
 * An edition's front page (/events/index?events_id=; the current edition without one), also the
 * special pages (/eventSpecial/index, detail, and the year pages index2022–index2024).
 */
export default function EditionHomePage({ route }: PageProps) {
  const param = usePageEdition(route.path, useSearch());
  const eventsId = param.id;
  const edition = useQuery({ ...editionQuery(eventsId ?? 0), enabled: eventsId !== null });
  // Without an edition the links name none, and so lead to the current one.
  const q = { events_id: eventsId ?? undefined };
  return (
    <EditionHomeScreen
      edition={edition.data ?? null}
      loading={param.pending || (eventsId !== null && edition.isPending)}
      error={param.error ? param.error.message : edition.error && !isNotFound(edition.error) ? edition.error.message : null}
      onRetry={() => (param.failed ? param.retry() : void edition.refetch())}
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
