import { ReportDetailScreen } from '@spw/ui/features/events/ReportDetailScreen';
import { ReportListScreen } from '@spw/ui/features/events/ReportListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { editionStatus, type EditionParam } from '../../app/current.ts';
import { idParam, isNotFound } from './events.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { useEventsId } from './programme.ts';
import { hrefTo } from '../../app/href.ts';

const ROWS = 8;

/** /eventSpecial/report?events_id=: the edition's reports; with &id= one report. */
export default function ReportPage() {
  const { eventsId, edition, search } = useEventsId();
  const id = search.get('id');
  return id === null ? (
    <ReportList eventsId={eventsId} edition={edition} page={pageParam(search)} />
  ) : (
    <ReportDetail id={idParam(id)} eventsId={eventsId} />
  );
}

function ReportList({ eventsId, edition, page }: { eventsId: number | null; edition: EditionParam; page: number }) {
  const q = useQuery({
    queryKey: ['/eventsReport/lists', eventsId, page],
    queryFn: ({ signal }) => api.get('/eventsReport/lists', { query: { events_id: eventsId ?? 0, page, rows: ROWS }, signal }),
    enabled: eventsId !== null,
    placeholderData: keepPreviousData,
  });
  const status = editionStatus(edition, q);
  return (
    <ReportListScreen
      status={status}
      reports={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) => navigate(hrefTo('/eventSpecial/report', { events_id: eventsId ?? undefined, page: next })))}
      reportHref={(report) => hrefTo('/eventSpecial/report', { events_id: report.events_id, id: report.id })}
      onRetry={() => void q.refetch()}
      editionsHref={hrefTo('/events/list')}
    />
  );
}

function ReportDetail({ id, eventsId }: { id: number | null; eventsId: number | null }) {
  const q = useQuery({
    queryKey: ['/eventsReport/get', id],
    queryFn: ({ signal }) => api.get('/eventsReport/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
  const status = id === null || isNotFound(q.error) ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready';
  return (
    <ReportDetailScreen
      status={status}
      report={q.data ?? null}
      listHref={hrefTo('/eventSpecial/report', { events_id: q.data?.events_id ?? eventsId ?? undefined })}
      onRetry={() => void q.refetch()}
    />
  );
}
