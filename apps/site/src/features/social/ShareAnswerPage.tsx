import { ApiError } from '@spw/api';
import { ActivityAnswerForm } from '@spw/ui/features/activity/ActivityAnswerForm';
import { ShareAnswerScreen } from '@spw/ui/features/activity/ShareAnswerScreen';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound } from '../../app/api-errors.ts';
import { useEditionFrom } from '../../app/current.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

/**
 * /activity/shareAnswer: with `id`, an answer's share card (the question, the answer, its author and
 * a QR code back to the edition); without, the edition's question (events_id, else the current
 * edition) for the member to answer, which then opens their card.
 */
export default function ShareAnswerPage() {
  const search = new URLSearchParams(useSearch());
  const id = idParam(search.get('id'));
  return id === null ? <AnswerForm eventsParam={search.get('events_id')} /> : <AnswerCard id={id} />;
}

function useEditionName(eventsId: number | null): string {
  const intl = useIntl();
  const edition = useQuery({
    queryKey: ['/events/get', eventsId ?? 0],
    queryFn: ({ signal }) => api.get('/events/get', { query: { id: eventsId ?? 0 }, signal }),
    enabled: eventsId !== null,
    staleTime: 5 * 60_000,
  });
  return edition.data ? intl.formatMessage({ id: 'events.title' }, { year: edition.data.year }) : '';
}

function AnswerCard({ id }: { id: number }) {
  const intl = useIntl();
  const user = useStore(userAtom);
  const [copied, setCopied] = useState(false);
  const q = useQuery({
    queryKey: ['/activity/answerGet', id],
    queryFn: ({ signal }) => api.get('/activity/answerGet', { query: { id }, signal, quiet: true }),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  const answer = q.data ?? null;
  const eventsId = answer?.question.events_id ?? null;
  const editionName = useEditionName(eventsId);
  const question = answer
    ? intl.locale === 'en' && answer.question.en_question
      ? answer.question.en_question
      : answer.question.question
    : undefined;
  usePageTitle(question, answer?.content);
  const eventPath = hrefTo('/events/index', eventsId === null ? {} : { events_id: eventsId });
  const formPath = hrefTo('/activity/shareAnswer', eventsId === null ? {} : { events_id: eventsId });
  return (
    <ShareAnswerScreen
      status={q.isPending ? 'loading' : isNotFound(q.error) ? 'notFound' : q.isError ? 'error' : 'ready'}
      answer={answer}
      editionName={editionName}
      qrValue={`${location.origin}${location.pathname}${eventPath}`}
      eventHref={eventPath}
      own={answer !== null && user?.id === answer.user.id}
      editHref={formPath}
      answerHref={formPath}
      copied={copied}
      onCopyLink={() => {
        navigator.clipboard.writeText(location.href).then(
          () => setCopied(true),
          () => pushToast('error', intl.formatMessage({ id: 'common.error' })),
        );
      }}
      onRetry={() => void q.refetch()}
    />
  );
}

function AnswerForm({ eventsParam }: { eventsParam: string | null }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const edition = useEditionFrom(eventsParam);
  const eventsId = edition.id;
  const editionName = useEditionName(eventsId);
  const q = useQuery({
    queryKey: ['/activity/current', eventsId],
    queryFn: ({ signal }) => api.get('/activity/current', { query: { events_id: eventsId ?? 0 }, signal }),
    enabled: eventsId !== null,
  });
  const answer = useMutation({
    mutationFn: (content: string) =>
      api.post('/activity/answer', { body: { question_id: q.data?.question?.id ?? 0, content }, quiet: true }),
    onSuccess: (stored) => {
      pushToast('success', intl.formatMessage({ id: 'common.submitted' }));
      queryClient.setQueryData(['/activity/answerGet', stored.id], stored);
      void queryClient.invalidateQueries({ queryKey: ['/activity/current'] });
      navigate(hrefTo('/activity/shareAnswer', { id: stored.id }));
    },
  });
  const failure = answer.error instanceof ApiError ? answer.error : null;
  const data = q.data;
  const status = edition.invalid
    ? 'closed'
    : q.isPending || edition.pending
      ? 'loading'
      : q.isError || edition.failed
        ? 'error'
        : data?.question
          ? 'ready'
          : 'closed';
  return (
    <ActivityAnswerForm
      // The form takes its first words once: a fresher answer from the server starts it anew.
      key={data?.mine?.updated_at ?? 'none'}
      status={status}
      question={data?.question ?? null}
      editionName={editionName}
      initial={data?.mine?.content ?? ''}
      submitting={answer.isPending}
      error={failure?.msg}
      onSubmit={(content) => answer.mutate(content)}
      eventHref={hrefTo('/events/index', eventsId === null ? {} : { events_id: eventsId })}
      onRetry={() => void (edition.failed ? edition.retry() : q.refetch())}
    />
  );
}
