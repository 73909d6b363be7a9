/** The paged item rows that My Tasks and the item list show: item, account, task state, staff assignee. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TaskRow } from '@si/contract';
import type { Db } from '../../db/client.ts';
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
export function inOrgModules(orgId: number, kinds: number[]): { where: SQL; needsAccount: boolean } {
  if (kinds.length === MODULE_KIND_COUNT) return { where: eq(item.organizationId, orgId), needsAccount: false };
  return { where: and(eq(item.organizationId, orgId), inArray(account.moduleKind, kinds.length ? kinds : [0]))!, needsAccount: true };
}

/** Items assigned to the user or to one of their teams (ids first: the assignment indexes lead). */
export const assignedTo = (userId: number): SQL =>
  sql`"item"."id" in (select ia.item_id from item_assignment ia where ia.user_id = ${userId}
    union all select ia.item_id from item_assignment ia join team_member tm on tm.team_id = ia.team_id where tm.user_id = ${userId})`;

/**
 * One page of rows and the total. The count and the page's ids join `account` only when the
 * filter or the order needs it (module filter, a state filter read through workflow steps,
 * ordering by account): otherwise they stay on item's indexes.
 *
 * `countInPage`: count with a window (`count(*) over ()`) in the same pass that picks the
 * page's ids, instead of a second pass over the same rows. Only for bounded sets (My Tasks:
 * one user's assignments, a few thousand rows at most): the window reads every matching row,
 * where the organization's whole list would rather walk an index for its 25 ids and stop.
 */
export async function pagedItems(
  db: Db,
  q: { where: SQL; needsAccount: boolean; state: SQL<number>; order: SQL[]; page: number; pageSize: number; countInPage?: boolean },
): Promise<{ count: number; results: TaskRow[] }> {
  const { where, order, page, pageSize, state } = q;
  const countAll = async () => {
    const counting = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(item);
    const [total] = await (q.needsAccount ? counting.innerJoin(account, eq(account.id, item.accountId)).where(where) : counting.where(where));
    return total?.n ?? 0;
  };
  // The page's ids first (only the joins the filter and order need), then the display joins for those ids only.
  const windowCount = q.countInPage ? sql<number | null>`count(*) over ()` : sql<number | null>`null`;
  const picking = db.select({ id: item.id, n: windowCount.mapWith(Number) }).from(item);
  const picked = await (q.needsAccount ? picking.innerJoin(account, eq(account.id, item.accountId)).where(where) : picking.where(where))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = picked.map((r) => r.id);
  // A page past the end has no row to carry the window's count: count apart then (page 1 empty: none).
  const count = q.countInPage ? (picked[0]?.n ?? (page > 1 ? await countAll() : 0)) : await countAll();
  if (!ids.length) return { count, results: [] };
  const found = await db
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
    })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .leftJoin(itemAssignment, eq(itemAssignment.itemId, item.id))
    .leftJoin(user, eq(user.id, itemAssignment.userId))
    .leftJoin(team, eq(team.id, itemAssignment.teamId))
    .where(inArray(item.id, ids));
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids.map((id) => byId.get(id)!).filter(Boolean);
  return {
    count,
    results: rows.map((r) => ({
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
