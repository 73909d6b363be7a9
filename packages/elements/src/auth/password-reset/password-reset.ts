import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { PasswordReset } from './PasswordReset.tsx';
import { passwordResetStyles } from './password-reset.styles.ts';

/**
 * @summary Password reset and account activation: request a link by e-mail, or choose a new password from one.
 * @customElement si-password-reset
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 * @attr {string} uid - With `token`: the reset link's user (from /public/reset-password/:uid/:token); shows the new-password form.
 * @attr {string} token - With `uid`: the reset link's token.
 * @attr {string} activation-token - The activation link's token (from /public/activate-user/:token); shows the activation form.
 * @attr {string} login-href - Link back to sign-in. Defaults to `/login`.
 *
 * @event {CustomEvent<{ mode: 'reset' | 'activation' }>} si-password-changed - The new password was accepted.
 *
 * @csspart base - The themed wrapper.
 * @csspart form - The form (or the confirmation after it).
 * @csspart heading - The heading.
 * @csspart error - The server's error message.
 * @csspart confirmation - The success message.
 * @csspart login-link - The link back to sign-in.
 * @csspart password-toggle - The show-password buttons of the two password fields (tab stops, `aria-pressed` while shown).
 * @csspart submit - The submit button.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - Maximum width of the form (28rem).
 */
export class SiPasswordReset extends elementClass(PasswordReset, {
  attributes: ['uid', 'token', 'activationToken', 'loginHref'],
  events: { onPasswordChanged: 'si-password-changed' },
  styles: passwordResetStyles,
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare uid?: string;
  declare token?: string;
  declare activationToken?: string;
  declare loginHref?: string;
}

define('si-password-reset', SiPasswordReset);

declare global {
  interface HTMLElementTagNameMap {
    'si-password-reset': SiPasswordReset;
  }
}
