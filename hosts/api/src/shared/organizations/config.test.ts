import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvent, configProperty } from '../../db/schema.ts';
import { getConfig, setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
let otherOrg: { orgId: number; officeId: number };
const tokens: Record<'oa' | 'ic' | 'vo' | 'lra' | 'stranger', string> = { oa: '', ic: '', vo: '', lra: '', stranger: '' };
let oaId: number;

const PATH = '/api/organizations/config_property';
const read = (name: string, token = tokens.ic) => call(t.app, 'GET', `${PATH}?config_property_name=${encodeURIComponent(name)}`, { token });
const write = (name: unknown, value: unknown, token = tokens.oa) =>
  call(t.app, 'POST', PATH, { token, json: { config_property_name: name, config_property_value: value } });

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  otherOrg = await makeOrg(t.db, { name: 'Other Org' });
  const oa = await makeUser(t.db, org, { role: 'OA' });
  oaId = oa.id;
  tokens.oa = (await signIn(t.app, oa)).access;
  for (const role of ['IC', 'VO', 'LRA'] as const) tokens[role.toLowerCase() as 'ic'] = (await signIn(t.app, await makeUser(t.db, org, { role }))).access;
  tokens.stranger = (await signIn(t.app, await makeUser(t.db, otherOrg, { role: 'OA' }))).access;
});
after(() => t.database.close());

describe('GET /api/organizations/config_property', () => {
  test('any signed-in user of the organization reads a value; unset reads null', async () => {
    await setConfig(t.db, org.orgId, 'tenant_full_name', 'Acme Corporation');
    for (const token of [tokens.ic, tokens.vo, tokens.lra, tokens.oa]) {
      const res = await read('tenant_full_name', token);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { config_property_value: 'Acme Corporation' });
    }
    assert.deepEqual((await read('info_email')).body, { config_property_value: null });
  });

  test('another organization reads its own value, never ours', async () => {
    await setConfig(t.db, otherOrg.orgId, 'tenant_full_name', 'Other Org Ltd');
    assert.deepEqual((await read('tenant_full_name', tokens.stranger)).body, { config_property_value: 'Other Org Ltd' });
    assert.deepEqual((await read('tenant_full_name', tokens.ic)).body, { config_property_value: 'Acme Corporation' });
  });

  test('unknown or missing name is 400 with a field message; no token is 401', async () => {
    const unknown = await read('not_a_property');
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { config_property_name: ['Unknown config property name "not_a_property".'] });
    const missing = await call(t.app, 'GET', PATH, { token: tokens.ic });
    assert.deepEqual(missing.body, { config_property_name: ['Field is required'] });
    assert.equal((await call(t.app, 'GET', `${PATH}?config_property_name=info_email`)).status, 401);
  });

  test('secrets are masked: never the stored value, at most its last four characters', async () => {
    await setConfig(t.db, org.orgId, 'payment_provider_api_key', 'sk_test_51HxYzSecretValue9876');
    await setConfig(t.db, org.orgId, 'business_central_client_secret', 'short');
    const key = await read('payment_provider_api_key', tokens.oa);
    assert.deepEqual(key.body, { config_property_value: '********9876' });
    assert.deepEqual((await read('business_central_client_secret', tokens.oa)).body, { config_property_value: '********' });
    assert.ok(!JSON.stringify((await read('payment_provider_api_key')).body).includes('Secret'));
  });
});

