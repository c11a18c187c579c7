import { ApiError } from '@spw/api';
import { ForgotPasswordScreen, type ForgotSubmit } from '@spw/ui/features/auth/ForgotPasswordScreen';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { useCodeSender } from './useCodeSender.ts';

export default function ForgotPasswordPage() {
  const code = useCodeSender('reset');
  const reset = useMutation({ mutationFn: (body: ForgotSubmit) => api.post('/user/forgetPWD', { body }) });
  return (
    <ForgotPasswordScreen
      onSubmit={(body) => reset.mutate(body)}
      onSendCode={code.send}
      codeCooldown={code.cooldown}
      submitting={reset.isPending}
      error={reset.error instanceof ApiError ? reset.error.msg : undefined}
      done={reset.isSuccess}
      loginHref={hrefTo('/login')}
    />
  );
}
