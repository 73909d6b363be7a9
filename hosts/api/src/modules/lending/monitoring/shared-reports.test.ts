/**
 * Loans in the shared reports: a lending account is a workspace like any other in the Summary and
 * Detail reports (its covenant tests' requirements are its METRIC items), and the exception report
 * lists the requirement of a covenant test in breach even once its figures are in (the item done)
 * and not past due, besides the overdue ones. Another organization's breach is never listed.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ItemKind } from '@si/contract';
import { item } from '../../../db/schema.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { covenantTest } from '../schema.ts';
import { LENDING_KIND } from '../module.ts';
import { makeCovenant, makeLoan, makeTest } from './fixtures.ts';

let t: TestContext;
let a: Org;
let b: Org;
let loanId: number;

async function metricItem(o: Org, accountId: number, testId: number, title: string, status: string, due: number) {
  const [row] = await t.db.insert(item).values({ organizationId: o.orgId, accountId, kind: ItemKind.METRIC, status, title, dueDate: dayOffset(due), createdByUserId: o.oa.id }).returning({ id: item.id });
  await t.db.update(covenantTest).set({ itemId: row!.id }).where(eq(covenantTest.id, testId));
}

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { name: 'Reports Lender A' });
  b = await makeWorkflowOrg(t, { name: 'Reports Lender B' });
  const l = await makeLoan(t.db, a.orgId, { name: 'Harbor Foods', officer: a.lead.id });
  loanId = l.id;
  const cov = await makeCovenant(t.db, a.orgId, l.id, { name: 'Debt service coverage' });
  const breach = await makeTest(t.db, a.orgId, l.id, cov, { testDate: dayOffset(-20), dueDate: dayOffset(25), status: 'breach', result: { value: '1.0000', headroom: '-20.00' } });
  await metricItem(a, l.id, breach, 'DSCR figures, last quarter', 'approved', 25);
  const fine = await makeTest(t.db, a.orgId, l.id, cov, { testDate: dayOffset(-110), dueDate: dayOffset(-65), status: 'compliant', result: { value: '1.6000', headroom: '28.00' } });
  await metricItem(a, l.id, fine, 'DSCR figures, the quarter before', 'approved', -65);
  const late = await makeTest(t.db, a.orgId, l.id, cov, { testDate: dayOffset(-200), dueDate: dayOffset(-155) });
  await metricItem(a, l.id, late, 'DSCR figures, a year ago', 'open', -155);

  const lb = await makeLoan(t.db, b.orgId, { name: 'Secret Holdings', officer: b.lead.id });
  const cb = await makeCovenant(t.db, b.orgId, lb.id);
  const theirs = await makeTest(t.db, b.orgId, lb.id, cb, { testDate: dayOffset(-20), dueDate: dayOffset(25), status: 'breach', result: { value: '1', headroom: '-20' } });
  await metricItem(b, lb.id, theirs, 'Their breached figures', 'approved', 25);
});
after(() => t.database.close());

describe('loans in the shared reports', () => {
  test('the exception report lists the breached covenant and the overdue figures, not the compliant ones', async () => {
    const res = await call(t.app, 'POST', `/api/users/${a.lead.id}/userExceptionsReport`, { token: a.lead.token, json: { workspace_type: LENDING_KIND } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const titles = res.body.results.map((r: { item: { title: string } }) => r.item.title);
    assert.deepEqual(titles, ['DSCR figures, a year ago', 'DSCR figures, last quarter'], 'most overdue first; the breach is not overdue');
    const breach = res.body.results[1];
    assert.equal(breach.account.module_kind, LENDING_KIND);
    assert.equal(breach.days_overdue, 0);
    assert.ok(!JSON.stringify(res.body).includes('Their breached figures'));
  });

  test('the Summary and Detail reports count and list the loan like any workspace', async () => {
    const summary = await call(t.app, 'GET', `/api/reports/summary?module_kind=${LENDING_KIND}`, { token: a.vo.token });
    assert.equal(summary.status, 200);
    const row = summary.body.results.find((r: { id: number }) => r.id === loanId);
    assert.deepEqual([row.name, row.total, row.overdue], ['Harbor Foods', 3, 1]);
    const details = await call(t.app, 'GET', `/api/reports/details/${loanId}`, { token: a.vo.token });
    assert.equal(details.status, 200);
    assert.equal(details.body.items.length, 3);
    assert.equal(details.body.account.lead.name, 'Leah User');
  });
});
