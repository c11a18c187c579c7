import { AlbumScreen } from '@spw/ui/features/events/AlbumScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { editionStatus } from '../../app/current.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { useEventsId } from './programme.ts';
import { hrefTo } from '../../app/href.ts';

const ROWS = 24;

/** /eventSpecial/album?events_id=&page=: the album, with the viewer. */
export default function AlbumPage() {
  const { eventsId, edition, search } = useEventsId();
  const page = pageParam(search);
  const q = useQuery({
    queryKey: ['/eventsPhoto/lists', eventsId, page],
    queryFn: ({ signal }) => api.get('/eventsPhoto/lists', { query: { events_id: eventsId ?? 0, page, rows: ROWS }, signal }),
    enabled: eventsId !== null,
    placeholderData: keepPreviousData,
  });
  const status = editionStatus(edition, q);
  return (
    <AlbumScreen
      key={page}
      status={status}
      photos={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) => navigate(hrefTo('/eventSpecial/album', { events_id: eventsId ?? undefined, page: next })))}
      onRetry={() => void q.refetch()}
      editionsHref={hrefTo('/events/list')}
    />
  );
}
