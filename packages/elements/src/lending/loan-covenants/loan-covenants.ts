import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { LoanCovenants } from './LoanCovenants.tsx';
import { loanCovenantsStyles } from './loan-covenants.styles.ts';

/**
 * @summary A loan's covenants (the loan page's `covenants` slot): each financial covenant with its metric or formula and its test in words ("Debt service coverage (DSCR) at least 1.25"), its frequency, due days, next test and warning margin; each test's period end, due date, status in words, value and headroom; opened, a test's figures, its current result and every superseded one (who reported it, why it changed), and staff figure entry (one labelled input per figure, errors at the field). Writers (IC, OA, LRA) add (a standard metric or an own formula over named figures, the formula's problem shown at its field), change and archive covenants; a reviewer (LRA) or an Office Administrator waives or defers a covenant or one test (reason, expiry) and revokes a waiver. The affirmative covenants (documents due after each period) are listed with their generated requirements. Viewers read.
 * @customElement si-loan-covenants
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 * @attr {string} loan-id - The loan (its lending account's id).
 *
 * @csspart base - The element.
 * @csspart announcer - The polite live region saying what the last action did.
 * @csspart action-error - Why the last action was refused.
 * @csspart financial - The financial covenants' section; `affirmative` the affirmative ones'; `empty` either's "none" line.
 * @csspart covenant - One covenant: `covenant-terms` (what it tests in words), `covenant-schedule` (frequency, due days, next test, warning margin), `waivers` with `waiver` each and its `revoke` button, `tests` (the table) with `test` each row, `test-status` and `test-open`.
 * @csspart test-detail - An opened test: `results` with `result` each (`result-current`, `result-superseded`), `enter-figures`, `figures-form` and `figures-submit`.
 * @csspart covenant-actions - A covenant's actions: `edit`, `waive`, `archive`.
 * @csspart covenant-form - Adding or changing a covenant: `formula-shown`, `submit`, `cancel`.
 * @csspart waiver-form - Waiving or deferring: `waiver-submit`.
 * @csspart add-financial - Add a financial covenant; `add-affirmative` an affirmative one.
 * @csspart error - A failed read's message, with Try again, or a `loan-id` that is not an id.
 */
export class SiLoanCovenants extends elementClass(LoanCovenants, {
  attributes: ['loanId'],
  styles: [loanCovenantsStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanId?: string;
}

define('si-loan-covenants', SiLoanCovenants);

declare global {
  interface HTMLElementTagNameMap {
    'si-loan-covenants': SiLoanCovenants;
  }
}
