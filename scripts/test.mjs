// `npm test`: every check: dependency audit, lint, type-check, translations, unit and API tests
// on PGlite and (when a server is reachable) PostgreSQL, the build, the browser tests, the
// Storybook build and the end-to-end tests. The checks run side by side in a pool as wide as
// the machine (scripts/test-pool.mjs): each test file is a job of its own, in a process of its
// own with its own database, the longest first. It ends with a table of every step and its wall
// time, the ten slowest files of each step, and `N passed, N failed` last; exit 1 on any failure.
//
// `npm test -- <pattern> [<pattern> ...]` runs only the test files whose path contains a pattern
// (or matches it as a glob with `*`), in every step that runs files; the whole-project checks
// (audit, lint, type-check, translations, Storybook) are left to the bare `npm test`.
// See docs/testing.md.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ROOT, ensureChromium, ensureInstalled, isBuildFresh, portOpen } from './lib.mjs';
import { Pool, longestFirst, nodeCounts, runnerCounts, selectFiles, seconds, slowestFiles, stepTable, summarize } from './test-pool.mjs';

/** A port no one listens on now (the system's choice), so two runs on one machine never collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const patterns = process.argv.slice(2).filter((a) => a !== '--');
const whole = patterns.length === 0;

ensureInstalled();
const haveChromium = ensureChromium();

const RESULTS = path.join(ROOT, 'test-results');
const LOGS = path.join(RESULTS, 'logs');
const TIMINGS = path.join(RESULTS, 'timings.json');
rmSync(LOGS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });

// Two cores: two jobs at a time keeps both busy (a test process, its database and its browser
// share them); more only adds switching. SI_TEST_JOBS overrides.
const SLOTS = Number(process.env.SI_TEST_JOBS) || Math.max(1, cpus().length);
// The browser tests are split over this many runners, each with its own Chromium and module
// server: one page at a time per browser (a background tab stalls key presses and focus).
const BROWSER_SHARDS = Number(process.env.SI_BROWSER_SHARDS) || Math.max(1, Math.min(2, SLOTS));
// A browser runner or an end-to-end file waits on its pages (settling, network, timers) much of
// the time: three of them in two slots finished three accessibility files in 121 s, two in 164 s.
// A node test file keeps its core busy: three at a time were slower than two (90 s against 84 s).
const E2E_WEIGHT = Number(process.env.SI_E2E_WEIGHT) || 2 / 3;
const BROWSER_WEIGHT = Number(process.env.SI_BROWSER_WEIGHT) || 1;

const STEPS = {
  audit: 'dependency audit',
  lint: 'lint',
  types: 'type-check',
  translations: 'translations',
  pglite: 'unit and API tests (PGlite)',
  postgres: 'API tests (PostgreSQL)',
  build: 'build',
  browser: 'browser tests (Chromium)',
  storybook: 'Storybook build',
  e2e: 'end-to-end (Chromium)',
};
const STEP_ORDER = Object.values(STEPS);

/** Durations (ms) of each file in the last run here, else in the committed snapshot: the longest go first. */
function earlierDurations() {
  for (const file of [TIMINGS, path.join(ROOT, 'scripts/test-durations.json')]) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8'));
      return Object.fromEntries((data.files ?? []).map((f) => [`${f.step}|${f.file}`, f.ms]));
    } catch {
      // Missing or unreadable: try the next.
    }
  }
  return {};
}
const durations = earlierDurations();
const durationsOf = (step) => Object.fromEntries(Object.entries(durations).filter(([k]) => k.startsWith(`${step}|`)).map(([k, v]) => [k.slice(step.length + 1), v]));

function testFiles(dir, pattern = /\.test\.ts$/, { recursive = false } = {}) {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive })
    .filter((f) => pattern.test(f) && !f.split(path.sep).includes('node_modules'))
    .sort()
    .map((f) => path.join(dir, f).split(path.sep).join('/'));
}

/**
 * Runs a command to its end (or its time limit), its output kept, not streamed: jobs run side by
 * side and their lines would interleave. Killed with its whole process group on the limit, so
 * the servers and browsers a test started go with it.
 */
