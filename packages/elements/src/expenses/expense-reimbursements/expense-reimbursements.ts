import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { expenseStyles } from '../kit/expenses.styles.ts';
import { ExpenseReimbursements } from './ExpenseReimbursements.tsx';

/**
 * @summary Reimbursements owed to staff: the bills approved expense claims became, each with its claim, claimant, payee account, amount, what is still to pay, its state in words (approved and waiting for a payment run, scheduled, paid), its due day or payment day; paged, sorted and searched on the server, filtered by state, with a link to the payment runs that pay them with the vendors' bills. Every staff role reads it.
 * @customElement si-expense-reimbursements
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} claim-href - Link template of a claim's page, `{id}` replaced, e.g. `/expensemanagement/expenseDetails/claim/{id}`. Without it the claim's number is plain text.
 * @attr {string} bill-href - Link template of a reimbursement bill's page, `{id}` replaced, e.g. `/payable/bills/{id}`. Without it no bill link.
 * @attr {string} payment-runs-href - The payment runs screen; `/payable/accounts?view=payment-runs` by default.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Reimbursements".
 * @csspart payment-runs-link - The link to the payment runs.
 * @csspart intro - What the list is.
 * @csspart claim-link - A claim's number linking to it.
 * @csspart bill-link - A reimbursement bill's link.
 * @csspart state-badge - A reimbursement's state in words.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - The empty list's text.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiExpenseReimbursements extends elementClass(ExpenseReimbursements, {
  attributes: ['claimHref', 'billHref', 'paymentRunsHref'],
  styles: [dataTableStyles, adminStyles, expenseStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare claimHref?: string;
  declare billHref?: string;
  declare paymentRunsHref?: string;
}

define('si-expense-reimbursements', SiExpenseReimbursements);

declare global {
  interface HTMLElementTagNameMap {
    'si-expense-reimbursements': SiExpenseReimbursements;
  }
}
