import { HOME_PATH } from '../../routing/utils/resolveRedirect.ts';

/** Spec 4: 'challenge' -> MFA challenge; another marker -> MFA setup; no marker -> signed in. */
export function nextPathAfterSignIn(next: 'challenge' | 'setup' | 'done'): string {
  if (next === 'challenge') return '/mfa-challenge';
  if (next === 'setup') return '/mfa-setup';
  return HOME_PATH;
}
