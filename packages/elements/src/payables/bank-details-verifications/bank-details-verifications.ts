import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { bankDetailsStaffStyles } from '../kit/bank-details.styles.ts';
import { BankDetailsVerifications } from './BankDetailsVerifications.tsx';

/**
 * @summary The changes of vendors' bank details waiting for verification, across vendors, oldest first: the vendor, the new details, who gave them and since when; Verify (after a confirmation, never offered to the staff member who requested the change) and Reject with the reason the vendor reads. Paged, sorted and searched on the server; viewers read only.
 * @customElement si-bank-details-verifications
 *
 * @attr {string} detail-href - Link template of a vendor's page, `{id}` replaced, e.g. `/payable/accountDetails/5/{id}`. Without it names are plain text.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A vendor's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Bank details to verify".
 * @csspart detail-link - A vendor's link to its page.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart confirm - The verification question.
 * @csspart reject - The rejection form with its reason (`reject-form`).
 * @csspart notice - The outcome of the last action.
 * @csspart empty - "No bank details wait for verification."
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiBankDetailsVerifications extends elementClass(BankDetailsVerifications, {
  attributes: ['detailHref'],
  styles: [formStyles, dataTableStyles, ...bankDetailsStaffStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare detailHref?: string;
}

define('si-bank-details-verifications', SiBankDetailsVerifications);

declare global {
  interface HTMLElementTagNameMap {
    'si-bank-details-verifications': SiBankDetailsVerifications;
  }
}
