/**
 * Payables on PostgreSQL at size: 5,000 vendors and 100,000 bills dated over the last 400 days
 * (Net 30; bills older than 45 days paid 30 to 44 days after their date, one in 50 void, one in
 * 100 rejected, the newest received, in approval, approved or scheduled; one in 20 in EUR), with
 * vendor credits applied to one bill in 200. Seeds a fresh database (dropped afterwards), serves
 * the real app over HTTP and measures, one request at a time after a warm-up, p50/p95/p99 of: the
 * bills list's first page (GET /api/bills, target p95 <= 50 ms) and the payables aging as of today
 * and as of 90 days ago (target p95 <= 200 ms); the vendor accounts report for last month and a
 * vendor's bills owed today are measured against the aging's ceiling too.
 * Exits 1 when a target is missed. Figures go to docs/performance.md by hand.
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_KEEP=1 keeps the seeded database for EXPLAIN; BENCH_RUNS: measured requests per call (default 200).
 */
import type pg from 'pg';
import { ceilingTable, scratchPostgres, serveApp } from './postgres-app.ts';

const VENDORS = 5_000;
const BILLS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
const LIST_CEILING_MS = 50;
const AGING_CEILING_MS = 200;

const { database, drop } = await scratchPostgres('payables_reports');

async function seed(pool: pg.Pool) {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  const org = (await q(`insert into organization (name) values ('Bench Payables Reports') returning id`)).rows[0].id as number;
  const officeId = (await q(`insert into office (organization_id, identifier, name) values ($1, 'HQ', 'Head office') returning id`, [org])).rows[0].id;
  const user = (await q(`insert into "user" (organization_id, identifier, email, first_name, last_name, home_office_id) values ($1, 'U1', 'bench@bench.example', 'Bench', 'User', $2) returning id`, [org, officeId])).rows[0].id as number;
  await q(`insert into user_office (organization_id, user_id, office_id, role) values ($1, $2, $3, 'OA')`, [org, user, officeId]);
  await q(`insert into account (organization_id, module_kind, name) select $1, 5, 'Vendor ' || g from generate_series(1, ${VENDORS}) g`, [org]);
  const first = (await q(`select min(id) as id from account where organization_id = $1`, [org])).rows[0].id as number;
  // Bills dated 0-399 days ago, due 30 days later; the state follows the age.
  await q(`insert into item (organization_id, account_id, kind, status, title, due_date)
      select $1, $2 + (g % ${VENDORS}), 'INVOICE', 'approved', 'Bill ' || g, current_date - (g % 400) + 30 from generate_series(1, ${BILLS}) g`, [org, first]);
  await q(`insert into bill (item_id, organization_id, account_id, number, bill_date, currency, lines, subtotal, total, balance, state, source, entered_by, paid_on, created_at)
      select i.id, i.organization_id, i.account_id, 'INV-' || i.id, i.due_date - 30, case when i.id % 20 = 0 then 'EUR' else 'USD' end,
        jsonb_build_array(jsonb_build_object('description', 'Goods', 'quantity', '1', 'unit_price', (100 + i.id % 900)::text, 'amount', (100 + i.id % 900)::text, 'tax', '0', 'account_code', '6100')),
        100 + (i.id % 900), 100 + (i.id % 900), 100 + (i.id % 900),
        case when i.id % 50 = 0 then 'void' when i.id % 100 = 1 then 'rejected' when i.due_date - 30 < current_date - 45 then 'paid'
          else (array['received', 'in_approval', 'approved', 'scheduled'])[1 + i.id % 4] end,
        'manual', $2, null, (i.due_date - 30)::timestamp + interval '10 hours'
      from item i where i.organization_id = $1 and i.kind = 'INVOICE'`, [org, user]);
  await q(`update bill set balance = 0, paid_on = least(bill_date + 30 + (item_id % 15), current_date) where organization_id = $1 and state = 'paid'`, [org]);
  await q(`update item i set status = b.state from bill b where b.item_id = i.id and i.organization_id = $1`, [org]);
  // A vendor credit on one open bill in 200, applied 0-9 days ago.
  await q(`insert into vendor_credit (organization_id, account_id, number, credit_date, currency, amount, remaining, state)
      select organization_id, account_id, 'CN-' || item_id, current_date - (item_id % 10), currency, 10, 0, 'applied' from bill
      where organization_id = $1 and state = 'approved' and item_id % 200 = 2`, [org]);
  await q(`insert into vendor_credit_application (organization_id, credit_id, item_id, amount, applied_at)
      select c.organization_id, c.id, b.item_id, 10, c.credit_date::timestamp + interval '12 hours'
      from vendor_credit c join bill b on b.organization_id = c.organization_id and 'CN-' || b.item_id = c.number where c.organization_id = $1`, [org]);
  await q(`update bill b set balance = b.balance - 10 from vendor_credit_application a where a.item_id = b.item_id and b.organization_id = $1`, [org]);
  // As after any bulk load (and as autovacuum leaves a live table): statistics and the visibility map.
  await q('vacuum analyze');
  return { org, user, vendor: first + 7 };
}

let allOk = true;
try {
  const started = performance.now();
  const { org, user, vendor } = await seed(database.pool!);
  console.log(`Seeded ${VENDORS} vendors and ${BILLS} bills in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await serveApp(database, { userId: user, orgId: org });
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const now = new Date();
  const lastMonth = { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10), to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10) };
  const measure = ceilingTable(app, { runs: RUNS, warmUp: WARM_UP, width: 40 });
  allOk = (await measure('bills list, first page', '/api/bills', LIST_CEILING_MS)) && allOk;
  allOk = (await measure('bills list, first page of 100', '/api/bills?page_size=100', LIST_CEILING_MS)) && allOk;
  allOk = (await measure('payables aging as of today', `/api/payables/aging?as_of=${day(0)}`, AGING_CEILING_MS)) && allOk;
  allOk = (await measure('payables aging as of 90 days ago', `/api/payables/aging?as_of=${day(90)}`, AGING_CEILING_MS)) && allOk;
  allOk = (await measure('payables aging as of 300 days ago', `/api/payables/aging?as_of=${day(300)}`, AGING_CEILING_MS)) && allOk;
  allOk = (await measure("a vendor's bills owed today", `/api/payables/aging/${vendor}`, AGING_CEILING_MS)) && allOk;
  allOk = (await measure('vendor accounts report, last month', `/api/payables/accounts_report?from=${lastMonth.from}&to=${lastMonth.to}`, AGING_CEILING_MS)) && allOk;
  await app.close();
} finally {
  await drop();
}
process.exit(allOk ? 0 : 1);
