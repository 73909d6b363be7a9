import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { billStyles } from './bills.styles.ts';
import { VendorBills } from './VendorBills.tsx';

/**
 * @summary Accounts payable's bills (or, with `bill-id`, one bill's page): a paged, sortable, searchable list of vendors' bills (vendor, number, bill and due dates, total, what is still to pay, state in words), filtered by state and due date; a form that types a bill by hand (the vendor, its number, dates and currency, lines with quantity, unit price, tax rate and account code, the totals as typed, and its document); and a bill's panel with the possible duplicates before approval, its lines, totals and document, and Submit for approval, Approve (never by the one who entered it), Reject with a reason the vendor sees, Void and Edit. Viewers read only.
 * @customElement si-vendor-bills
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} account-id - One vendor account's bills (its page's Bills tab); new bills are that vendor's. Without it, every vendor's bills, and the form asks for the vendor.
 * @attr {string} detail-href - Link template of a bill's page, `{id}` replaced, e.g. `/payable/bills/{id}` (a page with `<si-vendor-bills bill-id>`): a bill's number links there, and so do a bill's possible duplicates and its correction. Without it a bill opens in a panel of the list, and a duplicate in that panel.
 * @attr {string | number} bill-id - One bill's page instead of the list: that bill alone, with the same detail and actions as the list's panel (no Close).
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A bill's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Bills".
 * @csspart create - The "New bill" button.
 * @csspart notice - The outcome of saving a bill.
 * @csspart form - The new bill's (or a change's) form; `form-error` its alert, `lines` its lines, `line` each line, `lines-error` a message on the lines, `totals` the totals, `total` the total.
 * @csspart detail-link - A bill's link to its page (with `detail-href`).
 * @csspart state-badge - A bill's state in words in a row.
 * @csspart detail - A bill's panel: `detail-heading`, `duplicates` (the possible duplicates, each a `duplicate-link`), `reject-reason`, `facts`, `state`, `document`, `lines`, `totals`, `credits` (the vendor credits applied to it), `attach`, `actions` (`submit`, `approve`, `reject`, `edit`, `void`), `own-bill`, `reject-form` (`reject-hint`, `reject-error`), `confirm`, `outcome`, `close`.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No bills yet." or the filters' empty result.
 * @csspart error - A failed call's message, or a `bill-id` that is not an id.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiVendorBills extends elementClass(VendorBills, {
  attributes: ['accountId', 'detailHref', 'billId'],
  styles: [formStyles, dataTableStyles, tableScrollStyles, adminStyles, billStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
  declare detailHref?: string;
  declare billId?: string;
}

define('si-vendor-bills', SiVendorBills);

declare global {
  interface HTMLElementTagNameMap {
    'si-vendor-bills': SiVendorBills;
  }
}
