import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $mfa, ApiError } from '@si/core';
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
  onCancel?: () => void;
};

type Method = 'VIRTUAL' | 'EMAIL' | 'ALL';
type Delivery = 'app' | 'email';
/** Where the e-mailed code stands: none asked yet, on its way, sent (how many), or a wait the server asked for. */
type Mail = { status: 'idle' | 'sending' | 'sent' | 'throttled'; sent: number; minutes: number };

const RESEND_SECONDS = 60;

function asMethod(value: unknown): Method | undefined {
  return value === 'VIRTUAL' || value === 'EMAIL' || value === 'ALL' ? value : undefined;
}

/** The seconds the server asks to wait, from a 429's body; undefined for any other failure. */
function waitAsked(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = (error.data as { retry_after?: unknown } | null)?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : RESEND_SECONDS;
}

/** A countdown in whole seconds: `start(seconds)` begins it; it ticks each second down to 0. */
function useCountdown(): [number, (seconds: number) => void] {
  const [clock, setClock] = useState({ at: 0, now: 0 });
  const left = Math.max(0, Math.ceil((clock.at - clock.now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setClock((was) => ({ ...was, now: Date.now() })), 1000);
    return () => clearTimeout(timer);
  }, [left, clock]);
  const start = (seconds: number) => {
    const now = Date.now();
    setClock({ at: now + seconds * 1000, now });
  };
  return [left, start];
}

/**
 * Second sign-in step: a 6-digit code from the authenticator app or sent by e-mail. A user who
 * gets codes by e-mail (EMAIL, or ALL on asking) can ask for a new one after a wait; an
 * authenticator-app user (VIRTUAL) cannot: the server sends them none, so the mailbox alone
 * never opens their account.
 */
export function MfaChallenge({ method, heading, onSignedIn, onCancel }: MfaChallengeProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const mfa = useStore($mfa);
  const challengeMethod = asMethod(method) ?? asMethod(mfa?.challengeMethod) ?? 'VIRTUAL';
  const [delivery, setDelivery] = useState<Delivery>(challengeMethod === 'EMAIL' ? 'email' : 'app');
  const [code, setCode] = useState('');
  const [mail, setMail] = useState<Mail>({ status: 'idle', sent: 0, minutes: 10 });
  const [wait, startWait] = useCountdown();
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
    setDelivery('email');
    setMail((was) => ({ ...was, status: 'sending' }));
    setErrors({ fields: {} });
    try {
      const answer = await requestMfaChallenge();
      const seconds = answer.resend_after ?? RESEND_SECONDS;
      setMail((was) => ({ status: 'sent', sent: was.sent + 1, minutes: Math.round((answer.expires_in ?? 600) / 60) }));
      startWait(seconds);
    } catch (error) {
      const seconds = waitAsked(error);
      if (seconds === undefined) {
        setMail((was) => ({ ...was, status: was.sent ? 'sent' : 'idle' }));
        setErrors(formErrors(error, [], i18n));
      } else {
        setMail((was) => ({ ...was, status: 'throttled' }));
        startWait(seconds);
      }
    }
  }

  // A user who gets codes by e-mail only is sent one as the step opens, once.
  useEffect(() => {
    if (challengeMethod !== 'EMAIL' || requested.current) return;
    requested.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challengeMethod]);

  const canMail = challengeMethod !== 'VIRTUAL';
  // "in 42 seconds", "dans 3 minutes": the wait in the reader's language.
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  const later = wait > 90 ? relative.format(Math.ceil(wait / 60), 'minute') : relative.format(wait, 'second');

  let instructions: string;
  if (delivery === 'app') instructions = t`Enter the 6-digit code from your authenticator app.`;
  else if (mail.status === 'sending') instructions = t`Sending a code to your e-mail address…`;
  else if (mail.status === 'throttled')
    instructions = mail.sent
      ? t`You have asked for several codes. Enter the latest one, or ask for a new one when the button allows it.`
      : t`A code was sent to your e-mail address a short while ago. Enter it below, or ask for a new one when the button allows it.`;
  else if (mail.status === 'sent') {
    const minutes = mail.minutes;
    instructions =
      mail.sent > 1
        ? t`We sent a new code to your e-mail address; only the newest one works. It works once, for ${minutes} minutes.`
        : t`We sent a 6-digit code to your e-mail address. It works once, for ${minutes} minutes.`;
  } else instructions = t`Ask for a code by e-mail below.`;

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="form">
      <h2 part="heading">{heading || t`Two-step verification`}</h2>
      <p part="instructions" role="status">
        {instructions}
      </p>
      <ErrorAlert message={errors.alert} />
      <CodeInput label={t`Verification code`} name="code" value={code} error={errors.fields.qrCode} onValue={setCode} />
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
          {t`Verify`}
        </sl-button>
      </div>
      <div className="other-ways" part="other-ways">
        {canMail && delivery === 'app' && (
          <sl-button type="button" variant="text" lang={lang} dir={dir} part="email-code" onClick={() => void sendCode()}>
            {t`E-mail me a code`}
          </sl-button>
        )}
        {canMail && delivery === 'email' && (
          <sl-button
            type="button"
            variant="text"
            loading={mail.status === 'sending'}
            disabled={wait > 0}
            lang={lang}
            dir={dir}
            part="resend"
            onClick={() => void sendCode()}
          >
            {wait > 0 ? t`New code available ${later}` : t`Send a new code`}
          </sl-button>
        )}
        {challengeMethod === 'ALL' && delivery === 'email' && (
          <sl-button type="button" variant="text" lang={lang} dir={dir} part="use-app" onClick={() => setDelivery('app')}>
            {t`Use my authenticator app instead`}
          </sl-button>
        )}
        {challengeMethod === 'VIRTUAL' && (
          <p className="hint" part="lost-app">
            {t`Lost your authenticator app? An administrator of your organization can turn two-step verification off for your account; you then set it up again.`}
          </p>
        )}
        <sl-button type="button" variant="text" lang={lang} dir={dir} part="back" onClick={() => onCancel?.()}>
          {t`Back to sign in`}
        </sl-button>
      </div>
    </form>
  );
}
