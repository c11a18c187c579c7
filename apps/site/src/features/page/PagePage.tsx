import { ApiError, ErrorCode } from '@spw/api';
import { PageScreen } from '@spw/ui/features/page/PageScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { isPageName } from './routes.ts';

/** /page/index?name=agreement: an editable page (the user agreement, the privacy policy, the purchase rules). */
export default function PagePage() {
  const name = new URLSearchParams(useSearch()).get('name') ?? '';
  const valid = isPageName(name);
  const page = useQuery({
    queryKey: ['/page/get', name],
    queryFn: ({ signal }) => api.get('/page/get', { query: { name }, signal }),
    enabled: valid,
    // A page that does not exist is an answer, not a failure to try again.
    retry: (count, error) => !(error instanceof ApiError && error.code === ErrorCode.NotFound) && count < 2,
    staleTime: 5 * 60_000,
  });
  const notFound = !valid || (page.error instanceof ApiError && page.error.code === ErrorCode.NotFound);
  return (
    <PageScreen
      status={notFound ? 'notFound' : page.isPending ? 'loading' : page.isError ? 'error' : 'ready'}
      page={page.data ?? null}
      homeHref={hrefTo('/home/aboutSPW')}
      onRetry={() => void page.refetch()}
    />
  );
}
