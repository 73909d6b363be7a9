/**
 * Files of a portal's account: the list of an item's files, and each file by link for preview
 * (inline only for PDF and images) or download, with an RFC 5987 file name and `nosniff`.
 */
import { Hono, type Context } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { file, invoice, item } from '../../db/schema.ts';
import { ApiError, detailError } from '../../platform/http/errors.ts';
import { portalOf, type PortalAccess } from './access.ts';
import { INLINE_TYPES } from '../files/file-types.ts';
import { filesWithUploader, type FileRow } from './serialize.ts';

/** `attachment; filename="a_b.pdf"; filename*=UTF-8''a%C3%A9b.pdf` (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function positiveId(raw: string | undefined, field: string): number {
  const value = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0;
  if (value < 1) throw new ApiError(400, { [field]: ['A valid integer is required.'] });
  return value;
}

export function portalFileRoutes(deps: Deps, storage: Storage) {
  const app = new Hono();
  const { db } = deps;

  async function fileOfAccount(p: PortalAccess, id: number): Promise<FileRow> {
    const [row] = await db.select().from(file).where(and(eq(file.id, id), eq(file.accountId, p.account.id))).limit(1);
    if (!row) throw detailError(404, 'Not found.');
    return row;
  }

  async function send(c: Context, row: FileRow, mode: 'preview' | 'download') {
    const inline = mode === 'preview' && INLINE_TYPES.has(row.contentType);
    let stream: Readable;
    try {
      stream = await storage.get(row.storageKey);
    } catch {
      throw detailError(404, 'This file is no longer available.');
    }
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      'Content-Type': row.contentType,
      'Content-Length': String(row.size),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', row.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  }

  app.get('/api/fetch_sales_files', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const itemId = positiveId(c.req.query('id'), 'id');
    const [owner] = await db.select({ id: item.id }).from(item).where(and(eq(item.id, itemId), eq(item.accountId, p.account.id))).limit(1);
    if (!owner) throw detailError(404, 'Not found.');
    const files = await filesWithUploader(db, eq(file.itemId, itemId));
    return c.json({ files: files.map((f) => f.file) });
  });

  app.get('/api/preview_sales_files', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    return send(c, await fileOfAccount(p, positiveId(c.req.query('id'), 'id')), 'preview');
  });

  app.get('/api/download_sales_files', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    return send(c, await fileOfAccount(p, positiveId(c.req.query('id'), 'id')), 'download');
  });

  // The document behind an external reference (e.g. an accounting system's invoice number):
  // the newest file of the account's item that carries it, shown like a preview.
  app.get('/api/preview_external_reference', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const reference = (c.req.query('external_reference') ?? '').trim();
    if (!reference) throw new ApiError(400, { external_reference: ['Field is required'] });
    const [row] = await db
      .select({ file })
      .from(file)
      .innerJoin(item, eq(item.id, file.itemId))
      .innerJoin(invoice, eq(invoice.itemId, item.id))
      .where(and(eq(item.accountId, p.account.id), eq(invoice.externalReference, reference)))
      .orderBy(desc(file.createdAt), desc(file.id))
      .limit(1);
    if (!row) throw detailError(404, 'No document has this reference.');
    return send(c, row.file, 'preview');
  });

  return app;
}
