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
 * @summary Accounts receivable aging by customer as of any date (default today): current, 1–30, 31–60, 61–90, over 90 days and total per customer and currency, a totals row per currency, a currency filter and a customer search; a customer's row opens the invoices open on that date; the same report downloads as CSV, XLSX or PDF.
 * @customElement si-ar-aging
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "AR aging".
 * @csspart filters - As-of date, currency and search.
 * @csspart field-error - The as-of date's message (empty or in the future).
 * @csspart downloads - The CSV, XLSX and PDF buttons.
 * @csspart download-csv - Download CSV.
 * @csspart download-xlsx - Download XLSX.
 * @csspart download-pdf - Download PDF.
 * @csspart download-status - The saved file's name.
 * @csspart download-error - A failed download's message.
 * @csspart table - The report table.
 * @csspart row - One customer's row.
 * @csspart detail - The opened customer's invoices.
 * @csspart totals - The totals per currency.
 * @csspart empty - "No customer had an open balance on this date."
 * @csspart error - A failed read, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-report-width - Maximum width of the report (default 80rem).
 */
export class SiArAging extends elementClass(ArAging, { styles: [dataTableStyles, adminStyles, repStyles, reportWidth] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-ar-aging', SiArAging);

declare global {
  interface HTMLElementTagNameMap {
    'si-ar-aging': SiArAging;
  }
}
