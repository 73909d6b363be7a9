import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ConditionCombiner, ConditionType, TransitionAction } from '@si/contract';
import { auditEvent, itemHistory } from '../../db/schema.ts';
import { onFileArrived } from './engine/engine.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { buildWorkflow, engineDeps, fileFrom, makeItem, makeWorkflowOrg, statusOf, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
});
after(() => t.database.close());

const SET = [{ action: TransitionAction.SET_STATUS }];
const STEPS = [{ name: 'Requested', is_initial: true }, { name: 'Approved', is_final: true }];

/** A workflow whose one manual transition carries `conditions`; returns an item at its first step. */
async function guarded(conditions: unknown[], combiner: number = ConditionCombiner.ALL) {
  await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'Approved', name: 'Approve', conditions, combiner, actions: SET }]);
  return makeItem(t.db, o);
}
const move = (token: string, itemId: number) => call(t.app, 'PATCH', `/api/items/${itemId}/status`, { token, json: { status: 'Approved' } });

/** A file-triggered transition carrying `conditions`: whether an upload by `contactId` moves the item. */
async function uploadMoves(conditions: unknown[], contactId: number) {
  await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'Approved', name: 'Received', trigger: 1, conditions, actions: SET }]);
  const it = await makeItem(t.db, o);
  await onFileArrived(engineDeps(t), await fileFrom(t.db, o, it.id, contactId));
  return (await statusOf(t.db, it.id)) === 'Approved';
}
describe('conditions (spec 3, types 1-6) and the combiner', () => {
  test('1 always false: nobody takes the transition (403) and the item stays put', async () => {
    const it = await guarded([{ type: ConditionType.ALWAYS_FALSE }]);
    const res = await move(o.oa.token, it.id);
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { detail: 'The conditions of "Approve" are not met.' });
    assert.equal(await statusOf(t.db, it.id), 'Requested');
  });

  test('2 user in team: a member passes, a non-member gets 403', async () => {
    const it = await guarded([{ type: ConditionType.USER_IN_TEAM, team_id: o.teamId }]);
    assert.equal((await move(o.lead.token, it.id)).status, 403);
    const ok = await move(o.ic.token, it.id);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.status, 'Approved');
    assert.deepEqual(ok.body.transitions.map((x: { name: string; from: string; to: string }) => [x.name, x.from, x.to]), [['Approve', 'Requested', 'Approved']]);
  });

  test('3 user is: only that user', async () => {
    const it = await guarded([{ type: ConditionType.USER_IS, user_id: o.lead.id }]);
    assert.equal((await move(o.ic.token, it.id)).status, 403);
    assert.equal((await move(o.lead.token, it.id)).status, 200);
    assert.equal(await statusOf(t.db, it.id), 'Approved');
  });

  test('4 user is any: one of the listed users; an empty list means any staff user', async () => {
    const it = await guarded([{ type: ConditionType.USER_IS_ANY, user_ids: [o.ic.id, o.lead.id] }]);
    assert.equal((await move(o.oa.token, it.id)).status, 403);
    assert.equal((await move(o.lead.token, it.id)).status, 200);
    const open = await guarded([{ type: ConditionType.USER_IS_ANY, user_ids: [] }]);
    assert.equal((await move(o.oa.token, open.id)).status, 200);
  });

  test('5 account contact is: an upload by that contact fires the transition, by another contact it does not', async () => {
    const [ada, bob] = o.contacts;
    assert.equal(await uploadMoves([{ type: ConditionType.ACCOUNT_CONTACT_IS, contact_id: ada!.contactId }], bob!.contactId), false);
    assert.equal(await uploadMoves([{ type: ConditionType.ACCOUNT_CONTACT_IS, contact_id: ada!.contactId }], ada!.contactId), true);
  });

  test('6 account contact is any: one of the listed contacts; an empty list means any contact of the account; a user never passes', async () => {
    const [ada, bob] = o.contacts;
    assert.equal(await uploadMoves([{ type: ConditionType.ACCOUNT_CONTACT_IS_ANY, contact_ids: [bob!.contactId] }], ada!.contactId), false);
    assert.equal(await uploadMoves([{ type: ConditionType.ACCOUNT_CONTACT_IS_ANY, contact_ids: [bob!.contactId] }], bob!.contactId), true);
    assert.equal(await uploadMoves([{ type: ConditionType.ACCOUNT_CONTACT_IS_ANY, contact_ids: [] }], ada!.contactId), true);
    const it = await guarded([{ type: ConditionType.ACCOUNT_CONTACT_IS_ANY, contact_ids: [] }]);
    assert.equal((await move(o.oa.token, it.id)).status, 403);
  });

  test('a failed file run is written to the audit log as workflow_no_transition', async () => {
    const [ada, bob] = o.contacts;
    await buildWorkflow(t, o, STEPS, [{ from: 'Requested', to: 'Approved', trigger: 1, conditions: [{ type: ConditionType.ACCOUNT_CONTACT_IS, contact_id: ada!.contactId }], actions: SET }]);
    const it = await makeItem(t.db, o);
    await onFileArrived(engineDeps(t), await fileFrom(t.db, o, it.id, bob!.contactId));
    const rows = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 3), eq(auditEvent.entityId, it.id)));
    assert.deepEqual(rows.map((r) => r.action), ['workflow_no_transition']);
    assert.equal(rows[0]!.details.contact_id, bob!.contactId);
  });

  test('combiner: all of the following needs every condition, any of the following needs one', async () => {
    const conds = [{ type: ConditionType.USER_IS, user_id: o.ic.id }, { type: ConditionType.ALWAYS_FALSE }];
    const all = await guarded(conds, ConditionCombiner.ALL);
    assert.equal((await move(o.ic.token, all.id)).status, 403);
    const any = await guarded(conds, ConditionCombiner.ANY);
    assert.equal((await move(o.ic.token, any.id)).status, 200);
    assert.equal(await statusOf(t.db, any.id), 'Approved');
  });

  test('the transitions call shows what the caller may take', async () => {
    const it = await guarded([{ type: ConditionType.USER_IS, user_id: o.lead.id }]);
    const forIc = await call(t.app, 'GET', `/api/items/${it.id}/transitions`, { token: o.ic.token });
    assert.equal(forIc.status, 200);
    assert.deepEqual(forIc.body.transitions.map((x: { name: string; to_status: string; allowed: boolean }) => [x.name, x.to_status, x.allowed]), [['Approve', 'Approved', false]]);
    const forLead = await call(t.app, 'GET', `/api/items/${it.id}/transitions`, { token: o.lead.token });
    assert.equal(forLead.body.transitions[0].allowed, true);
    assert.equal((await t.db.select().from(itemHistory).where(eq(itemHistory.itemId, it.id))).length, 0, 'reading changes nothing');
  });
});
