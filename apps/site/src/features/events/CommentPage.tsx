import { CommentsScreen } from '@spw/ui/features/events/CommentsScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { editionStatus } from '../../app/current.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { useEventsId } from './programme.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

const ROWS = 10;

/** /eventSpecial/comment?events_id=: comments on the edition; members write and delete their own. */
export default function CommentPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const { eventsId, edition, search } = useEventsId();
  const page = pageParam(search);
  const listKey = ['/eventsComment/lists', eventsId];
  const q = useQuery({
    queryKey: [...listKey, page],
    queryFn: ({ signal }) => api.get('/eventsComment/lists', { query: { events_id: eventsId ?? 0, page, rows: ROWS }, signal }),
    enabled: eventsId !== null,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const add = useMutation({
    mutationFn: (content: string) => api.post('/eventsComment/add', { body: { events_id: eventsId ?? 0, content } }),
    onSuccess: () => {
      pushToast('success', intl.formatMessage({ id: 'common.added' }));
      if (page !== 1) navigate(hrefTo('/eventSpecial/comment', { events_id: eventsId ?? undefined }));
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/eventsComment/del', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'account.deleted' })),
    onSettled: refresh,
  });
  const status = editionStatus(edition, q);
  const here = `/eventSpecial/comment?events_id=${eventsId ?? ''}`;
  return (
    <CommentsScreen
      status={status}
      comments={q.data?.list ?? []}
      {...paged(q.data, page, ROWS, (next) => navigate(hrefTo('/eventSpecial/comment', { events_id: eventsId ?? undefined, page: next })))}
      onRetry={() => void q.refetch()}
      editionsHref={hrefTo('/events/list')}
      viewer={user ? { uid: user.id, isAdmin: user.flag === 0 } : null}
      signInHref={hrefTo(LOGIN_PATH, { redirect: here })}
      onSubmit={async (content) => {
        await add.mutateAsync(content);
      }}
      submitting={add.isPending}
      onDelete={(comment) => remove.mutate(comment.id)}
    />
  );
}
