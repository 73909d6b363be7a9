/**
 * The recompute's behaviour over several batches: 200 loans x 10 covenants x 12 tests (24,000 current
 * results) recomputed as new results, progress told per batch, another organization's results not
 * touched. Its speed at portfolio size (240,000 results) is measured by `bench/lending.ts`, not
 * here.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeOrg } from '../../../../test-support/fixtures.ts';
import { LENDING_KIND } from '../module.ts';
import { recomputeTests } from './recompute.ts';

let t: TestContext;
const LOANS = 200;
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0]!;

/** `loans` loans with 10 DSCR covenants of 12 quarterly tests, each with a reported result (figures vary). */
async function portfolio(orgId: number, loans: number) {
  await t.db.execute(sql`insert into account (organization_id, module_kind, name) select ${orgId}, ${LENDING_KIND}, 'Borrower ' || g from generate_series(1, ${loans}) g`);
  await t.db.execute(sql`insert into loan (account_id, organization_id, reference, amount, currency, status)
    select id, ${orgId}, 'LN-' || id, 100000, 'USD', 'active' from account where organization_id = ${orgId} and module_kind = ${LENDING_KIND}`);
  await t.db.execute(sql`insert into covenant (organization_id, account_id, kind, name, metric, formula, figures, operator, threshold, frequency, first_test_date)
    select ${orgId}, l.account_id, 'financial', 'DSCR ' || k, 'dscr', 'ebitda / debt_service', '[{"name":"ebitda","label":"EBITDA"},{"name":"debt_service","label":"Debt service"}]'::jsonb, '>=', 1.25, 'quarterly', '2024-03-31'
    from loan l cross join generate_series(1, 10) k where l.organization_id = ${orgId}`);
  await t.db.execute(sql`insert into covenant_test (organization_id, account_id, covenant_id, test_date, due_date, status)
    select ${orgId}, c.account_id, c.id, (date '2024-03-31' + make_interval(months => 3 * q))::date, (date '2024-03-31' + make_interval(months => 3 * q))::date + 45, 'compliant'
    from covenant c cross join generate_series(0, 11) q where c.organization_id = ${orgId}`);
  await t.db.execute(sql`insert into covenant_result (organization_id, test_id, figures, formula, operator, threshold, value, status, headroom, cause)
    select ${orgId}, t.id, jsonb_build_object('ebitda', (100 + t.id % 100)::text, 'debt_service', '100'), 'ebitda / debt_service', '>=', 1.25, (100 + t.id % 100) / 100.0, 'compliant', 0, 'reported'
    from covenant_test t where t.organization_id = ${orgId}`);
}

before(async () => {
  t = await setup();
});
after(() => t.database.close());

test(`recomputes ${LOANS * 120} current results as new ones in batches`, async (ctx) => {
  const { orgId } = await makeOrg(t.db, { name: 'Big portfolio' });
  const { orgId: otherOrg } = await makeOrg(t.db, { name: 'Small portfolio' });
  await portfolio(orgId, LOANS);
  await portfolio(otherOrg, 2);
  // A new threshold for every covenant: 1.5.
  await t.db.execute(sql`update covenant set threshold = 1.5 where organization_id = ${orgId}`);
  const steps: number[] = [];
  const started = performance.now();
  const { done } = await recomputeTests(t.db, orgId, 'all', (n) => void steps.push(n));
  const seconds = (performance.now() - started) / 1000;
  const total = LOANS * 10 * 12;
  assert.equal(done, total);
  assert.ok(steps.length > 2 && steps.at(-1) === total, 'progress reported per batch');
  ctx.diagnostic(`${done} results in ${seconds.toFixed(1)} s`);
  const counts = await one<{ all: string; current: string; recomputed: string; breach: string; tests_breach: string }>(sql`select
      (select count(*) from covenant_result where organization_id = ${orgId}) as all,
      (select count(*) from covenant_result where organization_id = ${orgId} and current) as current,
      (select count(*) from covenant_result where organization_id = ${orgId} and current and cause = 'recomputed' and supersedes_id is not null and threshold = 1.5) as recomputed,
      (select count(*) from covenant_result where organization_id = ${orgId} and current and status = 'breach') as breach,
      (select count(*) from covenant_test where organization_id = ${orgId} and status = 'breach') as tests_breach`);
  assert.equal(Number(counts.all), total * 2, 'the old results are kept');
  assert.equal(Number(counts.current), total);
  assert.equal(Number(counts.recomputed), total);
  // Values 1.00 .. 1.99: below 1.5 breach (50 of each 100).
  assert.equal(Number(counts.breach), total / 2);
  assert.equal(Number(counts.tests_breach), total / 2);
  const other = await one<{ n: string }>(sql`select count(*) as n from covenant_result where organization_id = ${otherOrg} and cause = 'recomputed'`);
  assert.equal(Number(other.n), 0, "another organization's results are not touched");
});
