/**
 * Expense claims, the staff side: a claim made, changed, sent, approved by the claimant's approver
 * (its reimbursement bill made in the same transaction and paid by a payment run: the claim is then
 * reimbursed), rejected with a reason and sent again; the policy findings and the refusal to send;
 * billing the splits on to customers' draft invoices, once; the report PDF; the list at a fixed
 * number of statements. The attacks: approving one's own claim, approving without being an
 * approver, two approvals at once, amounts with too many decimals or negative, splits to another
 * organization's customer, another organization's claim.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { ExpenseMessage, ModuleKind, tooManyDecimals, type ExpenseClaimDetail } from '@si/contract';
import { account, auditEvent, invoice } from '../../db/schema.ts';
import { today, dayOffset } from '../../shared/dates/days.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';
import { giveDetails, makePayingAccount, US_DETAILS } from '../../../test-support/payables-data.ts';
import { pdfPages, squash } from '../../../test-support/pdf-text.ts';
import { bill } from '../payables/schema.ts';
import { expenseCategory, expenseClaim, expenseLine, expensePayee } from './schema.ts';
import { statementsSent } from '../../../test-support/statements.ts';

let t: TestContext;
let a: Org;
let b: Org;
let meals: number;
let travel: number;
let customer2: number;
let foreignCustomer: number;
let vendor: number;

const claimOf = (token: string, json: Record<string, unknown> = {}) => call(t.app, 'POST', '/api/expense-claims', { token, json: { title: 'Client visit, Lyon', ...json } });
const get = (id: number, token = a.vo.token) => call(t.app, 'GET', `/api/expense-claims/${id}`, { token });
const act = (id: number, verb: string, token: string, json?: unknown) => call(t.app, 'POST', `/api/expense-claims/${id}/${verb}`, { token, json });
const addLine = (id: number, token: string, json: Record<string, unknown>) => call(t.app, 'POST', `/api/expense-claims/${id}/lines`, { token, json: { spent_on: '2026-03-02', merchant: 'Taxi Bleu', category_id: travel, amount: '20.00', currency: 'USD', ...json } });
const patchLine = (id: number, lineId: number, token: string, json: Record<string, unknown>) => call(t.app, 'PATCH', `/api/expense-claims/${id}/lines/${lineId}`, { token, json });
const list = (query: string, token: string) => call(t.app, 'GET', `/api/expense-claims${query}`, { token });

async function newClaim(token = a.ic.token, json: Record<string, unknown> = {}): Promise<number> {
  const res = await claimOf(token, json);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id;
}

async function lineOn(id: number, json: Record<string, unknown> = {}, token = a.ic.token): Promise<{ claim: ExpenseClaimDetail; lineId: number }> {
  const res = await addLine(id, token, json);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { claim: res.body as ExpenseClaimDetail, lineId: (res.body as ExpenseClaimDetail).lines.at(-1)!.id };
}

/** A receipt for a line: a real PDF is stored as sent, so it makes a cheap receipt here (receipts.test.ts tests photos). */
async function receipt(id: number, lineId: number, token = a.ic.token) {
  const form = new FormData();
  form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')]), 'receipt.pdf');
  const res = await t.app.request(`/api/expense-claims/${id}/lines/${lineId}/receipt`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
  assert.equal(res.status, 201, await res.clone().text());
}

const statements = (run: () => Promise<unknown>) => statementsSent(t.db, run);

before(async () => {
  t = await setup();
  // A's account is a customer (secure invoice): the splits bill it.
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'Expenses Org A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'Expenses Org B' });
  const [c2] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'Globex' }).returning();
  customer2 = c2!.id;
  foreignCustomer = b.accountId;
  const [v] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'A supplier' }).returning();
  vendor = v!.id;
  const settings = await call(t.app, 'PUT', '/api/expense-settings', { token: a.oa.token, json: { currency: 'USD', approver_team_id: null, approver_office_role: 'OA', reimbursement_days: 14 } });
  assert.equal(settings.status, 200, JSON.stringify(settings.body));
  const cat = async (json: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', '/api/expense-categories', { token: a.oa.token, json });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as number;
  };
  meals = await cat({ name: 'Meals', account_code: '6420', limit_per_claim: '50', limit_per_day: '80', receipt_required_above: '25' });
  travel = await cat({ name: 'Travel', account_code: '6410' });
});
after(() => t.database.close());

