import { useStore } from '@nanostores/react';
import { ColumnRecruitScreen, type ColumnApplyDraft } from '@spw/ui/features/column/ColumnRecruitScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { fieldErrorOf } from '../../app/api-errors.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { sessionStateAtom, userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

/** The form's fields as the server names them (the column's names are `column_name`, `column_en_name` there). */
const SERVER_FIELDS = ['column_name', 'column_en_name', 'content', 'en_content', 'pic', 'samples', 'contact'] as const;
const picUploader = pictureUploader('cover');

/** /column/recruit: the pitch for columnists, and a member's application (sent, waiting, decided). */
export default function ColumnRecruitPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const session = useStore(sessionStateAtom);
  const key = ['/columnApply/mine', user?.id ?? 0];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/columnApply/mine', { signal }),
    enabled: user !== null,
  });
  const done = () => void queryClient.invalidateQueries({ queryKey: ['/columnApply/mine'] });
  const apply = useMutation({
    mutationFn: (d: ColumnApplyDraft) =>
      api.post('/columnApply/add', {
        body: {
          column_name: d.name.trim(),
          column_en_name: d.en_name.trim(),
          content: d.content.trim(),
          en_content: d.en_content.trim(),
          pic: d.pic,
          samples: d.samples.trim(),
          contact: d.contact.trim(),
        },
      }),
    onSuccess: () => {
      pushToast('success', intl.formatMessage({ id: 'column.recruit.done.sent' }));
      done();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => api.post('/columnApply/withdraw', { body: { id } }),
    onSuccess: () => {
      pushToast('success', intl.formatMessage({ id: 'column.recruit.done.withdrawn' }));
      done();
    },
  });
  const serverErrors = fieldErrorOf(apply.error, SERVER_FIELDS);
  const { column_name: name, column_en_name: en_name, ...rest } = serverErrors;
  const status = user === null ? (session === 'checking' ? 'loading' : 'visitor') : q.isPending ? 'loading' : q.isError ? 'error' : 'ready';
  return (
    <ColumnRecruitScreen
      status={status}
      mine={q.data}
      loginHref={hrefTo(LOGIN_PATH, { redirect: '/column/recruit' })}
      onSubmit={(draft) => apply.mutate(draft)}
      submitting={apply.isPending}
      errors={{ ...rest, ...(name ? { name } : {}), ...(en_name ? { en_name } : {}) }}
      onWithdraw={(id) => withdraw.mutate(id)}
      withdrawing={withdraw.isPending}
      uploadPic={picUploader}
      columnHref={(id) => hrefTo('/column/detail', { id })}
      creatorHref={hrefTo('/creator/index')}
      onRetry={() => void q.refetch()}
    />
  );
}
