/**
 * Deciding a pipeline loan: only a reviewer (LRA) or an Office Administrator (IC and VO 403), a
 * reason for a decline and conditions for an approval with conditions (400), two decisions by two
 * people above the settings' amount (the same person twice 409), two decisions at once (exactly
 * one recorded), conditions becoming requirements, booking (monitoring or loan draw) and
 * reopening a decline for a new round.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { CONDITIONS_SECTION, ItemKind, type LoanDecisions } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import { account, item, requirement } from '../../../db/schema.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { loan, loanDecision, loanHistory } from '../schema.ts';
import { insertPipelineLoans, pipelineWorld, type PipelineWorld } from './test-world.ts';

let t: TestContext;
let a: PipelineWorld;
let b: PipelineWorld;

type Answer = LoanDecisions & { detail?: string; reason?: string[]; conditions?: string[] };
const decide = (id: number, json: unknown, token = a.lra.token) => call<Answer>(t.app, 'POST', `/api/lending/loans/${id}/decisions`, { token, json });
const decisions = (id: number, token = a.vo.token) => call<Answer>(t.app, 'GET', `/api/lending/loans/${id}/decisions`, { token });
const book = (id: number, json: unknown = {}, token = a.ic.token) => call<Answer>(t.app, 'POST', `/api/lending/loans/${id}/book`, { token, json });
const reopen = (id: number, token = a.lra.token) => call<Answer>(t.app, 'POST', `/api/lending/loans/${id}/reopen`, { token });
const newLoan = async (amount = '50000.00') => (await insertPipelineLoans(t.db, a, { pipelineId: a.pipeline.id, stageId: a.pipeline.stages[1]!, status: 'in_review', amount }))[0]!;

before(async () => {
  t = await setup();
  a = await pipelineWorld(t, 'Decisions A');
  b = await pipelineWorld(t, 'Decisions B');
});
after(() => t.database.close());

describe('deciding a loan', () => {
  test('an IC or a VO may not decide (403); another organization is a 404; bad bodies are 400 on the field', async () => {
    const id = await newLoan();
    for (const token of [a.ic.token, a.vo.token]) {
      const res = await decide(id, { outcome: 'approved' }, token);
      assert.equal(res.status, 403);
      assert.equal(res.body.detail, 'You do not have permission to perform this action.', "every role-limited call's 403");
    }
    assert.equal((await decide(id, { outcome: 'approved' }, b.lra.token)).status, 404);
    assert.ok((await decide(id, { outcome: 'declined' })).body.reason, 'a decline needs its reason');
    assert.ok((await decide(id, { outcome: 'approved_with_conditions', conditions: [] })).body.conditions);
    assert.ok((await decide(id, { outcome: 'approved_with_conditions', conditions: Array.from({ length: 21 }, (_, i) => `C${i}`) })).body.conditions);
    assert.ok((await decide(id, { outcome: 'approved_with_conditions', conditions: ['x'.repeat(301)] })).body['conditions.0' as 'conditions']);
    assert.ok((await decide(id, { outcome: 'approved', conditions: ['Only with conditions'] })).body.conditions);
    assert.equal((await decide(id, { outcome: 'maybe' })).status, 400);
    assert.equal((await t.db.select().from(loanDecision).where(eq(loanDecision.accountId, id))).length, 0);
  });

  test('one decision approves a loan at or under the amount; a decided loan is a 409; the OA may decide', async () => {
    const id = await newLoan('1000000.00');
    const res = await decide(id, { outcome: 'approved', reason: 'Strong cash flow' }, a.oa.token);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.status, 'approved');
    assert.equal(res.body.needed, 1);
    assert.equal(res.body.given, 1);
    assert.equal(res.body.decisions[0]!.decided_by.id, a.oa.id);
    assert.equal(res.body.decisions[0]!.reason, 'Strong cash flow');
    const again = await decide(id, { outcome: 'declined', reason: 'No' });
    assert.equal(again.status, 409);
    assert.equal(again.body.detail, LendingMessage.decided);
    const h = await t.db.select().from(loanHistory).where(and(eq(loanHistory.accountId, id), eq(loanHistory.section, 'decision')));
    assert.deepEqual(h.map((r) => r.action).sort(), ['approved', 'decided']);
  });

  test('above the amount: two decisions by two people; the same person twice is a 409; any decline declines', async () => {
    const id = await newLoan('2500000.00');
    const first = await decide(id, { outcome: 'approved' }, a.oa.token);
    assert.equal(first.status, 201);
    assert.equal(first.body.status, 'in_review');
    assert.equal(first.body.needed, 2);
    assert.equal(first.body.given, 1);
    const twice = await decide(id, { outcome: 'approved' }, a.oa.token);
    assert.equal(twice.status, 409);
    assert.equal(twice.body.detail, LendingMessage.sameDecider);
    const second = await decide(id, { outcome: 'declined', reason: 'Collateral too thin' });
    assert.equal(second.status, 201);
    assert.equal(second.body.status, 'declined');
    assert.deepEqual(
      second.body.decisions.map((d) => [d.ordinal, d.outcome]),
      [
        [2, 'declined'],
        [1, 'approved'],
      ],
    );
  });

  test('two decisions at once: exactly one is recorded, the other a 409', async () => {
    for (const amount of ['5000.00', '5000000.00']) {
      const id = await newLoan(amount);
      const both = await Promise.all([decide(id, { outcome: 'approved' }, a.lra.token), decide(id, { outcome: 'approved' }, amount === '5000.00' ? a.lra2.token : a.lra.token)]);
      assert.deepEqual(both.map((r) => r.status).sort(), [201, 409], JSON.stringify(both.map((r) => r.body)));
      assert.equal((await t.db.select().from(loanDecision).where(eq(loanDecision.accountId, id))).length, 1);
    }
  });

  test('the conditions of an approval become requirements of the loan, their item ids kept in the decision', async () => {
    const id = await newLoan('3000000.00');
    assert.equal((await decide(id, { outcome: 'approved_with_conditions', conditions: ['Personal guarantee of the owner', 'Insurance certificate'] }, a.lra.token)).status, 201);
    assert.equal((await t.db.select().from(item).where(eq(item.accountId, id))).length, 0, 'not before the loan is approved');
    const res = await decide(id, { outcome: 'approved_with_conditions', conditions: ['Audited statements yearly'] }, a.lra2.token);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.status, 'approved');
    const items = await t.db.select().from(item).innerJoin(requirement, eq(requirement.itemId, item.id)).where(eq(item.accountId, id));
    assert.deepEqual(items.map((r) => r.item.title).sort(), ['Audited statements yearly', 'Insurance certificate', 'Personal guarantee of the owner']);
    assert.ok(items.every((r) => r.item.kind === ItemKind.REQUEST_ITEM && r.item.section === CONDITIONS_SECTION && r.item.organizationId === a.orgId));
    const kept = res.body.decisions.flatMap((d) => d.conditions);
    assert.deepEqual(kept.map((c) => c.item_id).sort(), items.map((r) => r.item.id).sort());
  });

  test('booking: an approved loan becomes active in monitoring, or in loan draw with draws; anything else is a 409', async () => {
    const id = await newLoan();
    assert.equal((await book(id)).status, 409, 'not approved yet');
    await decide(id, { outcome: 'approved' });
    assert.equal((await book(id, {}, a.vo.token)).status, 403);
    const res = await book(id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'active');
    assert.equal(res.body.workspace_kind, 1);
    const draws = await newLoan();
    await decide(draws, { outcome: 'approved' });
    assert.equal((await book(draws, { draws: true })).body.workspace_kind, 3);
    const [acct] = await t.db.select().from(account).where(eq(account.id, draws));
    assert.equal(acct!.workspaceKind, 3);
    assert.equal((await decide(id, { outcome: 'approved' }, a.lra2.token)).body.detail, LendingMessage.notInPipeline);
  });

  test('reopening a decline: in review again with a new round (an LRA or OA only); the new round takes new decisions', async () => {
    const id = await newLoan();
    assert.equal((await reopen(id)).status, 409);
    await decide(id, { outcome: 'declined', reason: 'Thin file' });
    assert.equal((await reopen(id, a.ic.token)).status, 403);
    const res = await reopen(id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'in_review');
    assert.equal(res.body.round, 2);
    assert.equal(res.body.given, 0);
    const again = await decide(id, { outcome: 'approved' });
    assert.equal(again.body.status, 'approved');
    assert.deepEqual(
      again.body.decisions.map((d) => [d.round, d.outcome]),
      [
        [2, 'approved'],
        [1, 'declined'],
      ],
    );
    const [row] = await t.db.select().from(loan).where(eq(loan.accountId, id));
    assert.equal(row!.decisionRound, 2);
    assert.equal((await decisions(id)).body.given, 1);
    assert.equal((await decisions(id, b.vo.token)).status, 404);
  });
});
