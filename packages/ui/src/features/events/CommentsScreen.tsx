import type { components } from '@spw/api';
import { formatDateTime } from '@spw/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { ProgrammeState, listState, type ProgrammeListProps } from './ProgrammeState.tsx';
import './programme.css';

type Comment = components['schemas']['Comment'];

/** The contract's limit on a comment. */
export const COMMENT_MAX = 500;

export interface CommentsScreenProps extends ProgrammeListProps {
  comments: Comment[];
  /** The signed-in member (an admin may delete any comment); null for a visitor. */
  viewer: { uid: number; isAdmin: boolean } | null;
  /** Where a visitor signs in (back to this page after). */
  signInHref: string;
  /** Posts a comment; the form empties when it resolves and keeps the text when it rejects. */
  onSubmit: (content: string) => Promise<void>;
  submitting?: boolean;
  /** Deletes a comment, after the viewer confirmed. */
  onDelete: (comment: Comment) => void;
}

/** Comments on an edition (/eventSpecial/comment?events_id=): members write, everyone reads. */
export function CommentsScreen(props: CommentsScreenProps) {
  const { status = 'ready', comments, total, viewer, signInHref, onSubmit, submitting = false, onDelete } = props;
  const locale = useLocale();
  const t = useT();
  const listId = useId();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || submitting) return;
    onSubmit(content).then(
      () => setText(''),
      () => undefined,
    );
  };

  return (
    <div className="spw-programme" aria-busy={status === 'loading' || undefined}>
      <header className="spw-programme__head">
        <h1 className="spw-programme__title">{t('programme.comments.title')}</h1>
        {status === 'ready' && total > 0 ? <p className="spw-programme__meta">{t('programme.comments.count', { count: total })}</p> : null}
      </header>
      {status === 'notFound' ? null : viewer ? (
        <form className="spw-comments__form" onSubmit={submit}>
          <TextareaField
            label={t('programme.comments.label')}
            placeholder={t('programme.comments.placeholder')}
            maxLength={COMMENT_MAX}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="spw-comments__form-actions">
            <Button type="submit" loading={submitting} disabled={text.trim() === ''}>
              {t('programme.comments.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <p>
          <Button asChild variant="secondary">
            <a href={signInHref}>{t('programme.comments.signIn')}</a>
          </Button>
        </p>
      )}
      <ProgrammeState
        {...listState(props)}
        part="comments"
        empty={comments.length === 0}
        loading={
          <>
            <Skeleton lines={2} announce={false} />
            <Skeleton lines={2} announce={false} />
          </>
        }
      >
        <ul className="spw-comments__list" id={listId} aria-label={t('programme.comments.list')}>
          {comments.map((comment) => {
            const mayDelete = viewer !== null && (viewer.uid === comment.uid || viewer.isAdmin);
            return (
              <li key={comment.id} className="spw-comment">
                <Avatar src={comment.avatar || undefined} name={comment.nickname} size="md" decorative />
                <div>
                  <div className="spw-comment__head">
                    <span className="spw-comment__author">{comment.nickname}</span>
                    <time className="spw-comment__time" dateTime={comment.created_at}>
                      {formatDateTime(comment.created_at, locale)}
                    </time>
                    {mayDelete ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="spw-comment__delete"
                        aria-label={t('programme.comments.deleteLabel', { excerpt: comment.content.slice(0, 20) })}
                        onClick={() => setConfirming(comment)}
                      >
                        {t('programme.comments.delete')}
                      </Button>
                    ) : null}
                  </div>
                  <p className="spw-comment__content">{comment.content}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </ProgrammeState>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('programme.comments.confirmTitle')}
        description={t('programme.comments.confirmBody')}
        confirmLabel={t('programme.comments.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (confirming) onDelete(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
