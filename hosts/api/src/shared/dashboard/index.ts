/**
 * GET /api/dashboard/{module}: real figures of a module dashboard (spec 2.3) from the module's
 * accounts and items; an empty module answers zeros from the same queries, never sample data.
 */
import { Hono } from 'hono';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { APPLICATIONS, ConfigProperty, DASHBOARD_MODULES, DUE_BUCKETS, ItemKind, moduleByPrefix, ModuleKind, type DashboardModule, type DashboardSummary, type DueBucket } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import { account, bill, invoice, item, loanRequest, purchaseOrder, statement } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { getConfig } from '../../platform/config.ts';
import { accountingSecretWarning } from '../organizations/secret-expiry.ts';
import { dayOffset, isoDay } from '../dates/days.ts';
import { requireModule, staffAuth, type StaffEnv } from '../../platform/http/roles.ts';


/** Workflow steps at which an item needs nothing more (a void invoice and an applied credit note too); every other status counts as open. */
export const CLOSED_STATUSES = ['paid', 'done', 'complete', 'completed', 'closed', 'approved', 'accepted', 'signed', 'cancelled', 'canceled', 'archived', 'void', 'applied'];

/** A sum in its currency's minor units; an item without a currency (a loan request) in two. */
const amountIn = (value: string, currency: string) => formatAmount(value ?? '0', currency || 'USD');
const count = (expr: SQL) => sql<number>`count(*) filter (where ${expr})`.mapWith(Number);

async function dashboardSummary(deps: Deps, orgId: number, module: DashboardModule, now = new Date()): Promise<DashboardSummary> {
  const { db } = deps;
  // The accounts of the module's own kind (expenses: the vendor kind; payables: the purchase kind).
  const kinds = [moduleByPrefix(module)!.kind];
  const today = isoDay(now);
  const day = (offset: number) => sql`${dayOffset(offset, now)}::date`;
  // An approved bill (an INVOICE item whose status is approved: no receivables invoice has that state) is still to pay.
  const closed = sql`(coalesce(${invoice.paid}, false) or (${item.status} in (${sql.join(CLOSED_STATUSES.map((s) => sql`${s}`), sql`, `)}) and not (${item.kind} = ${ItemKind.INVOICE} and ${item.status} = 'approved')))`;
  const open = sql`not ${closed}`;
  const overdue = sql`${open} and ${item.dueDate} < ${day(0)}`;
  // Archived workspaces are out of the day's work: they count nowhere on the dashboard.
  const inModule = and(eq(item.organizationId, orgId), inArray(account.moduleKind, kinds), isNull(account.archivedAt));

  const [accounts] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), onHold: count(sql`${account.accountHold}`) })
    .from(account)
    .where(and(eq(account.organizationId, orgId), inArray(account.moduleKind, kinds), isNull(account.archivedAt)));

  const [totals] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), open: count(open), overdue: count(overdue), closed: count(closed) })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(invoice, eq(invoice.itemId, item.id))
    .where(inModule);

  const byKind = await db
    .select({ kind: item.kind, total: sql<number>`count(*)`.mapWith(Number), open: count(open) })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(invoice, eq(invoice.itemId, item.id))
    .where(inModule)
    .groupBy(item.kind)
    .orderBy(item.kind);

  const byStatus = await db
    .select({ status: item.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .where(inModule)
    .groupBy(item.status)
    .orderBy(item.status);

  // An item's amount is its invoice's, its bill's, its purchase order's, its statement's total due or its loan request's amount.
  const currency = sql<string>`coalesce(${invoice.currency}, ${bill.currency}, ${purchaseOrder.currency}, ${statement.currency}, '')`;
  const total = sql`coalesce(${invoice.total}, ${bill.total}, ${purchaseOrder.total}, ${statement.totalDue}, ${loanRequest.amount})`;
  const amounts = await db
    .select({
      status: item.status,
      currency,
      count: sql<number>`count(*)`.mapWith(Number),
      total: sql<string>`coalesce(sum(${total}), 0)`,
      // A purchase order is open for its whole total until it is closed.
      balance: sql<string>`coalesce(sum(coalesce(${invoice.balance}, ${bill.balance}, ${purchaseOrder.total})), 0)`,
    })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(invoice, eq(invoice.itemId, item.id))
    .leftJoin(bill, eq(bill.itemId, item.id))
    .leftJoin(purchaseOrder, eq(purchaseOrder.itemId, item.id))
    .leftJoin(statement, eq(statement.itemId, item.id))
    .leftJoin(loanRequest, eq(loanRequest.itemId, item.id))
    .where(and(inModule, sql`${total} is not null`))
    .groupBy(item.status, currency)
    .orderBy(item.status, currency);

  const bucket = sql<DueBucket>`case
    when ${item.dueDate} is null then 'no_due_date'
    when ${item.dueDate} < ${day(-90)} then 'overdue_91_plus'
    when ${item.dueDate} < ${day(-60)} then 'overdue_61_90'
    when ${item.dueDate} < ${day(-30)} then 'overdue_31_60'
    when ${item.dueDate} < ${day(0)} then 'overdue_1_30'
    when ${item.dueDate} <= ${day(7)} then 'due_0_7'
    when ${item.dueDate} <= ${day(30)} then 'due_8_30'
    else 'due_later' end`;
  const buckets = await db
    .select({ bucket, count: sql<number>`count(*)`.mapWith(Number) })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(invoice, eq(invoice.itemId, item.id))
    .where(and(inModule, open))
    .groupBy(sql`1`);
  const found = new Map(buckets.map((b) => [b.bucket, b]));

  return {
    module,
    as_of: today,
    accounts: { total: accounts?.total ?? 0, on_hold: accounts?.onHold ?? 0 },
    items: { total: totals?.total ?? 0, open: totals?.open ?? 0, overdue: totals?.overdue ?? 0, closed: totals?.closed ?? 0 },
    items_by_kind: byKind,
    items_by_status: byStatus,
    // numeric sums arrive as text; each is written in its currency's minor units (0 for JPY, 3 for KWD).
    amounts_by_status: amounts.map((a) => ({ ...a, total: amountIn(a.total, a.currency), balance: amountIn(a.balance, a.currency) })),
    due_buckets: DUE_BUCKETS.map((b) => ({ bucket: b, count: found.get(b)?.count ?? 0 })),
    refresh_minutes: Number(await getConfig(db, orgId, ConfigProperty.DASHBOARD_DATA_LOAD_FREQUENCY)) || 0,
    notices: await noticesFor(db, orgId, kinds[0]!, now),
  };
}

/** The receivables dashboard says when the accounting system's client secret is about to stop the sync. */
async function noticesFor(db: Deps['db'], orgId: number, kind: number, now: Date): Promise<DashboardSummary['notices']> {
  if (kind !== ModuleKind.SECURE_INVOICE_SALES) return [];
  const warning = await accountingSecretWarning(db, orgId, now);
  return warning ? [{ kind: 'accounting_secret', warning }] : [];
}

const isDashboardModule = (m: string): m is DashboardModule => (DASHBOARD_MODULES as readonly string[]).includes(m);

export function dashboardRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.use('/api/dashboard/*', staffAuth(deps));
  app.get('/api/dashboard/:module', async (c) => {
    const module = c.req.param('module');
    if (!isDashboardModule(module)) throw notFound();
    const application = APPLICATIONS.find((a) => a.dashboard === `/apps/${module}`)!;
    const { orgId } = await requireModule(c, application.requires);
    return c.json(await dashboardSummary(deps, orgId, module));
  });
  return app;
}
