/**
 * POST /api/items/{id}/files: a staff upload to an item (multipart `file`, within the API's
 * 1 MB body limit; larger files come through the portal's resumable uploads). The file is
 * checked like a portal upload (the item's accepted types, the bytes' real type, its size
 * limit), stored, versioned, audited, and then the workflow engine's file-upload triggers run.
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { account, item, requirement } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { ApiError, badRequest, detailError, notFound } from '../../platform/http/errors.ts';
import { requireModule, requireRole, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { pathId } from '../../platform/http/validate.ts';
import { acceptedExtensions, DEFAULT_MAX_FILE_SIZE, extensionOf } from '../files/file-types.ts';
import { storeFileVersion } from '../files/store.ts';
import type { Storage } from '../../platform/storage.ts';
import { onFileArrived } from '../workflow/engine/engine.ts';
import { applicationOfKind } from '../workflow/modules.ts';
import { fileOf, readForm } from '../settings/standard-files/upload.ts';

export function itemFileRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  app.post('/api/items/:id/files', async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const [target] = await db
      .select({ item, moduleKind: account.moduleKind, requirement })
      .from(item)
      .innerJoin(account, eq(account.id, item.accountId))
      .leftJoin(requirement, eq(requirement.itemId, item.id))
      .where(and(eq(item.id, pathId(c)), eq(item.organizationId, staff.orgId)))
      .limit(1);
    if (!target) throw notFound();
    await requireModule(c, applicationOfKind(target.moduleKind));
    if (target.item.status.toLowerCase() === 'accepted') throw detailError(400, 'This requirement has already been accepted; no more files can be added to it.');
    if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw detailError(415, 'Send the file as multipart/form-data.');
    const upload = await fileOf(await readForm(c));
    const accepted = acceptedExtensions(target.requirement?.allowedFileTypes ?? []);
    if (!(accepted as string[]).includes(extensionOf(upload.name))) throw badRequest({ file: [`${upload.name} is not an accepted type. Accepted: ${accepted.join(', ')}.`] });
    const maxFileSize = target.requirement?.maxFileSize ?? 0;
    const limit = maxFileSize > 0 ? maxFileSize : DEFAULT_MAX_FILE_SIZE;
    if (upload.bytes.length > limit) throw new ApiError(413, { file: [`The file is larger than this item's limit of ${limit} bytes.`] });
    const created = await storeFileVersion(db, storage, {
      orgId: staff.orgId,
      accountId: target.item.accountId,
      itemId: target.item.id,
      name: upload.name,
      contentType: upload.contentType,
      bytes: upload.bytes,
      by: { userId: staff.user.id },
    });
    const run = await onFileArrived(deps, created.id);
    return c.json(
      {
        file: { id: created.id, name: created.name, content_type: created.contentType, size: created.size, checksum_sha256: created.sha256, version: created.version, uploaded_at: created.createdAt.toISOString() },
        workflow: run ?? null,
      },
      201,
    );
  });
  return app;
}
