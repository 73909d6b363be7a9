/**
 * `npm run bench`: the accounts (workspaces) list on PostgreSQL with 10,000 accounts, 50,000
 * contacts and 100,000 items. Seeds a fresh database (dropped afterwards), serves the real app
 * over HTTP, and measures each list call 400 times in a row after a warm-up (p50/p95/p99): the
 * default page, a name search, a custom-field filter, the overdue filter and the progress sort;
 * then the CSV export of every account, streamed (time and the server's peak memory growth); the
 * ZIP of a workspace's 200 files (256 KB each), streamed (time and peak memory growth); a CSV
 * import of 10,000 contacts on 2,000 new workspaces in one call; and, when the suite is built,
 * the time the 200-requirement workspace takes in Chromium to show its first requirements.
 * Figures go to docs/performance.md by hand.
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_KEEP=1 keeps the seeded database for EXPLAIN.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../hosts/api/src/app.ts';
import { openPostgres } from '../hosts/api/src/db/client.ts';
import { migrate } from '../hosts/api/src/db/migrate.ts';
import { measureSequential } from './sequential.ts';
import { createTokenService } from '../hosts/api/src/platform/tokens.ts';
import { createStorage } from '../hosts/api/src/platform/storage.ts';
import { staticSite } from '../hosts/api/src/platform/static.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO } from '../e2e/support/stack.ts';

const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ACCOUNTS = 10_000;
const CONTACTS = 50_000;
const ITEMS = 100_000;
const USERS = 60;
const TEAMS = 10;
const settings = { publicUrl: 'http://bench.test', jwtSecret: randomBytes(32).toString('hex'), accessTokenMinutes: 60, refreshTokenDays: 1, production: false, quiet: true };

const name = `si_bench_accounts_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(ADMIN);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString(), 10);
const filesDir = mkdtempSync(path.join(tmpdir(), 'si-bench-files-'));
const storage = createStorage({ filesDir });
const BIG_ITEMS = 200;
const FILE_BYTES = 256 * 1024;

async function seed(pool: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const org = (await q(`insert into organization (name) values ('Bench Org') returning id`)).rows[0].id as number;
  const officeId = (await q(`insert into office (organization_id, identifier, name) values ($1, 'HQ', 'Head office') returning id`, [org])).rows[0].id;
  const users = (await q(`insert into "user" (organization_id, identifier, email, first_name, last_name, home_office_id)
      select $1, 'U' || g, 'bench' || g || '@bench.example', 'User', 'No ' || g, $2 from generate_series(1, ${USERS}) g returning id`, [org, officeId])).rows.map((r) => r.id as number);
  await q(`insert into user_office (organization_id, user_id, office_id, role) select $1, id, $2, 'OA' from "user" where organization_id = $1`, [org, officeId]);
  const teams = (await q(`insert into team (organization_id, name) select $1, 'Team ' || g from generate_series(1, ${TEAMS}) g returning id`, [org])).rows.map((r) => r.id as number);
  await q(`insert into account (organization_id, module_kind, name, lead_user_id, team_id, office_id, account_hold)
      select $1, 1, 'Workspace ' || g, ($2::int[])[1 + (g % ${USERS})], ($3::int[])[1 + (g % ${TEAMS})], $4, g % 50 = 0 from generate_series(1, ${ACCOUNTS}) g`, [org, users, teams, officeId]);
  const firstAccount = (await q(`select min(id) as id from account where organization_id = $1`, [org])).rows[0].id as number;
  await q(`insert into contact (organization_id, first_name, last_name, email)
      select $1, 'Contact', 'No ' || g, 'contact' || g || '@customer.example' from generate_series(1, ${CONTACTS}) g`, [org]);
  const firstContact = (await q(`select min(id) as id from contact where organization_id = $1`, [org])).rows[0].id as number;
  await q(`insert into account_contact (organization_id, account_id, contact_id)
      select $1, $2 + ((g - 1) % ${ACCOUNTS}), $3 + g - 1 from generate_series(1, ${CONTACTS}) g`, [org, firstAccount, firstContact]);
  await q(`insert into item (organization_id, account_id, kind, status, title, due_date, created_by_user_id)
      select $1, $2 + (g % ${ACCOUNTS}), (array['REQUEST_ITEM', 'METRIC', 'QUESTION', 'STATEMENT'])[1 + (g % 4)],
             (array['open', 'submitted', 'accepted', 'returned'])[1 + (g % 4)],
             'Requirement ' || g, current_date + ((g % 400) - 200), ($3::int[])[1 + (g % ${USERS})]
        from generate_series(1, ${ITEMS}) g`, [org, firstAccount, users]);
  const field = (await q(`insert into custom_field (organization_id, module_kind, name, field_type, options) values ($1, 1, 'Tier', 'select', '["Gold","Silver","Bronze"]'::jsonb) returning id`, [org])).rows[0].id as number;
  await q(`insert into custom_field_value (organization_id, field_id, account_id, value)
      select $1, $2, id, (array['Gold', 'Silver', 'Bronze'])[1 + (id % 3)] from account where organization_id = $1`, [org, field]);
  // One workspace with 200 requirements, each with one stored file, for the ZIP and the first-rows timing.
  const big = (await q(`insert into account (organization_id, module_kind, name, lead_user_id) values ($1, 1, 'Big workspace', $2) returning id`, [org, users[0]])).rows[0].id as number;
  const bigItems = (await q(`insert into item (organization_id, account_id, kind, status, title, due_date, position)
      select $1, $2, 'REQUEST_ITEM', 'submitted', 'Document ' || g, current_date + g, g from generate_series(1, ${BIG_ITEMS}) g returning id`, [org, big])).rows.map((r) => r.id as number);
  for (const [i, itemId] of bigItems.entries()) {
    const bytes = randomBytes(FILE_BYTES);
    const key = `org/${org}/bench-${i}`;
    await storage.put(key, bytes, { contentType: 'application/pdf', size: bytes.length });
    await q(`insert into file (organization_id, account_id, item_id, name, content_type, size, sha256, storage_key) values ($1, $2, $3, $4, 'application/pdf', $5, $6, $7)`, [
      org, big, itemId, `document-${i + 1}.pdf`, bytes.length, createHash('sha256').update(bytes).digest('hex'), key,
    ]);
  }
  await q('analyze');
  return { org, user: users[0]!, field, big };
}

try {
  const started = performance.now();
  await migrate(database);
  const { org, user, field, big } = await seed(database.pool!);
  console.log(`Seeded ${ACCOUNTS} accounts, ${CONTACTS} contacts, ${ITEMS} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await measure(org, user, field, big);
} finally {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP) console.log(`Kept database ${name} (BENCH_KEEP)`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Streams a response to its end: bytes, and the process's largest RSS growth meanwhile (MB). */
async function drain(res: Response): Promise<{ bytes: number; lines: number; grewMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  return { bytes, lines, grewMb: (peak - before) / 1048576 };
}

