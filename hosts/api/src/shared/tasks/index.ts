/**
 * GET /api/tasks (My Tasks): items assigned to the signed-in user or one of their teams,
 * filtered by task state (1 todo, 2 in progress, 3 done, 4 all) and due date (1 any, 2 today,
 * 3 past 7 days, 4 this month, 5 this year), sorted (default: due date, soonest first) and paged.
 */
import { Hono } from 'hono';
import { and, eq, ilike } from 'drizzle-orm';
import { TaskQuery, TaskStatusFilter } from '@si/contract';
import { account, item } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { query } from '../../platform/http/validate.ts';
import { allowedKinds, assignedTo, byAccount, inOrgModules, ITEM_ORDERING, pagedItems } from '../items/rows.ts';
import { likePattern, ordering, pageOf } from '../../platform/http/paging.ts';
import { activeSteps, dateFilter, stateFilter, taskState } from '../workflow/engine/state.ts';

export function taskRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.use('/api/tasks', staffAuth(deps));
  app.get('/api/tasks', async (c) => {
    const staff = staffOf(c);
    const q = query(c, TaskQuery);
    // Independent look-ups: on PostgreSQL they go out on two pool connections at once.
    const [kinds, steps] = await Promise.all([allowedKinds(staff), activeSteps(deps.db, staff.orgId)]);
    const scope = inOrgModules(staff.orgId, kinds);
    const state = taskState(steps);
    const where = and(
      scope.where,
      assignedTo(staff.user.id),
      stateFilter(state, q.status),
      dateFilter(q.date),
      q.module_kind ? eq(account.moduleKind, q.module_kind) : undefined,
      q.search ? ilike(item.title, likePattern(q.search)) : undefined,
    )!;
    const needsAccount = scope.needsAccount || Boolean(q.module_kind) || (q.status !== TaskStatusFilter.ALL && steps.length > 0) || byAccount(q.ordering);
    const order = ordering(q.ordering, ITEM_ORDERING, 'due_date', item.id);
    const page = await pagedItems(deps.db, { where, needsAccount, state, order, page: q.page, pageSize: q.page_size, countInPage: true });
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, page.count, page.results));
  });
  return app;
}
