import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';

export type PasswordResetProps = {
  uid?: string;
  token?: string;
  activationToken?: string;
  loginHref?: string;
  onPasswordChanged?: (detail: { mode: 'reset' | 'activation' }) => void;
};

/**
 * Three forms behind one element: ask for a reset link by e-mail; choose a new password
 * from that link (`uid` + `token`); choose a first password from an activation link.
 */
export function PasswordReset({ uid, token, activationToken, loginHref, onPasswordChanged }: PasswordResetProps) {
  const login = loginHref || '/login';
  if (activationToken) {
    return <NewPasswordForm mode="activation" token={activationToken} loginHref={login} onChanged={onPasswordChanged} />;
  }
  if (uid && token) {
    return <NewPasswordForm mode="reset" uid={uid} token={token} loginHref={login} onChanged={onPasswordChanged} />;
  }
  return <ResetRequestForm loginHref={login} />;
}
