/**
 * The built front end on the wire: the copies scripts/compress.mjs writes, which one each
 * Accept-Encoding gets, Range on the file itself, the cache policy per kind of file, and the paths
 * that must never leave the folders.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { acceptedCodings, CACHE, staticSite } from './static.ts';

const COMPRESS_SCRIPT = new URL('../../../../scripts/compress.mjs', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'si-api-static-'));
const dist = join(tmp, 'dist');
const site = new Hono({ strict: false });
site.on(['GET', 'HEAD'], '*', staticSite(dist));

// Big enough (> 1 KB) and repetitive enough that both copies are written.
const loader = `export const greeting = ${JSON.stringify('hello tenant '.repeat(200))};\n`;
const shell = `<!doctype html><title>suite</title>${'<!-- app shell -->'.repeat(100)}`;
const chunk = `export const chunk = ${JSON.stringify('shared runtime '.repeat(200))};\n`;
const manifest = JSON.stringify({ modules: Array.from({ length: 60 }, (_, i) => ({ kind: 'javascript-module', path: `element-${i}.js` })) });
const FILES: Record<string, string> = {
  'elements/elements.js': loader,
  'elements/sign-in.js': 'export {}',
  'elements/workspace-requirements.js': loader,
  'elements/custom-elements.json': manifest,
  'elements/chunks/runtime-AbCd12_-.js': chunk,
  'elements/elements.js.map': JSON.stringify({ version: 3, sources: ['src/index.ts'], sourcesContent: ['// original source'] }),
  'suite/index.html': shell,
  'suite/assets/index-B1a2C3d4.js': chunk,
  'suite/docs/index.html': shell,
  'suite/docs/api.html': shell,
};

before(() => {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  // A copy left by an earlier build of a file that has since become small.
  writeFileSync(join(dist, 'elements/sign-in.js.br'), 'stale');
  writeFileSync(join(tmp, 'secret.txt'), 'secret');
  writeFileSync(join(tmp, 'package.json'), '{"secret":true}');
  execFileSync(process.execPath, [COMPRESS_SCRIPT, join(dist, 'elements'), join(dist, 'suite')]);
});
after(() => rmSync(tmp, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => site.request(path, { method, headers: { accept: '*/*', ...headers } });

function decoded(res: Response, bytes: Buffer): string {
  const coding = res.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(bytes).toString();
  if (coding === 'gzip') return gunzipSync(bytes).toString();
  assert.equal(coding, null);
  return bytes.toString();
}

describe('the compress step', () => {
  test('writes .br and .gz only for files over 1 KB, and removes a copy the new file no longer has', () => {
    for (const path of ['elements/elements.js', 'elements/custom-elements.json', 'suite/index.html', 'suite/docs/api.html']) {
      const original = readFileSync(join(dist, path));
      assert.equal(brotliDecompressSync(readFileSync(join(dist, `${path}.br`))).toString(), original.toString(), path);
      assert.equal(gunzipSync(readFileSync(join(dist, `${path}.gz`))).toString(), original.toString(), path);
      assert.ok(readFileSync(join(dist, `${path}.br`)).length < original.length);
    }
    assert.equal(existsSync(join(dist, 'elements/sign-in.js.br')), false, 'a stale copy would be served instead of the file');
    assert.equal(existsSync(join(dist, 'elements/sign-in.js.gz')), false);
  });
});

describe('content negotiation', () => {
  const cases: [string | undefined, string | null][] = [
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZip ;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', null],
    ['deflate', null],
  ];
  for (const [header, coding] of cases) {
    test(`Accept-Encoding ${header === undefined ? 'absent' : JSON.stringify(header)} gets ${coding ?? 'the file itself'}`, async () => {
      const res = await get('/elements/elements.js', header === undefined ? {} : { 'accept-encoding': header });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-encoding'), coding);
      assert.equal(res.headers.get('vary'), 'Accept-Encoding', 'caches keep one answer per coding');
      assert.equal(res.headers.get('content-type'), 'text/javascript; charset=utf-8');
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.equal(Number(res.headers.get('content-length')), bytes.length);
      assert.equal(decoded(res, bytes), loader);
    });
  }

  test('the parser on its own: q-values, case, whitespace and the wildcard', () => {
    assert.deepEqual(acceptedCodings(' Br ; q=0.5 , gzip;q=1'), ['br', 'gzip'], 'the server order decides among accepted codings');
    assert.deepEqual(acceptedCodings('gzip;q=0.001'), ['gzip']);
    assert.deepEqual(acceptedCodings('*;q=0.1, gzip;q=0'), ['br']);
    assert.deepEqual(acceptedCodings(' , '), []);
  });

  test('a file without copies is sent as it is, without Vary; JSON keeps its charset', async () => {
    const small = await get('/elements/sign-in.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(small.headers.get('content-encoding'), null);
    assert.equal(small.headers.get('vary'), null);
    assert.equal(await small.text(), 'export {}');
    const json = await get('/elements/custom-elements.json', { 'accept-encoding': 'gzip' });
    assert.equal(json.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(decoded(json, Buffer.from(await json.arrayBuffer()))), JSON.parse(manifest));
  });

  test('HEAD answers the headers of the copy it would send, without a body', async () => {
    const res = await get('/elements/elements.js', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), 'br');
    assert.equal(Number(res.headers.get('content-length')), readFileSync(join(dist, 'elements/elements.js.br')).length);
    assert.equal((await res.arrayBuffer()).byteLength, 0);
  });
});

