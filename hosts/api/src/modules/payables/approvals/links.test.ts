/**
 * Approving from the mail: when a step opens each of its approvers (not the one who entered the
 * bill) gets a mail with Approve and Reject links to a confirmation page. Reading a link changes
 * nothing; the decision is a POST; the token is bound to its approver, bill and step, works once,
 * expires, and is refused once its step is decided, the bill was sent again, or the approver may
 * no longer approve.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ApprovalLinkMessage, ModuleKind } from '@si/contract';
import { auditEvent, user } from '../../../db/schema.ts';
import { readOutbox } from '../../../platform/mail.ts';
import { sha256 } from '../../../platform/tokens.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeUser, signIn } from '../../../../test-support/fixtures.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { billApprovalDecision, billApprovalLink, billApprovalRule } from '../schema.ts';

let t: TestContext;
let a: Org;
let x: { id: number; email: string; token: string };

const act = (id: number, verb: string, token: string, json?: unknown) => call(t.app, 'POST', `/api/bills/${id}/${verb}`, { token, json });
const link = (token: string) => `/api/public/bill_approvals/${token}`;
const read = (token: string) => call(t.app, 'GET', link(token));
const decide = (token: string, json: unknown) => call(t.app, 'POST', link(token), { json });
const state = async (id: number) => (await call(t.app, 'GET', `/api/bills/${id}`, { token: a.oa.token })).body.state;

async function submitted(number: string): Promise<number> {
  const res = await call(t.app, 'POST', '/api/bills', {
    token: a.ic.token,
    json: { account_id: a.accountId, number, bill_date: '2026-03-01', due_date: '2026-03-31', currency: 'USD', lines: [{ description: 'Goods', quantity: '1', unit_price: '120' }] },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal((await act(res.body.id, 'submit', a.ic.token)).status, 200);
  return res.body.id;
}

/** The token of the newest approval mail to `email` about bill `number`. */
async function tokenFor(email: string, number: string): Promise<string> {
  const mail = (await readOutbox(t.db, { to: email })).find((m) => m.subject.includes(`Bill ${number} `));
  assert.ok(mail, `a mail to ${email} about ${number}`);
  const approve = mail.links.find((l) => l.endsWith('?decision=approve'))!;
  assert.ok(mail.links.some((l) => l.endsWith('?decision=reject')), 'a Reject link too');
  assert.ok(approve.startsWith('http://suite.test/public/approve/'));
  return approve.slice('http://suite.test/public/approve/'.length, -'?decision=approve'.length);
}

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Link Approvals Org' });
  const made = await makeUser(t.db, { orgId: a.orgId, officeId: a.officeId }, { role: 'LRA', firstName: 'Xavier' });
  x = { id: made.id, email: made.email, token: (await signIn(t.app, made)).access };
  // Step 1: Leah or Xavier (or Ivan's team: Ivan enters the bills, so gets no mail); step 2: Olivia.
  await t.db.insert(billApprovalRule).values({
    organizationId: a.orgId,
    name: 'Two steps',
    currency: 'USD',
    steps: [
      { user_ids: [a.lead.id, x.id], team_ids: [a.teamId], required: 1 },
      { user_ids: [a.oa.id], team_ids: [], required: 1 },
    ],
  });
});
after(() => t.database.close());

