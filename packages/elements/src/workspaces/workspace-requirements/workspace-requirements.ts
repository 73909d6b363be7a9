import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { requirementsStyles } from './workspace-requirements.styles.ts';
import { WorkspaceRequirements } from './WorkspaceRequirements.tsx';

/**
 * @summary A workspace's requirements (reporting, financial, questions, statements) under their section headings, with their due dates, status, assignment, files (each downloaded, PDFs and images also previewed), reported figure or answer and latest review; staff who write (IC, OA, LRA) add, edit, order, delete, accept or send back requirements, upload a file on the contact's behalf and add notes (internal ones the contact never sees). A View Only user reads.
 * @customElement si-workspace-requirements
 *
 * @attr {string | number} account-id - The workspace (account) whose requirements are shown.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ accountId: number }>} si-requirements-changed - A requirement was added, edited, reviewed, reordered or removed; si-workspace-detail on the same page reads its counts again.
 *
 * @csspart requirements - The panel.
 * @csspart heading - "Requirements".
 * @csspart create - The Add requirement button (writers only).
 * @csspart form - The requirement form (add or edit).
 * @csspart section - One section heading and its requirements.
 * @csspart requirement - One requirement.
 * @csspart kind - The requirement's kind.
 * @csspart status - The requirement's status.
 * @csspart figure - The reported figure of a financial requirement.
 * @csspart answer - The contact's answer to a question.
 * @csspart latest-review - The last review's decision and reason.
 * @csspart files - The requirement's files (and the staff upload).
 * @csspart file-link - A file's name: downloads it.
 * @csspart preview - Preview of a PDF or an image, in a new tab.
 * @csspart upload - The staff upload on the contact's behalf (writers only).
 * @csspart review - Accept and Send back (writers, on a submitted requirement).
 * @csspart return-form - The reason a requirement is sent back.
 * @csspart row-actions - Notes, and for writers Edit, Move up, Move down, Delete.
 * @csspart confirm - The delete confirmation.
 * @csspart notes - A requirement's notes thread.
 * @csspart note - One note; an internal one is also `internal`.
 * @csspart note-form - The add-a-note form (writers only).
 * @csspart notice - The outcome of the last write.
 * @csspart empty - "No requirements yet."
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - Largest width of the forms (default 28rem).
 */
export class SiWorkspaceRequirements extends elementClass(WorkspaceRequirements, { attributes: ['accountId'], events: { onChanged: 'si-requirements-changed' }, styles: [formStyles, adminStyles, requirementsStyles] }) {
  declare accountId?: string;
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-workspace-requirements', SiWorkspaceRequirements);

declare global {
  interface HTMLElementTagNameMap {
    'si-workspace-requirements': SiWorkspaceRequirements;
  }
}
