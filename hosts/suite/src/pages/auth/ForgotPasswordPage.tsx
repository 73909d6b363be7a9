import { Trans } from '@lingui/react/macro';
import '@si/elements/auth/password-reset/password-reset';

/** /forgot-password: si-password-reset without uid and token asks for the reset email. */
export default function ForgotPasswordPage() {
  return (
    <div className="si-stack">
      <si-password-reset />
      <a href="/login">
        <Trans>Back to sign in</Trans>
      </a>
    </div>
  );
}
