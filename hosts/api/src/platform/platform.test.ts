import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { ModuleKind } from '@si/contract';
import { sql } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { EnvError, loadEnv } from '../env.ts';
import { isEmpty, seedDemo, writeDemoFile } from '../seed/index.ts';
import { staticSite, SUITE_NOT_BUILT } from './static.ts';
import { call, createTestDatabase, eventually, settings, setup, type TestContext } from '../../test-support/helpers.ts';
import { currentTotp } from '../../test-support/fixtures.ts';
import { makeWorkflowOrg, type Org } from '../../test-support/workflow-fixtures.ts';
import { makePortal } from '../../test-support/portal-fixtures.ts';
import { account } from '../db/schema.ts';

let t: TestContext;
const tmp = mkdtempSync(join(tmpdir(), 'si-api-platform-'));
before(async () => {
  t = await setup();
});
after(async () => {
  await t.database.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('errors', () => {
  test('an unexpected error answers 500 with a plain detail and no stack trace', async () => {
    const app = createApp({ db: t.db, settings, log: () => {} });
    app.get('/api/explode', () => {
      throw new Error('database password is hunter2');
    });
    const originalError = console.error;
    console.error = () => {};
    try {
      const res = await call(app, 'GET', '/api/explode');
      assert.equal(res.status, 500);
      assert.deepEqual(res.body, { detail: 'Internal server error' });
    } finally {
      console.error = originalError;
    }
  });

  test('unknown paths are a JSON 404; the request log names method, path, status and time', async () => {
    const lines: string[] = [];
    const app = createApp({ db: t.db, settings: { ...settings, quiet: false }, log: (l) => lines.push(l) });
    const res = await call(app, 'GET', '/api/no-such-thing');
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { detail: 'Not found.' });
    // The log is written off the request's path, in blocks a moment later.
    await eventually(() => lines.length > 0);
    assert.match(lines.at(-1)!, /^GET \/api\/no-such-thing 404 \d+ms$/);
  });
});

describe('cross-origin calls', () => {
  test('a preflight from a tenant site is allowed for the JWT header; answers carry the CORS header', async () => {
    const pre = await t.app.request('/auth/jwt/create/', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8081', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /Authorization/);
    const res = await t.app.request('/auth/users/me/', { headers: { origin: 'http://localhost:8081' } });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });
});

describe('environment', () => {
  test('defaults, and one clear message per bad variable', () => {
    const env = loadEnv({ JWT_SECRET: 'x'.repeat(32), ACCESS_TOKEN_MINUTES: '0.05' });
    assert.equal(env.port, 8080);
    assert.equal(env.publicUrl, 'http://localhost:8080');
    assert.equal(env.accessTokenMinutes, 0.05);
    assert.equal(env.refreshTokenDays, 1);
    assert.match(env.pgliteDir, /data\/pglite$/);
    assert.match(env.staticDir, /dist$/);
    assert.throws(
      () => loadEnv({ PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x', ACCESS_TOKEN_MINUTES: '-1', PUBLIC_URL: 'nope' }),
      (err: unknown) => {
        assert.ok(err instanceof EnvError);
        assert.equal(err.problems.length, 5);
        assert.match(err.message, /PORT: PORT must be a number/);
        assert.match(err.message, /JWT_SECRET must be at least 32 characters/);
        assert.match(err.message, /DATABASE_URL must be a postgres:\/\/ URL/);
        assert.match(err.message, /ACCESS_TOKEN_MINUTES must be greater than 0/);
        assert.match(err.message, /PUBLIC_URL must be a URL/);
        return true;
      },
    );
  });
});

describe('database', () => {
  test('two migrators on one empty PostgreSQL database both succeed (advisory lock)', async () => {
    if (!process.env.DATABASE_URL) {
      console.log('# migration-lock test needs PostgreSQL: set DATABASE_URL to run it (PGlite is single-process)');
      return;
    }
    const empty = await createTestDatabase();
    // createTestDatabase migrated it; drop everything to start from empty again.
    await empty.db.execute(sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE`);
    const others = await Promise.all([openPostgres(empty.url!, 2), openPostgres(empty.url!, 2), openPostgres(empty.url!, 2)]);
    try {
      await Promise.all(others.map((d) => migrate(d)));
      const result = (await empty.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      const [row] = result.rows;
      // Each migration of the journal applied exactly once, whoever took the lock first.
      const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
      assert.equal(row!.n, journal.entries.length);
      assert.ok(await isEmpty(empty.db));
    } finally {
      await Promise.all(others.map((d) => d.close()));
      await empty.close();
    }
  });

  test('a PGlite folder is locked against a second server, and the lock goes with close()', async () => {
    const dir = join(tmp, 'pglite');
    const first = await openPglite(dir);
    try {
      await assert.rejects(openPglite(dir), /in use by process/);
    } finally {
      await first.close();
    }
    assert.equal(existsSync(`${dir}.pid`), false);
    // A lock left by a dead process (kill -9) is taken over.
    writeFileSync(`${dir}.pid`, '999999');
    const again = await openPglite(dir);
    await again.close();
  });
});

describe('demo seed', () => {
  test('seeds the demo organization; demo.json lets each user sign in (the MFA user with TOTP)', async () => {
    const fresh = await setup();
    try {
      assert.ok(await isEmpty(fresh.db));
      const { users } = await seedDemo(fresh.db);
      assert.equal(await isEmpty(fresh.db), false);
      const file = join(tmp, 'demo.json');
      writeDemoFile(file, { suite: 'http://localhost:9000', tenantSite: 'http://localhost:9001' }, users);
      const demo = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(Object.keys(demo), ['suite', 'tenantSite', 'users', 'portals']);
      assert.deepEqual(demo.users.map((u: { role: string; mfa: boolean }) => [u.role, u.mfa]), [['OA', false], ['IC', true], ['VO', false], ['LRA', false]]);
      for (const u of demo.users) {
        assert.deepEqual(Object.keys(u), u.mfa ? ['email', 'password', 'role', 'office', 'mfa', 'totpSecret'] : ['email', 'password', 'role', 'office', 'mfa']);
        assert.ok(u.password.length >= 16);
        const res = await call(fresh.app, 'POST', '/auth/jwt/create/', { json: { email: u.email, password: u.password } });
        assert.equal(res.status, 200);
        if (!u.mfa) {
          assert.ok(res.body.access);
          continue;
        }
        assert.equal(res.body.mfa, 'challenge');
        const ok = await call(fresh.app, 'POST', `/api/users/mfa/${res.body.user_id}/confirm`, { token: res.body.token, json: { qrCode: await currentTotp(u.totpSecret) } });
        assert.equal(ok.status, 200);
      }
      // A later start refreshes the URLs and keeps users and portals.
      writeFileSync(file, JSON.stringify({ ...demo, portals: [{ token: 'kept' }] }));
      writeDemoFile(file, { suite: 'http://localhost:7000', tenantSite: 'http://localhost:7001' });
      const later = JSON.parse(readFileSync(file, 'utf8'));
      assert.equal(later.suite, 'http://localhost:7000');
      assert.deepEqual(later.users, demo.users);
      assert.deepEqual(later.portals, [{ token: 'kept' }]);
    } finally {
      await fresh.database.close();
    }
  });
});

describe('static files', () => {
  const dist = join(tmp, 'dist');
  const site = new Hono({ strict: false });
  site.on(['GET', 'HEAD'], '*', staticSite(dist));
  const get = (path: string, accept = 'text/html') => site.request(path, { headers: { accept } });

  test('without a built suite the pages answer 503 with a clear message', async () => {
    const res = await get('/login');
    assert.equal(res.status, 503);
    assert.equal(await res.text(), SUITE_NOT_BUILT);
  });

  test('serves the suite with SPA fallback, hashed assets immutable, elements, and no path escape', async () => {
    mkdirSync(join(dist, 'suite/assets'), { recursive: true });
    mkdirSync(join(dist, 'elements'), { recursive: true });
    writeFileSync(join(dist, 'suite/index.html'), '<!doctype html><title>suite</title>');
    writeFileSync(join(dist, 'suite/assets/index-B1a2C3d4.js'), 'console.log(1)');
    writeFileSync(join(dist, 'elements/sign-in.js'), 'export {}');
    writeFileSync(join(tmp, 'secret.txt'), 'secret');

    const deep = await get('/apps/secureinvoice');
    assert.equal(deep.status, 200);
    assert.match(await deep.text(), /<title>suite<\/title>/);
    assert.equal(deep.headers.get('cache-control'), 'no-cache');
    const asset = await get('/assets/index-B1a2C3d4.js', '*/*');
    assert.equal(asset.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await get('/assets/missing.js', '*/*')).status, 404);
    const element = await get('/elements/sign-in.js', '*/*');
    assert.equal(element.status, 200);
    assert.equal(await element.text(), 'export {}');
    assert.equal(element.headers.get('access-control-allow-origin'), '*', 'module scripts load cross-origin on tenant sites');
    assert.equal((await get('/elements/../../secret.txt', '*/*')).status, 404);
    assert.equal((await get('/%2e%2e/%2e%2e/secret.txt', '*/*')).status, 404);
    const api = await get('/api/unknown');
    assert.equal(api.status, 404);
    assert.deepEqual(await api.json(), { detail: 'Not found.' });
  });
});

describe('compressed API answers', () => {
  let w: TestContext;
  let o: Org;
  before(async () => {
    w = await setup({ filesDir: join(tmp, 'files') });
    o = await makeWorkflowOrg(w);
    await w.db.insert(account).values(Array.from({ length: 20 }, (_, i) => ({ organizationId: o.orgId, moduleKind: ModuleKind.FILE, name: `Compressible Trading ${i}` })));
  });
  after(() => w.database.close());
  const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
  const get = (path: string, token: string, headers: Record<string, string> = GZIP) => w.app.request(path, { headers: { authorization: `JWT ${token}`, ...headers } });

  test('JSON over 1 KB is gzip-encoded when asked and decodes to the same JSON; without the header it is plain', async () => {
    const res = await get('/api/accounts?page_size=25', o.oa.token);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.match(res.headers.get('vary') ?? '', /Accept-Encoding/);
    const packed = Buffer.from(await res.arrayBuffer());
    const body = JSON.parse(gunzipSync(packed).toString());
    assert.ok(body.results.length >= 20);
    const plain = await get('/api/accounts?page_size=25', o.oa.token, {});
    assert.equal(plain.headers.get('content-encoding'), null);
    const text = await plain.text();
    assert.ok(text.length > 1024 && packed.length < text.length / 2, `${packed.length} of ${text.length} bytes`);
    assert.deepEqual(body, JSON.parse(text));
    const refused = await get('/api/accounts?page_size=25', o.oa.token, { 'accept-encoding': 'gzip;q=0, identity' });
    assert.equal(refused.headers.get('content-encoding'), null);
    const deflate = await get('/api/accounts?page_size=25', o.oa.token, { 'accept-encoding': 'br;q=1, deflate;q=0.5' });
    assert.equal(deflate.headers.get('content-encoding'), 'deflate');
    const onlyBr = await get('/api/accounts?page_size=25', o.oa.token, { 'accept-encoding': 'br' });
    assert.equal(onlyBr.headers.get('content-encoding'), null, 'answers stay plain when no coding we compress with is accepted');
    assert.deepEqual(await onlyBr.json(), body);
  });

  test('a small JSON answer and an error answer are sent as they are', async () => {
    const me = await get('/auth/users/me/', o.oa.token);
    assert.equal(me.status, 200);
    assert.equal(me.headers.get('content-encoding'), null);
    assert.equal((await me.json()).id, o.oa.id);
    const denied = await w.app.request('/api/accounts', { headers: GZIP });
    assert.equal(denied.status, 401);
    assert.equal(denied.headers.get('content-encoding'), null);
  });

  test('a ZIP or an XLSX download is not compressed again; the CSV export streams compressed', async () => {
    const zip = await get(`/api/accounts/${o.accountId}/files.zip`, o.vo.token);
    assert.equal(zip.status, 200);
    assert.equal(zip.headers.get('content-type'), 'application/zip');
    assert.equal(zip.headers.get('content-encoding'), null);
    assert.equal(Buffer.from(await zip.arrayBuffer()).readUInt32LE(0), 0x06054b50, 'an empty ZIP: its end record');
    const xlsx = await w.app.request(`/api/users/${o.lead.id}/userExceptionsReport`, {
      method: 'POST',
      headers: { authorization: `JWT ${o.lead.token}`, 'content-type': 'application/json', ...GZIP },
      body: JSON.stringify({ format: 'xlsx' }),
    });
    assert.equal(xlsx.status, 200);
    assert.equal(xlsx.headers.get('content-encoding'), null);
    const book = Buffer.from(await xlsx.arrayBuffer());
    assert.equal(book.subarray(0, 2).toString(), 'PK');
    assert.equal(Number(xlsx.headers.get('content-length')), book.length);
    const csv = await get('/api/accounts/export.csv', o.oa.token);
    assert.equal(csv.status, 200);
    assert.equal(csv.headers.get('content-encoding'), 'gzip');
    assert.match(gunzipSync(Buffer.from(await csv.arrayBuffer())).toString(), /Compressible Trading 19/);
  });

  test('the tus upload protocol answers are untouched (creation, PATCH, HEAD)', async () => {
    const portal = await makePortal(w.db);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const meta = { token: portal.token, item_id: String(portal.requirementId), filename: 'a.pdf', filetype: 'application/pdf' };
    const metadata = Object.entries(meta).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');
    const tus = { 'tus-resumable': '1.0.0', ...GZIP };
    const created = await w.app.request('/api/portal/uploads', { method: 'POST', headers: { ...tus, 'upload-length': String(pdf.length), 'upload-metadata': metadata } });
    assert.equal(created.status, 201, await created.clone().text());
    const location = created.headers.get('location')!;
    const half = 10;
    const first = await w.app.request(location, { method: 'PATCH', headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, body: new Uint8Array(pdf.subarray(0, half)) });
    assert.equal(first.status, 204);
    assert.equal(first.headers.get('upload-offset'), String(half));
    const head = await w.app.request(location, { method: 'HEAD', headers: tus });
    assert.equal(head.headers.get('upload-offset'), String(half));
    assert.equal(head.headers.get('content-encoding'), null);
    const last = await w.app.request(location, { method: 'PATCH', headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(half) }, body: new Uint8Array(pdf.subarray(half)) });
    assert.equal(last.status, 204);
    assert.ok(Number(last.headers.get('upload-file-id')) > 0);
  });
});
