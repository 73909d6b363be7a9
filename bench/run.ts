/**
 * `npm run bench`: the gzip size of every element entry and shared chunk (with the
 * size budget), and the median of 5 times the suite's /login takes to show the
 * sign-in form in Chromium. Figures go to docs/performance.md by hand.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO, startStack } from '../e2e/support/stack.ts';
import { kb, measureSizes } from './sizes.ts';

const BUDGET_SIGN_IN = 110 * 1024;
const dir = path.join(REPO, 'dist/elements');
if (!existsSync(dir)) {
  console.error('dist/elements is missing: run npm run build first.');
  process.exit(1);
}

const { entries, chunks } = measureSizes(dir);
console.log('Element entries (gzip): own / with everything it imports');
for (const row of entries) console.log(`  ${row.file.padEnd(28)} ${kb(row.own).padStart(9)} / ${kb(row.withImports).padStart(9)}`);
console.log('Shared chunks (gzip)');
for (const row of chunks) console.log(`  ${row.file.padEnd(28)} ${kb(row.own).padStart(9)}`);
const signIn = entries.find((r) => r.file === 'sign-in.js');
let overBudget = false;
if (signIn) {
  overBudget = signIn.withImports > BUDGET_SIGN_IN;
  console.log(`Budget: shared runtime + si-sign-in = ${kb(signIn.withImports)} (budget ${kb(BUDGET_SIGN_IN)}) ${overBudget ? 'OVER' : 'ok'}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const stack = await startStack();
const browser = await launchBrowser();
try {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel(/email/i).first().waitFor({ state: 'visible' });
    times.push(Date.now() - start);
    await context.close();
  }
  console.log(`/login to sign-in form visible, 5 cold loads: ${times.join(', ')} ms; median ${median(times)} ms`);
} finally {
  await browser.close();
  await stack.stop();
}
process.exit(overBudget ? 1 : 0);
