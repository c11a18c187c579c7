import { ApiError } from '@spw/api';
import { useCallback, useState, useTransition } from 'react';

export interface Submit<T> {
  /** Runs the action (a transition: `submitting` until it ends); a second call while one runs waits its turn. */
  run: (input: T) => void;
  submitting: boolean;
  /** The server's message of the last failure (the client has toasted other failures already). */
  error: string | undefined;
  /** Whether the last run succeeded. */
  done: boolean;
  reset: () => void;
}

/**
 * A form's submission with React's own transitions: pending, the server's message, done. For the
 * sign-in forms, which write and read nothing through the server-state cache and so go without it.
 */
export function useSubmit<T>(action: (input: T) => Promise<void>): Submit<T> {
  const [submitting, startTransition] = useTransition();
  const [result, setResult] = useState<{ error?: string; done: boolean }>({ done: false });
  const run = useCallback(
    (input: T) =>
      startTransition(async () => {
        setResult({ done: false });
        try {
          await action(input);
          setResult({ done: true });
        } catch (error) {
          setResult({ done: false, error: error instanceof ApiError ? error.msg : undefined });
        }
      }),
    [action],
  );
  const reset = useCallback(() => setResult({ done: false }), []);
  return { run, submitting, error: result.error, done: result.done, reset };
}
