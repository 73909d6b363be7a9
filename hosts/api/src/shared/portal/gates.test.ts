import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigProperty } from '@si/contract';
import { setConfig } from '../../platform/config.ts';
import { readOutbox } from '../../platform/mail.ts';
import { MFA_REQUIRED } from './access.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { addContact, makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';

const TENANT = 'http://tenant.example:8081';
let t: TestContext;
let p: PortalFixture;
before(async () => {
  t = await setup();
  p = await makePortal(t.db, { allowedOrigins: [TENANT, 'not a url'] });
});
after(() => t.database.close());

describe('CORS on token endpoints', () => {
  const details = (token: string, origin: string) => t.app.request(`/api/portal/details?token=${token}`, { headers: { origin } });

  test('a listed origin gets CORS headers; an unlisted one gets none', async () => {
    const allowed = await details(p.token, TENANT);
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), TENANT);
    const refused = await details(p.token, 'http://evil.example');
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
  });

  test('an origin listed by another organization does not open this one', async () => {
    const other = await makePortal(t.db, { allowedOrigins: ['http://other-tenant.example'] });
    const res = await details(p.token, 'http://other-tenant.example');
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    const own = await details(other.token, 'http://other-tenant.example');
    assert.equal(own.headers.get('access-control-allow-origin'), 'http://other-tenant.example');
  });

  test('preflights: a listed origin may send JSON, the grant and the tus headers; an unlisted origin may not', async () => {
    const ask = (origin: string) =>
      t.app.request('/api/portal_comments/add_comment', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-portal-grant' },
      });
    const ok = await ask(TENANT);
    assert.equal(ok.status, 204);
    assert.equal(ok.headers.get('access-control-allow-origin'), TENANT);
    assert.match(ok.headers.get('access-control-allow-headers')!, /X-Portal-Grant/);
    assert.match(ok.headers.get('access-control-allow-headers')!, /Upload-Metadata/);
    const no = await ask('http://evil.example');
    assert.equal(no.headers.get('access-control-allow-origin'), null);
  });

  test('tus answers carry the origin decision and expose Location', async () => {
    const metadata = `token ${Buffer.from(p.token).toString('base64')},item_id ${Buffer.from(String(p.requirementId)).toString('base64')},filename ${Buffer.from('a.pdf').toString('base64')}`;
    const res = await t.app.request('/api/portal/uploads', { method: 'POST', headers: { origin: TENANT, 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': metadata } });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get('access-control-allow-origin'), TENANT);
    assert.match(res.headers.get('access-control-expose-headers')!, /Location/);
  });

  test('staff calls keep their open CORS', async () => {
    const res = await t.app.request('/auth/users/me/', { headers: { origin: 'http://evil.example' } });
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });
});

describe('file-drop MFA gate', () => {
  let gated: PortalFixture;
  before(async () => {
    gated = await makePortal(t.db);
    await setConfig(t.db, gated.orgId, ConfigProperty.FILEDROP_MFA_CHALLENGE_ENABLED, 'true');
  });
  const lastCode = async () => /\b(\d{6})\b/.exec((await readOutbox(t.db))[0]!.body)![1]!;

  test('portal calls without a grant answer 403 mfa_required; a mailed code buys a 12-hour grant that opens them', async () => {
    const blocked = await call(t.app, 'GET', `/api/filedrop?token=${gated.token}`);
    assert.equal(blocked.status, 403);
    assert.deepEqual(blocked.body, { detail: MFA_REQUIRED, mfa_required: true });
    const comments = await call(t.app, 'POST', '/api/portal_comments/add_comment', { json: { token: gated.token, target_type: 'item', target_id: gated.invoiceId, comment_text: 'hi' } });
    assert.equal(comments.status, 403);

    const challenge = await call(t.app, 'GET', `/api/filedrop_mfa_challenge?token=${gated.token}`);
    assert.equal(challenge.status, 200);
    assert.match(challenge.body.email_hint, /^a\*\*\*@c\*\*\*\.example$/);
    const code = await lastCode();
    const wrong = await call(t.app, 'POST', '/api/filedrop_mfa_verify', { json: { token: gated.token, code: code === '000000' ? '111111' : '000000' } });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { code: ['Invalid or expired code.'] });
    const badShape = await call(t.app, 'POST', '/api/filedrop_mfa_verify', { json: { token: gated.token, code: '12' } });
    assert.deepEqual(badShape.body, { code: ['Enter the 6-digit code.'] });
    const right = await call(t.app, 'POST', '/api/filedrop_mfa_verify', { json: { token: gated.token, code } });
    assert.equal(right.status, 200);
    const hours = (Date.parse(right.body.expires_at) - Date.now()) / 3600_000;
    assert.ok(hours > 11.9 && hours <= 12, `grant lasts 12 h, got ${hours}`);
    const reused = await call(t.app, 'POST', '/api/filedrop_mfa_verify', { json: { token: gated.token, code } });
    assert.equal(reused.status, 400, 'a code is single use');

    const open = await call(t.app, 'GET', `/api/filedrop?token=${gated.token}`, { headers: { 'x-portal-grant': right.body.grant } });
    assert.equal(open.status, 200);
    const byQuery = await call(t.app, 'GET', `/api/portal/details?token=${gated.token}&grant=${right.body.grant}`);
    assert.equal(byQuery.status, 200, 'plain links carry the grant in the query');

    const colleague = await addContact(t.db, gated.orgId, gated.accountId, 'Cleo');
    const borrowed = await call(t.app, 'GET', `/api/filedrop?token=${colleague.token}`, { headers: { 'x-portal-grant': right.body.grant } });
    assert.equal(borrowed.status, 403, 'a grant is bound to its token');
    const other = await call(t.app, 'GET', `/api/filedrop?token=${p.token}`);
    assert.equal(other.status, 200, 'organizations without the gate are not affected');
  });

  test('five wrong codes use the code up', async () => {
    await call(t.app, 'GET', `/api/filedrop_mfa_challenge?token=${gated.token}`);
    const code = await lastCode();
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await call(t.app, 'POST', '/api/filedrop_mfa_verify', { json: { token: gated.token, code: wrongCode } })).status);
    assert.deepEqual(answers, [400, 400, 400, 400, 400]);
    const late = await call(t.app, 'POST', '/api/filedrop_mfa_verify', { json: { token: gated.token, code } });
    assert.deepEqual(late.body, { code: ['Too many wrong codes. Request a new code.'] });
  });

  test('tus uploads need the grant too', async () => {
    const metadata = `token ${Buffer.from(gated.token).toString('base64')},item_id ${Buffer.from(String(gated.requirementId)).toString('base64')},filename ${Buffer.from('a.pdf').toString('base64')}`;
    const res = await t.app.request('/api/portal/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': metadata } });
    assert.equal(res.status, 403);
    assert.equal((await res.json()).mfa_required, true);
  });
});
