import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { monitoringStyles } from '../kit/staff/monitoring.styles.ts';
import { ComplianceReport } from './ComplianceReport.tsx';
import { complianceReportStyles } from './compliance-report.styles.ts';

/**
 * @summary The covenant compliance report: every covenant test of a period (test dates from and to, the current quarter by default) of the monitored loans, narrowed by loan reference, borrower and status, with the totals by status (in words and figures), and a table of the tests, 100 a page: the loan (linking to its page), the borrower, the covenant and its metric, the test date, the requirement ("at least 1.25"), the borrower's value, the headroom, the status in words (and "cannot be computed" when the figures divide by zero), and the waiver or deferral that covers it with its approver and expiry. The same report downloads as CSV, XLSX or PDF. Every staff role reads.
 * @customElement si-compliance-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} loan-href - Link template of a loan's page, `{id}` replaced by the loan's (account) id: each row's loan reference links there. Without it the references are plain text.
 * @attr {string | number} loan-id - One loan's report (its account id): the reference and borrower filters are then left out.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A loan's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Covenant compliance".
 * @csspart filters - Loan reference, borrower, from, to and status.
 * @csspart field-error - A period's date missing, or its end before its start.
 * @csspart downloads - The CSV, XLSX and PDF buttons.
 * @csspart download-csv - Download CSV.
 * @csspart download-xlsx - Download XLSX.
 * @csspart download-pdf - Download PDF.
 * @csspart download-status - The saved file's name.
 * @csspart download-error - A failed download's message.
 * @csspart status - The period and how many tests it holds.
 * @csspart totals - The totals by status.
 * @csspart report-table - The tests.
 * @csspart loan-link - A loan's reference linking to its page (with `loan-href`).
 * @csspart previous - The previous 100 tests.
 * @csspart next - The next 100 tests.
 * @csspart empty - No test matches.
 * @csspart error - A failed read, with Try again.
 *
 * @cssprop --si-report-width - Maximum width of the report (default 90rem).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiComplianceReport extends elementClass(ComplianceReport, { attributes: ['loanHref', 'loanId'], styles: [dataTableStyles, adminStyles, monitoringStyles, complianceReportStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanHref?: string;
  declare loanId?: string;
}

define('si-compliance-report', SiComplianceReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-compliance-report': SiComplianceReport;
  }
}
