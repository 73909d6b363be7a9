import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { paymentRunStyles } from './payment-runs.styles.ts';
import { PaymentRuns } from './PaymentRuns.tsx';

/**
 * @summary Accounts payable's payment runs: the runs (paged, sortable, filtered by state), a form that makes a run (the paying account, the currency, the day bills are due by and the day the bank pays, then the approved bills with checkboxes and their total, and the server's refusal naming any vendor whose bank details wait for verification), and a run's page: its bills and where each is paid (masked), Approve (by another staff member than the one who made it), Mark paid with the day and the bank's reference, Cancel, and its CSV and pain.001 (SEPA) files. Viewers read and download only.
 * @customElement si-payment-runs
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Payment runs".
 * @csspart create - The "New payment run" button.
 * @csspart notice - The outcome of making a run.
 * @csspart form - The new run's form.
 * @csspart refusal - Why the server refused the run (the vendors named).
 * @csspart candidates - The bills the run may pay, with their checkboxes.
 * @csspart total - How many bills are chosen and their total.
 * @csspart detail - A run's page.
 * @csspart facts - A run's paying account, days, total and who made and approved it.
 * @csspart state - A run's state in words.
 * @csspart bills - A run's bills.
 * @csspart actions - Approve, Mark paid, Cancel run and the downloads.
 * @csspart approve - The Approve button.
 * @csspart mark-paid - The Mark paid button.
 * @csspart paid-form - The day and reference of the payment.
 * @csspart cancel-run - The Cancel run button.
 * @csspart download-csv - The CSV download.
 * @csspart download-pain001 - The pain.001 download (SEPA runs only).
 * @csspart pain001-reason - Why a run has no pain.001 file.
 * @csspart own-run - Said to the one who made a draft run: another staff member approves it.
 * @csspart outcome - The outcome of an action on a run.
 * @csspart close - Closes a run's page.
 * @csspart table - The data table (rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No payment runs yet." or the filter's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiPaymentRuns extends elementClass(PaymentRuns, {
  attributes: [],
  styles: [formStyles, dataTableStyles, tableScrollStyles, adminStyles, paymentRunStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-payment-runs', SiPaymentRuns);

declare global {
  interface HTMLElementTagNameMap {
    'si-payment-runs': SiPaymentRuns;
  }
}
