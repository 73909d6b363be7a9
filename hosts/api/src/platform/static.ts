/**
 * Serves the built front end next to the API: `${STATIC_DIR}/elements/*` at /elements/*, and the
 * suite (`${STATIC_DIR}/suite`, the docs pages included) for every other path, with the SPA
 * fallback to index.html for page loads, so deep links such as /apps/secureinvoice work.
 *
 * Files are sent by @hono/node-server's serveStatic, which also sends the `.br`/`.gz` copies the
 * build writes (scripts/compress.mjs). It reads Accept-Encoding as a plain list and applies a
 * Range to whichever copy it sends, so it is handed a rewritten request (see `forFiles`).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { parseAccept } from 'hono/utils/accept';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const SUITE_NOT_BUILT = 'Suite not built: run npm run build';

export const CACHE = {
  /** Content-hashed names never change. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * The element URLs tenant pages embed: a repeat visit within 5 minutes asks nothing, a release
   * reaches everyone within 5 minutes, and an older copy may serve while it is refetched.
   */
  loader: 'public, max-age=300, stale-while-revalidate=86400',
  /** The app shell and the docs pages: always revalidated, so a release shows on the next load. */
  revalidate: 'no-cache',
} as const;

/** Vite names built chunks `<name>-<8-character hash>.<ext>`, and only under these folders. */
const HASHED = /^\/(?:assets|elements\/chunks)\/[^/]+-[A-Za-z0-9_-]{8}(?:\.[a-z0-9]+)+$/;

function cacheControl(urlPath: string): string {
  if (HASHED.test(urlPath)) return CACHE.immutable;
  if (urlPath.startsWith('/elements/')) return CACHE.loader;
  return CACHE.revalidate;
}

/** The stored copies, in the order the server prefers them. */
const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * The codings an Accept-Encoding header allows (RFC 9110 12.5.3): `q=0` refuses one, `*` stands
 * for every coding not named, names are case-insensitive; no header or an empty one allows none.
 * The server's order (br, then gzip) decides among them rather than the client's q-values.
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (!header?.trim()) return [];
  const accepts = parseAccept(header);
  const q = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q;
  const wildcard = q('*') ?? 0;
  return CODINGS.filter((coding) => (q(coding) ?? wildcard) > 0);
}

/**
 * The request serveStatic sees: Accept-Encoding reduced to the codings we accept, and none when a
 * Range is asked, since a range must count bytes of the file itself, not of a compressed copy.
 */
function forFiles(req: Request): Request {
  const headers = new Headers(req.headers);
  const codings = headers.has('range') ? [] : acceptedCodings(headers.get('accept-encoding') ?? undefined);
  if (codings.length) headers.set('accept-encoding', codings.join(', '));
  else headers.delete('accept-encoding');
  return new Request(req.url, { method: req.method, headers });
}

type Served = { Variables: { file: string } };

/**
 * A small app around serveStatic that answers 404 with no body when there is no such file, and
 * otherwise marks whether the file has compressed copies (Vary) and adds a charset to JSON.
 * serveStatic refuses `..`, `%`-escapes and doubled slashes in the path before any lookup.
 */
function fileServer(where: { rewriteRequestPath: (urlPath: string) => string } | { path: string }) {
  const app = new Hono<Served>();
  // Absolute paths and no `root`: serveStatic checks a root once at creation, and the build may
  // land after the server starts.
  const send = serveStatic({ ...where, precompressed: true, onFound: (file, c) => c.set('file', file) });
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const res = await send(c, async () => {});
    if (!res) return new Response(null, { status: 404 });
    const file = c.get('file');
    const original = file.replace(/\.(br|gz)$/, '');
    // Caches must keep one answer per coding for every file that has copies, identity included.
    if (res.headers.has('content-encoding') || existsSync(`${original}.br`) || existsSync(`${original}.gz`)) res.headers.set('Vary', 'Accept-Encoding');
    if (res.headers.get('content-type') === 'application/json') res.headers.set('Content-Type', 'application/json; charset=utf-8');
    return res;
  });
  return app;
}

function finish(res: Response, cache: string, extra: Record<string, string> = {}): Response {
  res.headers.set('Cache-Control', cache);
  for (const [name, value] of Object.entries(extra)) res.headers.set(name, value);
  return res;
}

// Tenant sites load these as module scripts from another origin, which needs CORS; they are
// public code, so any origin may read them.
const ELEMENT_HEADERS = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() ?? false;

export function staticSite(staticDir: string) {
  const elementsRoot = resolve(staticDir, 'elements');
  const suiteRoot = resolve(staticDir, 'suite');
  const indexHtml = join(suiteRoot, 'index.html');
  const elements = fileServer({ rewriteRequestPath: (path) => join(elementsRoot, path.slice('/elements'.length)) });
  const suite = fileServer({ rewriteRequestPath: (path) => join(suiteRoot, path) });
  const shell = fileServer({ path: indexHtml });

  return async (c: Context): Promise<Response> => {
    const path = c.req.path;
    if (/^\/(api|auth)(\/|$)/.test(path)) return c.json({ detail: 'Not found.' }, 404);
    const req = forFiles(c.req.raw);

    if (path === '/elements' || path.startsWith('/elements/')) {
      // The source maps hold the original source; they stay on the server (docs/security.md).
      if (/\.map(\.(br|gz))?$/i.test(path)) return c.text('Not found', 404, ELEMENT_HEADERS);
      const res = await elements.fetch(req);
      if (res.status === 404) return c.text('Not found', 404, ELEMENT_HEADERS);
      return finish(res, cacheControl(path), ELEMENT_HEADERS);
    }

    if (!(await isFile(indexHtml))) return c.text(SUITE_NOT_BUILT, 503);
    const res = await suite.fetch(req);
    if (res.status !== 404) return finish(res, cacheControl(path));
    // A page load of a client-side route gets the app shell; a missing asset stays a 404.
    if (!(c.req.header('accept') ?? '').includes('text/html')) return c.text('Not found', 404);
    return finish(await shell.fetch(req), CACHE.revalidate);
  };
}
