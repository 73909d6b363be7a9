import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { createApp } from '../../app.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn, type MadeUser } from '../../../test-support/fixtures.ts';

const NO_ACCOUNT = 'No active account found with the given credentials';
let t: TestContext;
let org: { orgId: number; officeId: number };
let oa: MadeUser;

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  oa = await makeUser(t.db, org, { role: 'OA', firstName: 'Olivia' });
});
after(() => t.database.close());

describe('POST /auth/jwt/create', () => {
  test('signs in with e-mail and password and returns an access and a refresh token', async () => {
    const res = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: oa.password } });
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['access', 'refresh']);
    // Same call without the trailing slash, and e-mail in another case.
    const again = await call(t.app, 'POST', '/auth/jwt/create', { json: { email: oa.email.toUpperCase(), password: oa.password } });
    assert.equal(again.status, 200);
  });

  test('a wrong password and an unknown e-mail get the same 401 answer', async () => {
    const wrong = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: 'not it' } });
    const unknown = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: 'nobody@acme-corp.example', password: 'not it' } });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(wrong.body.detail, NO_ACCOUNT);
    assert.deepEqual(wrong.body, unknown.body);
  });

  test('an inactive user cannot sign in, even with the right password', async () => {
    const inactive = await makeUser(t.db, org, { active: false });
    const res = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: inactive.email, password: inactive.password } });
    assert.equal(res.status, 401);
    assert.equal(res.body.detail, NO_ACCOUNT);
  });

  test('missing fields and wrong types get 400 with field messages', async () => {
    const missing = await call(t.app, 'POST', '/auth/jwt/create/', { json: {} });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, { email: ['Field is required'], password: ['Field is required'] });
    const wrongTypes = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: 42, password: ['x'] } });
    assert.equal(wrongTypes.status, 400);
    assert.deepEqual(wrongTypes.body, { email: ['Must be a string'], password: ['Must be a string'] });
    const badEmail = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: 'not-an-email', password: 'x' } });
    assert.deepEqual(badEmail.body, { email: ['Invalid e-mail'] });
    const notObject = await call(t.app, 'POST', '/auth/jwt/create/', { json: [1, 2] });
    assert.equal(notObject.status, 400);
    assert.deepEqual(notObject.body, { non_field_errors: ['Expected a JSON object.'] });
  });

  test('malformed JSON gets 400 with a detail', async () => {
    const res = await call(t.app, 'POST', '/auth/jwt/create/', { raw: '{"email": "a@b.co", ' });
    assert.equal(res.status, 400);
    assert.match(res.body.detail, /^JSON parse error/);
  });

  test('a body over 1 MB gets 413; a form body gets 415', async () => {
    const huge = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: 'x'.repeat(1024 * 1024 + 10) } });
    assert.equal(huge.status, 413);
    assert.equal(huge.body.detail, 'Request body is larger than 1 MB.');
    const form = await call(t.app, 'POST', '/auth/jwt/create/', { raw: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(form.status, 415);
  });
});

describe('tokens', () => {
  test('refresh gives a new access token that works on /auth/users/me/', async () => {
    const { refresh } = await signIn(t.app, oa);
    const res = await call(t.app, 'POST', '/auth/jwt/refresh', { json: { refresh } });
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body), ['access']);
    const me = await call(t.app, 'GET', '/auth/users/me/', { token: res.body.access });
    assert.equal(me.status, 200);
    assert.equal(me.body.email, oa.email);
    assert.equal(me.body.first_name, 'Olivia');
    assert.equal(me.body.home_office_id, org.officeId);
    assert.deepEqual(me.body.offices, [{ office: { id: org.officeId, identifier: 'HQ', name: 'Head office' }, role: 'OA' }]);
    assert.equal(me.body.mfa_active, false);
    // The Bearer scheme word is accepted too.
    assert.equal((await call(t.app, 'GET', '/auth/users/me', { token: res.body.access, scheme: 'Bearer' })).status, 200);
  });

  test('an access token is refused as a refresh token, and a refresh token as an access token', async () => {
    const { access, refresh } = await signIn(t.app, oa);
    const asRefresh = await call(t.app, 'POST', '/auth/jwt/refresh/', { json: { refresh: access } });
    assert.equal(asRefresh.status, 401);
    const asAccess = await call(t.app, 'GET', '/auth/users/me/', { token: refresh });
    assert.equal(asAccess.status, 401);
    assert.equal(asAccess.body.detail, 'Given token not valid for any token type');
  });

  test('no token, a tampered token, an expired token and a token signed with another key get 401', async () => {
    const { access } = await signIn(t.app, oa);
    const none = await call(t.app, 'GET', '/auth/users/me/');
    assert.equal(none.status, 401);
    assert.equal(none.body.detail, 'Authentication credentials were not provided.');

    const [h, p, s] = access.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '999' })).toString('base64url');
    const tampered = await call(t.app, 'GET', '/auth/users/me/', { token: `${h}.${forged}.${s}` });
    assert.equal(tampered.status, 401);
    assert.equal(tampered.body.detail, 'Given token not valid for any token type');

    const key = new TextEncoder().encode(settings.jwtSecret);
    const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    assert.equal((await call(t.app, 'GET', '/auth/users/me/', { token: expired })).status, 401);
    const otherKey = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    assert.equal((await call(t.app, 'GET', '/auth/users/me/', { token: otherKey })).status, 401);
    const garbage = await call(t.app, 'GET', '/auth/users/me/', { headers: { authorization: 'JWT' } });
    assert.equal(garbage.status, 401);
  });

  test('fractional ACCESS_TOKEN_MINUTES: the access token expires, the refresh token still renews it', async (context) => {
    // The clock is the test's: 2.2 s pass at once, whatever the machine's load.
    context.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const shortLived = createApp({ db: t.db, settings: { ...settings, accessTokenMinutes: 0.02 }, log: () => {} });
    const { access, refresh } = await signIn(shortLived, oa);
    assert.equal((await call(shortLived, 'GET', '/auth/users/me/', { token: access })).status, 200);
    context.mock.timers.tick(2200);
    assert.equal((await call(shortLived, 'GET', '/auth/users/me/', { token: access })).status, 401);
    const renewed = await call(shortLived, 'POST', '/auth/jwt/refresh', { json: { refresh } });
    assert.equal(renewed.status, 200);
    assert.equal((await call(shortLived, 'GET', '/auth/users/me/', { token: renewed.body.access })).status, 200);
  });
});

