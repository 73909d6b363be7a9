/** Spec 7.2: reading and editing a user's profile. */
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { AuditEntityKind, UserPatch } from '@si/contract';
import { user } from '../../db/schema.ts';
import { authenticate, type UserRow } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { check, pathId, readJson } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { findUserInOrg, isOrgAdmin, serializeUser } from './users.ts';

/**
 * The user `id` as seen by `actor`: themselves, or anyone of their organization when the actor
 * is an Office Administrator. Another organization's user is not found (no existence leak).
 */
export async function visibleUser(deps: Deps, actor: UserRow, id: number): Promise<{ target: UserRow; admin: boolean }> {
  const admin = await isOrgAdmin(deps.db, actor);
  if (id === actor.id) return { target: actor, admin };
  const target = await findUserInOrg(deps.db, actor.organizationId, id);
  if (!target) throw notFound();
  if (!admin) throw forbidden();
  return { target, admin };
}

// Like Django REST, read-only fields sent back with the rest of a user object are ignored.
const READ_ONLY = ['id', 'identifier', 'email', 'home_office_id', 'offices', 'mfa_active'];
function withoutReadOnly(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([k]) => !READ_ONLY.includes(k)));
}

export function profileRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono();

  app.get('/api/users/:id', async (c) => {
    const { user: actor } = await authenticate(c, deps);
    const { target } = await visibleUser(deps, actor, pathId(c));
    return c.json(await serializeUser(db, target));
  });

  app.patch('/api/users/:id', async (c) => {
    const { user: actor } = await authenticate(c, deps);
    const { target, admin } = await visibleUser(deps, actor, pathId(c));
    const patch = check(UserPatch, withoutReadOnly(await readJson(c)));
    if (patch.is_active !== undefined && patch.is_active !== target.isActive) {
      if (!admin) throw forbidden();
      if (target.id === actor.id) throw badRequest({ is_active: ['You cannot deactivate your own account.'] });
    }
    const changes = {
      ...(patch.first_name !== undefined && { firstName: patch.first_name }),
      ...(patch.last_name !== undefined && { lastName: patch.last_name }),
      ...(patch.phone !== undefined && { phone: patch.phone }),
      ...(patch.is_active !== undefined && { isActive: patch.is_active }),
    };
    // Deactivation ends the user's sessions for good (a later reactivation does not revive them).
    const deactivating = patch.is_active === false && target.isActive;
    let updated = target;
    if (Object.keys(changes).length) {
      const bump = deactivating ? { tokenVersion: sql`${user.tokenVersion} + 1` } : {};
      [updated] = (await db.update(user).set({ ...changes, ...bump }).where(eq(user.id, target.id)).returning()) as [UserRow];
      const before: Record<string, unknown> = {};
      for (const key of Object.keys(changes) as (keyof typeof changes)[]) before[key] = target[key];
      await audit(db, {
        orgId: target.organizationId,
        entityKind: AuditEntityKind.USER,
        entityId: target.id,
        action: 'profile_updated',
        actorUserId: actor.id,
        details: { before, after: changes },
      });
    }
    return c.json(await serializeUser(db, updated));
  });

  return app;
}
