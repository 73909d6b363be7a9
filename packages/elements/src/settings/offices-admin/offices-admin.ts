import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { OfficesAdmin } from './OfficesAdmin.tsx';

/**
 * @summary The organization's offices (organizational units): a paged, sortable, searchable list; an Office Administrator creates, edits and deletes them.
 * @customElement si-offices-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Offices".
 * @csspart create - The New office button (Office Administrators only).
 * @csspart form - The create or edit form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No offices yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiOfficesAdmin extends elementClass(OfficesAdmin, {
  styles: [formStyles, dataTableStyles, adminStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-offices-admin', SiOfficesAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-offices-admin': SiOfficesAdmin;
  }
}
