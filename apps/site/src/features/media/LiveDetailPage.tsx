import { pickText } from '@spw/i18n';
import { useNow } from '@spw/ui/components/useNow';
import { LiveDetailScreen } from '@spw/ui/features/media/LiveDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useReminders } from './reminders.ts';

/** /live/detail?id=: one stream, its player (loaded when it is played), schedule, speakers and articles. */
export default function LiveDetailPage() {
  const intl = useIntl();
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const now = useNow();
  const q = useQuery({
    queryKey: ['/broadcast/get', id],
    queryFn: ({ signal }) => api.get('/broadcast/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const { reminded, onRemind, busyId } = useReminders();
  const b = q.data;
  const locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  usePageTitle(
    b ? pickText(locale, b.title, b.en_title) : undefined,
    b ? pickText(locale, b.summary, b.en_summary).slice(0, 140) : undefined,
  );
  const notFound = id === null || isNotFound(q.error);
  return (
    <LiveDetailScreen
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      broadcast={b}
      now={now}
      reminded={reminded === undefined ? undefined : id !== null && reminded.has(id)}
      remindBusy={busyId !== undefined && busyId === id}
      onRemind={(on) => {
        if (id !== null) onRemind(id, on);
      }}
      loginHref={hrefTo(LOGIN_PATH, { redirect: `/live/detail?id=${id ?? ''}` })}
      listHref={hrefTo('/live/index')}
      articleHref={(articleId) => hrefTo('/article/detail', { id: articleId })}
      authorHref={(uid) => hrefTo('/user/index', { uid })}
      onRetry={() => void q.refetch()}
    />
  );
}
