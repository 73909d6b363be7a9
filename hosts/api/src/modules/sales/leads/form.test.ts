/**
 * The sales settings and the public lead form. Settings: the defaults until first saved (reading
 * never writes), the form's key made by the first save and kept, every id checked. The form: its
 * definition (404 for an unknown key or a form that is off), answers as JSON, urlencoded or
 * multipart, stored as leads (name split, owner in turn, required custom fields asked); the
 * attacks: a filled honeypot (answered as a success, nothing stored), a stamp missing, forged,
 * another form's, too young or too old (400 on `stamp`), 1,000 posts from one address (429 after
 * the limit, exactly the limit stored), HTML and a `<script>` in names (kept as text, escaped on
 * the page), and cross-origin posts from a tenant's site. The plain page: accessible markup, no
 * script, a style its own policy allows.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { FieldMessage, SALES_LIMITS, SalesMessage, type LeadFormDefinition, type SalesSettingsRow } from '@si/contract';
import { auditEvent, category, customField, organization } from '../../../db/schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { refMessage } from '../../../platform/http/refs.ts';
import { call, settings, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { leadsWorld, putSettingsRow, type LeadsWorld } from '../../../../test-support/sales-data.ts';
import { salesLead, salesSettings } from '../schema.ts';
import { NOT_SALES_FIELD } from '../settings.ts';
import { NOT_ON_FORM } from './form.ts';
import { issueStamp } from './stamp.ts';

let t: TestContext;
let a: LeadsWorld;
let b: LeadsWorld;

const settingsOf = (token: string) => call<SalesSettingsRow>(t.app, 'GET', '/api/sales/settings', { token });
const putSettings = (json: Record<string, unknown>, token = a.oa.token) =>
  call<SalesSettingsRow>(t.app, 'PUT', '/api/sales/settings', { token, json: { lead_form_enabled: true, lead_form_field_ids: [], assign_team_id: null, loan_category_id: null, ...json } });

/** A stamp handed out `seconds` ago for form `key`. */
const stampAgo = (key: string, seconds = 10) => issueStamp(settings, key, Date.now() - seconds * 1000);
const formPath = (key: string) => `/api/public/lead-form/${key}`;
const post = (key: string, json: Record<string, unknown>, ip = '203.0.113.7', headers: Record<string, string> = {}) => call(t.app, 'POST', formPath(key), { json, ip, headers });
const visitor = (key: string, extra: Record<string, unknown> = {}) => ({ name: 'Ada King Lovelace', company: 'Engines', email: 'ada@engines.example', phone: '+44 20 7946 0958', message: 'Call me', stamp: stampAgo(key), ...extra });

