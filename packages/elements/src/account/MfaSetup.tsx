import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { confirmMfaSetup, startMfaSetup } from '@si/core/account';
import { ErrorAlert } from '../base/Notice.tsx';
import { formErrors } from '../base/errors.ts';
import { useFormSubmit } from '../base/useFormSubmit.ts';
import { useShell } from '../base/Shell.tsx';
import { CodeInput, codeError } from '../base/CodeInput.tsx';

type Method = 'VIRTUAL' | 'ALL';

export type MfaSetupProps = {
  heading?: string;
  onCancel?: (detail: Record<string, never>) => void;
  onMfaEnabled?: (detail: { challengeMethod: Method }) => void;
};

type Secret = { qr: string; secret: string };

/** The server may send a bare base64 PNG or a data URL; an img needs the latter. */
function qrSource(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

/**
 * Turns on MFA: scan the QR code (or type the key), enter two consecutive codes.
 * "Receive code by email" also allows e-mailed codes at sign-in (method ALL).
 */
export function MfaSetup({ heading, onCancel, onMfaEnabled }: MfaSetupProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [secret, setSecret] = useState<Secret>();
  const [attempt, setAttempt] = useState(0);
  const [byEmail, setByEmail] = useState(false);
  const [code1, setCode1] = useState('');
  const [code2, setCode2] = useState('');
  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      const problem1 = codeError(code1, i18n);
      const problem2 = codeError(code2, i18n);
      if (problem1) fields.qrCode1 = problem1;
      if (problem2) fields.qrCode2 = problem2;
      return fields;
    },
    async () => {
      const challengeMethod: Method = byEmail ? 'ALL' : 'VIRTUAL';
      await confirmMfaSetup(code1, code2, challengeMethod);
      onMfaEnabled?.({ challengeMethod });
    },
    (error) => formErrors(error, ['qrCode1', 'qrCode2'], i18n),
  );

  useEffect(() => {
    let live = true;
    startMfaSetup('VIRTUAL').then(
      (result) => live && setSecret({ qr: qrSource(result.base64QRCode), secret: result.secret }),
      (error: unknown) => live && setErrors(formErrors(error, [], i18n)),
    );
    return () => {
      live = false;
    };
  }, [attempt, i18n, setErrors]);

  // Nothing to confirm before the secret has arrived.
  const submit = (event: FormEvent) => (secret ? handleSubmit(event) : event.preventDefault());

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || !secret} part="form">
      <h2 part="heading">{heading || t`Set up two-step verification`}</h2>
      <ErrorAlert message={errors.alert} />
      {!secret && !errors.alert && (
        <p role="status">
          <sl-spinner /> {t`Preparing your QR code…`}
        </p>
      )}
      {!secret && errors.alert && (
        <sl-button type="button" lang={lang} dir={dir} part="retry" onClick={() => setAttempt((n) => n + 1)}>
          {t`Try again`}
        </sl-button>
      )}
      {secret && (
        <>
          <p>{t`Scan this QR code with your authenticator app, then enter two consecutive codes it shows.`}</p>
          <img className="qr" part="qr" src={secret.qr} alt={t`QR code to scan with your authenticator app`} />
          <p className="secret">
            {t`Can't scan it? Enter this key in the app:`} <code part="secret">{secret.secret}</code>
          </p>
          <label className="check">
            <input type="checkbox" name="by-email" checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} />
            {t`Receive code by email`}
          </label>
          <div className="codes">
            <CodeInput label={t`Code 1`} name="code1" value={code1} error={errors.fields.qrCode1} onValue={setCode1} />
            <CodeInput label={t`Code 2`} name="code2" value={code2} error={errors.fields.qrCode2} onValue={setCode2} />
          </div>
        </>
      )}
      <div className="actions">
        <sl-button type="button" lang={lang} dir={dir} part="cancel" onClick={() => onCancel?.({})}>
          {t`Cancel`}
        </sl-button>
        <sl-button type="submit" variant="primary" loading={busy} disabled={!secret} lang={lang} dir={dir} part="submit">
          {t`Confirm`}
        </sl-button>
      </div>
    </form>
  );
}
