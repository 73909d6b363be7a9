import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { SignIn } from './SignIn.tsx';
import { signInStyles } from './sign-in.styles.ts';

/**
 * @summary Staff sign-in with email and password; tells the page whether MFA comes next.
 * @customElement si-sign-in
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} forgot-href - Link of "Forgot password?". Defaults to `/forgot-password`.
 * @attr {string} sign-up-href - Link of "Sign up". Defaults to `/signup`.
 * @attr {string} heading - Replaces the "Sign in" heading.
 *
 * @event {CustomEvent<{ next: 'challenge' | 'setup' | 'done' }>} si-signed-in - Credentials accepted; `next` is the MFA challenge, MFA setup, or done (tokens stored).
 *
 * @csspart base - The themed wrapper.
 * @csspart form - The form.
 * @csspart heading - The heading.
 * @csspart error - The server's error message.
 * @csspart password-toggle - The show-password button in the password field (a tab stop, `aria-pressed` while the password shows).
 * @csspart forgot-link - The "Forgot password?" link.
 * @csspart sign-up-link - The "Sign up" link.
 * @csspart submit - The Sign in button.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - Maximum width of the form (28rem).
 */
export class SiSignIn extends elementClass(SignIn, {
  attributes: ['forgotHref', 'signUpHref', 'heading'],
  events: { onSignedIn: 'si-signed-in' },
  styles: signInStyles,
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare forgotHref?: string;
  declare signUpHref?: string;
  declare heading?: string;
}

define('si-sign-in', SiSignIn);

declare global {
  interface HTMLElementTagNameMap {
    'si-sign-in': SiSignIn;
  }
}
