import { useStore } from '@nanostores/react';
import { ApiError, ErrorCode } from '@spw/api';
import { PasswordForm } from '@spw/ui/features/user/PasswordForm';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

/**
 * /setting/password: change the password (or set a first one, for a member who signed up by code);
 * the server ends every other session of the account.
 */
export default function PasswordPage() {
  const intl = useIntl();
  const me = useStore(userAtom);
  const save = useMutation({
    mutationFn: (body: { old_password?: string; password: string }) => api.post('/user/setPWD', { body, quiet: true }),
    onSuccess: () => {
      const current = userAtom.get();
      if (current) userAtom.set({ ...current, has_password: true });
      pushToast('success', intl.formatMessage({ id: 'password.changed' }));
    },
  });
  const failure = save.error instanceof ApiError ? save.error : null;
  const field = (failure?.data as { field?: unknown } | null)?.field;
  // A wrong old password names no field on the wire (BadCredentials): it is the old password's all the same.
  const at =
    field === 'password' ? 'password' : field === 'old_password' || failure?.code === ErrorCode.BadCredentials ? 'old_password' : null;
  return (
    <PasswordForm
      hasPassword={me?.has_password ?? true}
      saving={save.isPending}
      fieldError={failure && at ? { field: at, message: failure.msg } : null}
      error={failure && !at ? failure.msg : undefined}
      onSubmit={(body) => save.mutate(body)}
      done={save.isSuccess}
      profileHref={hrefTo('/user/index', { uid: me?.id })}
    />
  );
}
