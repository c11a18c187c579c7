import { ApiError } from '@spw/api';
import type { UploadFn } from '@spw/ui/components/Upload';
import { CertificationApplyForm, type CertificationApplyValue } from '@spw/ui/features/certification/CertificationApplyForm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';

const FIELDS = ['type', 'name', 'organisation', 'title', 'reason', 'documents'] as const;

/** /certification/apply: ask to be verified as an expert or an organisation, with documents kept privately. */
export default function CertificationApplyPage() {
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: ['/certification/mine'],
    queryFn: ({ signal }) => api.get('/certification/mine', { signal }),
  });
  // The upload shows a document by its signed link; the application names it by its key.
  const keys = useRef(new Map<string, string>());
  const upload: UploadFn = async (file, onProgress, signal) => {
    const form = new FormData();
    form.set('attachment', file);
    const stored = await api.upload('/certification/upload', form, { signal, onUploadProgress: onProgress });
    keys.current.set(stored.url, stored.key);
    return { url: stored.url };
  };
  const apply = useMutation({
    mutationFn: (value: CertificationApplyValue) =>
      api.post('/certification/apply', {
        body: { ...value, documents: value.documents.map((url) => keys.current.get(url) ?? url) },
        quiet: true,
      }),
    onSuccess: (current) => {
      queryClient.setQueryData(['/certification/mine'], { current, can_apply: false });
      navigate(hrefTo('/certification/result'));
    },
  });
  const failure = apply.error instanceof ApiError ? apply.error : null;
  const field = FIELDS.find((f) => f === (failure?.data as { field?: unknown } | null)?.field);
  const current = mine.data?.current ?? null;
  return (
    <CertificationApplyForm
      status={
        mine.isPending ? 'loading' : mine.isError ? 'error' : mine.data.can_apply ? 'ready' : current?.status === 1 ? 'approved' : 'waiting'
      }
      previous={current?.status === 2 ? current : null}
      upload={upload}
      submitting={apply.isPending}
      fieldError={failure && field ? { field, message: failure.msg } : null}
      error={failure && !field ? failure.msg : undefined}
      onSubmit={(value) => apply.mutate(value)}
      resultHref={hrefTo('/certification/result')}
      onRetry={() => void mine.refetch()}
    />
  );
}
