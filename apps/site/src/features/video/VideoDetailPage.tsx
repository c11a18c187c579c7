import { useStore } from '@nanostores/react';
import { pickText } from '@spw/i18n';
import { VideoDetailScreen } from '@spw/ui/features/media/VideoDetailScreen';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { uidAtom } from '../../app/session.ts';

/** /media/detail?id=: a video, its series and a few others; watched to the end, it counts in the member's series. */
export default function VideoDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const uid = useStore(uidAtom);
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const q = useQuery({
    queryKey: ['/video/get', id],
    queryFn: ({ signal }) => api.get('/video/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const v = q.data;
  const locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  usePageTitle(
    v ? pickText(locale, v.title, v.en_title) : undefined,
    v ? pickText(locale, v.summary, v.en_summary).slice(0, 140) : undefined,
  );
  const notFound = id === null || isNotFound(q.error);
  return (
    <VideoDetailScreen
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      video={v}
      listHref={hrefTo('/media/list')}
      seriesHref={(seriesId) => hrefTo('/series/detail', { id: seriesId })}
      detailHref={(videoId) => hrefTo('/media/detail', { id: videoId })}
      onEnded={() => {
        if (uid <= 0 || !v) return;
        // Watched to the end: finished in each series it is part of (quietly; the series page shows it).
        for (const s of v.series) {
          void api.post('/series/mark', { body: { series_id: s.id, kind: 'video', id: v.id, done: 1 }, quiet: true }).then(
            (progress) => queryClient.setQueryData(['/series/progress', s.id, uid], progress),
            () => undefined,
          );
        }
      }}
      onRetry={() => void q.refetch()}
    />
  );
}
