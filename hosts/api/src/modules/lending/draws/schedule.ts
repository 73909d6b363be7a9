/**
 * The draw schedule of a construction loan as CSV: one row per budget line with its budget, the
 * amount each approved or disbursed draw takes from it, and what remains; the rows above the lines
 * give each draw's state and its approval and disbursement days, the last row the totals.
 * Open and rejected draws are not part of the schedule (they take nothing from the budget).
 */
import { Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { csvText, type CsvValue } from '../../../shared/files/csv.ts';
import { loanDraws } from './rows.ts';

const dayOf = (instant: string | null) => (instant ? instant.slice(0, 10) : '');

export async function drawScheduleCsv(db: Db, orgId: number, accountId: number): Promise<{ name: string; text: string }> {
  const view = await loanDraws(db, orgId, accountId);
  const draws = view.draws.filter((d) => d.status === 'approved' || d.status === 'disbursed').sort((a, b) => a.number - b.number);
  const rows: CsvValue[][] = [
    ['Line', 'Budget', ...draws.map((d) => `Draw ${d.number}`), 'Approved', 'Disbursed', 'Remaining'],
    ['State', '', ...draws.map((d) => (d.status === 'disbursed' ? 'Disbursed' : 'Approved')), '', '', ''],
    ['Approved on', '', ...draws.map((d) => dayOf(d.decided_at)), '', '', ''],
    ['Disbursed on', '', ...draws.map((d) => dayOf(d.disbursed_at)), '', '', ''],
  ];
  for (const line of view.lines) {
    const amounts = draws.map((d) => d.lines.find((l) => l.draw_line_id === line.id)?.approved_amount ?? '');
    rows.push([line.name, line.budget, ...amounts, line.approved, line.disbursed, line.remaining]);
  }
  const drawTotals = draws.map((d) => d.approved_total ?? new Big(0).toFixed(2));
  rows.push(['Total', view.totals.budget, ...drawTotals, view.totals.approved, view.totals.disbursed, view.totals.remaining]);
  const safe = view.loan.reference.replace(/[^A-Za-z0-9_-]+/g, '-') || String(view.loan.id);
  return { name: `draw-schedule-${safe}.csv`, text: csvText(rows) };
}
