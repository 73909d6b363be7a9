/**
 * Each module's one access rule (its `moduleAccess` guards), checked over every staff route of the
 * module in the route catalogue, so a new route is covered by construction: an organization
 * without the module is answered 403 "Module not allowed" before any id, query or body is read,
 * whatever the role; a view-only user is refused every write with 403 before anything is looked up.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { API_ROUTES, type ApiRoute } from '@si/contract/api';
import { setConfig } from '../platform/config.ts';
import { call, setup, type TestContext } from '../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../test-support/fixtures.ts';
import { routeKey, samplePath } from '../../test-support/attack-support.ts';

/** The catalogue's tag of each module whose routes are guarded by its `moduleAccess`, and the fewest routes and writes it has. */
const MODULES = [
  { tag: 'Receivables', routes: 30, writes: 15 },
  { tag: 'Payables', routes: 40, writes: 25 },
  { tag: 'Expenses', routes: 25, writes: 15 },
  { tag: 'Sales', routes: 30, writes: 15 },
] as const;
const NO_PERMISSION = 'You do not have permission to perform this action.';

let t: TestContext;
let withoutModule: string;
let viewOnly: string;

before(async () => {
  t = await setup();
  const lenderOnly = await makeOrg(t.db, { name: 'Lender Only' });
  await setConfig(t.db, lenderOnly.orgId, 'modules_allowed', '["lender"]');
  withoutModule = (await signIn(t.app, await makeUser(t.db, lenderOnly, { role: 'OA' }))).access;
  const everything = await makeOrg(t.db, { name: 'Every module' });
  viewOnly = (await signIn(t.app, await makeUser(t.db, everything, { role: 'VO' }))).access;
});
after(() => t.database.close());

const send = (route: ApiRoute, token: string) => call(t.app, route.method.toUpperCase(), samplePath(route), { token, json: route.method === 'get' || route.method === 'delete' ? undefined : {} });

for (const module of MODULES) {
  const staffRoutes = API_ROUTES.filter((r) => r.tag === module.tag && r.auth === 'staff');

  describe(`${module.tag.toLowerCase()} access`, () => {
    test('every staff route of the module answers an organization without it 403 Module not allowed, an Office Administrator included', async () => {
      assert.ok(staffRoutes.length >= module.routes, `${staffRoutes.length} routes`);
      for (const route of staffRoutes) {
        const res = await send(route, withoutModule);
        assert.equal(res.status, 403, `${routeKey(route)}: ${res.status} ${JSON.stringify(res.body)}`);
        assert.deepEqual(res.body, { detail: 'Module not allowed' }, routeKey(route));
      }
    });

    test('every write of the module refuses a view-only user with 403, before the id is looked up', async () => {
      const writes = staffRoutes.filter((r) => r.method !== 'get');
      assert.ok(writes.length >= module.writes, `${writes.length} writes`);
      for (const route of writes) {
        const res = await send(route, viewOnly);
        assert.equal(res.status, 403, `${routeKey(route)}: ${res.status} ${JSON.stringify(res.body)}`);
        assert.deepEqual(res.body, { detail: NO_PERMISSION }, routeKey(route));
      }
    });
  });
}
