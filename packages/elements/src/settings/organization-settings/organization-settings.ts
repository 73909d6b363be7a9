import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { OrganizationSettings } from './OrganizationSettings.tsx';
import { organizationSettingsStyles } from './organization-settings.styles.ts';

/**
 * @summary The organization's settings (spec 3): general details, notifications and e-mail, portal, payments, allowed modules, accounting integration (Business Central) and the dark and light logos. Every value is read on open; each section saves only what changed. Office Administrators edit; other roles see everything read-only, secrets masked.
 * @customElement si-organization-settings
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The element's frame.
 * @csspart settings - The page: heading and sections.
 * @csspart heading - "Organization settings".
 * @csspart read-only - The note shown to users who may not change settings.
 * @csspart loading - Shown while the settings are read.
 * @csspart section - Each section (also `section-general`, `section-notifications`, `section-portal`, `section-payments`, `section-modules`, `section-accounting`, `section-logo`).
 * @csspart form - Each section's form.
 * @csspart field-error - A setting's error message (client check or the server's).
 * @csspart save - A section's Save button (Office Administrators only).
 * @csspart notice - The outcome of a section's last save.
 * @csspart error - A failed read, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-settings-width - Maximum width of the sections (default 48rem).
 */
export class SiOrganizationSettings extends elementClass(OrganizationSettings, {
  styles: [formStyles, adminStyles, organizationSettingsStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-organization-settings', SiOrganizationSettings);

declare global {
  interface HTMLElementTagNameMap {
    'si-organization-settings': SiOrganizationSettings;
  }
}
