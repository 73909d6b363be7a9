import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { warmReads } from '../../portal-kit/warmReads.ts';
import { portalStyles } from '../../portal-kit/portal.styles.ts';
import { barStyles } from '../../portal-kit/portal-bar.styles.ts';
import { commentStyles } from '../../portal-kit/comments.styles.ts';
import { invoiceStyles } from '../kit/invoice-view.styles.ts';
import { statementStyles } from '../kit/statement.styles.ts';
import { payInstructionStyles } from '../../portal-kit/pay-instructions.styles.ts';
import { InvoicePortal } from './InvoicePortal.tsx';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { invoicePortalStyles } from './invoice-portal.styles.ts';

/**
 * @summary The secure-invoice portal of a customer: Invoices, Statements and Pay Instructions, with greeting and on-hold banner.
 * @customElement si-invoice-portal
 *
 * @attr {string} token - The portal token of the link (the credential; no sign-in).
 * @attr {'invoices' | 'statements' | 'pay-instructions'} view - The section shown first: `invoices` (default), `statements` or `pay-instructions`.
 * @attr {string | number} invoice-id - Opens this invoice of the Invoices section (deep link). Without it, the page address's `si-invoice` query parameter does, and opening an invoice sets it (a history entry).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance; the bar's toggle flips it.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ itemId: number; sessionId: string }>} si-paid - The page loaded as a checkout's return and the server confirmed the payment.
 * @event {CustomEvent<{ targetType: string; targetId: number; comment: object }>} si-comment-added - A comment was posted on an invoice.
 * @event {CustomEvent<{ status: number; message: string }>} si-error - A portal call failed (404: the link is not valid any more).
 *
 * @csspart base - The themed wrapper.
 * @csspart portal - The portal layout.
 * @csspart bar - The top bar; also `organization` (the organization's logo and name), `logo`, `title`, `greeting`, `theme-toggle`, `hold` (the on-hold banner).
 * @csspart tabs - The section menu; `tab` each entry, `tab-selected` the current one. Until the next release also `menu`, `menu-item`, `menu-item-current` (former names).
 * @csspart panel - The current section.
 * @csspart invoices - The invoices table; `invoice-row` each row.
 * @csspart back - "Back to invoices".
 * @csspart invoice - An opened invoice; also `lines`, `status`, `pay-button`, `files`, `comments`, `downloads`, `download-pdf`, `download-receipt`, and before Pay `payment-terms`, `terms-text`, `terms-accept`, `terms-error`.
 * @csspart credit - The "powered by" credit at the foot.
 * @csspart statement - The latest statement; also `aging`, `aging-bar`, `download`, and to pay several invoices `invoice-pick`, `invoice-amount`, `amount-error`, `selection`, `selection-total`, `pay-selected`.
 * @csspart pay-instructions - The bank details; also `copy`.
 * @csspart outcome - The payment outcome after a checkout return.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiInvoicePortal extends elementClass(InvoicePortal, {
  // The portal data (and the bar's details) start loading before the element renders.
  warm: warmReads(['context', 'details']),
  attributes: ['token', 'view', 'invoiceId'],
  events: { onPaid: 'si-paid', onCommentAdded: 'si-comment-added', onError: 'si-error' },
  styles: [...portalStyles, barStyles, commentStyles, invoiceStyles, statementStyles, payInstructionStyles, tabsStyles, invoicePortalStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare token?: string;
  declare view?: string;
  declare invoiceId?: string;
}

define('si-invoice-portal', SiInvoicePortal);

declare global {
  interface HTMLElementTagNameMap {
    'si-invoice-portal': SiInvoicePortal;
  }
}
