import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditEvent, throttle, user } from '../../db/schema.ts';
import { readOutbox } from '../../platform/mail.ts';
import { emailCodeHash } from './mfa.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { currentTotp, makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
});
after(() => t.database.close());

const signInRaw = (u: { email: string; password: string }) => call(t.app, 'POST', '/auth/jwt/create/', { json: { email: u.email, password: u.password } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('MFA sign-in challenge', () => {
  test('a user with TOTP gets a challenge marker and no session tokens, then confirms with the current code', async () => {
    const u = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const first = await signInRaw(u);
    assert.equal(first.status, 200);
    assert.equal(first.body.mfa, 'challenge');
    assert.equal(first.body.user_id, u.id);
    assert.equal(first.body.challenge_method, 'VIRTUAL');
    assert.equal(first.body.access, undefined);
    assert.equal(first.body.refresh, undefined);
    const token = first.body.token as string;

    // The MFA token opens only the MFA calls.
    assert.equal((await call(t.app, 'GET', '/auth/users/me/', { token })).status, 401);
    assert.equal((await call(t.app, 'POST', '/auth/jwt/refresh', { json: { refresh: token } })).status, 401);

    const challenge = await call(t.app, 'GET', `/api/users/mfa/${u.id}/challenge`, { token });
    assert.deepEqual(challenge.body, { challengeMethod: 'VIRTUAL', email_sent: false });

    const bad = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: wrongCode(await currentTotp(u.totpSecret!)) } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { qrCode: ['Invalid or expired code.'] });
    const malformed = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: {} });
    assert.deepEqual(malformed.body, { qrCode: ['Field is required'] });

    // The previous step's code is still accepted (one step of tolerance).
    const ok = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: await currentTotp(u.totpSecret!, -1) } });
    assert.equal(ok.status, 200);
    assert.deepEqual(Object.keys(ok.body).sort(), ['access_token', 'refresh_token']);
    const me = await call(t.app, 'GET', '/auth/users/me/', { token: ok.body.access_token });
    assert.equal(me.body.id, u.id);
    assert.equal(me.body.mfa_active, true);
  });

  test('a TOTP code works once: replayed, even from a second sign-in, it is refused; an older step too', async () => {
    const u = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const code = await currentTotp(u.totpSecret!);
    const first = (await signInRaw(u)).body.token as string;
    assert.equal((await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token: first, json: { qrCode: code } })).status, 200);
    // Someone who saw the code signs in with the password and replays it within its 30 seconds.
    const second = (await signInRaw(u)).body.token as string;
    const replay = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token: second, json: { qrCode: code } });
    assert.equal(replay.status, 400);
    assert.deepEqual(replay.body, { qrCode: ['Invalid or expired code.'] });
    // The previous step's code is older than the one used: refused too.
    const older = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token: second, json: { qrCode: await currentTotp(u.totpSecret!, -1) } });
    assert.equal(older.status, 400);
    // The next code (the authenticator's following one, within the clock tolerance) works.
    assert.equal((await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token: second, json: { qrCode: await currentTotp(u.totpSecret!, 1) } })).status, 200);
  });

  test('two sign-ins racing with one code: only one gets a session', async () => {
    const u = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const code = await currentTotp(u.totpSecret!);
    const tokens = [(await signInRaw(u)).body.token as string, (await signInRaw(u)).body.token as string];
    const answers = await Promise.all(tokens.map((token) => call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: code } })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
  });

  test('the challenge token of one user does not open another user', async () => {
    const a = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const b = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const { token } = (await signInRaw(a)).body;
    const res = await call(t.app, 'POST', `/api/users/mfa/${b.id}/confirm`, { token, json: { qrCode: await currentTotp(b.totpSecret!) } });
    assert.equal(res.status, 403);
  });

  test('with the EMAIL method the challenge mails a code that works once', async () => {
    const u = await makeUser(t.db, org, { mfa: 'EMAIL' });
    const first = await signInRaw(u);
    assert.equal(first.body.challenge_method, 'EMAIL');
    const token = first.body.token as string;
    const challenge = await call(t.app, 'GET', `/api/users/mfa/${u.id}/challenge`, { token });
    assert.deepEqual(challenge.body, { challengeMethod: 'EMAIL', email_sent: true, resend_after: 60, expires_in: 600 });
    const [mail] = await readOutbox(t.db, { to: u.email });
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    // A TOTP code is no use for an e-mail-only user.
    assert.equal((await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: wrongCode(code) } })).status, 400);
    const ok = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: code } });
    assert.equal(ok.status, 200);
    assert.ok(ok.body.access_token);
    const reused = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: code } });
    assert.equal(reused.status, 400);
  });

  test('5 wrong codes lock the MFA confirm with 429', async () => {
    const u = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const { token } = (await signInRaw(u)).body;
    const wrong = wrongCode(await currentTotp(u.totpSecret!));
    for (let i = 0; i < 5; i++) {
      assert.equal((await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: wrong } })).status, 400);
    }
    const locked = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token, json: { qrCode: await currentTotp(u.totpSecret!) } });
    assert.equal(locked.status, 429);
    assert.ok(locked.headers.get('retry-after'));
  });
});

