import type { SendCodeTarget } from '@spw/ui/features/auth/LoginScreen';
import { useMutation } from '@tanstack/react-query';
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
  const send = useMutation({
    mutationFn: (target: SendCodeTarget) => api.post('/user/sendCode', { body: { ...target, scene } }),
    onSuccess: (data) => {
      setUntil(Date.now() + data.resend_in * 1000);
      setNow(Date.now());
      pushToast('success', intl.formatMessage({ id: 'auth.code.sent' }));
    },
  });
  return { cooldown: Math.max(0, Math.ceil((until - now) / 1000)), send: (target: SendCodeTarget) => send.mutate(target) };
}
