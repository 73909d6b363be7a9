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

const DEFAULT_ORDERING = '-id';

export function itemListRoute(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.get('/api/items', async (c) => {
    const staff = staffOf(c);
    const q = query(c, ItemListQuery);
    // Checked first: an unknown ordering is a 400 before any statement is built for it.
    const sort = q.ordering?.trim() || DEFAULT_ORDERING;
    ordering(sort, ITEM_ORDERING, DEFAULT_ORDERING, item.id);
    const [kinds, steps] = await Promise.all([allowedKinds(staff), activeSteps(deps.db, staff.orgId)]);
    const filters = { module_kind: Boolean(q.module_kind), account_id: Boolean(q.account_id), status: Boolean(q.status), search: Boolean(q.search) };
    const shape = {
      key: JSON.stringify(['items', kinds, steps, filters, sort]),
      build: () => {
        const scope = inOrgModules(sql.placeholder('orgId'), kinds);
        const where = and(
          scope.where,
          filters.module_kind ? eq(account.moduleKind, sql.placeholder('moduleKind')) : undefined,
          filters.account_id ? eq(item.accountId, sql.placeholder('accountId')) : undefined,
          filters.status ? sql`lower(${item.status}) = lower(${sql.placeholder('status')})` : undefined,
          filters.search ? ilike(item.title, sql.placeholder('search')) : undefined,
        )!;
        const needsAccount = scope.needsAccount || filters.module_kind || byAccount(sort);
        return { where, needsAccount, state: taskState(steps), order: ordering(sort, ITEM_ORDERING, DEFAULT_ORDERING, item.id) };
      },
    };
    const values = { orgId: staff.orgId, moduleKind: q.module_kind, accountId: q.account_id, status: q.status, search: q.search ? likePattern(q.search) : undefined };
    const page = await pagedItems(deps.db, shape, values, { page: q.page, pageSize: q.page_size });
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, page.count, page.results));
  });
  return app;
}
