import type { components } from '@spw/api';
import { CertificationQueueScreen } from '@spw/ui/features/certification/CertificationQueueScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';
import { CERTIFICATION_ROWS } from './routes.ts';

type Certification = components['schemas']['Certification'];
type Decision = { pass: true; verified_reason: string } | { pass: false; reason: string };

/** /creator/certification/review (admins): applications to be verified, waiting ones oldest first. */
export default function CertificationReviewPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const raw = Number(search.get('status'));
  const filter = raw === 1 || raw === 2 ? raw : 0;
  const page = pageParam(search);
  const query = { status: filter, page, rows: CERTIFICATION_ROWS } as const;
  const q = useQuery({
    queryKey: ['/certification/lists', query],
    queryFn: ({ signal }) => api.get('/certification/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: Certification; decision: Decision }) =>
      api.post('/certification/decide', { body: { id: item.id, ...decision } }),
    onSuccess: (decided) => {
      pushToast(
        'success',
        intl.formatMessage({ id: decided.status === 1 ? 'certification.site.approved' : 'certification.site.rejected' }),
      );
      void queryClient.invalidateQueries({ queryKey: ['/certification/lists'] });
    },
  });
  const hrefOf = (status: 0 | 1 | 2, next = 1) =>
    hrefTo('/creator/certification/review', { status: status || undefined, page: next > 1 ? next : undefined });
  return (
    <CertificationQueueScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      filter={filter}
      filterHrefOf={(status) => hrefOf(status)}
      items={q.data?.list ?? []}
      waiting={q.data?.waiting ?? 0}
      {...paged(q.data, page, CERTIFICATION_ROWS, (next) => navigate(hrefOf(filter, next)))}
      userHrefOf={(item) => hrefTo('/user/index', { uid: item.uid })}
      busyIds={decide.isPending && decide.variables ? [decide.variables.item.id] : []}
      onDecide={(item, decision) => decide.mutate({ item, decision })}
      onRetry={() => void q.refetch()}
    />
  );
}
