import { ApiError } from '@spw/api';
import type { BusinessCardField, BusinessCardValues } from '@spw/ui/features/market/BusinessCardForm';
import { BusinessCardListScreen } from '@spw/ui/features/market/BusinessCardListScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { fieldErrorOf } from '../../app/api-errors.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

const upload = pictureUploader('avatar');

const FIELDS: readonly BusinessCardField[] = [
  'name',
  'en_name',
  'company',
  'en_company',
  'position',
  'en_position',
  'phone',
  'email',
  'wechat',
  'address',
  'en_address',
  'avatar',
];

/** A refusal shown at its field, or above the form. */
function serverErrorsOf(error: unknown): Partial<Record<BusinessCardField | 'form', string>> {
  if (!(error instanceof ApiError)) return {};
  const known = fieldErrorOf(error, FIELDS);
  return Object.keys(known).length ? known : { form: error.msg };
}

/** /creator/businessCard/list: the creator's business cards; add and edit in a dialog, delete, vCard, QR code, share link. */
export default function BusinessCardPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const cards = useQuery({
    queryKey: ['/businessCard/lists'],
    queryFn: ({ signal }) => api.get('/businessCard/lists', { signal }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['/businessCard/lists'] });
  const save = useMutation({
    mutationFn: ({ values, id }: { values: BusinessCardValues; id: number | null }) =>
      id === null
        ? api.post('/businessCard/add', { body: values, quiet: true })
        : api.post('/businessCard/edit', { body: { ...values, id }, quiet: true }),
    onSuccess: (_card, { id }) => {
      pushToast('success', intl.formatMessage({ id: id === null ? 'businessCard.site.added' : 'businessCard.site.saved' }));
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/businessCard/del', { body: { id } }),
    onSuccess: () => pushToast('success', intl.formatMessage({ id: 'businessCard.site.deleted' })),
    onSettled: refresh,
  });
  return (
    <BusinessCardListScreen
      status={cards.isPending ? 'loading' : cards.isError ? 'error' : 'ready'}
      cards={cards.data?.list ?? []}
      origin={window.location.origin}
      editing={editing}
      onEdit={(next) => {
        save.reset();
        setEditing(next);
      }}
      upload={upload}
      onSave={(values, id) => save.mutate({ values, id })}
      saving={save.isPending}
      serverErrors={serverErrorsOf(save.error)}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
      onCopyLink={(card) => {
        navigator.clipboard.writeText(`${window.location.origin}${card.share_url}`).then(
          () => pushToast('success', intl.formatMessage({ id: 'businessCard.site.copied' })),
          () => pushToast('error', intl.formatMessage({ id: 'businessCard.site.copyFailed' })),
        );
      }}
      onRetry={() => void cards.refetch()}
    />
  );
}
