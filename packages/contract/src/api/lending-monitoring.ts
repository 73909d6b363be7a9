/**
 * Lending: portfolio monitoring and the covenant compliance report. Every staff role of an
 * organization with the lender product reads them; another organization's loan is never listed
 * (a 400 on `loan` when named).
 */
import { ComplianceQuery, ComplianceReport, MonitoringQuery, MonitoringView } from '../lending/monitoring.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Lending', auth: 'staff' } as const;

export const MONITORING_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/lending/monitoring',
    operationId: 'getLoanMonitoring',
    summary: 'The portfolio\'s covenant tests to watch: upcoming, overdue, breaches and warnings, with counts, a page of each and the headroom trend of their covenants',
    description:
      'Active loans being monitored (workspace kinds monitoring and loan draw), narrowed by `officer` (the account\'s lead), `team`, `product` and `rating`. Upcoming: awaiting figures, tested in the next `days` days (default 90). Overdue: awaiting figures past the due date. Breaches and warnings: the test\'s current status, tested from `from` to `to` (default the 12 months to today; they narrow the overdue list too when given). `limit` and `offset` page every list, `list` answers one list\'s rows only. `trend`: tested periods per covenant trend (default 8).',
    query: MonitoringQuery,
    response: MonitoringView,
  },
  {
    ...read,
    method: 'get',
    path: '/api/lending/reports/compliance',
    operationId: 'getComplianceReport',
    summary: 'Covenant compliance for a period: every test with its covenant, threshold, value, headroom, status and waiver, and totals by status; JSON, CSV, XLSX or PDF',
    description:
      'Test dates from `from` to `to` (default the current quarter) of the loans being monitored (active or closed), one `loan`, the loans whose `reference` starts with or whose `borrower` contains the text, of one `status`. Another organization\'s loan is a 400 on `loan`. The JSON pages its rows (`limit`, `offset`; the totals count them all); a file (`format`) holds every row up to 10,000.',
    query: ComplianceQuery,
    response: ComplianceReport,
  },
];