/** A form post as a browser sends it; the answer as text. */
async function browserPost(key: string, fields: Record<string, string>, ip: string, type: 'urlencoded' | 'multipart' = 'urlencoded', accept = 'text/html,application/xhtml+xml') {
  let body: string | FormData;
  const headers: Record<string, string> = { accept };
  if (type === 'urlencoded') {
    body = new URLSearchParams(fields).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
  }
  const res = await t.app.request(formPath(key), { method: 'POST', headers, body }, { incoming: { socket: { remoteAddress: ip } } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const leadsOf = (orgId: number) => t.db.select().from(salesLead).where(eq(salesLead.organizationId, orgId));

before(async () => {
  t = await setup();
  a = await leadsWorld(t, 'Form Org A');
  b = await leadsWorld(t, 'Form Org B');
});
after(() => t.database.close());

describe('the sales settings', () => {
  test('the defaults until first saved, for every role, and reading never writes', async () => {
    for (const token of [a.vo.token, a.ic.token, a.oa.token]) {
      const res = await settingsOf(token);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        lead_form_enabled: false,
        lead_form_key: '',
        lead_form_field_ids: [],
        assign_team: null,
        loan_category: null,
        available_fields: [
          { id: a.fleet, name: 'Fleet size' },
          { id: a.industry, name: 'Industry' },
          { id: a.notes, name: 'Notes' },
        ],
        updated_at: null,
      });
    }
    assert.equal((await t.db.select().from(salesSettings).where(eq(salesSettings.organizationId, a.orgId))).length, 0);
  });

  test('the first save makes the form key (24 characters of base64url), later saves keep it; audited', async () => {
    const [loans] = await t.db.insert(category).values({ organizationId: a.orgId, name: 'Loans' }).returning();
    const first = await putSettings({ lead_form_field_ids: [a.industry, a.fleet, a.industry], assign_team_id: a.sellers, loan_category_id: loans!.id });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.match(first.body.lead_form_key, /^[A-Za-z0-9_-]{24}$/);
    assert.deepEqual(first.body.lead_form_field_ids, [a.industry, a.fleet], 'in the order chosen, once each');
    assert.equal(first.body.assign_team!.id, a.sellers);
    assert.deepEqual(first.body.loan_category, { id: loans!.id, name: 'Loans' });
    assert.ok(first.body.updated_at);
    const second = await putSettings({ lead_form_enabled: false, lead_form_field_ids: [a.notes], assign_team_id: a.sellers, loan_category_id: null });
    assert.equal(second.body.lead_form_key, first.body.lead_form_key);
    assert.equal(second.body.lead_form_enabled, false);
    assert.deepEqual((await settingsOf(a.vo.token)).body, second.body);
    const audited = await t.db.select().from(auditEvent).where(eq(auditEvent.action, 'sales_settings_changed'));
    assert.equal(audited.filter((e) => e.organizationId === a.orgId).length, 2);
    const other = await putSettings({}, b.oa.token);
    assert.notEqual(other.body.lead_form_key, first.body.lead_form_key, 'each organization its own key');
  });

  test("refused on its field: another organization's team or category, a field of another module or organization; only an administrator saves", async () => {
    const [theirCategory] = await t.db.insert(category).values({ organizationId: b.orgId, name: 'Theirs' }).returning();
    const res = await putSettings({ assign_team_id: b.sellers, loan_category_id: theirCategory!.id, lead_form_field_ids: [a.fleet, b.fleet] });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { assign_team_id: [refMessage('team')], loan_category_id: [refMessage('category')], lead_form_field_ids: [NOT_SALES_FIELD] });
    assert.deepEqual((await putSettings({ lead_form_field_ids: [a.otherModuleField] })).body, { lead_form_field_ids: [NOT_SALES_FIELD] });
    assert.equal((await putSettings({ lead_form_field_ids: 'all' })).status, 400);
    assert.equal((await putSettings({ lead_form_key: 'mine-mine-mine-mine' })).status, 400, 'the key is never chosen');
    for (const token of [a.ic.token, a.vo.token]) assert.equal((await putSettings({}, token)).status, 403);
  });
});

