/**
 * Item status by staff: PATCH /api/items/{id}/status (through the workflow engine), the
 * transitions open from the item's step, its change history; GET /api/items, the paged item
 * list with each item's task state and staff assignee; POST /api/items/{id}/files; and each file's
 * staff download and preview.
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ItemStatusChange } from '@si/contract';
import { account, item, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireModule, requireRole, staffAuth, staffOf, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId } from '../../platform/http/validate.ts';
import { availableTransitions, changeStatusByUser, itemHistoryOf, userActor } from '../workflow/engine/engine.ts';
import { applicationOfKind } from '../workflow/modules.ts';
import { itemListRoute } from './list.ts';
import { itemFileRoutes } from './files.ts';
import { staffFileRoutes } from './downloads.ts';
import type { Storage } from '../../platform/storage.ts';

export function itemStatusRoutes(deps: Deps, storage: Storage) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/api/items', staffAuth(deps));
  app.use('/api/items/*', staffAuth(deps));

  /** The caller's item (another organization's is not found) in a module they may use. */
  async function ownItem(c: Context) {
    const staff = staffOf(c);
    const [row] = await db
      .select({ id: item.id, moduleKind: account.moduleKind })
      .from(item)
      .innerJoin(account, eq(account.id, item.accountId))
      .where(and(eq(item.id, pathId(c)), eq(item.organizationId, staff.orgId)))
      .limit(1);
    if (!row) throw notFound();
    await requireModule(c, applicationOfKind(row.moduleKind));
    return { staff, itemId: row.id };
  }

  app.patch('/api/items/:id/status', async (c) => {
    requireRole(c, WRITE_ROLES);
    const { staff, itemId } = await ownItem(c);
    const change = await body(c, ItemStatusChange);
    const run = await changeStatusByUser(deps, staff.orgId, itemId, await userActor(db, staff.user.id), change);
    return c.json({ id: itemId, ...run });
  });

  app.get('/api/items/:id/transitions', async (c) => {
    const { staff, itemId } = await ownItem(c);
    return c.json(await availableTransitions(deps, staff.orgId, itemId, await userActor(db, staff.user.id)));
  });

  app.get('/api/items/:id/history', async (c) => {
    const { staff, itemId } = await ownItem(c);
    const rows = await itemHistoryOf(db, staff.orgId, itemId);
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.actorUserId).filter((v): v is number => v !== null))) {
      const [u] = await db.select({ f: user.firstName, l: user.lastName, e: user.email }).from(user).where(eq(user.id, id)).limit(1);
      if (u) names.set(id, `${u.f} ${u.l}`.trim() || u.e);
    }
    return c.json(
      rows.map((r) => ({
        id: r.id,
        from_status: r.fromStatus,
        to_status: r.toStatus,
        transition_id: r.transitionId,
        transition_name: r.transitionName,
        source: r.source,
        actor_user: r.actorUserId ? { id: r.actorUserId, name: names.get(r.actorUserId) ?? '' } : null,
        actor_contact_id: r.actorContactId,
        created_at: r.createdAt.toISOString(),
      })),
    );
  });

  app.route('/', itemListRoute(deps));
  app.route('/', itemFileRoutes(deps, storage));
  app.route('/', staffFileRoutes(deps, storage));
  return app;
}
