import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createApp } from '../../app.ts';
import { revokedToken, user } from '../../db/schema.ts';
import { readOutbox } from '../../platform/mail.ts';
import { createTokenService } from '../../platform/tokens.ts';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn, type MadeUser } from '../../../test-support/fixtures.ts';

const NOT_VALID = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
let t: TestContext;
let org: { orgId: number; officeId: number };
let oa: MadeUser;
let oaToken: string;

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  oa = await makeUser(t.db, org, { role: 'OA' });
  oaToken = (await signIn(t.app, oa)).access;
});
after(() => t.database.close());

const me = (token: string) => call(t.app, 'GET', '/auth/users/me/', { token });
const refresh = (token: string) => call(t.app, 'POST', '/auth/jwt/refresh', { json: { refresh: token } });
const logout = (token: unknown) => call(t.app, 'POST', '/auth/jwt/logout', { json: { refresh: token } });

/** Both halves of a session are refused: the refresh call and an authenticated call. */
async function assertEnded(session: { access: string; refresh: string }) {
  const renewed = await refresh(session.refresh);
  assert.equal(renewed.status, 401);
  assert.equal(renewed.body.code, 'token_not_valid');
  const read = await me(session.access);
  assert.equal(read.status, 401);
  assert.equal(read.body.code, 'token_not_valid');
}

