import '../../base/staff-catalog.ts';
import { css } from '@lit/reactive-element/css-tag.js';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { workflowStyles } from '../kit/workflow.styles.ts';
import { TransitionEditor } from './TransitionEditor.tsx';

const transitionStyles = css`
  fieldset.bare {
    border: 0;
    padding: 0;
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .action .field,
  .condition .field {
    min-inline-size: 14rem;
  }
`;

/**
 * @summary One workflow transition, whole: name, from and to steps (of its workflow), how it fires (manually, automatically on arrival, or when a file is uploaded, with the 7 file-upload triggers and the team, user or contact they notify), the condition combiner and conditions (the 6 types with their team, users or contacts) and the 13 actions with their parameters. Saving sends the transition as the server expects it and shows the server's messages at their fields (a missing user, a cycle of automatic transitions). Read-only for roles other than Office Administrator.
 * @customElement si-transition-editor
 *
 * @attr {string} transition-id - The transition's id.
 * @attr {string} workflow-href - Route of a workflow's page with `{id}`, e.g. `/bank/workflows/{id}` (a link back to the transition's workflow).
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - The link back to the workflow was followed. Cancelable: `preventDefault()` keeps the browser from following it, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Transition {name}".
 * @csspart form - The transition form.
 * @csspart kind - How it fires (and the file-upload trigger).
 * @csspart conditions - The combiner and the conditions.
 * @csspart condition - One condition.
 * @csspart actions - The actions.
 * @csspart field-error - A field's error message.
 * @csspart notice - The outcome of the last save.
 * @csspart error - A failed read's or save's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiTransitionEditor extends elementClass(TransitionEditor, {
  attributes: ['transitionId', 'workflowHref'],
  styles: [formStyles, dataTableStyles, adminStyles, workflowStyles, transitionStyles],
}) {
  declare transitionId?: string;
  declare workflowHref?: string;
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-transition-editor', SiTransitionEditor);

declare global {
  interface HTMLElementTagNameMap {
    'si-transition-editor': SiTransitionEditor;
  }
}
