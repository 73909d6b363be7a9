/**
 * The OpenAPI document: valid OpenAPI 3.1, served without a credential and revalidated by ETag,
 * describing every JSON answer with its response schema, and equal to what the server mounts
 * (every mounted method and path documented, nothing documented that is not mounted). The catalogue's credential kinds and roles are then checked against the handlers:
 * each staff call refuses a call without a token, each role-limited call refuses a View Only user,
 * each portal call asks for its token where the catalogue says it travels.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { OFFICE_ROLES } from '@si/contract';
import { API_ROUTES, OPENAPI_PATH, pathParamNames, UNDOCUMENTED_ROUTES, type ApiRoute } from '@si/contract/api';
import { adminWorld, type AdminWorld } from '../../test-support/admin-support.ts';
import { call } from '../../test-support/helpers.ts';
import { buildOpenApiDocument } from './openapi.ts';

let w: AdminWorld;
before(async () => {
  w = await adminWorld();
});
after(() => w.t.database.close());

/** Hono's `/api/files/:id{[0-9]+}/download` as OpenAPI writes it: `/api/files/{id}/download`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every handler the app mounts, as `METHOD /path`; entries of method ALL are middleware or tus and are left out. */
function mountedRoutes(): Set<string> {
  return new Set(w.t.app.routes.filter((r) => r.method !== 'ALL').map((r) => key(r.method, openApiPath(r.path))));
}

/** A path with every parameter filled: ids that exist nowhere, the one dashboard and outcome, a link key that is no link. */
function samplePath(route: ApiRoute): string {
  const sample: Record<string, string> = { module: 'filestride', outcome: 'cancel', key: 'no-such-link-key-0000000000', session_id: 'no-such-session' };
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? '999999');
}
const sendsBody = (route: ApiRoute) => route.method !== 'get' && route.method !== 'delete';

describe('the OpenAPI document', () => {
  test('is valid OpenAPI 3.1 and served to anyone at /api/openapi.json, revalidated by its ETag', async () => {
    const res = await w.t.app.request(OPENAPI_PATH);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    assert.equal(document.openapi, '3.1.0');

    const validator = new Validator();
    const result = await validator.validate(document);
    assert.equal(validator.version, '3.1');
    assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));

    const etag = res.headers.get('etag');
    assert.ok(etag);
    const again = await w.t.app.request(OPENAPI_PATH, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
  });

  test('names every mounted route, and only mounted routes', () => {
    const mounted = mountedRoutes();
    const documented = new Set(Object.entries(buildOpenApiDocument().paths ?? {}).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => key(method, path))));
    const missing = [...mounted].filter((r) => !documented.has(r));
    const stale = [...documented].filter((r) => !mounted.has(r));
    assert.deepEqual(missing, [], 'mounted but not in the catalogue (packages/contract/src/api)');
    assert.deepEqual(stale, [], 'in the catalogue but not mounted');
    assert.equal(documented.size, API_ROUTES.length, 'one operation per catalogue entry');
  });

  test('leaves out only the routes it lists, which are still mounted', () => {
    assert.equal(UNDOCUMENTED_ROUTES.length, 2);
    const all = new Set(w.t.app.routes.filter((r) => r.method === 'ALL').map((r) => openApiPath(r.path)));
    for (const path of ['/api/portal/uploads', '/api/portal/uploads/{id}']) assert.ok(all.has(path), `the tus endpoint ${path} is mounted`);
  });

  test('describes every JSON answer with its response schema, rows of a list by name', () => {
    const document = buildOpenApiDocument();
    const json = API_ROUTES.filter((r) => !r.produces && r.status !== 204 && r.status !== 303);
    assert.deepEqual(json.filter((r) => !(r.response instanceof z.ZodType)).map((r) => r.operationId), [], 'JSON answers without a response schema');
    for (const route of json) {
      const status = String(route.status ?? 200);
      const schema = document.paths?.[route.path]?.[route.method]?.responses?.[status]?.content?.['application/json']?.schema;
      assert.ok(schema && ('$ref' in schema || 'type' in schema || 'anyOf' in schema), `${route.operationId}: ${JSON.stringify(schema)}`);
    }
    const offices = document.paths?.['/api/offices']?.get?.responses?.['200']?.content?.['application/json']?.schema as { properties: { results: { items: { $ref: string } } } };
    assert.equal(offices.properties.results.items.$ref, '#/components/schemas/OfficeRow');
    const row = document.components?.schemas?.OfficeRow as { required: string[] };
    assert.deepEqual(row.required, ['id', 'identifier', 'name', 'user_count']);
  });

  test('has one operation id per route, known roles, and a token place for every portal call', () => {
    const ids = API_ROUTES.map((r) => r.operationId);
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), []);
    for (const route of API_ROUTES) {
      const where = key(route.method, route.path);
      for (const role of route.roles ?? []) assert.ok((OFFICE_ROLES as readonly string[]).includes(role), `${where}: role ${role}`);
      if (route.roles) assert.equal(route.auth, 'staff', `${where}: roles belong to staff calls`);
      assert.equal(route.auth === 'portal', route.token !== undefined, `${where}: a portal call says where its token travels, no other call does`);
      for (const name of Object.keys(route.params?.shape ?? {})) assert.ok(pathParamNames(route.path).includes(name), `${where}: {${name}} is in the path`);
    }
  });
});

