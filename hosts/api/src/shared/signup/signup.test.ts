import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { configProperty } from '../../db/schema.ts';
import { readOutbox } from '../../platform/mail.ts';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';

let t: TestContext;
before(async () => {
  t = await setup();
});
after(() => t.database.close());

async function confirmLink(email: string) {
  const [mail] = await readOutbox(t.db, { to: email });
  const link = new URL(mail!.links[0]!);
  assert.equal(`${link.origin}${link.pathname}`, `${settings.publicUrl}/public/get-started/confirm-email`);
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

describe('free sign-up', () => {
  test('verify e-mail -> confirm link -> sign-up creates the organization, its office and its OA, signed in', async () => {
    const email = 'Founder@Globex-Industries.example';
    const verify = await call(t.app, 'POST', '/api/free_sign_up/verify_business_email', { json: { email } });
    assert.equal(verify.status, 200);
    assert.deepEqual(verify.body, { email: email.toLowerCase(), email_sent: true });
    const link = await confirmLink(email);
    assert.equal(link.email, email.toLowerCase());

    const qs = `token=${encodeURIComponent(link.token)}&email=${encodeURIComponent(link.email)}`;
    const confirmed = await call(t.app, 'GET', `/api/free_sign_up/trial_user_confirm_email?${qs}`);
    assert.equal(confirmed.status, 200);
    assert.deepEqual(confirmed.body, { email: link.email, confirmed: true });
    const wrongEmail = await call(t.app, 'GET', `/api/free_sign_up/trial_user_confirm_email?token=${encodeURIComponent(link.token)}&email=other%40globex.example`);
    assert.equal(wrongEmail.status, 400);

    const signup = await call(t.app, 'POST', '/api/free_sign_up/signup', {
      json: { token: link.token, email: link.email, password: 'globex founder pw', first_name: 'Hank', last_name: 'Scorpio', organization_name: 'Globex' },
    });
    assert.equal(signup.status, 200);
    assert.ok(signup.body.access && signup.body.refresh);
    const me = await call(t.app, 'GET', '/auth/users/me/', { token: signup.body.access });
    assert.equal(me.body.id, signup.body.user_id);
    assert.equal(me.body.email, link.email);
    assert.deepEqual(me.body.offices.map((o: { role: string; office: { name: string } }) => [o.role, o.office.name]), [['OA', 'Globex']]);
    assert.equal(me.body.home_office_id, me.body.offices[0].office.id);
    const config = await t.db.select().from(configProperty).where(eq(configProperty.organizationId, signup.body.organization_id));
    assert.deepEqual(JSON.parse(config.find((c) => c.name === 'modules_allowed')!.value).length, 6);

    // The link is single use, and the address is now taken.
    const replay = await call(t.app, 'POST', '/api/free_sign_up/signup', {
      json: { token: link.token, email: link.email, password: 'globex founder pw', first_name: 'H', last_name: 'S', organization_name: 'Globex 2' },
    });
    assert.equal(replay.status, 400);
    const taken = await call(t.app, 'POST', '/api/free_sign_up/verify_business_email', { json: { email } });
    assert.equal(taken.status, 400);
    assert.ok(taken.body.email);
    // The new owner signs in normally.
    assert.equal((await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: link.email, password: 'globex founder pw' } })).status, 200);
  });

  test('free-mail addresses and bad input are refused with field messages', async () => {
    const gmail = await call(t.app, 'POST', '/api/free_sign_up/verify_business_email', { json: { email: 'someone@gmail.com' } });
    assert.equal(gmail.status, 400);
    assert.deepEqual(gmail.body, { email: ['Please use your business e-mail address.'] });
    assert.equal((await readOutbox(t.db, { to: 'someone@gmail.com' })).length, 0);
    const invalid = await call(t.app, 'POST', '/api/free_sign_up/verify_business_email', { json: { email: 'no-at-sign' } });
    assert.deepEqual(invalid.body, { email: ['Invalid e-mail'] });
    const noQuery = await call(t.app, 'GET', '/api/free_sign_up/trial_user_confirm_email');
    assert.deepEqual(noQuery.body, { token: ['Field is required'], email: ['Field is required'] });
    const missing = await call(t.app, 'POST', '/api/free_sign_up/signup', { json: { email: 'x@initech.example' } });
    assert.equal(missing.status, 400);
    for (const field of ['token', 'password', 'first_name', 'last_name', 'organization_name']) assert.deepEqual(missing.body[field], ['Field is required'], field);
    const forged = await call(t.app, 'POST', '/api/free_sign_up/signup', {
      json: { token: 'made-up', email: 'x@initech.example', password: 'long enough pw', first_name: 'P', last_name: 'G', organization_name: 'Initech' },
    });
    assert.equal(forged.status, 400);
    assert.ok(forged.body.token);
  });
});
