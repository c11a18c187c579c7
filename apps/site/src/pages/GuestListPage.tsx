import { GuestListScreen } from '@spw/ui/screens/events/GuestListScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { guestListQuery, idParam, isNotFound } from '../app/events.ts';
import { hrefTo } from '../app/routes.ts';

/** /events/guest/list?events_id=: the edition's guests by group. */
export default function GuestListPage() {
  const eventsId = idParam(new URLSearchParams(useSearch()).get('events_id'));
  const guests = useQuery({ ...guestListQuery(eventsId ?? 0), enabled: eventsId !== null });
  const status =
    eventsId === null || isNotFound(guests.error)
      ? 'notFound'
      : guests.isPending || (guests.isError && guests.isFetching)
        ? 'loading'
        : guests.isError
          ? 'error'
          : 'ready';
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
