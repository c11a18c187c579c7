import { ApiError } from '@spw/api';
import { ForumComposer } from '@spw/ui/features/forum/ForumComposer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { fieldErrorOf } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

const upload = pictureUploader('post');

/** The field a refusal is about: a picture's ('images[2]') shows at the pictures. */
function serverErrorsOf(error: unknown): Partial<Record<'title' | 'content' | 'images' | 'form', string>> {
  if (!(error instanceof ApiError)) return {};
  const field = (error.data as { field?: unknown } | null)?.field;
  if (typeof field === 'string' && field.startsWith('images')) return { images: error.msg };
  const known = fieldErrorOf(error, ['title', 'content'] as const);
  return Object.keys(known).length ? known : { form: error.msg };
}

/** /forum/add: a member starts a thread (title, words, up to nine pictures) and lands on it. */
export default function ForumAddPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (values: { title: string; content: string; images: string[] }) => api.post('/forum/add', { body: values, quiet: true }),
    onSuccess: (thread) => {
      pushToast('success', intl.formatMessage({ id: 'forum.site.posted' }));
      void queryClient.invalidateQueries({ queryKey: ['/forum/lists'] });
      navigate(hrefTo('/forum/detail', { id: thread.id }));
    },
  });
  return (
    <ForumComposer
      upload={upload}
      onSubmit={(values) => add.mutate(values)}
      submitting={add.isPending}
      serverErrors={serverErrorsOf(add.error)}
      cancelHref={hrefTo('/forum/index')}
    />
  );
}
