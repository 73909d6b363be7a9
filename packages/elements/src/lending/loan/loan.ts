import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { loanStyles } from '../kit/staff/loan.styles.ts';
import { Loan } from './Loan.tsx';

/**
 * @summary One loan's page, its sections in the spec's order: the loan details (amount, rate fixed or index plus margin, origination, maturity, product, category, collateral, purpose); the term and repayment with the repayment schedule (each payment's date, payment, interest, principal and balance, and the totals, in a box that scrolls on its own on a narrow screen); the borrowing structure (borrowers and guarantors from the contact directory, a guarantor's limit); the credit and risk rating (the current one and every rating given, why, by whom, when); then the covenants, the affirmative covenant requirements and the decision, which the host puts in the element's slots; the policy exceptions (the policy, why, its approver); and the history (every change to every section, what it was and became in words, who and when; older pages on demand). Each section is changed only by the roles that may change it (details, term and parties: IC, OA, LRA; rating and policy exceptions: LRA and OA); others read it, with no control to press. A save refused because someone else changed the loan meanwhile keeps what was typed, shows the loan as it is now and says so; a refused save keeps what was typed, with the message at its field.
 * @customElement si-loan
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} loan-id - The loan (its lending account's id).
 *
 * @slot covenants - The loan's covenants (section covenants), e.g. an `si-loan-covenants`.
 * @slot affirmative - The affirmative covenant requirements (section affirmativeCovenantsReq).
 * @slot decision - The loan's decision (section decision), e.g. an `si-loan-decision`.
 *
 * @csspart page - The page.
 * @csspart loan - The loan: `loan-heading`, `status` (its status in words), `summary` (amount, where it is, officer), `outcome` (the result of the last change).
 * @csspart section - Each section; `details`, `term`, `parties`, `rating`, `exceptions`, `history` name them.
 * @csspart details-facts - The loan details: `amount`, `rate`, `collateral`.
 * @csspart edit-details - Change the details (writers); `details-form` its form.
 * @csspart term-facts - The term, repayment and payments a year.
 * @csspart edit-term - Change the term (writers); `term-form` its form.
 * @csspart schedule - The repayment schedule's scrolling box: `schedule-row` each payment, `schedule-totals`; `no-schedule` when it cannot be computed yet.
 * @csspart party-list - The borrowers and guarantors: `party` each, `remove-party` (writers); `add-party` and `party-form`; `party-error`.
 * @csspart current-rating - The current rating; `rating-history` every rating given; `rate` and `rating-form` (LRA, OA).
 * @csspart exception-list - The policy exceptions: `exception` each; `add-exception` and `exception-form` (LRA, OA).
 * @csspart history-list - The history: `history-row` each; `older` shows older changes; `history-error`.
 * @csspart covenants-slot - Around the covenants slot; `affirmative-slot` and `decision-slot` likewise.
 * @csspart error - A failed load's message, or a `loan-id` that is not an id.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiLoan extends elementClass(Loan, {
  attributes: ['loanId'],
  styles: [formStyles, adminStyles, loanStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanId?: string;
}

define('si-loan', SiLoan);

declare global {
  interface HTMLElementTagNameMap {
    'si-loan': SiLoan;
  }
}
