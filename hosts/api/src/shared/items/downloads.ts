/**
 * GET /api/files/{id}/download and /preview for any staff role: a file of the caller's
 * organization on an account of a module it allows (anything else is not found), sent the way the
 * portal sends it (inline only for PDF and images).
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { account, file } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { pathId } from '../../platform/http/validate.ts';
import type { Storage } from '../../platform/storage.ts';
import { visibleAccounts } from '../accounts/rows.ts';
import { sendStoredFile } from '../files/send.ts';
import { allowedKinds } from './rows.ts';

export function staffFileRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);

  async function send(c: Context, mode: 'preview' | 'download') {
    const staff = staffOf(c);
    const [row] = await db
      .select({ file })
      .from(file)
      .innerJoin(account, eq(account.id, file.accountId))
      .where(and(eq(file.id, pathId(c)), eq(file.organizationId, staff.orgId), visibleAccounts(staff.orgId, await allowedKinds(staff))))
      .limit(1);
    if (!row) throw notFound();
    return sendStoredFile(c, storage, row.file, mode);
  }

  app.get('/api/files/:id{[0-9]+}/download', auth, (c) => send(c, 'download'));
  app.get('/api/files/:id{[0-9]+}/preview', auth, (c) => send(c, 'preview'));
  return app;
}
