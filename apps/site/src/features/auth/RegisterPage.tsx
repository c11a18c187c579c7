import { ApiError } from '@spw/api';
import { RegisterScreen, type RegisterSubmit } from '@spw/ui/features/auth/RegisterScreen';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { navigate } from '../../app/location.ts';
import { hrefTo } from '../../app/href.ts';
import { saveLogin, userAtom } from '../../app/session.ts';
import { store } from '../../app/store.ts';
import { pushToast } from '../../app/toasts.ts';

/** Registration signs the new member in and welcomes them. */
export default function RegisterPage() {
  const intl = useIntl();
  const reg = useMutation({
    mutationFn: async (body: RegisterSubmit) => {
      const data = await api.post('/user/reg', { body });
      saveLogin(data, false);
      return api.get('/user/info', { query: { token: data.token } });
    },
    onSuccess: (user) => {
      store.set(userAtom, user);
      pushToast('success', intl.formatMessage({ id: 'auth.reg.success' }));
      navigate('/home/welcome', { replace: true });
    },
  });
  return (
    <RegisterScreen
      onSubmit={(body) => reg.mutate(body)}
      submitting={reg.isPending}
      error={reg.error instanceof ApiError ? reg.error.msg : undefined}
      loginHref={hrefTo('/login')}
      agreementHref={hrefTo('/page/index', { name: 'agreement' })}
    />
  );
}
