import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { invoiceStaffStyles } from '../kit/staff/inv-staff.styles.ts';
import { invoiceEditorStyles } from './invoice-editor.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { InvoiceEditor } from './InvoiceEditor.tsx';

/**
 * @summary The invoice editor of staff: a draft's title, currency, language, dates, terms, lines (added, removed and reordered from the keyboard) and memo with live totals, saved on Save and by itself, then finalized, or deleted; a finalized invoice read-only with Send, Void, Credit note, Download PDF and its free-form document. Staff who write (IC, OA, LRA) act; the server refuses the others.
 * @customElement si-invoice-editor
 *
 * @attr {string | number} invoice-id - The invoice (or credit note) to open.
 * @attr {string | number} account-id - Without `invoice-id`: starts a new draft on this customer account (once per element), then routes to `invoice-href`.
 * @attr {string} invoice-href - Route of an invoice, `{id}` replaced, e.g. `/secureinvoice/draft?invoice={id}`: a new draft and a new credit note open there.
 * @attr {string} document-href - Route of the free-form document, `{account_id}` and `{id}` replaced, e.g. `/secureinvoice/documents/freeForm/4/{account_id}?invoice={id}`. Without it the link is not shown.
 * @attr {string} list-href - Route of the drafts list, opened after the draft is deleted.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A new draft exists, a draft was deleted, or a link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The wrapper.
 * @csspart form - A draft's form; also `fields`, `lines` (the lines table; `line` each row), `totals`, `actions`, `save-state` (Saving…, Draft saved).
 * @csspart invoice - A finalized invoice; also `state`, `facts`, `lines`, `totals`, `actions`, `void-form`, `credit-form`, `document-link`.
 * @csspart heading - The invoice's heading.
 * @csspart confirm - The confirmation of finalizing or deleting.
 * @csspart notice - The outcome of the last action.
 * @csspart outcome - "Invoice … finalized."
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiInvoiceEditor extends elementClass(InvoiceEditor, {
  attributes: ['invoiceId', 'accountId', 'invoiceHref', 'documentHref', 'listHref'],
  styles: [dataTableStyles, adminStyles, invoiceStaffStyles, tableScrollStyles, invoiceEditorStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare invoiceId?: string;
  declare accountId?: string;
  declare invoiceHref?: string;
  declare documentHref?: string;
  declare listHref?: string;
}

define('si-invoice-editor', SiInvoiceEditor);

declare global {
  interface HTMLElementTagNameMap {
    'si-invoice-editor': SiInvoiceEditor;
  }
}
