/**
 * Vendors' bills in the shared reports of payables' screens (/payable/report/exception, details,
 * task): a bill is an item of its vendor's account (kind INVOICE, status the bill's state), so each
 * report lists it with its vendor, its state and its due date. An approved bill is still to pay:
 * not done, and an exception once its due date has passed; a paid bill is done.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ModuleKind } from '@si/contract';
import { account } from '../../db/schema.ts';
import { dayOffset } from '../dates/days.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { assignItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let a: Org;
let b: Org;
/** Bills of A's vendor by what they show: approved and 12 days late, in approval and 3 days late, paid, not due yet. */
const bills: Record<'approved' | 'inApproval' | 'paid' | 'notDue', number> = { approved: 0, inApproval: 0, paid: 0, notDue: 0 };

const PAYABLES = ModuleKind.SECURE_INVOICE_PURCHASE;

/** A bill typed by A's collaborator (so another staff member approves it), due `due` days from today. */
async function enter(number: string, due: number): Promise<number> {
  const res = await call(t.app, 'POST', '/api/bills', {
    token: a.ic.token,
    json: { account_id: a.accountId, number, title: `Bill ${number}`, bill_date: dayOffset(due - 30), due_date: dayOffset(due), currency: 'USD', lines: [{ description: 'Toner', quantity: '2', unit_price: '45.00' }] },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id;
}

const act = async (id: number, verb: string, token = a.oa.token) => {
  const res = await call(t.app, 'POST', `/api/bills/${id}/${verb}`, { token });
  assert.equal(res.status, 200, `${verb}: ${JSON.stringify(res.body)}`);
};

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: PAYABLES, name: 'Reports Org A' });
  b = await makeWorkflowOrg(t, { moduleKind: PAYABLES, name: 'Reports Org B' });
  await t.db.update(account).set({ name: 'Brightline Office Supply' }).where(eq(account.id, a.accountId));
  bills.approved = await enter('BOS-118', -12);
  await act(bills.approved, 'approve');
  bills.inApproval = await enter('BOS-131', -3);
  await act(bills.inApproval, 'submit');
  bills.paid = await enter('BOS-140', -40);
  await act(bills.paid, 'approve');
  // Paid through a credit applied in full: the bill's way to paid that needs no payment run.
  const credit = await call(t.app, 'POST', `/api/accounts/${a.accountId}/vendor_credits`, { token: a.oa.token, json: { number: 'BOS-CN-1', credit_date: dayOffset(-35), currency: 'USD', amount: '90.00' } });
  assert.equal(credit.status, 201, JSON.stringify(credit.body));
  const applied = await call(t.app, 'POST', `/api/vendor_credits/${credit.body.id}/apply`, { token: a.oa.token, json: { bill_id: bills.paid, amount: '90.00' } });
  assert.equal(applied.body.bill.state, 'paid', JSON.stringify(applied.body));
  bills.notDue = await enter('BOS-150', 20);
  await assignItem(t.db, a, bills.approved, { userId: a.ic.id });
  await assignItem(t.db, a, bills.notDue, { userId: a.ic.id });
});
after(() => t.database.close());

describe("vendors' bills in payables' reports", () => {
  test('exception report: the overdue bills of the vendors the user leads, with vendor, state and due date; not the paid or not-yet-due ones', async () => {
    const res = await call(t.app, 'POST', `/api/users/${a.lead.id}/userExceptionsReport`, { token: a.lead.token, json: { format: 'json', workspace_type: PAYABLES } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const rows = res.body.results as { account: { id: number; name: string; module_kind: number }; item: { id: number; title: string; kind: string; status: string; state: string }; due_date: string; days_overdue: number }[];
    assert.deepEqual(
      rows.map((r) => [r.item.title, r.item.status, r.item.state, r.due_date, r.days_overdue]),
      [
        ['Bill BOS-118', 'approved', 'in_progress', dayOffset(-12), 12],
        ['Bill BOS-131', 'in_approval', 'in_progress', dayOffset(-3), 3],
      ],
    );
    for (const r of rows) {
      assert.deepEqual(r.account, { id: a.accountId, name: 'Brightline Office Supply', module_kind: PAYABLES });
      assert.equal(r.item.kind, 'INVOICE');
    }
    // The same bills in the report's file.
    const file = await t.app.request(`/api/users/${a.lead.id}/userExceptionsReport`, {
      method: 'POST',
      headers: { authorization: `JWT ${a.lead.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx', workspace_type: PAYABLES }),
    });
    assert.equal(file.status, 200);
    // The staff member a bill is assigned to finds it too (not lead only).
    const assigned = await call(t.app, 'POST', `/api/users/${a.ic.id}/userExceptionsReport`, { token: a.ic.token, json: { format: 'json', workspace_type: PAYABLES } });
    assert.deepEqual(
      assigned.body.results.map((r: { item: { id: number } }) => r.item.id),
      [bills.approved],
    );
  });

  test("detail report: every bill of the vendor with its state and due date; another organization's vendor is a 404", async () => {
    const res = await call(t.app, 'GET', `/api/reports/details/${a.accountId}`, { token: a.vo.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.account.name, 'Brightline Office Supply');
    assert.equal(res.body.account.module_kind, PAYABLES);
    const byId = new Map((res.body.items as { id: number; status: string; state: string; due_date: string; days_overdue: number }[]).map((i) => [i.id, [i.status, i.state, i.due_date, i.days_overdue]]));
    assert.deepEqual(byId.get(bills.approved), ['approved', 'in_progress', dayOffset(-12), 12]);
    assert.deepEqual(byId.get(bills.inApproval), ['in_approval', 'in_progress', dayOffset(-3), 3]);
    assert.deepEqual(byId.get(bills.paid), ['paid', 'done', dayOffset(-40), 0]);
    assert.deepEqual(byId.get(bills.notDue), ['received', 'in_progress', dayOffset(20), 0]);
    assert.equal((await call(t.app, 'GET', `/api/reports/details/${a.accountId}`, { token: b.oa.token })).status, 404);
  });

  test('task report and summary: the bills count for their assignee and their vendor, the late approved one as overdue', async () => {
    const tasks = await call(t.app, 'GET', `/api/reports/tasks?module_kind=${PAYABLES}`, { token: a.oa.token });
    assert.equal(tasks.status, 200, JSON.stringify(tasks.body));
    assert.deepEqual(
      tasks.body.results.map((r: { assignee: { id: number; name: string }; total: number; todo: number; in_progress: number; done: number; overdue: number }) => [r.assignee.name, r.total, r.in_progress, r.done, r.overdue]),
      [['Ivan User', 2, 2, 0, 1]],
    );
    const summary = await call(t.app, 'GET', `/api/reports/summary?module_kind=${PAYABLES}`, { token: a.oa.token });
    assert.deepEqual(
      summary.body.results.map((r: { name: string; total: number; in_progress: number; done: number; overdue: number }) => [r.name, r.total, r.in_progress, r.done, r.overdue]),
      [['Brightline Office Supply', 4, 3, 1, 2]],
    );
    // Another organization sees none of them.
    const theirs = await call(t.app, 'GET', `/api/reports/tasks?module_kind=${PAYABLES}`, { token: b.oa.token });
    assert.deepEqual(theirs.body.results, []);
  });
});
