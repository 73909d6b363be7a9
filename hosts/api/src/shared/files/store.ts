/**
 * Keeping a file on an item: the bytes go to storage first under a fresh opaque key (a failed write leaves no
 * row), then, in one transaction, the next version of that name on the item, the file row and its
 * `uploaded` audit event. Every way a file arrives comes through here: a staff upload, a portal
 * upload, an invoice's or a statement's PDF.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, max } from 'drizzle-orm';
import { AuditEntityKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { file } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Storage } from '../../platform/storage.ts';

export type FileRow = typeof file.$inferSelect;

/** Who brought the file: a staff member (null: the system, e.g. the scheduler) or a portal contact. */
export type FileAuthor = { userId: number | null } | { contactId: number | null };

/** The bytes, in memory or as a stream whose size and SHA-256 the caller already knows. */
export type FileBytes = { bytes: Buffer } | { stream: Readable; size: number; sha256: string };

export interface NewFile {
  orgId: number;
  accountId: number;
  itemId: number;
  name: string;
  contentType: string;
  by: FileAuthor;
}

/** The file as stored, ready for its row: where its bytes are, their size and checksum. */
export type StoredBytes = NewFile & { storageKey: string; size: number; sha256: string };

/** Puts the bytes under a fresh key of the organization; answers where they are. */
export async function putBytes(storage: Storage, orgId: number, contentType: string, body: FileBytes): Promise<{ storageKey: string; size: number; sha256: string }> {
  const storageKey = `org/${orgId}/${randomUUID()}`;
  if ('bytes' in body) {
    await storage.put(storageKey, body.bytes, { contentType, size: body.bytes.length });
    return { storageKey, size: body.bytes.length, sha256: createHash('sha256').update(body.bytes).digest('hex') };
  }
  await storage.put(storageKey, body.stream, { contentType, size: body.size });
  return { storageKey, size: body.size, sha256: body.sha256 };
}

/**
 * Inside the caller's transaction: the file row at the next version of its name on the item (1 for
 * a new name) and its audit event, the actor being the staff member or, in the details, the contact.
 */
export async function recordFileVersion(tx: Db, f: StoredBytes): Promise<FileRow> {
  const [prior] = await tx.select({ v: max(file.version) }).from(file).where(and(eq(file.itemId, f.itemId), eq(file.name, f.name)));
  const userId = 'userId' in f.by ? f.by.userId : null;
  const contactId = 'contactId' in f.by ? f.by.contactId : null;
  const [row] = await tx
    .insert(file)
    .values({
      organizationId: f.orgId,
      accountId: f.accountId,
      itemId: f.itemId,
      name: f.name,
      contentType: f.contentType,
      size: f.size,
      sha256: f.sha256,
      storageKey: f.storageKey,
      uploadedByUserId: userId,
      uploadedByContactId: contactId,
      version: (prior?.v ?? 0) + 1,
    })
    .returning();
  await audit(tx, {
    orgId: f.orgId,
    entityKind: AuditEntityKind.FILE,
    entityId: row!.id,
    action: 'uploaded',
    actorUserId: userId,
    details: { item_id: f.itemId, ...('contactId' in f.by ? { contact_id: contactId } : {}), name: f.name, size: f.size, sha256: f.sha256 },
  });
  return row!;
}

/**
 * Stores the bytes, then records the file's next version and its audit in one transaction;
 * `alsoInTransaction` runs in that transaction with the new row (a portal upload marks its upload done).
 */
export async function storeFileVersion(db: Db, storage: Storage, f: NewFile & FileBytes, alsoInTransaction?: (tx: Db, row: FileRow) => Promise<void>): Promise<FileRow> {
  const stored = await putBytes(storage, f.orgId, f.contentType, f);
  const { orgId, accountId, itemId, name, contentType, by } = f;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await recordFileVersion(tx, { orgId, accountId, itemId, name, contentType, by, ...stored });
    await alsoInTransaction?.(tx, row);
    return row;
  });
}
