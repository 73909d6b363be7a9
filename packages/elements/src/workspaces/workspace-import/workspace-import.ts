import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { workspaceImportStyles } from './workspace-import.styles.ts';
import { tableScrollStyles } from '../../ui/table-scroll.styles.ts';
import { WorkspaceImport } from './WorkspaceImport.tsx';

/**
 * @summary Imports a module's workspaces and their contacts from a CSV file: the user picks the file, sees its first rows, maps its columns to the fields (pre-filled from the headers) and sends it with upload progress; all rows are stored or none, and the problems are listed by row and column. Writers only (IC, OA, LRA): a View Only user sees nothing.
 * @customElement si-workspace-import
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} module-kind - The module (1-7) the imported workspaces belong to; without it the element shows nothing.
 *
 * @event {SiImportedEvent} si-imported - A file was imported: `{ accountsCreated, contactsCreated, contactsReused }`.
 *
 * @csspart base - The section.
 * @csspart open - The Import from CSV button that opens and closes the panel.
 * @csspart form - The import panel.
 * @csspart file - The file input.
 * @csspart preview - The table of the file's first rows.
 * @csspart mapping - The column-to-field selects.
 * @csspart submit - The Import button.
 * @csspart progress - The upload progress bar.
 * @csspart notice - The outcome: what was imported, or why nothing was.
 * @csspart errors - The table of problems (row, column, message).
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiWorkspaceImport extends elementClass(WorkspaceImport, {
  attributes: ['moduleKind'],
  events: { onImported: 'si-imported' },
  styles: [formStyles, adminStyles, tableScrollStyles, workspaceImportStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare moduleKind?: string;
}

define('si-workspace-import', SiWorkspaceImport);

declare global {
  interface HTMLElementTagNameMap {
    'si-workspace-import': SiWorkspaceImport;
  }
}
