/**
 * The user reports of spec 7.2: POST userExceptionsReport (JSON, PDF or XLSX), GET
 * userPendingItemsReport (pages of accounts, default one per page) and GET userDetailReport.
 * Who: the user themself, or an OA of their organization; another organization's user is 404.
 */
import { Hono, type Context } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ExceptionsReportRequest, moduleOfKind, PendingItemsReportQuery } from '@si/contract';
import { account, auditEvent, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId, query } from '../../platform/http/validate.ts';
import { downloadHeaders } from '../files/send.ts';
import { allowedKinds } from '../items/rows.ts';
import { activeSteps, taskState } from '../workflow/engine/state.ts';
import { pageLinks } from '../../platform/http/paging.ts';
import { countsByModule, exceptionItems, pendingByAccount, REPORT_ROW_LIMIT } from './figures.ts';
import { toPdf, toXlsx, type ReportTable } from './render.ts';

const CONTENT_TYPE = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export function userReportRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  async function subject(c: Context) {
    const staff = staffOf(c);
    const id = pathId(c);
    const [u] = await db.select().from(user).where(and(eq(user.id, id), eq(user.organizationId, staff.orgId))).limit(1);
    if (!u) throw notFound();
    if (u.id !== staff.user.id && !staff.roles.has('OA')) throw forbidden();
    return { staff, u, name: `${u.firstName} ${u.lastName}`.trim() || u.email, kinds: await allowedKinds(staff), state: taskState(await activeSteps(db, staff.orgId)) };
  }

  app.post('/api/users/:id/userExceptionsReport', async (c) => {
    const { staff, u, name, kinds, state } = await subject(c);
    const req = await body(c, ExceptionsReportRequest);
    const rows = await exceptionItems(db, { orgId: staff.orgId, kinds, userId: u.id, state, leadOnly: req.lead_only, moduleKind: req.workspace_type, search: req.filter.trim() || undefined });
    const truncated = rows.length > REPORT_ROW_LIMIT;
    const shown = rows.slice(0, REPORT_ROW_LIMIT);
    const generatedAt = new Date().toISOString();
    if (req.format === 'json') {
      return c.json({
        user: { id: u.id, name, email: u.email },
        generated_at: generatedAt,
        lead_only: req.lead_only,
        workspace_type: req.workspace_type ?? null,
        filter: req.filter,
        count: shown.length,
        truncated,
        results: shown.map((r) => ({
          account: { id: r.accountId, name: r.accountName, module_kind: r.moduleKind },
          item: { id: r.itemId, title: r.title, kind: r.kind, status: r.status, state: r.stateName },
          due_date: r.dueDate,
          days_overdue: r.daysOverdue,
          assignee: r.assignee,
          lead: r.lead,
        })),
      });
    }
    const table: ReportTable = {
      title: 'Exception report',
      subtitle: [
        `${name} <${u.email}>, ${req.lead_only ? 'accounts led only' : 'accounts led and items assigned'}`,
        `Module: ${req.workspace_type ? moduleOfKind(req.workspace_type)?.label : 'all'}${req.filter.trim() ? `; filter: "${req.filter.trim()}"` : ''}`,
        `Generated ${generatedAt.replace('T', ' ').slice(0, 16)} UTC; ${shown.length} overdue item${shown.length === 1 ? '' : 's'}${truncated ? ` (first ${REPORT_ROW_LIMIT})` : ''}`,
      ],
      columns: [
        { header: 'Account', width: 22 },
        { header: 'Module', width: 16 },
        { header: 'Item', width: 30 },
        { header: 'Kind', width: 16 },
        { header: 'Status', width: 14 },
        { header: 'Due date', width: 11, kind: 'date' as const },
        { header: 'Days overdue', width: 10, numeric: true },
        { header: 'Assignee', width: 16 },
        { header: 'Lead', width: 16 },
      ],
      rows: shown.map((r) => [r.accountName, moduleOfKind(r.moduleKind)?.label ?? String(r.moduleKind), r.title, r.kindLabel, r.status, r.dueDate, r.daysOverdue, r.assignee, r.lead]),
    };
    const bytes = req.format === 'pdf' ? await toPdf(table) : await toXlsx(table);
    const filename = `exception-report-${u.id}-${generatedAt.slice(0, 10)}.${req.format}`;
    return c.body(new Uint8Array(bytes), 200, downloadHeaders({ name: filename, contentType: CONTENT_TYPE[req.format], size: bytes.byteLength }));
  });

  app.get('/api/users/:id/userPendingItemsReport', async (c) => {
    const { staff, u, kinds, state } = await subject(c);
    const q = query(c, PendingItemsReportQuery);
    const page = await pendingByAccount(db, { orgId: staff.orgId, kinds, userId: u.id, state, leadOnly: false, moduleKind: q.workspace_type }, q.page, q.per_page);
    return c.json({ count: page.count, page: q.page, per_page: q.per_page, ...pageLinks(c, q.page, q.per_page, page.count), results: page.results });
  });

  app.get('/api/users/:id/userDetailReport', async (c) => {
    const { staff, u, name, kinds, state } = await subject(c);
    const scope = { orgId: staff.orgId, kinds, userId: u.id, state };
    const [led] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(account).where(and(eq(account.organizationId, staff.orgId), eq(account.leadUserId, u.id)));
    const assigned = await countsByModule(db, { ...scope, leadOnly: false });
    const activity = await db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.organizationId, staff.orgId), eq(auditEvent.actorUserId, u.id)))
      .orderBy(desc(auditEvent.id))
      .limit(20);
    const sum = (k: 'total' | 'todo' | 'in_progress' | 'done' | 'overdue') => assigned.reduce((s, r) => s + r[k], 0);
    return c.json({
      user: { id: u.id, name, email: u.email, is_active: u.isActive, last_login_at: u.lastLoginAt?.toISOString() ?? null },
      accounts_led: led?.n ?? 0,
      items: { total: sum('total'), todo: sum('todo'), in_progress: sum('in_progress'), done: sum('done'), overdue: sum('overdue') },
      by_module: assigned,
      recent_activity: activity.map((e) => ({ id: e.id, entity_kind: e.entityKind, entity_id: e.entityId, action: e.action, created_at: e.createdAt.toISOString() })),
    });
  });

  return app;
}
