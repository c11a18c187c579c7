import { GuestListScreen } from '@spw/ui/screens/events/GuestListScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { editionOf, guestListQuery, pageStatus } from '../app/events.ts';
import type { PageProps } from '../app/pages.ts';
import { hrefTo } from '../app/routes.ts';
import { CURRENT_EVENTS_ID } from '../shells/RootShell.tsx';

/** /events/guest/list?events_id= (and /eventSpecial/guest): the edition's guests by group; the current edition without an id. */
export default function GuestListPage({ route }: PageProps) {
  const eventsId = editionOf(route.path, useSearch(), CURRENT_EVENTS_ID);
  const guests = useQuery({ ...guestListQuery(eventsId ?? 0), enabled: eventsId !== null });
  const status = pageStatus(guests, eventsId !== null);
  return (
    <GuestListScreen
      status={status}
      groups={guests.data?.groups ?? []}
      guests={guests.data?.list ?? []}
      guestHref={(guest) => hrefTo('/events/guest/detail', { guest_id: guest.id, events_id: guest.events_id })}
      onRetry={() => void guests.refetch()}
      editionsHref={hrefTo('/events/list')}
    />
  );
}
