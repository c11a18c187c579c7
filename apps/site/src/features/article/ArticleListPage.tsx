import { useStore } from '@nanostores/react';
import { ArticleListScreen } from '@spw/ui/features/article/ArticleListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { localeAtom } from '../../app/i18n.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { ARTICLE_ROWS, articleListQuery } from './routes.ts';

/** /article/list: the news, in the reader's language, pinned first, then newest. */
export default function ArticleListPage() {
  const query = articleListQuery(new URLSearchParams(useSearch()), useStore(localeAtom));
  const q = useQuery({
    queryKey: ['/article/lists', query],
    queryFn: ({ signal }) => api.get('/article/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <ArticleListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, query.page, ARTICLE_ROWS, (next) => navigate(hrefTo('/article/list', { page: next })))}
      hrefOf={(item) => hrefTo('/article/detail', { id: item.id })}
      authorHrefOf={(item) => hrefTo('/user/index', { uid: item.uid })}
      onRetry={() => void q.refetch()}
    />
  );
}