describe('the public lead form', () => {
  let key: string;
  before(async () => {
    // Asked: Industry (select, required), then Fleet size (number).
    key = (await putSettings({ lead_form_enabled: true, lead_form_field_ids: [a.industry, a.fleet], assign_team_id: a.sellers })).body.lead_form_key;
    await t.db.delete(salesLead).where(eq(salesLead.organizationId, a.orgId));
  });

  test("its definition: the organization's name, the fields chosen in order, a fresh stamp; 404 for an unknown key or a form that is off", async () => {
    const res = await call<LeadFormDefinition>(t.app, 'GET', formPath(key));
    assert.equal(res.status, 200);
    assert.equal(res.body.organization, 'Form Org A');
    assert.deepEqual(res.body.fields, [
      { id: a.industry, name: 'Industry', field_type: 'select', options: ['Logistics', 'Retail'], required: true },
      { id: a.fleet, name: 'Fleet size', field_type: 'number', options: [], required: false },
    ]);
    assert.match(res.body.stamp, /^\d+\.[A-Za-z0-9_-]{43}$/);
    assert.equal((await call(t.app, 'GET', formPath('unknown-key-0000000000'))).status, 404);
    assert.equal((await call(t.app, 'GET', formPath('bad'))).status, 404, 'not even a key');
    const off = await putSettingsRow(t.db, b.orgId, { leadFormEnabled: false });
    const closed = await call(t.app, 'GET', formPath(off));
    assert.deepEqual([closed.status, closed.body.detail], [404, SalesMessage.FORM_CLOSED]);
    assert.equal((await post(off, visitor(off, { fields: {} }))).status, 404);
    // An organization that no longer has the sales pipeline takes no answers.
    await setConfig(t.db, a.orgId, 'modules_allowed', JSON.stringify(['lender']));
    assert.equal((await call(t.app, 'GET', formPath(key))).status, 404);
    assert.equal((await t.app.request(`/lead-form/${key}`)).status, 404);
    await setConfig(t.db, a.orgId, 'modules_allowed', JSON.stringify(['lender', 'sales_pipeline']));
    assert.equal((await call(t.app, 'GET', formPath(key))).status, 200);
  });

  test('an answer is a new lead: source form, the name split at its last word, owners in turn, the answers in canonical text', async () => {
    const first = await post(key, visitor(key, { fields: { [a.industry]: 'Retail', [a.fleet]: '12.0' } }), '198.51.100.1');
    assert.deepEqual([first.status, first.body], [201, { message: SalesMessage.FORM_THANKS }]);
    const second = await post(key, visitor(key, { name: 'Cher', fields: { [a.industry]: 'Logistics' } }), '198.51.100.2');
    assert.equal(second.status, 201, JSON.stringify(second.body));
    const stored = await leadsOf(a.orgId);
    assert.equal(stored.length, 2);
    const ada = stored.find((l) => l.lastName === 'Lovelace')!;
    assert.deepEqual([ada.firstName, ada.company, ada.email, ada.phone, ada.message, ada.source, ada.state, ada.createdByUserId], ['Ada King', 'Engines', 'ada@engines.example', '+442079460958', 'Call me', 'form', 'new', null]);
    assert.deepEqual(ada.fields, { [a.industry]: 'Retail', [a.fleet]: '12' });
    const cher = stored.find((l) => l.firstName === 'Cher')!;
    assert.equal(cher.lastName, '');
    assert.deepEqual([ada.ownerUserId, cher.ownerUserId].sort(), [a.ic.id, a.lead.id].sort(), 'the two active sellers in turn');
  });

  test('refused on its fields: required custom field, a field not on the form, a bad answer, the e-mail and name', async () => {
    const before = (await leadsOf(a.orgId)).length;
    const res = await post(key, visitor(key, { name: '', email: 'nope', fields: { [a.fleet]: 'lots', [a.notes]: 'not asked' } }), '198.51.100.3');
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.name, [FieldMessage.REQUIRED]);
    assert.deepEqual(res.body.email, [FieldMessage.EMAIL]);
    const fields = await post(key, visitor(key, { fields: { [a.fleet]: 'lots', [a.notes]: 'not asked' } }), '198.51.100.3');
    assert.deepEqual(fields.body, { [`fields.${a.industry}`]: [FieldMessage.REQUIRED], [`fields.${a.fleet}`]: ['Enter a number.'], [`fields.${a.notes}`]: [NOT_ON_FORM] });
    const option = await post(key, visitor(key, { fields: { [a.industry]: 'Farming' } }), '198.51.100.3');
    assert.ok(option.body[`fields.${a.industry}`]);
    assert.equal((await leadsOf(a.orgId)).length, before);
  });

  test('a stamp missing, forged, of another form, too young or a day old is refused on stamp; the form says so', async () => {
    const before = (await leadsOf(a.orgId)).length;
    const otherKey = (await call(t.app, 'PUT', '/api/sales/settings', { token: b.oa.token, json: { lead_form_enabled: true, lead_form_field_ids: [], assign_team_id: null, loan_category_id: null } })).body.lead_form_key;
    const fresh = (await call<LeadFormDefinition>(t.app, 'GET', formPath(key))).body.stamp;
    const [seconds] = stampAgo(key).split('.');
    const stamps = ['', 'garbage', `${seconds}.${'A'.repeat(43)}`, stampAgo(otherKey), fresh, stampAgo(key, SALES_LIMITS.formMinSeconds - 2), stampAgo(key, SALES_LIMITS.formStampSeconds + 5), issueStamp(settings, key, Date.now() + 60_000)];
    for (const stamp of stamps) {
      const res = await post(key, visitor(key, { stamp, fields: { [a.industry]: 'Retail' } }), '198.51.100.4');
      assert.deepEqual([res.status, res.body], [400, { stamp: [SalesMessage.FORM_TOO_FAST] }], stamp);
    }
    const { stamp: _none, ...without } = visitor(key, { fields: { [a.industry]: 'Retail' } });
    assert.deepEqual((await post(key, without, '198.51.100.4')).body, { stamp: [SalesMessage.FORM_TOO_FAST] });
    assert.equal((await leadsOf(a.orgId)).length, before);
    assert.equal((await post(key, visitor(key, { stamp: stampAgo(key, SALES_LIMITS.formMinSeconds), fields: { [a.industry]: 'Retail' } }), '198.51.100.4')).status, 201, 'the minimum fill time is enough');
  });

  test('a filled honeypot is answered as a success and nothing is stored', async () => {
    const before = (await leadsOf(a.orgId)).length;
    const res = await post(key, visitor(key, { website: 'http://spam.example', fields: { [a.industry]: 'Retail' } }), '198.51.100.5');
    assert.deepEqual([res.status, res.body], [201, { message: SalesMessage.FORM_THANKS }]);
    const page = await browserPost(key, { name: 'Bot', email: 'bot@spam.example', website: 'x', stamp: 'garbage' }, '198.51.100.5');
    assert.equal(page.status, 201);
    assert.match(page.text, /Thank you/);
    assert.equal((await leadsOf(a.orgId)).length, before);
  });

  test('1,000 posts from one address: the limit is stored, the rest are 429 with Retry-After; another address still gets through', async () => {
    const before = (await leadsOf(a.orgId)).length;
    const statuses = new Map<number, number>();
    let retryAfter: string | null = null;
    for (let i = 0; i < 1000; i++) {
      const res = await post(key, visitor(key, { name: `Flood ${i}`, fields: { [a.industry]: 'Retail' } }), '192.0.2.99');
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 429) {
        assert.equal(res.body.detail, SalesMessage.FORM_TOO_MANY);
        retryAfter = res.headers.get('retry-after');
      }
    }
    assert.deepEqual(Object.fromEntries(statuses), { 201: SALES_LIMITS.formPostsPerHour, 429: 1000 - SALES_LIMITS.formPostsPerHour });
    assert.ok(Number(retryAfter) > 3500 && Number(retryAfter) <= 3600, `Retry-After ${retryAfter}`);
    assert.equal((await leadsOf(a.orgId)).length, before + SALES_LIMITS.formPostsPerHour);
    const page = await browserPost(key, { name: 'Late', email: 'late@example.com', [`field_${a.industry}`]: 'Retail', stamp: stampAgo(key) }, '192.0.2.99');
    assert.equal(page.status, 429);
    assert.ok(page.headers.get('retry-after'));
    assert.match(page.text, /Too many forms were sent from your address/);
    assert.equal((await post(key, visitor(key, { fields: { [a.industry]: 'Retail' } }), '192.0.2.100')).status, 201);
  });

  test('HTML in every answer is stored as typed', async () => {
    const html = '<img src=x onerror=alert(1)> & "quotes"';
    const res = await post(key, visitor(key, { name: `${html} Smith`, company: html, message: html, fields: { [a.industry]: 'Retail' } }), '198.51.100.6');
    assert.equal(res.status, 201);
    const [lead] = await t.db.select().from(salesLead).where(eq(salesLead.company, html));
    assert.deepEqual([lead!.firstName, lead!.lastName, lead!.message], [html, 'Smith', html]);
  });

  test("cross-origin: a tenant's page may read the form and post to it", async () => {
    const origin = 'https://www.tenant.example';
    const preflight = await t.app.request(formPath(key), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/i);
    const read = await t.app.request(formPath(key), { headers: { origin } });
    assert.equal(read.headers.get('access-control-allow-origin'), '*');
    const sent = await post(key, visitor(key, { fields: { [a.industry]: 'Retail' } }), '198.51.100.7', { origin });
    assert.equal(sent.status, 201);
    assert.equal(sent.headers.get('access-control-allow-origin'), '*');
  });

  test('a plain form post answers the thank-you page; refused, the form again with its messages and the answers kept, escaped', async () => {
    const stamp = stampAgo(key);
    const thanks = await browserPost(key, { name: 'Grace Hopper', email: 'grace@navy.example', [`field_${a.industry}`]: 'Logistics', [`field_${a.fleet}`]: '3', stamp }, '198.51.100.8');
    assert.equal(thanks.status, 201);
    assert.match(thanks.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(thanks.text, new RegExp(SalesMessage.FORM_THANKS.replace(/[.:]/g, '.')));
    const [grace] = await t.db.select().from(salesLead).where(eq(salesLead.email, 'grace@navy.example'));
    assert.deepEqual([grace!.firstName, grace!.lastName, grace!.fields], ['Grace', 'Hopper', { [a.industry]: 'Logistics', [a.fleet]: '3' }]);

    const typed = '"><script>alert(1)</script>';
    const refused = await browserPost(key, { name: typed, email: 'not-mail', message: typed, [`field_${a.fleet}`]: 'many', stamp }, '198.51.100.8', 'multipart');
    assert.equal(refused.status, 400);
    assert.doesNotMatch(refused.text, /<script>/);
    assert.match(refused.text, /value="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/, 'the name kept, escaped');
    assert.match(refused.text, /<textarea[^>]*>&quot;&gt;&lt;script&gt;/, 'the message kept, escaped');
    assert.match(refused.text, /id="lf-email" [^>]*aria-invalid="true" aria-describedby="lf-email-error"/);
    assert.match(refused.text, /<p class="error" id="lf-email-error">Invalid e-mail<\/p>/);
    assert.match(refused.text, new RegExp(`id="lf-field-${a.industry}-error">${FieldMessage.REQUIRED}<`));
    assert.match(refused.text, /role="alert"/);
    assert.match(refused.text, new RegExp(`name="stamp" value="${stamp}"`), 'the stamp kept');
    // A script posting form data (no page asked for) gets JSON.
    const scripted = await browserPost(key, { name: 'Script', email: 'not-mail', stamp }, '198.51.100.8', 'multipart', '*/*');
    assert.equal(scripted.status, 400);
    assert.ok(JSON.parse(scripted.text).email);
  });
});

