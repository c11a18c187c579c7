import { useStore } from '@nanostores/react';
import type { components } from '@spw/api';
import { ColumnHeader } from '@spw/ui/features/column/ColumnHeader';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

type Column = components['schemas']['Column'];

/**
 * The column layout's header (banner, owner, stats, subscribe) for the column in the link: drawn
 * by the section shell above the column's tabs. A visitor's subscribe click goes to sign in first.
 */
export default function ColumnBanner() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const [path] = useLocation();
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const key = ['/column/get', id, user?.id ?? 0];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/column/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const column = q.data ?? null;
  const locale = intl.locale.startsWith('en') ? 'en' : 'zh';
  usePageTitle(column ? (locale === 'en' && column.en_name?.trim() ? column.en_name : column.name) : undefined);
  const subscribe = useMutation({
    mutationFn: (on: boolean) => api.post(on ? '/columnUser/subscribe' : '/columnUser/unsubscribe', { body: { column_id: id ?? 0 } }),
    onSuccess: (result) => {
      queryClient.setQueryData<Column>(key, (old) =>
        old ? { ...old, is_subscribe: result.is_subscribe, subscribe_amount: result.subscribe_amount } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['/columnUser/lists'] });
      pushToast('success', intl.formatMessage({ id: result.is_subscribe ? 'column.done.subscribe' : 'column.done.unsubscribe' }));
    },
  });
  const notFound = id === null || isNotFound(q.error);
  const subscribed = column?.is_subscribe ?? false;
  const own = user !== null && column !== null && user.id === column.uid;
  return (
    <ColumnHeader
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      column={column}
      own={own}
      subscribed={subscribed}
      subscribing={subscribe.isPending}
      onSubscribeToggle={() => {
        if (!user) navigate(hrefTo(LOGIN_PATH, { redirect: `${path}?id=${id ?? ''}` }));
        else if (!subscribe.isPending) subscribe.mutate(!subscribed);
      }}
      ownerHref={hrefTo('/user/index', { uid: column?.uid ?? 0 })}
      listHref={hrefTo('/column/list')}
      manageHref={own && user.permission?.article === '1' ? hrefTo('/creator/article/list') : undefined}
      onRetry={() => void q.refetch()}
    />
  );
}
