import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrors, validators } from '@si/core';
import { $router } from '../../routing/states/$router.ts';
import { FormAlert } from '../../ui/components/FormAlert.tsx';
import { TextField } from '../../ui/components/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import { verifyBusinessEmail } from '../utils/verifyBusinessEmail.ts';

/** Sign-up step one: the business email that receives the confirmation link. */
export function BusinessEmailForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const invalid = validators.required(value) ? t`Field is required` : validators.email(value) ? t`Invalid e-mail` : undefined;
    setError(invalid);
    setAlert(undefined);
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await verifyBusinessEmail(value);
      $router.open(`/public/get-started/check-email?${new URLSearchParams({ email: value })}`);
    } catch (failure) {
      const errors = fieldErrors(failure);
      setError(errors.email);
      setAlert(errors.email ? undefined : (errors[''] ?? t`The request failed. Check your connection and try again.`));
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="si-form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
      <h1>
        <Trans>Start your free trial</Trans>
      </h1>
      <p>
        <Trans>Enter your business email. We will send you a link to create your organization.</Trans>
      </p>
      <FormAlert message={alert} />
      <TextField name="email" type="email" autoComplete="email" label={t`Business email`} value={email} onValueChange={setEmail} error={error} />
      <button type="submit" className="si-button" disabled={busy}>
        <Trans>Continue</Trans>
      </button>
      <p>
        <Trans>
          Already have an account? <a href="/login">Sign in</a>
        </Trans>
      </p>
    </form>
  );
}
