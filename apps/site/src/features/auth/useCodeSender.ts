import type { SendCodeTarget } from '@spw/ui/features/auth/LoginScreen';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { pushToast } from '../../app/toasts.ts';

/** Sends a verification code and counts down the server's resend interval. */
export function useCodeSender(scene: 'login' | 'reg' | 'reset') {
  const intl = useIntl();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const send = (target: SendCodeTarget) => {
    // A failure has been shown by the client (a toast with the server's message).
    api.post('/user/sendCode', { body: { ...target, scene } }).then(
      (data) => {
        setUntil(Date.now() + data.resend_in * 1000);
        setNow(Date.now());
        pushToast('success', intl.formatMessage({ id: 'auth.code.sent' }));
      },
      () => undefined,
    );
  };
  return { cooldown: Math.max(0, Math.ceil((until - now) / 1000)), send };
}
