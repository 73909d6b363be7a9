/**
 * The sales pipeline's reports: the pipeline report (funnel, win rates, exceptions, activities per
 * owner). Every staff role of the sales pipeline reads; another organization's pipeline is a 400
 * on `pipeline_id`. The report answers JSON, or one of its views as a file (`format`, `view`):
 * every text cell of a CSV or XLSX through the formula guard.
 */
import { PipelineReport, PipelineReportQuery } from '../sales/reports.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Sales', auth: 'staff' } as const;

export const SALES_REPORT_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/sales/reports/pipeline',
    operationId: 'getPipelineReport',
    summary: "A pipeline's report for a period of deal creation: the funnel per stage, win rates by owner and by source, overdue and stalled deals, activities per owner; JSON, CSV, XLSX or PDF",
    description:
      'The pipeline defaults to the organization\'s first, the period to the last 12 months (`from`, `to`: days of the deals\' creation). A deal reached a stage when it was on it or on a later one, or was won; days on a stage count the stays that ended. Exceptions and open activities are as of today, over every open deal and every activity; amounts are summed per currency, never across. A file holds one `view`: `summary` (the funnel, then the win rates), `exceptions` or `tasks`.',
    query: PipelineReportQuery,
    response: PipelineReport,
  },
];
