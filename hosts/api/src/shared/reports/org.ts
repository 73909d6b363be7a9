/**
 * Organization reports for the Reports screens: Summary (per account), Detail (one account's
 * items with their last change) and Task Report (per staff assignee). Any staff of the
 * organization may read them, within the modules it allows.
 */
import { Hono } from 'hono';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { TaskQuery, WorkflowListQuery } from '@si/contract';
import { account, item, itemHistory, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireModule, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { pathId, query } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { applicationOfKind } from '../workflow/modules.ts';
import { likePattern, ordering, pageOf } from '../../platform/http/paging.ts';
import { accountSummary, assigneeSummary, itemRows } from './figures.ts';
import { activeSteps, dateFilter, TASK_STATE, taskState } from '../workflow/engine/state.ts';

const kindsWhere = (kinds: number[]) => inArray(account.moduleKind, kinds.length ? kinds : [0]);

export function orgReportRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.get('/api/reports/summary', async (c) => {
    const staff = staffOf(c);
    const q = query(c, WorkflowListQuery);
    const where = and(
      eq(account.organizationId, staff.orgId),
      kindsWhere(await allowedKinds(staff)),
      q.module_kind ? eq(account.moduleKind, q.module_kind) : undefined,
      q.search ? ilike(account.name, likePattern(q.search)) : undefined,
    )!;
    const order = ordering(q.ordering, { name: account.name, total: sql`total`, overdue: sql`overdue`, done: sql`done` }, 'name', account.id);
    const [total] = await db.select({ n: sql<number>`count(distinct ${account.id})`.mapWith(Number) }).from(account).innerJoin(item, eq(item.accountId, account.id)).where(where);
    const rows = await accountSummary(db, where, taskState(await activeSteps(db, staff.orgId)))
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const count = total?.n ?? 0;
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, count, rows));
  });

  app.get('/api/reports/details/:id', async (c) => {
    const staff = staffOf(c);
    const [acct] = await db.select().from(account).where(and(eq(account.id, pathId(c)), eq(account.organizationId, staff.orgId))).limit(1);
    if (!acct) throw notFound();
    await requireModule(c, applicationOfKind(acct.moduleKind));
    const rows = await itemRows(db, eq(item.accountId, acct.id), taskState(await activeSteps(db, staff.orgId))).orderBy(item.dueDate, item.id);
    const lastChange = new Map<number, { to_status: string; at: string }>();
    if (rows.length) {
      const changes = await db
        .selectDistinctOn([itemHistory.itemId], { itemId: itemHistory.itemId, to: itemHistory.toStatus, at: itemHistory.createdAt })
        .from(itemHistory)
        .where(inArray(itemHistory.itemId, rows.map((r) => r.itemId)))
        .orderBy(itemHistory.itemId, desc(itemHistory.id));
      for (const ch of changes) lastChange.set(ch.itemId, { to_status: ch.to, at: ch.at.toISOString() });
    }
    const [lead] = acct.leadUserId ? await db.select({ id: user.id, first: user.firstName, last: user.lastName, email: user.email }).from(user).where(eq(user.id, acct.leadUserId)) : [];
    return c.json({
      account: { id: acct.id, name: acct.name, module_kind: acct.moduleKind, account_hold: acct.accountHold, lead: lead ? { id: lead.id, name: `${lead.first} ${lead.last}`.trim() || lead.email } : null },
      items: rows.map((r) => ({
        id: r.itemId,
        title: r.title,
        kind: r.kind,
        status: r.status,
        state: TASK_STATE[r.state],
        due_date: r.dueDate,
        days_overdue: r.dueDate && TASK_STATE[r.state] !== 'done' ? r.daysOverdue : 0,
        assignee: r.assignee,
        last_change: lastChange.get(r.itemId) ?? null,
      })),
    });
  });

  app.get('/api/reports/tasks', async (c) => {
    const staff = staffOf(c);
    const q = query(c, TaskQuery);
    const where = and(
      eq(item.organizationId, staff.orgId),
      kindsWhere(await allowedKinds(staff)),
      q.module_kind ? eq(account.moduleKind, q.module_kind) : undefined,
      dateFilter(q.date),
    )!;
    const rows = await assigneeSummary(db, where, taskState(await activeSteps(db, staff.orgId)));
    return c.json({
      date: q.date,
      module_kind: q.module_kind ?? null,
      results: rows.map((r) => ({ assignee: r.user_id ? { type: 'user', id: r.user_id, name: r.name } : { type: 'team', id: r.team_id, name: r.name }, total: r.total, todo: r.todo, in_progress: r.in_progress, done: r.done, overdue: r.overdue })),
    });
  });

  return app;
}
