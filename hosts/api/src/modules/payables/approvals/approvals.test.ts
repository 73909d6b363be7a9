/**
 * Multi-step bill approval: the rule a bill matches (amount tier in its currency, vendor, account
 * code) fixes its steps when it is sent for approval; approvals are recorded step by step by the
 * step's approvers (users and team members), the one who entered the bill and anyone who is not an
 * approver of the current step are refused, a person counts once, and approvals at once are each
 * recorded once while the bill is approved once.
 */
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ApprovalMessage, BillMessage, ModuleKind } from '@si/contract';
import { account, auditEvent } from '../../../db/schema.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeUser, signIn } from '../../../../test-support/fixtures.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { billApprovalDecision, billApprovalRule, billApprovalStep, type StoredApprovalStep } from '../schema.ts';
import { ruleMatches } from './flow.ts';
import { statementsSent } from '../../../../test-support/statements.ts';

let t: TestContext;
let a: Org;
let x: { id: number; token: string };
let vendor2: number;
let other: Org;

const newBill = (total: string, extra: Record<string, unknown> = {}) => ({
  account_id: a.accountId,
  number: `N-${Math.random().toString(36).slice(2, 8)}`,
  bill_date: '2026-03-01',
  due_date: '2026-03-31',
  currency: 'USD',
  lines: [{ description: 'Goods', quantity: '1', unit_price: total, account_code: '6120' }],
  ...extra,
});
const act = (id: number, verb: string, token: string, json?: unknown) => call(t.app, 'POST', `/api/bills/${id}/${verb}`, { token, json });

async function submitted(total: string, token: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call(t.app, 'POST', '/api/bills', { token, json: newBill(total, extra) });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const sent = await act(res.body.id, 'submit', token);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  return res.body.id;
}
const state = async (id: number) => (await call(t.app, 'GET', `/api/bills/${id}`, { token: a.oa.token })).body.state;
const steps = (id: number) => t.db.select().from(billApprovalStep).where(eq(billApprovalStep.itemId, id)).orderBy(billApprovalStep.position);
async function rule(name: string, position: number, steps: StoredApprovalStep[], extra: Partial<typeof billApprovalRule.$inferInsert> = {}) {
  await t.db.insert(billApprovalRule).values({ organizationId: a.orgId, name, position, currency: 'USD', steps, ...extra });
}
const step = (user_ids: number[], required = 1, team_ids: number[] = []): StoredApprovalStep => ({ user_ids, team_ids, required });

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Approvals Org' });
  const made = await makeUser(t.db, { orgId: a.orgId, officeId: a.officeId }, { role: 'LRA', firstName: 'Xavier' });
  x = { id: made.id, token: (await signIn(t.app, made)).access };
  const [v2] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.VENDOR, name: 'Zephyr Parts' }).returning();
  vendor2 = v2!.id;
  other = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Approvals Other Org' });
});
beforeEach(async () => {
  await t.db.delete(billApprovalRule).where(eq(billApprovalRule.organizationId, a.orgId));
});
after(() => t.database.close());

