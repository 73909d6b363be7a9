import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { expenseStyles } from '../kit/expenses.styles.ts';
import { ExpenseClaims } from './ExpenseClaims.tsx';

/**
 * @summary Expense claims in four tabs: My claims, Drafts, To approve (submitted claims the signed-in user may approve) and All claims; each a paged, sortable, searchable list (number, title, claimant, expenses, total, sent or started, state in words) filtered by state, with the total of the page's claims per currency. "New claim" asks for a title (and a currency other than the organization's, if need be) and creates the draft only when that form is sent, then goes to the claim. Without `claim-href` a claim opens in a panel of the list, with everything `si-expense-claim` shows. Write roles (IC, OA, LRA) create claims; viewers read.
 * @customElement si-expense-claims
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} view - The tab shown: `mine` (the default), `drafts`, `to-approve` or `all`.
 * @attr {string} claim-href - Link template of a claim's page, `{id}` replaced, e.g. `/expensemanagement/expenseDetails/claim/{id}` (a page with `<si-expense-claim claim-id>`): a claim's number links there, and a new draft goes there. Without it a claim opens in a panel of the list.
 * @attr {string} view-href - Link template of this screen with a tab chosen, `{view}` replaced, e.g. `/expensemanagement/expense?view={view}`: choosing a tab then fires `si-navigate` with it, so the host keeps the tab in its address.
 * @attr {string} report-href - For a claim opened in a panel: link template of its expense report, `{id}` replaced.
 * @attr {string} bill-href - For a claim opened in a panel: link template of its reimbursement bill, `{id}` replaced.
 * @attr {string} invoice-href - For a claim opened in a panel: link template of a customer's draft invoice, `{id}` replaced.
 * @attr {string} payment-runs-href - For a claim opened in a panel: the payment runs screen.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A claim's link was clicked (plain left click), a new draft goes to its page, or a tab was chosen (with `view-href`). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart tabs - The tab list; `tab` each tab, `tab-selected` the current one.
 * @csspart panel - The current tab's list.
 * @csspart heading - The tab's heading.
 * @csspart create - The "New claim" button.
 * @csspart form - The new claim's form; `form-error` its alert.
 * @csspart notice - The outcome of creating a claim, with a link to it.
 * @csspart totals - The total of the claims on the page, per currency.
 * @csspart claim-link - A claim's number linking to its page (with `claim-href`).
 * @csspart state-badge - A claim's state in words in a row.
 * @csspart claim - A claim opened in a panel (see `si-expense-claim` for its parts).
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - The empty list's text.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiExpenseClaims extends elementClass(ExpenseClaims, {
  attributes: ['view', 'claimHref', 'viewHref', 'reportHref', 'billHref', 'invoiceHref', 'paymentRunsHref'],
  styles: [formStyles, dataTableStyles, adminStyles, tabsStyles, expenseStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare view?: string;
  declare claimHref?: string;
  declare viewHref?: string;
  declare reportHref?: string;
  declare billHref?: string;
  declare invoiceHref?: string;
  declare paymentRunsHref?: string;
}

define('si-expense-claims', SiExpenseClaims);

declare global {
  interface HTMLElementTagNameMap {
    'si-expense-claims': SiExpenseClaims;
  }
}
