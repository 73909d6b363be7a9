import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { TaskReport } from './TaskReport.tsx';
import { reportStyles } from '../kit/shared.tsx';

/**
 * @summary Task report: per staff assignee (user or team), their items in total, to do, in progress, done and overdue, filtered by due date (any, today, past 7 days, this month, this year).
 * @customElement si-task-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} module-kind - Only items of this module kind (1-7); absent: every module.
 * @csspart base - The section.
 * @csspart heading - "Task report".
 * @csspart table - The per-assignee table.
 * @csspart bar - An assignee's to do / in progress / done bar.
 * @csspart empty - "No assigned items due in this period.".
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiTaskReport extends elementClass(TaskReport, { attributes: ['moduleKind'], styles: [dataTableStyles, adminStyles, reportStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare moduleKind?: string;
}

define('si-task-report', SiTaskReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-task-report': SiTaskReport;
  }
}
