import { useStore } from '@nanostores/react';
import { pickText } from '@spw/i18n';
import { SeriesDetailScreen } from '@spw/ui/features/media/SeriesDetailScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { uidAtom } from '../../app/session.ts';

/** /series/detail?id=: a series' videos and articles in order, and the member's progress through it. */
export default function SeriesDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const uid = useStore(uidAtom);
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const q = useQuery({
    queryKey: ['/series/get', id],
    queryFn: ({ signal }) => api.get('/series/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const progressKey = ['/series/progress', id, uid];
  const progress = useQuery({
    queryKey: progressKey,
    queryFn: ({ signal }) => api.get('/series/progress', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null && uid > 0 && q.isSuccess,
  });
  const mark = useMutation({
    mutationFn: ({ kind, entryId, done }: { kind: 'video' | 'article'; entryId: number; done: boolean }) =>
      api.post('/series/mark', { body: { series_id: id ?? 0, kind, id: entryId, done: done ? 1 : 0 } }),
    onSuccess: (next) => queryClient.setQueryData(progressKey, next),
  });
  const s = q.data;
  const locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  usePageTitle(
    s ? pickText(locale, s.title, s.en_title) : undefined,
    s ? pickText(locale, s.summary, s.en_summary).slice(0, 140) : undefined,
  );
  const notFound = id === null || isNotFound(q.error);
  return (
    <SeriesDetailScreen
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      series={s}
      progress={progress.data}
      signedIn={uid > 0}
      loginHref={hrefTo(LOGIN_PATH, { redirect: `/series/detail?id=${id ?? ''}` })}
      videoHref={(videoId) => hrefTo('/media/detail', { id: videoId })}
      articleHref={(articleId) => hrefTo('/article/detail', { id: articleId })}
      onMark={(entry, done) => {
        if (!mark.isPending) mark.mutate({ kind: entry.kind, entryId: entry.id, done });
      }}
      busyKey={mark.isPending ? `${mark.variables.kind}:${mark.variables.entryId}` : undefined}
      listHref={hrefTo('/media/list')}
      onRetry={() => void q.refetch()}
    />
  );
}
