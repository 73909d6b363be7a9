import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { monitoringStyles } from '../kit/staff/monitoring.styles.ts';
import { LoanMonitoring } from './LoanMonitoring.tsx';
import { loanMonitoringStyles } from './loan-monitoring.styles.ts';

/**
 * @summary The lending portfolio's covenant monitoring: over the active loans being monitored (and the construction loans of the loan draw workspace), a filter bar (loan officer, team, product, rating), then four panels, each with its count and a page of 20 rows that pages on its own: Upcoming tests (awaiting figures, tested in the next 90 days), Figures overdue (past their due date), Breaches and Warnings (tested in the last 12 months). Each row names the loan (linking to its page), the borrower, the covenant and its metric, the test and due dates, the requirement ("at least 1.25"), the value, the headroom and the status in words. Below, the headroom trend of each covenant in breach or warning over its last tested periods as a small line chart (the threshold as the zero line, a breach marked with a cross), with the same figures in a table for screen readers. Every staff role reads.
 * @customElement si-loan-monitoring
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} loan-href - Link template of a loan's page, `{id}` replaced by the loan's (account) id, e.g. `/bank/accounts/{id}`: each row's loan reference links there. Without it the references are plain text.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A loan's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Loan monitoring".
 * @csspart filters - The officer, team, product and rating pickers.
 * @csspart status - The four counts in words, as of today.
 * @csspart panel - Each of the four panels (also `panel-upcoming`, `panel-overdue`, `panel-breaches`, `panel-warnings`).
 * @csspart count - A panel's count beside its heading.
 * @csspart upcoming-table - The upcoming tests.
 * @csspart overdue-table - The tests whose figures are overdue.
 * @csspart breaches-table - The tests in breach.
 * @csspart warnings-table - The tests in warning.
 * @csspart loan-link - A loan's reference linking to its page (with `loan-href`).
 * @csspart previous - A panel's previous page.
 * @csspart next - A panel's next page.
 * @csspart page-error - A page that could not be read.
 * @csspart empty - A panel with nothing to show.
 * @csspart trends - The headroom trends.
 * @csspart trend - One covenant's trend (its caption, chart and hidden table).
 * @csspart trend-table - The trend's figures for screen readers (visually hidden).
 * @csspart trend-empty - A covenant without a tested period yet.
 * @csspart error - A failed read, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour, the trend lines' colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-report-width - Maximum width of the page (default 90rem).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiLoanMonitoring extends elementClass(LoanMonitoring, { attributes: ['loanHref'], styles: [dataTableStyles, adminStyles, monitoringStyles, loanMonitoringStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare loanHref?: string;
}

define('si-loan-monitoring', SiLoanMonitoring);

declare global {
  interface HTMLElementTagNameMap {
    'si-loan-monitoring': SiLoanMonitoring;
  }
}
