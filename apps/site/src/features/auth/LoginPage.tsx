import { LoginScreen, type LoginMethod, type LoginSubmit } from '@spw/ui/features/auth/LoginScreen';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo, safeRedirect } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { saveLogin, userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { useSubmit } from '../../app/useSubmit.ts';
import { useWebinfo } from '../../app/webinfo.ts';
import { useCodeSender } from './useCodeSender.ts';

export default function LoginPage() {
  const intl = useIntl();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const [method, setMethod] = useState<LoginMethod>('password');
  const webinfo = useWebinfo();
  const code = useCodeSender('login');
  const login = useSubmit(
    useCallback(
      async (body: LoginSubmit) => {
        const data = await api.post('/user/login', { body });
        saveLogin(data, Boolean(body.remember_login));
        const user = await api.get('/user/info', { query: { token: data.token } });
        userAtom.set(user);
        pushToast('success', intl.formatMessage({ id: 'auth.login.success' }));
        navigate(redirect, { replace: true });
      },
      [intl, redirect],
    ),
  );
  return (
    <LoginScreen
      method={method}
      onMethodChange={(m) => {
        login.reset();
        setMethod(m);
      }}
      onSubmit={login.run}
      submitting={login.submitting}
      error={login.error}
      wechatEnabled={Boolean(webinfo.data?.login.wechat_op_web)}
      onWechat={() => pushToast('info', intl.formatMessage({ id: 'common.comingSoon' }))}
      smsEnabled={webinfo.data?.login.sms ?? true}
      emailEnabled={webinfo.data?.login.email ?? true}
      codeCooldown={code.cooldown}
      onSendCode={code.send}
      registerHref={hrefTo('/reg')}
      forgotHref={hrefTo('/forget')}
    />
  );
}
