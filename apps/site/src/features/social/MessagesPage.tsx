import { useStore } from '@nanostores/react';
import { ApiError, type components } from '@spw/api';
import { MessagesScreen } from '@spw/ui/features/social/MessagesScreen';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { CONVERSATION_ROWS, THREAD_ROWS } from './routes.ts';

type Message = components['schemas']['Message'];

/** The next page of a list, or none when the last one held the rest. */
const nextPage = (last: { page: number; rows: number; total: number }) => (last.page * last.rows < last.total ? last.page + 1 : undefined);

/**
 * /message/list (?with_uid= opens a conversation): the member's conversations, one thread with the
 * composer, blocking, and whether members they do not follow may write.
 */
export default function MessagesPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const me = useStore(userAtom);
  const openUid = idParam(new URLSearchParams(useSearch()).get('with_uid'));
  const [sentCount, setSentCount] = useState(0);
  // Blocks made on this page, until the conversations say so too (one not yet written to has no row).
  const [blocks, setBlocks] = useState<Readonly<Record<number, boolean>>>({});

  const conversations = useInfiniteQuery({
    queryKey: ['/message/conversations'],
    queryFn: ({ pageParam, signal }) => api.get('/message/conversations', { query: { page: pageParam, rows: CONVERSATION_ROWS }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const pages = conversations.data?.pages ?? [];
  const list = pages.flatMap((p) => p.list);
  const first = pages[0];
  const open = list.find((c) => c.user.id === openUid);

  const thread = useInfiniteQuery({
    queryKey: ['/message/lists', openUid],
    queryFn: ({ pageParam, signal }) =>
      api.get('/message/lists', { query: { with_uid: openUid ?? 0, page: pageParam, rows: THREAD_ROWS }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: openUid !== null,
  });
  // Someone not yet written to (a profile's message link): their card from the profile.
  const otherQ = useQuery({
    queryKey: ['/user/get', openUid, me?.id ?? 0],
    queryFn: ({ signal }) => api.get('/user/get', { query: { uid: openUid ?? 0 }, signal }),
    enabled: openUid !== null && conversations.isSuccess && !open,
    retry: retryUnlessNotFound,
  });
  const other = open?.user ?? otherQ.data ?? null;
  // Oldest first, as a thread reads.
  const messages: Message[] = (thread.data?.pages ?? []).flatMap((p) => p.list).reverse();

  // Opening a conversation reads it (and its message notifications), once per unread arrival.
  const read = useMutation({
    mutationFn: (uid: number) => api.post('/message/read', { body: { with_uid: uid } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/message/conversations'] }),
  });
  const readFor = useRef('');
  const { mutate: markRead } = read;
  useEffect(() => {
    if (!open || open.unread === 0) return;
    const mark = `${open.user.id}:${open.last.created_at}`;
    if (readFor.current === mark) return;
    readFor.current = mark;
    markRead(open.user.id);
  }, [open, markRead]);

  const send = useMutation({
    mutationFn: (content: string) => api.post('/message/add', { body: { receive_uid: openUid ?? 0, content }, quiet: true }),
    onSuccess: () => {
      setSentCount((n) => n + 1);
      pushToast('success', intl.formatMessage({ id: 'profile.site.sent' }));
      void queryClient.invalidateQueries({ queryKey: ['/message/lists', openUid] });
      void queryClient.invalidateQueries({ queryKey: ['/message/conversations'] });
    },
  });
  const block = useMutation({
    mutationFn: (on: boolean) => api.post('/message/block', { body: { uid: openUid ?? 0, block: on } }),
    onSuccess: (result) => {
      setBlocks((now) => ({ ...now, [result.uid]: result.blocked }));
      pushToast('success', intl.formatMessage({ id: result.blocked ? 'message.site.blocked' : 'message.site.unblocked' }));
      send.reset();
      void queryClient.invalidateQueries({ queryKey: ['/message/conversations'] });
    },
  });
  const setting = useMutation({
    mutationFn: (strangers: boolean) => api.post('/message/setting', { body: { strangers } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/message/conversations'] }),
  });
  const blocked = (openUid !== null ? blocks[openUid] : undefined) ?? open?.blocked ?? false;

  return (
    <MessagesScreen
      status={conversations.isPending ? 'loading' : conversations.isError ? 'error' : 'ready'}
      conversations={list}
      unread={first?.unread ?? 0}
      hasMore={conversations.hasNextPage}
      onLoadMore={() => void conversations.fetchNextPage()}
      openUid={openUid}
      conversationHrefOf={(c) => hrefTo('/message/list', { with_uid: c.user.id })}
      listHref={hrefTo('/message/list')}
      thread={
        openUid === null
          ? null
          : {
              status: isNotFound(otherQ.error) ? 'notFound' : thread.isPending ? 'loading' : thread.isError ? 'error' : 'ready',
              messages,
              hasOlder: thread.hasNextPage,
              onLoadOlder: () => void thread.fetchNextPage(),
              onRetry: () => void thread.refetch(),
            }
      }
      other={other}
      otherHref={hrefTo('/user/index', { uid: openUid ?? undefined })}
      viewerId={me?.id ?? 0}
      blocked={blocked}
      blockBusy={block.isPending}
      onBlockToggle={() => block.mutate(!blocked)}
      sending={send.isPending}
      sendError={send.error instanceof ApiError ? send.error.msg : undefined}
      onSend={(content) => send.mutate(content)}
      sentCount={sentCount}
      strangers={setting.isPending && setting.variables !== undefined ? setting.variables : (first?.strangers ?? true)}
      settingBusy={setting.isPending}
      onStrangersChange={(allowed) => setting.mutate(allowed)}
      onRetry={() => void conversations.refetch()}
    />
  );
}
