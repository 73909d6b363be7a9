/**
 * Resumable uploads to a requirement (tus, via @tus/server and its file store). The hooks
 * hold the rules: who may upload where (the token in the creation metadata, later the upload's
 * own link), the item's types and size before a byte is stored, the bytes' real type when the
 * last byte arrives, then the checksum, the file row, the item's status and an audit event.
 * A refused upload leaves nothing behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { FileStore } from '@tus/file-store';
import { EVENTS, Metadata, Server, type Upload } from '@tus/server';
import { ItemKind, PORTAL_UPLOAD_PATH, parseDbId } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import type { Storage } from '../../platform/storage.ts';
import { account, accountContact, item, requirement, upload as uploadTable } from '../../db/schema.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { onFileArrived } from '../workflow/engine/engine.ts';
import { assertNotOnHold, holdMessage, MFA_REQUIRED, mfaGateOn, resolvePortal, TOKEN_NOT_FOUND } from './access.ts';
import { markPortalOrg } from './cors.ts';
import { verifyGrant } from './grants.ts';
import { acceptedExtensions, contentMatches, DEFAULT_MAX_FILE_SIZE, extensionOf, FILE_TYPES, isSupported, MAX_UPLOAD_SIZE, sanitizeFilename } from '../files/file-types.ts';
import { storeFileVersion } from '../files/store.ts';

const UPLOADABLE_KINDS: string[] = [ItemKind.REQUEST_ITEM, ItemKind.METRIC, ItemKind.QUESTION];
const EXPIRY_MS = 24 * 3600_000;
export const ACCEPTED_DETAIL = 'This requirement has already been accepted; no more files can be added to it.';

type TusError = { status_code: number; body: string };
const tusError = (status: number, detail: string, extra: Record<string, unknown> = {}): TusError => ({ status_code: status, body: JSON.stringify({ detail, ...extra }) });
const fromApiError = (err: unknown): never => {
  if (err instanceof ApiError) throw { status_code: err.status, body: JSON.stringify(err.body) } satisfies TusError;
  throw err;
};

function humanSize(bytes: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${round(bytes / 1024)} KB`;
  return `${round(bytes / 1024 / 1024)} MB`;
}

export function createTusServer(deps: Deps, storage: Storage, directory: string) {
  const { db } = deps;
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRY_MS });

  /** POST: the token in Upload-Metadata decides; the item and the file must fit its rules. */
  async function admitCreation(req: Request, id: string) {
    let meta: Record<string, string | null | undefined>;
    try {
      meta = Metadata.parse(req.headers.get('upload-metadata') ?? undefined);
    } catch {
      throw tusError(400, 'Upload-Metadata is malformed.');
    }
    const p = await resolvePortal(req, deps, meta.token, req.headers.get('x-portal-grant') ?? '').catch(fromApiError);
    const itemId = parseDbId(meta.item_id) ?? 0;
    const [target] = await db
      .select({ kind: item.kind, status: item.status, requirement })
      .from(item)
      .leftJoin(requirement, eq(requirement.itemId, item.id))
      .where(and(eq(item.id, itemId), eq(item.accountId, p.account.id)))
      .limit(1);
    if (!target) throw tusError(404, 'Not found.');
    await assertNotOnHold(db, p).catch(fromApiError);
    if (!UPLOADABLE_KINDS.includes(target.kind)) throw tusError(400, 'Files cannot be uploaded to this item.');
    if (target.status.toLowerCase() === 'accepted') throw tusError(400, ACCEPTED_DETAIL);
    const name = sanitizeFilename(meta.filename ?? '');
    if (!name) throw tusError(400, 'The file needs a name.');
    const accepted = acceptedExtensions(target.requirement?.allowedFileTypes ?? []);
    const ext = extensionOf(name);
    if (!isSupported(ext) || !accepted.includes(ext)) {
      throw tusError(415, `${name} is not an accepted type. Accepted: ${accepted.join(', ')}.`);
    }
    const length = Number(req.headers.get('upload-length'));
    if (!Number.isSafeInteger(length) || length < 0) throw tusError(400, 'Upload-Length is required: the size must be known when the upload starts.');
    const maxFileSize = target.requirement?.maxFileSize ?? 0;
    const limit = maxFileSize > 0 ? maxFileSize : DEFAULT_MAX_FILE_SIZE;
    if (length > limit) throw tusError(413, `${name} is ${humanSize(length)}; the limit for this item is ${humanSize(limit)}.`);
    await db.insert(uploadTable).values({ id, organizationId: p.orgId, accountId: p.account.id, itemId, accountContactId: p.link.id, tokenHash: p.link.tokenHash, filename: name, filetype: FILE_TYPES[ext], length });
  }

  /**
   * HEAD, PATCH, DELETE: the upload's own link must still be live, in the generation the upload
   * began under (a rotated, revoked or reissued link ends it), and past the MFA gate.
   */
  async function admitFollowUp(req: Request, id: string) {
    const [row] = await db
      .select({ upload: uploadTable, link: accountContact, account })
      .from(uploadTable)
      .innerJoin(accountContact, eq(accountContact.id, uploadTable.accountContactId))
      .innerJoin(account, eq(account.id, uploadTable.accountId))
      .where(eq(uploadTable.id, id))
      .limit(1);
    const live =
      row &&
      !row.link.tokenRevokedAt &&
      (!row.link.tokenExpiresAt || row.link.tokenExpiresAt.getTime() > Date.now()) &&
      row.upload.tokenHash !== null &&
      row.upload.tokenHash === row.link.tokenHash;
    if (!row || !live || row.upload.fileId !== null) throw tusError(404, live ? 'Not found.' : TOKEN_NOT_FOUND);
    markPortalOrg(req, row.upload.organizationId);
    if (await mfaGateOn(db, row.upload.organizationId)) {
      if (!(await verifyGrant(deps.settings.jwtSecret, req.headers.get('x-portal-grant') ?? '', row.link))) throw tusError(403, MFA_REQUIRED, { mfa_required: true });
    }
    if (req.method === 'PATCH' && row.account.accountHold) throw tusError(403, await holdMessage(db, { orgId: row.upload.organizationId, account: row.account }));
  }

  async function discard(id: string) {
    await datastore.remove(id).catch(() => undefined);
    await db.delete(uploadTable).where(eq(uploadTable.id, id));
  }

  /** The last byte is in: check what it really is, keep it, record it. */
  async function finish(upload: Upload) {
    const [row] = await db.select().from(uploadTable).where(eq(uploadTable.id, upload.id)).limit(1);
    if (!row) throw tusError(404, 'Not found.');
    const path = join(directory, upload.id);
    const [now] = await db.select({ status: item.status }).from(item).where(eq(item.id, row.itemId)).limit(1);
    // Accepted while the bytes were on their way: the item is locked, the file is not kept.
    if (!now || now.status.toLowerCase() === 'accepted') {
      await discard(upload.id);
      throw tusError(400, ACCEPTED_DETAIL);
    }
    const ext = extensionOf(row.filename);
    if (!isSupported(ext) || !(await contentMatches(path, ext, row.length))) {
      await discard(upload.id);
      throw tusError(415, `${row.filename} is not a valid ${ext.slice(1).toUpperCase()} file.`);
    }
    const hash = createHash('sha256');
    await pipeline(createReadStream(path), hash);
    const sha256 = hash.digest('hex');
    const [link] = await db.select({ contactId: accountContact.contactId }).from(accountContact).where(eq(accountContact.id, row.accountContactId)).limit(1);
    const { id: fileId } = await storeFileVersion(
      db,
      storage,
      { orgId: row.organizationId, accountId: row.accountId, itemId: row.itemId, name: row.filename, contentType: row.filetype, stream: createReadStream(path), size: row.length, sha256, by: { contactId: link?.contactId ?? null } },
      async (tx, created) => {
        await tx.update(uploadTable).set({ fileId: created.id }).where(eq(uploadTable.id, row.id));
      },
    );
    await datastore.remove(upload.id).catch(() => undefined);
    // The workflow engine moves the item on (its file-upload triggers, or 'submitted' without a workflow).
    await onFileArrived(deps, fileId).catch((err) => deps.log(`[workflow] file ${fileId}: ${(err as Error).message}`));
    return fileId;
  }

  const server = new Server({
    path: PORTAL_UPLOAD_PATH,
    datastore,
    relativeLocation: true,
    maxSize: MAX_UPLOAD_SIZE,
    // portalCors decides CORS per organization; tus must not answer '*' on its own.
    allowedOrigins: () => false,
    namingFunction: () => randomBytes(16).toString('hex'),
    onIncomingRequest: async (req, id) => {
      if (req.method === 'POST') await admitCreation(req, id);
      else await admitFollowUp(req, id);
    },
    onUploadCreate: async () => ({}),
    onUploadFinish: async (_req, upload) => ({ headers: { 'Upload-File-Id': String(await finish(upload)) } }),
  });
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => void db.delete(uploadTable).where(eq(uploadTable.id, id)).catch(() => undefined));
  // Unfinished uploads expire after a day; sweep them (files and rows) now and then.
  const sweep = setInterval(() => void server.cleanUpExpiredUploads().catch(() => undefined), 3600_000);
  sweep.unref();
  return server;
}
