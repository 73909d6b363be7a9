/**
 * The figures behind the reports (spec 7.2 and the Reports screens), from items, accounts and
 * assignments. "Exception": an item not done whose due date has passed (a draft invoice never is:
 * nobody owes it yet; paid, void and applied invoices are done), and in the exception report the
 * requirement of a loan's covenant test in breach. A user's items are
 * those on accounts they lead, plus (unless lead_only) those assigned to them or their teams.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ITEM_KIND_LABEL, type ItemKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, item, itemAssignment, team, user } from '../../db/schema.ts';
import { assignedTo } from '../items/rows.ts';
import { likePattern } from '../../platform/http/paging.ts';
import { TASK_STATE } from '../workflow/engine/state.ts';
import { today } from '../dates/days.ts';

const assigneeUser = alias(user, 'assignee_user');
const leadUser = alias(user, 'lead_user');
// A draft invoice is staff's unfinished work, not owed by anyone yet: never an exception (one hashed set per query).
const overdueExpr = (state: SQL<number>) =>
  sql`(${item.dueDate} < ${today()}::date and ${state} <> 3 and ${item.id} not in (select "invoice"."item_id" from "invoice" where "invoice"."state" = 'draft'))`;

interface ReportScope {
  orgId: number;
  kinds: number[];
  userId: number;
  leadOnly: boolean;
  moduleKind?: number | null;
  search?: string;
  /** taskState() of the organization's active steps. */
  state: SQL<number>;
}

function scopeWhere(s: ReportScope): SQL {
  const mine = s.leadOnly ? eq(account.leadUserId, s.userId) : or(eq(account.leadUserId, s.userId), assignedTo(s.userId));
  return and(
    eq(item.organizationId, s.orgId),
    sql`${account.moduleKind} in (${sql.join((s.kinds.length ? s.kinds : [0]).map((k) => sql`${k}`), sql`, `)})`,
    mine,
    s.moduleKind ? eq(account.moduleKind, s.moduleKind) : undefined,
    s.search ? or(ilike(account.name, likePattern(s.search)), ilike(item.title, likePattern(s.search))) : undefined,
  )!;
}

const assigneeName = sql<string | null>`coalesce(nullif(trim(${assigneeUser.firstName} || ' ' || ${assigneeUser.lastName}), ''), ${assigneeUser.email}, ${team.name})`;

function itemRows(db: Db, where: SQL, state: SQL<number>) {
  return db
    .select({
      accountId: account.id,
      accountName: account.name,
      moduleKind: account.moduleKind,
      itemId: item.id,
      title: item.title,
      kind: item.kind,
      status: item.status,
      dueDate: item.dueDate,
      state,
      daysOverdue: sql<number>`greatest(0, ${today()}::date - ${item.dueDate})`.mapWith(Number),
      assignee: assigneeName,
      lead: sql<string | null>`coalesce(nullif(trim(${leadUser.firstName} || ' ' || ${leadUser.lastName}), ''), ${leadUser.email})`,
    })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(itemAssignment, eq(itemAssignment.itemId, item.id))
    .leftJoin(assigneeUser, eq(assigneeUser.id, itemAssignment.userId))
    .leftJoin(team, eq(team.id, itemAssignment.teamId))
    .leftJoin(leadUser, eq(leadUser.id, account.leadUserId))
    .where(where);
}

export const REPORT_ROW_LIMIT = 10_000;

// The lender's covenant test in breach is an exception to the loan's terms whatever its item's state (one hashed set per query, on covenant_test_org_due).
const breachedCovenant = (orgId: number) =>
  sql`${item.id} in (select "covenant_test"."item_id" from "covenant_test" where "covenant_test"."organization_id" = ${orgId} and "covenant_test"."status" = 'breach' and "covenant_test"."item_id" is not null)`;

