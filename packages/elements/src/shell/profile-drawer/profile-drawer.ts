import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { withOpenAttribute } from '../../ui/openAttribute.ts';
import { ProfileDrawer } from './ProfileDrawer.tsx';
import { profileDrawerStyles } from './profile-drawer.styles.ts';

/**
 * @summary Edit Profile: the signed-in user's identifier, email, names (required), active state, MFA status with Enable, and organizational units; Save.
 * @customElement si-profile-drawer
 *
 * @attr {boolean} open - Present while the drawer is open. `show()` and `hide()` set it; closing from inside removes it.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ user: User }>} si-profile-saved - PATCH /api/users/{id} succeeded; `user` is the saved record (the stored session user is updated too).
 * @event {CustomEvent<Record<string, never>>} si-close - The drawer closed from inside (Escape, close button, backdrop).
 *
 * @csspart base - The themed wrapper.
 * @csspart panel - The drawer (a modal dialog at the end side), 45% wide, full width on small screens or expanded.
 * @csspart header - The title bar.
 * @csspart title - The "Edit Profile" title.
 * @csspart expand - The button that expands the drawer to full width and collapses it (`aria-pressed`).
 * @csspart close - The close button.
 * @csspart body - The scrolling content.
 * @csspart form - The profile form.
 * @csspart error - The server's error message.
 * @csspart saved - The confirmation after a save.
 * @csspart status - The active or inactive indicator.
 * @csspart mfa - The MFA status row.
 * @csspart enable-mfa - Enable, shown while the user has no MFA.
 * @csspart retry-mfa - Try again, after the MFA status failed to load.
 * @csspart mfa-dialog - The "Setup user MFA" dialog.
 * @csspart offices - The organizational units.
 * @csspart submit - The Save button.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-profile-width - Width of the drawer on large screens (45%).
 * @cssprop --si-qr-size - Width and height of the MFA QR code (12rem).
 */
export class SiProfileDrawer extends withOpenAttribute(
  elementClass(ProfileDrawer, { events: { onClose: 'si-close', onProfileSaved: 'si-profile-saved' }, styles: profileDrawerStyles }),
) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-profile-drawer', SiProfileDrawer);

declare global {
  interface HTMLElementTagNameMap {
    'si-profile-drawer': SiProfileDrawer;
  }
}
