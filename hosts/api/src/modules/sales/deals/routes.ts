/**
 * The deals' staff calls: the list and its CSV export, open, read, change, move, win, lose, reopen
 * and hand on to receivables; the boards and the forecast. A handler only guards, parses, calls and
 * answers: the rules are in actions.ts, handover.ts, board.ts and export.ts, the answers in rows.ts.
 * Every route is behind the module's access (read, write); another organization's deal is a 404,
 * checked before the body is read.
 */
import { Hono, type Context } from 'hono';
import { count } from 'drizzle-orm';
import { BoardColumnQuery, BoardQuery, DealCreate, DealListQuery, DealLose, DealMove, DealPatch, ForecastQuery } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { ordering, pageOf } from '../../../platform/http/paging.ts';
import { requireModule, staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import { today } from '../../../shared/dates/days.ts';
import { downloadHeaders } from '../../../shared/files/send.ts';
import { RECEIVABLES_APPLICATION } from '../../receivables/module.ts';
import { salesAccess } from '../module.ts';
import { salesDeal } from '../schema.ts';
import { createDeal, loseDeal, moveDeal, reopenDeal, updateDeal, winDeal, type SalesStaff } from './actions.ts';
import { boardColumn, boardOf, forecastOf } from './board.ts';
import { dealsCsv } from './export.ts';
import { handDealToInvoice } from './handover.ts';
import { DEAL_ORDERINGS, DEFAULT_DEAL_ORDERING, dealAnswer, dealFilters, findDeal, selectDeals, toDealRow } from './rows.ts';

const acting = (c: Context): SalesStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

const ExportQuery = DealListQuery.omit({ page: true, page_size: true });

export function dealRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = salesAccess(deps);
  const one = '/api/sales/deals/:id{[0-9]+}';

  // A page is two statements whatever its length: the count and the rows with every name they show.
  app.get('/api/sales/deals', access.read, async (c) => {
    const by = acting(c);
    const q = query(c, DealListQuery);
    const order = ordering(q.ordering, DEAL_ORDERINGS, DEFAULT_DEAL_ORDERING, salesDeal.id);
    const where = dealFilters(db, by.orgId, by.userId, q);
    const [total] = await db.select({ n: count() }).from(salesDeal).where(where);
    const rows = await selectDeals(db, by.orgId)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, Number(total?.n ?? 0), rows.map(toDealRow)));
  });

  app.get('/api/sales/deals/export', access.read, (c) => {
    // Every bad filter is a 400 here, before the first byte is streamed.
    const stream = dealsCsv(db, acting(c), query(c, ExportQuery), deps.log);
    return new Response(stream, { headers: downloadHeaders({ name: `deals-${today()}.csv`, contentType: 'text/csv; charset=utf-8' }) });
  });

  app.post('/api/sales/deals', access.write, async (c) => {
    const by = acting(c);
    return c.json(await createDeal(db, by, await body(c, DealCreate)), 201);
  });

  app.get(one, access.read, async (c) => c.json(await dealAnswer(db, acting(c).orgId, pathId(c))));

  app.patch(one, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findDeal(db, by.orgId, id);
    return c.json(await updateDeal(db, by, id, await body(c, DealPatch)));
  });

  app.post(`${one}/move`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findDeal(db, by.orgId, id);
    const input = await body(c, DealMove);
    return c.json(await moveDeal(db, by, id, input.stage_id));
  });

  app.post(`${one}/won`, access.write, async (c) => c.json(await winDeal(db, acting(c), pathId(c))));

  app.post(`${one}/lost`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findDeal(db, by.orgId, id);
    const input = await body(c, DealLose);
    return c.json(await loseDeal(db, by, id, input.reason));
  });

  app.post(`${one}/reopen`, access.write, async (c) => c.json(await reopenDeal(db, acting(c), pathId(c))));

  // The draft invoice is receivables': an organization without it gets the module's 403.
  app.post(`${one}/handover/invoice`, access.write, async (c) => {
    await requireModule(c, RECEIVABLES_APPLICATION);
    return c.json(await handDealToInvoice(db, acting(c), pathId(c)), 201);
  });

  // ---- Boards and forecast -----------------------------------------------------------------

  app.get('/api/sales/board', access.read, async (c) => c.json(await boardOf(db, acting(c), query(c, BoardQuery))));

  app.get('/api/sales/board/column', access.read, async (c) => c.json(await boardColumn(db, acting(c), query(c, BoardColumnQuery))));

  app.get('/api/sales/forecast', access.read, async (c) => c.json(await forecastOf(db, acting(c), query(c, ForecastQuery))));

  return app;
}
