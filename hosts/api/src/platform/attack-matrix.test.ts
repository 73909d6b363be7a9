/**
 * The isolation matrix, generated from the route catalogue: organization A (the victim) has a
 * record of each kind a path id names, marked with a string found nowhere else; organization B (the
 * attacker) calls every staff route that takes an id with A's ids and is refused (403 or 404, never
 * 2xx) without a trace of the marker. Every staff route refuses a refresh token used as an access
 * token (401); every route limited to roles without IC refuses an Internal Collaborator (403); every
 * portal route that names an item, file or comment refuses B's portal token asking for A's ids.
 * Every other route (the rest of the portal, the calls made before a session, the MFA step and
 * the resumable uploads) is called with B's credential or none and never answers with A's
 * records; the last test checks that every route of the catalogue was attacked. Every success
 * answer (the controls, the attacker's own portal) is parsed with its route's response schema by
 * the test app itself (test-support/helpers.ts `setup`).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import { PORTAL_UPLOAD_PATH } from '@si/contract';
import { API_ROUTES, pathParamNames, type ApiRoute } from '@si/contract/api';
import { makeOrg, makeUser, signIn } from '../../test-support/fixtures.ts';
import { call, setup, type TestContext } from '../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../test-support/portal-fixtures.ts';
import type { Org } from '../../test-support/workflow-fixtures.ts';
import { fieldNames, idFor, queryString, routeKey, sampleOf, samplePath, sendsBody, victimWorld } from '../../test-support/attack-support.ts';

const MARKER = 'VICTIM-7f3a';

let t: TestContext;
let victim: Org;
let victimRefresh: string;
let victimPortal: PortalFixture;
let attacker: { token: string; portal: PortalFixture; mfaToken: string };
let ids: Map<string, number>;
const routes = new Set<string>();
let cases = 0;
/** Tests that ran to their end; the summary says `all held` only when every one did. */
let held = 0;
const TESTS = 11;
/** The resumable upload routes, served by tus beside the catalogue. */
const TUS_ROUTES = [`POST ${PORTAL_UPLOAD_PATH}`, `HEAD ${PORTAL_UPLOAD_PATH}/{id}`, `PATCH ${PORTAL_UPLOAD_PATH}/{id}`, `DELETE ${PORTAL_UPLOAD_PATH}/{id}`];
/** Routes the matrix leaves out, each with its reason. None today: every route is attacked. */
const NOT_ATTACKED: Record<string, string> = {};

/** Sends a request and reads the answer as text (the marker check needs the raw text). */
async function send(route: ApiRoute, path: string, token: string | undefined, opts: { query?: Record<string, unknown>; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `JWT ${token}`;
  let body: string | FormData | undefined;
  if (sendsBody(route)) {
    if (route.bodyType === 'multipart') {
      const form = new FormData();
      for (const [k, v] of Object.entries((opts.body ?? {}) as Record<string, unknown>)) form.append(k, String(v));
      form.append('file', new Blob(['%PDF-1.4 attack'], { type: 'application/pdf' }), 'attack.pdf');
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body ?? {});
    }
  }
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  const res = await t.app.request(`${path}${queryString(opts.query ?? {})}`, { method: route.method.toUpperCase(), headers, body }, env);
  cases++;
  return { status: res.status, text: await res.text() };
}

const idParams = (route: ApiRoute) => pathParamNames(route.path).filter((name) => !route.params?.shape[name]);

before(async () => {
  // A webhook secret, so the webhook is reached and judges the (missing) signature.
  t = await setup({ stripeWebhookSecret: 'whsec_attack_matrix' });
  const world = await victimWorld(t, MARKER);
  ({ org: victim, ids, portal: victimPortal } = world);
  victimRefresh = (await signIn(t.app, victim.oa)).refresh;

  const b = await makeOrg(t.db, { name: 'Attacker Org' });
  const admin = await makeUser(t.db, b, { role: 'OA', firstName: 'Mallory' });
  const mfaUser = await makeUser(t.db, b, { role: 'OA', firstName: 'Trudy', mfa: 'VIRTUAL' });
  const pending = await call(t.app, 'POST', '/auth/jwt/create/', { json: { email: mfaUser.email, password: mfaUser.password } });
  assert.equal(pending.body.mfa, 'challenge');
  attacker = { token: (await signIn(t.app, admin)).access, portal: await makePortal(t.db, { orgId: b.orgId }), mfaToken: pending.body.token };
});

