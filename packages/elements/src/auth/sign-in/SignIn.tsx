import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { validators } from '@si/core';
import { signIn } from '@si/core/account';
import type { SignedInDetail } from '../../base/events.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { RevealButton, usePasswordReveal } from '../../base/PasswordReveal.tsx';
import { invalidField } from '../../base/invalidField.ts';

export type SignInProps = {
  forgotHref?: string;
  signUpHref?: string;
  heading?: string;
  onSignedIn?: (detail: SignedInDetail) => void;
};

/** Email and password sign-in; the next step (MFA or in) goes out through `onSignedIn`. */
export function SignIn({ forgotHref, signUpHref, heading, onSignedIn }: SignInProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const reveal = usePasswordReveal();

  function validate(): Record<string, string> {
    const fields: Record<string, string> = {};
    if (validators.required(email)) fields.email = t`Field is required`;
    else if (validators.email(email.trim())) fields.email = t`Invalid e-mail`;
    if (validators.required(password)) fields.password = t`Field is required`;
    return fields;
  }

  const { busy, errors, handleSubmit } = useFormSubmit(
    validate,
    async () => onSignedIn?.({ next: await signIn(email.trim(), password) }),
    (error) => formErrors(error, ['email', 'password'], i18n),
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="form">
      <h2 part="heading">{heading || t`Sign in`}</h2>
      <ErrorAlert message={errors.alert} />
      <sl-input
        name="email"
        type="email"
        label={t`Email`}
        autocomplete="username"
        value={email}
        lang={lang}
        dir={dir}
        help-text={errors.fields.email}
        ref={invalidField(errors.fields.email)}
        data-invalid={errors.fields.email ? true : undefined}
        onsl-input={onTyped(setEmail)}
      />
      <sl-input
        name="password"
        type={reveal.type}
        label={t`Password`}
        autocomplete="current-password"
        value={password}
        lang={lang}
        dir={dir}
        help-text={errors.fields.password}
        ref={invalidField(errors.fields.password)}
        data-invalid={errors.fields.password ? true : undefined}
        onsl-input={onTyped(setPassword)}
      >
        <RevealButton reveal={reveal} label={t`Show password`} />
      </sl-input>
      <div className="links">
        <a href={forgotHref || '/forgot-password'} part="forgot-link">{t`Forgot password?`}</a>
        <a href={signUpHref || '/signup'} part="sign-up-link">{t`Sign up`}</a>
      </div>
      <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
        {t`Sign in`}
      </sl-button>
    </form>
  );
}
