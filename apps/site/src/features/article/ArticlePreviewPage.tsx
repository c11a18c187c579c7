import { ArticleDetailScreen } from '@spw/ui/features/article/ArticleDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { idParam } from '../../app/id-param.ts';
import { hrefTo } from '../../app/href.ts';
import { usePageTitle } from '../../app/page-title.ts';

const ignore = () => undefined;

/**
 * /article/preview?id=: the author (or an admin) sees a draft, a pending article or a waiting
 * revision exactly as readers will; for anyone else the article does not exist.
 */
export default function ArticlePreviewPage() {
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const q = useQuery({
    queryKey: ['/article/preview', id],
    queryFn: ({ signal }) => api.get('/article/preview', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const article = q.data ?? null;
  usePageTitle(article?.title);
  const notFound = id === null || isNotFound(q.error);
  return (
    <ArticleDetailScreen
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      article={article}
      homeHref={hrefTo('/article/list')}
      authorHref={hrefTo('/user/index', { uid: article?.uid ?? 0 })}
      columnHref={article && article.column_id > 0 ? hrefTo('/column/detail', { id: article.column_id }) : undefined}
      follow={{ following: false, hidden: true, onToggle: ignore }}
      onLike={ignore}
      onFavorite={ignore}
      onShare={ignore}
      onRetry={() => void q.refetch()}
      preview={article ?? undefined}
    />
  );
}