describe('POST /api/organizations/config_property', () => {
  test('an OA writes a value, it reads back and an audit row records the change', async () => {
    const res = await write('info_email', ' info@acme.example ');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { config_property_name: 'info_email', config_property_value: 'info@acme.example' });
    assert.deepEqual((await read('info_email')).body, { config_property_value: 'info@acme.example' });
    const [event] = await t.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.organizationId, org.orgId), eq(auditEvent.action, 'config_property_updated')))
      .orderBy(desc(auditEvent.id))
      .limit(1);
    assert.equal(event!.actorUserId, oaId);
    assert.equal(event!.entityKind, 1);
    assert.deepEqual(event!.details, { changes: [{ name: 'info_email', before: null, after: 'info@acme.example' }] });
  });

  test('IC, VO and LRA get 403 {detail} and nothing changes', async () => {
    for (const token of [tokens.ic, tokens.vo, tokens.lra]) {
      const res = await write('info_email', 'hijack@evil.example', token);
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'You do not have permission to perform this action.' });
    }
    assert.equal(await getConfig(t.db, org.orgId, 'info_email'), 'info@acme.example');
  });

  test("an OA of another organization writes only their own organization's value", async () => {
    assert.equal((await write('info_email', 'info@other.example', tokens.stranger)).status, 200);
    assert.equal(await getConfig(t.db, otherOrg.orgId, 'info_email'), 'info@other.example');
    assert.equal(await getConfig(t.db, org.orgId, 'info_email'), 'info@acme.example');
  });

  test('booleans are stored in canonical form and read per spec 5', async () => {
    for (const [input, stored] of [['Yes', 'true'], ['t', 'true'], ['1', 'true'], [true, 'true'], ['NO', 'false'], ['0', 'false'], [false, 'false']] as const) {
      assert.equal((await write('customer_notifications_enabled', input)).status, 200);
      assert.equal(await getConfig(t.db, org.orgId, 'customer_notifications_enabled'), stored);
    }
    const bad = await write('customer_notifications_enabled', 'maybe');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { config_property_value: ['Must be a boolean: true, t, yes, 1, false, f, no, 0, or empty.'] });
  });

  test('modules_allowed must be a JSON array of application types', async () => {
    assert.equal((await write('modules_allowed', '["lender","secure_invoice_sales","lender"]')).status, 200);
    assert.equal(await getConfig(t.db, org.orgId, 'modules_allowed'), '["lender","secure_invoice_sales"]');
    assert.equal((await write('modules_allowed', ['document_collection'])).status, 200);
    const unknown = await write('modules_allowed', '["lender","payroll"]');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.config_property_value[0], 'Unknown application type "payroll".');
    const notArray = await write('modules_allowed', '{"lender": true}');
    assert.match(notArray.body.config_property_value[0], /^Must be a JSON array of application types: document_collection, lender/);
    assert.equal((await write('modules_allowed', 'lender')).status, 400);
    assert.equal(await getConfig(t.db, org.orgId, 'modules_allowed'), '["document_collection"]');
  });

  test('portal_allowed_origins must be a JSON array of bare origins', async () => {
    assert.equal((await write('portal_allowed_origins', '["https://shop.example.com","http://localhost:8081"]')).status, 200);
    for (const bad of ['["https://shop.example.com/path"]', '["https://shop.example.com/"]', '["javascript:alert(1)"]', '["*"]', '"https://a.example"']) {
      const res = await write('portal_allowed_origins', bad);
      assert.equal(res.status, 400, bad);
      assert.ok(res.body.config_property_value.some((m: string) => m.startsWith('Must be a JSON array of origins')), bad);
    }
  });

  test('typed values: e-mail, phone, URL, numbers, time zone, single-line subjects, users of the organization', async () => {
    const cases: [string, unknown, string][] = [
      ['accounting_email', 'not-an-email', 'Invalid e-mail'],
      ['phone_number', '12-34', 'Invalid phone number'],
      ['powered_by_redirection_link', 'javascript:alert(1)', 'Enter a valid http or https URL.'],
      ['etherpad_max_age_minutes', '0', 'Must be a whole number from 1 to 525600.'],
      ['dashboard_data_load_frequency', '1.5', 'Must be a whole number from 0 to 1440.'],
      ['business_central_timezone', 'Mars/Olympus', 'Unknown time zone; use an IANA name such as Europe/Paris.'],
      ['past_due_reminder_email_subject', 'Overdue\r\nBcc: all@victims.example', 'Must be a single line.'],
      ['tenant_short_name', 'x'.repeat(51), 'Ensure this field has no more than 50 characters.'],
      ['business_central_account_created_by_user_id', '99999', 'Must be the id of a user of this organization.'],
      ['tenant_custom_email_templates', 'plain text', 'Must be a JSON object or array.'],
    ];
    for (const [name, value, message] of cases) {
      const res = await write(name, value);
      assert.equal(res.status, 400, `${name}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(res.body, { config_property_value: [message] }, name);
    }
    assert.equal((await write('phone_number', '+123 456 78901')).status, 200);
    assert.equal((await write('business_central_timezone', 'Europe/Paris')).status, 200);
    assert.equal((await write('business_central_account_created_by_user_id', String(oaId))).status, 200);
  });

  test('unknown names, missing value, unknown fields and malformed bodies are 400', async () => {
    assert.deepEqual((await write('no_such_name', 'x')).body, { config_property_name: ['Unknown config property name "no_such_name".'] });
    assert.deepEqual((await write(undefined, 'x')).body, { config_property_name: ['Field is required'] });
    const noValue = await call(t.app, 'POST', PATH, { token: tokens.oa, json: { config_property_name: 'info_email' } });
    assert.deepEqual(noValue.body, { config_property_value: ['Field is required'] });
    const extra = await call(t.app, 'POST', PATH, { token: tokens.oa, json: { config_property_name: 'info_email', config_property_value: '', organization_id: 2 } });
    assert.deepEqual(extra.body, { organization_id: ['Unknown field.'] });
    assert.equal((await call(t.app, 'POST', PATH, { token: tokens.oa, raw: '{bad json' })).status, 400);
    assert.equal((await call(t.app, 'POST', PATH, { token: tokens.oa, json: ['info_email'] })).status, 400);
  });

  test('a secret is stored in full but never answered or audited in clear; its mask sent back keeps it', async () => {
    const secret = 'sk_live_51NewSecretValueABCD';
    const res = await write('payment_provider_api_key', secret);
    assert.equal(res.status, 200);
    assert.equal(res.body.config_property_value, '********ABCD');
    assert.equal(await getConfig(t.db, org.orgId, 'payment_provider_api_key'), secret);
    assert.equal((await write('payment_provider_api_key', '********ABCD')).status, 200);
    assert.equal(await getConfig(t.db, org.orgId, 'payment_provider_api_key'), secret);
    const forged = await write('payment_provider_api_key', '********WXYZ');
    assert.equal(forged.status, 400);
    assert.deepEqual(forged.body, { config_property_value: ['Send the new secret in full; a masked value cannot be stored.'] });
    const events = await t.db.select().from(auditEvent).where(eq(auditEvent.organizationId, org.orgId));
    assert.ok(!JSON.stringify(events).includes('NewSecretValue'));
  });

  test('secrets are sealed at rest: the row holds no clear text, reads and Business Central open it, an old clear row still reads', async () => {
    const secret = 'sk_live_51AtRestSecretWXYZ';
    assert.equal((await write('payment_provider_api_key', secret)).status, 200);
    const raw = async (name: string) =>
      (await t.db.select({ value: configProperty.value }).from(configProperty).where(and(eq(configProperty.organizationId, org.orgId), eq(configProperty.name, name))))[0]?.value ?? '';
    const stored = await raw('payment_provider_api_key');
    assert.match(stored, /^enc:v2:/);
    assert.ok(!stored.includes('AtRestSecret'), 'no clear text in the row');
    assert.equal(await getConfig(t.db, org.orgId, 'payment_provider_api_key'), secret);
    assert.equal((await read('payment_provider_api_key', tokens.oa)).body.config_property_value, '********WXYZ');
    // Two writes of one value give two different rows (a fresh nonce each time).
    assert.equal((await write('payment_provider_api_key', `${secret}2`)).status, 200);
    assert.equal((await write('payment_provider_api_key', secret)).status, 200);
    assert.notEqual(await raw('payment_provider_api_key'), stored);

    await setConfig(t.db, org.orgId, 'business_central_client_secret', 'bc-client-secret-7788');
    assert.match(await raw('business_central_client_secret'), /^enc:v2:/);
    // Business Central belongs to the secure invoice module: allow it for this read, then put the value back.
    const modules = await getConfig(t.db, org.orgId, 'modules_allowed');
    await setConfig(t.db, org.orgId, 'modules_allowed', JSON.stringify(['secure_invoice_sales']));
    const bc = await call(t.app, 'GET', '/api/organizations/business_central_configuration', { token: tokens.oa });
    if (modules === undefined) await t.db.delete(configProperty).where(and(eq(configProperty.organizationId, org.orgId), eq(configProperty.name, 'modules_allowed')));
    else await setConfig(t.db, org.orgId, 'modules_allowed', modules);
    assert.equal(bc.status, 200);
    assert.equal(bc.body.client_secret, '********7788');
    assert.equal(bc.body.client_secret_set, true);

    // A row written in clear before sealing existed reads as it is.
    await t.db.update(configProperty).set({ value: 'sk_test_legacyPlain1234' }).where(and(eq(configProperty.organizationId, org.orgId), eq(configProperty.name, 'payment_provider_api_key')));
    assert.equal(await getConfig(t.db, org.orgId, 'payment_provider_api_key'), 'sk_test_legacyPlain1234');
    // Sealed under another key (SECRETS_KEY changed): unreadable, so it counts as unset.
    await t.db.update(configProperty).set({ value: 'enc:v2:AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAA' }).where(and(eq(configProperty.organizationId, org.orgId), eq(configProperty.name, 'payment_provider_api_key')));
    assert.equal(await getConfig(t.db, org.orgId, 'payment_provider_api_key'), '');
  });

  test('an empty value clears the property', async () => {
    await write('email_salutation_greeting', 'Dear');
    assert.equal((await write('email_salutation_greeting', '')).status, 200);
    assert.deepEqual((await read('email_salutation_greeting')).body, { config_property_value: '' });
  });
});
