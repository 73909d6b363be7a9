// `node scripts/audit.mjs`: the production dependencies against the npm registry's advisories
// (`npm audit --omit=dev --json`). Fails on a high or critical advisory unless
// audit-allowlist.json names it with a reason and a review date that has not passed.
// When the audit service cannot be reached it warns and passes: the check is only as good as
// the registry's answer, and an offline run must not fail for it (docs/security.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ALLOWLIST_FILE = path.join(ROOT, 'audit-allowlist.json');
const BLOCKING = new Set(['high', 'critical']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @typedef {{ id: string, reason: string, reviewBy: string }} Allowance
 * @typedef {{ id: string, source: string, url: string | null, title: string, severity: string, packages: string[] }} Finding
 * @typedef {{ status: 'unavailable', reason: string }
 *   | { status: 'checked', failing: Finding[], allowed: Finding[], expired: Finding[], unused: Allowance[], problems: string[], counts: Record<string, number> }} Decision
 */

/** `GHSA-xxxx-xxxx-xxxx` from a GitHub advisory URL, else `npm-<source>`. */
export function advisoryId(via) {
  const ghsa = /GHSA(?:-[a-z0-9]{4}){3}/i.exec(String(via.url ?? ''));
  return ghsa ? ghsa[0].toUpperCase() : `npm-${via.source}`;
}

/** The high and critical advisories of an audit report, one per advisory with every package it is in. */
export function blockingAdvisories(report) {
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability?.via ?? []) {
      // A string names another vulnerable package; its advisories are listed under that package.
      if (typeof via !== 'object' || !via || !BLOCKING.has(via.severity)) continue;
      const id = advisoryId(via);
      const finding = found.get(id) ?? { id, source: String(via.source ?? ''), url: via.url ?? null, title: String(via.title ?? ''), severity: via.severity, packages: [] };
      const name = String(via.name ?? vulnerability.name);
      if (!finding.packages.includes(name)) finding.packages.push(name);
      found.set(id, finding);
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** What is wrong with the allowlist's entries, one line each (an entry needs an id, a reason and a review date). */
export function allowlistProblems(allowlist) {
  if (!Array.isArray(allowlist)) return ['audit-allowlist.json: "advisories" must be a list'];
  return allowlist.flatMap((entry, i) => {
    const where = `audit-allowlist.json advisories[${i}]`;
    const problems = [];
    if (typeof entry?.id !== 'string' || !entry.id.trim()) problems.push(`${where}: "id" (a GHSA id or the advisory's URL) is missing`);
    if (typeof entry?.reason !== 'string' || entry.reason.trim().length < 10) problems.push(`${where}: "reason" must say why the advisory is accepted`);
    if (typeof entry?.reviewBy !== 'string' || !DAY.test(entry.reviewBy) || Number.isNaN(Date.parse(entry.reviewBy))) {
      problems.push(`${where}: "reviewBy" must be a date, YYYY-MM-DD`);
    }
    return problems;
  });
}

const matches = (entry, finding) => {
  const id = String(entry.id).trim();
  return id.toUpperCase() === finding.id.toUpperCase() || (finding.url !== null && id === finding.url) || (finding.source !== '' && id === finding.source);
};

/**
 * The decision for one audit report (`npm audit --json`, parsed) and the allowlist's entries on
 * `today` (YYYY-MM-DD). A report that carries an error, or no vulnerabilities at all, means the
 * audit did not run. An allowance counts up to and including its review date.
 * @returns {Decision}
 */
export function decide(report, allowlist, today) {
  if (!report || typeof report !== 'object') return { status: 'unavailable', reason: 'npm audit printed no report' };
  if (report.error || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const reason = [report.error?.code, report.error?.summary, report.message].filter(Boolean).join(' ') || 'the report has no vulnerabilities section';
    return { status: 'unavailable', reason };
  }
  const problems = allowlistProblems(allowlist);
  const entries = Array.isArray(allowlist) ? allowlist.filter((entry) => typeof entry?.id === 'string') : [];
  const failing = [];
  const allowed = [];
  const expired = [];
  const used = new Set();
  for (const finding of blockingAdvisories(report)) {
    const entry = entries.find((e) => matches(e, finding));
    if (entry) used.add(entry);
    if (!entry) failing.push(finding);
    else if (typeof entry.reviewBy === 'string' && entry.reviewBy >= today) allowed.push(finding);
    else expired.push(finding);
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  return { status: 'checked', failing, allowed, expired, unused: entries.filter((e) => !used.has(e)), problems, counts };
}

/** Passes unless a blocking advisory is not allowed, an allowance expired, or the allowlist is malformed. */
export const fails = (decision) => decision.status === 'checked' && (decision.failing.length > 0 || decision.expired.length > 0 || decision.problems.length > 0);

const line = (f) => `  ${f.severity.padEnd(8)} ${f.id}  ${f.packages.join(', ')}: ${f.title}${f.url ? `  ${f.url}` : ''}`;

/** The lines a person reads. */
export function describe(decision) {
  if (decision.status === 'unavailable') {
    return [`WARNING: npm audit could not check the dependencies (${decision.reason}).`, 'WARNING: no advisory was looked at; this run does not fail for it. Run `node scripts/audit.mjs` again when the registry answers.'];
  }
  const c = decision.counts;
  const out = [`npm audit (production dependencies): ${c.critical ?? 0} critical, ${c.high ?? 0} high, ${c.moderate ?? 0} moderate, ${c.low ?? 0} low`];
  if (decision.failing.length) out.push('High or critical advisories not in audit-allowlist.json:', ...decision.failing.map(line));
  if (decision.expired.length) out.push('Allowed advisories whose review date has passed (review them, then update reviewBy or fix):', ...decision.expired.map(line));
  if (decision.allowed.length) out.push('Allowed by audit-allowlist.json:', ...decision.allowed.map(line));
  if (decision.unused.length) out.push(`Allowlist entries that match no advisory any more (remove them): ${decision.unused.map((e) => e.id).join(', ')}`);
  out.push(...decision.problems);
  out.push(fails(decision) ? 'npm audit: FAILED' : 'npm audit: passed');
  return out;
}

function readAllowlist() {
  if (!existsSync(ALLOWLIST_FILE)) return [];
  try {
    return JSON.parse(readFileSync(ALLOWLIST_FILE, 'utf8')).advisories;
  } catch (error) {
    return { error: `audit-allowlist.json is not valid JSON: ${error.message}` };
  }
}

function main() {
  const allowlist = readAllowlist();
  if (allowlist && !Array.isArray(allowlist) && allowlist.error) {
    console.error(allowlist.error);
    return 1;
  }
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 90_000, maxBuffer: 64 * 1024 * 1024 });
  let report;
  if (run.error) report = { error: { code: run.error.code ?? 'spawn', summary: run.error.message } };
  else {
    try {
      report = JSON.parse(run.stdout);
    } catch {
      report = { error: { code: `exit ${run.status}`, summary: run.stderr.trim().split('\n').at(-1) ?? '' } };
    }
  }
  const decision = decide(report, allowlist, new Date().toISOString().slice(0, 10));
  for (const text of describe(decision)) (decision.status === 'unavailable' ? console.warn : console.log)(text);
  return fails(decision) ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
