import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { Statement } from '../kit/Statement.tsx';
import { statementStyles } from '../kit/statement.styles.ts';
import { payStyles } from '../kit/pay-button.styles.ts';

/**
 * @summary The latest account statement: date, total due, aging buckets, its invoices (several paid in one checkout) and the PDF download.
 * @customElement si-statement
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The statement could not be loaded.
 *
 * @csspart base - The themed wrapper.
 * @csspart statement - The section.
 * @csspart heading - "Statement of <date>".
 * @csspart download - The Download PDF link.
 * @csspart total - The total due.
 * @csspart aging-bar - The aging bar (one segment per bucket).
 * @csspart aging - The aging table.
 * @csspart invoices - The invoices table.
 * @csspart invoice-pick - The tick box of an invoice the customer can pay (named by its number).
 * @csspart invoice-amount - The amount to pay of a ticked invoice (where the organization takes part of a balance).
 * @csspart amount-error - Why an invoice or its amount cannot be paid.
 * @csspart selection - The total of the ticked invoices and "Pay selected".
 * @csspart selection-total - The total of the ticked invoices.
 * @csspart pay-selected - "Pay selected": one checkout of the ticked invoices.
 * @csspart empty - "No statement has been issued yet."
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiStatement extends elementClass(Statement, {
  attributes: ['token'],
  events: { onError: 'si-error' },
  styles: [...portalStyles, barStyles, statementStyles, payStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
}

define('si-statement', SiStatement);

declare global {
  interface HTMLElementTagNameMap {
    'si-statement': SiStatement;
  }
}
