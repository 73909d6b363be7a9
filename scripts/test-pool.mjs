// The scheduling and the report of `npm test` (scripts/test.mjs): a pool that runs jobs side by
// side within a number of slots, in the order of their priority; the patterns that pick files;
// the step table and the slowest files printed at the end. Pure functions and one small class,
// unit-tested in test-pool.test.mjs.

/**
 * Runs jobs at most `slots` at a time, each taking `weight` slots (at most all of them). The
 * queue is kept in priority order (lower first, then first come) and never overtaken: a heavy
 * job next in line waits for its slots rather than be passed for ever by light ones.
 */
export class Pool {
  constructor(slots) {
    if (!(slots >= 1)) throw new Error(`a pool needs at least one slot, not ${slots}`);
    this.slots = slots;
    this.used = 0;
    this.queue = [];
    this.order = 0;
  }

  /** Resolves with what `fn` resolves with once it has run in its turn. */
  run(fn, { weight = 1, priority = 0 } = {}) {
    return new Promise((resolve, reject) => {
      const job = { fn, weight: Math.min(Math.max(weight, 0), this.slots), priority, order: this.order++, resolve, reject };
      const at = this.queue.findIndex((other) => other.priority > priority);
      this.queue.splice(at === -1 ? this.queue.length : at, 0, job);
      this.pump();
    });
  }

  pump() {
    while (this.queue.length > 0 && this.used + this.queue[0].weight <= this.slots) {
      const job = this.queue.shift();
      this.used += job.weight;
      Promise.resolve()
        .then(job.fn)
        .then(job.resolve, job.reject)
        .finally(() => {
          this.used -= job.weight;
          this.pump();
        });
    }
  }
}

/**
 * The files a run takes: all of them without patterns; else those whose path (with forward
 * slashes) contains one of the patterns, or matches it as a glob when it has `*`.
 */
export function selectFiles(files, patterns) {
  if (!patterns || patterns.length === 0) return files;
  const tests = patterns.map((p) => {
    if (!p.includes('*')) return (f) => f.includes(p);
    const source = p
      .split('**')
      .map((part) => part.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*'))
      .join('.*');
    const re = new RegExp(`(^|/)${source}$`);
    return (f) => re.test(f);
  });
  return files.filter((file) => {
    const f = file.split('\\').join('/');
    return tests.some((t) => t(f));
  });
}

/** Longest first, by the durations of an earlier run; files never timed go first (they may be long). */
export function longestFirst(files, durations = {}) {
  const known = (f) => durations[f] ?? Number.MAX_SAFE_INTEGER;
  return [...files].sort((a, b) => known(b) - known(a) || a.localeCompare(b));
}

/** Counts of node's spec reporter (`ℹ pass 12`, `ℹ fail 0`), and of @web/test-runner (`12 passed, 0 failed`). */
export function nodeCounts(output) {
  return { passed: Number(/ℹ pass (\d+)/.exec(output)?.[1] ?? 0), failed: Number(/ℹ fail (\d+)/.exec(output)?.[1] ?? 0) };
}
export function runnerCounts(output) {
  const last = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  return { passed: Number(last?.[1] ?? 0), failed: Number(last?.[2] ?? 0) };
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The steps in the order they were declared, each with its wall time (its first job's start to
 * its last job's end: steps overlap, so these add up to more than the whole), the time its jobs
 * ran in all, and its counts.
 */
export function summarize(jobs, stepOrder) {
  return stepOrder
    .map((name) => {
      const own = jobs.filter((j) => j.step === name);
      if (own.length === 0) return undefined;
      const ran = own.filter((j) => j.startedAt !== undefined);
      const start = ran.length ? Math.min(...ran.map((j) => j.startedAt)) : undefined;
      const end = ran.length ? Math.max(...ran.map((j) => j.endedAt)) : undefined;
      return {
        name,
        files: own.filter((j) => j.file).length,
        passed: own.reduce((n, j) => n + j.passed, 0),
        failed: own.reduce((n, j) => n + j.failed, 0),
        wallMs: start === undefined ? 0 : end - start,
        jobMs: ran.reduce((n, j) => n + (j.endedAt - j.startedAt), 0),
        startMs: start,
      };
    })
    .filter(Boolean);
}

/** The table printed at the end of `npm test` and kept in docs/testing.md (Markdown, readable as text). */
export function stepTable(steps, totalMs) {
  const rows = [['step', 'files', 'passed', 'failed', 'starts at', 'wall time', 'jobs ran for']];
  for (const s of steps) rows.push([s.name, s.files ? String(s.files) : '', String(s.passed), String(s.failed), minutes(s.startMs ?? 0), minutes(s.wallMs), minutes(s.jobMs)]);
  rows.push(['whole run', '', String(steps.reduce((n, s) => n + s.passed, 0)), String(steps.reduce((n, s) => n + s.failed, 0)), '0:00', minutes(totalMs), minutes(steps.reduce((n, s) => n + s.jobMs, 0))]);
  return markdownTable(rows, [false, true, true, true, true, true, true]);
}

/** The ten slowest files of each step that runs files. */
export function slowestFiles(jobs, stepOrder, count = 10) {
  const blocks = [];
  for (const name of stepOrder) {
    const files = jobs.filter((j) => j.step === name && j.file && j.startedAt !== undefined);
    if (files.length === 0) continue;
    const top = files.sort((a, b) => b.endedAt - b.startedAt - (a.endedAt - a.startedAt)).slice(0, count);
    blocks.push(`Slowest files of ${name}:\n${markdownTable([['file', 'time', 'tests'], ...top.map((j) => [j.file, seconds(j.endedAt - j.startedAt), String(j.passed + j.failed)])], [false, true, true])}`);
  }
  return blocks.join('\n\n');
}

function markdownTable(rows, rightAligned) {
  const widths = rows[0].map((_, c) => Math.max(3, ...rows.map((r) => r[c].length)));
  const line = (r) => `| ${r.map((cell, c) => (rightAligned[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (rightAligned[c] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}
