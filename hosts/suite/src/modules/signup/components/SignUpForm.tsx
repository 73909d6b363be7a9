import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrors, validators } from '@si/core';
import { $router } from '../../routing/states/$router.ts';
import { FormAlert } from '../../ui/components/FormAlert.tsx';
import { TextField } from '../../ui/components/TextField.tsx';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import { signUp } from '../utils/signUp.ts';
import type { SignUpInput } from '../utils/SignUpInput.ts';

export type SignUpFormProps = { token: string; email: string };

type Fields = Pick<SignUpInput, 'organization_name' | 'first_name' | 'last_name' | 'password'>;
const EMPTY: Fields = { organization_name: '', first_name: '', last_name: '', password: '' };
const MIN_PASSWORD = 8;

/** Sign-up step two, after the email is confirmed: the organization and its first administrator. */
export function SignUpForm({ token, email }: SignUpFormProps) {
  const { t } = useLingui();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  const setField = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    for (const name of ['organization_name', 'first_name', 'last_name', 'password'] as const) {
      if (validators.required(fields[name].trim())) found[name] = t`Field is required`;
    }
    if (!found.password && fields.password.length < MIN_PASSWORD) found.password = t`Use at least 8 characters.`;
    return found;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await signUp({
        token,
        email,
        organization_name: fields.organization_name.trim(),
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        password: fields.password,
      });
      $router.open('/public/get-started/select-workspace');
    } catch (failure) {
      const server = fieldErrors(failure);
      setErrors(Object.keys(server).length ? server : { '': t`The request failed. Check your connection and try again.` });
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="si-form" noValidate onSubmit={handleSubmit} aria-busy={busy}>
      <h1>
        <Trans>Create your organization</Trans>
      </h1>
      <p>
        <Trans>Signing up as {email}</Trans>
      </p>
      <FormAlert message={errors[''] ?? errors.token ?? errors.email} />
      <TextField name="organization_name" label={t`Organization name`} autoComplete="organization" value={fields.organization_name} onValueChange={setField('organization_name')} error={errors.organization_name} />
      <TextField name="first_name" label={t`First name`} autoComplete="given-name" value={fields.first_name} onValueChange={setField('first_name')} error={errors.first_name} />
      <TextField name="last_name" label={t`Last name`} autoComplete="family-name" value={fields.last_name} onValueChange={setField('last_name')} error={errors.last_name} />
      <TextField name="password" type="password" label={t`Password`} autoComplete="new-password" value={fields.password} onValueChange={setField('password')} error={errors.password} />
      <button type="submit" className="si-button" disabled={busy}>
        <Trans>Create organization</Trans>
      </button>
    </form>
  );
}
