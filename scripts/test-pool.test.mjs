// The pool and the report of `npm test` (test-pool.mjs).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Pool, longestFirst, nodeCounts, runnerCounts, selectFiles, slowestFiles, stepTable, summarize } from './test-pool.mjs';

/** A job that records when it ran and finishes when released. */
function gate(log, name) {
  let release;
  const done = new Promise((r) => (release = r));
  return {
    fn: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('the pool', () => {
  test('never runs more than its slots at once, and runs every job', async () => {
    const pool = new Pool(2);
    let now = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        pool.run(async () => {
          now += 1;
          most = Math.max(most, now);
          await tick();
          now -= 1;
          return i;
        }),
      ),
    );
    assert.deepEqual(results, [0, 1, 2, 3, 4, 5, 6]);
    assert.equal(most, 2);
  });

  test('starts the lower priority first, and a heavy job next in line is not overtaken by lighter ones', async () => {
    const pool = new Pool(2);
    const log = [];
    const a = gate(log, 'a');
    const heavy = gate(log, 'heavy');
    const light = gate(log, 'light');
    const early = gate(log, 'early');
    const running = [
      pool.run(a.fn, { priority: 1 }),
      pool.run(heavy.fn, { priority: 1, weight: 2 }),
      pool.run(light.fn, { priority: 2 }),
      pool.run(early.fn, { priority: 0 }),
    ];
    await tick();
    // "a" and "early" hold the two slots; "heavy" waits for both, and "light" waits behind it.
    assert.deepEqual(log, ['start a', 'start early']);
    a.release();
    await tick();
    await tick();
    assert.deepEqual(log.slice(2), ['end a'], 'one slot free is not enough for the heavy job, and light does not pass it');
    early.release();
    await tick();
    await tick();
    assert.deepEqual(log.slice(3), ['end early', 'start heavy']);
    heavy.release();
    await tick();
    await tick();
    light.release();
    assert.deepEqual(await Promise.all(running), ['a', 'heavy', 'light', 'early']);
    assert.deepEqual(log.slice(5), ['end heavy', 'start light', 'end light']);
  });

  test('a job heavier than the pool runs alone rather than never; a failing job frees its slot', async () => {
    const pool = new Pool(2);
    await assert.rejects(pool.run(() => Promise.reject(new Error('broke'))), /broke/);
    assert.equal(await pool.run(async () => 'ran', { weight: 5 }), 'ran');
    await tick();
    assert.equal(pool.used, 0);
    assert.throws(() => new Pool(0), /at least one slot/);
  });
});

describe('picking files', () => {
  const files = ['hosts/api/src/modules/receivables/ledger/refund.test.ts', 'e2e/receivables.test.ts', 'e2e/sign-in.test.ts', 'packages/elements/src/admin/users/users.test.tsx'];
  test('no pattern takes every file; a pattern takes the paths that contain it, several the union', () => {
    assert.deepEqual(selectFiles(files, []), files);
    assert.deepEqual(selectFiles(files, ['receivables']), files.slice(0, 2));
    assert.deepEqual(selectFiles(files, ['sign-in', 'users']), files.slice(2));
    assert.deepEqual(selectFiles(files, ['nothing-like-it']), []);
  });
  test('a pattern with * is a glob on the whole path (** crosses folders, * does not)', () => {
    assert.deepEqual(selectFiles(files, ['e2e/*.test.ts']), files.slice(1, 3));
    assert.deepEqual(selectFiles(files, ['hosts/**/refund.test.ts']), files.slice(0, 1));
    assert.deepEqual(selectFiles(files, ['hosts/*/refund.test.ts']), []);
    assert.deepEqual(selectFiles(files, ['*.tsx']), files.slice(3));
  });
  test('the longest of an earlier run go first, and files never timed before them', () => {
    assert.deepEqual(longestFirst(['a', 'b', 'c', 'new'], { a: 10, b: 300, c: 20 }), ['new', 'b', 'c', 'a']);
  });
});

describe('the report', () => {
  test('reads the counts of node and of the browser runner, the last summary winning', () => {
    assert.deepEqual(nodeCounts('ℹ tests 12\nℹ pass 11\nℹ fail 1\n'), { passed: 11, failed: 1 });
    assert.deepEqual(nodeCounts('crashed before any test'), { passed: 0, failed: 0 });
    assert.deepEqual(runnerCounts('3 passed, 0 failed\n...\n698 passed, 2 failed\n'), { passed: 698, failed: 2 });
  });

  test('each step has its wall time from its first start to its last end, and its jobs time summed', () => {
    const jobs = [
      { step: 'lint', name: 'lint', passed: 1, failed: 0, startedAt: 0, endedAt: 30_000 },
      { step: 'api', file: 'a.test.ts', passed: 5, failed: 0, startedAt: 10_000, endedAt: 70_000 },
      { step: 'api', file: 'b.test.ts', passed: 3, failed: 1, startedAt: 20_000, endedAt: 40_000 },
      { step: 'unused', name: 'never ran', passed: 0, failed: 1 },
    ];
    const steps = summarize(jobs, ['lint', 'api', 'missing', 'unused']);
    assert.deepEqual(
      steps.map((s) => [s.name, s.files, s.passed, s.failed, s.wallMs, s.jobMs]),
      [
        ['lint', 0, 1, 0, 30_000, 30_000],
        ['api', 2, 8, 1, 60_000, 80_000],
        ['unused', 0, 0, 1, 0, 0],
      ],
    );
    const table = stepTable(steps, 75_000);
    assert.match(table, /^\| step +\| files \| passed \| failed \| starts at \| wall time \| jobs ran for \|$/m);
    assert.match(table, /^\| api +\| +2 \| +8 \| +1 \| +0:10 \| +1:00 \| +1:20 \|$/m);
    assert.match(table, /^\| whole run +\| +\| +9 \| +2 \| +0:00 \| +1:15 \| +1:50 \|$/m);
    const slow = slowestFiles(jobs, ['lint', 'api']);
    assert.match(slow, /Slowest files of api:\n\| file +\| +time \| tests \|\n[^\n]+\n\| a\.test\.ts \| 60\.0 s \| +5 \|\n\| b\.test\.ts \| 20\.0 s \| +4 \|/);
    assert.doesNotMatch(slow, /Slowest files of lint/, 'a step without files has no list');
  });
});
