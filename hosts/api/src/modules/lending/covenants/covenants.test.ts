/**
 * Covenants end to end: added to a loan (tests generated to the maturity, the near ones opened as
 * requirements), formulas refused at save with the reason, the borrower's figures from the portal
 * (the field named on a bad one, another loan's item a 404, a correction superseding the old
 * result that is kept), staff figures, the review of the requirement, waivers (LRA/OA only),
 * recomputing after a change and as a job, another organization's rows, and the list's statements.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import { ItemKind, WorkspaceKind, type CovenantList, type CovenantRow, type CovenantTestDetail } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import { account, item, metric } from '../../../db/schema.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeUser, signIn } from '../../../../test-support/fixtures.ts';
import { addContact } from '../../../../test-support/portal-fixtures.ts';
import { statementsSent } from '../../../../test-support/statements.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { LENDING_KIND } from '../module.ts';
import { covenantResult, covenantTest, loan, loanHistory } from '../schema.ts';
import { jobsSettled } from './recompute.ts';
import { addMonths } from './periods.ts';
import { seedCovenants } from './seed.ts';
import { orgFormulaChanged } from './actions.ts';

type Answer<T> = T & { detail?: string; [field: string]: unknown };

interface World extends Org {
  lra: { id: number; token: string };
  loanId: number;
  token: string;
  otherLoanId: number;
  otherToken: string;
}

let t: TestContext;
let a: World;
let b: World;
let n = 0;

async function makeLoan(db: TestContext['db'], orgId: number, accountId: number, maturity: string | null) {
  await db.insert(loan).values({ accountId, organizationId: orgId, reference: `LN-${1000 + n++}`, amount: '500000.00', currency: 'USD', maturityDate: maturity, status: 'active' });
}

async function world(name: string): Promise<World> {
  const o = await makeWorkflowOrg(t, { name, moduleKind: LENDING_KIND });
  const lraUser = await makeUser(t.db, o, { role: 'LRA', firstName: 'Lara' });
  const lra = { id: lraUser.id, token: (await signIn(t.app, lraUser)).access };
  await t.db.update(account).set({ workspaceKind: WorkspaceKind.MONITORING }).where(eq(account.id, o.accountId));
  await makeLoan(t.db, o.orgId, o.accountId, addMonths(dayOffset(0), 24));
  const [other] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: LENDING_KIND, name: `Other borrower ${n++}` }).returning();
  await makeLoan(t.db, o.orgId, other!.id, null);
  const otherContact = await addContact(t.db, o.orgId, other!.id, 'Otto');
  return { ...o, lra, loanId: o.accountId, token: o.contacts[0]!.token, otherLoanId: other!.id, otherToken: otherContact.token };
}

/** The last day of the month `months` from now. */
const monthEnd = (months: number) => {
  const d = new Date();
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months + 1, 0));
  return end.toISOString().slice(0, 10);
};

const list = (loanId = a.loanId, token = a.vo.token) => call<Answer<CovenantList>>(t.app, 'GET', `/api/lending/loans/${loanId}/covenants`, { token });
const create = (json: Record<string, unknown>, token = a.ic.token, loanId = a.loanId) => call<Answer<CovenantRow>>(t.app, 'POST', `/api/lending/loans/${loanId}/covenants`, { token, json });
const dscr = (extra: Record<string, unknown> = {}) => ({ kind: 'financial', name: 'DSCR', metric: 'dscr', operator: '>=', threshold: '1.25', frequency: 'quarterly', first_test_date: monthEnd(-4), due_days: 45, ...extra });
const report = (itemId: number, figures: Record<string, unknown>, token = a.token) => call(t.app, 'POST', '/api/filedrop/covenant_figures', { json: { token, item_id: itemId, figures } });
const detail = (testId: number, token = a.vo.token) => call<Answer<CovenantTestDetail>>(t.app, 'GET', `/api/lending/covenant-tests/${testId}`, { token });

