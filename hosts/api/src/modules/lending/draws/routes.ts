/**
 * The draws' calls: staff (the budget, asking a draw, inspection, approval, rejection,
 * disbursement, the schedule) behind the lending module's guards, and the borrower's two portal
 * calls, scoped to the token's account. A handler only guards, parses, calls and answers: the rules
 * are in actions.ts, the answers in rows.ts. Another organization's loan or draw is a 404, checked
 * before the body is read.
 */
import { Hono, type Context } from 'hono';
import { DrawApproval, DrawBudgetWrite, DrawDisbursement, DrawInspection, DrawRejection, DrawRequestCreate, PortalDrawRequestCreate, WorkspaceKind, type PortalDraws } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, check, pathId, readJson } from '../../../platform/http/validate.ts';
import { downloadHeaders } from '../../../shared/files/send.ts';
import { assertNotOnHold, portalOf, tokenIn, type PortalAccess } from '../../../shared/portal/access.ts';
import { LENDING_KIND, lendingAccess } from '../module.ts';
import { approveDraw, disburseDraw, findDraw, inspectDraw, rejectDraw, requestDraw, saveBudget } from './actions.ts';
import { findLoan, loanDraws } from './rows.ts';
import { drawScheduleCsv } from './schedule.ts';

const acting = (c: Context) => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id, roles: staff.roles };
};

/** The token's account as a construction loan with draws; any other account is a 404. */
async function portalLoan(deps: Deps, p: PortalAccess) {
  if (p.account.moduleKind !== LENDING_KIND || p.account.workspaceKind !== WorkspaceKind.LOAN_DRAW) throw notFound();
  return findLoan(deps.db, p.orgId, p.account.id);
}

export function drawRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = lendingAccess(deps);
  const loanPath = '/api/lending/loans/:id{[0-9]+}';
  const drawPath = '/api/lending/draws/:id{[0-9]+}';

  app.get(`${loanPath}/draws`, access.read, async (c) => c.json(await loanDraws(db, acting(c).orgId, pathId(c))));

  app.put(`${loanPath}/draw-budget`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    return c.json(await saveBudget(db, by, id, await body(c, DrawBudgetWrite)));
  });

  app.post(`${loanPath}/draws`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    return c.json(await requestDraw(db, by, id, await body(c, DrawRequestCreate)), 201);
  });

  app.get(`${loanPath}/draws/schedule`, access.read, async (c) => {
    const csv = await drawScheduleCsv(db, acting(c).orgId, pathId(c));
    return c.body(csv.text, 200, downloadHeaders({ name: csv.name, contentType: 'text/csv; charset=utf-8' }));
  });

  /** The draw of the path (404 before the body is read), then the action on what was sent. */
  const onDraw = async (c: Context) => {
    const by = acting(c);
    const id = pathId(c);
    await findDraw(db, by.orgId, id);
    return { by, id };
  };
  app.post(`${drawPath}/inspection`, access.write, async (c) => {
    const { by, id } = await onDraw(c);
    return c.json(await inspectDraw(db, by, id, await body(c, DrawInspection)));
  });
  app.post(`${drawPath}/approve`, access.write, async (c) => {
    const { by, id } = await onDraw(c);
    return c.json(await approveDraw(db, by, id, await body(c, DrawApproval)));
  });
  app.post(`${drawPath}/reject`, access.write, async (c) => {
    const { by, id } = await onDraw(c);
    return c.json(await rejectDraw(db, by, id, await body(c, DrawRejection)));
  });
  app.post(`${drawPath}/disburse`, access.write, async (c) => {
    const { by, id } = await onDraw(c);
    return c.json(await disburseDraw(db, by, id, await body(c, DrawDisbursement)));
  });

  // ---- The borrower's portal ----------------------------------------------------------------

  app.get('/api/customer/portal/draws', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const l = await portalLoan(deps, p);
    const view = await loanDraws(db, p.orgId, l.accountId);
    const answer: PortalDraws = {
      loan: { reference: view.loan.reference, currency: view.loan.currency },
      lines: view.lines.map((line) => ({ id: line.id, name: line.name, budget: line.budget, remaining: line.remaining })),
      draws: view.draws.map((d) => ({
        id: d.id,
        number: d.number,
        status: d.status,
        note: d.note,
        item_id: d.item_id,
        total: d.total,
        approved_total: d.approved_total,
        reject_reason: d.reject_reason,
        requested_at: d.requested_at,
        lines: d.lines.map((l) => ({ draw_line_id: l.draw_line_id, name: l.name, amount: l.amount, approved_amount: l.approved_amount })),
      })),
    };
    return c.json(answer);
  });

  app.post('/api/customer/portal/draw_requests', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const l = await portalLoan(deps, p);
    await assertNotOnHold(db, p);
    const input = check(PortalDrawRequestCreate, raw);
    return c.json(await requestDraw(db, { orgId: p.orgId, contactId: p.contact.id }, l.accountId, input), 201);
  });

  return app;
}
