/**
 * The per-organization cache (platform/org-cache.ts) through its one user, the active workflow
 * steps: a status reads as a task state from memory, a workflow change through the API is what
 * the next request reads, and a notification from another process drops the entry.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { workflowStep } from '../db/schema.ts';
import { notify } from '../db/notifications.ts';
import { activeStepsCache } from '../shared/workflow/engine/state.ts';
import { call, eventually, setup, type TestContext } from '../../test-support/helpers.ts';
import { assignItem, buildWorkflow, makeItem, makeWorkflowOrg, type Org } from '../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let wf: Awaited<ReturnType<typeof buildWorkflow>>;


before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  wf = await buildWorkflow(t, o, [{ name: 'Requested', is_initial: true }, { name: 'In review' }, { name: 'Accepted', is_final: true }], []);
  await assignItem(t.db, o, (await makeItem(t.db, o, { title: 'Bank statements', status: 'In review' })).id, { userId: o.ic.id });
  assert.ok(await eventually(() => activeStepsCache.isLive(t.db)), 'the cache listener connects');
});
after(() => t.database.close());

const stateOf = async (title: string) => {
  const res = await call(t.app, 'GET', '/api/tasks?page_size=100', { token: o.ic.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return (res.body.results as { title: string; state: string }[]).find((r) => r.title === title)?.state;
};

describe('the active workflow steps cache', () => {
  test('serves from memory, and a step changed through the API is read at once', async () => {
    // The set-up's own notifications may still be on their way; once one sent now has arrived, they all have.
    const seen = activeStepsCache.received(t.db);
    await activeStepsCache.changed(t.db, o.orgId);
    assert.ok(await eventually(() => activeStepsCache.received(t.db) > seen), 'the marker arrives');
    assert.equal(await stateOf('Bank statements'), 'in_progress');
    // Behind the cache's back (no notification): the cached steps still decide, so reads do hit the cache.
    await t.db.update(workflowStep).set({ isFinal: true }).where(eq(workflowStep.id, wf.steps['In review']!));
    assert.equal(await stateOf('Bank statements'), 'in_progress');
    await t.db.update(workflowStep).set({ isFinal: false }).where(eq(workflowStep.id, wf.steps['In review']!));

    const patched = await call(t.app, 'PATCH', `/api/workflows/${wf.id}/steps/${wf.steps['In review']}`, { token: o.oa.token, json: { is_final: true } });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    assert.equal(await stateOf('Bank statements'), 'done');
  });

  test('a refused write leaves the cache alone, and a notification from elsewhere drops the entry', async () => {
    const refused = await call(t.app, 'PATCH', `/api/workflows/${wf.id}/steps/${wf.steps['In review']}`, { token: o.ic.token, json: { is_final: false } });
    assert.equal(refused.status, 403);
    assert.equal(await stateOf('Bank statements'), 'done');
    // Another process changed the steps and said so: this one reads them afresh.
    await t.db.update(workflowStep).set({ isFinal: false }).where(eq(workflowStep.id, wf.steps['In review']!));
    await notify(t.db, 'si_workflow_steps', String(o.orgId));
    let state: string | undefined;
    assert.ok(await eventually(async () => (state = await stateOf('Bank statements')) === 'in_progress'), `state stayed ${state}`);
  });
});
