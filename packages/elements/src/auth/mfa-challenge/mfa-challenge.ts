import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { MfaChallenge } from './MfaChallenge.tsx';
import { mfaChallengeStyles } from './mfa-challenge.styles.ts';

/**
 * @summary Second sign-in step: the 6-digit code from an authenticator app or sent by e-mail.
 * @customElement si-mfa-challenge
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 * @attr {'VIRTUAL' | 'EMAIL' | 'ALL'} method - How the code arrives: `VIRTUAL` (authenticator app only: no code is ever e-mailed), `EMAIL` (sent as the step opens; a new one after a minute's wait) or `ALL` (the app, or "E-mail me a code"). Defaults to the method the sign-in response gave.
 * @attr {string} heading - Replaces the "Two-step verification" heading.
 *
 * @event {CustomEvent<{ next: 'done' }>} si-signed-in - The code was accepted; the session tokens are stored.
 * @event {CustomEvent<void>} si-cancel - "Back to sign in": the page ends the pending sign-in (core's `logout()`) and shows the sign-in form.
 *
 * @csspart base - The themed wrapper.
 * @csspart form - The form.
 * @csspart heading - The heading.
 * @csspart instructions - Where the code comes from.
 * @csspart error - The server's error message.
 * @csspart submit - The Verify button.
 * @csspart other-ways - The other ways under the form: e-mail a code, use the app, back to sign in.
 * @csspart email-code - "E-mail me a code" (ALL, while on the app's code).
 * @csspart resend - "Send a new code", disabled with a countdown while the server asks to wait (EMAIL, or ALL by e-mail).
 * @csspart use-app - "Use my authenticator app instead" (ALL, by e-mail).
 * @csspart lost-app - What an authenticator-app user who lost it can do (VIRTUAL).
 * @csspart back - "Back to sign in" (emits si-cancel).
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - Maximum width of the form (28rem).
 */
export class SiMfaChallenge extends elementClass(MfaChallenge, {
  attributes: ['method', 'heading'],
  events: { onSignedIn: 'si-signed-in', onCancel: 'si-cancel' },
  styles: mfaChallengeStyles,
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare method?: string;
  declare heading?: string;
}

define('si-mfa-challenge', SiMfaChallenge);

declare global {
  interface HTMLElementTagNameMap {
    'si-mfa-challenge': SiMfaChallenge;
  }
}
