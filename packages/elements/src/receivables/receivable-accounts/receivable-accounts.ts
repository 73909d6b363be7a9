import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { receivableAccountsStyles } from './receivable-accounts.styles.ts';
import { ReceivableAccounts } from './ReceivableAccounts.tsx';

/**
 * @summary Secure invoice's customer accounts with what they owe: open balance, overdue balance, days of the oldest overdue invoice, open invoices, unapplied credit, lead and hold; searchable, sortable, paged, with an "Overdue only" filter. Staff who write (IC, OA, LRA) create accounts and start a new invoice from a row. A View Only user reads.
 * @customElement si-receivable-accounts
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} detail-href - Link template of an account's page, `{id}` replaced, e.g. `/secureinvoice/accountDetails/4/{id}`. Without it names are plain text.
 * @attr {string} drafts-href - Link to the draft invoices list, shown by the heading, e.g. `/secureinvoice/draft`.
 * @attr {string} settings-href - Link to the invoicing settings, shown by the heading, e.g. `/secureinvoice/settings`.
 * @attr {string} new-invoice-href - Link template of a new draft invoice on an account, `{id}` replaced, e.g. `/secureinvoice/draft?account={id}&new=1`. Without it rows have no New invoice link.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - An account's or a new invoice's link was clicked (plain left click), or an account was just created. Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Customer accounts".
 * @csspart create - The New account button (writers only).
 * @csspart form - The new account form.
 * @csspart overdue-filter - The "Overdue only" checkbox.
 * @csspart notice - The outcome of the last action.
 * @csspart detail-link - An account's link to its page.
 * @csspart new-invoice - A row's New invoice link (writers only).
 * @csspart hold-badge - "On hold" in a row.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No customer accounts yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiReceivableAccounts extends elementClass(ReceivableAccounts, {
  attributes: ['detailHref', 'newInvoiceHref', 'draftsHref', 'settingsHref'],
  styles: [formStyles, dataTableStyles, adminStyles, receivableAccountsStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare detailHref?: string;
  declare newInvoiceHref?: string;
  declare draftsHref?: string;
  declare settingsHref?: string;
}

define('si-receivable-accounts', SiReceivableAccounts);

declare global {
  interface HTMLElementTagNameMap {
    'si-receivable-accounts': SiReceivableAccounts;
  }
}
