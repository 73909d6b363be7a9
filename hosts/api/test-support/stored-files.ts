/** A stored file put straight into the store and the table, so tests can name and type it freely. */
import { createHash, randomUUID } from 'node:crypto';
import { file } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import type { Storage } from '../src/platform/storage.ts';

export async function storeFile(
  db: Db,
  storage: Storage,
  at: { orgId: number; accountId: number; itemId: number | null },
  name: string,
  bytes: Buffer,
  opts: { contentType?: string; version?: number } = {},
) {
  const storageKey = `org/${at.orgId}/${randomUUID()}`;
  const contentType = opts.contentType ?? 'application/pdf';
  await storage.put(storageKey, bytes, { contentType, size: bytes.length });
  const [row] = await db
    .insert(file)
    .values({ organizationId: at.orgId, accountId: at.accountId, itemId: at.itemId, name, contentType, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storageKey, version: opts.version ?? 1 })
    .returning();
  return row!;
}
