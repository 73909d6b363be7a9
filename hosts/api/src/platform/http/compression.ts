/**
 * gzip (or deflate) for the API's text answers over 1 KB, with hono's compress middleware: it
 * honours q-values, leaves alone answers already encoded, 206s, HEAD, `no-transform`, binary types
 * (ZIP, XLSX, PDF, images) and event streams, and compresses a streamed CSV as it streams.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const THRESHOLD = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:[;\s]|$)/i;

/**
 * hono's threshold reads Content-Length, which `c.json()` does not set, so every JSON answer would
 * be compressed, a 20-byte one included. JSON is already whole in memory: measure it here.
 */
async function measureJson(c: Context) {
  const res = c.res;
  if (!res.body || res.headers.has('content-length') || !JSON_TYPE.test(res.headers.get('content-type') ?? '')) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  c.res = new Response(bytes, res);
  c.res.headers.set('Content-Length', String(bytes.byteLength));
}

/** Whether the client takes a coding hono compresses with (no work at all for one that does not). */
function takesCompression(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return ['gzip', 'deflate', '*'].includes(name) && !(q && Number(q.slice(2)) === 0);
  });
}

export function apiCompression(): MiddlewareHandler {
  const gzip = compress({ threshold: THRESHOLD });
  return (c, next) =>
    takesCompression(c.req.header('accept-encoding'))
      ? gzip(c, async () => {
          await next();
          await measureJson(c);
        })
      : next();
}
