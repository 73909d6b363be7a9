/** GET /api/items: the organization's items in allowed modules, filtered, sorted and paged. */
import { Hono } from 'hono';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { ItemListQuery } from '@si/contract';
import { account, item } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { query } from '../../platform/http/validate.ts';
import { allowedKinds, byAccount, inOrgModules, ITEM_ORDERING, pagedItems } from './rows.ts';
import { likePattern, ordering, pageOf } from '../../platform/http/paging.ts';
import { activeSteps, taskState } from '../workflow/engine/state.ts';

export function itemListRoute(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.get('/api/items', async (c) => {
    const staff = staffOf(c);
    const q = query(c, ItemListQuery);
    const scope = inOrgModules(staff.orgId, await allowedKinds(staff));
    const where = and(
      scope.where,
      q.module_kind ? eq(account.moduleKind, q.module_kind) : undefined,
      q.account_id ? eq(item.accountId, q.account_id) : undefined,
      q.status ? sql`lower(${item.status}) = lower(${q.status})` : undefined,
      q.search ? ilike(item.title, likePattern(q.search)) : undefined,
    )!;
    const order = ordering(q.ordering, ITEM_ORDERING, '-id', item.id);
    const state = taskState(await activeSteps(deps.db, staff.orgId));
    const page = await pagedItems(deps.db, { where, needsAccount: scope.needsAccount || Boolean(q.module_kind) || byAccount(q.ordering), state, order, page: q.page, pageSize: q.page_size });
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, page.count, page.results));
  });
  return app;
}
