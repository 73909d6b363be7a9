import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { requestPortalCode, verifyPortalCode } from '@si/core/portal';
import { CodeInput, codeError } from '../base/CodeInput.tsx';
import { ErrorAlert } from '../base/Notice.tsx';
import { formErrors, type FormErrors } from '../base/errors.ts';
import { useShell } from '../base/Shell.tsx';

export type PortalCodeGateProps = { token: string; onVerified: () => void };

/**
 * The file-drop MFA challenge: the organization wants a one-time code, e-mailed to the
 * contact, before the portal shows anything. The code is sent on arrival; Resend sends another.
 */
export function PortalCodeGate({ token, onVerified }: PortalCodeGateProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [hint, setHint] = useState<string>();
  const [sentCount, setSentCount] = useState(0);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const requested = useRef(false);

  async function sendCode() {
    setSending(true);
    setErrors({ fields: {} });
    try {
      const answer = await requestPortalCode(token);
      setHint(answer.email_hint);
      setSentCount((n) => n + 1);
    } catch (error) {
      setErrors(formErrors(error, [], i18n));
    } finally {
      setSending(false);
    }
  }

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = codeError(code, i18n);
    setErrors({ fields: problem ? { code: problem } : {} });
    if (problem) return;
    setBusy(true);
    try {
      await verifyPortalCode(token, code);
      onVerified();
    } catch (error) {
      setErrors(formErrors(error, ['code'], i18n));
    } finally {
      setBusy(false);
    }
  }

  const emailHint = hint ?? '';
  const instructions = sentCount === 0 ? t`Sending a code to your e-mail address…` : t`We sent a code to ${emailHint}`;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="form gate" className="gate">
      <h2 part="heading">{t`Check your e-mail`}</h2>
      <p part="instructions" role="status">
        {instructions}
        {sentCount > 1 ? ` ${t`A new code was sent.`}` : ''}
      </p>
      <ErrorAlert message={errors.alert} />
      <CodeInput label={t`Verification code`} name="code" value={code} error={errors.fields.code} onValue={setCode} />
      <div className="actions">
        <sl-button type="button" variant="text" loading={sending} lang={lang} dir={dir} part="resend" onClick={() => void sendCode()}>
          {t`Resend code`}
        </sl-button>
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
          {t`Verify`}
        </sl-button>
      </div>
    </form>
  );
}
