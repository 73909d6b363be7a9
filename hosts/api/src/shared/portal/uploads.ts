/** Mounts the tus server at /api/portal/uploads (creation) and /api/portal/uploads/:id. */
import { Hono } from 'hono';
import { PORTAL_UPLOAD_PATH } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { createTusServer } from './tus-uploads.ts';

export function portalUploadRoutes(deps: Deps, storage: Storage, directory: string) {
  const app = new Hono();
  const tus = createTusServer(deps, storage, directory);
  const handle = async (req: Request) => {
    const res = await tus.handleWeb(req);
    if (res.status < 400) return res;
    // tus labels every body text/plain; our refusals are {detail} JSON, as everywhere else.
    const text = await res.text();
    const headers = new Headers(res.headers);
    if (text.startsWith('{')) headers.set('Content-Type', 'application/json');
    else headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(text, { status: res.status, headers });
  };
  app.all(PORTAL_UPLOAD_PATH, (c) => handle(c.req.raw));
  app.all(`${PORTAL_UPLOAD_PATH}/:id`, (c) => handle(c.req.raw));
  return app;
}
