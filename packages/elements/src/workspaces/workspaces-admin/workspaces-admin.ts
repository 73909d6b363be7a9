import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { workspacesStyles } from './workspaces-admin.styles.ts';
import { WorkspacesAdmin } from './WorkspacesAdmin.tsx';

/**
 * @summary A module's workspaces (accounts): a paged, sortable, searchable list with filters (lead, team, office, on hold, overdue items, archived, a custom field's value) and a CSV export of what it shows; staff who write (IC, OA, LRA) create workspaces and assign, hold, release, remind, archive or restore a selection. A View Only user reads.
 * @customElement si-workspaces-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} module-kind - The module (1-7) whose workspaces are listed and created; without it every allowed module's are listed and none is created.
 * @attr {string} detail-href - Link template of a workspace's page, `{module_kind}` and `{id}` replaced, e.g. `/filestride/workspaceDetails/{module_kind}/{id}`. Without it names are plain text.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A workspace's link was clicked (plain left click), or a workspace was just created. Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Workspaces" (takes the focus after a bulk action).
 * @csspart export - The Export CSV button.
 * @csspart create - The New workspace button (writers only).
 * @csspart form - The new workspace form.
 * @csspart filters - The filter controls.
 * @csspart bulk - The actions on the selected workspaces (writers only).
 * @csspart confirm - The confirmation of archiving or sending reminders.
 * @csspart notice - The outcome of the last action.
 * @csspart detail-link - A workspace's link to its page.
 * @csspart hold-badge - "On hold" in a row.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No workspaces yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiWorkspacesAdmin extends elementClass(WorkspacesAdmin, {
  attributes: ['moduleKind', 'detailHref'],
  styles: [formStyles, dataTableStyles, adminStyles, workspacesStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare moduleKind?: string;
  declare detailHref?: string;
}

define('si-workspaces-admin', SiWorkspacesAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-workspaces-admin': SiWorkspacesAdmin;
  }
}
