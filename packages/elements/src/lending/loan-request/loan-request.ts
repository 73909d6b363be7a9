import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { LoanRequest } from './LoanRequest.tsx';
import { loanRequestStyles } from './loan-request.styles.ts';

/**
 * @summary The lender portal's loan request: the borrower asks for a loan (the amount, with cents at most; what it is for; the term in months, 1 to 600; and, if they wish, a note on the documents that will follow, which they upload to the request afterwards in their list of requirements). Nothing typed is lost when the request is refused; each refusal is said at its field. Below it, the workspace's loan requests, newest first, each with its amount, purpose and status in words.
 * @customElement si-loan-request
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Request a loan".
 * @csspart form - The request's form; `submit` its button, `form-error` a refusal not about one field, `sent` what was sent.
 * @csspart list-heading - "Your loan requests".
 * @csspart requests - The requests; `request` each one, `status` its status in words.
 * @csspart none - "No loan requests yet."
 *
 * @event {CustomEvent<{ kind: 'loan' }>} si-request-sent - The request was taken (it made a requirement: a page may read its list of requirements again).
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiLoanRequest extends elementClass(LoanRequest, {
  attributes: ['token'],
  events: { onSent: 'si-request-sent' },
  styles: [...portalStyles, loanRequestStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
}

define('si-loan-request', SiLoanRequest);

declare global {
  interface HTMLElementTagNameMap {
    'si-loan-request': SiLoanRequest;
  }
}
