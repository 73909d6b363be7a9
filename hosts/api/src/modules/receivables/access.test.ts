/**
 * Receivables' one access rule (its `moduleAccess` guards), checked over every staff route of the
 * module in the route catalogue, so a new route is covered by construction: an organization
 * without the module is answered 403 "Module not allowed" before any id, query or body is read,
 * whatever the role; a view-only user is refused every write with 403 before anything is looked up.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_ROUTES, type ApiRoute } from '@si/contract/api';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';
import { routeKey, samplePath } from '../../../test-support/attack-support.ts';

const STAFF_ROUTES = API_ROUTES.filter((r) => r.tag === 'Receivables' && r.auth === 'staff');
const NO_PERMISSION = 'You do not have permission to perform this action.';

let t: TestContext;
let withoutModule: string;
let viewOnly: string;

before(async () => {
  t = await setup();
  const lenderOnly = await makeOrg(t.db, { name: 'Lender Only' });
  await setConfig(t.db, lenderOnly.orgId, 'modules_allowed', '["lender"]');
  withoutModule = (await signIn(t.app, await makeUser(t.db, lenderOnly, { role: 'OA' }))).access;
  const invoicing = await makeOrg(t.db, { name: 'Invoicing' });
  viewOnly = (await signIn(t.app, await makeUser(t.db, invoicing, { role: 'VO' }))).access;
});
after(() => t.database.close());

const send = (route: ApiRoute, token: string) => call(t.app, route.method.toUpperCase(), samplePath(route), { token, json: route.method === 'get' || route.method === 'delete' ? undefined : {} });

describe('receivables access', () => {
  test('every staff route of the module answers an organization without it 403 Module not allowed, an Office Administrator included', async () => {
    assert.ok(STAFF_ROUTES.length >= 25, `${STAFF_ROUTES.length} routes`);
    for (const route of STAFF_ROUTES) {
      const res = await send(route, withoutModule);
      assert.equal(res.status, 403, `${routeKey(route)}: ${res.status} ${JSON.stringify(res.body)}`);
      assert.deepEqual(res.body, { detail: 'Module not allowed' }, routeKey(route));
    }
  });

  test('every write of the module refuses a view-only user with 403, before the id is looked up', async () => {
    const writes = STAFF_ROUTES.filter((r) => r.method !== 'get');
    assert.ok(writes.length >= 15, `${writes.length} writes`);
    for (const route of writes) {
      const res = await send(route, viewOnly);
      assert.equal(res.status, 403, `${routeKey(route)}: ${res.status} ${JSON.stringify(res.body)}`);
      assert.deepEqual(res.body, { detail: NO_PERMISSION }, routeKey(route));
    }
  });
});
