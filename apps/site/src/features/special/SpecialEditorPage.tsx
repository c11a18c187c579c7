import type { components } from '@spw/api';
import { SpecialEditorScreen, type SpecialDraft } from '@spw/ui/features/special/SpecialEditorScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { fieldErrorOf } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import type { PageProps } from '../../app/route-types.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

type SpecialMine = components['schemas']['SpecialMine'];

const EMPTY: SpecialDraft = { title: '', en_title: '', summary: '', en_summary: '', banner: '', status: 1, articles: [] };
const FIELDS = ['title', 'en_title', 'summary', 'en_summary', 'banner', 'article_ids'] as const;
const bannerUploader = pictureUploader('cover');

const draftOf = (s: SpecialMine): SpecialDraft => ({
  title: s.title,
  en_title: s.en_title,
  summary: s.summary,
  en_summary: s.en_summary,
  banner: s.banner,
  status: s.status,
  articles: s.articles,
});

/** /creator/special/add and /creator/special/edit?id=: a topic's words, banner, status and articles in order. */
export default function SpecialEditorPage({ route }: PageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const adding = route.path === '/creator/special/add';
  const id = adding ? null : idParam(new URLSearchParams(useSearch()).get('id'));
  const q = useQuery({
    queryKey: ['/special/myGet', id],
    queryFn: ({ signal }) => api.get('/special/myGet', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    // The form starts from what was read once: a refetch must not change it under the creator.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['/article/lists', { keyword, rows: 20 }],
    queryFn: ({ signal }) => api.get('/article/lists', { query: { keyword, rows: 20 }, signal }),
    enabled: keyword.trim() !== '',
  });
  const save = useMutation({
    mutationFn: (draft: SpecialDraft) => {
      const body = {
        title: draft.title.trim(),
        en_title: draft.en_title.trim(),
        summary: draft.summary.trim(),
        en_summary: draft.en_summary.trim(),
        banner: draft.banner,
        status: draft.status,
        article_ids: draft.articles.map((a) => a.id),
      };
      return id === null ? api.post('/special/add', { body }) : api.post('/special/edit', { body: { ...body, id } });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['/special/myGet', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['/special/myLists'] });
      pushToast('success', intl.formatMessage({ id: 'special.write.done' }));
      navigate(hrefTo('/creator/special/detail', { id: saved.id }));
    },
  });
  const missing = !adding && id === null;
  return (
    <SpecialEditorScreen
      key={q.data ? `special-${q.data.id}` : 'new'}
      status={missing || q.isError ? 'error' : id !== null && q.isPending ? 'loading' : 'ready'}
      mode={adding ? 'add' : 'edit'}
      initial={q.data ? draftOf(q.data) : EMPTY}
      onSubmit={(draft) => save.mutate(draft)}
      submitting={save.isPending}
      errors={fieldErrorOf(save.error, FIELDS)}
      uploadBanner={bannerUploader}
      search={{
        keyword,
        status: keyword.trim() === '' ? 'idle' : found.isPending ? 'loading' : found.isError ? 'error' : 'ready',
        results: found.data?.list ?? [],
      }}
      onSearch={setKeyword}
      backHref={hrefTo('/creator/special/list')}
      onRetry={() => void q.refetch()}
    />
  );
}
