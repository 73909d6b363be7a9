/**
 * POST /api/receivables/business_central/sync (OA): runs the import inline and answers the
 * finished SyncRunRow with 200, whether the run succeeded or failed (a failed run carries its
 * reason in `message`); 409 when the integration is disabled or incomplete, or a run is already
 * running for the organization. GET /api/receivables/sync_runs (every staff role): the sync log,
 * newest first, paged.
 */
import { Hono } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '../../../platform/http/deps.ts';
import type { Storage } from '../../../platform/storage.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { listParams, pageOf, type ListSpec } from '../../../platform/http/paging.ts';
import { syncRun } from '../schema.ts';
import { toSyncRunRow } from './sync.ts';
import { syncBusinessCentral, type BusinessCentralSyncOptions } from './business-central/driver.ts';
import { receivablesAccess } from '../module.ts';

const RUNS: ListSpec = {
  orderings: { started_at: syncRun.startedAt, id: syncRun.id, status: syncRun.status },
  defaultOrdering: '-started_at',
  search: [syncRun.message],
  tiebreak: syncRun.id,
};

/** `options` lets a test shorten the client's waits; the server uses the defaults. */
export function businessCentralRoutes(deps: Deps, storage?: Storage, options: BusinessCentralSyncOptions = {}) {
  void storage;
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = receivablesAccess(deps);

  app.post('/api/receivables/business_central/sync', access.admin, async (c) => {
    const { orgId, user } = staffOf(c);
    return c.json(await syncBusinessCentral(db, orgId, user.id, { log: deps.log, ...options }));
  });

  app.get('/api/receivables/sync_runs', access.read, async (c) => {
    const { orgId } = staffOf(c);
    const params = listParams(c, RUNS);
    const cond = and(eq(syncRun.organizationId, orgId), params.search);
    const [total] = await db.select({ n: count() }).from(syncRun).where(cond);
    const rows = await db.select().from(syncRun).where(cond).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map(toSyncRunRow)));
  });

  return app;
}