describe('which rule applies', () => {
  test('amount tier (from inclusive, to exclusive) in the bill currency, vendor, account code', () => {
    const r = { currency: 'USD', amountFrom: '1000', amountTo: '5000', vendorAccountId: null, accountCode: null };
    const b = (total: string, extra = {}) => ({ currency: 'USD', total, accountId: 1, lines: [{ account_code: '6120' }], ...extra }) as never;
    assert.equal(ruleMatches(r, b('999.99')), false);
    assert.equal(ruleMatches(r, b('1000')), true);
    assert.equal(ruleMatches(r, b('4999.99')), true);
    assert.equal(ruleMatches(r, b('5000')), false);
    assert.equal(ruleMatches(r, b('2000', { currency: 'EUR' })), false, 'another currency');
    assert.equal(ruleMatches({ ...r, vendorAccountId: 2 }, b('2000')), false);
    assert.equal(ruleMatches({ ...r, vendorAccountId: 1 }, b('2000')), true);
    assert.equal(ruleMatches({ ...r, accountCode: '7000' }, b('2000')), false);
    assert.equal(ruleMatches({ ...r, accountCode: '6120' }, b('2000')), true);
  });

  test('on submit the first matching rule by position fixes the steps; no rule: one approval by anyone (not the enterer)', async () => {
    await rule('Zephyr', 0, [step([a.lead.id]), step([a.oa.id])], { vendorAccountId: vendor2 });
    await rule('IT', 1, [step([x.id])], { accountCode: '6500' });
    await rule('Big', 2, [step([a.oa.id]), step([x.id])], { amountFrom: '1000' });
    await rule('Small', 3, [step([a.lead.id])], { amountTo: '1000' });
    const ruleOf = async (id: number) => {
      const s = await steps(id);
      const [r] = s.length ? await t.db.select().from(billApprovalRule).where(eq(billApprovalRule.id, s[0]!.ruleId!)) : [];
      return { name: r?.name, steps: s.length };
    };
    assert.deepEqual(await ruleOf(await submitted('50', a.ic.token)), { name: 'Small', steps: 1 });
    assert.deepEqual(await ruleOf(await submitted('1000', a.ic.token)), { name: 'Big', steps: 2 });
    assert.deepEqual(await ruleOf(await submitted('50', a.ic.token, { account_id: vendor2 })), { name: 'Zephyr', steps: 2 });
    const it = await submitted('50', a.ic.token, { lines: [{ description: 'Laptop', quantity: '1', unit_price: '50', account_code: '6500' }] });
    assert.deepEqual(await ruleOf(it), { name: 'IT', steps: 1 });
    const eur = await submitted('50', a.ic.token, { currency: 'EUR' });
    assert.deepEqual(await ruleOf(eur), { name: undefined, steps: 0 }, 'no EUR rule');
    assert.equal((await act(eur, 'approve', x.token)).status, 200, 'no rule: any write-role staff member');
    assert.equal(await state(eur), 'approved');
  });

  test('a received bill a rule applies to cannot be approved before it is sent for approval', async () => {
    await rule('All', 0, [step([a.lead.id])]);
    const res = await call(t.app, 'POST', '/api/bills', { token: a.ic.token, json: newBill('10') });
    const r = await act(res.body.id, 'approve', a.lead.token);
    assert.equal(r.status, 409);
    assert.equal(r.body.detail, ApprovalMessage.SUBMIT_FIRST);
  });
});

