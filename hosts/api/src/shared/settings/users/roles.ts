/**
 * Per-user administration by an OA: one role per office (PUT/DELETE /api/users/{id}/offices/{office_id}),
 * deactivate and reactivate, reset MFA, resend the invitation. The organization always keeps at
 * least one active Office Administrator, so nobody can lock it out of its own settings.
 */
import { Hono, type Context } from 'hono';
import { and, countDistinct, eq, ne, or, sql } from 'drizzle-orm';
import { AuditEntityKind, OfficeRoleWrite } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { office, user, userOffice } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { requireRole, staffAuth, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId } from '../../../platform/http/validate.ts';
import { audit } from '../../../platform/audit.ts';
import { sendActivationMail } from './invitations.ts';
import { findUserInOrg } from '../../users/users.ts';
import { serializeUsers, type UserRow } from './serialize.ts';

const LAST_OA = 'The organization needs at least one active Office Administrator.';

/** Active OAs left if the role of `userId` in `officeId` were no longer OA. */
async function oasWithout(db: Db, orgId: number, userId: number, officeId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(userOffice.userId) })
    .from(userOffice)
    .innerJoin(user, eq(user.id, userOffice.userId))
    .where(and(eq(userOffice.organizationId, orgId), eq(userOffice.role, 'OA'), eq(user.isActive, true), or(ne(userOffice.userId, userId), ne(userOffice.officeId, officeId))));
  return Number(row?.n ?? 0);
}

export function userRoleRoutes(deps: Deps) {
  const { db } = deps;
  const auth = staffAuth(deps);
  const app = new Hono<StaffEnv>();

  async function target(c: Context, orgId: number): Promise<UserRow> {
    const found = await findUserInOrg(db, orgId, pathId(c));
    if (!found) throw notFound();
    return found;
  }
  const answer = async (c: Context, id: number) => {
    const [row] = await db.select().from(user).where(eq(user.id, id));
    return c.json((await serializeUsers(db, [row!]))[0]);
  };
  const record = (orgId: number, actorId: number, userId: number, action: string, details: Record<string, unknown> = {}) =>
    audit(db, { orgId, entityKind: AuditEntityKind.USER, entityId: userId, action, actorUserId: actorId, details });

  app.put('/api/users/:id/offices/:officeId', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const u = await target(c, orgId);
    const officeId = pathId(c, 'officeId');
    const [place] = await db.select().from(office).where(and(eq(office.id, officeId), eq(office.organizationId, orgId)));
    if (!place) throw notFound();
    const { role } = await body(c, OfficeRoleWrite);
    const [current] = await db.select().from(userOffice).where(and(eq(userOffice.userId, u.id), eq(userOffice.officeId, officeId)));
    if (current?.role === 'OA' && role !== 'OA' && (await oasWithout(db, orgId, u.id, officeId)) === 0) throw badRequest({ role: [LAST_OA] });
    await db
      .insert(userOffice)
      .values({ organizationId: orgId, userId: u.id, officeId, role })
      .onConflictDoUpdate({ target: [userOffice.userId, userOffice.officeId], set: { role } });
    // A user's first office becomes their home office.
    if (!u.homeOfficeId) await db.update(user).set({ homeOfficeId: officeId }).where(eq(user.id, u.id));
    await record(orgId, actor.id, u.id, 'office_role_set', { office_id: officeId, office: place.identifier, before: current?.role ?? null, after: role });
    return answer(c, u.id);
  });

  app.delete('/api/users/:id/offices/:officeId', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const u = await target(c, orgId);
    const officeId = pathId(c, 'officeId');
    const [current] = await db.select().from(userOffice).where(and(eq(userOffice.userId, u.id), eq(userOffice.officeId, officeId), eq(userOffice.organizationId, orgId)));
    if (!current) throw notFound();
    if (current.role === 'OA' && (await oasWithout(db, orgId, u.id, officeId)) === 0) throw badRequest({ role: [LAST_OA] });
    await db.delete(userOffice).where(eq(userOffice.id, current.id));
    if (u.homeOfficeId === officeId) {
      const [next] = await db.select({ officeId: userOffice.officeId }).from(userOffice).where(eq(userOffice.userId, u.id)).orderBy(userOffice.id).limit(1);
      await db.update(user).set({ homeOfficeId: next?.officeId ?? null }).where(eq(user.id, u.id));
    }
    await record(orgId, actor.id, u.id, 'office_role_removed', { office_id: officeId, before: current.role });
    return answer(c, u.id);
  });

  app.post('/api/users/:id/deactivate', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const u = await target(c, orgId);
    if (u.id === actor.id) throw badRequest({ is_active: ['You cannot deactivate your own account.'] });
    if (u.isActive) {
      // A new token version: the sessions end for good, a later reactivation does not revive them.
      await db.update(user).set({ isActive: false, tokenVersion: sql`${user.tokenVersion} + 1` }).where(eq(user.id, u.id));
      await record(orgId, actor.id, u.id, 'user_deactivated');
    }
    return answer(c, u.id);
  });

  app.post('/api/users/:id/reactivate', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const u = await target(c, orgId);
    if (u.passwordHash === '') throw badRequest({ is_active: ['This user has not accepted the invitation yet; resend it instead.'] });
    if (!u.isActive) {
      await db.update(user).set({ isActive: true }).where(eq(user.id, u.id));
      await record(orgId, actor.id, u.id, 'user_reactivated');
    }
    return answer(c, u.id);
  });

  // The user sets MFA up again at the next sign-in (or not at all when the organization does not require it).
  app.post('/api/users/:id/reset_mfa', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const u = await target(c, orgId);
    await db
      .update(user)
      .set({ mfaActive: false, mfaSecret: null, mfaPendingSecret: null, mfaMethod: null, mfaEmailCodeHash: null, mfaEmailCodeExpiresAt: null })
      .where(eq(user.id, u.id));
    await record(orgId, actor.id, u.id, 'mfa_reset', { was_active: u.mfaActive });
    return answer(c, u.id);
  });

  app.post('/api/users/:id/resend_invitation', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const u = await target(c, orgId);
    if (u.passwordHash !== '') throw badRequest({ non_field_errors: ['This user has already activated the account.'] });
    await sendActivationMail(deps, u);
    await record(orgId, actor.id, u.id, 'invitation_resent');
    return answer(c, u.id);
  });

  return app;
}
