/**
 * The pipeline report as a file: one view a file, one table each, written by the shared report
 * writer (shared/reports/files.ts: the CSV's formula guard, typed amounts in the XLSX, the suite's
 * PDF engine). The summary is the funnel's rows, then the win rates by owner and by source, with a
 * Section column saying which; a row per currency where amounts are in several, the counts on the
 * first only, so a spreadsheet's sum of a column never counts a deal twice.
 */
import type { DealSource, ExceptionDeal, PipelineReport, PipelineReportView } from '@si/contract';
import { reportFile, type ReportCells, type ReportFileColumn, type ReportFormat } from '../../../shared/reports/files.ts';

const SOURCE_NAMES: Record<DealSource, string> = { manual: 'Entered by hand', import: 'Imported', form: 'Lead form', direct: 'Direct (no lead)' };
const NO_OWNER = 'No owner';

const SUMMARY_COLUMNS: ReportFileColumn[] = [
  { key: 'section', label: 'Section' },
  { key: 'name', label: 'Name', width: 3 },
  { key: 'reached', label: 'Reached' },
  { key: 'conversion', label: 'Conversion %' },
  { key: 'average_days', label: 'Average days' },
  { key: 'median_days', label: 'Median days' },
  { key: 'open', label: 'Open deals' },
  { key: 'won', label: 'Won' },
  { key: 'lost', label: 'Lost' },
  { key: 'win_rate', label: 'Win rate %' },
  { key: 'currency', label: 'Currency' },
  { key: 'open_value', label: 'Open value', kind: 'money' },
  { key: 'won_value', label: 'Won value', kind: 'money' },
];

const EXCEPTION_COLUMNS: ReportFileColumn[] = [
  { key: 'kind', label: 'Exception' },
  { key: 'title', label: 'Deal', width: 3 },
  { key: 'account', label: 'Account', width: 2 },
  { key: 'owner', label: 'Owner', width: 2 },
  { key: 'stage', label: 'Stage', width: 2 },
  { key: 'expected_close', label: 'Expected close' },
  { key: 'days_overdue', label: 'Days overdue' },
  { key: 'days_stalled', label: 'Days without a stage change' },
  { key: 'currency', label: 'Currency' },
  { key: 'amount', label: 'Amount', kind: 'money' },
];

const TASK_COLUMNS: ReportFileColumn[] = [
  { key: 'owner', label: 'Owner', width: 3 },
  { key: 'open', label: 'Open activities' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'done', label: 'Done in the period' },
];

/** A row's figures, then one more row per further currency with only its amounts. */
function perCurrency(first: ReportCells, amounts: { currency: string; value: string }[], valueKey: string): ReportCells[] {
  if (!amounts.length) return [first];
  const [head, ...rest] = amounts;
  return [{ ...first, currency: head!.currency, [valueKey]: head!.value }, ...rest.map((a) => ({ section: first.section, name: first.name, currency: a.currency, [valueKey]: a.value }))];
}

function summaryRows(r: PipelineReport): ReportCells[] {
  const stages = r.stages.flatMap((s) =>
    perCurrency(
      { section: 'Stage', name: s.name, reached: s.reached, conversion: s.conversion, average_days: s.average_days, median_days: s.median_days, open: s.open },
      s.open_totals.map((t) => ({ currency: t.currency, value: t.total })),
      'open_value',
    ),
  );
  const rate = (x: { won: number; lost: number; win_rate: number | null }) => ({ won: x.won, lost: x.lost, win_rate: x.win_rate });
  const won = (x: { won_totals: { currency: string; total: string }[] }) => x.won_totals.map((t) => ({ currency: t.currency, value: t.total }));
  const owners = r.by_owner.flatMap((o) => perCurrency({ section: 'Owner', name: o.owner?.name ?? NO_OWNER, ...rate(o) }, won(o), 'won_value'));
  const sources = r.by_source.flatMap((o) => perCurrency({ section: 'Source', name: SOURCE_NAMES[o.source], ...rate(o) }, won(o), 'won_value'));
  return [...stages, ...owners, ...sources];
}

function exceptionRows(r: PipelineReport): ReportCells[] {
  const row = (kind: string, d: ExceptionDeal, days: 'days_overdue' | 'days_stalled'): ReportCells => ({
    kind,
    title: d.title,
    account: d.account.name,
    owner: d.owner?.name ?? NO_OWNER,
    stage: d.stage.name,
    expected_close: d.expected_close,
    [days]: d.days,
    currency: d.currency,
    amount: d.amount,
  });
  return [...r.overdue.map((d) => row('Overdue', d, 'days_overdue')), ...r.stalled.map((d) => row('Stalled', d, 'days_stalled'))];
}

/** The report's `view` as a CSV, XLSX or PDF file. */
export function pipelineReportFile(format: ReportFormat, view: PipelineReportView, r: PipelineReport): Promise<Response> {
  const pipeline = r.pipeline?.name ?? 'No pipeline';
  const name = `pipeline-${view}-${r.from}-${r.to}`;
  if (view === 'exceptions') {
    return reportFile(format, {
      name,
      title: `Pipeline exceptions: ${pipeline}`,
      subtitle: `Open deals as of ${r.as_of}: past their expected close, or without a stage change for ${r.stalled_days} days or more`,
      columns: EXCEPTION_COLUMNS,
      rows: exceptionRows(r),
    });
  }
  if (view === 'tasks') {
    return reportFile(format, {
      name,
      title: 'Sales activities by owner',
      subtitle: `Open and overdue as of ${r.as_of}; done from ${r.from} to ${r.to}`,
      columns: TASK_COLUMNS,
      rows: r.activities.map((a) => ({ owner: a.owner?.name ?? NO_OWNER, open: a.open, overdue: a.overdue, done: a.done })),
    });
  }
  return reportFile(format, {
    name,
    title: `Pipeline report: ${pipeline}`,
    subtitle: `Deals created from ${r.from} to ${r.to}: ${r.deals.total} (won ${r.deals.won}, lost ${r.deals.lost}, open ${r.deals.open})`,
    columns: SUMMARY_COLUMNS,
    rows: summaryRows(r),
  });
}
