import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditEvent } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn, type MadeUser } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
let oa: MadeUser, ic: MadeUser, other: MadeUser, stranger: MadeUser;
let oaToken: string, icToken: string;

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  oa = await makeUser(t.db, org, { role: 'OA' });
  ic = await makeUser(t.db, org, { role: 'IC', firstName: 'Ian' });
  other = await makeUser(t.db, org, { role: 'VO' });
  stranger = await makeUser(t.db, await makeOrg(t.db, { name: 'Other Org' }), { role: 'OA' });
  oaToken = (await signIn(t.app, oa)).access;
  icToken = (await signIn(t.app, ic)).access;
});
after(() => t.database.close());

describe('GET /api/users/{id}', () => {
  test('a user reads their own profile in the User shape', async () => {
    const res = await call(t.app, 'GET', `/api/users/${ic.id}`, { token: icToken });
    assert.equal(res.status, 200);
    assert.equal(res.body.id, ic.id);
    assert.equal(res.body.first_name, 'Ian');
    assert.match(res.body.identifier, /^U-[A-Z0-9]{6}$/);
    assert.equal(res.body.phone, '');
    assert.deepEqual(res.body.offices, [{ office: { id: org.officeId, identifier: 'HQ', name: 'Head office' }, role: 'IC' }]);
  });

  test('a non-admin gets 403 for a colleague; an OA may read them; another organization is 404', async () => {
    assert.equal((await call(t.app, 'GET', `/api/users/${other.id}`, { token: icToken })).status, 403);
    assert.equal((await call(t.app, 'GET', `/api/users/${other.id}`, { token: oaToken })).status, 200);
    const foreign = await call(t.app, 'GET', `/api/users/${stranger.id}`, { token: oaToken });
    assert.equal(foreign.status, 404);
    assert.deepEqual(foreign.body, { detail: 'Not found.' });
    assert.equal((await call(t.app, 'GET', '/api/users/99999', { token: oaToken })).status, 404);
    assert.equal((await call(t.app, 'GET', '/api/users/abc', { token: oaToken })).status, 404);
    assert.equal((await call(t.app, 'GET', `/api/users/${ic.id}`)).status, 401);
  });
});

describe('PATCH /api/users/{id}', () => {
  test('a user edits their own names and phone; the change is audited', async () => {
    const res = await call(t.app, 'PATCH', `/api/users/${ic.id}`, { token: icToken, json: { first_name: ' Ivan ', last_name: 'Petrov', phone: '+123 456 78901' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.first_name, 'Ivan');
    assert.equal(res.body.last_name, 'Petrov');
    assert.equal(res.body.phone, '+123 456 78901');
    const me = await call(t.app, 'GET', '/auth/users/me/', { token: icToken });
    assert.equal(me.body.last_name, 'Petrov');
    const [event] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, ic.id), eq(auditEvent.action, 'profile_updated')));
    assert.equal(event!.entityKind, 1);
    assert.equal(event!.actorUserId, ic.id);
    assert.deepEqual(event!.details, { before: { firstName: 'Ian', lastName: 'User', phone: '' }, after: { firstName: 'Ivan', lastName: 'Petrov', phone: '+123 456 78901' } });
  });

  test('the whole user object may be sent back: read-only fields are ignored', async () => {
    const current = (await call(t.app, 'GET', `/api/users/${ic.id}`, { token: icToken })).body;
    const res = await call(t.app, 'PATCH', `/api/users/${ic.id}`, { token: icToken, json: { ...current, email: 'hijack@evil.example', first_name: 'Ivo' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.first_name, 'Ivo');
    assert.equal(res.body.email, ic.email);
  });

  test('empty names get "Field is required"; bad phone and unknown fields are refused', async () => {
    const empty = await call(t.app, 'PATCH', `/api/users/${ic.id}`, { token: icToken, json: { first_name: '', last_name: '   ' } });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body, { first_name: ['Field is required'], last_name: ['Field is required'] });
    const phone = await call(t.app, 'PATCH', `/api/users/${ic.id}`, { token: icToken, json: { phone: '12-34' } });
    assert.deepEqual(phone.body, { phone: ['Invalid phone number'] });
    const wrongType = await call(t.app, 'PATCH', `/api/users/${ic.id}`, { token: icToken, json: { first_name: 7 } });
    assert.deepEqual(wrongType.body, { first_name: ['Must be a string'] });
    const unknown = await call(t.app, 'PATCH', `/api/users/${ic.id}`, { token: icToken, json: { role: 'OA' } });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { role: ['This field may not be changed.'] });
  });

  test("only an OA edits someone else's profile or active flag; nobody crosses organizations", async () => {
    assert.equal((await call(t.app, 'PATCH', `/api/users/${other.id}`, { token: icToken, json: { first_name: 'X' } })).status, 403);
    assert.equal((await call(t.app, 'PATCH', `/api/users/${ic.id}`, { token: icToken, json: { is_active: false } })).status, 403);
    const byAdmin = await call(t.app, 'PATCH', `/api/users/${other.id}`, { token: oaToken, json: { first_name: 'Vera', is_active: false } });
    assert.equal(byAdmin.status, 200);
    assert.equal(byAdmin.body.is_active, false);
    assert.equal((await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: other.email, password: other.password } })).status, 401);
    const self = await call(t.app, 'PATCH', `/api/users/${oa.id}`, { token: oaToken, json: { is_active: false } });
    assert.deepEqual(self.body, { is_active: ['You cannot deactivate your own account.'] });
    assert.equal((await call(t.app, 'PATCH', `/api/users/${stranger.id}`, { token: oaToken, json: { first_name: 'X' } })).status, 404);
  });
});
