import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { validators } from '@si/core';
import { confirmPasswordReset, setPassword } from '@si/core/account';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { invalidField } from '../../base/invalidField.ts';
import { RevealButton, usePasswordReveal } from '../../base/PasswordReveal.tsx';

type NewPasswordFormProps = {
  mode: 'reset' | 'activation';
  uid?: string;
  token: string;
  loginHref: string;
  onChanged?: (detail: { mode: 'reset' | 'activation' }) => void;
};

/** New password twice; for a reset link (uid + token) or an activation link (token). */
export function NewPasswordForm({ mode, uid, token, loginHref, onChanged }: NewPasswordFormProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [password, setPasswordValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const revealNew = usePasswordReveal();
  const revealRepeat = usePasswordReveal();
  const [done, setDone] = useState(false);

  function validate(): Record<string, string> {
    const fields: Record<string, string> = {};
    if (validators.required(password)) fields.new_password = t`Field is required`;
    if (validators.required(repeat)) fields.re_new_password = t`Field is required`;
    else if (password !== repeat) fields.re_new_password = t`The two passwords do not match.`;
    return fields;
  }

  const { busy, errors, handleSubmit } = useFormSubmit(
    validate,
    async () => {
      if (mode === 'activation') await setPassword(token, password);
      else await confirmPasswordReset({ uid: uid ?? '', token, new_password: password, re_new_password: repeat });
      setDone(true);
      onChanged?.({ mode });
    },
    (error) => {
      const shown = formErrors(error, ['new_password', 're_new_password', 'password'], i18n);
      // set-password names the field `password`; it is the first field here either way.
      const { password: activationMessage, ...rest } = shown.fields;
      return { alert: shown.alert, fields: { new_password: activationMessage, ...rest } };
    },
  );

  if (done) {
    return (
      <div className="done" part="form">
        <Notice variant="success" part="confirmation">
          {mode === 'activation' ? t`Your account is active. You can now sign in.` : t`Your password has been changed. You can now sign in.`}
        </Notice>
        <a href={loginHref} part="login-link">{t`Sign in`}</a>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="form">
      <h2 part="heading">{mode === 'activation' ? t`Activate your account` : t`Choose a new password`}</h2>
      {mode === 'activation' && <p>{t`Choose the password you will sign in with.`}</p>}
      <ErrorAlert message={errors.alert} />
      <sl-input
        name="new_password"
        type={revealNew.type}
        label={t`New password`}
        autocomplete="new-password"
        value={password}
        lang={lang}
        dir={dir}
        help-text={errors.fields.new_password}
        ref={invalidField(errors.fields.new_password)}
        data-invalid={errors.fields.new_password ? true : undefined}
        onsl-input={onTyped(setPasswordValue)}
      >
        <RevealButton reveal={revealNew} label={t`Show the new password`} />
      </sl-input>
      <sl-input
        name="re_new_password"
        type={revealRepeat.type}
        label={t`Repeat the new password`}
        autocomplete="new-password"
        value={repeat}
        lang={lang}
        dir={dir}
        help-text={errors.fields.re_new_password}
        ref={invalidField(errors.fields.re_new_password)}
        data-invalid={errors.fields.re_new_password ? true : undefined}
        onsl-input={onTyped(setRepeat)}
      >
        <RevealButton reveal={revealRepeat} label={t`Show the repeated password`} />
      </sl-input>
      <div className="actions">
        <a href={loginHref} part="login-link">{t`Back to sign in`}</a>
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
          {mode === 'activation' ? t`Activate account` : t`Change password`}
        </sl-button>
      </div>
    </form>
  );
}
