/**
 * The config cache (platform/config.ts): a value written through the API is what the next
 * request reads, in this process at once and, on PostgreSQL, in another process (a second app
 * on its own pool) as soon as the NOTIFY arrives; a module switched off stops answering at once.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { createApp, type App } from '../app.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { configProperty } from '../db/schema.ts';
import { configCacheIsLive } from './config.ts';
import { call, eventually, settings, setup, usingPostgres, type TestContext } from '../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../test-support/fixtures.ts';
import { makePortal, type PortalFixture } from '../../test-support/portal-fixtures.ts';

const TENANT_SITE = 'https://tenant.example';
let t: TestContext;
let org: { orgId: number; officeId: number };
let admin: string;
let portal: PortalFixture;

before(async () => {
  t = await setup();
  org = await makeOrg(t.db, { name: 'Acme Corp' });
  admin = (await signIn(t.app, await makeUser(t.db, org, { role: 'OA' }))).access;
  portal = await makePortal(t.db, { orgId: org.orgId });
  await eventually(() => configCacheIsLive(t.db));
});
after(() => t.database.close());


const write = (name: string, value: string) =>
  call(t.app, 'POST', '/api/organizations/config_property', { token: admin, json: { config_property_name: name, config_property_value: value } });
/** The name the portal shows for the organization: tenant_full_name, else the organization's own. */
const portalName = async (app: App) => (await call(app, 'GET', `/api/filedrop?token=${portal.token}`)).body.organization.name as string;

describe('the config cache', () => {
  test('a value written through the API is what the next request reads; the cache was in use before it', async () => {
    assert.equal(await portalName(t.app), 'Acme Corp');
    // Behind the cache's back (no NOTIFY): the cached value is still served, so reads do hit the cache.
    await t.db.insert(configProperty).values({ organizationId: org.orgId, name: 'tenant_full_name', value: 'Written around the cache' });
    assert.equal(await portalName(t.app), 'Acme Corp');

    assert.equal((await write('tenant_full_name', 'Acme Holdings')).status, 200);
    assert.equal(await portalName(t.app), 'Acme Holdings');
    assert.equal((await write('tenant_full_name', 'Acme Group')).status, 200);
    assert.equal(await portalName(t.app), 'Acme Group');
  });

  test('the portal origins: a tenant site listed through the API gets CORS on its next call, preflight included', async () => {
    const details = () => t.app.request(`/api/portal/details?token=${portal.token}`, { headers: { origin: TENANT_SITE } });
    const preflight = () =>
      t.app.request('/api/portal/details', { method: 'OPTIONS', headers: { origin: TENANT_SITE, 'access-control-request-method': 'GET' } });
    assert.equal((await details()).headers.get('access-control-allow-origin'), null);
    assert.equal((await preflight()).headers.get('access-control-allow-origin'), null);
    assert.equal((await write('portal_allowed_origins', JSON.stringify([TENANT_SITE]))).status, 200);
    assert.equal((await details()).headers.get('access-control-allow-origin'), TENANT_SITE);
    assert.equal((await preflight()).headers.get('access-control-allow-origin'), TENANT_SITE);
    assert.equal((await write('portal_allowed_origins', '[]')).status, 200);
    assert.equal((await details()).headers.get('access-control-allow-origin'), null);
  });

  test('a module switched off stops answering at once, and answers again once switched back on', async () => {
    const items = async () => (await call(t.app, 'GET', '/api/items?page_size=25', { token: admin })).body.count as number;
    const businessCentral = async () => (await call(t.app, 'GET', '/api/organizations/business_central_configuration', { token: admin })).status;
    assert.equal(await items(), 3);
    assert.equal(await businessCentral(), 200);

    assert.equal((await write('modules_allowed', JSON.stringify(['lender']))).status, 200);
    assert.deepEqual((await call(t.app, 'GET', '/api/organizations/modules_allowed', { token: admin })).body, { modules: ['lender'] });
    assert.equal(await items(), 0, 'the secure invoice workspace left the items list');
    const refused = await call(t.app, 'GET', '/api/organizations/business_central_configuration', { token: admin });
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { detail: 'Module not allowed' });

    assert.equal((await write('modules_allowed', JSON.stringify(['lender', 'secure_invoice_sales']))).status, 200);
    assert.equal(await items(), 3);
    assert.equal(await businessCentral(), 200);
  });
});

describe('the config cache across processes (PostgreSQL)', { skip: !usingPostgres && 'PGlite has one process; its cache is dropped in process' }, () => {
  let other: Database;
  let otherApp: App;
  before(async () => {
    // Another process's view: its own pool, its own cache and listener on the same database.
    other = await openPostgres(t.database.url!, 2);
    otherApp = createApp({ db: other.db, settings, log: () => {} });
    assert.ok(await eventually(() => configCacheIsLive(other.db)), 'the second app listens');
  });
  after(() => other.close());

  test('a write through one app reaches the cache of the other once its notification arrives', async () => {
    const shown = await portalName(otherApp);
    // Cached there too: a change behind both caches' backs is not seen.
    await t.db
      .update(configProperty)
      .set({ value: 'Changed around the cache' })
      .where(and(eq(configProperty.organizationId, org.orgId), eq(configProperty.name, 'tenant_full_name')));
    assert.equal(await portalName(otherApp), shown);

    assert.equal((await write('tenant_full_name', 'Acme International')).status, 200);
    assert.ok(await eventually(async () => (await portalName(otherApp)) === 'Acme International'), 'the other app sees the new name');
    // And the module switch, the same way.
    assert.equal((await write('modules_allowed', JSON.stringify(['lender']))).status, 200);
    const otherToken = (await signIn(otherApp, await makeUser(t.db, org, { role: 'OA' }))).access;
    const modules = async () => (await call(otherApp, 'GET', '/api/organizations/modules_allowed', { token: otherToken })).body.modules as string[];
    assert.ok(await eventually(async () => (await modules()).join() === 'lender'));
  });
});
