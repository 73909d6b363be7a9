import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { payablesSettingsStyles } from './payables-settings.styles.ts';
import { PayablesSettings } from './PayablesSettings.tsx';

/**
 * @summary Accounts payable's settings: the bill approval rules in the order they are tried, each read as a sentence (amount tier in its currency, vendor, account code, then its steps with their approvers and how many must approve), added and changed in a dialog (users and teams per step, checked so a step never needs more approvals than it has approvers), moved up and down, and deleted after a confirmation; and the purchase order match tolerance (unit price and quantity, in percent). Office Administrators change them; other roles read what the server lets them.
 * @customElement si-payables-settings
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The settings.
 * @csspart heading - "Accounts payable settings".
 * @csspart read-only - The note shown to users who may not change the settings.
 * @csspart approval-rules - The approval rules' section: `add-rule`, `rules` (each `rule`, with `rule-summary` and `rule-actions`), `confirm`, `empty`, `restricted` (shown when the server refuses the list), `notice`, `error`.
 * @csspart dialog - The rule's dialog (`dialog-title`, `dialog-close`), holding `rule-form`: `form-error`, `scope`, `account-picker`, `steps` (each `step`, `remove-step`), `add-step`, `choices-error`.
 * @csspart matching - The purchase order matching section: `tolerance-form` (`form-error`) for an Office Administrator, `tolerance` the sentence others read, `notice`.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiPayablesSettings extends elementClass(PayablesSettings, {
  styles: [formStyles, adminStyles, payablesSettingsStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-payables-settings', SiPayablesSettings);

declare global {
  interface HTMLElementTagNameMap {
    'si-payables-settings': SiPayablesSettings;
  }
}