async function measure(org: number, user: number, field: number, big: number) {
  const token = await createTokenService(settings).sign({ userId: user, orgId: org, ver: 0, type: 'access' });
  const dist = path.join(REPO, 'dist');
  const app = createApp({ db: database.db, settings, storage, log: () => {}, staticHandler: staticSite(dist) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = { authorization: `JWT ${token}` };

  const calls: [string, string][] = [
    ['accounts list, default (by name)', '/api/accounts?module_kind=1&page_size=25'],
    ['accounts list, search', '/api/accounts?module_kind=1&page_size=25&search=space%20424'],
    ['accounts list, custom field = Gold', `/api/accounts?module_kind=1&page_size=25&custom_field=${field}&custom_value=Gold`],
    ['accounts list, has overdue items', '/api/accounts?module_kind=1&page_size=25&overdue=true'],
    ['accounts list, by progress', '/api/accounts?module_kind=1&page_size=25&ordering=-progress'],
  ];
  await measureSequential(base, headers, calls);

  // The export and the ZIP stream: the server's memory should not grow with the rows or the files.
  let t0 = performance.now();
  const csv = await fetch(`${base}/api/accounts/export.csv?module_kind=1`, { headers });
  const exported = await drain(csv);
  console.log(
    `\nCSV export of every account: status ${csv.status}, ${exported.lines} lines, ${(exported.bytes / 1024).toFixed(0)} KB in ${(performance.now() - t0).toFixed(0)} ms; process RSS grew by at most ${exported.grewMb.toFixed(1)} MB (client and server share the process)`,
  );
  t0 = performance.now();
  const zip = await fetch(`${base}/api/accounts/${big}/files.zip`, { headers });
  const zipped = await drain(zip);
  console.log(
    `ZIP of a workspace's ${BIG_ITEMS} files (${(BIG_ITEMS * FILE_BYTES) / 1048576} MB): status ${zip.status}, ${(zipped.bytes / 1048576).toFixed(1)} MB in ${(performance.now() - t0).toFixed(0)} ms; process RSS grew by at most ${zipped.grewMb.toFixed(1)} MB`,
  );

  // 10,000 contacts, five on each of 2,000 new workspaces, in one import call.
  const rows = Array.from({ length: 10_000 }, (_, i) => `Imported ${Math.floor(i / 5)},Person,No ${i},person${i}@import.example,+555 010 ${1000 + (i % 9000)}`);
  const body = JSON.stringify({ module_kind: 1, mapping: { name: 'Workspace', first_name: 'First', last_name: 'Last', email: 'Email', phone: 'Phone' }, csv: ['Workspace,First,Last,Email,Phone', ...rows].join('\n') });
  t0 = performance.now();
  const imported = await fetch(`${base}/api/accounts/import`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  const answer = await imported.json();
  console.log(`CSV import of 10,000 contacts on 2,000 workspaces (${(body.length / 1024).toFixed(0)} KB): status ${imported.status} ${JSON.stringify(answer).slice(0, 120)} in ${(performance.now() - t0).toFixed(0)} ms`);

  if (existsSync(path.join(dist, 'suite/index.html'))) await firstRequirements(base, org, user, big);
  else console.log('\ndist/suite is missing: the Chromium measurement needs npm run build first.');
  await new Promise((done) => server.close(done));
}

/** Cold loads of the 200-requirement workspace, signed in through the stored session: navigation start to the first requirement drawn. */
async function firstRequirements(base: string, org: number, user: number, big: number) {
  const tokens = createTokenService(settings);
  const auth = JSON.stringify({ access: await tokens.sign({ userId: user, orgId: org, ver: 0, type: 'access' }), refresh: await tokens.sign({ userId: user, orgId: org, ver: 0, type: 'refresh' }) });
  const browser = await launchBrowser();
  try {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((stored) => localStorage.setItem('auth', stored), auth);
      const page = await context.newPage();
      const start = Date.now();
      await page.goto(`${base}/filestride/workspaceDetails/1/${big}`);
      await page.locator('si-workspace-requirements').locator('[part="requirement"]').first().waitFor({ timeout: 30_000 });
      // The first load warms the server's caches and the browser's compile cache; it is not counted.
      if (i > 0) times.push(Date.now() - start);
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`\nChromium, a workspace with ${BIG_ITEMS} requirements to its first requirement, 5 cold loads: ${times.join(', ')} ms; median ${times[2]} ms`);
  } finally {
    await browser.close();
  }
}
