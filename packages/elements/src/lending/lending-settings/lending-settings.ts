import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { loanStyles } from '../kit/staff/loan.styles.ts';
import { LendingSettings } from './LendingSettings.tsx';

/**
 * @summary The lender's settings, shown on the organization's settings page: the rating scale (best first, one a line), the warning margin (the headroom, in percent of a covenant's threshold, under which a compliant test is a warning), the amount above which a loan is decided by two different people, the amount above which a draw is approved by a reviewer (LRA), the loan pipeline (or the first pipeline by name), and the organization's own covenant formulas (a key, a name and the formula over named figures; added and removed). Until first saved the defaults show, said as such. An Office Administrator saves them (a refused save keeps what was typed, with the message at its field); other roles read them, with no control to press.
 * @customElement si-lending-settings
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The page.
 * @csspart page-heading - "Lending settings".
 * @csspart read-only - Said to a user who may not change the settings.
 * @csspart settings-form - The form (Office Administrators): `defaults` (never saved yet), `settings-saved`, `formulas` (each `formula`, `add-formula`, `remove-formula`).
 * @csspart settings-view - The settings as other roles read them.
 * @csspart error - A failed load's message, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiLendingSettings extends elementClass(LendingSettings, {
  styles: [formStyles, adminStyles, loanStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-lending-settings', SiLendingSettings);

declare global {
  interface HTMLElementTagNameMap {
    'si-lending-settings': SiLendingSettings;
  }
}