function runQuiet(command, args, { env = {}, timeoutMs, logFile }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) output += `\n[npm test] stopped after ${seconds(timeoutMs)}: the time limit of this job\n`;
      if (logFile) writeFileSync(logFile, output);
      resolve({ code: timedOut ? 1 : (code ?? 1), output });
    });
  });
}

// Children killed with npm test (Ctrl-C): their process groups go too.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const pool = new Pool(SLOTS);
const jobs = [];
const started = Date.now();
const logName = (step, name) => path.join(LOGS, `${step}--${name}`.replace(/[^\w.-]+/g, '_').slice(0, 180) + '.log');

/**
 * Queues one job of a step. `work` runs a command and returns { passed, failed, output }; the job
 * prints one line when done, and its whole output when it failed.
 */
function schedule(step, { file, name = file, weight = 1, priority = 0 }, work) {
  const job = { step, file, name, passed: 0, failed: 0 };
  jobs.push(job);
  return pool.run(
    async () => {
      job.startedAt = Date.now() - started;
      let result;
      try {
        result = await work(logName(step, name));
      } catch (error) {
        result = { passed: 0, failed: 1, output: String(error?.stack ?? error) };
      }
      job.endedAt = Date.now() - started;
      job.passed = result.passed;
      job.failed = result.failed;
      const took = seconds(job.endedAt - job.startedAt);
      if (result.failed > 0) {
        console.log(`\n✖ ${step}: ${name}, ${result.passed} passed, ${result.failed} failed, ${took}\n${result.output.trimEnd()}\n--- end of ${name}\n`);
      } else {
        console.log(`✔ ${step}: ${name}, ${result.passed} passed, ${took}`);
      }
      return result.failed === 0;
    },
    { weight, priority },
  );
}

/** A job that is one command and passes or fails as a whole. */
const single = (step, cmd, args, { env, weight = 1, priority = 0, timeoutMs = 15 * 60_000 } = {}) =>
  schedule(step, { name: step, weight, priority }, async (logFile) => {
    const { code, output } = await runQuiet(cmd, args, { env, timeoutMs, logFile });
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, output };
  });

/**
 * One file of node's test runner, in its own process (and, for the API, its own database). The
 * file is run as the program itself, not under `node --test`, whose parent process would only
 * start the same child: one node start-up less per file (0.35 s of wall time, 0.55 s of CPU).
 */
const nodeFile = (step, file, env, { priority = 0, weight = 1, timeoutMs = 10 * 60_000 } = {}) =>
  schedule(step, { file, priority, weight }, async (logFile) => {
    const { code, output } = await runQuiet(process.execPath, ['--import', 'tsx', '--test-reporter=spec', file], {
      env: { NODE_ENV: 'test', ...env },
      timeoutMs,
      logFile,
    });
    const counts = nodeCounts(output);
    return { passed: counts.passed, failed: counts.failed || (code !== 0 ? 1 : 0), output };
  });

/** A failure recorded without running: the reason stands in for the output. */
const refused = (step, name, reason) => schedule(step, { name, weight: 0 }, async () => ({ passed: 0, failed: 1, output: reason }));

async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await portOpen(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  return undefined;
}

// ---- What runs. Priorities: lower starts first; within one, the longest files first.
const unitFiles = selectFiles([...testFiles('packages/contract/test'), ...testFiles('scripts', /\.test\.mjs$/), ...testFiles('packages/elements/build', /\.test\.mjs$/), ...testFiles('hosts/api', /\.test\.ts$/, { recursive: true })], patterns);
const apiFiles = selectFiles(testFiles('hosts/api', /\.test\.ts$/, { recursive: true }), patterns);
const browserFiles = selectFiles(
  [...['packages/contract', 'packages/core', 'packages/elements'].flatMap((p) => testFiles(`${p}/src`, /\.test\.tsx?$/, { recursive: true })), ...testFiles('hosts/suite/src', /\.test\.tsx?$/, { recursive: true })],
  patterns,
);
const e2eFiles = selectFiles(testFiles('e2e'), patterns);
const pg = apiFiles.length ? await postgresUrl() : undefined;

