import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call } from '../../../../test-support/helpers.ts';
import { makeUser } from '../../../../test-support/fixtures.ts';
import { adminWorld, assertInvisibleToOtherOrg, assertOnlyOaWrites, auditActions, type AdminWorld } from '../../../../test-support/admin-support.ts';

let w: AdminWorld;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });

before(async () => {
  w = await adminWorld();
});
after(() => w.t.database.close());

describe('teams', () => {
  let team: number;

  test('an OA creates a team; names are unique per organization, whatever the case', async () => {
    const res = await api('POST', '/api/teams', { name: 'Underwriting' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(res.body, { id: res.body.id, name: 'Underwriting', member_count: 0 });
    team = res.body.id;
    const dup = await api('POST', '/api/teams', { name: ' underwriting ' });
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.body, { name: ['A team with this name already exists.'] });
    // Another organization may use the same name.
    assert.equal((await api('POST', '/api/teams', { name: 'Underwriting' }, w.tokens.stranger)).status, 201);
  });

  test('members are added, listed with search, refused twice, and removed', async () => {
    assert.equal((await api('POST', `/api/teams/${team}/members`, { user_id: w.ic.id })).status, 201);
    const added = await api('POST', `/api/teams/${team}/members`, { user_id: w.vo.id });
    assert.equal(added.body.email, w.vo.email);
    assert.equal(added.body.first_name, 'Vera');
    const again = await api('POST', `/api/teams/${team}/members`, { user_id: w.ic.id });
    assert.deepEqual(again.body, { user_id: ['This user is already a member of the team.'] });

    const list = await api('GET', `/api/teams/${team}/members?ordering=first_name`, undefined, w.tokens.vo);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.results.map((m: { first_name: string }) => m.first_name), ['Ian', 'Vera']);
    const found = await api('GET', `/api/teams/${team}/members?search=ver`);
    assert.deepEqual(found.body.results.map((m: { user_id: number }) => m.user_id), [w.vo.id]);
    assert.equal((await api('GET', `/api/teams/${team}`)).body.member_count, 2);

    assert.equal((await api('DELETE', `/api/teams/${team}/members/${w.vo.id}`)).status, 204);
    assert.equal((await api('DELETE', `/api/teams/${team}/members/${w.vo.id}`)).status, 404);
    assert.equal((await api('GET', `/api/teams/${team}`)).body.member_count, 1);
    const actions = await auditActions(w);
    assert.ok(actions.includes('team_member_added') && actions.includes('team_member_removed'));
  });

  test('a user of another organization cannot be made a member', async () => {
    const outsider = await makeUser(w.t.db, w.otherOrg);
    const res = await api('POST', `/api/teams/${team}/members`, { user_id: outsider.id });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { user_id: ['Must be the id of a user of this organization.'] });
    assert.deepEqual((await api('POST', `/api/teams/${team}/members`, { user_id: 'x' })).body, { user_id: ['Must be the id of a user of this organization.'] });
  });

  test('only an OA writes, members included', async () => {
    await assertOnlyOaWrites(w, [
      { method: 'POST', path: '/api/teams', json: { name: 'Nope' } },
      { method: 'PATCH', path: `/api/teams/${team}`, json: { name: 'Nope' } },
      { method: 'DELETE', path: `/api/teams/${team}` },
      { method: 'POST', path: `/api/teams/${team}/members`, json: { user_id: w.vo.id } },
      { method: 'DELETE', path: `/api/teams/${team}/members/${w.ic.id}` },
    ]);
  });

  test('another organization sees neither the team nor its members', async () => {
    await assertInvisibleToOtherOrg(w, '/api/teams', team, { name: 'Mine' });
    assert.equal((await api('GET', `/api/teams/${team}/members`, undefined, w.tokens.stranger)).status, 404);
    assert.equal((await api('POST', `/api/teams/${team}/members`, { user_id: w.ic.id }, w.tokens.stranger)).status, 404);
  });

  test('renaming and deleting a team', async () => {
    assert.equal((await api('PATCH', `/api/teams/${team}`, { name: 'Credit' })).body.name, 'Credit');
    assert.equal((await api('DELETE', `/api/teams/${team}`)).status, 204);
    assert.equal((await api('GET', `/api/teams/${team}/members`)).status, 404);
  });
});