export async function exceptionItems(db: Db, s: ReportScope) {
  const rows = await itemRows(db, and(scopeWhere(s), or(overdueExpr(s.state), breachedCovenant(s.orgId)))!, s.state)
    .orderBy(desc(sql`${today()}::date - ${item.dueDate}`), asc(account.name), asc(item.id))
    .limit(REPORT_ROW_LIMIT + 1);
  return rows.map((r) => ({ ...r, kindLabel: ITEM_KIND_LABEL[r.kind as ItemKind] ?? r.kind, stateName: TASK_STATE[r.state] ?? 'in_progress' }));
}

/** Accounts with pending (not done) items of the user, a page of them, each with its items. */
export async function pendingByAccount(db: Db, s: ReportScope, page: number, perPage: number) {
  const where = and(scopeWhere(s), sql`${s.state} <> 3`)!;
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${account.id})`.mapWith(Number) })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(itemAssignment, eq(itemAssignment.itemId, item.id))
    .where(where);
  const accounts = await db
    .selectDistinct({ id: account.id, name: account.name, moduleKind: account.moduleKind })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(itemAssignment, eq(itemAssignment.itemId, item.id))
    .where(where)
    .orderBy(asc(account.name), asc(account.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const results = [];
  for (const a of accounts) {
    const items = await itemRows(db, and(where, eq(account.id, a.id))!, s.state).orderBy(asc(item.dueDate), asc(item.id)).limit(500);
    results.push({
      account: { id: a.id, name: a.name, module_kind: a.moduleKind },
      items: items.map((r) => ({ id: r.itemId, title: r.title, kind: r.kind, status: r.status, state: TASK_STATE[r.state], due_date: r.dueDate, days_overdue: r.dueDate ? r.daysOverdue : 0, assignee: r.assignee })),
    });
  }
  return { count: total?.n ?? 0, results };
}

// Aliased, so the Summary report can sort by them.
const stateCounts = (state: SQL<number>) => ({
  total: sql<number>`count(*)`.mapWith(Number).as('total'),
  todo: sql<number>`count(*) filter (where ${state} = 1)`.mapWith(Number).as('todo'),
  in_progress: sql<number>`count(*) filter (where ${state} = 2)`.mapWith(Number).as('in_progress'),
  done: sql<number>`count(*) filter (where ${state} = 3)`.mapWith(Number).as('done'),
  overdue: sql<number>`count(*) filter (where ${overdueExpr(state)})`.mapWith(Number).as('overdue'),
});

/** Per-module state counts of the user's items (userDetailReport). */
export function countsByModule(db: Db, s: ReportScope) {
  return db
    .select({ module_kind: account.moduleKind, ...stateCounts(s.state) })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(itemAssignment, eq(itemAssignment.itemId, item.id))
    .where(scopeWhere(s))
    .groupBy(account.moduleKind)
    .orderBy(account.moduleKind);
}

/** One row per account of the organization's allowed modules: state counts (Summary report). */
export function accountSummary(db: Db, where: SQL, state: SQL<number>) {
  return db
    .select({ id: account.id, name: account.name, module_kind: account.moduleKind, lead_user_id: account.leadUserId, ...stateCounts(state) })
    .from(account)
    .innerJoin(item, eq(item.accountId, account.id))
    .where(where)
    .groupBy(account.id);
}

const assigneeLabel = sql<string>`coalesce(nullif(trim(${user.firstName} || ' ' || ${user.lastName}), ''), ${user.email}, ${team.name})`;

/** One row per staff assignee (user or team): state counts (Task Report). */
export function assigneeSummary(db: Db, where: SQL, state: SQL<number>) {
  return db
    .select({
      user_id: itemAssignment.userId,
      team_id: itemAssignment.teamId,
      name: assigneeLabel,
      ...stateCounts(state),
    })
    .from(itemAssignment)
    .innerJoin(item, eq(item.id, itemAssignment.itemId))
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(user, eq(user.id, itemAssignment.userId))
    .leftJoin(team, eq(team.id, itemAssignment.teamId))
    .where(where)
    .groupBy(itemAssignment.userId, itemAssignment.teamId, user.firstName, user.lastName, user.email, team.name)
    .orderBy(assigneeLabel, itemAssignment.userId, itemAssignment.teamId);
}

export { itemRows };
