import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { workflowStyles } from '../kit/workflow.styles.ts';
import { WorkflowsAdmin } from './WorkflowsAdmin.tsx';

/**
 * @summary The workflows of one module: name, active, steps, transitions and last change, paged, sorted and searched; an Office Administrator creates one (and is taken to it), activates it (the module's other workflow becomes inactive), deactivates or deletes it.
 * @customElement si-workflows-admin
 *
 * @attr {string | number} module-kind - The module kind 1-7 (1 file, 2 bank, 3 vendor, 4 secure invoice sales, 5 secure invoice purchase, 6 contract lifecycle, 7 sales pipeline). Without it: every allowed module is listed and none can be created.
 * @attr {string} detail-href - Route of a workflow's page with `{id}`, e.g. `/bank/workflows/{id}`: names link there and a new workflow opens there.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A workflow link was followed or a workflow was created (with `detail-href`). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Workflows".
 * @csspart create - The New workflow button (Office Administrators only).
 * @csspart form - The new workflow form.
 * @csspart field-error - A field's error message.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No workflows yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiWorkflowsAdmin extends elementClass(WorkflowsAdmin, {
  attributes: ['moduleKind', 'detailHref'],
  styles: [formStyles, dataTableStyles, adminStyles, workflowStyles],
}) {
  declare moduleKind?: string;
  declare detailHref?: string;
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-workflows-admin', SiWorkflowsAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-workflows-admin': SiWorkflowsAdmin;
  }
}
