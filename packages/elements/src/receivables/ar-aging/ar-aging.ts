import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { css } from '@lit/reactive-element/css-tag.js';
import { repStyles } from '../kit/staff/rep-styles.ts';
import { ArAging } from './ArAging.tsx';

/** The report's width, as the other receivables reports. */
const reportWidth = css`
  .admin {
    max-inline-size: var(--si-report-width, 80rem);
  }
`;

/**
 * @summary An aging by account as of any date (default today): current, 1–30, 31–60, 61–90, over 90 days and total per account and currency, a totals row per currency, a currency filter and a search on names; an account's row opens what it owed on that date; the same report downloads as CSV, XLSX or PDF. By default accounts receivable (customers and their open invoices); with `ledger="payables"` accounts payable (vendors and the bills owed to them, a bill paid or credited since still owed then).
 * @customElement si-ar-aging
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} ledger - `receivables` (the default: what customers owed), `payables` (what was owed to vendors) or `expenses` (reimbursements owed to staff for approved claims).
 * @attr {string} account-href - Link template of an account's page, `{id}` replaced, e.g. `/payable/accountDetails/5/{id}`: an opened row links to it.
 * @attr {string} document-href - Link template of an invoice's or bill's page, `{id}` replaced, e.g. `/payable/bills/{id}`: the opened row's numbers link to it.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - An account or document link was clicked. Cancelable: a single-page host routes itself.
 *
 * @csspart base - The section.
 * @csspart heading - "AR aging", or "Payables aging".
 * @csspart filters - As-of date, currency and search.
 * @csspart field-error - The as-of date's message (empty or in the future).
 * @csspart downloads - The CSV, XLSX and PDF buttons.
 * @csspart download-csv - Download CSV.
 * @csspart download-xlsx - Download XLSX.
 * @csspart download-pdf - Download PDF.
 * @csspart download-status - The saved file's name.
 * @csspart download-error - A failed download's message.
 * @csspart table - The report table.
 * @csspart row - One account's row.
 * @csspart detail - The opened account's invoices or bills.
 * @csspart account-link - The opened account's link to its page (with `account-href`).
 * @csspart document-link - An invoice's or bill's number linking to its page (with `document-href`).
 * @csspart totals - The totals per currency.
 * @csspart empty - "No customer had an open balance on this date." (payables: "Nothing was owed to any vendor on this date.")
 * @csspart error - A failed read, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-report-width - Maximum width of the report (default 80rem).
 */
export class SiArAging extends elementClass(ArAging, { attributes: ['ledger', 'accountHref', 'documentHref'], styles: [dataTableStyles, adminStyles, repStyles, reportWidth] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare ledger?: string;
  declare accountHref?: string;
  declare documentHref?: string;
}

define('si-ar-aging', SiArAging);

declare global {
  interface HTMLElementTagNameMap {
    'si-ar-aging': SiArAging;
  }
}
