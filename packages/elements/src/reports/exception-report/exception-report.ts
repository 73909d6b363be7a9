import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { ExceptionReport } from './ExceptionReport.tsx';
import { reportStyles } from '../kit/shared.tsx';

/**
 * @summary The signed-in user's exception report: items not done whose due date has passed, on accounts they lead and (unless only accounts they lead) items assigned to them or their teams; filter, sort, page, and download the same report as PDF or XLSX.
 * @customElement si-exception-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} module-kind - Only this module kind (1-7); absent: every module.
 * @csspart base - The section.
 * @csspart heading - "My exception report".
 * @csspart downloads - The Download PDF and Download XLSX buttons.
 * @csspart download-pdf - The Download PDF button (aria-busy while the file is prepared).
 * @csspart download-xlsx - The Download XLSX button.
 * @csspart progress - "Preparing the … file…" while a download runs.
 * @csspart notice - The outcome of the last download (the file name, or why it failed).
 * @csspart truncated - Said when the report holds more rows than shown.
 * @csspart table - The data table (search, lead-only switch, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "Nothing overdue." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiExceptionReport extends elementClass(ExceptionReport, { attributes: ['moduleKind'], styles: [dataTableStyles, adminStyles, reportStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare moduleKind?: string;
}

define('si-exception-report', SiExceptionReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-exception-report': SiExceptionReport;
  }
}