console.log(
  `npm test${whole ? '' : ` -- ${patterns.join(' ')}`}: ${SLOTS} jobs at a time on ${cpus().length} cores (load ${loadavg()[0].toFixed(1)}); ` +
    `${unitFiles.length} unit and API files on PGlite, ${pg ? apiFiles.length : 0} on PostgreSQL, ${browserFiles.length} browser files in ${BROWSER_SHARDS} runners, ${e2eFiles.length} end-to-end files`,
);
if (!pg && apiFiles.length) console.log(`${STEPS.postgres}: no server reachable on 127.0.0.1:5432 and no DATABASE_URL; skipped`);
if (!whole && unitFiles.length + browserFiles.length + e2eFiles.length === 0) {
  console.log(`No test file matches ${patterns.join(' or ')}.`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const waits = [];

// The build first: the end-to-end files wait for it, and it takes both cores.
const needBuild = whole || (e2eFiles.length > 0 && !isBuildFresh());
const built = needBuild
  ? schedule(STEPS.build, { name: 'elements, manifest, suite', weight: SLOTS, priority: 0 }, async (logFile) => {
      const code = await buildQuietly(logFile);
      return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, output: readFileSync(logFile, 'utf8') };
    })
  : Promise.resolve(true);
waits.push(built);

// The end-to-end files, once built: each starts its own server, database and Chromium.
if (e2eFiles.length) {
  waits.push(
    built.then((ok) =>
      Promise.all(
        longestFirst(e2eFiles, durationsOf(STEPS.e2e)).map((file) =>
          ok && haveChromium ? nodeFile(STEPS.e2e, file, {}, { priority: 1, weight: E2E_WEIGHT, timeoutMs: 20 * 60_000 }) : refused(STEPS.e2e, file, ok ? 'Chromium is missing.' : 'The build failed; see above.'),
        ),
      ),
    ),
  );
}

// The browser tests: their runners take a while to start, so they start early.
if (browserFiles.length) {
  const shards = Array.from({ length: Math.min(BROWSER_SHARDS, browserFiles.length) }, () => []);
  // Dealt longest first to the shard with the least so far.
  const known = durationsOf(STEPS.browser);
  const load = shards.map(() => 0);
  for (const file of longestFirst(browserFiles, known)) {
    const i = load.indexOf(Math.min(...load));
    shards[i].push(file);
    load[i] += known[file] ?? 5000;
  }
  shards.forEach((files, i) => {
    const name = shards.length > 1 ? `runner ${i + 1} of ${shards.length} (${files.length} files)` : `${files.length} files`;
    waits.push(
      haveChromium
        ? schedule(STEPS.browser, { name, priority: 1, weight: BROWSER_WEIGHT }, async (logFile) => {
            const timings = path.join(LOGS, `browser-timings-${i}.json`);
            const { code, output } = await runQuiet(
              'npx',
              ['web-test-runner', '--config', 'web-test-runner.config.mjs', '--port', String(await freePort()), '--files', ...files],
              { env: { SI_VITE_CACHE_DIR: path.join(ROOT, 'node_modules/.vite', `test-runner-${i}`), SI_WTR_TIMINGS: timings }, timeoutMs: 30 * 60_000, logFile },
            );
            browserFileTimings(timings);
            const counts = runnerCounts(output);
            return { passed: counts.passed, failed: counts.failed || (code !== 0 ? 1 : 0), output };
          })
        : refused(STEPS.browser, name, 'Chromium is missing.'),
    );
  });
}

/** The runner's reporter wrote when each file finished; those become file rows of the step (not jobs of the pool). */
function browserFileTimings(file) {
  if (!existsSync(file)) return;
  for (const row of JSON.parse(readFileSync(file, 'utf8'))) {
    jobs.push({ step: STEPS.browser, file: row.file, name: row.file, passed: 0, failed: 0, startedAt: row.startedAt - started, endedAt: row.endedAt - started, tests: row.tests, sub: true });
  }
}

if (whole) {
  waits.push(single(STEPS.storybook, 'npm', ['run', 'build-storybook'], { priority: 2 }));
  waits.push(single(STEPS.audit, process.execPath, ['scripts/audit.mjs'], { priority: 3 }));
  waits.push(single(STEPS.translations, process.execPath, ['scripts/check-translations.mjs'], { priority: 3 }));
  waits.push(single(STEPS.lint, 'npx', ['eslint', '.', '--max-warnings=0'], { priority: 3 }));
  waits.push(single(STEPS.types, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { priority: 3 }));
}

// The node files fill the gaps, the longest first; PostgreSQL's and PGlite's interleaved.
{
  const lite = longestFirst(unitFiles, durationsOf(STEPS.pglite)).map((file) => ({ step: STEPS.pglite, file, env: { DATABASE_URL: '' } }));
  const onPg = pg ? longestFirst(apiFiles, durationsOf(STEPS.postgres)).map((file) => ({ step: STEPS.postgres, file, env: { DATABASE_URL: pg } })) : [];
  // Never timed counts as longest (it may be); a stable sort keeps the rest in their order.
  const known = (f) => durations[`${f.step}|${f.file}`] ?? Number.MAX_SAFE_INTEGER;
  const all = [...lite, ...onPg].sort((a, b) => known(b) - known(a));
  for (const f of all) waits.push(nodeFile(f.step, f.file, f.env, { priority: 4 }));
}

async function buildQuietly(logFile) {
  const output = [];
  let code = 1;
  try {
    code = await build({ output });
  } catch (error) {
    output.push(String(error?.stack ?? error));
  }
  writeFileSync(logFile, output.join(''));
  return code;
}

await Promise.all(waits);
const totalMs = Date.now() - started;

// ---- The report.
const steps = summarize(jobs, STEP_ORDER).map((s) => {
  // Browser files are rows of their runners' jobs: count files, not their time twice.
  if (s.name !== STEPS.browser) return s;
  const runners = jobs.filter((j) => j.step === STEPS.browser && !j.sub && j.startedAt !== undefined);
  return { ...s, jobMs: runners.reduce((n, j) => n + (j.endedAt - j.startedAt), 0) };
});
const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);

