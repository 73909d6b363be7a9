/**
 * GET /api/tasks (My Tasks): items assigned to the signed-in user or one of their teams,
 * filtered by task state (1 todo, 2 in progress, 3 done, 4 all) and due date (1 any, 2 today,
 * 3 past 7 days, 4 this month, 5 this year), sorted (default: due date, soonest first) and paged.
 */
import { Hono } from 'hono';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { TaskQuery, TaskStatusFilter } from '@si/contract';
import { account, item } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { query } from '../../platform/http/validate.ts';
import { allowedKinds, assignedTo, byAccount, inOrgModules, ITEM_ORDERING, pagedItems } from '../items/rows.ts';
import { likePattern, ordering, pageOf } from '../../platform/http/paging.ts';
import { activeSteps, dueBetween, dueWindow, stateFilter, taskState } from '../workflow/engine/state.ts';

const DEFAULT_ORDERING = 'due_date';

export function taskRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.use('/api/tasks', staffAuth(deps));
  app.get('/api/tasks', async (c) => {
    const staff = staffOf(c);
    const q = query(c, TaskQuery);
    // Checked first: an unknown ordering is a 400 before any statement is built for it.
    const sort = q.ordering?.trim() || DEFAULT_ORDERING;
    ordering(sort, ITEM_ORDERING, DEFAULT_ORDERING, item.id);
    // Independent look-ups: on PostgreSQL they go out on two pool connections at once.
    const [kinds, steps] = await Promise.all([allowedKinds(staff), activeSteps(deps.db, staff.orgId)]);
    const due = dueWindow(q.date);
    const filters = { status: q.status, due: Boolean(due), module_kind: Boolean(q.module_kind), search: Boolean(q.search) };
    const shape = {
      key: JSON.stringify(['tasks', kinds, steps, filters, sort]),
      countInPage: true,
      build: () => {
        const scope = inOrgModules(sql.placeholder('orgId'), kinds);
        const state = taskState(steps);
        const where = and(
          scope.where,
          assignedTo(sql.placeholder('userId')),
          stateFilter(state, filters.status),
          filters.due ? dueBetween(sql.placeholder('dueFrom'), sql.placeholder('dueTo')) : undefined,
          filters.module_kind ? eq(account.moduleKind, sql.placeholder('moduleKind')) : undefined,
          filters.search ? ilike(item.title, sql.placeholder('search')) : undefined,
        )!;
        const needsAccount = scope.needsAccount || filters.module_kind || (filters.status !== TaskStatusFilter.ALL && steps.length > 0) || byAccount(sort);
        return { where, needsAccount, state, order: ordering(sort, ITEM_ORDERING, DEFAULT_ORDERING, item.id) };
      },
    };
    const values = { orgId: staff.orgId, userId: staff.user.id, dueFrom: due?.from, dueTo: due?.to, moduleKind: q.module_kind, search: q.search ? likePattern(q.search) : undefined };
    const page = await pagedItems(deps.db, shape, values, { page: q.page, pageSize: q.page_size });
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, page.count, page.results));
  });
  return app;
}
