/**
 * A payment run of 1,000 bills exported as pain.001, on PostgreSQL at size: 5,000 vendors (each
 * with verified SEPA bank details) and 100,000 approved EUR bills, of which 1,000 are due by the
 * run's day. Seeds a fresh database (dropped afterwards), serves the real app over HTTP, makes the
 * run (POST /api/payment_runs, timed once), has a second staff member approve it, then measures
 * GET /api/payment_runs/{id}/pain001 one request at a time after a warm-up: target p95 < 2 s.
 * Exits 1 when the target is missed. Figures go to docs/performance.md by hand.
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_KEEP=1 keeps the seeded database; BENCH_RUNS: measured exports (default 20).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../hosts/api/src/app.ts';
import { openPostgres } from '../hosts/api/src/db/client.ts';
import { migrate } from '../hosts/api/src/db/migrate.ts';
import { createTokenService } from '../hosts/api/src/platform/tokens.ts';

const ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VENDORS = 5_000;
const BILLS = 100_000;
const IN_RUN = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const EXPORT_CEILING_MS = 2_000;
const settings = { publicUrl: 'http://bench.test', jwtSecret: randomBytes(32).toString('hex'), accessTokenMinutes: 60, refreshTokenDays: 1, production: false, quiet: true };

const name = `si_bench_payables_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(ADMIN);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString(), 10);

async function seed(pool: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const org = (await q(`insert into organization (name) values ('Bench Payables & Söhne') returning id`)).rows[0].id as number;
  const officeId = (await q(`insert into office (organization_id, identifier, name) values ($1, 'HQ', 'Head office') returning id`, [org])).rows[0].id;
  const users: number[] = [];
  for (const who of ['maker', 'approver']) {
    const id = (await q(`insert into "user" (organization_id, identifier, email, first_name, last_name, home_office_id) values ($1, $2, $3, 'Bench', $2, $4) returning id`, [org, who, `${who}@bench.example`, officeId])).rows[0].id as number;
    await q(`insert into user_office (organization_id, user_id, office_id, role) values ($1, $2, $3, 'OA')`, [org, id, officeId]);
    users.push(id);
  }
  const paying = (await q(`insert into pay_instruction (organization_id, bank_name, account_name, iban, swift) values ($1, 'Deutsche Bank', 'Bench Payables AG', 'DE75512108001245126199', 'DEUTDEFF') returning id`, [org])).rows[0].id as number;
  await q(`insert into account (organization_id, module_kind, name) select $1, 3, 'Vendor ' || g || case when g % 7 = 0 then ' & Fils <Sàrl>' when g % 11 = 0 then ' شركة' else '' end from generate_series(1, ${VENDORS}) g`, [org]);
  await q(`insert into vendor_bank_details (organization_id, account_id, state, holder_name, bank_name, iban, bic)
      select $1, id, 'verified', name || ' holder', 'ABN AMRO', 'NL91ABNA0417164300', 'ABNANL2A' from account where organization_id = $1`, [org]);
  const first = (await q(`select min(id) as id from account where organization_id = $1`, [org])).rows[0].id as number;
  // The first 1,000 bills are due by the run's day; the rest later.
  await q(`insert into item (organization_id, account_id, kind, status, title, due_date)
      select $1, $2 + (g % ${VENDORS}), 'INVOICE', 'approved', 'Bill ' || g, case when g <= ${IN_RUN} then date '2026-01-01' else date '2026-03-01' + (g % 300) end
      from generate_series(1, ${BILLS}) g`, [org, first]);
  await q(`insert into bill (item_id, organization_id, account_id, number, currency, subtotal, total, balance, state)
      select id, organization_id, account_id, 'INV-' || id, 'EUR', 100 + (id % 900), 100 + (id % 900), 100 + (id % 900), 'approved'
      from item where organization_id = $1 and kind = 'INVOICE'`, [org]);
  await q('vacuum analyze');
  return { org, users, paying };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

let ok = false;
try {
  const started = performance.now();
  await migrate(database);
  const { org, users, paying } = await seed(database.pool!);
  console.log(`Seeded ${VENDORS} vendors and ${BILLS} approved bills in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const tokens = createTokenService(settings);
  const headersOf = async (userId: number) => ({ authorization: `JWT ${await tokens.sign({ userId, orgId: org, ver: 0, type: 'access' })}`, 'content-type': 'application/json' });
  const [maker, approver] = [await headersOf(users[0]!), await headersOf(users[1]!)];
  const app = createApp({ db: database.db, settings, log: () => {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const execution = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

  let t0 = performance.now();
  const made = await fetch(`${base}/api/payment_runs`, { method: 'POST', headers: maker, body: JSON.stringify({ paying_account_id: paying, currency: 'EUR', due_by: '2026-01-01', execution_date: execution }) });
  const run = (await made.json()) as { id: number; bill_count: number };
  if (made.status !== 201 || run.bill_count !== IN_RUN) throw new Error(`making the run: ${made.status} ${JSON.stringify(run).slice(0, 300)}`);
  console.log(`  made a run of ${run.bill_count} bills in ${(performance.now() - t0).toFixed(0)} ms (one request)`);
  t0 = performance.now();
  const approved = await fetch(`${base}/api/payment_runs/${run.id}/approve`, { method: 'POST', headers: approver });
  if (approved.status !== 200) throw new Error(`approving: ${approved.status} ${(await approved.text()).slice(0, 300)}`);
  console.log(`  approved it in ${(performance.now() - t0).toFixed(0)} ms`);

  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const start = performance.now();
    const res = await fetch(`${base}/api/payment_runs/${run.id}/pain001`, { headers: maker });
    const text = await res.text();
    if (res.status !== 200 || !text.includes(`<NbOfTxs>${IN_RUN}</NbOfTxs>`)) throw new Error(`export: ${res.status} ${text.slice(0, 300)}`);
    if (i >= WARM_UP) times.push(performance.now() - start);
    size = text.length;
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  ok = p95 < EXPORT_CEILING_MS;
  console.log(`  pain.001 of ${IN_RUN} bills, ${Math.round(size / 1024)} KB: p50 ${pct(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (${RUNS} exports after ${WARM_UP} warm-up; p95 target under ${EXPORT_CEILING_MS} ms) ${ok ? 'ok' : 'OVER'}`);
  await new Promise((done) => server.close(done));
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`Kept database ${name} (BENCH_KEEP)`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(ok ? 0 : 1);
