/**
 * Timing of the receivables PDFs (not a test): `node --import tsx src/shared/pdf/measure.ts`
 * from hosts/api. Prints the first (cold) run and the median and worst of the next runs; each run
 * has different amounts, so the per-process layout cache does not make repeats free. CPU time is
 * printed too, as wall time swings on a busy machine.
 */
import { renderInvoicePdf, renderStatementPdf } from './index.ts';
import { sampleInvoice, sampleStatement } from './fixtures.ts';

async function time(label: string, runs: number, make: (run: number) => Promise<Uint8Array>): Promise<void> {
  const first = performance.now();
  let bytes = await make(0);
  const cold = performance.now() - first;
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    bytes = await make(i + 1);
    ms.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  console.log(`${label}: first ${cold.toFixed(0)} ms, median ${median.toFixed(0)} ms, worst ${ms[ms.length - 1].toFixed(0)} ms, median CPU ${cpu[Math.floor(cpu.length / 2)].toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KiB`);
}

await time('invoice, 50 lines, en', 10, (run) => renderInvoicePdf(sampleInvoice('en', 50, run * 0.37)));
await time('invoice, 50 lines, ar', 10, (run) => renderInvoicePdf(sampleInvoice('ar', 50, run * 0.37)));
await time('statement, 500 lines, en', 5, (run) => renderStatementPdf(sampleStatement('en', 500, run * 0.37)));
await time('statement, 500 lines, ar', 5, (run) => renderStatementPdf(sampleStatement('ar', 500, run * 0.37)));
