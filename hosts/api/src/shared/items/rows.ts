/** The paged item rows that My Tasks and the item list show: item, account, task state, staff assignee. */
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TaskRow } from '@si/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { onSession, perDatabase } from '../../db/prepared.ts';
import { account, item, itemAssignment, team, user } from '../../db/schema.ts';
import { kindsAllowedBy, MODULE_KIND_COUNT } from '../workflow/modules.ts';
import { TASK_STATE } from '../workflow/engine/state.ts';
import type { Staff } from '../../platform/http/roles.ts';

export const ITEM_ORDERING = {
  due_date: item.dueDate,
  title: item.title,
  status: item.status,
  created_at: item.createdAt,
  updated_at: item.updatedAt,
  account: account.name,
  id: item.id,
};

/** Whether an `ordering` value sorts by the account (so the account must be joined). */
export const byAccount = (ordering: string | undefined) => ordering?.replace(/^-/, '').trim() === 'account';

/** The module kinds whose accounts the caller's organization may use. */
export async function allowedKinds(staff: Staff): Promise<number[]> {
  const allowed = await staff.allowedModules();
  return kindsAllowedBy(allowed);
}

/** The organization's items in the allowed modules; with every module allowed, no join on account is needed. */
export function inOrgModules(orgId: number | Placeholder, kinds: number[]): { where: SQL; needsAccount: boolean } {
  if (kinds.length === MODULE_KIND_COUNT) return { where: eq(item.organizationId, orgId), needsAccount: false };
  return { where: and(eq(item.organizationId, orgId), inArray(account.moduleKind, kinds.length ? kinds : [0]))!, needsAccount: true };
}

/** Items assigned to the user or to one of their teams (ids first: the assignment indexes lead). */
export const assignedTo = (userId: number | Placeholder): SQL =>
  sql`"item"."id" in (select ia.item_id from item_assignment ia where ia.user_id = ${userId}
    union all select ia.item_id from item_assignment ia join team_member tm on tm.team_id = ia.team_id where tm.user_id = ${userId})`;

/** What an item page's SQL is made of, built only when its shape is new. */
export interface ItemPageShape {
  /**
   * Everything the SQL depends on besides its placeholders (filters present, ordering, the
   * allowed kinds, the active steps): requests with the same key share one prepared statement.
   * Built from validated values only, so the set of keys stays small.
   */
  key: string;
  /** The filter, order and state, with `sql.placeholder(name)` wherever a request's own value goes. */
  build(): { where: SQL; needsAccount: boolean; state: SQL<number>; order: SQL[] };
  /** Count in the page's own pass (see pagedItems). */
  countInPage?: boolean;
}

/** Statements kept per database; a shape past this many is built again when it comes back. */
const MAX_SHAPES = 200;
const shapes = perDatabase(() => new Map<string, ReturnType<typeof prepareShape>>());

/** The statement's name: the same SQL text gets the same name, whatever values its shape inlines. */
const statementName = (prefix: string, text: string) => `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;

/**
 * The page statement and the count statement of a shape. The page: a subquery picks the page's
 * ids with only the joins the filter and order need (the count joins `account` only then too:
 * module filter, a state filter read through workflow steps, ordering by account), numbering
 * them in the page's order; the outer query joins the display tables for those ids only, and
 * carries the total as an uncorrelated scalar subquery, which PostgreSQL runs once.
 *
 * `countInPage`: count with a window (`count(*) over ()`) in the same pass that picks the
 * page's ids, instead of a second pass over the same rows. Only for bounded sets (My Tasks:
 * one user's assignments, a few thousand rows at most): the window reads every matching row,
 * where the organization's whole list would rather walk an index for its 25 ids and stop.
 */
function prepareShape(db: Db, shape: ItemPageShape) {
  const { where, needsAccount, state, order } = shape.build();
  const countSelect = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(item);
  const counting = needsAccount ? countSelect.innerJoin(account, eq(account.id, item.accountId)).where(where) : countSelect.where(where);
  const position = sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`;
  const windowCount = shape.countInPage ? sql<number>`count(*) over ()` : sql<number>`0`;
  const picking = db.select({ id: item.id, position: position.as('page_position'), windowCount: windowCount.as('page_total') }).from(item);
  const picked = (needsAccount ? picking.innerJoin(account, eq(account.id, item.accountId)).where(where) : picking.where(where))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // The page's columns by their full names: drizzle would leave the aliases unqualified.
  const total = shape.countInPage ? sql<number>`"page"."page_total"` : sql<number>`(${counting})`;
  const page = db
    .select({
      id: item.id,
      title: item.title,
      kind: item.kind,
      status: item.status,
      dueDate: item.dueDate,
      accountId: account.id,
      accountName: account.name,
      moduleKind: account.moduleKind,
      state,
      userId: itemAssignment.userId,
      teamId: itemAssignment.teamId,
      first: user.firstName,
      last: user.lastName,
      email: user.email,
      teamName: team.name,
      total: total.mapWith(Number),
    })
    .from(picked)
    .innerJoin(item, eq(item.id, picked.id))
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(itemAssignment, eq(itemAssignment.itemId, item.id))
    .leftJoin(user, eq(user.id, itemAssignment.userId))
    .leftJoin(team, eq(team.id, itemAssignment.teamId))
    .orderBy(sql`"page"."page_position"`);
  const pageName = statementName('item_page', page.toSQL().sql);
  const countName = statementName('item_count', counting.toSQL().sql);
  return { page: onSession(db, pageName, page.prepare(pageName)), count: onSession(db, countName, counting.prepare(countName)) };
}

/**
 * One page of rows and the total, in one round trip through a statement prepared once per
 * shape. `values` fills the shape's placeholders. A page past the end has no row to carry the
 * total: it is counted apart then (page 1 empty: none).
 */
export async function pagedItems(
  db: Db,
  shape: ItemPageShape,
  values: Record<string, unknown>,
  paging: { page: number; pageSize: number },
): Promise<{ count: number; results: TaskRow[] }> {
  const known = shapes(db);
  let statements = known.get(shape.key);
  if (statements) known.delete(shape.key);
  else statements = prepareShape(db, shape);
  // Most recently used last: the first key is the one to drop.
  known.set(shape.key, statements);
  if (known.size > MAX_SHAPES) known.delete(known.keys().next().value!);
  const { page, pageSize } = paging;
  const found = await statements.page.execute({ ...values, limit: pageSize, offset: (page - 1) * pageSize });
  const count = found[0]?.total ?? (page > 1 ? ((await statements.count.execute(values))[0]?.n ?? 0) : 0);
  return {
    count,
    results: found.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind,
      status: r.status,
      state: TASK_STATE[r.state] ?? 'in_progress',
      due_date: r.dueDate,
      account: { id: r.accountId, name: r.accountName, module_kind: r.moduleKind },
      assigned_to: r.userId
        ? { type: 'user', id: r.userId, name: `${r.first ?? ''} ${r.last ?? ''}`.trim() || (r.email ?? '') }
        : r.teamId
          ? { type: 'team', id: r.teamId, name: r.teamName ?? '' }
          : null,
    })),
  };
}
