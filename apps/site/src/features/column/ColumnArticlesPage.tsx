import { ArticleListScreen } from '@spw/ui/features/article/ArticleListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import type { PageProps } from '../../app/route-types.ts';
import { COLUMN_ARTICLE_ROWS, columnArticlesQuery } from './routes.ts';

/** /column/detail?id= and /column/article?id=: the column's published articles, under its header (the shell's). */
export default function ColumnArticlesPage({ route }: PageProps) {
  const intl = useIntl();
  const search = new URLSearchParams(useSearch());
  const id = idParam(search.get('id'));
  const query = columnArticlesQuery(id ?? 0, search);
  const q = useQuery({
    queryKey: ['/article/lists', query],
    queryFn: ({ signal }) => api.get('/article/lists', { query, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  // Without a column there is nothing to list: the header says the column was not found.
  if (id === null) return null;
  const path = route.path === '/column/article' ? '/column/article' : '/column/detail';
  return (
    <ArticleListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      {...paged(q.data, query.page, COLUMN_ARTICLE_ROWS, (next) => navigate(hrefTo(path, { id, page: next })))}
      hrefOf={(item) => hrefTo('/article/detail', { id: item.id })}
      authorHrefOf={(item) => hrefTo('/user/index', { uid: item.uid })}
      heading={intl.formatMessage({ id: 'column.tab.article' })}
      headingLevel={2}
      onRetry={() => void q.refetch()}
    />
  );
}
