import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { expenseStyles } from '../kit/expenses.styles.ts';
import { expenseReportStyles } from './expense-report.styles.ts';
import { ExpenseReport } from './ExpenseReport.tsx';

/**
 * @summary A claim's expense report as a printable, free-form document: the claim's number, title, claimant, state and dates, each expense with its day, merchant, category, amount as spent, rate and amount claimed (with its note, justification and the policy's findings in words), the total, the customers it is billed on to, the approval and the reimbursement. Print prints the document alone; Download PDF saves the server's PDF of the same report. Every staff role reads it.
 * @customElement si-expense-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} claim-id - The claim.
 * @attr {string} claim-href - Link template of the claim's page, `{id}` replaced, e.g. `/expensemanagement/expenseDetails/claim/{id}`: a Back link. Without it, none.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - Back to the claim was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The page.
 * @csspart bar - The buttons above the document (not printed): `back`, `print`, `download`.
 * @csspart outcome - A failed download's message.
 * @csspart report - The document: `facts`, `lines` (the expenses' table), `total`, `reimbursement`.
 * @csspart error - A failed load's message, or a `claim-id` that is not an id.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiExpenseReport extends elementClass(ExpenseReport, {
  attributes: ['claimId', 'claimHref'],
  styles: [dataTableStyles, tableScrollStyles, adminStyles, expenseStyles, expenseReportStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare claimId?: string;
  declare claimHref?: string;
}

define('si-expense-report', SiExpenseReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-expense-report': SiExpenseReport;
  }
}
