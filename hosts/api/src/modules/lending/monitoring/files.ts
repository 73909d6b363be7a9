/**
 * The compliance report as a CSV, XLSX or PDF file through the shared report writer (the CSV's
 * formula guard, the suite's PDF engine): one row per test, statuses and metrics in words, and the
 * totals by status in the subtitle. A file holds at most MONITORING_LIMITS.reportRows rows; the
 * subtitle says when the period holds more.
 */
import type { ComplianceReport, ComplianceRow, CovenantMetric, CovenantOperator, ResultStatus, TestStatus } from '@si/contract';
import { reportFile, type ReportCells, type ReportFileColumn, type ReportFormat } from '../../../shared/reports/files.ts';

const STATUS: Record<TestStatus, string> = { pending: 'Awaiting figures', compliant: 'Compliant', warning: 'Warning', breach: 'Breach', waived: 'Waived' };
const METRIC: Record<CovenantMetric, string> = {
  dscr: 'Debt service coverage (DSCR)',
  leverage: 'Leverage (debt to EBITDA)',
  current_ratio: 'Current ratio',
  fixed_charge_coverage: 'Fixed-charge coverage',
  formula: "Organization's formula",
};
const OPERATOR: Record<CovenantOperator, string> = { '>=': 'at least', '>': 'more than', '<=': 'at most', '<': 'less than' };
const INVALID: Record<ResultStatus, string> = { compliant: '', warning: '', breach: '', invalid: ' (cannot be computed)' };

const COLUMNS: ReportFileColumn[] = [
  { key: 'borrower', label: 'Borrower', width: 3 },
  { key: 'loan', label: 'Loan', width: 2 },
  { key: 'covenant', label: 'Covenant', width: 3 },
  { key: 'metric', label: 'Metric', width: 3 },
  { key: 'test_date', label: 'Test date', width: 2 },
  { key: 'due_date', label: 'Due date', width: 2 },
  { key: 'requirement', label: 'Requirement', width: 2.5 },
  { key: 'value', label: 'Value', width: 1.5 },
  { key: 'headroom', label: 'Headroom %', width: 2 },
  { key: 'status', label: 'Status', width: 2 },
  { key: 'waiver', label: 'Waiver', width: 1.5 },
  { key: 'approver', label: 'Approved by', width: 2 },
  { key: 'expires', label: 'Waiver expires', width: 2 },
];

const KIND: Record<'waiver' | 'deferral', string> = { waiver: 'Waiver', deferral: 'Deferral' };

function cells(r: ComplianceRow): ReportCells {
  return {
    borrower: r.loan.borrower,
    loan: r.loan.reference,
    covenant: r.covenant.name,
    metric: r.covenant.metric ? METRIC[r.covenant.metric] : 'Affirmative',
    test_date: r.test_date,
    due_date: r.due_date,
    requirement: r.operator && r.threshold !== null ? `${OPERATOR[r.operator]} ${r.threshold}` : null,
    // Numbers, not text: a spreadsheet sums them, and the CSV's formula guard leaves a minus sign alone.
    value: r.value === null ? null : Number(r.value),
    headroom: r.headroom === null ? null : Number(r.headroom),
    status: STATUS[r.status] + (r.result_status ? INVALID[r.result_status] : ''),
    waiver: r.waiver ? KIND[r.waiver.kind] : null,
    approver: r.waiver?.approver?.name ?? null,
    expires: r.waiver?.expires_on ?? null,
  };
}

/** The report's rows as a file. */
export function complianceFile(format: ReportFormat, r: ComplianceReport): Promise<Response> {
  const t = r.totals;
  const more = t.total > r.rows.length ? ` The file holds the first ${r.rows.length}; narrow the filters for the rest.` : '';
  return reportFile(format, {
    name: `covenant-compliance-${r.from}-${r.to}`,
    title: r.loan ? `Covenant compliance: ${r.loan.reference}, ${r.loan.borrower}` : 'Covenant compliance',
    subtitle:
      `Tests dated ${r.from} to ${r.to}${r.status ? `, ${STATUS[r.status].toLowerCase()} only` : ''}: ${t.total} ` +
      `(compliant ${t.compliant}, warning ${t.warning}, breach ${t.breach}, waived ${t.waived}, awaiting figures ${t.pending}).${more}`,
    columns: COLUMNS,
    rows: r.rows.map(cells),
  });
}
