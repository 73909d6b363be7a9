/**
 * `npm run bench`: the items list and My Tasks on PostgreSQL with 100,000 items and
 * 10,000 accounts. Seeds a fresh database (dropped afterwards), serves the real app over HTTP,
 * then measures each call 400 times in a row (p50/p95/p99, after a warm-up) and under
 * autocannon (10 connections, 10 s), then the time the built suite's My Tasks page takes in
 * Chromium to show its first rows (5 cold loads, signed in as a user with 1,600 open tasks),
 * with the median load's requests one by one (Playwright's request timing) to see where it goes.
 * Figures go to docs/performance.md by hand.
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_KEEP=1 keeps the seeded database for EXPLAIN; BENCH_SEED_ONLY=1 also skips the measuring.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../hosts/api/src/app.ts';
import { staticSite } from '../hosts/api/src/platform/static.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO } from '../e2e/support/stack.ts';
import { openPostgres } from '../hosts/api/src/db/client.ts';
import { migrate } from '../hosts/api/src/db/migrate.ts';
import { measureSequential } from './sequential.ts';
import { createTokenService } from '../hosts/api/src/platform/tokens.ts';

const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ITEMS = 100_000;
const ACCOUNTS = 10_000;
const USERS = 60;
const TEAMS = 10;
const settings = { publicUrl: 'http://bench.test', jwtSecret: randomBytes(32).toString('hex'), accessTokenMinutes: 60, refreshTokenDays: 1, production: false, quiet: true };

const name = `si_bench_items_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(ADMIN);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString(), 10);

async function seed(pool: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const org = (await q(`insert into organization (name) values ('Bench Org') returning id`)).rows[0].id as number;
  const officeId = (await q(`insert into office (organization_id, identifier, name) values ($1, 'HQ', 'Head office') returning id`, [org])).rows[0].id;
  const users = (await q(`insert into "user" (organization_id, identifier, email, first_name, last_name, home_office_id)
      select $1, 'U' || g, 'bench' || g || '@bench.example', 'User', 'No ' || g, $2 from generate_series(1, ${USERS}) g returning id`, [org, officeId])).rows.map((r) => r.id as number);
  await q(`insert into user_office (organization_id, user_id, office_id, role) select $1, id, $2, 'IC' from "user" where organization_id = $1`, [org, officeId]);
  const teams = (await q(`insert into team (organization_id, name) select $1, 'Team ' || g from generate_series(1, ${TEAMS}) g returning id`, [org])).rows.map((r) => r.id as number);
  await q(`insert into team_member (organization_id, team_id, user_id) select $1, ($2::int[])[1 + (i % ${TEAMS})], u from unnest($3::int[]) with ordinality as x(u, i)`, [org, teams, users]);
  await q(`insert into account (organization_id, module_kind, name, lead_user_id)
      select $1, 1 + (g % 7), 'Account ' || g, ($2::int[])[1 + (g % ${USERS})] from generate_series(1, ${ACCOUNTS}) g`, [org, users]);
  const firstAccount = (await q(`select min(id) as id from account where organization_id = $1`, [org])).rows[0].id as number;
  await q(`insert into item (organization_id, account_id, kind, status, title, due_date, created_by_user_id)
      select $1, $2 + (g % ${ACCOUNTS}), 'REQUEST_ITEM',
             (array['Requested', 'In review', 'Accepted', 'open', 'submitted', 'approved'])[1 + (g % 6)],
             'Bank statement ' || g, current_date + ((g % 400) - 200), ($3::int[])[1 + (g % ${USERS})]
        from generate_series(1, ${ITEMS}) g`, [org, firstAccount, users]);
  // 40% of items assigned to a user, 20% to a team, the rest to nobody on the staff side.
  await q(`insert into item_assignment (item_id, organization_id, user_id, team_id)
      select id, $1,
             case when id % 10 < 4 then ($2::int[])[1 + (id % ${USERS})] end,
             case when id % 10 between 4 and 5 then ($3::int[])[1 + ((id / 10) % ${TEAMS})] end
        from item where organization_id = $1 and id % 10 < 6`, [org, users, teams]);
  const wf = (await q(`insert into workflow (organization_id, module_kind, name, is_active) values ($1, 1, 'Collect', true) returning id`, [org])).rows[0].id;
  await q(`insert into workflow_step (organization_id, workflow_id, name, position, is_initial, is_final) values
      ($1, $2, 'Requested', 0, true, false), ($1, $2, 'In review', 1, false, false), ($1, $2, 'Accepted', 2, false, true)`, [org, wf]);
  await q('analyze');
  return { org, user: users[0]! };
}

try {
  const started = performance.now();
  await migrate(database);
  const { org, user } = await seed(database.pool!);
  console.log(`Seeded ${ITEMS} items, ${ACCOUNTS} accounts, ${USERS} users, ${TEAMS} teams in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (process.env.BENCH_SEED_ONLY) process.env.BENCH_KEEP = '1';
  else await measure(org, user);
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`Kept database ${name} (BENCH_KEEP)`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function measure(org: number, user: number) {
  const token = await createTokenService(settings).sign({ userId: user, orgId: org, ver: 0, type: 'access' });
  const dist = path.join(REPO, 'dist');
  const app = createApp({ db: database.db, settings, log: () => {}, staticHandler: staticSite(dist) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = { authorization: `JWT ${token}` };

  const calls: [string, string][] = [
    ['items list, newest first', '/api/items?page_size=25'],
    ['items list, one module, by due date', '/api/items?page_size=25&module_kind=1&ordering=due_date'],
    ['items list, page 200', '/api/items?page_size=25&page=200'],
    ['items list, search', '/api/items?page_size=25&search=statement%204242'],
    ['My Tasks, all', '/api/tasks?page_size=25'],
    ['My Tasks, todo this month', '/api/tasks?page_size=25&status=1&date=4'],
    ['My Tasks, in progress, 100 a page', '/api/tasks?page_size=100&status=2'],
  ];
  await measureSequential(base, headers, calls);

  console.log('\nautocannon, 10 connections, 10 s:');
  for (const [label, path] of [calls[0]!, calls[4]!]) {
    const r = await autocannon({ url: base + path, connections: 10, duration: 10, headers });
    console.log(`  ${label.padEnd(40)} ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`);
  }
  // autocannon resolves at its deadline with requests still in flight: let them finish first.
  await new Promise((done) => setTimeout(done, 2000));
  if (existsSync(path.join(dist, 'suite/index.html'))) await firstRows(base, org, user);
  else console.log('\ndist/suite is missing: the Chromium measurement needs npm run build first.');
  await new Promise((done) => server.close(done));
}

interface Timed {
  url: string;
  /** ms after navigation start (wall clock, as Playwright's request timing gives it). */
  startedAt: number;
  /** ms from the request's start to the end of its answer. */
  ms: number;
}

