import { pickText } from '@spw/i18n';
import { SpecialDetailScreen } from '@spw/ui/features/special/SpecialDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { usePageTitle } from '../../app/page-title.ts';
import type { PageProps } from '../../app/route-types.ts';

/**
 * /special/detail?id= (members: a published topic and its published articles) and
 * /creator/special/detail?id= (its creator: the topic whatever its status, with the way to edit it).
 */
export default function SpecialDetailPage({ route }: PageProps) {
  const intl = useIntl();
  const own = route.path === '/creator/special/detail';
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const q = useQuery({
    // The creator's view is the topic as read (its `items` as articles): its own key, beside the editor's.
    queryKey: own ? ['/special/myGet', id, 'asRead'] : ['/special/get', id],
    queryFn: async ({ signal }) => {
      if (!own) return api.get('/special/get', { query: { id: id ?? 0 }, signal });
      const mine = await api.get('/special/myGet', { query: { id: id ?? 0 }, signal });
      // The creator sees what readers will: the published articles, in order.
      return { ...mine, articles: mine.items };
    },
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const special = q.data ?? null;
  const locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  usePageTitle(special ? pickText(locale, special.title, special.en_title) : undefined);
  const notFound = id === null || isNotFound(q.error);
  return (
    <SpecialDetailScreen
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      special={special}
      hrefOf={(item) => hrefTo('/article/detail', { id: item.id })}
      authorHrefOf={(item) => hrefTo('/user/index', { uid: item.uid })}
      manage={
        own && id !== null ? { editHref: hrefTo('/creator/special/edit', { id }), listHref: hrefTo('/creator/special/list') } : undefined
      }
      homeHref={own ? hrefTo('/creator/special/list') : hrefTo('/article/index')}
      onRetry={() => void q.refetch()}
    />
  );
}
