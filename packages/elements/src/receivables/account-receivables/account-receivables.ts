import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { sidePanelStyles } from '../../ui/side-panel.styles.ts';
import { tabsStyles } from '../../ui/tabs.styles.ts';
import { accountReceivablesStyles } from './account-receivables.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { AccountReceivables } from './AccountReceivables.tsx';

/**
 * @summary One customer account's receivables in tabs: its invoices (state, due date, total, balance; PDF, send, void with a reason, credit note), payments with their allocations, receipts and refunds ("Record payment" spreads a payment over the open invoices, oldest first, and sends one Idempotency-Key per opening; "Refund" gives back what is left of a payment, its credit first, then reopening the invoices it paid), credit notes, and the statement as of a date (balances, activity, aging, PDF, sending it and the monthly schedule). Unapplied credit shows above with "Apply credit". Staff who write (IC, OA, LRA) act; a View Only user reads.
 * @customElement si-account-receivables
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} account-id - The customer account's id.
 * @attr {string} invoice-href - Link template of an invoice (open or edit it), `{id}` replaced, e.g. `/secureinvoice/draft?invoice={id}`. Without it numbers are plain text.
 * @attr {string} new-invoice-href - Link template of a new draft on this account, `{id}` replaced by the account's id, e.g. `/secureinvoice/draft?account={id}&new=1`.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - An invoice's or the New invoice link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Receivables".
 * @csspart new-invoice - The New invoice link (writers only).
 * @csspart credit - The unapplied credit, per currency.
 * @csspart apply-credit - The Apply credit button (writers only).
 * @csspart notice - The outcome of the last action.
 * @csspart tabs - The tab list; `tab` each tab, `tab-selected` the current one.
 * @csspart panel - The current tab's panel.
 * @csspart table - A data table (rows, pager).
 * @csspart invoice-link - An invoice's number linking to it.
 * @csspart state - An invoice's state.
 * @csspart pdf - An invoice's PDF download.
 * @csspart send - An invoice's Send button.
 * @csspart void - An invoice's Void button.
 * @csspart credit-note - An invoice's Credit note button.
 * @csspart record-payment - The Record payment button.
 * @csspart payment-form - The payment form in its panel.
 * @csspart allocations - The payment's allocation to open invoices.
 * @csspart remaining - What the payment leaves as credit.
 * @csspart receipt - A payment's receipt download.
 * @csspart refund - A payment's Refund button (writers only); `aria-disabled`, with its reason beside it, when nothing is left to refund.
 * @csspart refund-none - Why a payment cannot be refunded ("Fully refunded").
 * @csspart refund-form - The refund form in its panel.
 * @csspart refund-summary - What the payment was and what is left to refund.
 * @csspart statement - The statement tab.
 * @csspart statement-pdf - The statement's PDF download.
 * @csspart send-statement - The Send statement button.
 * @csspart schedule - The monthly statement form.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiAccountReceivables extends elementClass(AccountReceivables, {
  attributes: ['accountId', 'invoiceHref', 'newInvoiceHref'],
  styles: [formStyles, dataTableStyles, adminStyles, sidePanelStyles, tabsStyles, tableScrollStyles, accountReceivablesStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare accountId?: string;
  declare invoiceHref?: string;
  declare newInvoiceHref?: string;
}

define('si-account-receivables', SiAccountReceivables);

declare global {
  interface HTMLElementTagNameMap {
    'si-account-receivables': SiAccountReceivables;
  }
}
