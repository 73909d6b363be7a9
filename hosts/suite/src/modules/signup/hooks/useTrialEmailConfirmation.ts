import { useEffect, useState } from 'react';
import { fieldErrors } from '@si/core';
import { confirmTrialEmail } from '../utils/confirmTrialEmail.ts';

export type TrialEmailConfirmation = { state: 'checking' } | { state: 'confirmed' } | { state: 'failed'; message?: string };

/** Confirms the sign-up link once per token and email; the server's reason is kept when it gives one. */
export function useTrialEmailConfirmation(token: string, email: string): TrialEmailConfirmation {
  const [result, setResult] = useState<TrialEmailConfirmation>({ state: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    confirmTrialEmail(token, email, controller.signal).then(
      () => setResult({ state: 'confirmed' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const errors = fieldErrors(error);
        setResult({ state: 'failed', message: errors[''] ?? errors.token ?? errors.email });
      },
    );
    return () => controller.abort();
  }, [token, email]);

  return result;
}
