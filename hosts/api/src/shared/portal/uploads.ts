/** Mounts the tus server at /api/portal/uploads (creation) and /api/portal/uploads/:id. */
import { Hono } from 'hono';
import { PORTAL_UPLOAD_PATH } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { createTusServer } from './tus-uploads.ts';

/** A detail for the tus answers that come without words. */
const STATUS_DETAIL: Record<number, string> = { 404: 'Not found.', 410: 'This upload has expired.', 413: 'The upload is larger than allowed.' };

const isJsonObject = (text: string) => {
  if (!text.startsWith('{')) return false;
  try {
    return typeof JSON.parse(text) === 'object';
  } catch {
    return false;
  }
};

export function portalUploadRoutes(deps: Deps, storage: Storage, directory: string) {
  const app = new Hono();
  const tus = createTusServer(deps, storage, directory);
  const handle = async (req: Request) => {
    const res = await tus.handleWeb(req);
    if (res.status < 400) return res;
    // tus labels every body text/plain and words its own errors as plain text ("Upload-Offset
    // conflict\n"); every error answers {detail} JSON here, as everywhere else. Its headers
    // (Tus-Resumable, Tus-Version) stay.
    const text = (await res.text()).trim();
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    if (req.method === 'HEAD') return new Response(null, { status: res.status, headers });
    headers.set('Content-Type', 'application/json');
    return new Response(isJsonObject(text) ? text : JSON.stringify({ detail: text || STATUS_DETAIL[res.status] || 'The upload request was refused.' }), { status: res.status, headers });
  };
  app.all(PORTAL_UPLOAD_PATH, (c) => handle(c.req.raw));
  app.all(`${PORTAL_UPLOAD_PATH}/:id`, (c) => handle(c.req.raw));
  return app;
}
