/**
 * `npm run bench`: the API's throughput against its own ceiling, in one run, on PGlite and on a
 * fresh PostgreSQL database. For each, the real server (e2e/support/stack.ts, demo seed) under
 * autocannon, 50 connections, 10 s a call: the ceiling (an unknown /api path: every middleware,
 * no query, a 404 JSON), the portal details call the invoice portal makes first, and the staff
 * items list. Prints req/s, p99 and the ratio to the ceiling measured in the same run, against
 * the targets in docs/performance.md. BENCH_PG_URL: the PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5432/postgres); BENCH_SECONDS: seconds per call (default 10).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoUser, startStack, type Stack } from '../e2e/support/stack.ts';

const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Target {
  /** Least share of the ceiling's req/s. */
  ratio: number;
  /** Highest p99 in ms, where the target sets one. */
  p99?: number;
}
type Database = 'PGlite' | 'PostgreSQL';
const TARGETS: Record<Database, Record<string, Target | undefined>> = {
  PGlite: { 'portal details': { ratio: 0.25 } },
  PostgreSQL: { 'portal details': { ratio: 0.5, p99: 50 }, 'staff items list': { ratio: 0.25 } },
};

interface Load {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
}

async function load(url: string, headers: Record<string, string> = {}, expect = 200): Promise<Load> {
  const first = await fetch(url, { headers });
  if (first.status !== expect) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  // A short warm-up: JIT, prepared statements, the pool's connections, the config cache.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const bad = r.errors + r.timeouts + (expect === 200 ? r.non2xx : r.requests.total - (r.statusCodeStats?.[String(expect) as '404']?.count ?? 0));
  // autocannon resolves at its deadline with requests still in flight: let them land first.
  await new Promise((done) => setTimeout(done, 500));
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, bad };
}

async function staffToken(stack: Stack): Promise<string> {
  const staff = demoUser(stack.demo, (u) => !u.mfa && u.role === 'OA');
  const res = await fetch(`${stack.url}/auth/jwt/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: staff.email, password: staff.password }) });
  const body = (await res.json()) as { access?: string };
  if (!body.access) throw new Error(`sign-in of ${staff.email}: ${res.status} ${JSON.stringify(body)}`);
  return body.access;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
let missed = false;

async function measure(stack: Stack, database: Database): Promise<void> {
  const portal = stack.demo.portals.find((p) => p.module === 'secureinvoice' && !p.onHold) ?? stack.demo.portals.find((p) => p.module === 'secureinvoice');
  if (!portal) throw new Error('demo.json has no secureinvoice portal');
  const token = await staffToken(stack);
  const calls: [label: string, url: string, headers: Record<string, string>, status: number][] = [
    ['ceiling', `${stack.url}/api/throughput-ceiling`, {}, 404],
    ['portal details', `${stack.url}/api/portal/details?token=${encodeURIComponent(portal.token)}`, {}, 200],
    ['staff items list', `${stack.url}/api/items?page_size=25`, { authorization: `JWT ${token}` }, 200],
  ];
  const load1 = loadavg()[0]!;
  console.log(`\n${database}, ${CONNECTIONS} connections, ${SECONDS} s each (load average ${load1.toFixed(2)} before):`);
  console.log(`  ${'call'.padEnd(18)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'ratio'.padStart(6)}  target`);
  let ceiling = 0;
  for (const [label, url, headers, status] of calls) {
    const r = await load(url, headers, status);
    if (label === 'ceiling') ceiling = r.rps;
    const ratio = r.rps / ceiling;
    const target = TARGETS[database][label];
    let verdict = '';
    if (target) {
      const ok = ratio >= target.ratio && (target.p99 === undefined || r.p99 <= target.p99) && r.bad === 0;
      missed ||= !ok;
      verdict = `>= ${Math.round(target.ratio * 100)}%${target.p99 !== undefined ? `, p99 <= ${target.p99} ms` : ''}: ${ok ? 'ok' : 'MISS'}`;
    }
    const bad = r.bad ? `  (${r.bad} of ${r.total} answers wrong)` : '';
    console.log(`  ${label.padEnd(18)} ${fmt(r.rps).padStart(7)} ${`${r.p50}`.padStart(5)} ${`${r.p99}`.padStart(5)} ${`${Math.round(ratio * 100)}%`.padStart(6)}  ${verdict}${bad}`);
  }
  console.log(`  load average after: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (1, 5, 15 min; ${database === 'PostgreSQL' ? 'server, PostgreSQL and autocannon' : 'server and autocannon'} share the machine)`);
}

const pgliteStack = await startStack({ env: { LOG_LEVEL: 'info' } });
try {
  await measure(pgliteStack, 'PGlite');
} finally {
  await pgliteStack.stop();
}

const admin = new pg.Client({ connectionString: PG_ADMIN });
try {
  await admin.connect();
} catch (error) {
  console.log(`\nPostgreSQL: not reachable at ${PG_ADMIN} (${(error as Error).message}); set BENCH_PG_URL. Skipped.`);
  process.exit(missed ? 1 : 0);
}
const name = `si_bench_throughput_${process.pid}_${Date.now()}`;
try {
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const pgStack = await startStack({ env: { DATABASE_URL: url.href, LOG_LEVEL: 'info' } });
  try {
    await measure(pgStack, 'PostgreSQL');
  } finally {
    await pgStack.stop();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(missed ? 1 : 0);
