import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { EnvError, loadEnv } from '../env.ts';
import { isEmpty, seedDemo, writeDemoFile } from '../seed/index.ts';
import { staticSite, SUITE_NOT_BUILT } from './static.ts';
import { call, createTestDatabase, settings, setup, type TestContext } from '../../test-support/helpers.ts';
import { currentTotp } from '../../test-support/fixtures.ts';

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
      assert.deepEqual(demo.users.map((u: { role: string; mfa: boolean }) => [u.role, u.mfa]), [['OA', false], ['IC', true], ['VO', false]]);
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