describe('approving step by step', () => {
  test('sequential two steps, at least 2 in the second; the enterer and non-approvers are refused; a person counts once', async () => {
    // Step 2: Olivia, Xavier and the team (Ivan, who entered the bill and so never approves it).
    await rule('Two steps', 0, [step([a.lead.id]), step([a.oa.id, x.id], 2, [a.teamId])]);
    const id = await submitted('200', a.ic.token);
    const s = await steps(id);
    assert.deepEqual(s.map((r) => [r.position, r.required]), [[1, 1], [2, 2]]);
    assert.deepEqual(s[1]!.approverIds, [a.oa.id, a.ic.id, x.id].sort((p, q) => p - q), 'team members resolved');

    let r = await act(id, 'approve', a.oa.token);
    assert.equal(r.status, 403, 'step 2 approver before step 1 is done');
    assert.equal(r.body.detail, ApprovalMessage.NOT_APPROVER);
    r = await act(id, 'approve', a.lead.token);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.state, 'in_approval', 'step 2 still waits');
    const shown = r.body.approval_steps;
    assert.deepEqual(shown.map((x: { current: boolean }) => x.current), [false, true], 'the bill shows step 2 waiting');
    assert.deepEqual(shown[0].approved_by.map((x: { name: string }) => x.name), ['Leah User']);
    assert.ok(shown[0].completed_at);
    assert.deepEqual(shown[1].approvers.map((x: { name: string }) => x.name).sort(), ['Ivan User', 'Olivia User', 'Xavier User']);
    r = await act(id, 'approve', a.lead.token);
    assert.equal(r.status, 403, 'Leah is not an approver of step 2');
    r = await act(id, 'approve', a.ic.token);
    assert.equal(r.status, 403);
    assert.equal(r.body.detail, BillMessage.OWN_BILL);
    r = await act(id, 'approve', a.oa.token);
    assert.equal(r.status, 200);
    assert.equal(r.body.state, 'in_approval', 'one of two');
    r = await act(id, 'approve', a.oa.token);
    assert.equal(r.status, 409, 'Olivia counts once');
    assert.equal(r.body.detail, ApprovalMessage.ALREADY_APPROVED);
    r = await act(id, 'approve', x.token);
    assert.equal(r.status, 200);
    assert.equal(r.body.state, 'approved');

    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, id)));
    assert.equal(events.filter((e) => e.action === 'bill_approval_recorded').length, 3);
    assert.equal(events.filter((e) => e.action === 'bill_approval_step_completed').length, 1);
    assert.equal(events.filter((e) => e.action === 'bill_approved').length, 1);
  });

  test('team approvers: a member approves, others are refused; a rejection at a step rejects the bill and a new submit starts over', async () => {
    await rule('Team', 0, [step([], 1, [a.teamId]), step([x.id])]);
    const id = await submitted('300', a.oa.token);
    assert.equal((await act(id, 'approve', a.lead.token)).status, 403, 'not in the team');
    assert.equal((await act(id, 'approve', a.ic.token)).status, 200, 'Ivan is in the team');
    const rej = await act(id, 'reject', x.token, { reason: 'Wrong cost centre' });
    assert.equal(rej.status, 200);
    assert.equal(rej.body.state, 'rejected');
    assert.equal(rej.body.reject_reason, 'Wrong cost centre');
    assert.equal((await act(id, 'submit', a.oa.token)).status, 200);
    assert.equal((await t.db.select().from(billApprovalDecision).where(eq(billApprovalDecision.itemId, id))).length, 0, 'decisions start over');
    assert.equal((await act(id, 'approve', x.token)).status, 403, 'back at step 1');
  });

  test('approvals at once: each recorded once, the bill approved once', async () => {
    await rule('Race', 0, [step([a.oa.id, a.lead.id, x.id], 2)]);
    const id = await submitted('400', a.ic.token);
    const answers = await Promise.all([act(id, 'approve', a.oa.token), act(id, 'approve', a.oa.token), act(id, 'approve', a.lead.token), act(id, 'approve', x.token)]);
    const ok = answers.filter((r) => r.status === 200).length;
    assert.equal(ok, 2, answers.map((r) => `${r.status} ${r.body.detail ?? ''}`).join(', '));
    assert.ok(answers.every((r) => r.status === 200 || r.status === 409));
    assert.equal(await state(id), 'approved');
    assert.equal((await t.db.select().from(billApprovalDecision).where(eq(billApprovalDecision.itemId, id))).length, 2);
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, id), eq(auditEvent.action, 'bill_approved')));
    assert.equal(events.length, 1);
  });
});

