import { useStore } from '@nanostores/react';
import { CertificationResultScreen } from '@spw/ui/features/certification/CertificationResultScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';

/** /certification/result: where the member's latest application stands. */
export default function CertificationResultPage() {
  const me = useStore(userAtom);
  const mine = useQuery({
    queryKey: ['/certification/mine'],
    queryFn: ({ signal }) => api.get('/certification/mine', { signal }),
  });
  return (
    <CertificationResultScreen
      status={mine.isPending ? 'loading' : mine.isError ? 'error' : 'ready'}
      current={mine.data?.current ?? null}
      applyHref={hrefTo('/certification/apply')}
      profileHref={hrefTo('/user/index', { uid: me?.id })}
      onRetry={() => void mine.refetch()}
    />
  );
}
