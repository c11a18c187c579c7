import { groupGuests } from '@spw/ui/layouts/GuestHoverMenu';
import { GuestDetailScreen } from '@spw/ui/features/events/GuestDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { guestListQuery, guestQuery, idParam, pageStatus } from './events.ts';
import { hrefTo } from '../../app/href.ts';

/** /events/guest/detail?guest_id=&events_id=: one guest, with the rest of their group. */
export default function GuestDetailPage() {
  const search = new URLSearchParams(useSearch());
  const guestId = idParam(search.get('guest_id'));
  const eventsId = idParam(search.get('events_id'));
  const valid = guestId !== null && eventsId !== null;
  const guest = useQuery({ ...guestQuery(guestId ?? 0), enabled: valid });
  // The guest's own edition once it is known; until then the link's (the shell has usually loaded it already).
  const editionId = guest.data?.events_id ?? eventsId;
  const guests = useQuery({ ...guestListQuery(editionId ?? 0), enabled: valid && editionId !== null });
  const group = guest.data
    ? groupGuests(guests.data?.groups ?? [], guests.data?.list ?? []).find((entry) => entry.group.id === guest.data.group_id)
    : undefined;
  const status = pageStatus(guest, valid);
  return (
    <GuestDetailScreen
      status={status}
      guest={guest.data ?? null}
      group={group?.group ?? null}
      others={group?.guests ?? []}
      guestHref={(other) => hrefTo('/events/guest/detail', { guest_id: other.id, events_id: other.events_id })}
      listHref={hrefTo('/events/guest/list', { events_id: editionId ?? undefined })}
      onRetry={() => void guest.refetch()}
    />
  );
}
