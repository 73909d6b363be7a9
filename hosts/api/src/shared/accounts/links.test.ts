/** Contacts on an account and their portal links: add, role, remove, issue/rotate, expiry, revoke, mail, access log. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { CONTACT_ALREADY_ON_ACCOUNT, CONTACT_EMAIL_TAKEN, ConfigProperty, LINK_EXPIRY_IN_PAST, ModuleKind } from '@si/contract';
import { contact, contactRole } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { readOutbox } from '../../platform/mail.ts';
import { TOKEN_NOT_FOUND } from '../portal/access.ts';
import { call } from '../../../test-support/helpers.ts';
import { adminWorld, type AdminWorld } from '../../../test-support/admin-support.ts';
import { makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';

let w: AdminWorld;
let p: PortalFixture;
let foreign: PortalFixture;
let role: number;
let foreignRole: number;
const base = () => `/api/accounts/${p.accountId}/contacts`;
const send = (method: string, path: string, json?: unknown, token = w.tokens.oa) => call(w.t.app, method, path, { token, json });
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** Every portal call, each given the token where that call reads it. */
const PORTAL_CALLS: [string, (token: string) => string, (token: string) => unknown][] = [
  ['GET', (t) => `/api/filedrop?token=${t}`, () => undefined],
  ['GET', (t) => `/api/portal/details?token=${t}`, () => undefined],
  ['GET', (t) => `/api/customer-confirm-email?token=${t}&email=a@b.example`, () => undefined],
  ['GET', (t) => `/api/fetch_sales_files?token=${t}&id=1`, () => undefined],
  ['GET', (t) => `/api/preview_sales_files?token=${t}&id=1`, () => undefined],
  ['GET', (t) => `/api/download_sales_files?token=${t}&id=1`, () => undefined],
  ['GET', (t) => `/api/preview_external_reference?token=${t}&external_reference=x`, () => undefined],
  ['GET', (t) => `/api/filedrop_mfa_challenge?token=${t}`, () => undefined],
  ['POST', () => '/api/filedrop_mfa_verify', (t) => ({ token: t, code: '123456' })],
  ['GET', (t) => `/api/portal_comments/object_comments?token=${t}&target_type=item&target_id=1`, () => undefined],
  ['POST', () => '/api/portal_comments/add_comment', (t) => ({ token: t, target_type: 'item', target_id: 1, comment_text: 'hi' })],
  ['PUT', () => '/api/portal_comments/update_comment', (t) => ({ token: t, comment_id: 1, comment_text: 'hi' })],
  ['DELETE', (t) => `/api/portal_comments/delete_comment?token=${t}&comment_id=1`, () => undefined],
  ['GET', (t) => `/api/clm/portal_data?token=${t}`, () => undefined],
  ['POST', (t) => `/api/customer/portal/create_loan_request?token=${t}`, () => ({ amount: 1000 })],
  ['POST', () => '/api/payments/get_or_create_payment_session', (t) => ({ token: t, item_id: 1 })],
  ['POST', () => '/api/payments/update_payment_session', (t) => ({ token: t, session_id: 'x' })],
  ['GET', (t) => `/api/portal/pay_instructions?token=${t}`, () => undefined],
  ['GET', (t) => `/api/fetch_latest_statement_files?token=${t}`, () => undefined],
];

