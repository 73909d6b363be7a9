import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { filesStyles } from '../kit/files.styles.ts';
import { StandardFiles } from './StandardFiles.tsx';

/**
 * @summary The organization's standard files (templates and forms it hands out): a paged, sortable, searchable list with size, type, date and download; an Office Administrator uploads (file input or drag and drop, with progress; PDF, PNG, JPEG, XLSX, DOCX or CSV up to 25 MB, checked before sending), renames and deletes them.
 * @customElement si-standard-files
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Standard files".
 * @csspart create - The Upload a file button (Office Administrators only).
 * @csspart form - The upload form.
 * @csspart dropzone - Where a file is dropped or chosen.
 * @csspart progress - The upload's progress bar.
 * @csspart rename-form - The rename form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No standard files yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiStandardFiles extends elementClass(StandardFiles, {
  styles: [formStyles, dataTableStyles, adminStyles, filesStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-standard-files', SiStandardFiles);

declare global {
  interface HTMLElementTagNameMap {
    'si-standard-files': SiStandardFiles;
  }
}
