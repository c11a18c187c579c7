import { ApiError } from '@spw/api';
import { GuestbookForm, type GuestbookValues } from '@spw/ui/features/guestbook/GuestbookForm';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { useEditionFrom } from '../../app/current.ts';
import { hrefTo } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

const FIELDS = ['name', 'contact', 'content'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The spam check's puzzle, solved in the background from the visitor's first touch of the form (so a
 * reader who only looks costs neither the solver's code nor the work): `take()` hands the answer
 * (waiting for it, or solving again after a failure) and starts the next one, since each answer
 * carries one message.
 */
function useProof() {
  const [state, setState] = useState<'working' | 'ready' | 'failed'>('working');
  const pending = useRef<Promise<string> | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = useCallback(() => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    setState('working');
    const solving = import('./proof.ts').then((m) => m.solveGuestbookProof(next.signal));
    pending.current = solving;
    solving.then(
      () => !next.signal.aborted && setState('ready'),
      () => !next.signal.aborted && setState('failed'),
    );
  }, []);
  const begin = useCallback(() => {
    if (!pending.current) start();
  }, [start]);
  useEffect(() => () => controller.current?.abort(), []);
  const take = useCallback(async () => {
    begin();
    let answer: string;
    try {
      answer = await (pending.current ?? Promise.reject(new Error('no puzzle')));
    } catch {
      start();
      answer = await (pending.current ?? Promise.reject(new Error('no puzzle')));
    }
    start();
    return answer;
  }, [begin, start]);
  return { state, begin, retry: start, take };
}

/** /message/add?events_id=: a visitor leaves the organisers a message, no sign-in and no captcha needed. */
export default function GuestbookPage() {
  const intl = useIntl();
  const user = useStore(userAtom);
  const search = new URLSearchParams(useSearch());
  const raw = search.get('events_id');
  const eventsId = useEditionFrom(raw).id;
  const edition = useQuery({
    queryKey: ['/events/get', eventsId ?? 0],
    queryFn: ({ signal }) => api.get('/events/get', { query: { id: eventsId ?? 0 }, signal }),
    enabled: eventsId !== null,
    staleTime: 5 * 60_000,
  });
  const proof = useProof();
  const [sent, setSent] = useState<{ id: number; createdAt: string } | null>(null);
  const add = useMutation({
    mutationFn: async (values: GuestbookValues) =>
      api.post('/guestbook/add', {
        body: { ...values, ...(edition.data ? { events_id: edition.data.id } : {}), proof: await proof.take() },
        quiet: true,
      }),
    onSuccess: (result) => {
      pushToast('success', intl.formatMessage({ id: 'common.submitted' }));
      setSent({ id: result.id, createdAt: result.created_at });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? (error.data as { field?: unknown } | null)?.field : undefined;
      if (!FIELDS.includes(field as Field))
        pushToast('error', error instanceof ApiError ? error.msg : intl.formatMessage({ id: 'common.error' }));
    },
  });
  const failure = add.error instanceof ApiError ? add.error : null;
  const field = FIELDS.find((f) => f === (failure?.data as { field?: unknown } | null)?.field);
  return (
    // The first focus or touch inside the form starts the puzzle (focus and pointer events bubble here).
    <div onFocus={proof.begin} onPointerDown={proof.begin}>
      <GuestbookForm
        editionName={edition.data ? intl.formatMessage({ id: 'events.title' }, { year: edition.data.year }) : null}
        initial={user ? { name: user.nickname } : undefined}
        proof={proof.state}
        onRetryProof={proof.retry}
        submitting={add.isPending}
        errors={failure && field ? { [field]: failure.msg } : undefined}
        sent={sent}
        onSubmit={(values) => add.mutate(values)}
        onReset={() => {
          add.reset();
          setSent(null);
        }}
        backHref={hrefTo('/events/index', raw !== null && eventsId !== null ? { events_id: eventsId } : {})}
      />
    </div>
  );
}
