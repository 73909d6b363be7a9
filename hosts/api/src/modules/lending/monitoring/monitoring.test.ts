/**
 * Portfolio monitoring: the four lists (upcoming, overdue, breaches, warnings) over the active
 * loans being monitored only, their filters (officer, team, product, rating, window, horizon),
 * paging and one list at a time, each covenant's headroom trend, the filter bar's choices, bad
 * input named by field, another organization's loans never counted nor shown, and the same number
 * of statements for a page of 1 row and of 100.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WorkspaceKind, type MonitoringView } from '@si/contract';
import { product, team } from '../../../db/schema.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { driverStatements, makeCovenant, makeLoan, makeTest } from './fixtures.ts';

let t: TestContext;
let a: Org;
let b: Org;
let c: Org;
const d = (days: number) => dayOffset(days);
const ids: Record<string, number> = {};

const get = (q = '', token = a.vo.token) => call<MonitoringView & { detail?: string; [k: string]: unknown }>(t.app, 'GET', `/api/lending/monitoring${q}`, { token });
const testIds = (v: MonitoringView, list: 'upcoming' | 'overdue' | 'breaches' | 'warnings') => v[list].results.map((r) => r.test_id);

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { name: 'Monitoring Org A' });
  b = await makeWorkflowOrg(t, { name: 'Monitoring Org B' });
  c = await makeWorkflowOrg(t, { name: 'Monitoring Org C' });
  const [termLoan] = await t.db.insert(product).values({ organizationId: a.orgId, name: 'Term loan' }).returning({ id: product.id });
  const [otherTeam] = await t.db.insert(team).values({ organizationId: a.orgId, name: 'Real estate desk' }).returning({ id: team.id });
  ids.product = termLoan!.id;
  ids.otherTeam = otherTeam!.id;

  // Loan 1: Leah's, the reviewers' team, a term loan rated Good.
  const l1 = await makeLoan(t.db, a.orgId, { name: 'Harbor Foods', reference: 'LN-1001', officer: a.lead.id, team: a.teamId, product: ids.product, rating: '3 - Good' });
  // Loan 2: Ivan's construction loan (loan draw), another team, rated Watch.
  const l2 = await makeLoan(t.db, a.orgId, { name: 'Summit Builders', reference: 'LN-1002', officer: a.ic.id, team: ids.otherTeam, rating: '6 - Watch', workspaceKind: WorkspaceKind.LOAN_DRAW });
  ids.l1 = l1.id;
  ids.l2 = l2.id;
  const cov1 = await makeCovenant(t.db, a.orgId, l1.id, { name: 'Debt service coverage' });
  const cov2 = await makeCovenant(t.db, a.orgId, l2.id, { name: 'Leverage', metric: 'leverage', operator: '<=', threshold: '3.5000' });
  ids.cov1 = cov1;
  ids.cov2 = cov2;
  // cov1's history: compliant, compliant, warning (60 days ago), then an upcoming test.
  ids.t1a = await makeTest(t.db, a.orgId, l1.id, cov1, { testDate: d(-240), dueDate: d(-195), status: 'compliant', result: { value: '1.6000', headroom: '28.00' } });
  ids.t1b = await makeTest(t.db, a.orgId, l1.id, cov1, { testDate: d(-150), dueDate: d(-105), status: 'compliant', result: { value: '1.5000', headroom: '20.00' } });
  ids.warning = await makeTest(t.db, a.orgId, l1.id, cov1, { testDate: d(-60), dueDate: d(-15), status: 'warning', result: { value: '1.3000', headroom: '4.00' } });
  ids.upcoming = await makeTest(t.db, a.orgId, l1.id, cov1, { testDate: d(30), dueDate: d(75) });
  ids.later = await makeTest(t.db, a.orgId, l1.id, cov1, { testDate: d(120), dueDate: d(165) });
  // cov2: an old breach (400 days ago), a recent breach, an overdue test.
  ids.oldBreach = await makeTest(t.db, a.orgId, l2.id, cov2, { testDate: d(-400), dueDate: d(-355), status: 'breach', result: { value: '4.2000', headroom: '-20.00' } });
  ids.breach = await makeTest(t.db, a.orgId, l2.id, cov2, { testDate: d(-100), dueDate: d(-55), status: 'breach', result: { value: '4.0000', headroom: '-14.29' } });
  ids.overdue = await makeTest(t.db, a.orgId, l2.id, cov2, { testDate: d(-20), dueDate: d(-5) });

  // Never listed: a pipeline loan, a closed loan, an archived account, an archived covenant.
  for (const spec of [{ workspaceKind: WorkspaceKind.LOAN_PIPELINE, status: 'in_review' as const }, { status: 'closed' as const }, { archived: true }]) {
    const l = await makeLoan(t.db, a.orgId, { name: 'Hidden Co', ...spec });
    const cv = await makeCovenant(t.db, a.orgId, l.id);
    await makeTest(t.db, a.orgId, l.id, cv, { testDate: d(-30), dueDate: d(-10), status: 'breach', result: { value: '1.0000', headroom: '-20.00' } });
  }
  const gone = await makeCovenant(t.db, a.orgId, l1.id, { name: 'Retired covenant', archivedAt: new Date() });
  await makeTest(t.db, a.orgId, l1.id, gone, { testDate: d(10), dueDate: d(40) });

  // Org B: a loan in breach that A never sees.
  const lb = await makeLoan(t.db, b.orgId, { name: 'Secret Holdings', reference: 'LN-9001', officer: b.lead.id });
  const cb = await makeCovenant(t.db, b.orgId, lb.id, { name: 'Their covenant' });
  ids.theirs = await makeTest(t.db, b.orgId, lb.id, cb, { testDate: d(-30), dueDate: d(15), status: 'breach', result: { value: '1.0000', headroom: '-20.00' } });
  await makeTest(t.db, b.orgId, lb.id, cb, { testDate: d(20), dueDate: d(60) });
});
after(() => t.database.close());

describe('the four lists', () => {
  test('upcoming, overdue, breaches and warnings of the active monitored loans, with their figures', async () => {
    const res = await get();
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const v = res.body;
    assert.deepEqual([v.upcoming.count, v.overdue.count, v.breaches.count, v.warnings.count], [1, 1, 1, 1]);
    assert.deepEqual(testIds(v, 'upcoming'), [ids.upcoming]);
    assert.deepEqual(testIds(v, 'overdue'), [ids.overdue]);
    assert.deepEqual(testIds(v, 'breaches'), [ids.breach], 'the breach 400 days ago is outside the default 12 months');
    assert.deepEqual(testIds(v, 'warnings'), [ids.warning]);
    const breach = v.breaches.results[0]!;
    assert.deepEqual(breach.loan, { id: ids.l2, reference: 'LN-1002', borrower: 'Summit Builders' });
    assert.deepEqual(breach.covenant, { id: ids.cov2, name: 'Leverage', kind: 'financial', metric: 'leverage' });
    assert.deepEqual([breach.value, breach.threshold, breach.operator, breach.headroom, breach.status], ['4.0000', '1.2500', '>=', '-14.29', 'breach'], "the result's own threshold and operator");
    assert.equal(breach.officer?.name, 'Ivan User');
    const up = v.upcoming.results[0]!;
    assert.deepEqual([up.value, up.headroom, up.threshold, up.operator, up.status, up.days_overdue], [null, null, '1.2500', '>=', 'pending', 0], "no result yet: the covenant's threshold");
    assert.equal(v.overdue.results[0]!.days_overdue, 5);
    assert.equal(v.as_of, d(0));
    assert.equal(v.upcoming_to, d(90));
  });

  test('the horizon and the window: days, from, to', async () => {
    assert.deepEqual(testIds((await get('?days=180')).body, 'upcoming'), [ids.upcoming, ids.later]);
    const all = (await get(`?from=${d(-500)}&to=${d(0)}`)).body;
    assert.deepEqual(testIds(all, 'breaches'), [ids.breach, ids.oldBreach], 'newest first');
    const narrow = (await get(`?from=${d(-50)}&to=${d(0)}`)).body;
    assert.deepEqual([narrow.breaches.count, narrow.warnings.count, narrow.overdue.count], [0, 0, 1]);
    const before = (await get(`?from=${d(-500)}&to=${d(-30)}`)).body;
    assert.equal(before.overdue.count, 0, 'a window given narrows the overdue list too');
  });

  test('filters: officer, team, product, rating', async () => {
    const mine = (await get(`?officer=${a.lead.id}`)).body;
    assert.deepEqual([mine.upcoming.count, mine.overdue.count, mine.breaches.count, mine.warnings.count], [1, 0, 0, 1]);
    const team2 = (await get(`?team=${ids.otherTeam}`)).body;
    assert.deepEqual([team2.upcoming.count, team2.overdue.count, team2.breaches.count, team2.warnings.count], [0, 1, 1, 0]);
    const prod = (await get(`?product=${ids.product}`)).body;
    assert.deepEqual(testIds(prod, 'warnings'), [ids.warning]);
    assert.equal(prod.breaches.count, 0);
    const watch = (await get(`?rating=${encodeURIComponent('6 - Watch')}`)).body;
    assert.deepEqual(testIds(watch, 'breaches'), [ids.breach]);
    assert.equal(watch.upcoming.count, 0);
    const none = (await get(`?officer=${a.oa.id}`)).body;
    assert.deepEqual([none.upcoming.count, none.overdue.count, none.breaches.count, none.warnings.count], [0, 0, 0, 0]);
  });

  test('paging and one list at a time', async () => {
    const v = (await get(`?list=breaches&from=${d(-500)}&limit=1&offset=1`)).body;
    assert.deepEqual(testIds(v, 'breaches'), [ids.oldBreach]);
    assert.equal(v.breaches.count, 2);
    assert.deepEqual([v.upcoming.results.length, v.overdue.results.length, v.warnings.results.length], [0, 0, 0], 'only the list asked for');
    assert.equal(v.upcoming.count, 1, 'every count still');
    assert.deepEqual([v.limit, v.offset], [1, 1]);
  });

  test("each covenant of the rows has its headroom trend, oldest first, the last `trend` tested periods", async () => {
    const v = (await get()).body;
    const trend = v.trends.find((x) => x.covenant.id === ids.cov1)!;
    assert.deepEqual(
      trend.points.map((p) => [p.test_date, p.headroom, p.status]),
      [
        [d(-240), '28.00', 'compliant'],
        [d(-150), '20.00', 'compliant'],
        [d(-60), '4.00', 'warning'],
      ],
    );
    assert.deepEqual(trend.loan, { id: ids.l1, reference: 'LN-1001', borrower: 'Harbor Foods' });
    assert.equal(new Set(v.trends.map((x) => x.covenant.id)).size, v.trends.length, 'each covenant once');
    const two = (await get('?trend=2')).body.trends.find((x) => x.covenant.id === ids.cov1)!;
    assert.deepEqual(two.points.map((p) => p.test_date), [d(-150), d(-60)]);
  });

  test("the filter bar's choices: officers of the loans, teams, products in use, the rating scale", async () => {
    const o = (await get()).body.options;
    assert.deepEqual(o.officers.map((x) => x.name), ['Ivan User', 'Leah User']);
    assert.ok(o.teams.some((x) => x.id === ids.otherTeam));
    assert.deepEqual(o.products, [{ id: ids.product, name: 'Term loan' }]);
    assert.equal(o.ratings[0], '1 - Exceptional', "the default scale until the settings are saved");
  });
});

describe('bad input, roles and other organizations', () => {
  test('a clear 400 naming the field', async () => {
    for (const [q, field] of [
      ['?officer=abc', 'officer'],
      ['?list=everything', 'list'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?days=999', 'days'],
      ['?from=2026-02-30', 'from'],
      [`?from=${d(0)}&to=${d(-1)}`, 'to'],
    ] as const) {
      const res = await get(q);
      assert.equal(res.status, 400, q);
      assert.ok(res.body[field], `${q}: ${JSON.stringify(res.body)}`);
    }
  });

  test('every staff role reads; without a sign-in 401', async () => {
    for (const u of [a.oa, a.ic, a.vo, a.lead]) assert.equal((await get('', u.token)).status, 200);
    assert.equal((await call(t.app, 'GET', '/api/lending/monitoring')).status, 401);
  });

  test("another organization's loans are never counted nor shown, whatever the filter", async () => {
    const mine = (await get(`?from=${d(-500)}&days=366`)).body;
    const shown = JSON.stringify(mine);
    assert.ok(!shown.includes('Secret Holdings') && !shown.includes('LN-9001') && !shown.includes('Their covenant'));
    assert.ok(!testIds(mine, 'breaches').includes(ids.theirs));
    const theirs = (await get(`?officer=${b.lead.id}`)).body;
    assert.deepEqual([theirs.upcoming.count, theirs.overdue.count, theirs.breaches.count, theirs.warnings.count], [0, 0, 0, 0], "A filtering on B's officer sees nothing of B");
    const bView = (await get('', b.vo.token)).body;
    assert.deepEqual(testIds(bView, 'breaches'), [ids.theirs]);
    assert.ok(!JSON.stringify(bView).includes('Harbor Foods'));
  });
});

describe('a fixed number of statements', () => {
  test('the same for a page of 1 row and of 100', async () => {
    const l = await makeLoan(t.db, c.orgId, { name: 'Many Tests Inc', officer: c.lead.id });
    for (let i = 0; i < 100; i++) {
      const cv = await makeCovenant(t.db, c.orgId, l.id, { name: `Covenant ${i}` });
      await makeTest(t.db, c.orgId, l.id, cv, { testDate: d(-70), dueDate: d(-20), status: 'breach', result: { value: '1.0000', headroom: '-20.00' } });
      await makeTest(t.db, c.orgId, l.id, cv, { testDate: d(10), dueDate: d(50) });
    }
    const page = async (limit: number) => {
      const res = await get(`?limit=${limit}`, c.vo.token);
      assert.equal(res.status, 200);
      assert.equal(res.body.breaches.results.length, limit);
      assert.equal(res.body.upcoming.results.length, limit);
      assert.ok(res.body.trends.length >= limit && res.body.trends.length <= 2 * limit, 'a trend for each covenant of the rows');
    };
    await page(1);
    await page(100);
    const one = await driverStatements(t.database, () => page(1));
    const hundred = await driverStatements(t.database, () => page(100));
    assert.ok(one >= 4, `the monitoring's four statements at least: ${one}`);
    assert.equal(hundred, one, `1 row: ${one} statements, 100 rows: ${hundred}`);
  });
});
