/**
 * Standard files: documents an organization keeps ready to hand out (templates, forms). POST is
 * a multipart form (`file`, `name`, `description`); PATCH takes JSON name/description; GET
 * /api/standard_files/{id}/download serves the bytes as an attachment.
 */
import { Hono, type Context } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import { AuditEntityKind, StandardFileWrite, type StandardFileRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { standardFile } from '../../../db/schema.ts';
import { findInOrg } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import { listParams, pageOf } from '../../../platform/http/paging.ts';
import { requireRole, staffAuth, staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { check, pathId, readJson } from '../../../platform/http/validate.ts';
import { audit } from '../../../platform/audit.ts';
import type { Storage } from '../../../platform/storage.ts';
import { sendStoredFile } from '../../files/send.ts';
import { fileOf, readForm, store, textField, uploadLimit } from './upload.ts';

type Row = typeof standardFile.$inferSelect;
const PATH = '/api/standard_files';

const serializeStandardFile = (r: Row): StandardFileRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  file_name: r.fileName,
  content_type: r.contentType,
  size: r.size,
  checksum_sha256: r.sha256,
  created_at: r.createdAt.toISOString(),
});

export function standardFileRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const auth = staffAuth(deps);
  const app = new Hono<StaffEnv>();
  const find = (c: Context) => findInOrg<Row>(db, standardFile, staffOf(c).orgId, pathId(c));
  const record = (tx: Db, orgId: number, actorId: number, action: string, details: Record<string, unknown>) =>
    audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: actorId, action, actorUserId: actorId, details });

  app.get(PATH, auth, async (c) => {
    const { orgId } = staffOf(c);
    const t = standardFile;
    const params = listParams(c, {
      orderings: { name: t.name, file_name: t.fileName, size: t.size, created_at: t.createdAt },
      defaultOrdering: 'name',
      search: [t.name, t.description, t.fileName],
      tiebreak: t.id,
    });
    const where = and(eq(t.organizationId, orgId), params.search);
    const [total] = await db.select({ n: count() }).from(t).where(where);
    const rows = await db.select().from(t).where(where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map(serializeStandardFile)));
  });

  app.get(`${PATH}/:id`, auth, async (c) => c.json(serializeStandardFile(await find(c))));

  app.get(`${PATH}/:id/download`, auth, async (c) => {
    const f = await find(c);
    return sendStoredFile(c, storage, { ...f, name: f.fileName }, 'download');
  });

  app.post(PATH, auth, uploadLimit, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw detailError(415, 'Send the file as multipart/form-data.');
    const form = await readForm(c);
    const unknown = Object.keys(form).filter((k) => !['file', 'name', 'description'].includes(k));
    if (unknown.length) throw badRequest(Object.fromEntries(unknown.map((k) => [k, ['Unknown field.']])));
    const upload = await fileOf(form);
    // Without a name the file's own name (minus its extension) is the obvious one.
    const name = textField(form, 'name')?.trim() || upload.name.replace(/\.[^.]+$/, '');
    const meta = check(StandardFileWrite, { name, description: textField(form, 'description') ?? '' });
    const storageKey = await store(storage, orgId, upload);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(standardFile)
        .values({ organizationId: orgId, name: meta.name, description: meta.description, fileName: upload.name, contentType: upload.contentType, size: upload.bytes.length, sha256: upload.sha256, storageKey, uploadedByUserId: user.id })
        .returning();
      await record(tx as Db, orgId, user.id, 'standard_file_created', { id: created!.id, name: meta.name, file_name: upload.name, size: upload.bytes.length });
      return created!;
    });
    return c.json(serializeStandardFile(row), 201);
  });

  app.patch(`${PATH}/:id`, auth, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const existing = await find(c);
    const raw = await readJson(c);
    const patch = check(StandardFileWrite.partial(), raw);
    const sent = raw && typeof raw === 'object' ? Object.keys(raw) : [];
    const values = { ...(sent.includes('name') && { name: patch.name }), ...(sent.includes('description') && { description: patch.description }) };
    if (!Object.keys(values).length) return c.json(serializeStandardFile(existing));
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(standardFile).set(values).where(and(eq(standardFile.id, existing.id), eq(standardFile.organizationId, orgId))).returning();
      await record(tx as Db, orgId, user.id, 'standard_file_updated', { id: existing.id, changes: values });
      return updated!;
    });
    return c.json(serializeStandardFile(row));
  });

  app.delete(`${PATH}/:id`, auth, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const existing = await find(c);
    await db.transaction(async (tx) => {
      await tx.delete(standardFile).where(eq(standardFile.id, existing.id));
      await record(tx as Db, orgId, user.id, 'standard_file_deleted', { id: existing.id, name: existing.name, file_name: existing.fileName });
    });
    // After the commit: a failed delete of the bytes leaves an orphan, never a row without its file.
    await storage.delete(existing.storageKey).catch((err: Error) => deps.log(`[storage] could not delete ${existing.storageKey}: ${err.message}`));
    return c.body(null, 204);
  });

  return app;
}
