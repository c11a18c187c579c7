import { VideoListScreen } from '@spw/ui/features/media/VideoListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { VIDEO_ROWS, videoListQuery } from './routes.ts';

/** /media/list?keyword=&page=: the public videos, newest first; search by title. */
export default function VideoListPage() {
  const query = videoListQuery(new URLSearchParams(useSearch()));
  const keyword = query.keyword ?? '';
  const q = useQuery({
    queryKey: ['/video/lists', query],
    queryFn: ({ signal }) => api.get('/video/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const listHref = (words: string, page = 1) =>
    hrefTo('/media/list', { ...(words ? { keyword: words } : {}), ...(page > 1 ? { page } : {}) });
  return (
    <VideoListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      keyword={keyword}
      onSearch={(words) => navigate(listHref(words.trim()))}
      detailHref={(id) => hrefTo('/media/detail', { id })}
      {...paged(q.data, query.page, VIDEO_ROWS, (page) => navigate(listHref(keyword, page)))}
      onRetry={() => void q.refetch()}
    />
  );
}
