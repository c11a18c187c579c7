import { ARTICLE_MINE_FILTERS, CreatorArticleListScreen, type ArticleMineFilter } from '@spw/ui/features/article/CreatorArticleListScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';

const ROWS = 10;
const isFilter = (value: string | null): value is ArticleMineFilter => ARTICLE_MINE_FILTERS.some((f) => f === value);

/** /creator/article/list?filter=: the creator's own articles by the spec's filters; publish and unpublish the approved ones. */
export default function CreatorArticleListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const raw = search.get('filter');
  const filter: ArticleMineFilter = isFilter(raw) ? raw : 'all';
  const page = pageParam(search);
  const q = useQuery({
    queryKey: ['/article/myLists', filter, page],
    queryFn: ({ signal }) => api.get('/article/myLists', { query: { filter, page, rows: ROWS }, signal }),
    placeholderData: keepPreviousData,
  });
  const publish = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) => api.post('/article/publish', { body: { id, status } }),
    onSuccess: (_article, { status }) =>
      pushToast('success', intl.formatMessage({ id: status === 1 ? 'article.mine.done.publish' : 'article.mine.done.unpublish' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/article/myLists'] }),
  });
  const to = (next: { filter: ArticleMineFilter; page?: number }) =>
    navigate(hrefTo('/creator/article/list', { filter: next.filter === 'all' ? undefined : next.filter, page: next.page }));
  return (
    <CreatorArticleListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) => to({ filter, page: next }))}
      filter={filter}
      onFilterChange={(next) => to({ filter: next })}
      addHref={hrefTo('/creator/article/add')}
      editHrefOf={(item) => hrefTo('/creator/article/edit', { id: item.id })}
      previewHrefOf={(item) => hrefTo('/article/preview', { id: item.id })}
      readHrefOf={(item) => hrefTo('/article/detail', { id: item.id })}
      onPublish={(item, status) => publish.mutate({ id: item.id, status })}
      busyId={publish.isPending ? publish.variables.id : undefined}
      onRetry={() => void q.refetch()}
    />
  );
}
