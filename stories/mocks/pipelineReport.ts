/**
 * A small fake of GET /api/sales/reports/pipeline for the pipeline report's stories: two pipelines
 * ("New business" with five stages and amounts in EUR, USD and JPY; "Loans" with three), win rates
 * by owner and by source, overdue and stalled deals (one titled in HTML, one on an Arabic-named
 * account), activities per owner. The figures are the same for any period (the period is echoed);
 * an end before the start is refused as the server refuses it. Downloads answer a stand-in file.
 */
import type { NamedRef, PipelineReport } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

export type PipelineReportData = 'normal' | 'empty' | 'failing';

const OLIVIA: NamedRef = { id: 1, name: 'Olivia Admin' };
const IVAN: NamedRef = { id: 2, name: 'Ivan Contributor' };
const SAMIRA: NamedRef = { id: 3, name: 'سميرة حداد' };
const PIPELINES: NamedRef[] = [
  { id: 1, name: 'New business' },
  { id: 2, name: 'Loans' },
];

const stage = (id: number, name: string, position: number, count: number, reached: number, advanced: number, days: [number | null, number | null], open: number, totals: [string, string, string][]) => ({
  id,
  name,
  position,
  probability: Math.round((100 * position) / (count + 1)),
  reached,
  advanced,
  conversion: reached ? Math.round((advanced / reached) * 1000) / 10 : null,
  average_days: days[0],
  median_days: days[1],
  open,
  open_totals: totals.map(([currency, total, weighted]) => ({ currency, total, weighted })),
});

const FIGURES: Record<number, Pick<PipelineReport, 'deals' | 'stages' | 'by_owner' | 'by_source' | 'overdue' | 'stalled'>> = {
  1: {
    deals: { total: 48, won: 11, lost: 9, open: 28 },
    stages: [
      stage(11, 'Lead', 1, 5, 48, 37, [4.2, 3], 11, [['EUR', '96500.00', '16083.33'], ['USD', '12000.00', '2000.00']]),
      stage(12, 'Qualified', 2, 5, 37, 26, [9.5, 8], 7, [['EUR', '143250.00', '47750.00']]),
      stage(13, 'Proposal', 3, 5, 26, 19, [14.8, 12.5], 5, [['EUR', '88000.00', '44000.00'], ['JPY', '4500000', '2250000']]),
      stage(14, 'Negotiation', 4, 5, 19, 14, [11, 10], 3, [['USD', '61500.00', '41000.00']]),
      stage(15, 'Closing', 5, 5, 14, 11, [6.4, 5], 2, [['EUR', '37250.00', '31041.67']]),
    ],
    by_owner: [
      { owner: IVAN, won: 4, lost: 5, win_rate: 44.4, won_totals: [{ currency: 'EUR', total: '52000.00' }] },
      { owner: OLIVIA, won: 6, lost: 3, win_rate: 66.7, won_totals: [{ currency: 'EUR', total: '118500.00' }, { currency: 'USD', total: '24000.00' }] },
      { owner: SAMIRA, won: 1, lost: 0, win_rate: 100, won_totals: [{ currency: 'JPY', total: '1200000' }] },
      { owner: null, won: 0, lost: 1, win_rate: 0, won_totals: [] },
    ],
    by_source: [
      { source: 'manual', won: 3, lost: 4, win_rate: 42.9, won_totals: [{ currency: 'EUR', total: '41000.00' }] },
      { source: 'import', won: 1, lost: 2, win_rate: 33.3, won_totals: [{ currency: 'USD', total: '24000.00' }] },
      { source: 'form', won: 4, lost: 1, win_rate: 80, won_totals: [{ currency: 'EUR', total: '87500.00' }] },
      { source: 'direct', won: 3, lost: 2, win_rate: 60, won_totals: [{ currency: 'EUR', total: '42000.00' }, { currency: 'JPY', total: '1200000' }] },
    ],
    overdue: [
      { id: 1004, title: 'Fabrikam <Industries>: Renewal', account: { id: 44, name: 'Fabrikam <Industries>' }, owner: IVAN, stage: { id: 14, name: 'Negotiation' }, amount: '18500.00', currency: 'USD', expected_close: '2026-01-31', stage_entered: '2025-12-20', days: 42 },
      { id: 1011, title: 'Northwind Traders: Pilot', account: { id: 40, name: 'Northwind Traders' }, owner: OLIVIA, stage: { id: 13, name: 'Proposal' }, amount: '12000.00', currency: 'EUR', expected_close: '2026-03-01', stage_entered: '2026-02-10', days: 13 },
    ],
    stalled: [
      { id: 1017, title: 'شركة النور للتجارة: Annual licence', account: { id: 42, name: 'شركة النور للتجارة' }, owner: SAMIRA, stage: { id: 12, name: 'Qualified' }, amount: '4500000', currency: 'JPY', expected_close: null, stage_entered: '2025-11-02', days: 134 },
      { id: 1004, title: 'Fabrikam <Industries>: Renewal', account: { id: 44, name: 'Fabrikam <Industries>' }, owner: IVAN, stage: { id: 14, name: 'Negotiation' }, amount: '18500.00', currency: 'USD', expected_close: '2026-01-31', stage_entered: '2025-12-20', days: 86 },
    ],
  },
  2: {
    deals: { total: 9, won: 3, lost: 1, open: 5 },
    stages: [
      stage(21, 'Application', 1, 3, 9, 6, [6, 6], 3, [['EUR', '450000.00', '112500.00']]),
      stage(22, 'Underwriting', 2, 3, 6, 4, [18.5, 17], 1, [['EUR', '250000.00', '125000.00']]),
      stage(23, 'Approval', 3, 3, 4, 3, [7, 7], 1, [['EUR', '120000.00', '90000.00']]),
    ],
    by_owner: [{ owner: OLIVIA, won: 3, lost: 1, win_rate: 75, won_totals: [{ currency: 'EUR', total: '610000.00' }] }],
    by_source: [{ source: 'direct', won: 3, lost: 1, win_rate: 75, won_totals: [{ currency: 'EUR', total: '610000.00' }] }],
    overdue: [],
    stalled: [],
  },
};

