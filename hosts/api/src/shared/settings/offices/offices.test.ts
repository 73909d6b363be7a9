import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call } from '../../../../test-support/helpers.ts';
import { adminWorld, assertInvisibleToOtherOrg, assertOnlyOaWrites, auditActions, type AdminWorld } from '../../../../test-support/admin-support.ts';

let w: AdminWorld;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });

before(async () => {
  w = await adminWorld();
});
after(() => w.t.database.close());

describe('offices', () => {
  let east: number;

  test('an OA creates an office; it is listed with its user count', async () => {
    const res = await api('POST', '/api/offices', { identifier: 'EAST', name: 'East branch' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(res.body, { id: res.body.id, identifier: 'EAST', name: 'East branch', user_count: 0 });
    east = res.body.id;
    const list = await api('GET', '/api/offices', undefined, w.tokens.vo);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.results.map((o: { identifier: string; user_count: number }) => [o.identifier, o.user_count]),
      [['EAST', 0], ['HQ', 3]],
    );
    assert.equal(list.body.count, 2);
    assert.equal(list.body.next, null);
    assert.ok((await auditActions(w)).includes('office_created'));
  });

  test('a taken identifier (any case) is a 400 on the field, on create and on rename', async () => {
    const dup = await api('POST', '/api/offices', { identifier: 'east', name: 'Another' });
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.body, { identifier: ['An office with this identifier already exists.'] });
    const rename = await api('PATCH', `/api/offices/${east}`, { identifier: 'HQ' });
    assert.deepEqual(rename.body, { identifier: ['An office with this identifier already exists.'] });
    // Keeping its own identifier is not a clash.
    assert.equal((await api('PATCH', `/api/offices/${east}`, { identifier: 'EAST', name: 'East' })).status, 200);
  });

  test('missing and too long fields get field messages; unknown fields are refused', async () => {
    const res = await api('POST', '/api/offices', { identifier: '  ', name: 'x'.repeat(201), colour: 'red' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.identifier, ['Field is required']);
    assert.deepEqual(res.body.name, ['Ensure this field has no more than 200 characters.']);
    assert.deepEqual(res.body.colour, ['This field may not be changed.']);
    assert.deepEqual((await api('POST', '/api/offices', {})).body, { identifier: ['Field is required'], name: ['Field is required'] });
  });

  test('PATCH changes only what is sent', async () => {
    const res = await api('PATCH', `/api/offices/${east}`, { name: 'Eastern branch' });
    assert.equal(res.status, 200);
    assert.equal(res.body.identifier, 'EAST');
    assert.equal(res.body.name, 'Eastern branch');
  });

  test('paging, ordering and search', async () => {
    for (let i = 1; i <= 12; i++) assert.equal((await api('POST', '/api/offices', { identifier: `B${String(i).padStart(2, '0')}`, name: `Branch ${i}` })).status, 201);
    const first = await api('GET', '/api/offices?ordering=-identifier&page_size=10');
    assert.equal(first.body.count, 14);
    assert.equal(first.body.results.length, 10);
    assert.equal(first.body.results[0].identifier, 'HQ');
    assert.equal(first.body.previous, null);
    assert.equal(first.body.next, '/api/offices?ordering=-identifier&page_size=10&page=2');
    const second = await api('GET', '/api/offices?ordering=-identifier&page_size=10&page=2');
    assert.equal(second.body.results.length, 4);
    assert.equal(second.body.next, null);
    assert.equal(second.body.previous, '/api/offices?ordering=-identifier&page_size=10&page=1');
    assert.deepEqual(second.body.results.map((o: { identifier: string }) => o.identifier), ['B04', 'B03', 'B02', 'B01']);
    const found = await api('GET', '/api/offices?search=branch%201');
    assert.deepEqual(found.body.results.map((o: { identifier: string }) => o.identifier), ['B01', 'B10', 'B11', 'B12']);
    assert.equal((await api('GET', '/api/offices?search=50%25')).body.count, 0, 'a % in the search is literal');
  });

  test('bad list parameters are 400 with a field message; a page past the end is empty and still counts', async () => {
    assert.deepEqual((await api('GET', '/api/offices?page_size=7')).body, { page_size: ['Choose one of 10, 25, 50, 100.'] });
    const ordering = await api('GET', '/api/offices?ordering=password');
    assert.equal(ordering.status, 400);
    assert.match(ordering.body.ordering[0], /Unknown ordering "password"/);
    const past = await api('GET', '/api/offices?page=9');
    assert.equal(past.status, 200);
    const all = await api('GET', '/api/offices');
    assert.deepEqual([past.body.count, past.body.results, past.body.next], [all.body.count, [], null]);
    assert.equal(past.body.previous, '/api/offices?page=8');
  });

  test('only an OA writes', async () => {
    await assertOnlyOaWrites(w, [
      { method: 'POST', path: '/api/offices', json: { identifier: 'NOPE', name: 'Nope' } },
      { method: 'PATCH', path: `/api/offices/${east}`, json: { name: 'Nope' } },
      { method: 'DELETE', path: `/api/offices/${east}` },
    ]);
  });

  test('another organization never sees the offices', async () => {
    await assertInvisibleToOtherOrg(w, '/api/offices', east, { name: 'Mine now' });
  });

  test('an office with users cannot be deleted; an empty one can', async () => {
    const hq = await api('DELETE', `/api/offices/${w.org.officeId}`);
    assert.equal(hq.status, 409);
    assert.match(hq.body.detail, /still has users/);
    assert.equal((await api('DELETE', `/api/offices/${east}`)).status, 204);
    assert.equal((await api('GET', `/api/offices/${east}`)).status, 404);
    assert.ok((await auditActions(w)).includes('office_deleted'));
  });

  test('without a token: 401', async () => {
    assert.equal((await call(w.t.app, 'GET', '/api/offices')).status, 401);
  });
});
