/**
 * `npm run bench`: the portal elements' weight (gzip) against their size budgets. What a
 * visit downloads over the wire and the time to the invoices are bench/wire.ts's; the
 * portal details call under load is bench/api-throughput.ts's, on both databases and
 * against the API's own ceiling.
 * Figures go to docs/performance.md by hand.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../e2e/support/stack.ts';
import { kb, measureSizes } from './sizes.ts';

const BUDGET_INVOICE_PORTAL = 120 * 1024;
const BUDGET_FURTHER = 15 * 1024;
const PORTAL_ELEMENTS = ['portal-bar', 'comments', 'pay-button', 'pay-instructions', 'statement', 'invoice-view', 'upload-requirements', 'payable-portal', 'contract-portal'];

const dir = path.join(REPO, 'dist/elements');
if (!existsSync(dir)) {
  console.error('dist/elements is missing: run npm run build first.');
  process.exit(1);
}
let overBudget = false;

// --- Sizes -----------------------------------------------------------------------
const { entries, chunks, closures } = measureSizes(dir);
const gz = new Map(chunks.concat(entries).map((row) => [row.file, row.own]));
const runtime = chunks.filter((row) => /(^|\/)(runtime|rolldown-runtime)-/.test(row.file)).map((row) => row.file);
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + (gz.get(f) ?? 0), 0);
const invoicePortal = entries.find((row) => row.file === 'invoice-portal.js');
if (!invoicePortal) throw new Error('dist/elements/invoice-portal.js is missing');
const invoiceClosure = closures.get('invoice-portal.js')!;
overBudget ||= invoicePortal.withImports > BUDGET_INVOICE_PORTAL;
console.log(`si-invoice-portal alone (entry + shared runtime + its chunks): ${kb(invoicePortal.withImports)} (budget ${kb(BUDGET_INVOICE_PORTAL)}) ${invoicePortal.withImports > BUDGET_INVOICE_PORTAL ? 'OVER' : 'ok'}`);
console.log('Further elements (gzip): beyond the shared runtime chunk (budget 15 KB) / beyond what si-invoice-portal already loaded');
for (const name of PORTAL_ELEMENTS) {
  const closure = closures.get(`${name}.js`);
  if (!closure) {
    console.log(`  ${name.padEnd(22)} missing from dist/elements`);
    overBudget = true;
    continue;
  }
  const beyondRuntime = sum([...closure].filter((f) => !runtime.includes(f)));
  const beyondInvoice = sum([...closure].filter((f) => !invoiceClosure.has(f)));
  overBudget ||= beyondRuntime > BUDGET_FURTHER;
  console.log(`  si-${name.padEnd(20)} ${kb(beyondRuntime).padStart(8)} ${beyondRuntime > BUDGET_FURTHER ? 'OVER' : 'ok  '} / ${kb(beyondInvoice).padStart(8)}`);
}

process.exit(overBudget ? 1 : 0);
