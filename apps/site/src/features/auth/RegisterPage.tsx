import { RegisterScreen, type RegisterSubmit } from '@spw/ui/features/auth/RegisterScreen';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { saveLogin, userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { useSubmit } from '../../app/useSubmit.ts';

/** Registration signs the new member in and welcomes them. */
export default function RegisterPage() {
  const intl = useIntl();
  const reg = useSubmit(
    useCallback(
      async (body: RegisterSubmit) => {
        const data = await api.post('/user/reg', { body });
        saveLogin(data, false);
        const user = await api.get('/user/info', { query: { token: data.token } });
        userAtom.set(user);
        pushToast('success', intl.formatMessage({ id: 'auth.reg.success' }));
        navigate('/home/welcome', { replace: true });
      },
      [intl],
    ),
  );
  return (
    <RegisterScreen
      onSubmit={reg.run}
      submitting={reg.submitting}
      error={reg.error}
      loginHref={hrefTo('/login')}
      agreementHref={hrefTo('/page/index', { name: 'agreement' })}
    />
  );
}
