import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { expenseStyles } from '../kit/expenses.styles.ts';
import { ExpenseClaim } from './ExpenseClaim.tsx';

/**
 * @summary One expense claim: its number, title, state in words, claimant, approvers and total; for the claimant while it is a draft or rejected, its details (title, currency, note) and its expenses, each with the day, merchant, category (its policy said in words), amount and currency as spent, the rate and the amount claimed, a receipt photo or PDF that is read to suggest the values (each beside its field with a Use button that never overwrites what was typed), a split across customer accounts, and what the policy finds (over the limit per expense or per day, a receipt required) with a justification; Submit for approval; for its approvers, never the claimant, Approve and Reject with a reason; once approved, Re-bill to customers (each split a line of the customer's draft invoice, linked) and the reimbursement (the bill's state, due day, payment); the expense report and its PDF. Edits are saved by explicit buttons (Save details, Add or Save expense), never while typing; a failed save keeps what was typed, with the server's message at its field, and the claim is not sent while a change is unsaved. Viewers read only.
 * @customElement si-expense-claim
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} claim-id - The claim.
 * @attr {string} list-href - The claims list, e.g. `/expensemanagement/expense`: a Back link, and where a deleted draft goes. Without it, no Back link.
 * @attr {string} report-href - Link template of the claim's expense report, `{id}` replaced, e.g. `/expensemanagement/documents/freeForm/claim/{id}` (a page with `<si-expense-report claim-id>`). Without it only the PDF is offered.
 * @attr {string} bill-href - Link template of the reimbursement bill's page, `{id}` replaced, e.g. `/payable/bills/{id}`.
 * @attr {string} invoice-href - Link template of a customer's draft invoice, `{id}` replaced, e.g. `/secureinvoice/draft?invoice={id}`: each re-billed expense links to its invoice.
 * @attr {string} payment-runs-href - The payment runs screen, e.g. `/payable/accounts?view=payment-runs`.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A link was clicked (plain left click), or a deleted draft goes back to `list-href`. Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The page.
 * @csspart claim - The claim: `claim-heading`, `back`, `outcome` (the result of the last action), `reject-reason`, `facts` (`state`, `total`), `head-form` (`head-error`), `lines` (`line` each expense, with `receipt`, `line-splits`, `findings`, `justification`, `edit-line`, `remove-line`; `no-lines`, `lines-error`, `add-line`), `line-form` (`line-error`, `policy`, `suggestion`, `reading`, `read-receipt`, `converted`, `splits`, `splits-error`), `policy-summary`, `actions` (`submit`, `approve`, `reject`, `delete`, `rebill`), `own-claim`, `reject-form` (`reject-error`), `confirm`, `rebilled` (`invoice-link`), `reimbursement` (`reimbursement-state`, `bill-link`, `payment-runs-link`), `report` (`report-link`, `download`).
 * @csspart error - A failed load's message, or a `claim-id` that is not an id.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiExpenseClaim extends elementClass(ExpenseClaim, {
  attributes: ['claimId', 'listHref', 'reportHref', 'billHref', 'invoiceHref', 'paymentRunsHref'],
  styles: [formStyles, dataTableStyles, adminStyles, expenseStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare claimId?: string;
  declare listHref?: string;
  declare reportHref?: string;
  declare billHref?: string;
  declare invoiceHref?: string;
  declare paymentRunsHref?: string;
}

define('si-expense-claim', SiExpenseClaim);

declare global {
  interface HTMLElementTagNameMap {
    'si-expense-claim': SiExpenseClaim;
  }
}