describe('Range requests', () => {
  test('a range counts bytes of the file itself, never of a compressed copy', async () => {
    const res = await get('/elements/elements.js', { 'accept-encoding': 'br, gzip', range: 'bytes=7-21' });
    assert.equal(res.status, 206);
    assert.equal(res.headers.get('content-encoding'), null);
    assert.equal(res.headers.get('content-range'), `bytes 7-21/${loader.length}`);
    assert.equal(res.headers.get('vary'), 'Accept-Encoding');
    assert.equal(await res.text(), loader.slice(7, 22));
    const tail = await get('/elements/elements.js', { 'accept-encoding': 'gzip', range: 'bytes=-10' });
    assert.equal(tail.status, 206);
    assert.equal(await tail.text(), loader.slice(-10));
  });

  test('a range past the end is 416 with the real size', async () => {
    const res = await get('/elements/elements.js', { 'accept-encoding': 'br', range: `bytes=${loader.length + 10}-` });
    assert.equal(res.status, 416);
    assert.equal(res.headers.get('content-range'), `bytes */${loader.length}`);
    assert.equal(res.headers.get('content-encoding'), null);
  });
});

describe('cache policy', () => {
  const cases: [string, string, string?][] = [
    ['/elements/chunks/runtime-AbCd12_-.js', CACHE.immutable],
    ['/assets/index-B1a2C3d4.js', CACHE.immutable],
    ['/elements/elements.js', CACHE.loader],
    ['/elements/workspace-requirements.js', CACHE.loader, 'a long word in a name is not a hash'],
    ['/', CACHE.revalidate],
    ['/index.html', CACHE.revalidate],
    ['/docs/', CACHE.revalidate],
    ['/docs/api.html', CACHE.revalidate],
  ];
  for (const [path, cache, why] of cases) {
    test(`${path}: ${cache}`, async () => {
      const res = await get(path, { 'accept-encoding': 'br' });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), cache, why);
      assert.equal(res.headers.get('content-encoding'), 'br');
    });
  }

  test('the elements carry CORS and nosniff on every answer, a 404 included', async () => {
    for (const path of ['/elements/elements.js', '/elements/chunks/runtime-AbCd12_-.js', '/elements/missing.js']) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    }
    assert.equal((await get('/elements/missing.js')).status, 404);
  });

  test('the element source maps stay on the server: 404 however asked', async () => {
    for (const path of ['/elements/elements.js.map', '/elements/elements.js.MAP', '/elements/elements.js.map.gz']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      assert.equal(res.status, 404, path);
      assert.doesNotMatch(await res.text(), /original source/);
    }
  });
});

describe('the suite', () => {
  test('a page load of a client-side route gets the compressed app shell, never cached without revalidation', async () => {
    const res = await get('/apps/secureinvoice/accounts/12', { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), 'br');
    assert.equal(res.headers.get('cache-control'), CACHE.revalidate);
    assert.equal(res.headers.get('vary'), 'Accept-Encoding');
    assert.equal(decoded(res, Buffer.from(await res.arrayBuffer())), shell);
  });

  test('a missing asset is a 404, and /api and /auth never fall to the shell', async () => {
    assert.equal((await get('/assets/missing-B1a2C3d4.js')).status, 404);
    for (const path of ['/api/unknown', '/auth', '/auth/users/me']) {
      const res = await get(path, { accept: 'text/html' });
      assert.equal(res.status, 404, path);
      assert.deepEqual(await res.json(), { detail: 'Not found.' });
    }
  });

  test('no path leaves the built folders, however it is escaped', async () => {
    const attempts = ['/elements/..%2f..%2fpackage.json', '/elements/%2e%2e/%2e%2e/package.json', '/elements/..%5c..%5cpackage.json', '/%2e%2e/%2e%2e/secret.txt', '/assets/..%2f..%2f..%2fsecret.txt', '/elements//etc/passwd'];
    for (const path of attempts) {
      const asset = await get(path, { 'accept-encoding': 'br' });
      assert.equal(asset.status, 404, path);
      const page = await get(path, { accept: 'text/html' });
      const text = page.status === 200 ? decoded(page, Buffer.from(await page.arrayBuffer())) : await page.text();
      assert.doesNotMatch(text, /secret/, path);
    }
  });
});
