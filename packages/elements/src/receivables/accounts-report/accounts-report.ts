import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { css } from '@lit/reactive-element/css-tag.js';
import { repStyles } from '../kit/staff/rep-styles.ts';
import { AccountsReport } from './AccountsReport.tsx';

/** The report's width, as the other receivables reports. */
const reportWidth = css`
  .admin {
    max-inline-size: var(--si-report-width, 80rem);
  }
`;

/**
 * @summary The accounts report for a period (default this month), with totals per currency and a search by name. By default receivables: per customer account and currency the opening balance, invoiced, paid, credited and closing balance, downloaded as CSV or XLSX. With `ledger="payables"`: per vendor and currency what was owed before the period, billed, paid and credited in it, and owed and overdue at its end, downloaded as CSV, XLSX or PDF.
 * @customElement si-accounts-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} ledger - `receivables` (the default: customer accounts) or `payables` (vendors).
 * @attr {string} account-href - Link template of an account's page, `{id}` replaced, e.g. `/payable/accountDetails/5/{id}`: each account's name links to it.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - An account's name was clicked (with `account-href`). Cancelable: a single-page host routes itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Accounts".
 * @csspart filters - The period and the search.
 * @csspart field-error - A date's message (empty, or the end before the start).
 * @csspart downloads - The CSV and XLSX buttons (and PDF for payables).
 * @csspart download-csv - Download CSV.
 * @csspart download-xlsx - Download XLSX.
 * @csspart download-pdf - Download PDF (payables).
 * @csspart download-status - The saved file's name.
 * @csspart download-error - A failed download's message.
 * @csspart table - The report table.
 * @csspart row - One account's row.
 * @csspart account-link - An account's name linking to its page (with `account-href`).
 * @csspart totals - The totals per currency (when the report fits one page).
 * @csspart pager - Previous and next page (over 100 accounts).
 * @csspart empty - "No account had a balance or activity in this period." (payables: "No vendor was owed anything or billed in this period.")
 * @csspart error - A failed read, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-report-width - Maximum width of the report (default 80rem).
 */
export class SiAccountsReport extends elementClass(AccountsReport, { attributes: ['ledger', 'accountHref'], styles: [dataTableStyles, adminStyles, repStyles, reportWidth] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare ledger?: string;
  declare accountHref?: string;
}

define('si-accounts-report', SiAccountsReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-accounts-report': SiAccountsReport;
  }
}
