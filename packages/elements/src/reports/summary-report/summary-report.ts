import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { SummaryReport } from '../kit/SummaryReport.tsx';
import { reportStyles } from '../kit/shared.tsx';

/**
 * @summary Summary report: per account, its items in total, to do, in progress, done and overdue (with a bar); server paged, sortable by name, total, done and overdue, searchable; each account links to its detail report.
 * @customElement si-summary-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string | number} module-kind - Only accounts of this module kind (1-7); absent: every module.
 * @attr {string} details-href - Link of an account's detail report, `:id` or `{id}` standing for the account id (e.g. `/bank/reports/details/:id`). Links follow a cancelable `si-navigate` first.
 * @event {CustomEvent<{ href: string }>} si-navigate - An account link was followed; cancel it to route without a reload.
 *
 * @csspart base - The section.
 * @csspart heading - "Summary report".
 * @csspart table - The data table (search, rows, pager).
 * @csspart bar - An account's to do / in progress / done bar.
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No accounts with items yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiSummaryReport extends elementClass(SummaryReport, { attributes: ['moduleKind', 'detailsHref'], styles: [dataTableStyles, adminStyles, reportStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare moduleKind?: string;
  declare detailsHref?: string;
}

define('si-summary-report', SiSummaryReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-summary-report': SiSummaryReport;
  }
}
