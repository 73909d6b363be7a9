import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { drawStyles } from '../kit/drawStyles.ts';
import { loanDrawsStyles } from './loan-draws.styles.ts';
import { LoanDraws } from './LoanDraws.tsx';

/**
 * @summary A construction loan's draws, on its loan page: the budget table (each line's budget, what is claimed in open draws, approved, disbursed and remaining, and the totals), Edit the budget (writers: each line's name and amount, add and remove lines; a line with draws stays and is never cut below what is approved and disbursed), Download the draw schedule (CSV), and the draw requests, newest first: each with its state in words, who asked and when, its lines (asked, the inspector's percent complete, the part of the budget drawn, the variance said in words and figures, the amount approved), the link to its supporting documents (invoices, lien waivers) and how many files they hold, and its actions by role: Record the inspection, Approve (each line for its claim or less; above the organization's draw approval amount only a reviewer, LRA, approves), Reject (with the reason the borrower sees) and Mark disbursed. A draw changed by someone else meanwhile is reloaded and said so; a refused amount keeps what was typed, with the message and its figures at the field. Viewers read.
 * @customElement si-loan-draws
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} loan-id - The loan (its lending account's id).
 * @attr {string} item-href - Link template of a requirement's page, `{id}` replaced by the item, e.g. `/lender/accounts/12/items/{id}`: each draw's supporting documents link there. Without it the words are plain text.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A supporting documents link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart draws - The whole section; `heading` its heading.
 * @csspart outcome - The result of the last action.
 * @csspart budget - The budget table's scrolling box; `budget-table` the table, `budget-line` each line, `budget-totals` the totals row, `budget-empty` when there is no line yet.
 * @csspart actions - `edit-budget`, `schedule` (the CSV download).
 * @csspart budget-form - Edit the budget: `budget-row` each line, `remove-line`, `line-kept` (a line with draws), `add-line`.
 * @csspart draws-heading - The draw requests' heading; `draws-empty` when there is none.
 * @csspart draw - One draw: `draw-state`, `draw-total`, `draw-asked`, `draw-note`, `reject-reason`, `draw-lines` (`draw-line` each, `variance`), `documents` (`documents-link`), `reviewer-note`, `draw-actions` (`inspect`, `approve`, `reject`, `disburse`).
 * @csspart inspect-form - The inspection's form (percent complete per line); `approve-form` and `reject-form` the others.
 * @csspart not-draw-loan - Said when the loan is not a construction loan with draws.
 * @csspart error - A `loan-id` that is not an id.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiLoanDraws extends elementClass(LoanDraws, {
  attributes: ['loanId', 'itemHref'],
  styles: [formStyles, adminStyles, tableScrollStyles, drawStyles, loanDrawsStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanId?: string;
  declare itemHref?: string;
}

define('si-loan-draws', SiLoanDraws);

declare global {
  interface HTMLElementTagNameMap {
    'si-loan-draws': SiLoanDraws;
  }
}