describe('the plain page', () => {
  test('complete and accessible: language, labels, required marks, the honeypot out of sight and reach, the stamp hidden, no script, its style allowed by its own policy', async () => {
    const key = (await call(t.app, 'GET', '/api/sales/settings', { token: a.oa.token })).body.lead_form_key as string;
    const res = await t.app.request(`/lead-form/${key}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    assert.match(html, /^<!doctype html>\n<html lang="en" dir="ltr">/);
    assert.match(html, /<title>Contact Form Org A<\/title>/);
    assert.match(html, /<h1>Contact Form Org A<\/h1>/);
    // Every control has its label.
    const ids = [...html.matchAll(/<(?:input|select|textarea) id="([^"]+)"/g)].map((m) => m[1]!);
    assert.deepEqual(ids, ['lf-name', 'lf-company', 'lf-email', 'lf-phone', 'lf-message', `lf-field-${a.industry}`, `lf-field-${a.fleet}`, 'lf-website']);
    for (const id of ids) assert.match(html, new RegExp(`<label for="${id}">`), id);
    assert.match(html, /<input id="lf-name" name="name" type="text" autocomplete="name" maxlength="300" value="" required>/);
    assert.match(html, /<input id="lf-email" name="email" type="email" autocomplete="email" maxlength="254" value="" required>/);
    assert.match(html, new RegExp(`<label for="lf-field-${a.industry}">Industry<span class="req" aria-hidden="true">\\*</span></label><select id="lf-field-${a.industry}" name="field_${a.industry}" required>`));
    assert.match(html, new RegExp(`<input id="lf-field-${a.fleet}" name="field_${a.fleet}" type="text" inputmode="decimal"`));
    assert.match(html, /<div class="hp" aria-hidden="true"><label for="lf-website">[^<]+<\/label><input id="lf-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""><\/div>/);
    assert.match(html, /<input type="hidden" name="stamp" value="\d+\.[A-Za-z0-9_-]{43}">/);
    assert.match(html, new RegExp(`<form method="post" action="/api/public/lead-form/${key}">`));
    assert.doesNotMatch(html, /<script|\son[a-z]+=|\sstyle=/i);
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    assert.ok(nonce);
    const policy = res.headers.get('content-security-policy') ?? '';
    assert.match(policy, new RegExp(`style-src 'nonce-${nonce.replace(/[+/]/g, '\\$&')}'`));
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, /form-action 'self'/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.doesNotMatch(policy, /script-src/);
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    const again = await t.app.request(`/lead-form/${key}`);
    assert.notEqual(/<style nonce="([^"]+)">/.exec(await again.text())?.[1], nonce, 'a new nonce each time');
    const missing = await t.app.request('/lead-form/unknown-key-0000000000');
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /This form is not taking answers/);
  });

  test('an organization and field named with <script> are escaped everywhere', async () => {
    const w = await leadsWorld(t, 'Escape Org');
    await t.db.update(organization).set({ name: '<script>alert("org")</script>' }).where(eq(organization.id, w.orgId));
    const [evil] = await t.db.insert(customField).values({ organizationId: w.orgId, moduleKind: 7, name: '<script>alert("field")</script>', fieldType: 'select', options: ['<b>one</b>', '"two"'], required: true }).returning();
    const key = await putSettingsRow(t.db, w.orgId, { leadFormEnabled: true, leadFormFieldIds: [evil!.id] });
    const html = await (await t.app.request(`/lead-form/${key}`)).text();
    assert.doesNotMatch(html, /<script|<b>/);
    assert.match(html, /<h1>Contact &lt;script&gt;alert\(&quot;org&quot;\)&lt;\/script&gt;<\/h1>/);
    assert.match(html, /&lt;script&gt;alert\(&quot;field&quot;\)&lt;\/script&gt;/);
    assert.match(html, /<option value="&lt;b&gt;one&lt;\/b&gt;">&lt;b&gt;one&lt;\/b&gt;<\/option><option value="&quot;two&quot;">/);
    const json = await call<LeadFormDefinition>(t.app, 'GET', formPath(key));
    assert.equal(json.body.organization, '<script>alert("org")</script>', 'the JSON keeps the text as it is');
  });
});
