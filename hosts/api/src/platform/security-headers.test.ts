/**
 * The security headers on the wire, per kind of answer: the suite's pages and assets, the docs
 * pages, the element files tenant pages load cross-origin, the API's JSON and the sandbox
 * checkout's own page; and Strict-Transport-Security only over HTTPS.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { createApp, type App } from '../app.ts';
import { createTestDatabase, settings } from '../../test-support/helpers.ts';
import type { Database } from '../db/client.ts';
import { cameOverHttps, HSTS, pathKind } from './security-headers.ts';
import { staticSite } from './static.ts';

const dist = mkdtempSync(join(tmpdir(), 'si-api-headers-'));
const FILES: Record<string, string> = {
  'suite/index.html': '<!doctype html><title>suite</title><script type="module" src="/assets/index-B1a2C3d4.js"></script>',
  'suite/assets/index-B1a2C3d4.js': 'export {};',
  'suite/docs/index.html': '<!doctype html><title>docs</title><style>body{margin:0}</style>',
  'elements/elements.js': 'export {};',
};

let database: Database;
let app: App;
let appBehindProxy: App;

before(async () => {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  database = await createTestDatabase();
  const make = (trustProxyHops: number) => createApp({ db: database.db, settings: { ...settings, trustProxyHops }, log: () => {}, staticHandler: staticSite(dist) });
  app = make(0);
  appBehindProxy = make(1);
});
after(async () => {
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, on: App = app) => on.request(path, { headers: { accept: 'text/html', ...headers } });

/** `script-src 'self'; ...` as directive -> sources. */
function policy(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  assert.ok(header, 'a Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the suite pages', () => {
  for (const path of ['/login', '/apps/secureinvoice', '/public/s/some-token']) {
    test(`${path}: a CSP without inline script, no framing, and the page headers`, async () => {
      const res = await get(path);
      assert.equal(res.status, 200);
      const csp = policy(res);
      assert.deepEqual(csp.get('script-src'), ["'self'"]);
      assert.deepEqual(csp.get('style-src'), ["'self'"]);
      assert.deepEqual(csp.get('default-src'), ["'self'"]);
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.deepEqual(csp.get('base-uri'), ["'self'"]);
      assert.deepEqual(csp.get('form-action'), ["'self'"]);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(csp.get('connect-src'), ["'self'", 'data:']);
      assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'blob:']);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin');
      const permissions = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)`), feature);
      assert.equal(res.headers.get('strict-transport-security'), null, 'not over plain HTTP');
    });
  }

  test('the assets get nosniff and a same-origin resource policy; a missing asset too', async () => {
    for (const [path, status] of [
      ['/assets/index-B1a2C3d4.js', 200],
      ['/assets/missing-B1a2C3d4.js', 404],
    ] as const) {
      const res = await get(path, { accept: '*/*' });
      assert.equal(res.status, status, path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'same-origin', path);
    }
  });

  test('the docs pages may use inline styles, never inline script', async () => {
    const res = await get('/docs/');
    assert.equal(res.status, 200);
    const csp = policy(res);
    assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });
});

describe('what other origins use', () => {
  test('/elements/* stay loadable from tenant pages: CORS *, nosniff, no resource, opener or framing policy', async () => {
    for (const [path, status] of [
      ['/elements/elements.js', 200],
      ['/elements/missing.js', 404],
    ] as const) {
      const res = await get(path, { accept: '*/*', origin: 'https://shop.example.com' });
      assert.equal(res.status, status, path);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
      for (const name of ['cross-origin-resource-policy', 'cross-origin-opener-policy', 'content-security-policy', 'x-frame-options']) {
        assert.equal(res.headers.get(name), null, `${path}: ${name}`);
      }
    }
  });

  test('API answers (JSON, errors, preflights) get nosniff and no referrer, and no policy that blocks cross-origin use', async () => {
    const answers = [
      await app.request('/api/no-such-route', { headers: { origin: 'https://shop.example.com' } }),
      await app.request('/auth/jwt/create/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await app.request('/auth/users/me/'),
      await app.request('/api/portal/x', { method: 'OPTIONS', headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'GET' } }),
    ];
    for (const res of answers) {
      assert.ok(res.status >= 200 && res.status < 500, `status ${res.status}`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
      for (const name of ['cross-origin-resource-policy', 'cross-origin-opener-policy', 'content-security-policy']) assert.equal(res.headers.get(name), null, name);
    }
    assert.equal(answers[0]!.headers.get('access-control-allow-origin'), '*', 'CORS is untouched');
    for (const res of answers) assert.equal(res.headers.get('cache-control'), 'no-store', 'no API answer is kept by a cache');
  });

  test('the sandbox checkout keeps its own, stricter page policy', async () => {
    const res = await get('/api/payments/sandbox/unknown?token=nope');
    assert.equal(res.status, 404);
    const csp = policy(res);
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
  });
});

describe('Strict-Transport-Security', () => {
  test('sent when the request URL is https', async () => {
    for (const path of ['/login', '/api/no-such-route', '/elements/elements.js']) {
      const res = await get(`https://suite.test${path}`);
      assert.equal(res.headers.get('strict-transport-security'), HSTS, path);
    }
  });

  test('X-Forwarded-Proto counts only as a trusted proxy wrote it', async () => {
    assert.equal((await get('/login', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'), null, 'no proxy trusted: a client could write it');
    assert.equal((await get('/login', { 'x-forwarded-proto': 'https' }, appBehindProxy)).headers.get('strict-transport-security'), HSTS);
    assert.equal((await get('/login', { 'x-forwarded-proto': 'http' }, appBehindProxy)).headers.get('strict-transport-security'), null);
  });

  test('the entry of the outermost trusted proxy decides', async () => {
    const probe = (hops: number) => {
      const site = new Hono();
      site.get('/', (c) => c.text(String(cameOverHttps(c, hops))));
      return async (proto?: string) => (await site.request('/', { headers: proto === undefined ? {} : { 'x-forwarded-proto': proto } })).text();
    };
    const one = probe(1);
    assert.equal(await one('https'), 'true');
    assert.equal(await one('HTTPS'), 'true');
    assert.equal(await one('https, http'), 'false', 'the client wrote https, the trusted proxy saw http');
    assert.equal(await one(''), 'false');
    assert.equal(await one(), 'false');
    const two = probe(2);
    assert.equal(await two('https, http'), 'true', 'the outer proxy received https and the inner one http from it');
    assert.equal(await two('http, https'), 'false');
    assert.equal(await two('https'), 'true', 'fewer entries than proxies: the leftmost');
    assert.equal(await probe(0)('https'), 'false');
  });
});

test('pathKind sorts the paths', () => {
  assert.equal(pathKind('/api/x'), 'api');
  assert.equal(pathKind('/auth'), 'api');
  assert.equal(pathKind('/elements/a.js'), 'elements');
  assert.equal(pathKind('/elements'), 'elements');
  assert.equal(pathKind('/elementsx'), 'suite');
  assert.equal(pathKind('/docs/api.html'), 'docs');
  assert.equal(pathKind('/apiary'), 'suite');
  assert.equal(pathKind('/'), 'suite');
});
