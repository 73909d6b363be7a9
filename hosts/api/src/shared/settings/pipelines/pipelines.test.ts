import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call } from '../../../../test-support/helpers.ts';
import { adminWorld, assertInvisibleToOtherOrg, assertOnlyOaWrites, auditActions, type AdminWorld } from '../../../../test-support/admin-support.ts';

let w: AdminWorld;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });
const names = (p: { stages: { name: string }[] }) => p.stages.map((s) => s.name);

before(async () => {
  w = await adminWorld();
});
after(() => w.t.database.close());

describe('pipelines', () => {
  let id: number;

  test('an OA creates a pipeline with its stages in order', async () => {
    const res = await api('POST', '/api/pipelines', { name: 'Commercial loans', stages: ['Lead', 'Application', 'Underwriting', 'Closed'] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    id = res.body.id;
    assert.deepEqual(names(res.body), ['Lead', 'Application', 'Underwriting', 'Closed']);
    assert.deepEqual(res.body.stages.map((s: { position: number }) => s.position), [0, 1, 2, 3]);
    const list = await api('GET', '/api/pipelines', undefined, w.tokens.vo);
    assert.deepEqual(names(list.body.results[0]), ['Lead', 'Application', 'Underwriting', 'Closed']);
  });

  test('duplicate stage or pipeline names are refused', async () => {
    assert.deepEqual((await api('POST', '/api/pipelines', { name: 'Other', stages: ['A', 'a'] })).body, { stages: ['Stage names must be different from each other.'] });
    assert.deepEqual((await api('POST', '/api/pipelines', { name: 'commercial loans' })).body, { name: ['A pipeline with this name already exists.'] });
    assert.deepEqual((await api('POST', `/api/pipelines/${id}/stages`, { name: 'lead' })).body, { name: ['This pipeline already has a stage with this name.'] });
    assert.deepEqual((await api('POST', '/api/pipelines', { name: 'Other', stages: [''] })).body, { 'stages.0': ['Field is required'] });
  });

  test('stages are appended, renamed, reordered and removed one at a time', async () => {
    const added = await api('POST', `/api/pipelines/${id}/stages`, { name: 'Funded' });
    assert.equal(added.status, 201);
    assert.deepEqual(names(added.body), ['Lead', 'Application', 'Underwriting', 'Closed', 'Funded']);
    const [lead, app, uw, closed, funded] = added.body.stages.map((s: { id: number }) => s.id);
    const renamed = await api('PATCH', `/api/pipelines/${id}/stages/${app}`, { name: 'Applied' });
    assert.deepEqual(names(renamed.body), ['Lead', 'Applied', 'Underwriting', 'Closed', 'Funded']);
    const reordered = await api('POST', `/api/pipelines/${id}/stages/reorder`, { ids: [lead, app, uw, funded, closed] });
    assert.deepEqual(names(reordered.body), ['Lead', 'Applied', 'Underwriting', 'Funded', 'Closed']);
    assert.deepEqual((await api('POST', `/api/pipelines/${id}/stages/reorder`, { ids: [lead, app] })).body, { ids: ['Send every stage id of this pipeline exactly once.'] });
    const removed = await api('DELETE', `/api/pipelines/${id}/stages/${uw}`);
    assert.deepEqual(names(removed.body), ['Lead', 'Applied', 'Funded', 'Closed']);
    assert.equal((await api('DELETE', `/api/pipelines/${id}/stages/${uw}`)).status, 404);
    const actions = await auditActions(w);
    for (const a of ['pipeline_stage_created', 'pipeline_stage_updated', 'pipeline_stages_reordered', 'pipeline_stage_deleted']) assert.ok(actions.includes(a), a);
  });

  test('PATCH with stages sets the whole list, keeping the ids of stages that stay', async () => {
    const before = (await api('GET', `/api/pipelines/${id}`)).body;
    const leadId = before.stages[0].id;
    const res = await api('PATCH', `/api/pipelines/${id}`, { stages: ['Closed', 'Lead', 'Won'] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(names(res.body), ['Closed', 'Lead', 'Won']);
    assert.equal(res.body.stages[1].id, leadId);
    assert.equal(res.body.name, 'Commercial loans', 'the name is untouched');
  });

  test('only an OA writes, stages included', async () => {
    const stage = (await api('GET', `/api/pipelines/${id}`)).body.stages[0].id;
    await assertOnlyOaWrites(w, [
      { method: 'POST', path: '/api/pipelines', json: { name: 'Nope' } },
      { method: 'PATCH', path: `/api/pipelines/${id}`, json: { name: 'Nope' } },
      { method: 'DELETE', path: `/api/pipelines/${id}` },
      { method: 'POST', path: `/api/pipelines/${id}/stages`, json: { name: 'Nope' } },
      { method: 'PATCH', path: `/api/pipelines/${id}/stages/${stage}`, json: { name: 'Nope' } },
      { method: 'DELETE', path: `/api/pipelines/${id}/stages/${stage}` },
      { method: 'POST', path: `/api/pipelines/${id}/stages/reorder`, json: { ids: [stage] } },
    ]);
  });

  test('another organization never sees the pipeline or touches its stages', async () => {
    await assertInvisibleToOtherOrg(w, '/api/pipelines', id, { name: 'Mine' });
    assert.equal((await api('POST', `/api/pipelines/${id}/stages`, { name: 'X' }, w.tokens.stranger)).status, 404);
  });

  test('deleting a pipeline deletes its stages', async () => {
    assert.equal((await api('DELETE', `/api/pipelines/${id}`)).status, 204);
    assert.equal((await api('GET', `/api/pipelines/${id}`)).status, 404);
  });
});
