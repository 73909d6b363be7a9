import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { repStyles } from '../kit/staff/rep-styles.ts';
import { PayInstructionsAdmin } from './PayInstructionsAdmin.tsx';

/**
 * @summary The organization's pay instructions: the bank accounts customers are told to pay into (bank, holder, account number or IBAN, routing code, SWIFT/BIC, payment reference, notes), each shown on every customer account or on one. Office Administrators add, edit and delete them; other roles read.
 * @customElement si-pay-instructions-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} purpose - `receiving` (the default: the accounts customers are told to pay into) or `paying` (accounts payable's reading: the same accounts are where payment runs pay vendors from).
 *
 * @csspart base - The page.
 * @csspart heading - "Pay instructions".
 * @csspart read-only - The note shown to users who may not change them.
 * @csspart add - "Add a bank account".
 * @csspart table - The bank accounts.
 * @csspart row - One bank account.
 * @csspart empty - "No bank account yet".
 * @csspart confirm - The delete confirmation.
 * @csspart editor - The add or edit section.
 * @csspart form - The bank account form.
 * @csspart field-error - A field's message (client check or the server's).
 * @csspart account-picker - The customer account search and select.
 * @csspart save - Save bank account.
 * @csspart notice - The outcome of the last change.
 * @csspart error - A failed read, save or delete.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-report-width - Maximum width of the page (default 80rem).
 */
export class SiPayInstructionsAdmin extends elementClass(PayInstructionsAdmin, { attributes: ['purpose'], styles: [adminStyles, repStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare purpose?: string;
}

define('si-pay-instructions-admin', SiPayInstructionsAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-pay-instructions-admin': SiPayInstructionsAdmin;
  }
}
