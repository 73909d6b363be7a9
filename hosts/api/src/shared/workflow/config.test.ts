import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ConditionType, FileUploadTrigger, ModuleKind, TransitionAction } from '@si/contract';
import { auditEvent } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { buildWorkflow, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Other Org' });
});
after(() => t.database.close());

describe('workflow configuration', () => {
  test('an OA builds a workflow with steps and a transition; GET shows it whole; the writes are audited', async () => {
    const wf = await buildWorkflow(t, o, [{ name: 'Requested', is_initial: true }, { name: 'Received', is_final: true }], [
      { from: 'Requested', to: 'Received', name: 'File arrives', trigger: FileUploadTrigger.NOTIFY_ACCOUNT_LEAD, actions: [{ action: TransitionAction.SET_STATUS }] },
    ]);
    const got = await call(t.app, 'GET', `/api/workflows/${wf.id}`, { token: o.ic.token });
    assert.equal(got.status, 200);
    assert.equal(got.body.is_active, true);
    assert.deepEqual(got.body.steps.map((s: { name: string; order: number; is_initial: boolean; is_final: boolean }) => [s.name, s.order, s.is_initial, s.is_final]), [
      ['Requested', 0, true, false],
      ['Received', 1, false, true],
    ]);
    const [tr] = got.body.transitions;
    assert.equal(tr.name, 'File arrives');
    assert.equal(tr.automatic, true, 'a file-upload trigger makes the transition automatic');
    assert.equal(tr.trigger, 12);
    assert.deepEqual(tr.actions, [{ action: 1 }]);
    const single = await call(t.app, 'GET', `/api/workflow_transitions/${tr.id}`, { token: o.vo.token });
    assert.equal(single.body.to_step_id, wf.steps.Received);
    const list = await call(t.app, 'GET', `/api/workflows?module_kind=${ModuleKind.FILE}`, { token: o.vo.token });
    assert.equal(list.body.count, 1);
    assert.equal(list.body.results[0].step_count, 2);
    assert.equal(list.body.results[0].transition_count, 1);
    const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, o.orgId), eq(auditEvent.actorUserId, o.oa.id)));
    const actions = audits.map((a) => a.action);
    for (const a of ['workflow_created', 'workflow_step_created', 'workflow_transition_created']) assert.ok(actions.includes(a), a);
  });

  test('activating a second workflow of the same module deactivates the first', async () => {
    const first = await buildWorkflow(t, o, [{ name: 'A' }], [], { moduleKind: ModuleKind.BANK });
    const second = await buildWorkflow(t, o, [{ name: 'B' }], [], { moduleKind: ModuleKind.BANK });
    assert.equal((await call(t.app, 'GET', `/api/workflows/${first.id}`, { token: o.oa.token })).body.is_active, false);
    assert.equal((await call(t.app, 'GET', `/api/workflows/${second.id}`, { token: o.oa.token })).body.is_active, true);
  });

  test('names: a workflow name is unique per module, a step name per workflow', async () => {
    await call(t.app, 'POST', '/api/workflows', { token: o.oa.token, json: { name: 'Loans', module_kind: ModuleKind.SALES_PIPELINE } });
    const dup = await call(t.app, 'POST', '/api/workflows', { token: o.oa.token, json: { name: 'loans', module_kind: ModuleKind.SALES_PIPELINE } });
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.body, { name: ['A workflow with this name already exists for this module.'] });
    const wf = await buildWorkflow(t, o, [{ name: 'Open' }], [], { moduleKind: ModuleKind.SALES_PIPELINE, active: false });
    const step = await call(t.app, 'POST', `/api/workflows/${wf.id}/steps`, { token: o.oa.token, json: { name: 'OPEN' } });
    assert.deepEqual(step.body, { name: ['A step with this name already exists in this workflow.'] });
  });

  test('bad input gets field messages', async () => {
    const none = await call(t.app, 'POST', '/api/workflows', { token: o.oa.token, json: {} });
    assert.equal(none.status, 400);
    assert.deepEqual(none.body.name, ['Field is required']);
    assert.deepEqual(none.body.module_kind, ['Field is required']);
    const bad = await call(t.app, 'POST', '/api/workflows', { token: o.oa.token, json: { name: 'X', module_kind: 9 } });
    assert.match(bad.body.module_kind[0], /Unknown module kind/);
    const wf = await buildWorkflow(t, o, [{ name: 'S1' }, { name: 'S2' }], [], { moduleKind: ModuleKind.CONTRACT_LIFECYCLE });
    const tr = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, {
      token: o.oa.token,
      json: { name: 'Go', from_step_id: wf.steps.S1, to_step_id: wf.steps.S2, conditions: [{ type: 7 }], actions: [{ action: TransitionAction.NOTIFY_TEAM }] },
    });
    assert.equal(tr.status, 400);
    assert.match(tr.body['conditions.0.type'][0], /Unknown condition type/);
    const tr2 = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, {
      token: o.oa.token,
      json: { name: 'Go', from_step_id: wf.steps.S1, to_step_id: wf.steps.S2, actions: [{ action: TransitionAction.NOTIFY_TEAM }] },
    });
    assert.deepEqual(tr2.body, { 'actions.0.team_id': ['Field is required'] });
  });

  test('a transition to a step of another workflow is refused', async () => {
    const a = await buildWorkflow(t, o, [{ name: 'One' }], [], { moduleKind: ModuleKind.VENDOR, name: 'A', active: false });
    const b = await buildWorkflow(t, o, [{ name: 'Two' }], [], { moduleKind: ModuleKind.VENDOR, name: 'B', active: false });
    const res = await call(t.app, 'POST', `/api/workflows/${a.id}/transitions`, { token: o.oa.token, json: { name: 'Jump', from_step_id: a.steps.One, to_step_id: b.steps.Two } });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { to_step_id: ['Step "Two" belongs to another workflow.'] });
  });

  test('a cycle of automatic transitions is refused, on create and on change', async () => {
    const wf = await buildWorkflow(t, o, [{ name: 'A' }, { name: 'B' }, { name: 'C' }], [
      { from: 'A', to: 'B', automatic: true },
      { from: 'B', to: 'C', automatic: true },
    ], { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE });
    const res = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, { token: o.oa.token, json: { name: 'Back', from_step_id: wf.steps.C, to_step_id: wf.steps.A, automatic: true } });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { to_step_id: ['This would make a cycle of automatic transitions: C → A → B → C.'] });
    const self = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, { token: o.oa.token, json: { name: 'Loop', from_step_id: wf.steps.B, to_step_id: wf.steps.B, automatic: true } });
    assert.equal(self.status, 400);
    // Manual, it is fine; switching it to automatic later is refused the same way.
    const manual = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, { token: o.oa.token, json: { name: 'Back', from_step_id: wf.steps.C, to_step_id: wf.steps.A } });
    assert.equal(manual.status, 201);
    const flip = await call(t.app, 'PATCH', `/api/workflow_transitions/${manual.body.id}`, { token: o.oa.token, json: { automatic: true } });
    assert.equal(flip.status, 400);
    assert.match(flip.body.to_step_id[0], /cycle of automatic transitions/);
  });

  test('a condition, action or trigger naming a missing (or another organization\'s) user, team or contact is refused', async () => {
    const wf = await buildWorkflow(t, o, [{ name: 'X' }, { name: 'Y' }], [], { moduleKind: ModuleKind.SECURE_INVOICE_SALES });
    const base = { name: 'Go', from_step_id: wf.steps.X, to_step_id: wf.steps.Y };
    const res = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, {
      token: o.oa.token,
      json: {
        ...base,
        conditions: [
          { type: ConditionType.USER_IS, user_id: 999999 },
          { type: ConditionType.USER_IN_TEAM, team_id: other.teamId },
          { type: ConditionType.ACCOUNT_CONTACT_IS_ANY, contact_ids: [o.contacts[0]!.contactId, other.contacts[0]!.contactId] },
        ],
        actions: [{ action: TransitionAction.ASSIGN_USER, user_id: other.oa.id }],
      },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      'conditions.0.user_id': ['Must be the id of a user of this organization.'],
      'conditions.1.team_id': ['Must be the id of a team of this organization.'],
      'conditions.2.contact_ids': ['Must be the id of a contact of this organization.'],
      'actions.0.user_id': ['Must be the id of a user of this organization.'],
    });
    const trig = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, { token: o.oa.token, json: { ...base, trigger: FileUploadTrigger.NOTIFY_USER, trigger_user_id: 424242 } });
    assert.deepEqual(trig.body, { trigger_user_id: ['Must be the id of a user of this organization.'] });
    const manualTrigger = await call(t.app, 'POST', `/api/workflows/${wf.id}/transitions`, { token: o.oa.token, json: { ...base, trigger: 1, automatic: false } });
    assert.deepEqual(manualTrigger.body, { automatic: ['A transition with a file-upload trigger is automatic.'] });
  });

  test('only an OA changes workflows: IC and VO get 403, and nothing is written', async () => {
    const wf = await buildWorkflow(t, o, [{ name: 'P' }, { name: 'Q' }], [{ from: 'P', to: 'Q' }], { moduleKind: ModuleKind.FILE, active: false, name: 'Roles' });
    for (const who of [o.ic, o.vo]) {
      const calls: [string, string, unknown?][] = [
        ['POST', '/api/workflows', { name: 'Mine', module_kind: 1 }],
        ['PATCH', `/api/workflows/${wf.id}`, { name: 'Renamed' }],
        ['DELETE', `/api/workflows/${wf.id}`],
        ['POST', `/api/workflows/${wf.id}/steps`, { name: 'R' }],
        ['PATCH', `/api/workflows/${wf.id}/steps/${wf.steps.P}`, { name: 'R' }],
        ['DELETE', `/api/workflows/${wf.id}/steps/${wf.steps.P}`],
        ['POST', `/api/workflows/${wf.id}/transitions`, { name: 'T', from_step_id: wf.steps.P, to_step_id: wf.steps.Q }],
        ['PATCH', `/api/workflow_transitions/${wf.transitions[0]}`, { name: 'T' }],
        ['DELETE', `/api/workflow_transitions/${wf.transitions[0]}`],
      ];
      for (const [method, path, json] of calls) {
        const res = await call(t.app, method, path, { token: who.token, json });
        assert.equal(res.status, 403, `${method} ${path}`);
      }
    }
    const still = await call(t.app, 'GET', `/api/workflows/${wf.id}`, { token: o.oa.token });
    assert.equal(still.body.name, 'Roles');
    assert.equal(still.body.steps.length, 2);
    assert.equal(still.body.transitions.length, 1);
  });

  test('one organization never sees or changes another\'s workflows', async () => {
    const wf = await buildWorkflow(t, o, [{ name: 'Mine' }], [], { moduleKind: ModuleKind.FILE, active: false, name: 'Private' });
    const tr = (await buildWorkflow(t, o, [{ name: 'M1' }, { name: 'M2' }], [{ from: 'M1', to: 'M2' }], { moduleKind: ModuleKind.FILE, active: false, name: 'Private 2' })).transitions[0];
    assert.equal((await call(t.app, 'GET', `/api/workflows/${wf.id}`, { token: other.oa.token })).status, 404);
    assert.equal((await call(t.app, 'PATCH', `/api/workflows/${wf.id}`, { token: other.oa.token, json: { name: 'Stolen' } })).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/api/workflows/${wf.id}`, { token: other.oa.token })).status, 404);
    assert.equal((await call(t.app, 'GET', `/api/workflow_transitions/${tr}`, { token: other.oa.token })).status, 404);
    const list = await call(t.app, 'GET', '/api/workflows?page_size=100', { token: other.oa.token });
    assert.ok(!list.body.results.some((w: { name: string }) => w.name.startsWith('Private')));
  });

  test('a module outside the allowed modules answers 403 Module not allowed', async () => {
    const org = await makeWorkflowOrg(t, { name: 'Lender only' });
    await setConfig(t.db, org.orgId, 'modules_allowed', '["lender"]');
    const res = await call(t.app, 'POST', '/api/workflows', { token: org.oa.token, json: { name: 'Files', module_kind: ModuleKind.FILE } });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { detail: 'Module not allowed' });
  });

  test('deleting a step takes its transitions with it; deleting the workflow answers 204 and then 404', async () => {
    const wf = await buildWorkflow(t, o, [{ name: 'D1' }, { name: 'D2' }], [{ from: 'D1', to: 'D2' }], { moduleKind: ModuleKind.FILE, active: false, name: 'Doomed' });
    assert.equal((await call(t.app, 'DELETE', `/api/workflows/${wf.id}/steps/${wf.steps.D2}`, { token: o.oa.token })).status, 204);
    assert.equal((await call(t.app, 'GET', `/api/workflow_transitions/${wf.transitions[0]}`, { token: o.oa.token })).status, 404);
    assert.equal((await call(t.app, 'DELETE', `/api/workflows/${wf.id}`, { token: o.oa.token })).status, 204);
    assert.equal((await call(t.app, 'GET', `/api/workflows/${wf.id}`, { token: o.oa.token })).status, 404);
  });
});
