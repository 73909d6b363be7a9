import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditEvent } from '../../db/schema.ts';
import { inviteUser } from '../settings/users/invitations.ts';
import { createMailer, readOutbox } from '../../platform/mail.ts';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
});
after(() => t.database.close());

/** The link of the newest mail to `email` matching `pattern`. */
async function linkFor(email: string, pattern: RegExp): Promise<string> {
  const mails = await readOutbox(t.db, { to: email });
  const link = mails.flatMap((m) => m.links).find((l) => pattern.test(l));
  assert.ok(link, `no mail to ${email} with a link like ${pattern}`);
  assert.ok(mails[0]!.body.includes(link!), 'the link is in the mail body');
  return link!;
}

describe('password reset', () => {
  test('reset_password answers 204 for known and unknown e-mails; only the known one gets mail', async () => {
    const u = await makeUser(t.db, org);
    const known = await call(t.app, 'POST', '/auth/users/reset_password/', { json: { email: u.email } });
    const unknown = await call(t.app, 'POST', '/auth/users/reset_password/', { json: { email: 'ghost@acme-corp.example' } });
    assert.equal(known.status, 204);
    assert.equal(unknown.status, 204);
    assert.equal(known.body, unknown.body);
    assert.equal((await readOutbox(t.db, { to: 'ghost@acme-corp.example' })).length, 0);
    assert.equal((await readOutbox(t.db, { to: u.email })).length, 1);
    const invalid = await call(t.app, 'POST', '/auth/users/reset_password/', { json: { email: 'nope' } });
    assert.deepEqual(invalid.body, { email: ['Invalid e-mail'] });
  });

  test('the mailed link resets the password once; old sessions and the old password stop working', async () => {
    const u = await makeUser(t.db, org);
    const { refresh } = await signIn(t.app, u);
    await call(t.app, 'POST', '/auth/users/reset_password/', { json: { email: u.email } });
    const link = await linkFor(u.email, /\/public\/reset-password\//);
    const match = new RegExp(`^${settings.publicUrl}/public/reset-password/([^/]+)/([^/]+)$`).exec(link);
    assert.ok(match, link);
    const [, uid, token] = match;

    const mismatch = await call(t.app, 'POST', '/auth/users/reset_password_confirm/', {
      json: { uid, token, new_password: 'a brand new secret', re_new_password: 'something else' },
    });
    assert.deepEqual(mismatch.body, { re_new_password: ["The two password fields didn't match."] });
    const badToken = await call(t.app, 'POST', '/auth/users/reset_password_confirm/', {
      json: { uid, token: token + 'x', new_password: 'a brand new secret', re_new_password: 'a brand new secret' },
    });
    assert.equal(badToken.status, 400);
    assert.deepEqual(badToken.body, { token: ['Invalid token for given user.'] });

    const ok = await call(t.app, 'POST', '/auth/users/reset_password_confirm/', {
      json: { uid, token, new_password: 'a brand new secret', re_new_password: 'a brand new secret' },
    });
    assert.equal(ok.status, 204);
    const again = await call(t.app, 'POST', '/auth/users/reset_password_confirm/', {
      json: { uid, token, new_password: 'another secret!', re_new_password: 'another secret!' },
    });
    assert.deepEqual(again.body, { token: ['Invalid token for given user.'] });

    assert.equal((await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: u.email, password: u.password } })).status, 401);
    await signIn(t.app, { email: u.email, password: 'a brand new secret' });
    assert.equal((await call(t.app, 'POST', '/auth/jwt/refresh', { json: { refresh } })).status, 401);
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, u.id), eq(auditEvent.action, 'password_reset')));
    assert.equal(events.length, 1);
  });

  test("one user's reset token does not work with another user's uid", async () => {
    const a = await makeUser(t.db, org);
    const b = await makeUser(t.db, org);
    await call(t.app, 'POST', '/auth/users/reset_password/', { json: { email: a.email } });
    const [, , token] = /reset-password\/([^/]+)\/([^/]+)$/.exec(await linkFor(a.email, /reset-password/))!;
    const uidOfB = Buffer.from(String(b.id)).toString('base64url');
    const res = await call(t.app, 'POST', '/auth/users/reset_password_confirm/', {
      json: { uid: uidOfB, token, new_password: 'taking over b', re_new_password: 'taking over b' },
    });
    assert.deepEqual(res.body, { token: ['Invalid token for given user.'] });
    const short = await call(t.app, 'POST', '/auth/users/reset_password_confirm/', { json: { uid: uidOfB, token, new_password: 'short', re_new_password: 'short' } });
    assert.deepEqual(short.body, { new_password: ['This password is too short. It must contain at least 8 characters.'] });
  });
});

describe('activation of an invited user', () => {
  test('the activation link sets the password, activates the account, and works once', async () => {
    const invited = await inviteUser({ db: t.db, settings, mailer: createMailer({ db: t.db, log: () => {} }) }, {
      orgId: org.orgId,
      email: 'new.hire@acme-corp.example',
      firstName: 'New',
      lastName: 'Hire',
      officeId: org.officeId,
      role: 'IC',
    });
    assert.equal(invited.isActive, false);
    const link = await linkFor('new.hire@acme-corp.example', /\/public\/activate-user\//);
    const token = link.split('/').pop()!;
    assert.ok(link.startsWith(`${settings.publicUrl}/public/activate-user/`));

    const weak = await call(t.app, 'POST', '/api/set-password', { json: { token, password: '123' } });
    assert.equal(weak.status, 400);
    assert.ok(weak.body.password);
    const ok = await call(t.app, 'POST', '/api/set-password/', { json: { token, password: 'welcome aboard 2024' } });
    assert.equal(ok.status, 204);
    const session = await signIn(t.app, { email: 'new.hire@acme-corp.example', password: 'welcome aboard 2024' });
    const me = await call(t.app, 'GET', '/auth/users/me/', { token: session.access });
    assert.equal(me.body.is_active, true);
    const reused = await call(t.app, 'POST', '/api/set-password', { json: { token, password: 'someone else now' } });
    assert.equal(reused.status, 400);
    assert.deepEqual(reused.body, { token: ['Invalid or expired activation link.'] });
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, invited.id), eq(auditEvent.action, 'password_set')));
    assert.equal(events.length, 1);
  });
});
