import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { invoiceStaffStyles } from '../kit/staff/inv-staff.styles.ts';
import { InvoiceDrafts } from './InvoiceDrafts.tsx';

/**
 * @summary The organization's draft invoices: a paged, sortable, searchable list (title, customer, lines, total, issue date, started); each draft opens in the invoice editor. Every staff role reads.
 * @customElement si-invoice-drafts
 *
 * @attr {string} editor-href - Route of a draft in the editor, `{id}` replaced, e.g. `/secureinvoice/draft?invoice={id}`. Without it titles are plain text.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A draft's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Draft invoices".
 * @csspart draft-link - A draft's link to the editor.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No drafts." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiInvoiceDrafts extends elementClass(InvoiceDrafts, {
  attributes: ['editorHref'],
  styles: [dataTableStyles, adminStyles, invoiceStaffStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare editorHref?: string;
}

define('si-invoice-drafts', SiInvoiceDrafts);

declare global {
  interface HTMLElementTagNameMap {
    'si-invoice-drafts': SiInvoiceDrafts;
  }
}
