import { GuestListScreen } from '@spw/ui/features/events/GuestListScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { editionStatus, usePageEdition } from '../../app/current.ts';
import { guestListQuery } from './events.ts';
import type { PageProps } from '../../app/route-types.ts';
import { hrefTo } from '../../app/href.ts';

/** /events/guest/list?events_id= (and /eventSpecial/guest): the edition's guests by group; the current edition without an id. */
export default function GuestListPage({ route }: PageProps) {
  const edition = usePageEdition(route.path, useSearch());
  const eventsId = edition.id;
  const guests = useQuery({ ...guestListQuery(eventsId ?? 0), enabled: eventsId !== null });
  const status = editionStatus(edition, guests);
  return (
    <GuestListScreen
      status={status}
      groups={guests.data?.groups ?? []}
      guests={guests.data?.list ?? []}
      guestHref={(guest) => hrefTo('/events/guest/detail', { guest_id: guest.id, events_id: guest.events_id })}
      onRetry={() => (edition.failed ? edition.retry() : void guests.refetch())}
      editionsHref={hrefTo('/events/list')}
    />
  );
}
