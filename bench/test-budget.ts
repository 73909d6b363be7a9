/**
 * The test suite's time budget (docs/testing.md), checked against the last whole `npm test`
 * run here (test-results/timings.json, which npm test writes): the whole run, what each built
 * module's files cost, and the slowest file. Not a timed test: a shared machine's load moves
 * these figures, so they are read, compared and printed with that load, never asserted in
 * `npm test` itself.
 *
 * The budget: the whole suite under 30 minutes on this two-core machine once all seven modules
 * are built, each module adding at most 3 minutes, no file over 60 s. So, with five modules to
 * come, today's run has to leave them their 15 minutes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../e2e/support/stack.ts';

const WHOLE_BUDGET_MIN = 30;
const MODULE_BUDGET_MIN = 3;
const FILE_BUDGET_S = 60;
const MODULES_TO_COME = ['payables', 'expenses', 'lending', 'sales', 'contracts'];
/** The built modules and the paths of their tests. */
const BUILT: Record<string, RegExp> = {
  receivables: /receivables/,
  'document collection (workspaces)': /workspace|document-collection/,
};

type Timings = {
  commit: string;
  date: string;
  patterns: string[];
  cores: number;
  slots: number;
  load: number[];
  totalMs: number;
  failed: number;
  steps: { name: string; wallMs: number; jobMs: number }[];
  files: { step: string; file: string; ms: number }[];
};

const file = path.join(REPO, 'test-results/timings.json');
if (!existsSync(file)) {
  console.error('test-results/timings.json is missing: run `npm test` (the whole of it) first; it writes the times this checks.');
  process.exit(1);
}
const t = JSON.parse(readFileSync(file, 'utf8')) as Timings;
if (t.patterns.length) {
  console.error(`The last run was \`npm test -- ${t.patterns.join(' ')}\`, a part of the suite: run the whole \`npm test\` first.`);
  process.exit(1);
}
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
const min = (ms: number) => ms / 60_000;
let missed = 0;
const verdict = (ok: boolean) => (ok ? 'ok' : (missed++, 'MISS'));

console.log(`The last whole npm test: ${t.date}, commit ${t.commit}${t.commit === head ? '' : ` (HEAD is ${head}: run npm test again for figures of this commit)`}, ${t.cores} cores, ${t.slots} jobs at a time, load at its end ${t.load.join(' ')}`);
console.log(`  ${t.failed} failed`);

const left = WHOLE_BUDGET_MIN - MODULE_BUDGET_MIN * MODULES_TO_COME.length;
console.log(`  whole run: ${min(t.totalMs).toFixed(1)} min; with ${MODULES_TO_COME.length} modules to come at ${MODULE_BUDGET_MIN} min each, today's budget is ${left} min: ${verdict(min(t.totalMs) <= left)}`);
console.log(`  projected with all seven modules: ${(min(t.totalMs) + MODULE_BUDGET_MIN * MODULES_TO_COME.length).toFixed(1)} of ${WHOLE_BUDGET_MIN} min`);

// A module's cost: its files' time shared over the jobs that ran side by side.
for (const [name, paths] of Object.entries(BUILT)) {
  const own = t.files.filter((f) => paths.test(f.file));
  const ms = own.reduce((n, f) => n + f.ms, 0) / t.slots;
  console.log(`  ${name}: ${own.length} files, ${min(ms).toFixed(1)} min of the run (their time over ${t.slots} jobs): ${verdict(min(ms) <= MODULE_BUDGET_MIN)}`);
}

const over = t.files.filter((f) => f.ms > FILE_BUDGET_S * 1000).sort((a, b) => b.ms - a.ms);
console.log(`  files over ${FILE_BUDGET_S} s: ${over.length}: ${verdict(over.length === 0)}`);
for (const f of over) console.log(`    ${(f.ms / 1000).toFixed(0).padStart(4)} s  ${f.step}: ${f.file}`);

console.log(missed ? `\nThe test budget: ${missed} missed.` : '\nThe test budget: every target met.');
process.exit(missed ? 1 : 0);
