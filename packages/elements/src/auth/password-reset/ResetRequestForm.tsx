import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError, validators } from '@si/core';
import { requestPasswordReset } from '@si/core/account';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { invalidField } from '../../base/invalidField.ts';

/**
 * Only failures that say nothing about the address are shown (offline, throttled, server
 * down); any other answer gets the same neutral confirmation, so the form cannot be
 * used to find out which addresses have accounts.
 */
function revealsNothing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
}

export function ResetRequestForm({ loginHref }: { loginHref: string }) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const value = email.trim();
      const problem = validators.required(value) ? t`Field is required` : validators.email(value) ? t`Invalid e-mail` : undefined;
      return problem ? { email: problem } : {};
    },
    async () => {
      await requestPasswordReset(email.trim());
      setSent(true);
    },
    (error) => {
      if (revealsNothing(error)) return formErrors(error, [], i18n);
      setSent(true);
      return undefined;
    },
  );

  if (sent) {
    return (
      <div className="done" part="form">
        <h2 part="heading">{t`Check your e-mail`}</h2>
        <Notice variant="success" part="confirmation">
          {t`If an account exists for that address, we sent a link`}
        </Notice>
        <a href={loginHref} part="login-link">{t`Back to sign in`}</a>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="form">
      <h2 part="heading">{t`Forgot your password?`}</h2>
      <p>{t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}</p>
      <ErrorAlert message={errors.alert} />
      <sl-input
        name="email"
        type="email"
        label={t`Email`}
        autocomplete="email"
        value={email}
        lang={lang}
        dir={dir}
        help-text={errors.fields.email}
        ref={invalidField(errors.fields.email)}
        data-invalid={errors.fields.email ? true : undefined}
        onsl-input={onTyped(setEmail)}
      />
      <div className="actions">
        <a href={loginHref} part="login-link">{t`Back to sign in`}</a>
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
          {t`Send reset link`}
        </sl-button>
      </div>
    </form>
  );
}