const EMPTY = { deals: { total: 0, won: 0, lost: 0, open: 0 }, stages: [], by_owner: [], by_source: [], overdue: [], stalled: [] };

const TYPES: Record<string, string> = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' };
const file = (name: string, type: string) =>
  new Response(new Blob(['stand-in report file'], { type }), { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });

export function servePipelineReport(mode: PipelineReportData): () => void {
  return interceptFetch(async (_request, url) => {
    if (url.pathname !== '/api/sales/reports/pipeline') return undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    const q = url.searchParams;
    const today = new Date().toISOString().slice(0, 10);
    const to = q.get('to') ?? today;
    const from = q.get('from') ?? `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
    if (to < from) return json({ to: ['The end of the period must be on or after its start.'] }, 400);
    const view = q.get('view') ?? 'summary';
    const format = q.get('format');
    if (format && format !== 'json') return file(`pipeline-${view}-${from}-${to}.${format}`, TYPES[format]!);
    const asked = Number(q.get('pipeline_id') ?? 1);
    const pipeline = mode === 'empty' ? null : (PIPELINES.find((p) => p.id === asked) ?? null);
    if (q.get('pipeline_id') && !pipeline) return json({ pipeline_id: ['Choose a pipeline of this organization.'] }, 400);
    const report: PipelineReport = {
      pipeline,
      pipelines: mode === 'empty' ? [] : PIPELINES,
      from,
      to,
      as_of: today,
      stalled_days: 30,
      ...(pipeline ? FIGURES[pipeline.id]! : EMPTY),
      activities:
        mode === 'empty'
          ? []
          : [
              { owner: IVAN, open: 6, overdue: 2, done: 31 },
              { owner: OLIVIA, open: 4, overdue: 0, done: 47 },
              { owner: SAMIRA, open: 3, overdue: 3, done: 5 },
              { owner: null, open: 1, overdue: 1, done: 0 },
            ],
    };
    return json(report);
  });
}