after(async () => {
  console.log(`attack matrix: ${routes.size} routes, ${cases} cases, ${held === TESTS ? 'all held' : `${TESTS - held} of ${TESTS} tests failed`}`);
  await t.database.close();
});

describe('the isolation matrix', () => {
  test('A has a record for most kinds of path id (the matrix would test little otherwise)', () => {
    assert.ok(ids.size >= 20, `${ids.size} kinds: ${[...ids.keys()].join(', ')}`);
    held++;
  });

  test("another organization's administrator gets 403 or 404 for every id of A, and never sees A's names", async () => {
    const attacked = API_ROUTES.filter((r) => r.auth === 'staff' && idParams(r).length > 0);
    assert.ok(attacked.length > 80, `${attacked.length} staff routes with an id`);
    let controls = 0;
    let controlsAnswered = 0;
    for (const route of attacked) {
      routes.add(routeKey(route));
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (route.params?.shape[name] ? 'filestride' : String(idFor(ids, route.path, name, victim.accountId))));
      const res = await send(route, path, attacker.token, { query: sampleOf(route.query), body: sampleOf(route.body) });
      const where = `${routeKey(route)} as ${path}: ${res.status} ${res.text.slice(0, 300)}`;
      assert.ok(!res.text.includes(MARKER), `A's marker leaked: ${where}`);
      assert.ok(res.status === 403 || res.status === 404, where);
      if (route.method === 'get') {
        // The control: the same read by A's own administrator finds the record, so the ids are real.
        controls++;
        if ((await send(route, path, victim.oa.token, { query: sampleOf(route.query) })).status === 200) controlsAnswered++;
      }
    }
    assert.ok(controlsAnswered >= controls * 0.8, `A's administrator read ${controlsAnswered} of ${controls} of A's records`);
    held++;
  });

  test("A's records are all still there, unchanged, for A's own administrator", async () => {
    const account = await send(API_ROUTES.find((r) => r.operationId === 'getAccount')!, `/api/accounts/${victim.accountId}`, victim.oa.token);
    assert.equal(account.status, 200);
    assert.match(account.text, new RegExp(MARKER));
    const flow = await send(API_ROUTES.find((r) => r.method === 'get' && r.path === '/api/workflows/{id}')!, `/api/workflows/${ids.get('/api/workflows|id')}`, victim.oa.token);
    assert.equal(flow.status, 200);
    assert.match(flow.text, new RegExp(MARKER));
    held++;
  });

  test('every staff route refuses a refresh token used as an access token with 401', async () => {
    for (const route of API_ROUTES.filter((r) => r.auth === 'staff')) {
      routes.add(routeKey(route));
      const res = await send(route, samplePath(route), victimRefresh, { body: {} });
      assert.equal(res.status, 401, `${routeKey(route)}: ${res.status} ${res.text.slice(0, 300)}`);
    }
    held++;
  });

  test('every route limited to roles without IC refuses an Internal Collaborator with 403', async () => {
    const limited = API_ROUTES.filter((r) => r.auth === 'staff' && r.roles && !r.roles.includes('IC'));
    assert.ok(limited.length > 50, `${limited.length} routes`);
    for (const route of limited) {
      const res = await send(route, samplePath(route), victim.ic.token, { body: {} });
      assert.equal(res.status, 403, `${routeKey(route)}: ${res.status} ${res.text.slice(0, 300)}`);
      assert.match(res.text, /You do not have permission to perform this action\./);
    }
    held++;
  });

  test("a portal token of another organization's contact gets 4xx for A's item, file and comment ids, and no trace of A", async () => {
    const idField = /^(id|item_id|target_id|comment_id)$/;
    const portalRoutes = API_ROUTES.filter((r) => r.auth === 'portal' && [r.query, r.body].some((s) => s && fieldNames(s).some((k) => idField.test(k))));
    assert.ok(portalRoutes.length >= 8, `${portalRoutes.length} portal routes name an id`);
    const victimIds = [ids.get('/api/items|id')!, ids.get('/api/files|id')!, victimPortal.invoiceId, victimPortal.requirementId, victimPortal.statementId];
    for (const route of portalRoutes) {
      routes.add(routeKey(route));
      for (const id of victimIds) {
        const fill = (schema: z.ZodType | undefined) => {
          if (!schema) return undefined;
          const values: Record<string, unknown> = { ...sampleOf(schema), token: attacker.portal.token };
          for (const key of fieldNames(schema)) if (idField.test(key)) values[key] = id;
          return values;
        };
        const res = await send(route, route.path, undefined, { query: fill(route.query), body: fill(route.body) });
        const where = `${routeKey(route)} with id ${id}: ${res.status} ${res.text.slice(0, 300)}`;
        assert.ok(res.status >= 400 && res.status < 500, where);
        assert.ok(!res.text.includes(MARKER), `A's marker leaked: ${where}`);
      }
    }
    held++;
  });

  test("the rest of the portal, with another organization's token, answers only that organization's own records", async () => {
    for (const route of API_ROUTES.filter((r) => r.auth === 'portal')) {
      routes.add(routeKey(route));
      const withToken = (schema: z.ZodType | undefined, where: 'query' | 'body') => (schema || route.token === where ? { ...sampleOf(schema), ...(route.token === where ? { token: attacker.portal.token } : {}) } : undefined);
      const res = await send(route, samplePath(route), undefined, { query: withToken(route.query, 'query'), body: withToken(route.body, 'body') });
      const where = `${routeKey(route)}: ${res.status} ${res.text.slice(0, 300)}`;
      assert.ok(res.status < 500, where);
      assert.ok(!res.text.includes(MARKER), `A's marker leaked: ${where}`);
    }
    held++;
  });

  test('the calls made before a session (sign-in, resets, sign-up, a shared file key, the payment webhook, the API document) never answer with A\'s records', async () => {
    const open = API_ROUTES.filter((r) => r.auth === 'none' || r.auth === 'link' || r.auth === 'signature');
    assert.ok(open.length >= 10, `${open.length} routes`);
    for (const route of open) {
      routes.add(routeKey(route));
      // With A's administrator's e-mail where a route takes one: the answer must not say more than it would for anyone.
      const body = { ...sampleOf(route.body) };
      if ('email' in body) body.email = victim.oa.email;
      const res = await send(route, samplePath(route), undefined, { query: sampleOf(route.query), body });
      const where = `${routeKey(route)}: ${res.status} ${res.text.slice(0, 300)}`;
      assert.ok(res.status < 500, where);
      assert.ok(!res.text.includes(MARKER), `A's marker leaked: ${where}`);
    }
    held++;
  });

  test("another organization's pending MFA sign-in cannot open A's administrator's challenge", async () => {
    for (const route of API_ROUTES.filter((r) => r.auth === 'mfa')) {
      routes.add(routeKey(route));
      const res = await send(route, route.path.replace('{id}', String(victim.oa.id)), attacker.mfaToken, { body: sampleOf(route.body) });
      const where = `${routeKey(route)}: ${res.status} ${res.text.slice(0, 300)}`;
      assert.ok([401, 403, 404].includes(res.status), where);
      assert.ok(!res.text.includes(MARKER), `A's marker leaked: ${where}`);
    }
    held++;
  });

  test("a resumable upload begun with another organization's token cannot reach A's requirement; an unknown upload is 404", async () => {
    const meta = (values: Record<string, string | number>) =>
      Object.entries(values)
        .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
        .join(',');
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await t.app.request(PORTAL_UPLOAD_PATH, {
      method: 'POST',
      headers: { ...tus, 'upload-length': '20', 'upload-metadata': meta({ token: attacker.portal.token, item_id: victimPortal.requirementId, filename: 'attack.pdf' }) },
    });
    assert.equal(created.status, 404, await created.clone().text());
    assert.ok(!(await created.text()).includes(MARKER));
    const unknown = `${PORTAL_UPLOAD_PATH}/0123456789abcdef0123456789abcdef`;
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      const headers: Record<string, string> = { ...tus, ...(method === 'PATCH' ? { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' } : {}) };
      const res = await t.app.request(unknown, { method, headers, body: method === 'PATCH' ? new Uint8Array(4) : undefined });
      assert.equal(res.status, 404, method);
    }
    for (const key of TUS_ROUTES) routes.add(key);
    held++;
  });

  test('every route of the catalogue and every upload route was attacked, or is listed with its reason', () => {
    const all = [...API_ROUTES.map(routeKey), ...TUS_ROUTES];
    const missing = all.filter((key) => !routes.has(key) && !(key in NOT_ATTACKED));
    assert.deepEqual(missing, []);
    assert.equal(routes.size, all.length - Object.keys(NOT_ATTACKED).length);
    held++;
  });
});