describe('a claim from draft to reimbursed', () => {
  test('made, changed, sent, approved by the approver: the reimbursement bill is made and a payment run pays it', async () => {
    const created = await claimOf(a.ic.token, { note: 'Two days at the Lyon office' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.match(created.body.number, /^EXP-\d{4}$/);
    assert.equal(created.body.state, 'draft');
    assert.equal(created.body.currency, 'USD', "the expense currency by default");
    assert.equal(created.body.claimant.id, a.ic.id);
    assert.equal(created.body.can_edit, true);
    assert.deepEqual(created.body.approvers.map((p: { id: number }) => p.id), [a.oa.id], "the OA role of the claimant's home office");
    const id = created.body.id;

    // Spent in euros, converted at the claimant's rate and rounded to cents.
    const { claim: first, lineId: taxi } = await lineOn(id, { merchant: 'Taxi Bleu', amount: '42.50', currency: 'EUR', rate: '1.0857', splits: [{ account_id: a.accountId, amount: '46.14' }] });
    assert.equal(first.lines[0].converted_amount, '46.14', '42.50 x 1.0857 = 46.142...');
    assert.equal(first.lines[0].rate, '1.0857');
    assert.equal(first.total, '46.14');
    const { claim: second } = await lineOn(id, { merchant: 'Brasserie Georges', category_id: meals, amount: '18.00' });
    assert.equal(second.total, '64.14');
    assert.deepEqual(second.lines.map((l: { position: number }) => l.position), [1, 2]);
    const renamed = await call(t.app, 'PATCH', `/api/expense-claims/${id}`, { token: a.ic.token, json: { title: 'Lyon office, March' } });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.equal(renamed.body.title, 'Lyon office, March');
    assert.equal((await call(t.app, 'PATCH', `/api/expense-claims/${id}`, { token: a.ic.token, json: { currency: 'EUR' } })).status, 400, 'no currency change once it has lines');

    const sent = await act(id, 'submit', a.ic.token);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(sent.body.state, 'submitted');
    assert.ok(sent.body.submitted_at);
    assert.equal(sent.body.can_edit, false);
    assert.equal((await patchLine(id, taxi, a.ic.token, { merchant: 'Other' })).status, 409, 'a sent claim no longer changes');
    assert.equal((await get(id, a.oa.token)).body.can_decide, true);
    assert.equal((await get(id, a.ic.token)).body.can_decide, false);

    const approved = await act(id, 'approve', a.oa.token);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.state, 'approved');
    assert.deepEqual(approved.body.decided_by, { id: a.oa.id, name: 'Olivia User' });
    const r = approved.body.reimbursement;
    assert.equal(r.state, 'approved');
    assert.equal(r.total, '64.14');
    assert.equal(r.due_date, dayOffset(14));
    assert.equal(r.payee_account.name, 'Ivan User');

    // The payee is an account of the vendor kind standing for the claimant, with a bill like any vendor's.
    const [payee] = await t.db.select().from(account).where(eq(account.id, r.payee_account.id));
    assert.equal(payee!.moduleKind, ModuleKind.VENDOR);
    const billRes = await call(t.app, 'GET', `/api/bills/${r.bill_id}`, { token: a.oa.token });
    assert.equal(billRes.status, 200, JSON.stringify(billRes.body));
    assert.equal(billRes.body.source, 'expense');
    assert.equal(billRes.body.number, created.body.number);
    assert.deepEqual(
      billRes.body.lines.map((l: { account_code: string; amount: string }) => [l.account_code, l.amount]),
      [
        ['6410', '46.14'],
        ['6420', '18.00'],
      ],
    );
    const reimbursements = await call(t.app, 'GET', '/api/expense-reimbursements?search=Lyon', { token: a.vo.token });
    assert.equal(reimbursements.status, 200);
    assert.deepEqual(reimbursements.body.results.map((x: { bill_id: number; state: string }) => [x.bill_id, x.state]), [[r.bill_id, 'approved']]);

    // Paid by a payment run like any bill: the payee's verified bank details, a run, its approval, paid.
    await giveDetails(t.db, a.orgId, r.payee_account.id, US_DETAILS);
    const paying = await makePayingAccount(t.db, a.orgId, { iban: '', swift: '', accountNumber: '123456789' });
    const run = await call(t.app, 'POST', '/api/payment_runs', { token: a.ic.token, json: { paying_account_id: paying, currency: 'USD', due_by: dayOffset(30), execution_date: today(), bill_ids: [r.bill_id] } });
    assert.equal(run.status, 201, JSON.stringify(run.body));
    assert.equal((await call(t.app, 'POST', `/api/payment_runs/${run.body.id}/approve`, { token: a.oa.token })).status, 200);
    const scheduled = await get(id);
    assert.equal(scheduled.body.state, 'approved');
    assert.equal(scheduled.body.reimbursement.state, 'scheduled');
    const paid = await call(t.app, 'POST', `/api/payment_runs/${run.body.id}/paid`, { token: a.ic.token, json: { paid_on: today(), reference: 'BANK-REF-77' } });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const done = await get(id);
    assert.equal(done.body.state, 'reimbursed');
    assert.equal(done.body.reimbursement.paid_on, today());
    const listed = await call(t.app, 'GET', `/api/expense-reimbursements?state=paid`, { token: a.vo.token });
    assert.equal(listed.body.results.find((x: { bill_id: number }) => x.bill_id === r.bill_id)?.payment_run_id, run.body.id);
    assert.deepEqual((await list('?state=reimbursed', a.ic.token)).body.results.map((c: { id: number }) => c.id), [id]);

    // Each step is audited.
    const actions = (await t.db.select({ action: auditEvent.action }).from(auditEvent).where(and(eq(auditEvent.organizationId, a.orgId), sql`${auditEvent.details}->>'claim_id' = ${String(id)}`))).map((e) => e.action);
    for (const step of ['expense_claim_created', 'expense_line_added', 'expense_claim_submitted', 'expense_claim_approved']) assert.ok(actions.includes(step), step);

    // A second approved claim of the same claimant is paid to the same payee.
    const again = await newClaim();
    await lineOn(again);
    await act(again, 'submit', a.ic.token);
    const second2 = await act(again, 'approve', a.oa.token);
    assert.equal(second2.body.reimbursement.payee_account.id, r.payee_account.id);
    assert.equal((await t.db.select().from(expensePayee).where(eq(expensePayee.userId, a.ic.id))).length, 1);
  });

  test('rejected with a reason (required, bounded), changed and sent again; a draft is deleted, a sent claim is not', async () => {
    const id = await newClaim(a.lead.token);
    const { lineId } = await lineOn(id, {}, a.lead.token);
    assert.equal((await act(id, 'reject', a.oa.token, { reason: 'x' })).status, 409, 'not sent yet');
    await act(id, 'submit', a.lead.token);
    assert.equal((await act(id, 'reject', a.oa.token, {})).status, 400);
    assert.equal((await act(id, 'reject', a.oa.token, { reason: 'r'.repeat(501) })).status, 400);
    const rejected = await act(id, 'reject', a.oa.token, { reason: 'The taxi was booked by the client.' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.state, 'rejected');
    assert.equal(rejected.body.reject_reason, 'The taxi was booked by the client.');
    assert.equal(rejected.body.reimbursement, null);
    assert.equal((await act(id, 'approve', a.oa.token)).status, 409, 'a rejected claim is not approved');
    const changed = await patchLine(id, lineId, a.lead.token, { amount: '15.00' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const resent = await act(id, 'submit', a.lead.token);
    assert.equal(resent.body.state, 'submitted');
    assert.equal(resent.body.reject_reason, null);
    assert.equal((await call(t.app, 'DELETE', `/api/expense-claims/${id}`, { token: a.lead.token })).status, 409);

    const draft = await newClaim(a.lead.token);
    await lineOn(draft, {}, a.lead.token);
    assert.equal((await call(t.app, 'DELETE', `/api/expense-claims/${draft}`, { token: a.ic.token })).status, 403, "another's draft");
    assert.equal((await call(t.app, 'DELETE', `/api/expense-claims/${draft}`, { token: a.lead.token })).status, 204);
    assert.equal((await get(draft)).status, 404);
  });
});

describe('who decides', () => {
  test("an approver approving their own claim is refused (403), and so is anyone who is not the claim's approver", async () => {
    const own = await newClaim(a.oa.token);
    await lineOn(own, {}, a.oa.token);
    await act(own, 'submit', a.oa.token);
    const self = await act(own, 'approve', a.oa.token);
    assert.equal(self.status, 403);
    assert.equal(self.body.detail, ExpenseMessage.OWN_CLAIM);
    assert.equal((await act(own, 'reject', a.oa.token, { reason: 'mine' })).status, 403);

    const id = await newClaim();
    await lineOn(id);
    await act(id, 'submit', a.ic.token);
    const notApprover = await act(id, 'approve', a.lead.token);
    assert.equal(notApprover.status, 403);
    assert.equal(notApprover.body.detail, ExpenseMessage.NOT_APPROVER);
    assert.equal((await act(id, 'approve', a.vo.token)).status, 403, 'a viewer writes nothing');
    assert.equal((await get(id)).body.state, 'submitted');

    // With an approver team, its members approve (the claimant never); the office role no longer does.
    assert.equal((await call(t.app, 'PUT', '/api/expense-settings', { token: a.oa.token, json: { currency: 'USD', approver_team_id: a.teamId, approver_office_role: null, reimbursement_days: 10 } })).status, 200);
    try {
      const lead = await newClaim(a.lead.token);
      await lineOn(lead, {}, a.lead.token);
      await act(lead, 'submit', a.lead.token);
      assert.deepEqual((await get(lead)).body.approvers.map((p: { id: number }) => p.id), [a.ic.id]);
      assert.equal((await act(lead, 'approve', a.oa.token)).status, 403);
      const toApprove = await list('?scope=to_approve', a.ic.token);
      assert.ok(toApprove.body.results.some((c: { id: number; can_decide: boolean }) => c.id === lead && c.can_decide));
      const ok = await act(lead, 'approve', a.ic.token);
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.equal(ok.body.reimbursement.due_date, dayOffset(10));
    } finally {
      await call(t.app, 'PUT', '/api/expense-settings', { token: a.oa.token, json: { currency: 'USD', approver_team_id: null, approver_office_role: 'OA', reimbursement_days: 14 } });
    }
    // A team of another organization is refused.
    const foreign = await call(t.app, 'PUT', '/api/expense-settings', { token: a.oa.token, json: { currency: 'USD', approver_team_id: b.teamId, approver_office_role: null, reimbursement_days: 14 } });
    assert.equal(foreign.status, 400);
    assert.ok(foreign.body.approver_team_id);
  });

  test('two approvals at once record one: one 200, one 409, one reimbursement bill', async () => {
    const id = await newClaim();
    await lineOn(id, { amount: '33.00' });
    await act(id, 'submit', a.ic.token);
    const [x, y] = await Promise.all([act(id, 'approve', a.oa.token), act(id, 'approve', a.oa.token)]);
    assert.deepEqual([x.status, y.status].sort(), [200, 409]);
    const [c] = await t.db.select().from(expenseClaim).where(eq(expenseClaim.id, id));
    const bills = await t.db.select().from(bill).where(and(eq(bill.organizationId, a.orgId), eq(bill.number, c!.number)));
    assert.equal(bills.length, 1);
    assert.equal(bills[0]!.itemId, c!.reimbursementItemId);
  });
});

describe('the policy', () => {
  test('findings per line (over the limit per claim, per day across claims, a receipt missing) and sending refused naming each line until they are answered', async () => {
    const id = await newClaim(a.lead.token);
    const { lineId: dinner } = await lineOn(id, { merchant: 'Le Bouchon', category_id: meals, amount: '60.00', spent_on: '2026-04-10' }, a.lead.token);
    const { claim, lineId: lunch } = await lineOn(id, { merchant: 'Café du Parc', category_id: meals, amount: '22.00', spent_on: '2026-04-10' }, a.lead.token);
    const codes = (l: { findings: { code: string; blocking: boolean }[] }) => l.findings.map((f) => `${f.code}${f.blocking ? '!' : ''}`).sort();
    assert.deepEqual(codes(claim.lines[0]), ['over_claim_limit!', 'over_day_limit!', 'receipt_missing!']);
    assert.deepEqual(codes(claim.lines[1]), ['over_day_limit!'], '22 is under the receipt threshold (25) and the limit per claim, but the day comes to 82');
    const day = claim.lines[1].findings[0];
    assert.deepEqual([day.limit, day.amount, day.currency], ['80', '82', 'USD']);

    const refused = await act(id, 'submit', a.lead.token);
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    assert.deepEqual(Object.keys(refused.body).sort(), [`lines.${dinner}.justification`, `lines.${dinner}.receipt`, `lines.${lunch}.justification`].sort());
    assert.match(refused.body[`lines.${dinner}.receipt`][0], /Expense 1 \(Le Bouchon, 2026-04-10\)/);

    await patchLine(id, dinner, a.lead.token, { justification: 'Dinner with two clients.' });
    await receipt(id, dinner, a.lead.token);
    const still = await act(id, 'submit', a.lead.token);
    assert.deepEqual(Object.keys(still.body), [`lines.${lunch}.justification`]);
    const justified = await patchLine(id, lunch, a.lead.token, { justification: 'Same day as the client dinner.' });
    assert.deepEqual(codes(justified.body.lines[1]), ['over_day_limit'], 'still found, no longer blocking');
    assert.equal((await act(id, 'submit', a.lead.token)).status, 200);

    // Another claim of the same claimant on the same day counts towards the day; a rejected claim does not.
    const later = await newClaim(a.lead.token);
    const { claim: other } = await lineOn(later, { merchant: 'Boulangerie', category_id: meals, amount: '5.00', spent_on: '2026-04-10' }, a.lead.token);
    assert.deepEqual(codes(other.lines[0]), ['over_day_limit!']);
    assert.equal(other.lines[0].findings[0].amount, '87');
    await act(id, 'reject', a.oa.token, { reason: 'Split the dinner.' });
    assert.deepEqual(codes((await get(later)).body.lines[0]), []);
    // Nothing to send: a claim without lines.
    const empty = await newClaim(a.lead.token);
    const none = await act(empty, 'submit', a.lead.token);
    assert.equal(none.status, 400);
    assert.deepEqual(none.body, { lines: [ExpenseMessage.NO_LINES] });
  });

  test('a claim in another currency than the expense currency: limits not checked, a receipt asked wherever the category asks for one', async () => {
    const id = await newClaim(a.ic.token, { currency: 'EUR' });
    const { claim } = await lineOn(id, { category_id: meals, amount: '10.00', currency: 'EUR' });
    assert.deepEqual(
      claim.lines[0].findings.map((f: { code: string }) => f.code),
      ['limits_not_checked', 'receipt_missing'],
    );
  });
});

describe('bad input', () => {
  test('an amount with more decimals than its currency, zero or negative; a rate where none fits; splits over the line or to customers not of this organization', async () => {
    const id = await newClaim();
    const bad = async (json: Record<string, unknown>, field: string, message?: string) => {
      const res = await addLine(id, a.ic.token, json);
      assert.equal(res.status, 400, `${JSON.stringify(json)}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body[field], `${field} in ${JSON.stringify(res.body)}`);
      if (message) assert.deepEqual(res.body[field], [message]);
    };
    await bad({ amount: '12.345' }, 'amount', tooManyDecimals('USD'));
    await bad({ amount: '1500.5', currency: 'JPY', rate: '0.0067' }, 'amount', tooManyDecimals('JPY'));
    await bad({ amount: '-5.00' }, 'amount', ExpenseMessage.NEGATIVE);
    await bad({ amount: '0' }, 'amount', ExpenseMessage.NOT_POSITIVE);
    await bad({ amount: 'ten' }, 'amount');
    await bad({ currency: 'EUR' }, 'rate');
    await bad({ rate: '1.2' }, 'rate', ExpenseMessage.SAME_CURRENCY_RATE);
    await bad({ currency: 'EUR', rate: '-1' }, 'rate');
    await bad({ category_id: 999999 }, 'category_id', ExpenseMessage.CATEGORY);
    await bad({ splits: [{ account_id: a.accountId, amount: '10.001' }] }, 'splits.0.amount', tooManyDecimals('USD'));
    await bad({ splits: [{ account_id: a.accountId, amount: '15' }, { account_id: customer2, amount: '5.01' }] }, 'splits', ExpenseMessage.SPLITS_OVER_LINE);
    await bad({ splits: [{ account_id: foreignCustomer, amount: '5' }] }, 'splits.0.account_id', ExpenseMessage.NOT_CUSTOMER);
    await bad({ splits: [{ account_id: vendor, amount: '5' }] }, 'splits.0.account_id', ExpenseMessage.NOT_CUSTOMER);
    await bad({ splits: [{ account_id: a.accountId, amount: '5' }, { account_id: a.accountId, amount: '5' }] }, 'splits.1.account_id', ExpenseMessage.DUPLICATE_SPLIT);
    assert.equal((await get(id)).body.lines.length, 0, 'nothing was added');
    // The same rules when a line changes.
    const { lineId } = await lineOn(id);
    assert.equal((await patchLine(id, lineId, a.ic.token, { amount: '-1' })).status, 400);
    assert.equal((await patchLine(id, lineId, a.ic.token, { amount: '1.999' })).status, 400);
    assert.equal((await patchLine(id, lineId, a.ic.token, { amount: '10', splits: [{ account_id: a.accountId, amount: '10.01' }] })).status, 400);
    // Only the claimant changes a claim.
    assert.equal((await patchLine(id, lineId, a.lead.token, { amount: '10' })).status, 403);
    assert.equal((await addLine(id, a.oa.token, {})).status, 403);
  });

  test("another organization's claim, line, category and reading are a 404, whatever the call", async () => {
    const id = await newClaim();
    const { lineId } = await lineOn(id);
    const token = b.oa.token;
    for (const [method, path, json] of [
      ['GET', `/api/expense-claims/${id}`],
      ['PATCH', `/api/expense-claims/${id}`, { title: 'mine now' }],
      ['DELETE', `/api/expense-claims/${id}`],
      ['POST', `/api/expense-claims/${id}/lines`, { spent_on: '2026-03-02', merchant: 'x', category_id: travel, amount: '1', currency: 'USD' }],
      ['PATCH', `/api/expense-claims/${id}/lines/${lineId}`, { merchant: 'x' }],
      ['DELETE', `/api/expense-claims/${id}/lines/${lineId}`],
      ['GET', `/api/expense-claims/${id}/lines/${lineId}/receipt`],
      ['DELETE', `/api/expense-claims/${id}/lines/${lineId}/receipt`],
      ['POST', `/api/expense-claims/${id}/lines/${lineId}/reading`, {}],
      ['POST', `/api/expense-claims/${id}/submit`],
      ['POST', `/api/expense-claims/${id}/approve`],
      ['POST', `/api/expense-claims/${id}/reject`, { reason: 'no' }],
      ['POST', `/api/expense-claims/${id}/rebill`],
      ['GET', `/api/expense-claims/${id}/report.pdf`],
      ['PATCH', `/api/expense-categories/${meals}`, { name: 'x' }],
      ['DELETE', `/api/expense-categories/${meals}`],
    ] as const) {
      const res = await call(t.app, method, path, { token, json });
      assert.equal(res.status, 404, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    assert.equal((await list('?scope=all', token)).body.results.some((c: { id: number }) => c.id === id), false);
    assert.equal((await get(id)).body.title, 'Client visit, Lyon', 'unchanged');
  });
});

describe('billing expenses on to customers', () => {
  test("each split becomes a line of the customer's draft invoice, linked back to its claim, once", async () => {
    // Globex already has a draft in USD: the expense is added after its line.
    const draft = await call(t.app, 'POST', '/api/invoices', { token: a.ic.token, json: { account_id: customer2, currency: 'USD', lines: [{ description: 'Consulting, March', quantity: '1', unit_price: '1000' }] } });
    assert.equal(draft.status, 201, JSON.stringify(draft.body));
    const id = await newClaim();
    const { lineId: hotel } = await lineOn(id, { merchant: 'Hôtel Carlton', amount: '180.00', splits: [{ account_id: a.accountId, amount: '120.00' }, { account_id: customer2, amount: '60.00' }] });
    await lineOn(id, { merchant: 'Taxi Bleu', spent_on: '2026-03-03', amount: '30.00', splits: [{ account_id: a.accountId, amount: '30' }] });
    assert.equal((await act(id, 'rebill', a.ic.token)).status, 409, 'a draft is not billed on');
    await act(id, 'submit', a.ic.token);
    assert.equal((await act(id, 'approve', a.oa.token)).status, 200);
    const { number } = (await get(id)).body;

    const res = await act(id, 'rebill', a.ic.token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const added = res.body.added as { account: { id: number }; invoice_id: number; line: number; amount: string; description: string; new_invoice: boolean; line_id: number }[];
    assert.equal(added.length, 3);
    const toA = added.filter((x) => x.account.id === a.accountId);
    assert.equal(new Set(toA.map((x) => x.invoice_id)).size, 1, "one draft for A's customer");
    assert.deepEqual(toA.map((x) => [x.line, x.amount, x.new_invoice]), [
      [1, '120.00', true],
      [2, '30.00', true],
    ]);
    assert.equal(toA[0]!.description, `Hôtel Carlton, 2026-03-02 (expense claim ${number})`);
    const toGlobex = added.find((x) => x.account.id === customer2)!;
    assert.deepEqual([toGlobex.invoice_id, toGlobex.line, toGlobex.new_invoice], [draft.body.id, 2, false]);

    const inv = await call(t.app, 'GET', `/api/invoices/${toA[0]!.invoice_id}`, { token: a.vo.token });
    assert.equal(inv.status, 200, JSON.stringify(inv.body));
    assert.equal(inv.body.state, 'draft');
    assert.equal(inv.body.total, '150.00');
    assert.deepEqual(inv.body.lines.map((l: { description: string }) => l.description), [`Hôtel Carlton, 2026-03-02 (expense claim ${number})`, `Taxi Bleu, 2026-03-03 (expense claim ${number})`]);
    const globex = await call(t.app, 'GET', `/api/invoices/${draft.body.id}`, { token: a.vo.token });
    assert.equal(globex.body.total, '1060.00');

    // The claim shows each split's invoice line; a second call adds nothing.
    const after = (await get(id)).body;
    assert.equal(after.rebill_pending, 0);
    const hotelSplits = after.lines.find((l: { id: number }) => l.id === hotel).splits;
    assert.deepEqual(hotelSplits.map((s: { rebilled: { invoice_id: number; line: number } }) => [s.rebilled.invoice_id, s.rebilled.line]), [
      [toA[0]!.invoice_id, 1],
      [draft.body.id, 2],
    ]);
    const again = await act(id, 'rebill', a.ic.token);
    assert.deepEqual(again.body, { added: [] });
    const [stored] = await t.db.select({ lines: invoice.lines }).from(invoice).where(eq(invoice.itemId, toA[0]!.invoice_id));
    assert.equal(stored!.lines.length, 2);
    // Two calls at once bill each split once too.
    const id2 = await newClaim();
    await lineOn(id2, { amount: '12.00', splits: [{ account_id: customer2, amount: '12' }] });
    await act(id2, 'submit', a.ic.token);
    await act(id2, 'approve', a.oa.token);
    const both = await Promise.all([act(id2, 'rebill', a.ic.token), act(id2, 'rebill', a.oa.token)]);
    assert.deepEqual(both.map((x) => x.body.added.length).sort(), [0, 1]);
    assert.equal((await act(id2, 'rebill', a.vo.token)).status, 403, 'a viewer does not bill');
  });
});

describe('reading claims', () => {
  test('the list: mine, to approve, all; by state and search; the same number of statements for 1 and 100 claims', async () => {
    const mine = await list('', a.ic.token);
    assert.equal(mine.status, 200);
    assert.ok(mine.body.results.every((c: { claimant: { id: number } }) => c.claimant.id === a.ic.id));
    const all = await list('?scope=all&page_size=100', a.vo.token);
    assert.ok(all.body.results.some((c: { claimant: { id: number } }) => c.claimant.id === a.lead.id));
    assert.equal((await list('?scope=to_approve', a.vo.token)).body.count, 0, 'a viewer approves nothing');
    const waiting = await list('?scope=to_approve', a.oa.token);
    assert.ok(waiting.body.results.every((c: { state: string; can_decide: boolean; claimant: { id: number } }) => c.state === 'submitted' && c.can_decide && c.claimant.id !== a.oa.id));
    assert.equal((await list('?page_size=7', a.ic.token)).status, 400, 'page sizes are 10, 25, 50, 100');
    assert.equal((await list('?ordering=password', a.ic.token)).status, 400);
    assert.equal((await list('?scope=everything', a.ic.token)).status, 400);

    const one = await makeOrgWithClaims(1);
    const hundred = await makeOrgWithClaims(100);
    const query = '?scope=all&page_size=100&ordering=-total';
    const count1 = await statements(() => list(query, one.token));
    const count100 = await statements(() => list(query, hundred.token));
    assert.equal((await list(query, hundred.token)).body.results.length, 100);
    assert.equal(count100, count1, `${count1} statements for 1 claim, ${count100} for 100`);
  });

  test('the report PDF lists the lines and the total, names in any script as written', async () => {
    const id = await newClaim(a.ic.token, { title: 'Casablanca' });
    await lineOn(id, { merchant: 'مطعم الريف', amount: '40.00' });
    await lineOn(id, { merchant: 'Café de Flore', amount: '12.50' });
    const res = await t.app.request(`/api/expense-claims/${id}/report.pdf`, { headers: { authorization: `JWT ${a.vo.token}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    const text = squash((await pdfPages(new Uint8Array(await res.arrayBuffer()))).join(' '));
    for (const words of ['Expense report', 'Café de Flore', 'Total52.50', 'مطعمالريف']) assert.ok(text.includes(squash(words)), `${words} in ${text.slice(0, 400)}`);
  });
});

describe('categories and settings', () => {
  test('an administrator keeps them; every staff member reads them; a category in use is not deleted', async () => {
    const listed = await call(t.app, 'GET', '/api/expense-categories?active=true', { token: a.vo.token });
    assert.equal(listed.status, 200);
    const m = listed.body.results.find((c: { id: number }) => c.id === meals);
    assert.deepEqual([m.limit_per_claim, m.limit_per_day, m.receipt_required_above, m.currency], ['50', '80', '25', 'USD']);
    assert.equal((await call(t.app, 'POST', '/api/expense-categories', { token: a.ic.token, json: { name: 'Gifts' } })).status, 403);
    const dup = await call(t.app, 'POST', '/api/expense-categories', { token: a.oa.token, json: { name: 'MEALS' } });
    assert.equal(dup.status, 400);
    assert.ok(dup.body.name);
    assert.equal((await call(t.app, 'POST', '/api/expense-categories', { token: a.oa.token, json: { name: 'Gifts', limit_per_claim: '-1' } })).status, 400);
    assert.equal((await call(t.app, 'DELETE', `/api/expense-categories/${meals}`, { token: a.oa.token })).status, 409);
    const gifts = await call(t.app, 'POST', '/api/expense-categories', { token: a.oa.token, json: { name: 'Gifts', account_code: '6490' } });
    assert.equal(gifts.status, 201);
    const off = await call(t.app, 'PATCH', `/api/expense-categories/${gifts.body.id}`, { token: a.oa.token, json: { active: false } });
    assert.equal(off.body.active, false);
    const id = await newClaim();
    assert.equal((await addLine(id, a.ic.token, { category_id: gifts.body.id })).status, 400, 'an inactive category is not chosen');
    assert.equal((await call(t.app, 'DELETE', `/api/expense-categories/${gifts.body.id}`, { token: a.oa.token })).status, 204);

    const s = await call(t.app, 'GET', '/api/expense-settings', { token: a.vo.token });
    assert.deepEqual([s.body.currency, s.body.approver_office_role, s.body.reimbursement_days], ['USD', 'OA', 14]);
    assert.equal((await call(t.app, 'PUT', '/api/expense-settings', { token: a.ic.token, json: { currency: 'USD', approver_team_id: null, approver_office_role: 'OA', reimbursement_days: 14 } })).status, 403);
    const neither = await call(t.app, 'PUT', '/api/expense-settings', { token: a.oa.token, json: { currency: 'USD', approver_team_id: null, approver_office_role: null, reimbursement_days: 14 } });
    assert.equal(neither.status, 400);
    // Never saved: the organization's default currency and its offices' administrators.
    const fresh = await call(t.app, 'GET', '/api/expense-settings', { token: b.vo.token });
    assert.deepEqual([fresh.body.currency, fresh.body.approver_office_role, fresh.body.updated_at], ['USD', 'OA', null]);
  });
});

/** An organization whose one IC has `n` claims (rows written straight), each with a line; the IC's token. */
async function makeOrgWithClaims(n: number) {
  const o = await makeWorkflowOrg(t, { name: `Claims x${n}` });
  const [cat] = await t.db.insert(expenseCategory).values({ organizationId: o.orgId, name: 'Travel' }).returning({ id: expenseCategory.id });
  for (let i = 1; i <= n; i++) {
    const [c] = await t.db
      .insert(expenseClaim)
      .values({ organizationId: o.orgId, sequence: i, number: `EXP-${String(i).padStart(4, '0')}`, claimantUserId: i % 2 ? o.ic.id : o.lead.id, title: `Trip ${i}`, currency: 'USD', total: String(i), state: i % 3 ? 'submitted' : 'draft' })
      .returning({ id: expenseClaim.id });
    await t.db.insert(expenseLine).values({ organizationId: o.orgId, claimId: c!.id, position: 1, spentOn: '2026-03-01', merchant: 'Taxi', categoryId: cat!.id, amount: String(i), currency: 'USD', convertedAmount: String(i) });
  }
  return { token: o.oa.token };
}

describe('reimbursements owed, aged', () => {
  test("payables' aging over the payee accounts only: an approved claim is owed from its approval, a vendor is not listed, another organization's payee is not found", async () => {
    const id = await newClaim(a.lead.token);
    await lineOn(id, { amount: '37.25' }, a.lead.token);
    await act(id, 'submit', a.lead.token);
    const approved = await act(id, 'approve', a.oa.token);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const payee = approved.body.reimbursement.payee_account as { id: number; name: string };

    const aging = await call(t.app, 'GET', '/api/expense-reimbursements/aging', { token: a.vo.token });
    assert.equal(aging.status, 200, JSON.stringify(aging.body));
    const payees = new Set((await t.db.select({ id: expensePayee.accountId }).from(expensePayee).where(eq(expensePayee.organizationId, a.orgId))).map((p) => p.id));
    const rows = aging.body.rows as { account_id: number; account_name: string; current: string; total: string }[];
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => payees.has(r.account_id)), 'payee accounts only: ' + JSON.stringify(rows));
    assert.ok(!rows.some((r) => r.account_id === vendor));
    const mine = rows.find((r) => r.account_id === payee.id)!;
    assert.ok(mine, JSON.stringify(rows));
    assert.equal(mine.account_name, payee.name);
    // Due in 14 days: current, and every reimbursement still owed to that person is in the row.
    assert.equal(mine.current, mine.total);

    // The day before it was approved nothing of it was owed.
    const before = await call(t.app, 'GET', `/api/expense-reimbursements/aging?as_of=${dayOffset(-1)}`, { token: a.vo.token });
    assert.ok(!(before.body.rows as { account_id: number }[]).some((r) => r.account_id === payee.id), JSON.stringify(before.body.rows));

    const bills = await call(t.app, 'GET', `/api/expense-reimbursements/aging/${payee.id}`, { token: a.vo.token });
    assert.equal(bills.status, 200, JSON.stringify(bills.body));
    assert.ok((bills.body.results as { id: number; open: string }[]).some((b) => b.id === approved.body.reimbursement.bill_id && b.open === '37.25'), JSON.stringify(bills.body));
    assert.equal((await call(t.app, 'GET', `/api/expense-reimbursements/aging/${vendor}`, { token: a.vo.token })).status, 404, 'a vendor is not a payee');
    assert.equal((await call(t.app, 'GET', `/api/expense-reimbursements/aging/${payee.id}`, { token: b.oa.token })).status, 404, "another organization's payee");
    assert.ok(!((await call(t.app, 'GET', '/api/expense-reimbursements/aging', { token: b.oa.token })).body.rows as { account_id: number }[]).some((r) => r.account_id === payee.id));

    const csv = await t.app.request('/api/expense-reimbursements/aging?format=csv', { headers: { authorization: `JWT ${a.vo.token}` } });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
    assert.ok((await csv.text()).includes(payee.name));
    assert.equal((await call(t.app, 'GET', '/api/expense-reimbursements/aging?as_of=2026-02-30', { token: a.vo.token })).status, 400);
  });
});
