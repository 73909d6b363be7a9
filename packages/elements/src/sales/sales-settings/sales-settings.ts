import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { salesSettingsStyles } from './sales-settings.styles.ts';
import { SalesSettings } from './SalesSettings.tsx';

/**
 * @summary The sales pipeline's settings: the lead form for the organization's website (on or off; its key, made at the first save, with the code to paste onto a website, the script from the suite's origin and `<si-lead-form form-key>`, and the address of the same form without JavaScript, each with a Copy button; which sales custom fields it asks besides name, company, e-mail, phone and message, in an order set with Move up and Move down), the lead assignment (nobody, or a team whose active members get new leads from the form and imports in turn) and which product category is loans. An Office Administrator saves them; other roles read them disabled.
 * @customElement si-sales-settings
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin; the embed code names this origin.
 *
 * @csspart base - The page.
 * @csspart page-heading - "Sales pipeline settings".
 * @csspart read-only - Said to a user who may not change the settings.
 * @csspart settings-form - The form: `defaults` (never saved yet), `settings-error`, `settings-saved`.
 * @csspart lead-form - The lead form's section: `form-switch`, `no-key` (before the first save), `form-off`, `embed` (`form-key`, `snippet`, `no-script-address`, `copy-status`), `questions` (each `question`; `no-questions` when there is no sales custom field).
 * @csspart assignment - The lead assignment's section (the team picker).
 * @csspart loans - The loans' section (the category picker).
 * @csspart error - A failed load's message, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiSalesSettings extends elementClass(SalesSettings, {
  styles: [formStyles, adminStyles, salesSettingsStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-sales-settings', SiSalesSettings);

declare global {
  interface HTMLElementTagNameMap {
    'si-sales-settings': SiSalesSettings;
  }
}
