import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { user } from '../../../db/schema.ts';
import { readOutbox } from '../../../platform/mail.ts';
import { call, uniqueEmail } from '../../../../test-support/helpers.ts';
import { makeUser, PASSWORD, signIn } from '../../../../test-support/fixtures.ts';
import { adminWorld, assertOnlyOaWrites, auditActions, type AdminWorld } from '../../../../test-support/admin-support.ts';

let w: AdminWorld;
const api = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });

before(async () => {
  w = await adminWorld();
});
after(() => w.t.database.close());

describe('users administration', () => {
  let invited: { id: number; email: string };

  test('the list shows the organization users with their office roles, searchable and filterable', async () => {
    const list = await api('GET', '/api/users?ordering=first_name', undefined, w.tokens.vo);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.results.map((u: { first_name: string }) => u.first_name), ['Ian', 'Olivia', 'Vera']);
    const olivia = list.body.results[1];
    assert.deepEqual(olivia.offices, [{ office: { id: w.org.officeId, identifier: 'HQ', name: 'Head office' }, role: 'OA' }]);
    assert.equal(olivia.invitation_pending, false);
    assert.equal((await api('GET', `/api/users?search=${encodeURIComponent(w.vo.email)}`)).body.count, 1);
    assert.deepEqual((await api('GET', '/api/users?is_active=maybe')).body, { is_active: ['Must be true or false.'] });
  });

  test('an OA invites by e-mail: the user is pending, the mail links to the activation page, activation lets them sign in', async () => {
    const email = uniqueEmail('invitee');
    const res = await api('POST', '/api/users', { email, first_name: 'Nina', last_name: 'New', office_id: w.org.officeId, role: 'IC' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.is_active, false);
    assert.equal(res.body.invitation_pending, true);
    assert.deepEqual(res.body.offices.map((o: { role: string }) => o.role), ['IC']);
    invited = { id: res.body.id, email };
    const [mail] = await readOutbox(w.t.db, { to: email });
    const link = mail!.links[0]!;
    assert.match(link, /^http:\/\/suite\.test\/public\/activate-user\/[\w-]+$/);
    const token = link.split('/').pop();
    assert.equal((await call(w.t.app, 'POST', '/api/set-password', { json: { token, password: PASSWORD } })).status, 204);
    await signIn(w.t.app, { email, password: PASSWORD });
    assert.ok((await auditActions(w)).includes('user_invited'));
  });

  test('invitation errors are field messages', async () => {
    const dup = await api('POST', '/api/users', { email: w.ic.email.toUpperCase(), office_id: w.org.officeId, role: 'IC' });
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.body, { email: ['A user with this e-mail already exists.'] });
    const bad = await api('POST', '/api/users', { email: 'nope', office_id: w.otherOrg.officeId, role: 'BOSS' });
    assert.deepEqual(bad.body.email, ['Invalid e-mail']);
    assert.deepEqual(bad.body.role, ['Choose one of IC, OA, VO, LRA.']);
    const foreignOffice = await api('POST', '/api/users', { email: uniqueEmail(), office_id: w.otherOrg.officeId, role: 'IC' });
    assert.deepEqual(foreignOffice.body, { office_id: ['Must be the id of an office of this organization.'] });
  });

  test('one role per office: set, change and remove', async () => {
    const east = (await api('POST', '/api/offices', { identifier: 'EAST', name: 'East' })).body.id;
    const set = await api('PUT', `/api/users/${invited.id}/offices/${east}`, { role: 'LRA' });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.offices.map((o: { office: { identifier: string }; role: string }) => [o.office.identifier, o.role]), [['HQ', 'IC'], ['EAST', 'LRA']]);
    const changed = await api('PUT', `/api/users/${invited.id}/offices/${east}`, { role: 'VO' });
    assert.deepEqual(changed.body.offices.map((o: { role: string }) => o.role), ['IC', 'VO']);
    const removed = await api('DELETE', `/api/users/${invited.id}/offices/${east}`);
    assert.deepEqual(removed.body.offices.map((o: { role: string }) => o.role), ['IC']);
    assert.equal((await api('DELETE', `/api/users/${invited.id}/offices/${east}`)).status, 404);
    assert.deepEqual((await api('PUT', `/api/users/${invited.id}/offices/${east}`, { role: 'XX' })).body, { role: ['Choose one of IC, OA, VO, LRA.'] });
    const actions = await auditActions(w);
    assert.ok(actions.includes('office_role_set') && actions.includes('office_role_removed'));
  });

  test('the last active OA cannot lose the role', async () => {
    const res = await api('PUT', `/api/users/${w.oa.id}/offices/${w.org.officeId}`, { role: 'IC' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { role: ['The organization needs at least one active Office Administrator.'] });
    assert.equal((await api('DELETE', `/api/users/${w.oa.id}/offices/${w.org.officeId}`)).status, 400);
  });

  test('deactivate ends the sessions for good (reactivation does not revive them); never oneself', async () => {
    const victim = await makeUser(w.t.db, w.org, { role: 'IC' });
    const session = await signIn(w.t.app, victim);
    const off = await api('POST', `/api/users/${victim.id}/deactivate`);
    assert.equal(off.body.is_active, false);
    assert.equal((await api('GET', '/api/offices', undefined, session.access)).status, 401);
    assert.equal((await api('POST', `/api/users/${victim.id}/reactivate`)).body.is_active, true);
    assert.equal((await api('GET', '/api/offices', undefined, session.access)).status, 401);
    assert.equal((await api('GET', '/api/offices', undefined, (await signIn(w.t.app, victim)).access)).status, 200);
    assert.deepEqual((await api('POST', `/api/users/${w.oa.id}/deactivate`)).body, { is_active: ['You cannot deactivate your own account.'] });
    const actions = await auditActions(w);
    assert.ok(actions.includes('user_deactivated') && actions.includes('user_reactivated'));
  });

  test('a pending invitation is not reactivated but re-sent', async () => {
    const email = uniqueEmail('pending');
    const made = await api('POST', '/api/users', { email, office_id: w.org.officeId, role: 'VO' });
    assert.deepEqual((await api('POST', `/api/users/${made.body.id}/reactivate`)).body, { is_active: ['This user has not accepted the invitation yet; resend it instead.'] });
    assert.equal((await api('POST', `/api/users/${made.body.id}/resend_invitation`)).status, 200);
    assert.equal((await readOutbox(w.t.db, { to: email })).length, 2);
  });

  test('reset MFA clears the secret so the user signs in with the password alone', async () => {
    const withMfa = await makeUser(w.t.db, w.org, { role: 'IC', mfa: 'VIRTUAL' });
    const before = await call(w.t.app, 'POST', '/auth/jwt/create/', { json: { email: withMfa.email, password: PASSWORD } });
    assert.equal(before.body.mfa, 'challenge');
    const res = await api('POST', `/api/users/${withMfa.id}/reset_mfa`);
    assert.equal(res.body.mfa_active, false);
    const [row] = await w.t.db.select().from(user).where(eq(user.id, withMfa.id));
    assert.equal(row!.mfaSecret, null);
    await signIn(w.t.app, withMfa);
    assert.ok((await auditActions(w)).includes('mfa_reset'));
  });

  test('only an OA administers users', async () => {
    await assertOnlyOaWrites(w, [
      { method: 'POST', path: '/api/users', json: { email: uniqueEmail(), office_id: w.org.officeId, role: 'IC' } },
      { method: 'PUT', path: `/api/users/${invited.id}/offices/${w.org.officeId}`, json: { role: 'OA' } },
      { method: 'DELETE', path: `/api/users/${invited.id}/offices/${w.org.officeId}` },
      { method: 'POST', path: `/api/users/${invited.id}/deactivate` },
      { method: 'POST', path: `/api/users/${invited.id}/reactivate` },
      { method: 'POST', path: `/api/users/${invited.id}/reset_mfa` },
    ]);
  });

  test('another organization sees none of these users and cannot touch them', async () => {
    const list = await api('GET', '/api/users', undefined, w.tokens.stranger);
    assert.equal(list.body.results.some((u: { id: number }) => u.id === invited.id), false);
    for (const path of ['deactivate', 'reactivate', 'reset_mfa', 'resend_invitation']) {
      assert.equal((await api('POST', `/api/users/${invited.id}/${path}`, undefined, w.tokens.stranger)).status, 404);
    }
    assert.equal((await api('PUT', `/api/users/${invited.id}/offices/${w.otherOrg.officeId}`, { role: 'OA' }, w.tokens.stranger)).status, 404);
  });
});