describe('the catalogue against the handlers', () => {
  test('staff and MFA calls answer 401 without a token; public calls never do', async () => {
    for (const route of API_ROUTES) {
      if (route.auth === 'signature') continue;
      const res = await call(w.t.app, route.method.toUpperCase(), samplePath(route), { json: sendsBody(route) ? {} : undefined });
      const where = `${key(route.method, route.path)} (${route.auth}): ${res.status} ${JSON.stringify(res.body)}`;
      if (route.auth === 'staff' || route.auth === 'mfa') assert.equal(res.status, 401, where);
      else assert.notEqual(res.status, 401, where);
    }
  });

  test('calls limited to roles refuse a View Only user with 403; the others let every staff role through', async () => {
    let limited = 0;
    for (const route of API_ROUTES.filter((r) => r.auth === 'staff')) {
      const res = await call(w.t.app, route.method.toUpperCase(), samplePath(route), { token: w.tokens.vo, json: sendsBody(route) ? {} : undefined });
      const where = `${key(route.method, route.path)}: ${res.status} ${JSON.stringify(res.body)}`;
      if (route.roles) {
        limited++;
        assert.ok(!route.roles.includes('VO'));
        assert.equal(res.status, 403, where);
        assert.equal(res.body.detail, 'You do not have permission to perform this action.', where);
      } else if (!/^\/api\/users(\/mfa)?\/\{id\}\/(enable_mfa|confirm_mfa_setup)$/.test(route.path)) {
        // MFA setup is for one's own id only: another id is refused whatever the role.
        assert.notEqual(res.body?.detail, 'You do not have permission to perform this action.', where);
      }
    }
    assert.ok(limited > 80, `${limited} role-limited calls`);
  });

  test('portal calls ask for their token where the catalogue puts it, and refuse an unknown one with 404', async () => {
    for (const route of API_ROUTES.filter((r) => r.auth === 'portal')) {
      const path = samplePath(route);
      const where = key(route.method, route.path);
      const sandbox = route.path.startsWith('/api/payments/sandbox/');
      if (!sandbox) {
        const none = await call(w.t.app, route.method.toUpperCase(), path, { json: sendsBody(route) ? {} : undefined });
        assert.equal(none.status, 400, `${where} without a token: ${JSON.stringify(none.body)}`);
        assert.deepEqual(none.body, { token: ['Field is required'] }, where);
      }
      const unknown = 'no-such-portal-token';
      const res =
        route.token === 'query'
          ? await call(w.t.app, route.method.toUpperCase(), `${path}?token=${unknown}`, { json: sendsBody(route) ? {} : undefined })
          : sandbox
            ? await call(w.t.app, 'POST', path, { raw: `token=${unknown}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
            : await call(w.t.app, route.method.toUpperCase(), path, { json: { token: unknown } });
      assert.equal(res.status, 404, `${where} with an unknown token in the ${route.token}: ${res.status} ${JSON.stringify(res.body)}`);
    }
  });
});
