import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { repStyles } from '../kit/staff/rep-styles.ts';
import { ReceivablesSettings } from './ReceivablesSettings.tsx';

/**
 * @summary The secure invoice settings: the invoice and credit-note numbering series (prefix, next number that only moves forward, zero padding, with a preview such as INV-0042), default payment terms and currency, partial payments, the late fee (none, a fixed amount or a percentage, after N days); the organization's reminder ladder; the customer notification switches and the payment provider (API key masked, terms of service). Office Administrators change them; other roles read.
 * @customElement si-receivables-settings
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The page.
 * @csspart heading - "Secure invoice settings".
 * @csspart read-only - The note shown to users who may not change the settings.
 * @csspart invoicing - The invoicing section.
 * @csspart settings-form - The invoicing form.
 * @csspart invoice-series - The invoice numbering fields.
 * @csspart credit-note-series - The credit-note numbering fields.
 * @csspart preview - A series' next number as it will print.
 * @csspart save-settings - Save invoicing settings.
 * @csspart reminders - The reminder schedule section.
 * @csspart schedule-form - The reminder schedule form.
 * @csspart save-schedule - Save schedule.
 * @csspart notifications - The notifications and payments section.
 * @csspart notifications-form - The notifications and payments form.
 * @csspart save-notifications - Save notification settings.
 * @csspart field-error - A field's message (client check or the server's).
 * @csspart notice - A saved form's confirmation.
 * @csspart error - A failed read or save.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-report-width - Maximum width of the page (default 80rem).
 */
export class SiReceivablesSettings extends elementClass(ReceivablesSettings, { styles: [repStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-receivables-settings', SiReceivablesSettings);

declare global {
  interface HTMLElementTagNameMap {
    'si-receivables-settings': SiReceivablesSettings;
  }
}
