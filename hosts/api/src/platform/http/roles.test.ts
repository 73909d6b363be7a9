import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { APPLICATION_TYPES } from '@si/contract';
import { userOffice, office } from '../../db/schema.ts';
import { ApiError } from './errors.ts';
import { requireModule, requireRole, staffAuth, WRITE_ROLES, type StaffEnv } from './roles.ts';
import { createMailer } from '../mail.ts';
import { setConfig } from '../config.ts';
import { createStorage } from '../storage.ts';
import { createTokenService } from '../tokens.ts';
import { tmpdir } from 'node:os';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
let probe: Hono<StaffEnv>;
const tokens: Record<string, string> = {};

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  for (const role of ['OA', 'IC', 'VO', 'LRA'] as const) tokens[role] = (await signIn(t.app, await makeUser(t.db, org, { role }))).access;
  // A VO at head office who administers a branch: roles count in any office of the organization.
  const vo = await makeUser(t.db, org, { role: 'VO' });
  const [branch] = await t.db.insert(office).values({ organizationId: org.orgId, identifier: 'BR', name: 'Branch' }).returning();
  await t.db.insert(userOffice).values({ organizationId: org.orgId, userId: vo.id, officeId: branch!.id, role: 'OA' });
  tokens.branchAdmin = (await signIn(t.app, vo)).access;
  const otherOrg = await makeOrg(t.db, { name: 'Other Org' });
  await setConfig(t.db, otherOrg.orgId, 'modules_allowed', '["lender"]');
  tokens.stranger = (await signIn(t.app, await makeUser(t.db, otherOrg, { role: 'OA' }))).access;

  // The helpers as a route of another module would use them.
  const deps = { db: t.db, settings, log: () => {}, mailer: createMailer({ db: t.db }), tokens: createTokenService(settings), storage: createStorage({ filesDir: tmpdir() }) };
  probe = new Hono<StaffEnv>();
  probe.onError((err, c) => (err instanceof ApiError ? c.json(err.body, err.status) : c.json({ detail: String(err) }, 500)));
  probe.use('*', staffAuth(deps));
  probe.post('/admin-only', (c) => c.json({ ok: requireRole(c, ['OA']).user.id }));
  probe.post('/write', (c) => c.json({ roles: [...requireRole(c, WRITE_ROLES).roles] }));
  probe.get('/lender', async (c) => c.json({ ok: (await requireModule(c, 'lender')).orgId }));
  probe.get('/purchase-or-sales', async (c) => c.json({ ok: (await requireModule(c, ['secure_invoice_purchase', 'secure_invoice_sales'])).orgId }));
});
after(() => t.database.close());

async function hit(method: string, path: string, token?: string) {
  const res = await probe.request(path, { method, headers: token ? { authorization: `JWT ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}

describe('requireRole', () => {
  test('only an OA passes an OA-only check; the others get 403 {detail}', async () => {
    assert.equal((await hit('POST', '/admin-only', tokens.OA)).status, 200);
    for (const role of ['IC', 'VO', 'LRA']) {
      const res = await hit('POST', '/admin-only', tokens[role]);
      assert.equal(res.status, 403, role);
      assert.deepEqual(res.body, { detail: 'You do not have permission to perform this action.' });
    }
  });

  test('View Only may not write; IC, LRA and OA may', async () => {
    for (const role of ['OA', 'IC', 'LRA']) assert.equal((await hit('POST', '/write', tokens[role])).status, 200, role);
    assert.equal((await hit('POST', '/write', tokens.VO)).status, 403);
  });

  test('a role held in any office of the organization counts', async () => {
    assert.equal((await hit('POST', '/admin-only', tokens.branchAdmin)).status, 200);
  });

  test('no token or a bad token is 401 before any role check', async () => {
    assert.equal((await hit('POST', '/admin-only')).status, 401);
    assert.equal((await hit('POST', '/admin-only', 'not-a-jwt')).status, 401);
  });
});

describe('requireModule and GET /api/organizations/modules_allowed', () => {
  test('an organization that never set modules_allowed may use every module', async () => {
    const res = await call(t.app, 'GET', '/api/organizations/modules_allowed', { token: tokens.IC });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { modules: [...APPLICATION_TYPES] });
    assert.equal((await hit('GET', '/lender', tokens.IC)).status, 200);
  });

  test('a module not in the list answers 403 Module not allowed; listed ones pass', async () => {
    await setConfig(t.db, org.orgId, 'modules_allowed', '["secure_invoice_sales","document_collection"]');
    assert.deepEqual((await call(t.app, 'GET', '/api/organizations/modules_allowed', { token: tokens.VO })).body, {
      modules: ['secure_invoice_sales', 'document_collection'],
    });
    const refused = await hit('GET', '/lender', tokens.OA);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { detail: 'Module not allowed' });
    assert.equal((await hit('GET', '/purchase-or-sales', tokens.IC)).status, 200);
  });

  test('an empty list allows nothing', async () => {
    await setConfig(t.db, org.orgId, 'modules_allowed', '[]');
    assert.deepEqual((await call(t.app, 'GET', '/api/organizations/modules_allowed', { token: tokens.IC })).body, { modules: [] });
    assert.equal((await hit('GET', '/purchase-or-sales', tokens.IC)).status, 403);
  });

  test("each organization's own list applies", async () => {
    assert.deepEqual((await call(t.app, 'GET', '/api/organizations/modules_allowed', { token: tokens.stranger })).body, { modules: ['lender'] });
    assert.equal((await hit('GET', '/lender', tokens.stranger)).status, 200);
    assert.equal((await call(t.app, 'GET', '/api/organizations/modules_allowed')).status, 401);
  });
});
