import { useStore } from '@nanostores/react';
import { ApiError, type components } from '@spw/api';
import { ProfileForm, type ProfileDraft } from '@spw/ui/features/user/ProfileForm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';

// The dialogs (Radix, the upload's picture handling) load when first opened, not with the page.
const AvatarUpload = lazy(() => import('@spw/ui/components/AvatarUpload').then((m) => ({ default: m.AvatarUpload })));

type User = components['schemas']['User'];
const FIELDS = ['nickname', 'phone', 'company', 'position', 'website', 'description', 'content', 'gender', 'city'] as const;
const uploadAvatar = pictureUploader('avatar');

/** /user/userinfo: the signed-in member's profile form (only one's own: the server edits the caller's). */
export default function UserInfoPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const me = useStore(userAtom);
  const uid = me?.id ?? 0;
  const key = ['/user/get', uid, uid];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/user/get', { query: { uid }, signal }),
    enabled: uid > 0,
  });
  const [changingAvatar, setChangingAvatar] = useState(false);
  const avatar = useMutation({
    mutationFn: (url: string) => api.post('/user/changeAvatar', { body: { avatar: url } }),
    onSuccess: (result) => {
      queryClient.setQueryData<User>(key, (old) => (old ? { ...old, avatar: result.avatar } : old));
      const current = userAtom.get();
      if (current) userAtom.set({ ...current, avatar: result.avatar });
      pushToast('success', intl.formatMessage({ id: 'userinfo.avatarChanged' }));
    },
  });
  const save = useMutation({
    mutationFn: (draft: ProfileDraft) => api.post('/user/edit', { body: draft, quiet: true }),
    onSuccess: (user) => {
      queryClient.setQueryData<User>(key, user);
      void queryClient.invalidateQueries({ queryKey: ['/user/get', uid] });
      const current = userAtom.get();
      if (current) userAtom.set({ ...current, nickname: user.nickname });
      pushToast('success', intl.formatMessage({ id: 'userinfo.saved' }));
      navigate(hrefTo('/user/index', { uid }));
    },
  });
  const failure = save.error instanceof ApiError ? save.error : null;
  const field = (failure?.data as { field?: unknown } | null)?.field;
  const known = FIELDS.find((f) => f === field);
  const user = q.data ?? null;
  return (
    <>
      <ProfileForm
        status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
        user={user}
        avatar={user?.avatar ?? ''}
        onChangeAvatar={() => setChangingAvatar(true)}
        saving={save.isPending}
        fieldError={failure && known ? { field: known, message: failure.msg } : null}
        error={failure && !known ? failure.msg : undefined}
        onSubmit={(draft) => save.mutate(draft)}
        profileHref={hrefTo('/user/index', { uid })}
        onRetry={() => void q.refetch()}
      />
      {user && changingAvatar ? (
        <Suspense fallback={null}>
          <AvatarUpload
            open={changingAvatar}
            onOpenChange={setChangingAvatar}
            currentSrc={user.avatar || undefined}
            name={user.nickname}
            upload={uploadAvatar}
            onDone={(url) => {
              setChangingAvatar(false);
              avatar.mutate(url);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
