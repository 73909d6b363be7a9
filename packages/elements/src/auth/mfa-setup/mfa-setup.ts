import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { MfaSetup } from '../../account/MfaSetup.tsx';
import { mfaSetupStyles } from '../../account/mfa-setup.styles.ts';

/**
 * @summary Turns on multi-factor authentication: QR code, key for manual entry, two consecutive codes.
 * @customElement si-mfa-setup
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 * @attr {string} heading - Replaces the "Set up two-step verification" heading (the profile drawer uses "Setup user MFA").
 *
 * @event {CustomEvent<Record<string, never>>} si-cancel - The user chose Cancel.
 * @event {CustomEvent<{ challengeMethod: 'VIRTUAL' | 'ALL' }>} si-mfa-enabled - MFA is on (during sign-in the session tokens are now stored).
 *
 * @csspart base - The themed wrapper.
 * @csspart form - The form.
 * @csspart heading - The heading.
 * @csspart error - The server's error message.
 * @csspart qr - The QR code image.
 * @csspart secret - The key for manual entry.
 * @csspart retry - Try again, after the QR code failed to load.
 * @csspart cancel - The Cancel button.
 * @csspart submit - The Confirm button.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - Maximum width of the form (28rem).
 * @cssprop --si-qr-size - Width and height of the QR code (12rem).
 */
export class SiMfaSetup extends elementClass(MfaSetup, {
  attributes: ['heading'],
  events: { onCancel: 'si-cancel', onMfaEnabled: 'si-mfa-enabled' },
  styles: mfaSetupStyles,
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare heading?: string;
}

define('si-mfa-setup', SiMfaSetup);

declare global {
  interface HTMLElementTagNameMap {
    'si-mfa-setup': SiMfaSetup;
  }
}
