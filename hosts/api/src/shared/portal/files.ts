/**
 * Files of a portal's account: the list of an item's files, and each file by link for preview
 * (inline only for PDF and images) or download; the sending is `sendStoredFile`'s, shared with staff.
 */
import { Hono, type Context } from 'hono';
import { and, desc, eq, or } from 'drizzle-orm';
import { parseDbId } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { file, invoice, item, purchaseOrder } from '../../db/schema.ts';
import { ApiError, detailError } from '../../platform/http/errors.ts';
import { portalOf, type PortalAccess } from './access.ts';
import { sendStoredFile } from '../files/send.ts';
import { filesWithUploader, type FileRow } from './serialize.ts';

function positiveId(raw: string | undefined, field: string): number {
  const value = parseDbId(raw);
  if (value === undefined) throw new ApiError(400, { [field]: ['A valid integer is required.'] });
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

  const send = (c: Context, row: FileRow, mode: 'preview' | 'download') => sendStoredFile(c, storage, row, mode);

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
      .leftJoin(invoice, eq(invoice.itemId, item.id))
      .leftJoin(purchaseOrder, eq(purchaseOrder.itemId, item.id))
      .where(and(eq(item.accountId, p.account.id), or(eq(invoice.externalReference, reference), eq(purchaseOrder.externalReference, reference))))
      .orderBy(desc(file.createdAt), desc(file.id))
      .limit(1);
    if (!row) throw detailError(404, 'No document has this reference.');
    return send(c, row.file, 'preview');
  });

  return app;
}
