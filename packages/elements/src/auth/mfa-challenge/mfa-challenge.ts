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
 * @attr {'VIRTUAL' | 'EMAIL' | 'ALL'} method - How the code arrives: `VIRTUAL` (authenticator app), `EMAIL` (sent on load, with Resend) or `ALL` (the user picks). Defaults to the method the sign-in response gave.
 * @attr {string} heading - Replaces the "Two-step verification" heading.
 *
 * @event {CustomEvent<{ next: 'done' }>} si-signed-in - The code was accepted; the session tokens are stored.
 *
 * @csspart base - The themed wrapper.
 * @csspart form - The form.
 * @csspart heading - The heading.
 * @csspart instructions - Where the code comes from.
 * @csspart error - The server's error message.
 * @csspart resend - The Resend code button (e-mail only).
 * @csspart submit - The Verify button.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - Maximum width of the form (28rem).
 */
export class SiMfaChallenge extends elementClass(MfaChallenge, {
  attributes: ['method', 'heading'],
  events: { onSignedIn: 'si-signed-in' },
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