async function tusCreate(token: string) {
  const meta = `token ${Buffer.from(token).toString('base64')},item_id ${Buffer.from(String(p.requirementId)).toString('base64')},filename ${Buffer.from('a.pdf').toString('base64')}`;
  return w.t.app.request('/api/portal/uploads', { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': meta } });
}

/** Status and detail of every portal call with this token. */
async function portalAnswers(token: string) {
  const out: { what: string; status: number; detail: unknown }[] = [];
  for (const [method, path, json] of PORTAL_CALLS) {
    const res = await call(w.t.app, method, path(token), { json: json(token) });
    out.push({ what: `${method} ${path('T')}`, status: res.status, detail: res.body?.detail });
  }
  const tus = await tusCreate(token);
  out.push({ what: 'POST /api/portal/uploads', status: tus.status, detail: tus.status === 404 ? ((await tus.json()) as { detail: string }).detail : null });
  return out;
}

before(async () => {
  w = await adminWorld();
  p = await makePortal(w.t.db, { orgId: w.org.orgId });
  foreign = await makePortal(w.t.db, { orgId: w.otherOrg.orgId });
  role = (await w.t.db.insert(contactRole).values({ organizationId: w.org.orgId, name: 'CFO' }).returning())[0]!.id;
  foreignRole = (await w.t.db.insert(contactRole).values({ organizationId: w.otherOrg.orgId, name: 'CFO' }).returning())[0]!.id;
});
after(() => w.t.database.close());

describe('contacts on an account', () => {
  let added: number;

  test('adds a new contact with a role in one go; the directory has it; a second add is refused', async () => {
    const res = await send('POST', base(), { contact: { first_name: 'Bea', last_name: 'Stone', email: 'bea@customer.example' }, contact_role_id: role }, w.tokens.ic);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    added = res.body.id;
    assert.deepEqual([res.body.first_name, res.body.contact_role.name, res.body.link.state], ['Bea', 'CFO', 'none']);
    const again = await send('POST', base(), { contact_id: added });
    assert.deepEqual(again.body, { contact_id: [CONTACT_ALREADY_ON_ACCOUNT] });
    const clash = await send('POST', base(), { contact: { first_name: 'Other', email: 'BEA@customer.example' } });
    assert.deepEqual(clash.body, { 'contact.email': [CONTACT_EMAIL_TAKEN] });
  });

  test('changes the role, removes the contact (it stays in the directory) and adds it back', async () => {
    assert.equal((await send('PATCH', `${base()}/${added}`, { contact_role_id: null })).body.contact_role, null);
    assert.equal((await send('DELETE', `${base()}/${added}`)).status, 204);
    assert.equal((await send('GET', `/api/contacts/${added}`)).status, 200);
    assert.equal((await send('GET', base())).body.results.some((r: { id: number }) => r.id === added), false);
    assert.equal((await send('POST', base(), { contact_id: added })).status, 201);
  });

  test("another organization's contact, role or account is refused; bad input names the field", async () => {
    const cases: [unknown, string][] = [
      [{ contact_id: foreign.contactId }, 'contact_id'],
      [{ contact_id: p.contactId, contact_role_id: foreignRole }, 'contact_role_id'],
      [{ contact_id: 2147483648 }, 'contact_id'],
      [{}, 'contact_id'],
      [{ contact: { first_name: 'X', email: 'not-an-email' } }, 'contact.email'],
      [{ contact: { first_name: 'X', email: 'x@y.example', phone: 'call me' } }, 'contact.phone'],
      [{ contact_id: p.contactId, extra: 1 }, 'extra'],
    ];
    for (const [json, field] of cases) {
      const res = await send('POST', base(), json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.ok(res.body[field], `${field}: ${JSON.stringify(res.body)}`);
    }
    assert.ok((await send('PATCH', `${base()}/${p.contactId}`, { contact_role_id: foreignRole })).body.contact_role_id);
    assert.equal((await send('GET', `/api/accounts/${foreign.accountId}/contacts`)).status, 404);
    assert.equal((await send('POST', `/api/accounts/${foreign.accountId}/contacts`, { contact_id: p.contactId })).status, 404);
    assert.equal((await send('PATCH', `${base()}/${foreign.contactId}`, { contact_role_id: null })).status, 404);
    assert.equal((await send('POST', `${base()}/${foreign.contactId}/link`, {})).status, 404);
    assert.equal((await send('GET', `/api/accounts/${foreign.accountId}/contacts/${foreign.contactId}/access_log`)).status, 404);
    assert.equal((await send('DELETE', `/api/accounts/${foreign.accountId}/contacts/${foreign.contactId}/link`)).status, 404);
  });

  test('a VO reads contacts, links and the access log, and every write is 403', async () => {
    assert.equal((await send('GET', base(), undefined, w.tokens.vo)).status, 200);
    assert.equal((await send('GET', `${base()}/${p.contactId}/access_log`, undefined, w.tokens.vo)).status, 200);
    for (const [method, path, json] of [
      ['POST', base(), { contact_id: p.contactId }],
      ['PATCH', `${base()}/${p.contactId}`, { contact_role_id: null }],
      ['DELETE', `${base()}/${p.contactId}`, undefined],
      ['POST', `${base()}/${p.contactId}/link`, {}],
      ['PATCH', `${base()}/${p.contactId}/link`, { expires_at: null }],
      ['DELETE', `${base()}/${p.contactId}/link`, undefined],
    ] as const) {
      assert.equal((await send(method, path, json, w.tokens.vo)).status, 403, `${method} ${path}`);
    }
  });
});

describe('portal links', () => {
  test('rotating stops the old token on every portal call at once; the new one opens them', async () => {
    const before = await portalAnswers(p.token);
    assert.ok(before.every((a) => a.detail !== TOKEN_NOT_FOUND), JSON.stringify(before.filter((a) => a.detail === TOKEN_NOT_FOUND)));
    const res = await send('POST', `${base()}/${p.contactId}/link`, { expires_at: inAnHour() }, w.tokens.ic);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.url, `http://suite.test/public/s/${res.body.token}`);
    assert.deepEqual([res.body.contact.link.state, res.body.sent_to], ['active', null]);
    assert.ok(res.body.contact.link.issued_at);
    for (const a of await portalAnswers(p.token)) assert.deepEqual([a.what, a.status, a.detail], [a.what, 404, TOKEN_NOT_FOUND]);
    assert.equal((await call(w.t.app, 'GET', `/api/filedrop?token=${res.body.token}`)).status, 200);
    p.token = res.body.token;
  });

  test('revoking stops the token on every portal call; the list shows the state', async () => {
    assert.equal((await send('DELETE', `${base()}/${p.contactId}/link`)).status, 204);
    for (const a of await portalAnswers(p.token)) assert.deepEqual([a.what, a.status, a.detail], [a.what, 404, TOKEN_NOT_FOUND]);
    const row = (await send('GET', base())).body.results.find((r: { id: number }) => r.id === p.contactId);
    assert.equal(row.link.state, 'revoked');
  });

  test('send: true mails the link with the greeting and the organization; an expiry in the past is refused', async () => {
    await setConfig(w.t.db, w.org.orgId, ConfigProperty.EMAIL_SALUTATION_GREETING, 'Dear');
    const past = await send('POST', `${base()}/${p.contactId}/link`, { expires_at: '2020-01-01T00:00:00Z' });
    assert.deepEqual(past.body, { expires_at: [LINK_EXPIRY_IN_PAST] });
    assert.ok((await send('POST', `${base()}/${p.contactId}/link`, { expires_at: 'tomorrow' })).body.expires_at);
    const res = await send('POST', `${base()}/${p.contactId}/link`, { send: true });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const [who] = await w.t.db.select().from(contact).where(eq(contact.id, p.contactId));
    assert.equal(res.body.sent_to, who!.email);
    assert.ok(res.body.contact.link.sent_at);
    assert.equal(res.body.expires_at, null);
    const [mail] = await readOutbox(w.t.db, { to: who!.email });
    assert.match(mail!.subject, /Acme Corp/);
    assert.ok(mail!.body.startsWith(`Dear ${who!.firstName} ${who!.lastName},`), mail!.body);
    assert.ok(mail!.body.includes(res.body.url));
    p.token = res.body.token;
  });

  test('changing the expiry: a past date is 400, a future one is shown, null clears it', async () => {
    const path = `${base()}/${p.contactId}/link`;
    assert.deepEqual((await send('PATCH', path, { expires_at: '2001-01-01T00:00:00+02:00' })).body, { expires_at: [LINK_EXPIRY_IN_PAST] });
    const at = inAnHour();
    assert.equal((await send('PATCH', path, { expires_at: at })).body.link.expires_at, new Date(at).toISOString());
    assert.equal((await send('PATCH', path, { expires_at: null })).body.link.expires_at, null);
    assert.ok((await send('PATCH', path, { expires_at: null, send: true })).body.send);
  });

  test("the access log holds the contact's calls, newest first, and never the token", async () => {
    await call(w.t.app, 'GET', `/api/filedrop?token=${p.token}&lang=fr`, { headers: { 'user-agent': `Browser/${'x'.repeat(400)}` } });
    await call(w.t.app, 'POST', '/api/portal_comments/add_comment', { json: { token: p.token, target_type: 'item', target_id: p.requirementId, comment_text: 'Sent' } });
    const res = await send('GET', `${base()}/${p.contactId}/access_log`);
    assert.equal(res.status, 200);
    const [newest, previous] = res.body.results;
    assert.deepEqual([newest.action, newest.what, newest.ip], ['write', 'POST /api/portal_comments/add_comment', '127.0.0.1']);
    assert.deepEqual([previous.action, previous.what], ['read', 'GET /api/filedrop']);
    assert.equal(previous.user_agent.length, 300);
    assert.doesNotMatch(JSON.stringify(res.body), new RegExp(p.token));
    // What staff read: what the person did, the address as written, the browser by name.
    assert.deepEqual([newest.activity, previous.activity], ['added_comment', 'opened_portal']);
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    await call(w.t.app, 'DELETE', `/api/portal_comments/delete_comment?token=${p.token}&id=999999`, { headers: { 'user-agent': chrome }, ip: '::ffff:203.0.113.9' });
    await call(w.t.app, 'GET', `/api/fetch_sales_files?token=${p.token}`, { headers: { 'user-agent': 'node' } });
    const [script, deleted] = (await send('GET', `${base()}/${p.contactId}/access_log`)).body.results;
    assert.deepEqual([deleted.activity, deleted.ip, deleted.browser], ['deleted_comment', '203.0.113.9', 'Chrome 131 on Windows 10']);
    assert.deepEqual([script.activity, script.browser], ['listed_files', '']);
    const row = (await send('GET', base())).body.results.find((r: { id: number }) => r.id === p.contactId);
    assert.ok(row.link.last_access_at);
    assert.equal((await send('GET', `${base()}/${p.contactId}/access_log?page_size=7`)).status, 400);
  });

  test("an archived workspace's links are refused like revoked ones, and open again on restore", async () => {
    assert.equal((await send('PATCH', `/api/accounts/${p.accountId}`, { archived: true })).status, 200);
    assert.equal((await call(w.t.app, 'GET', `/api/filedrop?token=${p.token}`)).status, 404);
    assert.equal((await send('PATCH', `/api/accounts/${p.accountId}`, { archived: false })).status, 200);
    assert.equal((await call(w.t.app, 'GET', `/api/filedrop?token=${p.token}`)).status, 200);
  });

  test('a contracts workspace links to the contracts portal', async () => {
    const acc = await send('POST', '/api/accounts', { name: 'Lease', module_kind: ModuleKind.CONTRACT_LIFECYCLE });
    const added = await send('POST', `/api/accounts/${acc.body.id}/contacts`, { contact_id: p.contactId });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const link = await send('POST', `/api/accounts/${acc.body.id}/contacts/${p.contactId}/link`, {});
    assert.ok(link.body.url.startsWith('http://suite.test/public/c/'), link.body.url);
  });
});
