import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditEvent } from '../../db/schema.ts';
import { getConfig, setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
let otherOrg: { orgId: number; officeId: number };
let oaId: number;
let oaToken: string, icToken: string, voToken: string, strangerToken: string;

const PATH = '/api/organizations/business_central_configuration';
const SECRET = 'bc~Client.Secret-0123456789-WXYZ';

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  otherOrg = await makeOrg(t.db, { name: 'Other Org' });
  const oa = await makeUser(t.db, org, { role: 'OA' });
  oaId = oa.id;
  oaToken = (await signIn(t.app, oa)).access;
  icToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'IC' }))).access;
  voToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'VO' }))).access;
  strangerToken = (await signIn(t.app, await makeUser(t.db, otherOrg, { role: 'OA' }))).access;
});
after(() => t.database.close());

describe('business_central_configuration', () => {
  test('unconfigured: every field empty, disabled, no secret', async () => {
    const res = await call(t.app, 'GET', PATH, { token: icToken });
    assert.equal(res.status, 200);
    assert.equal(res.body.enabled, false);
    assert.equal(res.body.client_secret, '');
    assert.equal(res.body.client_secret_set, false);
    assert.equal(res.body.base_uri, '');
    assert.equal(res.body.client_secret_warning, null);
    assert.equal(Object.keys(res.body).length, 18);
  });

  test('an OA saves the settings; the secret is stored but answered masked; the change is audited without it', async () => {
    const res = await call(t.app, 'POST', PATH, {
      token: oaToken,
      json: {
        enabled: true,
        base_uri: 'https://api.businesscentral.dynamics.com/v2.0',
        client_id: '3f1c2a9e-0000-4000-8000-1234567890ab',
        client_secret: SECRET,
        client_secret_expiry: '2027-06-30',
        environment: 'Production',
        sales_invoices_fetch_days: 30,
        timezone: 'Europe/Paris',
        token_url: 'https://login.microsoftonline.com/tenant/oauth2/v2.0/token',
        account_created_by_user_id: oaId,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.enabled, true);
    assert.equal(res.body.client_secret, '********WXYZ');
    assert.equal(res.body.client_secret_set, true);
    assert.equal(res.body.sales_invoices_fetch_days, '30');
    assert.equal(res.body.account_created_by_user_id, String(oaId));
    assert.equal(await getConfig(t.db, org.orgId, 'business_central_client_secret'), SECRET);
    assert.equal(await getConfig(t.db, org.orgId, 'business_central_enabled'), 'true');
    assert.deepEqual((await call(t.app, 'GET', PATH, { token: voToken })).body, res.body);
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.organizationId, org.orgId), eq(auditEvent.action, 'business_central_configuration_updated')));
    assert.equal(events.length, 1);
    assert.ok(!JSON.stringify(events).includes('0123456789'));
    const secretChange = (events[0]!.details.changes as { name: string; after: string }[]).find((c) => c.name === 'business_central_client_secret');
    assert.equal(secretChange!.after, '********WXYZ');
  });

  test('sending the read answer back with one change keeps the secret', async () => {
    const current = (await call(t.app, 'GET', PATH, { token: oaToken })).body;
    const res = await call(t.app, 'POST', PATH, { token: oaToken, json: { ...current, scope: 'https://api.businesscentral.dynamics.com/.default' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await getConfig(t.db, org.orgId, 'business_central_client_secret'), SECRET);
    assert.equal(res.body.scope, 'https://api.businesscentral.dynamics.com/.default');
  });

  test('invalid values are 400 per field and nothing is written', async () => {
    const res = await call(t.app, 'POST', PATH, {
      token: oaToken,
      json: { enabled: 'perhaps', base_uri: 'ftp://files.example', sales_invoices_fetch_days: -1, client_secret_expiry: 'next year', timezone: 'Nowhere/City', account_management_lead_id: 99999, colour: 'red' },
    });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { colour: ['Unknown field.'] });
    const fields = await call(t.app, 'POST', PATH, {
      token: oaToken,
      json: { enabled: 'perhaps', base_uri: 'ftp://files.example', sales_invoices_fetch_days: -1, client_secret_expiry: 'next year', timezone: 'Nowhere/City', account_management_lead_id: 99999 },
    });
    assert.deepEqual(fields.body, {
      enabled: ['Must be a boolean: true, t, yes, 1, false, f, no, 0, or empty.'],
      base_uri: ['Enter a valid http or https URL.'],
      sales_invoices_fetch_days: ['Must be a whole number from 1 to 3650.'],
      client_secret_expiry: ['Enter a date as YYYY-MM-DD, or a date and time in ISO 8601.'],
      timezone: ['Unknown time zone; use an IANA name such as Europe/Paris.'],
      account_management_lead_id: ['Must be the id of a user of this organization.'],
    });
    assert.equal(await getConfig(t.db, org.orgId, 'business_central_enabled'), 'true');
    assert.deepEqual((await call(t.app, 'POST', PATH, { token: oaToken, json: {} })).status, 400);
  });

  test('a user of another organization cannot be named, and that organization sees only its own settings', async () => {
    const foreignUser = await makeUser(t.db, otherOrg, { role: 'IC' });
    const res = await call(t.app, 'POST', PATH, { token: oaToken, json: { account_management_lead_id: foreignUser.id } });
    assert.deepEqual(res.body, { account_management_lead_id: ['Must be the id of a user of this organization.'] });
    const theirs = await call(t.app, 'GET', PATH, { token: strangerToken });
    assert.equal(theirs.body.client_secret_set, false);
    assert.equal(theirs.body.enabled, false);
  });

  test('IC and VO get 403 on writes', async () => {
    for (const token of [icToken, voToken]) {
      const res = await call(t.app, 'POST', PATH, { token, json: { enabled: false } });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'You do not have permission to perform this action.' });
    }
    assert.equal(await getConfig(t.db, org.orgId, 'business_central_enabled'), 'true');
  });

  test('an empty secret clears it', async () => {
    const res = await call(t.app, 'POST', PATH, { token: oaToken, json: { client_secret: '' } });
    assert.equal(res.body.client_secret_set, false);
    assert.equal(await getConfig(t.db, org.orgId, 'business_central_client_secret'), '');
  });

  test('the secure invoice module not allowed: 403 Module not allowed', async () => {
    await setConfig(t.db, org.orgId, 'modules_allowed', '["document_collection"]');
    for (const [method, token] of [['GET', icToken], ['POST', oaToken]] as const) {
      const res = await call(t.app, method, PATH, { token, ...(method === 'POST' && { json: { enabled: false } }) });
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, { detail: 'Module not allowed' });
    }
  });
});
