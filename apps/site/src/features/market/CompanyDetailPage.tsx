import { useStore } from '@nanostores/react';
import { CompanyDetailScreen } from '@spw/ui/features/market/CompanyDetailScreen';
import { CompanyReviewList } from '@spw/ui/features/market/CompanyReviewList';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

/** Entries an admin reviews a page at a time. */
const REVIEW_ROWS = 10;

/** The admins' queue of entries waiting for approval, below their own entry. */
function ReviewQueue() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const queue = useQuery({
    queryKey: ['/company/reviews', page],
    queryFn: ({ signal }) => api.get('/company/reviews', { query: { page, rows: REVIEW_ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (body: { id: number; action: 'approve' | 'reject'; note?: string }) => api.post('/company/review', { body }),
    onSuccess: (_company, { action }) => {
      pushToast('success', intl.formatMessage({ id: action === 'approve' ? 'company.site.approved' : 'company.site.rejected' }));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/company/reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['/company/mine'] });
    },
  });
  return (
    <CompanyReviewList
      items={queue.data?.list ?? []}
      total={queue.data?.total ?? 0}
      page={page}
      pageSize={REVIEW_ROWS}
      onPage={setPage}
      loading={queue.isPending}
      error={queue.isError ? intl.formatMessage({ id: 'company.site.loadFailed' }) : null}
      onRetry={() => void queue.refetch()}
      busyId={decide.isPending ? (decide.variables?.id ?? null) : null}
      onApprove={(id) => decide.mutate({ id, action: 'approve' })}
      onReject={(id, note) => decide.mutate({ id, action: 'reject', note })}
    />
  );
}

/** /creator/company/detail: the creator's yellow-pages entry, its review state and submission; admins also review others'. */
export default function CompanyDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const mine = useQuery({
    queryKey: ['/company/mine'],
    queryFn: ({ signal }) => api.get('/company/mine', { signal }),
  });
  const submit = useMutation({
    mutationFn: () => api.post('/company/submit', { body: {} }),
    onSuccess: (company) => {
      queryClient.setQueryData(['/company/mine'], { company });
      pushToast('success', intl.formatMessage({ id: 'company.site.submitted' }));
    },
  });
  const company = mine.data?.company ?? null;
  return (
    <CompanyDetailScreen
      company={company}
      loading={mine.isPending}
      error={mine.isError ? intl.formatMessage({ id: 'company.site.loadFailed' }) : null}
      onRetry={() => void mine.refetch()}
      editHref={hrefTo('/creator/company/edit')}
      cardHref={company?.is_public ? hrefTo('/company/card', { id: company.id }) : null}
      productsHref={hrefTo('/creator/product/list')}
      onSubmitReview={() => submit.mutate()}
      submitting={submit.isPending}
      review={user?.role === 'admin' ? <ReviewQueue /> : undefined}
    />
  );
}
