/**
 * The receivables PDFs, in process (no HTTP): an invoice of 50 lines (English and Arabic) and a
 * statement of 500 lines, each with different amounts per run so the layout cache does not make
 * repeats free. Targets: invoice p95 <= 150 ms, statement p95 <= 1 s. The first, cold run (fonts
 * read and parsed once per process) is reported apart and left out of the percentiles.
 * Run: node --import tsx bench/receivables-pdf.ts (BENCH_RUNS: runs per document, default 30).
 */
import { renderInvoicePdf, renderStatementPdf } from '../hosts/api/src/shared/pdf/index.ts';
import { sampleInvoice, sampleStatement } from '../hosts/api/test-support/pdf-fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, ceiling: number, runs: number, make: (run: number) => Promise<Uint8Array>): Promise<boolean> {
  const t0 = performance.now();
  let bytes = await make(0);
  const cold = performance.now() - t0;
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const t = performance.now();
    bytes = await make(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  const ok = p95 <= ceiling;
  console.log(`  ${label.padEnd(28)} ${String(Math.round(bytes.length / 1024)).padStart(5)} KB  cold ${cold.toFixed(0).padStart(5)}  p50 ${pct(times, 50).toFixed(0).padStart(5)}  p95 ${p95.toFixed(0).padStart(5)}  (p95 target ${ceiling} ms) ${ok ? 'ok' : 'OVER'}`);
  return ok;
}

console.log(`Receivables PDFs, ${RUNS} runs each after a cold one, ms:`);
let ok = await measure('invoice, 50 lines, en', 150, RUNS, (run) => renderInvoicePdf(sampleInvoice('en', 50, run * 0.37)));
ok = (await measure('invoice, 50 lines, ar', 150, RUNS, (run) => renderInvoicePdf(sampleInvoice('ar', 50, run * 0.37)))) && ok;
ok = (await measure('statement, 500 lines, en', 1000, Math.max(5, Math.round(RUNS / 3)), (run) => renderStatementPdf(sampleStatement('en', 500, run * 0.37)))) && ok;
ok = (await measure('statement, 500 lines, ar', 1000, Math.max(5, Math.round(RUNS / 3)), (run) => renderStatementPdf(sampleStatement('ar', 500, run * 0.37)))) && ok;
process.exit(ok ? 0 : 1);
