import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { PipelineReport } from './PipelineReport.tsx';
import { pipelineReportStyles } from './pipeline-report.styles.ts';

/**
 * @summary The sales pipeline report for one pipeline (the organization's first by default) and a period of deal creation (the last 12 months by default). `summary`: the funnel, a bar per stage as wide as the deals that reached it, with its table (reached, the share that went on to the next stage or was won on the last, average and median days on the stage, open deals now and their amounts and weighted amounts per currency), then the win rates by owner and by lead source, each as bars and a table (won, lost, win rate, won value per currency). `exceptions`: the open deals past their expected close and those without a stage change for 30 days or more, each linking to its deal. `tasks`: per owner, the open and overdue activities and those done in the period. The pipeline and the period are chosen above the report, and the view downloads as CSV, XLSX or PDF. Every chart has a text alternative and its figures in a table; amounts are never added across currencies. Every staff role reads.
 * @customElement si-pipeline-report
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 * @attr {string} view - What the report shows: `summary` (the default: the funnel and the win rates), `exceptions` (overdue and stalled deals) or `tasks` (activities per owner).
 * @attr {string} deal-href - Link template of a deal's page, `{account_id}` and `{id}` replaced, e.g. `/spm/accountDetails/7/{account_id}?deal={id}`: the exceptions' deal titles link there. Without it they are plain text.
 * @attr {string | number} pipeline-id - The pipeline shown first; without it the organization's first pipeline.
 *
 * @fires {CustomEvent<{ href: string }>} si-navigate - A deal's link was clicked (plain left click). Cancelable: `preventDefault()` keeps the browser from following the link, so a single-page host can route itself.
 *
 * @csspart base - The section.
 * @csspart heading - "Pipeline report", "Pipeline exceptions" or "Sales activities by owner".
 * @csspart filters - The pipeline picker (with more than one pipeline) and the period (from, to).
 * @csspart field-error - A period's date missing, or its end before its start.
 * @csspart downloads - The CSV, XLSX and PDF buttons.
 * @csspart download-csv - Download CSV.
 * @csspart download-xlsx - Download XLSX.
 * @csspart download-pdf - Download PDF.
 * @csspart download-status - The saved file's name.
 * @csspart download-error - A failed download's message.
 * @csspart status - What the figures cover (the period, the day).
 * @csspart funnel-chart - The funnel's bars, one per stage.
 * @csspart funnel-table - The stages' figures.
 * @csspart owner-chart - The win rates by owner as bars.
 * @csspart owner-table - The win rates by owner.
 * @csspart source-chart - The win rates by lead source as bars.
 * @csspart source-table - The win rates by lead source.
 * @csspart overdue-table - The open deals past their expected close.
 * @csspart stalled-table - The open deals without a stage change for a while.
 * @csspart deal-link - A deal's title linking to its page (with `deal-href`).
 * @csspart tasks-table - The activities per owner.
 * @csspart empty - A part of the report with nothing to show.
 * @csspart error - A failed read, with Try again.
 * @csspart first-pipeline - "Show the first pipeline", when the pipeline asked for (`pipeline-id`) is not the organization's.
 *
 * @cssprop --si-color-primary - Primary colour, the bars' colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-report-width - Maximum width of the report (default 80rem).
 * @cssprop --si-table-height - Height of the tables' scroll areas (default 60vh).
 */
export class SiPipelineReport extends elementClass(PipelineReport, { attributes: ['view', 'dealHref', 'pipelineId'], styles: [dataTableStyles, adminStyles, pipelineReportStyles] }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare view?: string;
  declare dealHref?: string;
  declare pipelineId?: string;
}

define('si-pipeline-report', SiPipelineReport);

declare global {
  interface HTMLElementTagNameMap {
    'si-pipeline-report': SiPipelineReport;
  }
}
