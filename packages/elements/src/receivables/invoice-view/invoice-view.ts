import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { commentStyles } from '../../portal-kit/comments.styles.ts';
import { InvoiceView } from '../kit/InvoiceView.tsx';
import { invoiceStyles } from '../kit/invoice-view.styles.ts';

/**
 * @summary One invoice of a secure-invoice portal: number, dates, lines, totals, status, balance, files, comments and the pay button.
 * @customElement si-invoice-view
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {string | number} item-id - The invoice to show.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ itemId: number; sessionId: string }>} si-paid - The page loaded as the checkout's return for this invoice and the server confirmed the payment.
 * @event {CustomEvent<{ targetType: string; targetId: number; comment: object }>} si-comment-added - A comment was posted on the invoice.
 * @event {CustomEvent<{ status: number; message: string }>} si-error - Loading the invoice or starting a payment failed.
 *
 * @csspart base - The themed wrapper.
 * @csspart invoice - The invoice.
 * @csspart heading - "Invoice <number>".
 * @csspart status - The status chip.
 * @csspart facts - Issue and due dates.
 * @csspart lines - The lines and totals table.
 * @csspart pay-button - The Pay button.
 * @csspart files - The attached files.
 * @csspart comments - The comment thread.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiInvoiceView extends elementClass(InvoiceView, {
  attributes: ['token', 'itemId'],
  events: { onPaid: 'si-paid', onCommentAdded: 'si-comment-added', onError: 'si-error' },
  styles: [...portalStyles, barStyles, commentStyles, invoiceStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare itemId?: string;
}

define('si-invoice-view', SiInvoiceView);

declare global {
  interface HTMLElementTagNameMap {
    'si-invoice-view': SiInvoiceView;
  }
}