/** Cold loads of /filestride/myTask, signed in through the stored session: navigation start to the first task row drawn. */
async function firstRows(base: string, org: number, user: number) {
  const tokens = createTokenService(settings);
  const auth = JSON.stringify({ access: await tokens.sign({ userId: user, orgId: org, ver: 0, type: 'access' }), refresh: await tokens.sign({ userId: user, orgId: org, ver: 0, type: 'refresh' }) });
  const browser = await launchBrowser();
  try {
    const times: { total: number; requests: Timed[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((stored) => localStorage.setItem('auth', stored), auth);
      const page = await context.newPage();
      const requests: Timed[] = [];
      // Playwright's request timing: when each request started (wall clock) and when its answer ended.
      page.on('requestfinished', (request) => {
        const t = request.timing();
        requests.push({ url: new URL(request.url()).pathname + new URL(request.url()).search, startedAt: t.startTime, ms: t.responseEnd });
      });
      const start = Date.now();
      await page.goto(`${base}/filestride/myTask`);
      await page.locator('si-my-tasks').locator('tbody tr:not(.spacer)').first().waitFor({ timeout: 30_000 });
      // The first load warms the server's caches and the browser's compile cache for nobody; it is not counted.
      const total = Date.now() - start;
      if (i > 0) times.push({ total, requests: requests.map((r) => ({ ...r, startedAt: r.startedAt - start })) });
      await context.close();
    }
    times.sort((a, b) => a.total - b.total);
    console.log(`\nChromium, /filestride/myTask to its first rows, 5 cold loads: ${times.map((x) => x.total).join(', ')} ms; median ${times[2]!.total} ms`);
    // The median load's waterfall: what the time went on (start after navigation, duration).
    console.log('  the median load, request by request (ms after navigation start: start + duration = end):');
    for (const r of times[2]!.requests.sort((a, b) => a.startedAt - b.startedAt)) {
      const label = r.url.length > 60 ? `${r.url.slice(0, 57)}...` : r.url;
      console.log(`    ${label.padEnd(60)} ${String(Math.round(r.startedAt)).padStart(5)} + ${String(Math.round(r.ms)).padStart(4)} = ${String(Math.round(r.startedAt + r.ms)).padStart(5)}`);
    }
    console.log(`    first row drawn at ${times[2]!.total}`);
  } finally {
    await browser.close();
  }
}
