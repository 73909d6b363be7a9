/**
 * Receivables reports on PostgreSQL at size: 10,000 customer accounts, 120,000 finalized
 * invoices and 80,000 payments (each allocated to an invoice), dated over the last 400 days.
 * Seeds a fresh database (dropped afterwards), serves the real app over HTTP and measures, one
 * request at a time after a warm-up, p50/p95/p99 of: the aging report as of today and as of 90
 * days ago (target p95 <= 200 ms) and the receivables accounts list (target p95 <= 50 ms).
 * Exits 1 when a target is missed. Figures go to docs/performance.md by hand.
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_KEEP=1 keeps the seeded database for EXPLAIN; BENCH_RUNS: measured requests per call (default 200).
 */
import type pg from 'pg';
import { ceilingTable, scratchPostgres, serveApp } from './postgres-app.ts';

const ACCOUNTS = 10_000;
const INVOICES = 120_000;
const PAYMENTS = 80_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
const AGING_CEILING_MS = 200;
const LIST_CEILING_MS = 50;

const { database, drop } = await scratchPostgres('receivables');

async function seed(pool: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const org = (await q(`insert into organization (name) values ('Bench Receivables') returning id`)).rows[0].id as number;
  const officeId = (await q(`insert into office (organization_id, identifier, name) values ($1, 'HQ', 'Head office') returning id`, [org])).rows[0].id;
  const user = (await q(`insert into "user" (organization_id, identifier, email, first_name, last_name, home_office_id) values ($1, 'U1', 'bench@bench.example', 'Bench', 'User', $2) returning id`, [org, officeId])).rows[0].id as number;
  await q(`insert into user_office (organization_id, user_id, office_id, role) values ($1, $2, $3, 'OA')`, [org, user, officeId]);
  await q(`insert into account (organization_id, module_kind, name, lead_user_id) select $1, 4, 'Customer ' || g, $2 from generate_series(1, ${ACCOUNTS}) g`, [org, user]);
  const first = (await q(`select min(id) as id from account where organization_id = $1`, [org])).rows[0].id as number;
  // Invoices: issued 1-400 days ago, Net 30; one in 20 in EUR; one in 50 voided.
  await q(`insert into item (organization_id, account_id, kind, status, title, due_date)
      select $1, $2 + (g % ${ACCOUNTS}), 'INVOICE', 'open', 'Invoice ' || g, current_date - (g % 400) + 30 from generate_series(1, ${INVOICES}) g`, [org, first]);
  await q(`insert into invoice (item_id, number, doc_type, state, issue_date, currency, subtotal, tax, total, balance, finalized_at, voided_at)
      select i.id, 'INV-' || i.id, 'invoice', case when i.id % 50 = 0 then 'void' else 'open' end, i.due_date - 30,
        case when i.id % 20 = 0 then 'EUR' else 'USD' end, 100 + (i.id % 900), 0, 100 + (i.id % 900), 100 + (i.id % 900), now(),
        case when i.id % 50 = 0 then now() - interval '10 days' end
      from item i where i.organization_id = $1 and i.kind = 'INVOICE'`, [org]);
  // Payments, as a book of receivables looks: the oldest invoices (not voided ones) are paid, one in
  // ten of them only half, each received 0-59 days after its issue date; the newest are still open.
  await q(`insert into ar_payment (organization_id, account_id, method, received_on, amount, currency, unapplied)
      select $1, i.account_id, 'bank_transfer', least(v.issue_date + (i.id % 60), current_date),
        case when i.id % 10 = 0 then round(v.total / 2, 2) else v.total end, v.currency, 0
      from (select id, account_id, due_date from item where organization_id = $1 and kind = 'INVOICE' and id % 50 <> 0 order by due_date, id limit ${PAYMENTS}) i
      join invoice v on v.item_id = i.id order by i.due_date, i.id`, [org]);
  await q(`insert into ar_allocation (organization_id, invoice_item_id, payment_id, amount, applied_on)
      select $1, i.id, p.id, p.amount, p.received_on
      from (select id, row_number() over (order by due_date, id) as n from item where organization_id = $1 and kind = 'INVOICE' and id % 50 <> 0 order by due_date, id limit ${PAYMENTS}) i
      join (select id, amount, received_on, row_number() over (order by id) as n from ar_payment where organization_id = $1) p on p.n = i.n`, [org]);
  await q(`update invoice v set balance = v.total - a.amount, state = case when v.total = a.amount then 'paid' else 'partially_paid' end, paid = v.total = a.amount
      from ar_allocation a where a.invoice_item_id = v.item_id`);
  // As after any bulk load (and as autovacuum leaves a live table): statistics and the visibility map, so index-only scans need no heap visit.
  await q('vacuum analyze');
  return { org, user };
}

let allOk = true;
try {
  const started = performance.now();
  const { org, user } = await seed(database.pool!);
  console.log(`Seeded ${ACCOUNTS} accounts, ${INVOICES} invoices, ${PAYMENTS} payments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await serveApp(database, { userId: user, orgId: org });
  const today = new Date().toISOString().slice(0, 10);
  const earlier = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const measure = ceilingTable(app, { runs: RUNS, warmUp: WARM_UP, width: 36 });
  allOk = (await measure('aging as of today', `/api/receivables/aging?as_of=${today}`, AGING_CEILING_MS)) && allOk;
  allOk = (await measure('aging as of 90 days ago', `/api/receivables/aging?as_of=${earlier}`, AGING_CEILING_MS)) && allOk;
  allOk = (await measure('accounts list, by name', '/api/receivables/accounts?page_size=25', LIST_CEILING_MS)) && allOk;
  allOk = (await measure('accounts list, by open balance', '/api/receivables/accounts?page_size=25&ordering=-open_balance', LIST_CEILING_MS)) && allOk;
  await app.close();
} finally {
  await drop();
}
process.exit(allOk ? 0 : 1);