describe('the approval rules (settings, OA)', () => {
  const rules = (method: string, path: string, token: string, json?: unknown) => call(t.app, method, `/api/bill_approval_rules${path}`, { token, json });
  const valid = () => ({ name: 'Over 10k', currency: 'usd', amount_from: '10000', vendor_account_id: vendor2, account_code: '6120', steps: [{ user_ids: [a.lead.id] }, { user_ids: [a.oa.id, x.id], team_ids: [a.teamId], required: 2 }] });

  test('create, list with names, replace, delete; used on the next submit', async () => {
    const made = await rules('POST', '', a.oa.token, valid());
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.currency, 'USD');
    assert.equal(made.body.amount_from, '10000.00');
    assert.equal(made.body.amount_to, null);
    assert.equal(made.body.vendor.name, 'Zephyr Parts');
    assert.deepEqual(made.body.steps[1].users.map((u: { id: number }) => u.id), [a.oa.id, x.id]);
    assert.equal(made.body.steps[1].teams[0].id, a.teamId);
    assert.equal(made.body.steps[1].required, 2);
    const listed = await rules('GET', '', a.oa.token);
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body.results.map((r: { id: number }) => r.id), [made.body.id]);
    const replaced = await rules('PUT', `/${made.body.id}`, a.oa.token, { ...valid(), name: 'Zephyr, any amount', amount_from: '0', steps: [{ user_ids: [x.id] }] });
    assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
    assert.equal(replaced.body.name, 'Zephyr, any amount');
    const id = await submitted('20', a.ic.token, { account_id: vendor2 });
    assert.equal((await act(id, 'approve', a.lead.token)).status, 403, 'only Xavier now');
    assert.equal((await act(id, 'approve', x.token)).body.state, 'approved');
    assert.equal((await rules('DELETE', `/${made.body.id}`, a.oa.token)).status, 204);
    assert.equal((await rules('GET', '', a.oa.token)).body.results.length, 0);
    const events = await t.db.select().from(auditEvent).where(eq(auditEvent.actorUserId, a.oa.id));
    assert.deepEqual(
      events.map((e) => e.action).filter((n) => n.startsWith('bill_approval_rule')),
      ['bill_approval_rule_created', 'bill_approval_rule_changed', 'bill_approval_rule_deleted'],
    );
  });

  test('bad input is a 400 naming the field; another organization\'s users, teams, vendor and rules are refused', async () => {
    const bad = async (change: Record<string, unknown>, field: string) => {
      const r = await rules('POST', '', a.oa.token, { ...valid(), ...change });
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.ok(r.body[field], `${field} in ${JSON.stringify(r.body)}`);
    };
    await bad({ amount_to: '5000' }, 'amount_to');
    await bad({ amount_from: '-1' }, 'amount_from');
    await bad({ currency: 'XYZ' }, 'currency');
    await bad({ steps: [] }, 'steps');
    await bad({ steps: [{ user_ids: [] }] }, 'steps.0.user_ids');
    await bad({ steps: [{ user_ids: [a.lead.id], required: 2 }] }, 'steps.0.required');
    await bad({ steps: [{ user_ids: [other.oa.id] }] }, 'steps.0.user_ids');
    await bad({ steps: [{ team_ids: [other.teamId] }] }, 'steps.0.team_ids');
    await bad({ vendor_account_id: other.accountId }, 'vendor_account_id');
    const [customer] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'A customer' }).returning();
    await bad({ vendor_account_id: customer!.id }, 'vendor_account_id');
    assert.equal((await rules('POST', '', a.ic.token, valid())).status, 403, 'an IC is not the administrator');
    assert.equal((await rules('GET', '', a.vo.token)).status, 403);
    const mine = await rules('POST', '', a.oa.token, valid());
    assert.equal((await rules('PUT', `/${mine.body.id}`, other.oa.token, { ...valid(), vendor_account_id: null, steps: [{ user_ids: [other.oa.id] }] })).status, 404);
    assert.equal((await rules('DELETE', `/${mine.body.id}`, other.oa.token)).status, 404);
    assert.equal((await rules('GET', '', other.oa.token)).body.results.length, 0);
  });

  test('the list costs the same number of statements for 1 and 30 rules', async () => {
    const statements = () => statementsSent(t.db, async () => assert.equal((await rules('GET', '', a.oa.token)).status, 200));
    await rules('POST', '', a.oa.token, valid());
    const one = await statements();
    for (let i = 0; i < 29; i++) await rule(`R${i}`, i, [step([a.lead.id]), step([x.id], 1, [a.teamId])], { vendorAccountId: vendor2 });
    assert.equal(await statements(), one);
  });
});
