/**
 * Secure file share: an OA shares one file with a contact through an expiring link. POST takes a
 * multipart form (`file`, `contact_id`, `expires_in_days`, `message`) or JSON naming a
 * `standard_file_id` instead of a file; the contact gets the link by mail and the answer carries
 * it once (only its SHA-256 is stored). GET /api/secure_file_share/{token} downloads without
 * sign-in until the link expires or is deleted; afterwards it is 404 like an unknown link.
 */
import { Hono, type Context } from 'hono';
import { and, count, eq, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { AuditEntityKind, SecureFileShareWrite, type SecureFileShareRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { contact, secureFileShare, standardFile } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { listParams, pageOf } from '../../../platform/http/paging.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import { loadStaff, requireRole, staffAuth, staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { check, pathId, readJson } from '../../../platform/http/validate.ts';
import { audit } from '../../../platform/audit.ts';
import { customerNotificationsOn, greetingOf, NOTIFICATIONS_OFF, salutation } from '../../organizations/mail-settings.ts';
import type { Storage } from '../../../platform/storage.ts';
import { sendStoredFile } from '../../files/send.ts';
import { fileOf, readForm, store, textField, uploadLimit, type Upload } from '../standard-files/upload.ts';

type Row = typeof secureFileShare.$inferSelect;
const PATH = '/api/secure_file_share';
const DAY_MS = 24 * 60 * 60 * 1000;
const GONE = 'This link has expired or does not exist.';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function serialize(r: Row, email: string): SecureFileShareRow {
  return {
    id: r.id,
    contact_id: r.contactId,
    contact_email: email,
    file_name: r.fileName,
    content_type: r.contentType,
    size: r.size,
    message: r.message,
    expires_at: r.expiresAt.toISOString(),
    revoked: r.revokedAt !== null,
    download_count: r.downloadCount,
    last_downloaded_at: r.lastDownloadedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

export function secureFileShareRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const auth = staffAuth(deps);
  const app = new Hono<StaffEnv>();
  const withContact = () => db.select({ share: secureFileShare, email: contact.email }).from(secureFileShare).innerJoin(contact, eq(contact.id, secureFileShare.contactId));

  async function shareOf(orgId: number, id: number) {
    const [row] = await withContact().where(and(eq(secureFileShare.id, id), eq(secureFileShare.organizationId, orgId)));
    if (!row) throw notFound();
    return row;
  }

  /** The file to share and the share's fields, from either form of POST body. */
  async function readCreate(c: Context, orgId: number): Promise<{ input: SecureFileShareWrite; file: Pick<Upload, 'name' | 'contentType' | 'sha256'> & { size: number; key: string } }> {
    if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
      const form = await readForm(c);
      const unknown = Object.keys(form).filter((k) => !['file', 'contact_id', 'expires_in_days', 'message'].includes(k));
      if (unknown.length) throw badRequest(Object.fromEntries(unknown.map((k) => [k, ['Unknown field.']])));
      const fields = { contact_id: textField(form, 'contact_id'), expires_in_days: textField(form, 'expires_in_days') || undefined, message: textField(form, 'message') };
      const input = check(SecureFileShareWrite, fields);
      await assertRefs(db, orgId, { contact_id: input.contact_id });
      const upload = await fileOf(form);
      return { input, file: { ...upload, size: upload.bytes.length, key: await store(storage, orgId, upload) } };
    }
    const input = check(SecureFileShareWrite, await readJson(c));
    if (input.standard_file_id === undefined) throw badRequest({ file: ['Send a file, or the standard_file_id of a standard file.'] });
    await assertRefs(db, orgId, { contact_id: input.contact_id, standard_file_id: input.standard_file_id });
    const [source] = await db.select().from(standardFile).where(and(eq(standardFile.id, input.standard_file_id), eq(standardFile.organizationId, orgId)));
    if (!source) throw notFound();
    // A copy of its own, so deleting or replacing the standard file never breaks a link already sent.
    const key = `org/${orgId}/share-${randomBytes(16).toString('hex')}`;
    await storage.put(key, await storage.get(source.storageKey), { contentType: source.contentType, size: source.size });
    return { input, file: { name: source.fileName, contentType: source.contentType, sha256: source.sha256, size: source.size, key } };
  }

  /** The contact, once readCreate has checked it is the organization's. */
  async function contactOf(orgId: number, id: number) {
    const [found] = await db.select().from(contact).where(and(eq(contact.id, id), eq(contact.organizationId, orgId)));
    if (!found) throw notFound();
    return found;
  }

  app.get(PATH, auth, async (c) => {
    const { orgId } = staffOf(c);
    const t = secureFileShare;
    const params = listParams(c, {
      orderings: { created_at: t.createdAt, expires_at: t.expiresAt, file_name: t.fileName, contact_email: contact.email, download_count: t.downloadCount },
      defaultOrdering: '-created_at',
      search: [t.fileName, contact.email, t.message],
      tiebreak: t.id,
    });
    const where = and(eq(t.organizationId, orgId), params.search);
    const [total] = await db.select({ n: count() }).from(t).innerJoin(contact, eq(contact.id, t.contactId)).where(where);
    const rows = await withContact().where(where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map((r) => serialize(r.share, r.email))));
  });

  app.post(PATH, auth, uploadLimit, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    // The share reaches the contact only by mail: with customer notifications off, nothing is made.
    if (!(await customerNotificationsOn(db, orgId))) throw detailError(409, NOTIFICATIONS_OFF);
    const { input, file } = await readCreate(c, orgId);
    const to = await contactOf(orgId, input.contact_id);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + input.expires_in_days * DAY_MS);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(secureFileShare)
        .values({ organizationId: orgId, contactId: to.id, fileName: file.name, contentType: file.contentType, size: file.size, sha256: file.sha256, storageKey: file.key, message: input.message, tokenHash: hashToken(token), expiresAt, createdByUserId: user.id })
        .returning();
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: to.id, action: 'secure_file_shared', actorUserId: user.id, details: { share_id: created!.id, file_name: file.name, expires_at: expiresAt.toISOString() } });
      return created!;
    });
    const link = `${deps.settings.publicUrl}${PATH}/${token}`;
    const hello = salutation(await greetingOf(db, orgId), [to.firstName, to.lastName].filter(Boolean).join(' ') || to.companyName || to.email);
    await deps.mailer.send({
      orgId,
      to: to.email,
      subject: `A file has been shared with you: ${file.name}`,
      body: `${hello}\n\n${user.firstName || 'We'} shared "${file.name}" with you.${input.message ? `\n\n${input.message}` : ''}\n\nDownload it here until ${expiresAt.toUTCString()}:\n${link}`,
      links: [link],
    });
    return c.json({ ...serialize(row, to.email), link }, 201);
  });

  // A numeric id is a staff read; anything else is a link token (43 url-safe characters).
  app.get(`${PATH}/:key`, async (c) => {
    const key = c.req.param('key');
    if (/^\d{1,9}$/.test(key)) {
      const { share, email } = await shareOf((await loadStaff(c, deps)).orgId, Number(key));
      return c.json(serialize(share, email));
    }
    if (!/^[\w-]{20,100}$/.test(key)) throw detailError(404, GONE);
    const [share] = await db.select().from(secureFileShare).where(eq(secureFileShare.tokenHash, hashToken(key)));
    if (!share || share.revokedAt || share.expiresAt.getTime() <= Date.now()) throw detailError(404, GONE);
    await db.transaction(async (tx) => {
      await tx.update(secureFileShare).set({ downloadCount: sql`${secureFileShare.downloadCount} + 1`, lastDownloadedAt: new Date() }).where(eq(secureFileShare.id, share.id));
      await audit(tx as Db, { orgId: share.organizationId, entityKind: AuditEntityKind.CONTACT, entityId: share.contactId, action: 'secure_file_downloaded', details: { share_id: share.id, file_name: share.fileName } });
    });
    return sendStoredFile(c, storage, { ...share, name: share.fileName }, 'download');
  });

  // Changes the message or sets a new expiry counted from now (e.g. to extend a link).
  app.patch(`${PATH}/:id{[0-9]+}`, auth, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const { share, email } = await shareOf(orgId, pathId(c));
    const raw = await readJson(c);
    const patch = check(SecureFileShareWrite.pick({ expires_in_days: true, message: true }).partial().strict(), raw);
    const sent = raw && typeof raw === 'object' ? Object.keys(raw) : [];
    const values = {
      ...(sent.includes('expires_in_days') && { expiresAt: new Date(Date.now() + patch.expires_in_days! * DAY_MS) }),
      ...(sent.includes('message') && { message: patch.message }),
    };
    if (!Object.keys(values).length) return c.json(serialize(share, email));
    const [updated] = await db.update(secureFileShare).set(values).where(eq(secureFileShare.id, share.id)).returning();
    await audit(db, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: share.contactId, action: 'secure_file_share_updated', actorUserId: user.id, details: { share_id: share.id, ...(values.expiresAt && { expires_at: values.expiresAt.toISOString() }) } });
    return c.json(serialize(updated!, email));
  });

  app.delete(`${PATH}/:id{[0-9]+}`, auth, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const { share } = await shareOf(orgId, pathId(c));
    await db.transaction(async (tx) => {
      await tx.delete(secureFileShare).where(eq(secureFileShare.id, share.id));
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.CONTACT, entityId: share.contactId, action: 'secure_file_share_deleted', actorUserId: user.id, details: { share_id: share.id, file_name: share.fileName } });
    });
    await storage.delete(share.storageKey).catch((err: Error) => deps.log(`[storage] could not delete ${share.storageKey}: ${err.message}`));
    return c.body(null, 204);
  });

  return app;
}
