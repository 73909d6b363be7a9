import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { VendorAccounts } from './VendorAccounts.tsx';

/**
 * @summary Accounts payable's vendors: a paged, sortable, searchable list with each vendor's lead, team, contacts, onboarding documents accepted, overdue documents and hold, filtered by hold and overdue documents, and a CSV export of what it shows. Every staff role reads it.
 * @customElement si-vendor-accounts
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} detail-href - Link template of a vendor's page, `{id}` replaced, e.g. `/payable/accountDetails/5/{id}`. Without it names are plain text.
 * @attr {string | number} module-kind - The module kind whose vendors are listed. Defaults to accounts payable's (5).
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A vendor's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Vendors".
 * @csspart export - The Export CSV button.
 * @csspart overdue-filter - The "Overdue documents only" checkbox.
 * @csspart notice - The outcome of the export.
 * @csspart detail-link - A vendor's link to its page.
 * @csspart hold-badge - "On hold" in a row.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No vendors yet." or the filters' empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiVendorAccounts extends elementClass(VendorAccounts, {
  attributes: ['detailHref', 'moduleKind'],
  styles: [formStyles, dataTableStyles, adminStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare detailHref?: string;
  declare moduleKind?: string;
}

define('si-vendor-accounts', SiVendorAccounts);

declare global {
  interface HTMLElementTagNameMap {
    'si-vendor-accounts': SiVendorAccounts;
  }
}
