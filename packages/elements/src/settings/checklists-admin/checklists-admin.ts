import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { filesStyles } from '../kit/files.styles.ts';
import { ChecklistsAdmin } from './ChecklistsAdmin.tsx';

/**
 * @summary The organization's checklists (named sets of item templates): a paged, sortable, searchable list filtered by module; an Office Administrator creates, edits and deletes them. Each name links to the checklist's editor.
 * @customElement si-checklists-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} module-kind - The module filter to start with (1-7; empty: all modules). Also the module a new checklist is for by default.
 * @attr {string} detail-href - Link template of a checklist's page, `{id}` replaced by its id, e.g. `/bank/checklists/{id}`. Without it names are plain text.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A checklist's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Checklists".
 * @csspart create - The New checklist button (Office Administrators only).
 * @csspart form - The create or edit form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart detail-link - A checklist's link to its editor.
 * @csspart table - The data table (module filter, search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No checklists yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiChecklistsAdmin extends elementClass(ChecklistsAdmin, {
  attributes: ['moduleKind', 'detailHref'],
  styles: [formStyles, dataTableStyles, adminStyles, filesStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare moduleKind?: string;
  declare detailHref?: string;
}

define('si-checklists-admin', SiChecklistsAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-checklists-admin': SiChecklistsAdmin;
  }
}
