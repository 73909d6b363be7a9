// `npm test`: every check, in order: dependency audit, lint, type-check, translations, unit + API (PGlite,
// then PostgreSQL when one is reachable), build, browser tests, Storybook build, end to
// end. Prints `N passed, N failed` last and exits non-zero on any failure.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ROOT, ensureChromium, ensureInstalled, portOpen, run } from './lib.mjs';

ensureInstalled();
const haveChromium = ensureChromium();

const results = [];
function record(name, passed, failed) {
  results.push({ name, passed, failed });
  console.log(`\n=== ${name}: ${passed} passed, ${failed} failed\n`);
}

/** A check that is one command: it passes or fails as a whole. */
async function single(name, cmd, args, env) {
  console.log(`\n=== ${name}`);
  const { code } = await run(cmd, args, { env });
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

function testFiles(dir, pattern = /\.test\.ts$/, { recursive = false } = {}) {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive })
    .filter((f) => pattern.test(f) && !f.split(path.sep).includes('node_modules'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The API's tests sit beside the code they test, anywhere under hosts/api. */
const apiTestFiles = () => testFiles('hosts/api', /\.test\.ts$/, { recursive: true });

/** node's test runner: counts come from the spec reporter's summary lines. */
async function nodeTests(name, files, env) {
  if (files.length === 0) return;
  console.log(`\n=== ${name}`);
  const { code, output } = await run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
    env: { NODE_ENV: 'test', ...env },
  });
  const pass = Number(/ℹ pass (\d+)/.exec(output)?.[1] ?? 0);
  const fail = Number(/ℹ fail (\d+)/.exec(output)?.[1] ?? 0);
  record(name, pass, fail || (code !== 0 ? 1 : 0));
}

async function browserTests() {
  console.log('\n=== browser tests (Chromium)');
  if (!haveChromium) return record('browser tests', 0, 1);
  const { code, output } = await run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']);
  const counts = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  const pass = Number(counts?.[1] ?? 0);
  const fail = Number(counts?.[2] ?? 0);
  record('browser tests', pass, fail || (code !== 0 ? 1 : 0));
}

async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await portOpen(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  return undefined;
}

const started = Date.now();
// First and fast (about a second): production dependencies against the registry's advisories; warns when offline.
await single('dependency audit', process.execPath, ['scripts/audit.mjs']);
await single('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await single('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await single('translations', process.execPath, ['scripts/check-translations.mjs']);

const unitFiles = [...testFiles('packages/contract/test'), ...testFiles('scripts', /\.test\.mjs$/), ...apiTestFiles()];
await nodeTests('unit and API tests (PGlite)', unitFiles, { DATABASE_URL: '' });
const pg = await postgresUrl();
if (pg) await nodeTests('API tests (PostgreSQL)', apiTestFiles(), { DATABASE_URL: pg });
else console.log('\n=== API tests (PostgreSQL): no server reachable on 127.0.0.1:5432 and no DATABASE_URL; skipped');

console.log('\n=== build (elements, manifest, suite)');
const built = (await build()) === 0;
record('build', built ? 1 : 0, built ? 0 : 1);

await browserTests();
await single('Storybook build', 'npm', ['run', 'build-storybook']);

if (built && haveChromium) await nodeTests('end-to-end (Chromium)', testFiles('e2e'), {});
else record('end-to-end (Chromium)', 0, 1);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
