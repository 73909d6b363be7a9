import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { invoiceStaffStyles } from '../kit/staff/inv-staff.styles.ts';
import { invoiceDocumentStyles } from './invoice-document.styles.ts';
import { InvoiceDocument } from './InvoiceDocument.tsx';

/**
 * @summary The free-form document of an invoice: its text (the saved one, or the organization's template filled in), the variables a click inserts at the cursor, a live preview with the variables filled in (right-to-left for an Arabic invoice), and Save as PDF, which makes the text the invoice's PDF and links to it. Staff who write (IC, OA, LRA) save.
 * @customElement si-invoice-document
 *
 * @attr {string | number} invoice-id - The invoice.
 * @attr {string} account-href - Route back to the customer's account, e.g. `/secureinvoice/accountDetails/4/12`. Without it there is no Back link.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - Back to the account was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Free-form document of …".
 * @csspart back - "Back to the account".
 * @csspart variables - The variables to insert.
 * @csspart save - The Save as PDF button.
 * @csspart preview - The preview; `preview-page` the page itself.
 * @csspart notice - "Saved as the invoice's PDF." with `pdf-link`, the PDF.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiInvoiceDocument extends elementClass(InvoiceDocument, {
  attributes: ['invoiceId', 'accountHref'],
  styles: [dataTableStyles, adminStyles, invoiceStaffStyles, invoiceDocumentStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare invoiceId?: string;
  declare accountHref?: string;
}

define('si-invoice-document', SiInvoiceDocument);

declare global {
  interface HTMLElementTagNameMap {
    'si-invoice-document': SiInvoiceDocument;
  }
}
