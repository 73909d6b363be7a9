/**
 * GET /api/accounts/{id}/files.zip: every file of a workspace (its requirements' files and its
 * own) as one ZIP, streamed: one stored file is open at a time and none is held in memory. Any
 * staff role may read it; the download is audited.
 */
import { Hono } from 'hono';
import { and, asc, desc, eq, max } from 'drizzle-orm';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import { AuditEntityKind } from '@si/contract';
import { account, file, item } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { pathId } from '../../platform/http/validate.ts';
import type { Storage } from '../../platform/storage.ts';
import { INLINE_TYPES } from '../files/file-types.ts';
import { downloadHeaders } from '../files/send.ts';
import { allowedKinds } from '../items/rows.ts';
import { entryNamer, safeSegment } from './archive-names.ts';
import { visibleAccounts } from './rows.ts';

const ACCOUNT_FOLDER = 'Workspace files';
/** Already compressed (PDF, images, Office files are ZIPs themselves): stored as they are. */
const STORED = new Set([...INLINE_TYPES, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);

export function accountArchiveRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.get('/api/accounts/:id{[0-9]+}/files.zip', staffAuth(deps), async (c) => {
    const staff = staffOf(c);
    const [acc] = await db.select({ id: account.id, name: account.name }).from(account).where(and(eq(account.id, pathId(c)), visibleAccounts(staff.orgId, await allowedKinds(staff))));
    if (!acc) throw notFound();
    const rows = await db
      .select({ file, title: item.title })
      .from(file)
      .leftJoin(item, eq(item.id, file.itemId))
      .where(and(eq(file.accountId, acc.id), eq(file.organizationId, staff.orgId)))
      .orderBy(asc(item.position), asc(item.id), asc(file.name), desc(file.version), asc(file.id));
    const newest = await db
      .select({ itemId: file.itemId, name: file.name, v: max(file.version) })
      .from(file)
      .where(eq(file.accountId, acc.id))
      .groupBy(file.itemId, file.name);
    const latest = new Set(newest.map((n) => `${n.itemId ?? ''}/${n.name}/${n.v}`));
    const nameOf = entryNamer();
    const entries = rows.map(({ file: f, title }) => ({
      row: f,
      name: nameOf({ folder: f.itemId === null ? ACCOUNT_FOLDER : (title ?? ''), name: f.name, version: f.version, latest: latest.has(`${f.itemId ?? ''}/${f.name}/${f.version}`) }),
    }));
    await audit(db, { orgId: staff.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc.id, action: 'files_downloaded', actorUserId: staff.user.id, details: { files: entries.length } });

    const zip = archiver('zip', { zlib: { level: 6 } });
    // The client may hang up mid-download: the loop then stops instead of waiting for ever.
    const stopped = new AbortController();
    zip.on('close', () => stopped.abort());
    void (async () => {
      for (const entry of entries) {
        let source: Readable;
        try {
          source = await storage.get(entry.row.storageKey);
        } catch {
          deps.log(`files.zip: account ${acc.id} file ${entry.row.id} is missing from storage`);
          continue;
        }
        const added = once(zip, 'entry', { signal: stopped.signal });
        zip.append(source, { name: entry.name, date: entry.row.createdAt, store: STORED.has(entry.row.contentType) });
        try {
          await added;
        } catch {
          source.destroy();
          return;
        }
      }
      await zip.finalize();
    })().catch((error: unknown) => zip.destroy(error as Error));

    return c.body(Readable.toWeb(zip) as ReadableStream, 200, downloadHeaders({ name: `${safeSegment(acc.name, 'workspace')}.zip`, contentType: 'application/zip' }));
  });
  return app;
}