const commit = await runQuiet('git', ['rev-parse', '--short', 'HEAD'], { timeoutMs: 10_000 }).then((r) => (r.code === 0 ? r.output.trim() : 'unknown'));
const fileJobs = jobs.filter((j) => j.file && j.startedAt !== undefined);
writeFileSync(
  TIMINGS,
  `${JSON.stringify(
    {
      commit,
      date: new Date().toISOString(),
      patterns,
      cores: cpus().length,
      slots: SLOTS,
      load: loadavg().map((l) => Number(l.toFixed(2))),
      totalMs,
      passed,
      failed,
      steps: steps.map(({ name, files, passed: p, failed: f, wallMs, jobMs, startMs }) => ({ name, files, passed: p, failed: f, wallMs, jobMs, startMs })),
      files: fileJobs.map((j) => ({ step: j.step, file: j.file, ms: j.endedAt - j.startedAt, passed: j.passed, failed: j.failed, tests: j.tests })),
    },
    null,
    1,
  )}\n`,
);

const failedJobs = jobs.filter((j) => j.failed > 0 && !j.sub);
console.log(`\nThe run, at ${commit} on ${cpus().length} cores, ${SLOTS} jobs at a time (load ${loadavg().map((l) => l.toFixed(1)).join(' ')}):\n`);
console.log(stepTable(steps, totalMs));
console.log(`\n${slowestFiles(jobs.map((j) => (j.sub ? { ...j, passed: j.tests ?? 0 } : j)), STEP_ORDER)}`);
console.log(`\nLogs of every job: test-results/logs/; times: test-results/timings.json`);
if (failedJobs.length) console.log(`\nFailed: ${failedJobs.map((j) => `${j.step}: ${j.name}`).join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
