/**
 * Payables reports: the aging of what the organization owes its vendors as of any day, with a
 * vendor's bills owed that day, and the vendor accounts report for a period. Every staff role of
 * payables reads; another organization's vendor is a 404. Each report answers JSON, or its file
 * with `format` (csv, xlsx, pdf): every text cell of a CSV or XLSX through the formula guard.
 */
import { Counted } from '../answers.ts';
import { AgingReport } from '../receivables.ts';
import { AgingBills, PayablesAccountsReportQuery, PayablesAgingBillsQuery, PayablesAgingQuery, VendorAccountsReportRow } from '../payables/reports.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Payables', auth: 'staff' } as const;

export const PAYABLES_REPORT_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/payables/aging',
    operationId: 'getPayablesAging',
    summary: 'What the organization owed each vendor on any day, in the aging buckets, per currency; JSON, CSV, XLSX or PDF',
    description:
      'A bill is owed on `as_of` (default today) when it was billed on or before it, not paid by then, and is neither void nor rejected; it owes its total less the vendor credits applied by then. Buckets by days past its due date (its bill date when it has none).',
    query: PayablesAgingQuery,
    response: AgingReport,
  },
  {
    ...read,
    method: 'get',
    path: '/api/payables/aging/{accountId}',
    operationId: 'getPayablesAgingBills',
    summary: "One vendor's bills owed on the as-of day, oldest due first, with their buckets",
    query: PayablesAgingBillsQuery,
    response: AgingBills,
  },
  {
    ...read,
    method: 'get',
    path: '/api/payables/accounts_report',
    operationId: 'getVendorAccountsReport',
    summary: 'Per vendor and currency for a period: owed before it, billed, paid and credited in it, owed and overdue at its end; JSON (100 rows a page), CSV, XLSX or PDF',
    query: PayablesAccountsReportQuery,
    response: Counted(VendorAccountsReportRow),
  },
];
