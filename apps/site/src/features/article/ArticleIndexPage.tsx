import { useStore } from '@nanostores/react';
import { pickText } from '@spw/i18n';
import { ArticleIndexScreen } from '@spw/ui/features/article/ArticleIndexScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { localeAtom } from '../../app/i18n.ts';
import { articleIndexQueries } from './routes.ts';

/** /article/index: the articles home: the most liked, the newest, columns and special topics. */
export default function ArticleIndexPage() {
  const locale = useStore(localeAtom);
  const queries = articleIndexQueries(locale);
  const hot = useQuery({
    queryKey: ['/article/lists', queries.hot],
    queryFn: ({ signal }) => api.get('/article/lists', { query: queries.hot, signal }),
  });
  const latest = useQuery({
    queryKey: ['/article/lists', queries.latest],
    queryFn: ({ signal }) => api.get('/article/lists', { query: queries.latest, signal }),
  });
  const columns = useQuery({
    queryKey: ['/column/lists', queries.columns],
    queryFn: ({ signal }) => api.get('/column/lists', { query: queries.columns, signal }),
  });
  // The topics are a bonus: without them (or while they come) the page goes on.
  const specials = useQuery({
    queryKey: ['/special/lists', queries.specials],
    queryFn: ({ signal }) => api.get('/special/lists', { query: queries.specials, signal }),
  });
  const all = [hot, latest, columns];
  return (
    <ArticleIndexScreen
      status={all.some((q) => q.isPending) ? 'loading' : all.some((q) => q.isError) ? 'error' : 'ready'}
      hot={hot.data?.list ?? []}
      latest={latest.data?.list ?? []}
      columns={columns.data?.list ?? []}
      specials={(specials.data?.list ?? []).map((s) => {
        const english = locale === 'en' && s.en_title.trim() !== '';
        return {
          id: s.id,
          title: pickText(locale, s.title, s.en_title),
          summary: english ? pickText(locale, s.summary, s.en_summary) : s.summary,
          banner: s.banner,
          article_amount: s.article_amount,
          href: hrefTo('/special/detail', { id: s.id }),
          lang: english ? 'en' : 'zh-CN',
        };
      })}
      hrefOf={(item) => hrefTo('/article/detail', { id: item.id })}
      authorHrefOf={(item) => hrefTo('/user/index', { uid: item.uid })}
      columnHrefOf={(column) => hrefTo('/column/detail', { id: column.id })}
      moreHref={hrefTo('/article/list')}
      columnsHref={hrefTo('/column/list')}
      onRetry={() => all.forEach((q) => void q.refetch())}
    />
  );
}
