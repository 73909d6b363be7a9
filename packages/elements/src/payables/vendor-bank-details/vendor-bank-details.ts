import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { bankDetailsStaffStyles } from '../kit/bank-details.styles.ts';
import { VendorBankDetails } from './VendorBankDetails.tsx';

/**
 * @summary A vendor's bank details for staff: the verified details payments go to, a change waiting for verification with Verify and Reject (never verified by the staff member who requested it), a form to enter new details for the vendor (IBAN and BIC, or account and routing number, checked as typed), and the earlier details with who gave and who decided them. Viewers read only.
 * @customElement si-vendor-bank-details
 *
 * @attr {string | number} account-id - The vendor account (a payables account of the organization). Required.
 * @attr {string} vendor-name - The vendor's name, for headings and the verification question.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Bank details".
 * @csspart request - "Enter new bank details".
 * @csspart read-only - The note shown to a viewer.
 * @csspart notice - The outcome of the last action.
 * @csspart error - A failed read or action.
 * @csspart bank-details-form - The new details form (also `form`, `submit`, `cancel`).
 * @csspart verified - The verified details (`verified-details` the facts, `empty` when none).
 * @csspart pending - The change waiting for verification (`pending-details` the facts, `state` its badge).
 * @csspart decision - The Verify and Reject buttons (`verify`, `reject-button`; `own-change` explains why Verify is off).
 * @csspart confirm - The verification question.
 * @csspart reject - The rejection form with its reason (`reject-form`).
 * @csspart history - The earlier details (`history-row` each, `history-empty` when none).
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiVendorBankDetails extends elementClass(VendorBankDetails, {
  attributes: ['accountId', 'vendorName'],
  styles: bankDetailsStaffStyles,
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
  declare vendorName?: string;
}

define('si-vendor-bank-details', SiVendorBankDetails);

declare global {
  interface HTMLElementTagNameMap {
    'si-vendor-bank-details': SiVendorBankDetails;
  }
}
