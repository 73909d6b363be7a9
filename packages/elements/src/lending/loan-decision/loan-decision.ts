import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { LoanDecision } from './LoanDecision.tsx';
import { loanDecisionStyles } from './loan-decision.styles.ts';

/**
 * @summary A loan's decision section (the loan page's `decision` slot): its status, amount, the open round and the decisions given of those it needs (two by two different people above the organization's amount), and every decision with who, when, the outcome in words, the reason and the conditions; earlier rounds folded away. A reviewer (LRA) or an Office Administrator decides a loan in the pipeline (approve, approve with conditions with a list of conditions added and removed one by one, or decline with the reason); what was typed stays when the server refuses it. An approved loan is booked by a write role ("A construction loan, disbursed in draws" puts it in the loan draw workspace); a declined one is reopened by a reviewer or an Office Administrator. Others read.
 * @customElement si-loan-decision
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 * @attr {string} loan-id - The loan (its lending account's id).
 *
 * @csspart base - The section.
 * @csspart heading - "Decision".
 * @csspart facts - Status, amount, round and decisions given; `status` and `count` two of them.
 * @csspart announcer - The polite live region saying what a decision, booking or reopening did.
 * @csspart decisions - The round's decisions; `decision` each one.
 * @csspart none - "No decision yet in this round."
 * @csspart form - The decision form (reviewers and Office Administrators); `outcomes` its choices, `conditions` the conditions, `add-condition` and `remove-condition` their buttons, `submit` its button, `form-error` a refusal not about a field.
 * @csspart waiting - Said to a reviewer who has decided a round that needs a second person.
 * @csspart book - Booking an approved loan; `book-button` its button.
 * @csspart reopen-button - Reopening a declined loan.
 * @csspart action-error - Why booking or reopening was refused.
 * @csspart earlier - Earlier rounds' decisions.
 * @csspart error - A failed read's message, with Try again.
 */
export class SiLoanDecision extends elementClass(LoanDecision, {
  attributes: ['loanId'],
  styles: [loanDecisionStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanId?: string;
}

define('si-loan-decision', SiLoanDecision);

declare global {
  interface HTMLElementTagNameMap {
    'si-loan-decision': SiLoanDecision;
  }
}
