/**
 * GET /api/accounts/export.csv: every account the list's filters, search and ordering match, as a
 * streamed CSV (shared/files/csv.ts: quoted where needed, formula-guarded) read from the database
 * ~500 rows at a time, so 10,000 accounts never sit in memory.
 */
import { Hono } from 'hono';
import { and } from 'drizzle-orm';
import { AccountListQuery, moduleOfKind, type AccountRow } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { listParams } from '../../platform/http/paging.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { query } from '../../platform/http/validate.ts';
import { today } from '../dates/days.ts';
import { csvLine } from '../files/csv.ts';
import { downloadHeaders } from '../files/send.ts';
import { allowedKinds } from '../items/rows.ts';
import { ACCOUNT_LIST, listFilters, selectRows, toAccountRow, visibleAccounts } from './rows.ts';

const BATCH = 500;

const HEADER = ['ID', 'Name', 'Module', 'Lead', 'Team', 'Office', 'On hold', 'Archived', 'Accepted', 'Requirements', 'Overdue', 'Contacts', 'Created'];

const accountLine = (r: AccountRow) =>
  csvLine([
    r.id,
    r.name,
    moduleOfKind(r.module_kind)?.label ?? String(r.module_kind),
    r.lead?.name ?? null,
    r.team?.name ?? null,
    r.office?.name ?? null,
    r.account_hold ? 'yes' : 'no',
    r.archived ? 'yes' : 'no',
    r.progress.accepted,
    r.progress.total,
    r.overdue_count,
    r.contact_count,
    r.created_at,
  ]);

export function accountExportRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.get('/api/accounts/export.csv', staffAuth(deps), async (c) => {
    const staff = staffOf(c);
    // Every bad filter is answered as a 400 here, before the first byte is streamed.
    const q = query(c, AccountListQuery);
    const params = listParams(c, ACCOUNT_LIST);
    const where = and(visibleAccounts(staff.orgId, await allowedKinds(staff)), await listFilters(db, staff.orgId, q), params.search);
    const encoder = new TextEncoder();
    let offset = 0;
    let started = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(csvLine(HEADER)));
          }
          const rows = await selectRows(db, where).orderBy(...params.orderBy).limit(BATCH).offset(offset);
          offset += rows.length;
          if (rows.length) controller.enqueue(encoder.encode(rows.map((r) => accountLine(toAccountRow(r))).join('')));
          if (rows.length < BATCH) controller.close();
        } catch (err) {
          deps.log(`[accounts] CSV export failed: ${(err as Error).message}`);
          controller.error(err);
        }
      },
    });
    return new Response(stream, { headers: downloadHeaders({ name: `workspaces-${today()}.csv`, contentType: 'text/csv; charset=utf-8' }) });
  });

  return app;
}
