import { EditionListScreen } from '@spw/ui/features/events/EditionListScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';

/** The series page (/events/list): every edition, newest first. */
export default function EditionListPage() {
  const editions = useQuery({
    queryKey: ['/events/lists'],
    queryFn: ({ signal }) => api.get('/events/lists', { signal }),
    staleTime: 5 * 60_000,
  });
  return (
    <EditionListScreen
      editions={editions.data?.list ?? []}
      loading={editions.isPending}
      error={editions.error ? editions.error.message : null}
      onRetry={() => void editions.refetch()}
      editionHref={(edition) => hrefTo('/events/index', { events_id: edition.id })}
      registerHref={(edition) => hrefTo('/events/reg', { events_id: edition.id })}
    />
  );
}
