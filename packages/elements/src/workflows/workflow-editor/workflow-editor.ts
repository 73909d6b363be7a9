import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { workflowStyles } from '../kit/workflow.styles.ts';
import { WorkflowEditor } from './WorkflowEditor.tsx';

/**
 * @summary One workflow: its name and description, its steps in order (the item statuses; add, rename, reorder with buttons or Alt+Arrow keys, mark initial or final, delete with its transitions) and its transitions (add, delete, link to each one's page). Read-only for roles other than Office Administrator.
 * @customElement si-workflow-editor
 *
 * @attr {string} workflow-id - The workflow's id.
 * @attr {string} transition-href - Route of a transition's page with `{id}`, e.g. `/bank/workflow/transitions/{id}`: transition names link there.
 * @attr {string} list-href - Route of the workflows list, e.g. `/bank/workflows` (an "All workflows" link).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A link was followed. Cancelable: `preventDefault()` keeps the browser from following it, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Workflow {name}".
 * @csspart state - Active or Inactive.
 * @csspart activate - The Activate / Deactivate workflow button (Office Administrators only).
 * @csspart form - The details form (Office Administrators only).
 * @csspart description - The description (read-only view).
 * @csspart steps - The steps panel.
 * @csspart add-step - The add-a-step form.
 * @csspart transitions - The transitions panel.
 * @csspart add-transition - The add-a-transition form.
 * @csspart confirm - A delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart field-error - A field's error message.
 * @csspart empty - "No steps yet."
 * @csspart error - A failed read's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiWorkflowEditor extends elementClass(WorkflowEditor, {
  attributes: ['workflowId', 'transitionHref', 'listHref'],
  styles: [formStyles, dataTableStyles, adminStyles, workflowStyles],
}) {
  declare workflowId?: string;
  declare transitionHref?: string;
  declare listHref?: string;
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-workflow-editor', SiWorkflowEditor);

declare global {
  interface HTMLElementTagNameMap {
    'si-workflow-editor': SiWorkflowEditor;
  }
}
