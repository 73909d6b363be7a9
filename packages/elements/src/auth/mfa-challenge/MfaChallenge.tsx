import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $mfa } from '@si/core';
import { confirmMfaChallenge, requestMfaChallenge } from '@si/core/account';
import type { SignedInDetail } from '../../base/events.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { CodeInput, codeError } from '../../base/CodeInput.tsx';

export type MfaChallengeProps = {
  method?: string;
  heading?: string;
  onSignedIn?: (detail: SignedInDetail) => void;
};

type Method = 'VIRTUAL' | 'EMAIL' | 'ALL';
type Delivery = 'app' | 'email';

function asMethod(value: unknown): Method | undefined {
  return value === 'VIRTUAL' || value === 'EMAIL' || value === 'ALL' ? value : undefined;
}

/** Second sign-in step: a 6-digit code from the authenticator app or sent by e-mail. */
export function MfaChallenge({ method, heading, onSignedIn }: MfaChallengeProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const mfa = useStore($mfa);
  const challengeMethod = asMethod(method) ?? asMethod(mfa?.challengeMethod) ?? 'VIRTUAL';
  const [delivery, setDelivery] = useState<Delivery>(challengeMethod === 'EMAIL' ? 'email' : 'app');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const problem = codeError(code, i18n);
      return problem ? { qrCode: problem } : {};
    },
    async () => {
      await confirmMfaChallenge(code);
      onSignedIn?.({ next: 'done' });
    },
    (error) => formErrors(error, ['qrCode'], i18n),
  );
  const requested = useRef(false);

  async function sendCode() {
    setSending(true);
    setErrors({ fields: {} });
    try {
      await requestMfaChallenge();
      setSentCount((n) => n + 1);
    } catch (error) {
      setErrors(formErrors(error, [], i18n));
    } finally {
      setSending(false);
    }
  }

  // An e-mailed code is sent as soon as the user is on the e-mail option, once.
  useEffect(() => {
    if (delivery !== 'email' || requested.current) return;
    requested.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delivery]);

  const instructions =
    delivery === 'app'
      ? t`Enter the 6-digit code from your authenticator app.`
      : sentCount > 0
        ? t`We sent a 6-digit code to your e-mail address. Enter it below.`
        : t`Sending a code to your e-mail address…`;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="form">
      <h2 part="heading">{heading || t`Two-step verification`}</h2>
      {challengeMethod === 'ALL' && (
        <fieldset className="delivery" part="delivery">
          <legend>{t`How do you want to get your code?`}</legend>
          <label>
            <input type="radio" name="delivery" value="app" checked={delivery === 'app'} onChange={() => setDelivery('app')} />
            {t`Authenticator app`}
          </label>
          <label>
            <input type="radio" name="delivery" value="email" checked={delivery === 'email'} onChange={() => setDelivery('email')} />
            {t`E-mail`}
          </label>
        </fieldset>
      )}
      <p part="instructions" role="status">
        {instructions}
        {delivery === 'email' && sentCount > 1 ? ` ${t`A new code was sent.`}` : ''}
      </p>
      <ErrorAlert message={errors.alert} />
      <CodeInput label={t`Verification code`} name="code" value={code} error={errors.fields.qrCode} onValue={setCode} />
      <div className="actions">
        {delivery === 'email' && (
          <sl-button type="button" variant="text" loading={sending} lang={lang} dir={dir} part="resend" onClick={() => void sendCode()}>
            {t`Resend code`}
          </sl-button>
        )}
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
          {t`Verify`}
        </sl-button>
      </div>
    </form>
  );
}
