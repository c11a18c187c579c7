import type { components } from '@spw/api';
import { pickText, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { QuoteMark } from './ShareAnswerScreen.tsx';
import './activity.css';

type ActivityQuestion = components['schemas']['ActivityQuestion'];

export interface ActivityAnswerFormProps {
  status: 'loading' | 'error' | 'closed' | 'ready';
  question: ActivityQuestion | null;
  editionName: string;
  /** The member's current answer, '' when none. */
  initial: string;
  submitting: boolean;
  /** The server's message for the answer. */
  error?: string;
  onSubmit: (content: string) => void;
  eventHref: string;
  onRetry?: () => void;
}

/** The longest answer the contract takes, in characters: the field's `maxLength` and its counter. */
export const ANSWER_MAX = 200;

/** What is wrong with an answer, or null: something to say, and no longer than ANSWER_MAX. */
function problemOf(content: string): MessageKey | null {
  const text = content.trim();
  if (!text) return 'activity.form.required';
  if (text.length > ANSWER_MAX) return 'activity.form.tooLong';
  return null;
}

interface FieldsProps {
  question: ActivityQuestion;
  questionId: string;
  initial: string;
  submitting: boolean;
  error?: string;
  onSubmit: (content: string) => void;
  eventHref: string;
}

/** The question and the answer's field: our check first, then the server's word until the answer is edited. */
function AnswerFields({ question, questionId, initial, submitting, error, onSubmit, eventHref }: FieldsProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const fieldId = `${id}-answer`;
  const [content, setContent] = useState(initial);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  // The server's message is shown until the answer is edited; a new message shows again.
  const [edited, setEdited] = useState(false);
  const [seenError, setSeenError] = useState(error);
  if (seenError !== error) {
    setSeenError(error);
    setEdited(false);
  }
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  // A new message from the server: the field it is about takes the focus.
  useEffect(() => {
    if (error) fieldRef.current?.focus();
  }, [error]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = problemOf(content);
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    onSubmit(content.trim());
  };

  const message = problem ? t(problem, { max: ANSWER_MAX }) : edited ? undefined : error;
  const updating = initial.trim() !== '';

  return (
    <Card className="spw-answer-ask" variant="outline">
      <h2 id={questionId} className="spw-answer-ask__question">
        <QuoteMark />
        {pickText(locale, question.question, question.en_question)}
      </h2>
      <p className="spw-answer-ask__count">{t('activity.form.answered', { count: question.answer_amount })}</p>
      <FormLayout
        aria-labelledby={questionId}
        className="spw-answer-ask__form"
        onSubmit={send}
        aria-busy={submitting || undefined}
        actions={
          <div className="spw-answer-ask__actions">
            <Button type="submit" loading={submitting} className="spw-answer-ask__submit">
              {t(updating ? 'activity.form.update' : 'activity.form.submit')}
            </Button>
            <Button asChild variant="ghost">
              <a href={eventHref}>{t('activity.eventLink')}</a>
            </Button>
          </div>
        }
      >
        <TextareaField
          ref={fieldRef}
          id={fieldId}
          aria-describedby={questionId}
          label={t('activity.form.label')}
          hint={t('activity.form.hint')}
          required
          rows={5}
          maxLength={ANSWER_MAX}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setProblem(null);
            setEdited(true);
          }}
          error={message}
        />
      </FormLayout>
    </Card>
  );
}

/** /activity/shareAnswer without an id: the member answers the edition's question, then shares the card it makes. */
export function ActivityAnswerForm({
  status,
  question,
  editionName,
  initial,
  submitting,
  error,
  onSubmit,
  eventHref,
  onRetry,
}: ActivityAnswerFormProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;

  let body: ReactNode;
  if (status === 'loading') {
    body = <Skeleton variant="block" height={320} className="spw-answer-ask__placeholder" />;
  } else if (status === 'error') {
    body = <LoadError title={t('activity.form.error')} onRetry={onRetry} />;
  } else if (status === 'closed' || !question) {
    body = (
      <EmptyState
        title={t('activity.form.closed')}
        action={
          <Button asChild variant="secondary">
            <a href={eventHref}>{t('activity.eventLink')}</a>
          </Button>
        }
      />
    );
  } else {
    body = (
      <AnswerFields
        key={question.id}
        question={question}
        questionId={`${id}-question`}
        initial={initial}
        submitting={submitting}
        error={error}
        onSubmit={onSubmit}
        eventHref={eventHref}
      />
    );
  }

  return (
    <main className="spw-answer-page" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <header className="spw-answer-page__head">
        <p className="spw-answer-page__edition">{editionName}</p>
        <h1 id={headingId} className="spw-answer-page__heading">
          {t('activity.form.heading')}
        </h1>
      </header>
      {body}
    </main>
  );
}
