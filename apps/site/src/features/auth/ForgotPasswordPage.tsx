import { ForgotPasswordScreen, type ForgotSubmit } from '@spw/ui/features/auth/ForgotPasswordScreen';
import { useCallback } from 'react';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { useSubmit } from '../../app/useSubmit.ts';
import { useCodeSender } from './useCodeSender.ts';

export default function ForgotPasswordPage() {
  const code = useCodeSender('reset');
  const reset = useSubmit(
    useCallback(async (body: ForgotSubmit) => {
      await api.post('/user/forgetPWD', { body });
    }, []),
  );
  return (
    <ForgotPasswordScreen
      onSubmit={reset.run}
      onSendCode={code.send}
      codeCooldown={code.cooldown}
      submitting={reset.submitting}
      error={reset.error}
      done={reset.done}
      loginHref={hrefTo('/login')}
    />
  );
}