describe('approving from the mail', () => {
  test('a step opening mails its approvers; reading changes nothing; the link works once; the next step is mailed', async () => {
    const id = await submitted('L-1');
    assert.equal((await readOutbox(t.db, { to: a.ic.email })).length, 0, 'the one who entered it gets no mail');
    assert.equal((await readOutbox(t.db, { to: a.oa.email })).length, 0, 'step 2 is not open yet');
    const leah = await tokenFor(a.lead.email, 'L-1');
    const stored = await t.db.select().from(billApprovalLink).where(eq(billApprovalLink.itemId, id));
    assert.ok(stored.every((l) => l.tokenHash !== leah), 'only the hash is stored');
    assert.ok(stored.some((l) => l.tokenHash === sha256(leah)));
    const hours = (stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()) / 3_600_000;
    assert.ok(Math.abs(hours - 72) < 0.1, `${hours} hours`);

    for (let i = 0; i < 2; i++) {
      const seen = await read(leah);
      assert.equal(seen.status, 200, JSON.stringify(seen.body));
      assert.equal(seen.body.bill.number, 'L-1');
      assert.equal(seen.body.bill.total, '120.00');
      assert.equal(seen.body.approver, 'Leah User');
      assert.equal(seen.body.step, 1);
      assert.equal(seen.body.steps, 2);
    }
    assert.equal(await state(id), 'in_approval', 'reading changed nothing');
    assert.equal((await t.db.select().from(billApprovalDecision).where(eq(billApprovalDecision.itemId, id))).length, 0);
    assert.ok((await t.db.select().from(billApprovalLink).where(eq(billApprovalLink.itemId, id))).every((l) => l.usedAt === null));

    const done = await decide(leah, { decision: 'approve' });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.bill_state, 'in_approval');
    const again = await decide(leah, { decision: 'approve' });
    assert.equal(again.status, 410);
    assert.equal(again.body.detail, ApprovalLinkMessage.USED);
    const xs = await read(await tokenFor(x.email, 'L-1'));
    assert.equal(xs.status, 410, "Xavier's step was decided by Leah");
    assert.equal(xs.body.detail, ApprovalLinkMessage.DECIDED);

    const olivia = await tokenFor(a.oa.email, 'L-1');
    assert.equal((await decide(olivia, { decision: 'approve' })).body.bill_state, 'approved');
    const events = await t.db.select().from(auditEvent).where(eq(auditEvent.entityId, id));
    const recorded = events.filter((e) => e.action === 'bill_approval_recorded');
    assert.deepEqual(recorded.map((e) => e.actorUserId).sort(), [a.lead.id, a.oa.id].sort());
    assert.ok(recorded.every((e) => (e.details as { via?: string }).via === 'mail'));
  });

  test('a bill that does not match its purchase order is not approved from the mail: the reason is written in the suite', async () => {
    const order = await call(t.app, 'POST', '/api/purchase_orders', {
      token: a.oa.token,
      json: { account_id: a.accountId, number: 'PO-L-9', currency: 'USD', lines: [{ description: 'Goods', quantity: '1', unit_price: '100' }] },
    });
    assert.equal(order.status, 201, JSON.stringify(order.body));
    const made = await call(t.app, 'POST', '/api/bills', {
      token: a.ic.token,
      json: { account_id: a.accountId, number: 'L-9', bill_date: '2026-03-01', due_date: '2026-03-31', currency: 'USD', purchase_order_id: order.body.id, lines: [{ description: 'Goods', quantity: '1', unit_price: '120' }] },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal((await act(made.body.id, 'submit', a.ic.token)).status, 200);
    const leah = await tokenFor(a.lead.email, 'L-9');
    const refused = await decide(leah, { decision: 'approve' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.detail, ApprovalLinkMessage.MISMATCH);
    assert.equal(await state(made.body.id), 'in_approval');
    assert.equal((await read(leah)).status, 200, 'the link is not used up: it can still reject');
  });

  test("expired, a deactivated approver, a bill sent again, an unknown token are refused; a link only acts on its own bill", async () => {
    const one = await submitted('L-2');
    const two = await submitted('L-3');
    const leah2 = await tokenFor(a.lead.email, 'L-2');
    const leah3 = await tokenFor(a.lead.email, 'L-3');
    assert.equal((await decide(leah2, { decision: 'approve' })).status, 200);
    assert.equal(await state(two), 'in_approval', "bill L-3 untouched by L-2's link");
    assert.equal((await t.db.select().from(billApprovalDecision).where(eq(billApprovalDecision.itemId, two))).length, 0);

    await t.db.update(billApprovalLink).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(billApprovalLink.tokenHash, sha256(leah3)));
    const expired = await decide(leah3, { decision: 'approve' });
    assert.equal(expired.status, 410);
    assert.equal(expired.body.detail, ApprovalLinkMessage.EXPIRED);

    const xavier3 = await tokenFor(x.email, 'L-3');
    await t.db.update(user).set({ isActive: false }).where(eq(user.id, x.id));
    const gone = await decide(xavier3, { decision: 'approve' });
    assert.equal(gone.status, 403);
    assert.equal(gone.body.detail, ApprovalLinkMessage.NOT_ALLOWED);
    await t.db.update(user).set({ isActive: true }).where(eq(user.id, x.id));
    assert.equal(await state(two), 'in_approval');

    const noReason = await decide(xavier3, { decision: 'reject' });
    assert.equal(noReason.status, 400);
    assert.ok(noReason.body.reason);
    const rejected = await decide(xavier3, { decision: 'reject', reason: 'Not ordered' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.bill_state, 'rejected');
    assert.equal((await call(t.app, 'GET', `/api/bills/${two}`, { token: a.oa.token })).body.reject_reason, 'Not ordered');

    // Sent again: the old step's links point at nothing.
    const olivia2 = await tokenFor(a.oa.email, 'L-2');
    assert.equal((await act(one, 'reject', a.oa.token, { reason: 'Wrong amount' })).status, 200);
    assert.equal((await act(one, 'submit', a.ic.token)).status, 200);
    const changed = await read(olivia2);
    assert.equal(changed.status, 410);
    assert.equal(changed.body.detail, ApprovalLinkMessage.CHANGED);

    assert.equal((await read('A'.repeat(43))).status, 404);
    assert.equal((await read('short')).status, 404);
  });
});
