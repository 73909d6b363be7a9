import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { filesStyles } from '../kit/files.styles.ts';
import { ChecklistEditor } from './ChecklistEditor.tsx';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';

/**
 * @summary One checklist: its name, description and module, its item templates (kind, title, due offset, assignment, threshold for a financial requirement) that an Office Administrator adds, edits and removes, and "Apply to an account" (OA, IC, LRA) that creates one item per template on an account.
 * @customElement si-checklist-editor
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} checklist-id - The checklist's id.
 * @attr {string} back-href - The checklists page, for the "Back to checklists" link (none without it).
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - The back link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following it.
 *
 * @csspart base - The section.
 * @csspart back - "Back to checklists".
 * @csspart heading - The checklist's name.
 * @csspart details - Its module and description.
 * @csspart edit-details - The Edit details button (Office Administrators only).
 * @csspart form - The name/description/module form.
 * @csspart add-item - The New item button (Office Administrators only).
 * @csspart item-form - The add or edit item form.
 * @csspart items - The table of item templates.
 * @csspart confirm - The remove confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart empty - "This checklist has no items yet."
 * @csspart apply - The "Apply to an account" panel (not for viewers).
 * @csspart apply-form - Its form.
 * @csspart account-picker - The account search and select (the contact select follows it).
 * @csspart apply-result - The items it created.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiChecklistEditor extends elementClass(ChecklistEditor, {
  attributes: ['checklistId', 'backHref'],
  styles: [formStyles, dataTableStyles, adminStyles, filesStyles, tableScrollStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare checklistId?: string;
  declare backHref?: string;
}

define('si-checklist-editor', SiChecklistEditor);

declare global {
  interface HTMLElementTagNameMap {
    'si-checklist-editor': SiChecklistEditor;
  }
}
