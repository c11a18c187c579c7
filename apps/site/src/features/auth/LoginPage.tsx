import { ApiError } from '@spw/api';
import { LoginScreen, type LoginMethod, type LoginSubmit } from '@spw/ui/features/auth/LoginScreen';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { useWebinfo } from '../../app/current.ts';
import { safeRedirect } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { hrefTo } from '../../app/href.ts';
import { saveLogin, userAtom } from '../../app/session.ts';
import { store } from '../../app/store.ts';
import { pushToast } from '../../app/toasts.ts';
import { useCodeSender } from './useCodeSender.ts';

export default function LoginPage() {
  const intl = useIntl();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const [method, setMethod] = useState<LoginMethod>('password');
  const webinfo = useWebinfo();
  const code = useCodeSender('login');
  const login = useMutation({
    mutationFn: async (body: LoginSubmit) => {
      const data = await api.post('/user/login', { body });
      saveLogin(data, Boolean(body.remember_login));
      return api.get('/user/info', { query: { token: data.token } });
    },
    onSuccess: (user) => {
      store.set(userAtom, user);
      pushToast('success', intl.formatMessage({ id: 'auth.login.success' }));
      navigate(redirect, { replace: true });
    },
  });
  const error = login.error instanceof ApiError ? login.error.msg : undefined;
  return (
    <LoginScreen
      method={method}
      onMethodChange={(m) => {
        login.reset();
        setMethod(m);
      }}
      onSubmit={(body) => login.mutate(body)}
      submitting={login.isPending}
      error={error}
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
