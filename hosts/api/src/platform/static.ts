/**
 * Serves the built front end next to the API: `${STATIC_DIR}/elements/*` at /elements/*, and the
 * suite (`${STATIC_DIR}/suite`) for every other path, with the SPA fallback to index.html for
 * page loads, so deep links such as /apps/secureinvoice work.
 */
import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const SUITE_NOT_BUILT = 'Suite not built: run npm run build';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Vite names built assets like index-B1a2C3d4.js; a content hash in the name means it never changes.
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = resolve(root, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  const info = await stat(full).catch(() => undefined);
  if (info?.isFile()) return full;
  if (info?.isDirectory()) {
    const index = join(full, 'index.html');
    if ((await stat(index).catch(() => undefined))?.isFile()) return index;
  }
  return undefined;
}

async function send(c: Context, file: string, cache: string, extra: Record<string, string> = {}): Promise<Response> {
  const headers = { 'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'Cache-Control': cache, ...extra };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await readFile(file)), 200, headers);
}

const ELEMENT_HEADERS = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };

const cacheFor = (file: string) => (HASHED.test(file) ? IMMUTABLE : 'no-cache');

export function staticSite(staticDir: string) {
  const elementsRoot = resolve(staticDir, 'elements');
  const suiteRoot = resolve(staticDir, 'suite');

  return async (c: Context): Promise<Response> => {
    const path = c.req.path;
    if (/^\/(api|auth)(\/|$)/.test(path)) return c.json({ detail: 'Not found.' }, 404);

    if (path === '/elements' || path.startsWith('/elements/')) {
      const file = await fileAt(elementsRoot, path.slice('/elements'.length));
      // Tenant sites load these as module scripts from another origin, which needs CORS; they are
      // public code, so any origin may read them.
      return file ? send(c, file, cacheFor(file), ELEMENT_HEADERS) : c.text('Not found', 404, ELEMENT_HEADERS);
    }

    const indexHtml = join(suiteRoot, 'index.html');
    if (!(await stat(indexHtml).catch(() => undefined))?.isFile()) return c.text(SUITE_NOT_BUILT, 503);

    const file = await fileAt(suiteRoot, path);
    if (file) return send(c, file, file === indexHtml ? 'no-cache' : cacheFor(file));
    // A page load of a client-side route gets the app shell; a missing asset stays a 404.
    if ((c.req.header('accept') ?? '').includes('text/html')) return send(c, indexHtml, 'no-cache');
    return c.text('Not found', 404);
  };
}
