import { ApiError } from '@spw/api';
import type { components } from '@spw/api';
import { LoadError } from '@spw/ui/components/LoadError';
import { Skeleton } from '@spw/ui/components/Loading';
import { PostComposer, type PostComposerField, type PostComposerValues } from '@spw/ui/features/market/PostComposer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { fieldErrorOf, isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

type Post = components['schemas']['Post'];

const upload = pictureUploader('post');

const FIELDS: readonly PostComposerField[] = ['type', 'title', 'content', 'images', 'category', 'region', 'contact'];

/** The field a refusal is about: a picture's ('images[2]') shows at the pictures; others above the form. */
function serverErrorsOf(error: unknown): Partial<Record<PostComposerField | 'form', string>> {
  if (!(error instanceof ApiError)) return {};
  const field = (error.data as { field?: unknown } | null)?.field;
  if (typeof field === 'string' && field.startsWith('images')) return { images: error.msg };
  const known = fieldErrorOf(error, FIELDS);
  return Object.keys(known).length ? known : { form: error.msg };
}

const valuesOf = (post: Post): PostComposerValues => ({
  type: post.type,
  title: post.title,
  content: post.content,
  images: post.images,
  category: post.category,
  region: post.region,
  contact: post.contact,
});

/** /posts/add: a member publishes a buy or sell post; with ?id=, changes their own. Lands on the post. */
export default function PostAddPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const raw = search.get('id');
  const id = idParam(raw);
  const editing = raw !== null;
  const post = useQuery({
    queryKey: ['/posts/get', id],
    queryFn: ({ signal }) => api.get('/posts/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const save = useMutation({
    mutationFn: (values: PostComposerValues) =>
      id !== null
        ? api.post('/posts/edit', { body: { ...values, id }, quiet: true })
        : api.post('/posts/add', { body: values, quiet: true }),
    onSuccess: (saved) => {
      pushToast('success', intl.formatMessage({ id: editing ? 'posts.site.saved' : 'posts.site.posted' }));
      void queryClient.invalidateQueries({ queryKey: ['/posts/lists'] });
      void queryClient.invalidateQueries({ queryKey: ['/posts/mine'] });
      queryClient.setQueryData(['/posts/get', saved.id], saved);
      navigate(hrefTo('/posts/detail', { id: saved.id }));
    },
  });
  if (editing) {
    // Only the author edits: another's post, a closed one or a missing one cannot be.
    const data = post.data;
    if (id === null || isNotFound(post.error) || (data && (!data.is_mine || data.status === 'closed'))) {
      return <LoadError title={intl.formatMessage({ id: 'posts.site.cannotEdit' })} />;
    }
    if (post.isError) return <LoadError title={intl.formatMessage({ id: 'posts.detail.error' })} onRetry={() => void post.refetch()} />;
    if (!data) return <Skeleton variant="block" height={480} announce />;
  }
  return (
    <PostComposer
      // A new form for each post: the composer reads its first values once.
      key={post.data?.id ?? 'new'}
      mode={editing ? 'edit' : 'add'}
      initial={post.data ? valuesOf(post.data) : undefined}
      upload={upload}
      onSubmit={(values) => save.mutate(values)}
      submitting={save.isPending}
      serverErrors={serverErrorsOf(save.error)}
      cancelHref={post.data ? hrefTo('/posts/detail', { id: post.data.id }) : hrefTo('/posts/list')}
    />
  );
}