describe('e-mailed sign-in codes: the attacks', () => {
  const challenge = (id: number, token: string) => call(t.app, 'GET', `/api/users/mfa/${id}/challenge`, { token });
  const confirm = (id: number, token: string, qrCode: string) => call(t.app, 'POST', `/api/users/mfa/${id}/confirm`, { token, json: { qrCode } });
  // The codes mailed to `email`, oldest first.
  const codesMailed = async (email: string) => (await readOutbox(t.db, { to: email })).map((m) => /\b(\d{6})\b/.exec(m.body)![1]!).reverse();
  // As if the wait had passed: the send throttle's window starts `seconds` earlier.
  const rewindSends = (id: number, seconds: number) =>
    Promise.all(
      [`mfa:mail:${id}`, `mfa:mail-gap:${id}`].map((key) =>
        t.db.update(throttle).set({ windowStart: new Date(Date.now() - seconds * 1000) }).where(eq(throttle.key, key)),
      ),
    );

  test('an authenticator-app user cannot fall back to the mailbox: no code is mailed, and none is accepted', async () => {
    const u = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const { token } = (await signInRaw(u)).body;
    // Someone with the password and the mailbox asks for a code: nothing is sent.
    const res = await challenge(u.id, token);
    assert.deepEqual(res.body, { challengeMethod: 'VIRTUAL', email_sent: false });
    assert.deepEqual(await codesMailed(u.email), []);
    // A code left on the row (the user switched from codes by e-mail to the app) opens nothing either.
    const stale = '123456';
    await t.db
      .update(user)
      .set({ mfaEmailCodeHash: emailCodeHash(u.id, stale), mfaEmailCodeExpiresAt: new Date(Date.now() + 600_000) })
      .where(eq(user.id, u.id));
    const refused = await confirm(u.id, token, stale);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, { qrCode: ['Invalid or expired code.'] });
  });

  test('one code a minute and five a quarter of an hour; the wait is said in seconds; a new code replaces the old one', async () => {
    const u = await makeUser(t.db, org, { mfa: 'ALL' });
    const { token } = (await signInRaw(u)).body;
    const first = await challenge(u.id, token);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { challengeMethod: 'ALL', email_sent: true, resend_after: 60, expires_in: 600 });
    const again = await challenge(u.id, token);
    assert.equal(again.status, 429);
    assert.ok(Number(again.headers.get('retry-after')) > 0 && Number(again.headers.get('retry-after')) <= 60);
    assert.equal(again.body.retry_after, Number(again.headers.get('retry-after')));
    assert.match(again.body.detail as string, /^A code was sent a short while ago\. Ask for a new one in \d+ seconds\.$/);
    assert.equal((await codesMailed(u.email)).length, 1);
    // After the minute, a new code; the first one no longer works.
    await rewindSends(u.id, 61);
    assert.equal((await challenge(u.id, token)).status, 200);
    const [old, latest] = await codesMailed(u.email);
    // (Two random codes may be equal, one time in a million.)
    if (old !== latest) assert.equal((await confirm(u.id, token, old!)).status, 400);
    // Five mails within the quarter of an hour, then a longer wait than the minute.
    for (let sent = 2; sent < 5; sent++) {
      await rewindSends(u.id, 61);
      assert.equal((await challenge(u.id, token)).status, 200);
    }
    await rewindSends(u.id, 61);
    const capped = await challenge(u.id, token);
    assert.equal(capped.status, 429);
    assert.ok(capped.body.retry_after > 60, `waits past the minute (${capped.body.retry_after})`);
    assert.equal((await codesMailed(u.email)).length, 5);
    const newest = (await codesMailed(u.email)).at(-1)!;
    assert.equal((await confirm(u.id, token, newest)).status, 200);
  });

  test('an expired code is refused, and a used one is refused even to a second sign-in racing with it', async () => {
    const u = await makeUser(t.db, org, { mfa: 'EMAIL' });
    const { token } = (await signInRaw(u)).body;
    assert.equal((await challenge(u.id, token)).status, 200);
    const [code] = await codesMailed(u.email);
    // Ten minutes on: the code is dead.
    await t.db.update(user).set({ mfaEmailCodeExpiresAt: new Date(Date.now() - 1000) }).where(eq(user.id, u.id));
    assert.equal((await confirm(u.id, token, code!)).status, 400);

    await rewindSends(u.id, 61);
    assert.equal((await challenge(u.id, token)).status, 200);
    const fresh = (await codesMailed(u.email)).at(-1)!;
    const tokens = [(await signInRaw(u)).body.token as string, (await signInRaw(u)).body.token as string];
    const answers = await Promise.all(tokens.map((each) => confirm(u.id, each, fresh)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
    assert.equal((await confirm(u.id, token, fresh)).status, 400);
  });

  test('guessing e-mailed codes locks the step after 5 wrong ones, the right code included', async () => {
    const u = await makeUser(t.db, org, { mfa: 'EMAIL' });
    const { token } = (await signInRaw(u)).body;
    await challenge(u.id, token);
    const [code] = await codesMailed(u.email);
    for (let i = 0; i < 5; i++) assert.equal((await confirm(u.id, token, wrongCode(code!))).status, 400);
    assert.equal((await confirm(u.id, token, code!)).status, 429);
  });
});

