/**
 * `npm run bench`: the portal elements' weight against their budgets, the time
 * from the element script's start to the invoices shown on the tenant page (Chromium, 4x
 * CPU throttling, median of 5 cold loads), and the portal details call under autocannon
 * (50 connections, 20 s) on PGlite and on a fresh PostgreSQL database.
 * Figures go to docs/performance.md by hand.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO, startStack, type Stack } from '../e2e/support/stack.ts';
import { kb, measureSizes } from './sizes.ts';

const BUDGET_INVOICE_PORTAL = 120 * 1024;
const BUDGET_FURTHER = 15 * 1024;
const PORTAL_ELEMENTS = ['portal-bar', 'comments', 'pay-button', 'pay-instructions', 'statement', 'invoice-view', 'upload-requirements', 'payable-portal', 'contract-portal'];
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const dir = path.join(REPO, 'dist/elements');
if (!existsSync(dir)) {
  console.error('dist/elements is missing: run npm run build first.');
  process.exit(1);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
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

// --- Time to invoices on the tenant page ----------------------------------------------
async function timeToInvoices(stack: Stack): Promise<number[]> {
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Checked every frame: the moment the first invoice row is in the element's shadow DOM.
      // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
      await page.addInitScript(`(function look() {
        const row = document.querySelector('si-invoice-portal')?.shadowRoot?.querySelector('[part~="invoice-row"]');
        if (row) window.invoicesAt = performance.now();
        else requestAnimationFrame(look);
      })();`);
      await page.goto(`${stack.tenantUrl}/`);
      await page.waitForFunction(() => (window as unknown as { invoicesAt?: number }).invoicesAt, null, { timeout: 60_000 });
      const ms = await page.evaluate(() => {
        const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/elements/elements.js'));
        return (window as unknown as { invoicesAt: number }).invoicesAt - (script?.startTime ?? 0);
      });
      times.push(Math.round(ms));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

// --- The details call under load -------------------------------------------------------
async function loadDetails(stack: Stack, label: string): Promise<void> {
  const portal = stack.demo.portals.find((p) => p.module === 'secureinvoice');
  if (!portal) throw new Error('demo.json has no secureinvoice portal');
  const url = `${stack.url}/api/portal/details?token=${encodeURIComponent(portal.token)}`;
  await fetch(url); // warm the prepared statements
  const result = await autocannon({ url, connections: 50, duration: 20 });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(`GET /api/portal/details on ${label}, 50 connections, 20 s: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (p50 ${result.latency.p50} ms); ${result.requests.total} requests, ${bad} not 200`);
}

const tenantStack = await startStack({ tenant: true });
try {
  const times = await timeToInvoices(tenantStack);
  console.log(`Tenant page, script start to invoices shown, 4x CPU throttling, 5 cold loads: ${times.join(', ')} ms; median ${median(times)} ms`);
  await loadDetails(tenantStack, 'PGlite');
} finally {
  await tenantStack.stop();
}

const database = `si_bench_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
try {
  await admin.connect();
} catch (error) {
  console.log(`PostgreSQL: not reachable at ${PG_ADMIN} (${(error as Error).message}); set BENCH_PG_URL. Skipped.`);
  process.exit(overBudget ? 1 : 0);
}
try {
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${database}`;
  const pgStack = await startStack({ env: { DATABASE_URL: url.href } });
  try {
    await loadDetails(pgStack, `PostgreSQL (fresh database ${database})`);
  } finally {
    await pgStack.stop();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
process.exit(overBudget ? 1 : 0);