async function newCovenant(json: Record<string, unknown>): Promise<CovenantRow> {
  const res = await create(json);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** The first opened test of a covenant. */
const openedTest = (c: CovenantRow) => c.tests.find((x) => x.item)!;

before(async () => {
  t = await setup();
  a = await world('Covenants Org A');
  b = await world('Covenants Org B');
});
after(async () => {
  await jobsSettled();
  await t.database.close();
});

describe('covenants', () => {
  test('a financial covenant: tests to the maturity at month ends, the near ones opened as METRIC requirements', async () => {
    const c = await newCovenant(dscr());
    assert.equal(c.kind, 'financial');
    assert.equal(c.formula, 'ebitda / debt_service');
    assert.deepEqual(c.figures.map((f) => f.name), ['ebitda', 'debt_service']);
    assert.equal(c.effective_warning_margin, '10.00');
    const dates = c.tests.map((x) => x.test_date);
    assert.equal(dates[0], monthEnd(-4));
    assert.equal(dates[1], monthEnd(-1));
    for (const d of dates) assert.equal(d, new Date(Date.UTC(+d.slice(0, 4), +d.slice(5, 7), 0)).toISOString().slice(0, 10), `${d} is a month end`);
    assert.ok(dates.length >= 9 && dates.length <= 10, `quarterly over ~28 months: ${dates.length}`);
    const horizon = dayOffset(30);
    for (const x of c.tests) assert.equal(x.item !== null, x.test_date <= horizon, `${x.test_date} opened iff within 30 days`);
    assert.equal(c.tests[0]!.due_date, dayOffset(45, Date.parse(`${dates[0]}T00:00:00Z`)));
    const [row] = await t.db.select().from(item).where(eq(item.id, c.tests[0]!.item!.id));
    assert.equal(row!.kind, ItemKind.METRIC);
    assert.equal(row!.accountId, a.loanId);
    assert.equal(row!.dueDate, c.tests[0]!.due_date);
    assert.match(row!.title, /^DSCR, quarter ending \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const [m] = await t.db.select().from(metric).where(eq(metric.itemId, row!.id));
    assert.equal(m!.thresholdValue, '1.2500');
    const history = await t.db.select().from(loanHistory).where(and(eq(loanHistory.accountId, a.loanId), eq(loanHistory.action, 'covenant_added')));
    assert.ok(history.some((h) => h.section === 'covenants' && (h.after as { covenant_id: number }).covenant_id === c.id));
  });

  test('an affirmative covenant opens REQUEST_ITEM requirements; no maturity: three years of tests', async () => {
    const res = await create({ kind: 'affirmative', name: 'Audited statements', description: 'Audited annual statements within 120 days of year end', frequency: 'annual', first_test_date: monthEnd(-1), due_days: 120 }, a.ic.token, a.otherLoanId);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.tests.length, 4, 'the first and three more years');
    const [row] = await t.db.select().from(item).where(eq(item.id, res.body.tests[0]!.item!.id));
    assert.equal(row!.kind, ItemKind.REQUEST_ITEM);
    assert.equal(row!.description, 'Audited annual statements within 120 days of year end');
    const history = await t.db.select().from(loanHistory).where(eq(loanHistory.accountId, a.otherLoanId));
    assert.ok(history.some((h) => h.section === 'affirmativeCovenantsReq'));
  });

  test('formulas refused at save with the reason, on the formula field', async () => {
    const own = (formula: string, figures = [{ name: 'x', label: 'X' }, { name: 'y', label: 'Y' }]) => create(dscr({ metric: 'formula', name: 'Own', formula, figures }));
    const said = async (formula: string) => ((await own(formula)).body.formula as unknown as string[] | undefined)?.[0] ?? '';
    assert.equal(await said('x'.repeat(501)), LendingMessage.formulaTooLong);
    assert.equal(await said(`${'('.repeat(11)}x${')'.repeat(11)}`), LendingMessage.formulaTooDeep);
    assert.equal(await said('x / interest'), `${LendingMessage.formulaUnknownFigure}: interest`);
    assert.ok((await said('x +')).startsWith(`${LendingMessage.formulaSyntax}: `));
    assert.ok((await said('x.constructor')).startsWith(LendingMessage.formulaSyntax));
    assert.ok((await said('this')).startsWith(LendingMessage.formulaSyntax));
    assert.equal(await said('x / 0'), LendingMessage.formulaDivByZero);
    assert.equal(await said('x / (y - y)'), LendingMessage.formulaDivByZero);
    const badName = await own('x', [{ name: 'constructor', label: 'C' }]);
    assert.equal(badName.status, 400);
    assert.ok(badName.body.figures);
    const ok = await own('(x - y) / y');
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.equal((await create(dscr({ metric: 'formula', formula_key: 'nope' }))).status, 400);
    assert.equal((await create(dscr({ threshold: '1.23456' }))).status, 400, 'at most 4 decimals');
    assert.equal((await create(dscr({ first_test_date: addMonths(dayOffset(0), 40) }))).status, 400, 'after the maturity');
    assert.equal((await create(dscr(), a.vo.token)).status, 403, 'a Viewer Only');
  });

  test("the borrower's figures: the field named, another loan's item a 404, a correction supersedes and keeps the old result", async () => {
    const c = await newCovenant(dscr({ name: 'DSCR portal' }));
    const x = openedTest(c);
    const itemId = x.item!.id;
    const bad = await report(itemId, { ebitda: '12.34567', debt_service: '100' });
    assert.equal(bad.status, 400);
    assert.ok(bad.body['figures.ebitda'], JSON.stringify(bad.body));
    const huge = await report(itemId, { ebitda: '123456789012345', debt_service: '100' });
    assert.ok(huge.body['figures.ebitda']);
    const missing = await report(itemId, { ebitda: '100' });
    assert.ok(missing.body['figures.debt_service'], JSON.stringify(missing.body));
    const extra = await report(itemId, { ebitda: '100', debt_service: '80', rent: '1' });
    assert.ok(extra.body['figures.rent']);
    const text = await report(itemId, { ebitda: 'abc', debt_service: '80' });
    assert.ok(text.body['figures.ebitda']);
    assert.equal((await report(itemId, { ebitda: '100', debt_service: '80' }, a.otherToken)).status, 404, "another loan's token");
    assert.equal((await report(itemId, { ebitda: '100', debt_service: '80' }, b.token)).status, 404, "another organization's token");

    const portal = await call(t.app, 'GET', `/api/filedrop?token=${encodeURIComponent(a.token)}`);
    assert.equal(portal.status, 200, JSON.stringify(portal.body));
    const asked = (portal.body.items as { id: number; covenant?: { figures: { name: string }[]; reported: unknown; test_date: string } }[]).find((i) => i.id === itemId)!;
    assert.deepEqual(asked.covenant!.figures.map((f) => f.name), ['ebitda', 'debt_service'], 'the portal asks each named figure');
    assert.equal(asked.covenant!.reported, null);
    assert.equal(asked.covenant!.test_date, x.test_date);

    const first = await report(itemId, { ebitda: '1500000', debt_service: '1000000' });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.reported_value, '1.5');
    assert.deepEqual(first.body.covenant.reported, { ebitda: '1500000', debt_service: '1000000' });
    assert.equal(first.body.covenant.status, 'compliant');
    let d = (await detail(x.id)).body;
    assert.equal(d.status, 'compliant');
    assert.equal(d.result!.value, '1.5000');
    assert.equal(d.result!.headroom, '20.00');
    assert.equal(d.result!.cause, 'reported');
    assert.equal(d.result!.reported_by, 'Ada Contact');

    const corrected = await report(itemId, { ebitda: 1000000, debt_service: '1000000' });
    assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
    d = (await detail(x.id)).body;
    assert.equal(d.status, 'breach');
    assert.equal(d.results.length, 2, 'the old result is kept');
    assert.equal(d.results[0]!.cause, 'corrected');
    assert.equal(d.results[0]!.supersedes_id, d.results[1]!.id);
    assert.equal(d.results[1]!.current, false);
    assert.equal(d.results[1]!.value, '1.5000');
    assert.equal(d.result!.headroom, '-20.00');

    const zero = await report(itemId, { ebitda: '100', debt_service: '0' });
    assert.equal(zero.status, 200);
    d = (await detail(x.id)).body;
    assert.equal(d.result!.status, 'invalid');
    assert.match(d.result!.problem, /divide by zero/);
    assert.equal(d.status, 'pending');
    const history = await t.db.select().from(loanHistory).where(eq(loanHistory.accountId, a.loanId));
    assert.ok(history.some((h) => h.action === 'figures_corrected' && h.contactId === a.contacts[0]!.contactId));
  });

  test('staff figures (cause entered), the review accepts the requirement, then figures are locked', async () => {
    const c = await newCovenant(dscr({ name: 'DSCR staff', warning_margin: '25' }));
    const x = openedTest(c);
    const enter = (figures: Record<string, string>, token = a.ic.token) => call<Answer<CovenantTestDetail>>(t.app, 'POST', `/api/lending/covenant-tests/${x.id}/figures`, { token, json: { figures } });
    assert.equal((await enter({ ebitda: '1', debt_service: '1' }, a.vo.token)).status, 403);
    assert.equal((await enter({ ebitda: '1' })).status, 400);
    const entered = await enter({ ebitda: '140', debt_service: '100' });
    assert.equal(entered.status, 200, JSON.stringify(entered.body));
    assert.equal(entered.body.result!.cause, 'entered');
    assert.equal(entered.body.status, 'warning', '12% headroom is under its own 25% margin');
    assert.equal(entered.body.result!.reported_by, 'Ivan User');
    const returned = await call(t.app, 'POST', `/api/items/${x.item!.id}/review`, { token: a.ic.token, json: { decision: 'returned', reason: 'Attach the calculation.' } });
    assert.equal(returned.status, 200, JSON.stringify(returned.body));
    const accepted = await call(t.app, 'POST', `/api/items/${x.item!.id}/review`, { token: a.ic.token, json: { decision: 'accepted' } });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const locked = await report(x.item!.id, { ebitda: '1', debt_service: '1' });
    assert.equal(locked.status, 400);
    assert.equal((await enter({ ebitda: '1', debt_service: '1' })).status, 400);
  });

  test('waivers: LRA or OA only; a waived breach reads waived until revoked, its result untouched', async () => {
    const c = await newCovenant(dscr({ name: 'DSCR waived' }));
    const x = openedTest(c);
    await report(x.item!.id, { ebitda: '50', debt_service: '100' });
    const waive = (json: Record<string, unknown>, token: string, id = c.id) => call<Answer<CovenantRow>>(t.app, 'POST', `/api/lending/covenants/${id}/waivers`, { token, json });
    const good = { kind: 'waiver', reason: 'Seasonal dip agreed by credit committee', expires_on: dayOffset(60) };
    const byIc = await waive(good, a.ic.token);
    assert.equal(byIc.status, 403);
    assert.equal(byIc.body.detail, 'You do not have permission to perform this action.');
    assert.equal((await waive(good, a.vo.token)).status, 403, "a Viewer Only: the common 403");
    assert.equal((await waive({ ...good, reason: '' }, a.lra.token)).status, 400);
    assert.equal((await waive({ ...good, expires_on: dayOffset(0) }, a.lra.token)).body.expires_on ? 400 : 0, 400);
    assert.equal((await waive({ ...good, test_id: 999999 }, a.lra.token)).status, 400);
    assert.equal((await waive(good, b.lra.token)).status, 404, "another organization's covenant");
    const made = await waive({ ...good, test_id: x.id }, a.lra.token);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const waived = made.body.tests.find((y) => y.id === x.id)!;
    assert.equal(waived.status, 'waived');
    assert.equal(waived.result!.status, 'breach', 'the result is never rewritten');
    assert.equal(made.body.waivers[0]!.active, true);
    assert.equal(made.body.waivers[0]!.approver!.name, 'Lara User');
    const revoked = await call<Answer<CovenantRow>>(t.app, 'POST', `/api/lending/covenant-waivers/${made.body.waivers[0]!.id}/revoke`, { token: a.oa.token });
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.equal(revoked.body.tests.find((y) => y.id === x.id)!.status, 'breach');
    assert.equal(revoked.body.waivers[0]!.active, false);
    const history = await t.db.select().from(loanHistory).where(eq(loanHistory.accountId, a.loanId));
    assert.ok(history.some((h) => h.action === 'waived' && h.userId === a.lra.id));
    assert.ok(history.some((h) => h.action === 'waiver_revoked'));
  });

  test('a new threshold recomputes the current results as new ones; the recompute job reports its progress', async () => {
    const c = await newCovenant(dscr({ name: 'DSCR recompute' }));
    const x = openedTest(c);
    await report(x.item!.id, { ebitda: '130', debt_service: '100' });
    assert.equal((await detail(x.id)).body.status, 'warning');
    const patched = await call<Answer<CovenantRow>>(t.app, 'PATCH', `/api/lending/covenants/${c.id}`, { token: a.ic.token, json: { threshold: '1.1' } });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    let d = (await detail(x.id)).body;
    assert.equal(d.status, 'compliant');
    assert.equal(d.results.length, 2);
    assert.equal(d.results[0]!.cause, 'recomputed');
    assert.equal(d.results[0]!.threshold, '1.1000');
    assert.equal(d.results[0]!.supersedes_id, d.results[1]!.id);
    assert.equal(d.results[1]!.threshold, '1.2500', 'the old result keeps the threshold it was tested with');
    const refused = await call(t.app, 'PATCH', `/api/lending/covenants/${c.id}`, { token: a.ic.token, json: { formula: 'ebitda / 0' } });
    assert.equal(refused.status, 400, "a standard metric's formula is fixed");

    const job = await call(t.app, 'POST', '/api/lending/jobs/recompute', { token: a.ic.token, json: { covenant_ids: [c.id] } });
    assert.equal(job.status, 202, JSON.stringify(job.body));
    assert.equal((await call(t.app, 'POST', '/api/lending/jobs/recompute', { token: a.vo.token, json: {} })).status, 403);
    assert.equal((await call(t.app, 'POST', '/api/lending/jobs/recompute', { token: b.ic.token, json: { covenant_ids: [c.id] } })).status, 400);
    await jobsSettled();
    const state = await call(t.app, 'GET', `/api/lending/jobs/${job.body.job.id}`, { token: a.vo.token });
    assert.equal(state.body.job.state, 'done');
    assert.equal(state.body.job.done, 1);
    assert.equal(state.body.job.total, 1);
    assert.equal((await call(t.app, 'GET', `/api/lending/jobs/${job.body.job.id}`, { token: b.vo.token })).status, 404);
    d = (await detail(x.id)).body;
    assert.equal(d.results.length, 3);
    assert.equal(d.results.filter((r) => r.current).length, 1);
  });

  test("an organization's formula changed: the covenants saved with it take the new text and are recomputed", async () => {
    const c = await newCovenant(dscr({ name: 'Own cover', metric: 'formula', formula: 'x / y', figures: [{ name: 'x', label: 'X' }, { name: 'y', label: 'Y' }] }));
    const x = openedTest(c);
    await report(x.item!.id, { x: '2', y: '1' });
    const job = await orgFormulaChanged(t.db, a.orgId, a.oa.id, 'x / y', '(x - 1) / y');
    assert.ok(job);
    await jobsSettled();
    const d = (await detail(x.id)).body;
    assert.equal(d.result!.cause, 'recomputed');
    assert.equal(d.result!.value, '1.0000');
    assert.equal(d.result!.formula, '(x - 1) / y');
    assert.equal(d.status, 'breach');
    assert.equal(await orgFormulaChanged(t.db, b.orgId, b.oa.id, 'x / y', '(x - 1) / y'), null, 'only the organization\'s own covenants');
  });

  test("another organization's loan, covenant and test are a 404; archive stops opening", async () => {
    const c = await newCovenant(dscr({ name: 'DSCR isolated' }));
    assert.equal((await list(a.loanId, b.vo.token)).status, 404);
    assert.equal((await create(dscr(), b.ic.token, a.loanId)).status, 404);
    assert.equal((await call(t.app, 'PATCH', `/api/lending/covenants/${c.id}`, { token: b.ic.token, json: { name: 'x' } })).status, 404);
    assert.equal((await detail(c.tests[0]!.id, b.vo.token)).status, 404);
    assert.equal((await call(t.app, 'POST', `/api/lending/covenants/${c.id}/archive`, { token: b.ic.token })).status, 404);
    const archived = await call<Answer<CovenantRow>>(t.app, 'POST', `/api/lending/covenants/${c.id}/archive`, { token: a.ic.token });
    assert.equal(archived.body.archived, true);
    assert.ok(!(await list()).body.covenants.some((x) => x.id === c.id));
    assert.ok((await call<CovenantList>(t.app, 'GET', `/api/lending/loans/${a.loanId}/covenants?archived=true`, { token: a.vo.token })).body.covenants.some((x) => x.id === c.id));
  });

  test('the demo seed: three financial covenants and an affirmative one per active loan, a warning, a waived breach', async () => {
    const loans = [];
    for (const name of ['Seed farm', 'Seed mill']) {
      const [acct] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: LENDING_KIND, name }).returning();
      await makeLoan(t.db, a.orgId, acct!.id, null);
      await addContact(t.db, a.orgId, acct!.id, 'Sam');
      loans.push({ accountId: acct!.id, reference: name });
    }
    assert.equal(await seedCovenants(t.db, a.orgId, loans), 8);
    const first = (await list(loans[0]!.accountId)).body.covenants;
    assert.deepEqual(first.map((c) => c.name).sort(), ['Audited statements', 'Current ratio', 'DSCR', 'Leverage'].map((n) => (n === 'Audited statements' ? 'Audited annual statements' : n)).sort());
    const dscrOf = async (id: number) => (await list(id)).body.covenants.find((c) => c.name === 'DSCR')!;
    const warned = await dscrOf(loans[0]!.accountId);
    assert.ok(warned.tests.filter((x) => x.result).length >= 4, 'five quarters of results');
    assert.ok(warned.tests.some((x) => x.status === 'warning'));
    const waived = await dscrOf(loans[1]!.accountId);
    assert.ok(waived.tests.some((x) => x.status === 'waived' && x.result!.status === 'breach'));
    assert.equal(waived.waivers[0]!.approver!.name, 'Lara User');
  });

  test('the list sends the same statements for one covenant with one test as for many with many', async () => {
    const one = await b.oa.token;
    const [lone] = await t.db.insert(account).values({ organizationId: b.orgId, moduleKind: LENDING_KIND, name: 'Lone borrower' }).returning();
    await makeLoan(t.db, b.orgId, lone!.id, monthEnd(1));
    const small = await create(dscr({ first_test_date: monthEnd(0) }), one, lone!.id);
    assert.equal(small.body.tests.length, 1);
    const [many] = await t.db.insert(account).values({ organizationId: b.orgId, moduleKind: LENDING_KIND, name: 'Busy borrower' }).returning();
    await makeLoan(t.db, b.orgId, many!.id, null);
    for (const metricName of ['dscr', 'leverage', 'current_ratio', 'fixed_charge_coverage']) {
      const res = await create(dscr({ name: metricName, metric: metricName, frequency: 'monthly', first_test_date: monthEnd(-6) }), one, many!.id);
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
    const c = (await list(many!.id, b.vo.token)).body.covenants[0]!;
    await call(t.app, 'POST', `/api/lending/covenants/${c.id}/waivers`, { token: b.oa.token, json: { kind: 'deferral', reason: 'Refinancing', expires_on: dayOffset(10) } });
    const count = (id: number) => statementsSent(t.db, async () => assert.equal((await list(id, b.vo.token)).status, 200));
    const few = await count(lone!.id);
    const lots = await count(many!.id);
    const tests = await t.db.select().from(covenantTest).where(eq(covenantTest.accountId, many!.id)).orderBy(asc(covenantTest.id));
    assert.ok(tests.length > 100, `${tests.length} tests`);
    assert.equal(lots, few, `${few} statements for one test, ${lots} for ${tests.length}`);
    const results = await t.db.select().from(covenantResult).where(eq(covenantResult.organizationId, b.orgId));
    assert.equal(results.length, 0);
  });
});
