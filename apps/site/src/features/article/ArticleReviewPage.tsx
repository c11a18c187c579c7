import { ArticleReviewScreen } from '@spw/ui/features/article/ArticleReviewScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';

const ROWS = 10;

/** /creator/article/review: the admins' review queue, the longest waiting first. */
export default function ArticleReviewPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const page = pageParam(new URLSearchParams(useSearch()));
  const q = useQuery({
    queryKey: ['/article/reviewLists', page],
    queryFn: ({ signal }) => api.get('/article/reviewLists', { query: { page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (body: { id: number; pass: boolean; reason?: string }) => api.post('/article/censor', { body }),
    onSuccess: (_article, { pass }) =>
      pushToast('success', intl.formatMessage({ id: pass ? 'article.review.done.approve' : 'article.review.done.reject' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/article/reviewLists'] }),
  });
  return (
    <ArticleReviewScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) => navigate(hrefTo('/creator/article/review', { page: next })))}
      onDecide={async (item, decision) => {
        await decide.mutateAsync(decision.pass ? { id: item.id, pass: true } : { id: item.id, pass: false, reason: decision.reason });
      }}
      deciding={decide.isPending ? decide.variables.id : undefined}
      previewHrefOf={(item) => hrefTo('/article/preview', { id: item.id })}
      onRetry={() => void q.refetch()}
    />
  );
}