describe('MFA setup', () => {
  test('a signed-in user enables MFA with two consecutive codes; status, audit and later sign-in follow', async () => {
    const u = await makeUser(t.db, org);
    const { access } = await signIn(t.app, u);
    const before = await call(t.app, 'GET', `/api/users/${u.id}/user_mfa`, { token: access });
    assert.deepEqual(before.body, { active: false, challengeMethod: null });

    const enabled = await call(t.app, 'POST', `/api/users/${u.id}/enable_mfa`, { token: access, json: { challengeMethod: 'VIRTUAL' } });
    assert.equal(enabled.status, 200);
    assert.match(enabled.body.base64QRCode, /^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/);
    const secret = enabled.body.secret as string;

    const notConsecutive = await call(t.app, 'POST', `/api/users/${u.id}/confirm_mfa_setup`, {
      token: access,
      json: { qrCode1: await currentTotp(secret), qrCode2: await currentTotp(secret), challengeMethod: 'VIRTUAL' },
    });
    assert.equal(notConsecutive.status, 400);
    const missing = await call(t.app, 'POST', `/api/users/${u.id}/confirm_mfa_setup`, { token: access, json: { qrCode1: '123456' } });
    assert.deepEqual(missing.body, { qrCode2: ['Field is required'] });

    const confirmed = await call(t.app, 'POST', `/api/users/${u.id}/confirm_mfa_setup`, {
      token: access,
      json: { qrCode1: await currentTotp(secret, -1), qrCode2: await currentTotp(secret), challengeMethod: 'VIRTUAL' },
    });
    assert.equal(confirmed.status, 200);
    assert.ok(confirmed.body.access_token && confirmed.body.refresh_token);
    const status = await call(t.app, 'GET', `/api/users/${u.id}/user_mfa`, { token: access });
    assert.deepEqual(status.body, { active: true, challengeMethod: 'VIRTUAL' });
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, u.id), eq(auditEvent.action, 'mfa_enabled')));
    assert.equal(events.length, 1);
    assert.equal(events[0]!.actorUserId, u.id);
    assert.equal((await signInRaw(u)).body.mfa, 'challenge');
  });

  test('mfa_required: sign-in gives a setup marker, the setup token works on the /mfa/ paths only until MFA is on', async () => {
    const strict = await makeOrg(t.db, { name: 'Strict Ltd', mfaRequired: true });
    const u = await makeUser(t.db, strict);
    const first = await signInRaw(u);
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body).sort(), ['mfa', 'token', 'user_id']);
    assert.equal(first.body.mfa, 'setup');
    const token = first.body.token as string;

    assert.equal((await call(t.app, 'GET', `/api/users/${u.id}`, { token })).status, 401);
    assert.equal((await call(t.app, 'GET', `/api/users/mfa/${u.id}/challenge`, { token })).status, 401);
    const enabled = await call(t.app, 'POST', `/api/users/mfa/${u.id}/enable_mfa`, { token, json: { challengeMethod: 'ALL' } });
    assert.equal(enabled.status, 200);
    const secret = enabled.body.secret as string;
    // The 30 s step setup uses, kept: the checks below name codes by it, not by the clock of their moment.
    const setupStep = Math.floor(Date.now() / 30_000);
    const byStep = (step: number) => currentTotp(secret, step - Math.floor(Date.now() / 30_000));
    const confirmed = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm_mfa_setup`, {
      token,
      json: { qrCode1: await byStep(setupStep - 1), qrCode2: await byStep(setupStep), challengeMethod: 'ALL' },
    });
    assert.equal(confirmed.status, 200);
    // Now that MFA is on, a password-only token may not replace the secret.
    assert.equal((await call(t.app, 'POST', `/api/users/mfa/${u.id}/enable_mfa`, { token, json: { challengeMethod: 'VIRTUAL' } })).status, 403);

    const next = await signInRaw(u);
    assert.equal(next.body.mfa, 'challenge');
    assert.equal(next.body.challenge_method, 'ALL');
    const challenge = await call(t.app, 'GET', `/api/users/mfa/${u.id}/challenge`, { token: next.body.token });
    assert.deepEqual(challenge.body, { challengeMethod: 'ALL', email_sent: true, resend_after: 60, expires_in: 600 });
    // With ALL, the authenticator code works as well as the mailed one; not the code setup just
    // used (that step is spent), but the next one, within the one step of clock tolerance.
    const spent = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token: next.body.token, json: { qrCode: await byStep(setupStep) } });
    assert.equal(spent.status, 400);
    const ok = await call(t.app, 'POST', `/api/users/mfa/${u.id}/confirm`, { token: next.body.token, json: { qrCode: await byStep(setupStep + 1) } });
    assert.equal(ok.status, 200);
  });

  test('a user cannot set up MFA for someone else; a challenge token cannot set MFA up', async () => {
    const a = await makeUser(t.db, org, { role: 'OA' });
    const b = await makeUser(t.db, org);
    const { access } = await signIn(t.app, a);
    assert.equal((await call(t.app, 'POST', `/api/users/${b.id}/enable_mfa`, { token: access, json: {} })).status, 403);
    const withMfa = await makeUser(t.db, org, { mfa: 'VIRTUAL' });
    const { token } = (await signInRaw(withMfa)).body;
    assert.equal((await call(t.app, 'POST', `/api/users/mfa/${withMfa.id}/enable_mfa`, { token, json: {} })).status, 401);
    assert.equal((await call(t.app, 'POST', `/api/users/${b.id}/enable_mfa`, { token: access, json: { challengeMethod: 'SMS' } })).status, 403);
    const badMethod = await call(t.app, 'POST', `/api/users/${a.id}/enable_mfa`, { token: access, json: { challengeMethod: 'SMS' } });
    assert.equal(badMethod.status, 400);
    assert.ok(badMethod.body.challengeMethod);
  });
});