describe('POST /auth/jwt/logout', () => {
  test('ends the session on the server: its refresh token and every access token of it are refused', async () => {
    const u = await makeUser(t.db, org);
    const session = await signIn(t.app, u);
    const other = await signIn(t.app, u);
    // An access token the refresh token gave before the sign-out belongs to the same session.
    const renewed = (await refresh(session.refresh)).body.access as string;
    assert.equal((await me(renewed)).status, 200);
    assert.equal((await me(session.access)).status, 200);

    const res = await logout(session.refresh);
    assert.equal(res.status, 204);
    assert.equal(res.body, null);

    const refused = await refresh(session.refresh);
    assert.equal(refused.status, 401);
    assert.deepEqual(refused.body, { detail: 'Token is blacklisted', code: 'token_not_valid' });
    assert.deepEqual((await me(session.access)).body, NOT_VALID);
    assert.deepEqual((await me(renewed)).body, NOT_VALID);
    // The user's other session goes on.
    assert.equal((await me(other.access)).status, 200);
    assert.equal((await refresh(other.refresh)).status, 200);
  });

  test('keeps the revocation until the refresh token expires, prunes expired rows, and is idempotent', async () => {
    const u = await makeUser(t.db, org);
    const session = await signIn(t.app, u);
    const jti = JSON.parse(Buffer.from(session.refresh.split('.')[1]!, 'base64url').toString()).jti as string;
    await t.db.insert(revokedToken).values({ jti: 'long-gone-session', expiresAt: new Date(Date.now() - 1000) });

    assert.equal((await logout(session.refresh)).status, 204);
    const [row] = await t.db.select().from(revokedToken).where(eq(revokedToken.jti, jti));
    assert.ok(row, 'the session is stored as revoked');
    const expected = Date.now() + settings.refreshTokenDays * 86_400_000;
    assert.ok(Math.abs(new Date(row.expiresAt).getTime() - expected) < 10_000, `expires_at ${String(row.expiresAt)}`);
    assert.equal((await t.db.select().from(revokedToken).where(eq(revokedToken.jti, 'long-gone-session'))).length, 0, 'expired rows are pruned');

    // Twice (a second tab, a retry): the same answer, one row.
    assert.equal((await logout(session.refresh)).status, 204);
    assert.equal((await t.db.select().from(revokedToken).where(eq(revokedToken.jti, jti))).length, 1);
    await assertEnded(session);
  });

  test('a refresh token from before sessions were named (no sid) is revoked with the access tokens it gave since', async () => {
    const u = await makeUser(t.db, org);
    const [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    const key = new TextEncoder().encode(settings.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const oldRefresh = await new SignJWT({ org: org.orgId, type: 'refresh', ver: row!.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(u.id))
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const access = (await refresh(oldRefresh)).body.access as string;
    assert.equal((await me(access)).status, 200);
    assert.equal((await logout(oldRefresh)).status, 204);
    await assertEnded({ access, refresh: oldRefresh });
  });

  test('bad input: 400 for a missing or non-string token, 401 for a malformed, foreign, expired, access or MFA token; never 500', async () => {
    const u = await makeUser(t.db, org);
    const session = await signIn(t.app, u);

    assert.deepEqual((await call(t.app, 'POST', '/auth/jwt/logout', { json: {} })).body, { refresh: ['Field is required'] });
    const wrongType = await logout(42);
    assert.equal(wrongType.status, 400);
    assert.deepEqual(wrongType.body, { refresh: ['Must be a string'] });
    const badJson = await call(t.app, 'POST', '/auth/jwt/logout', { raw: '{"refresh": ' });
    assert.equal(badJson.status, 400);
    assert.match(badJson.body.detail, /^JSON parse error/);

    const payload = JSON.parse(Buffer.from(session.refresh.split('.')[1]!, 'base64url').toString());
    const foreign = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('y'.repeat(40)));
    const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(settings.jwtSecret));
    const mfa = await createTokenService(settings).sign({ userId: u.id, orgId: org.orgId, ver: 0, type: 'mfa', purpose: 'challenge' });
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${session.refresh.split('.')[1]}.`;
    for (const [what, token] of Object.entries({ malformed: 'not-a-jwt', foreign, expired, access: session.access, mfa, noneAlg, huge: 'x'.repeat(100_000) })) {
      const res = await logout(token);
      assert.equal(res.status, 401, what);
      assert.deepEqual(res.body, { detail: 'Token is invalid or expired', code: 'token_not_valid' }, what);
    }
    // None of it touched the real session.
    assert.equal((await refresh(session.refresh)).status, 200);
    assert.equal((await me(session.access)).status, 200);
  });
});

describe('sessions end when the account changes', () => {
  test('deactivation (admin action): refresh and access are refused at once, and reactivation does not revive them', async () => {
    const u = await makeUser(t.db, org);
    const session = await signIn(t.app, u);
    assert.equal((await me(session.access)).status, 200); // its signature is now remembered by the token cache
    assert.equal((await call(t.app, 'POST', `/api/users/${u.id}/deactivate`, { token: oaToken })).status, 200);
    await assertEnded(session);
    assert.equal((await call(t.app, 'POST', `/api/users/${u.id}/reactivate`, { token: oaToken })).status, 200);
    await assertEnded(session);
    // A new sign-in works.
    assert.equal((await me((await signIn(t.app, u)).access)).status, 200);
  });

  test('deactivation through the profile (PATCH is_active false) ends the sessions too', async () => {
    const u = await makeUser(t.db, org);
    const session = await signIn(t.app, u);
    const patched = await call(t.app, 'PATCH', `/api/users/${u.id}`, { token: oaToken, json: { is_active: false } });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.is_active, false);
    await assertEnded(session);
    await call(t.app, 'PATCH', `/api/users/${u.id}`, { token: oaToken, json: { is_active: true } });
    await assertEnded(session);
    // A profile edit that does not deactivate leaves the sessions alone.
    const fresh = await signIn(t.app, u);
    assert.equal((await call(t.app, 'PATCH', `/api/users/${u.id}`, { token: oaToken, json: { first_name: 'Renamed' } })).status, 200);
    assert.equal((await me(fresh.access)).status, 200);
    assert.equal((await refresh(fresh.refresh)).status, 200);
  });

  test('a password reset ends every session of the user at once', async () => {
    const u = await makeUser(t.db, org);
    const sessions = [await signIn(t.app, u), await signIn(t.app, u)];
    for (const s of sessions) assert.equal((await me(s.access)).status, 200);
    await call(t.app, 'POST', '/auth/users/reset_password/', { json: { email: u.email } });
    const [mail] = await readOutbox(t.db, { to: u.email });
    const [, uid, token] = /\/public\/reset-password\/([^/]+)\/([^/]+)$/.exec(mail!.links.find((l) => l.includes('/reset-password/'))!)!;
    const reset = await call(t.app, 'POST', '/auth/users/reset_password_confirm/', { json: { uid, token, new_password: 'a fresh passphrase', re_new_password: 'a fresh passphrase' } });
    assert.equal(reset.status, 204);
    for (const s of sessions) await assertEnded(s);
  });

  test('a role taken away applies to the next call of an existing token', async () => {
    const second = await makeUser(t.db, org, { role: 'OA' });
    const session = await signIn(t.app, second);
    assert.equal((await call(t.app, 'POST', '/api/teams', { token: session.access, json: { name: 'Night shift' } })).status, 201);
    const demoted = await call(t.app, 'PUT', `/api/users/${second.id}/offices/${org.officeId}`, { token: oaToken, json: { role: 'IC' } });
    assert.equal(demoted.status, 200);
    assert.equal((await call(t.app, 'POST', '/api/teams', { token: session.access, json: { name: 'Day shift' } })).status, 403);
  });

  test('a user moved to another organization: the old tokens are refused', async () => {
    const u = await makeUser(t.db, org);
    const session = await signIn(t.app, u);
    const elsewhere = await makeOrg(t.db, { name: 'Elsewhere Ltd' });
    await t.db.update(user).set({ organizationId: elsewhere.orgId, homeOfficeId: elsewhere.officeId }).where(eq(user.id, u.id));
    await assertEnded(session);
  });
});

describe('JWT secret rotation', () => {
  test('tokens signed under the old secret are refused once the server runs with a new one', async () => {
    const u = await makeUser(t.db, org);
    const session = await signIn(t.app, u);
    const rotated = createApp({ db: t.db, settings: { ...settings, jwtSecret: 'a-brand-new-jwt-secret-after-rotation-0001' }, log: () => {} });
    const read = await call(rotated, 'GET', '/auth/users/me/', { token: session.access });
    assert.equal(read.status, 401);
    assert.deepEqual(read.body, NOT_VALID);
    const renewed = await call(rotated, 'POST', '/auth/jwt/refresh', { json: { refresh: session.refresh } });
    assert.equal(renewed.status, 401);
    assert.equal((await call(rotated, 'POST', '/auth/jwt/logout', { json: { refresh: session.refresh } })).status, 401);
    // Signing in again under the new secret works, and that token is refused by the old one.
    const fresh = await signIn(rotated, u);
    assert.equal((await call(rotated, 'GET', '/auth/users/me/', { token: fresh.access })).status, 200);
    assert.equal((await me(fresh.access)).status, 401);
  });
});