describe('sign-in throttling', () => {
  test('5 failures for one account give 429 with Retry-After, also for the right password and from another app instance', async () => {
    const victim = await makeUser(t.db, org);
    // A second app instance on the same database stands for a second server process;
    // on PostgreSQL it even has its own connection pool.
    let second: Database | undefined;
    const otherDb = t.database.url ? (second = await openPostgres(t.database.url, 2)).db : t.db;
    const other = createApp({ db: otherDb, settings, log: () => {} });
    try {
      for (let i = 0; i < 5; i++) {
        const app = i % 2 ? other : t.app;
        const res = await call(app, 'POST', '/auth/jwt/create/', { json: { email: victim.email, password: 'wrong' }, ip: `10.0.0.${i}` });
        assert.equal(res.status, 401, `attempt ${i + 1}`);
      }
      const blocked = await call(other, 'POST', '/auth/jwt/create/', { json: { email: victim.email, password: victim.password }, ip: '10.0.1.1' });
      assert.equal(blocked.status, 429);
      assert.match(blocked.body.detail, /Too many failed attempts/);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      assert.ok(retryAfter > 800 && retryAfter <= 900, `Retry-After ${retryAfter}`);
      // Another account is not affected.
      assert.equal((await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: oa.password }, ip: '10.0.1.2' })).status, 200);
    } finally {
      await second?.close();
    }
  });

  test('20 failures from one address block that address for every account', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      const res = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: `nobody${i}@acme-corp.example`, password: 'x' }, ip });
      assert.equal(res.status, 401);
    }
    const blocked = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: oa.password }, ip });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal((await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: oa.password }, ip: '192.0.2.78' })).status, 200);
  });

  test('a forged X-Forwarded-For does not escape the per-address limit when no proxy is trusted', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < 20; i++) {
      const res = await call(t.app, 'POST', '/auth/jwt/create/', {
        json: { email: `forger${i}@acme-corp.example`, password: 'x' },
        ip,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      assert.equal(res.status, 401);
    }
    const blocked = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: oa.password }, ip, headers: { 'x-forwarded-for': '198.51.100.250' } });
    assert.equal(blocked.status, 429);
  });

  test('behind one trusted proxy, the address it saw is throttled, not the proxy, and what the client wrote before it is ignored', async () => {
    const behind = createApp({ db: t.db, settings: { ...settings, trustProxyHops: 1 }, log: () => {} });
    const proxy = '10.9.9.9';
    for (let i = 0; i < 20; i++) {
      // The client prepends a different forged entry each time; the proxy appends the real one.
      const res = await call(behind, 'POST', '/auth/jwt/create/', {
        json: { email: `proxied${i}@acme-corp.example`, password: 'x' },
        ip: proxy,
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.44` },
      });
      assert.equal(res.status, 401);
    }
    const blocked = await call(behind, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: oa.password }, ip: proxy, headers: { 'x-forwarded-for': '198.51.100.44' } });
    assert.equal(blocked.status, 429);
    // Another client behind the same proxy is not blocked.
    const other = await call(behind, 'POST', '/auth/jwt/create/', { json: { email: oa.email, password: oa.password }, ip: proxy, headers: { 'x-forwarded-for': '198.51.100.45' } });
    assert.equal(other.status, 200);
  });
});
