/**
 * Payment runs: the list, the candidate bills, making a run, its detail, approve, paid, cancel, and
 * its files (CSV; pain.001 for a SEPA credit transfer). A handler only guards, parses, calls and
 * answers: the rules are in create.ts and lifecycle.ts, the files in files.ts. Every staff role
 * reads; IC, OA and LRA write. Another organization's run is a 404 (before any body is read).
 */
import { Hono } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import { PaymentCandidatesQuery, PaymentRunCreate, PaymentRunListQuery, PaymentRunPaid } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { listParams, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import { downloadHeaders } from '../../../shared/files/send.ts';
import { payablesAccess } from '../module.ts';
import { paymentRun } from '../schema.ts';
import { actingAs } from './acting.ts';
import { paymentCandidates } from './candidates.ts';
import { createPaymentRun } from './create.ts';
import { paymentRunCsv, paymentRunPain001 } from './files.ts';
import { approvePaymentRun, cancelPaymentRun, markPaymentRunPaid } from './lifecycle.ts';
import { findRun, runDetail, selectRuns, toRunRow } from './rows.ts';

export function paymentRunRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = payablesAccess(deps);
  const one = '/api/payment_runs/:id{[0-9]+}';

  // A page is two statements whatever its length: the count, and the runs with their paying account and both staff members' names.
  app.get('/api/payment_runs', access.read, async (c) => {
    const staff = staffOf(c);
    const q = query(c, PaymentRunListQuery);
    const params = listParams(c, {
      orderings: { created_at: paymentRun.createdAt, execution_date: paymentRun.executionDate, due_by: paymentRun.dueBy, total: paymentRun.total, state: paymentRun.state },
      defaultOrdering: '-created_at',
      search: [],
      tiebreak: paymentRun.id,
    });
    const where = and(eq(paymentRun.organizationId, staff.orgId), q.state ? eq(paymentRun.state, q.state) : undefined);
    const [total] = await db.select({ n: count() }).from(paymentRun).where(where);
    const rows = await selectRuns(db)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map(toRunRow)));
  });

  app.get('/api/payment_runs/candidates', access.read, async (c) => {
    const staff = staffOf(c);
    const q = query(c, PaymentCandidatesQuery);
    return c.json(await paymentCandidates(db, staff.orgId, q.currency, q.due_by));
  });

  app.post('/api/payment_runs', access.write, async (c) => {
    const staff = staffOf(c);
    const input = await body(c, PaymentRunCreate);
    return c.json(await createPaymentRun(deps, actingAs(staff), input), 201);
  });

  app.get(one, access.read, async (c) => {
    const staff = staffOf(c);
    return c.json(await runDetail(db, staff.orgId, pathId(c)));
  });

  app.post(`${one}/approve`, access.write, async (c) => {
    const staff = staffOf(c);
    return c.json(await approvePaymentRun(deps, actingAs(staff), pathId(c)));
  });

  app.post(`${one}/paid`, access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    await findRun(db, staff.orgId, id);
    const input = await body(c, PaymentRunPaid);
    return c.json(await markPaymentRunPaid(deps, actingAs(staff), id, input));
  });

  app.post(`${one}/cancel`, access.write, async (c) => {
    const staff = staffOf(c);
    return c.json(await cancelPaymentRun(deps, actingAs(staff), pathId(c)));
  });

  app.get(`${one}/csv`, access.read, async (c) => {
    const staff = staffOf(c);
    const file = await paymentRunCsv(db, staff.orgId, pathId(c));
    const bytes = Buffer.from(file.text, 'utf8');
    return c.body(bytes, 200, downloadHeaders({ name: file.name, contentType: 'text/csv; charset=utf-8', size: bytes.length }));
  });

  app.get(`${one}/pain001`, access.read, async (c) => {
    const staff = staffOf(c);
    const file = await paymentRunPain001(db, staff.orgId, pathId(c));
    const bytes = Buffer.from(file.text, 'utf8');
    return c.body(bytes, 200, downloadHeaders({ name: file.name, contentType: 'application/xml; charset=utf-8', size: bytes.length }));
  });

  return app;
}
