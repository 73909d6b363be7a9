/**
 * Users administration: the organization's users with their office roles (GET /api/users),
 * invitations by e-mail (POST /api/users), and the role, activation and MFA calls of roles.ts.
 * GET/PATCH /api/users/{id} stay the profile calls of shared/users/profile.ts.
 */
import { Hono } from 'hono';
import { and, count, eq, exists, sql } from 'drizzle-orm';
import { InviteUserRequest } from '@si/contract';
import { user, userOffice } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { listParams, pageOf } from '../../../platform/http/paging.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { requireRole, staffAuth, staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, queryId } from '../../../platform/http/validate.ts';
import { inviteUser } from './invitations.ts';
import { findUserByEmail } from '../../users/users.ts';
import { userRoleRoutes } from './roles.ts';
import { serializeUsers } from './serialize.ts';

const flag = (raw: string | undefined, field: string) => {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw badRequest({ [field]: ['Must be true or false.'] });
};

export function usersAdminRoutes(deps: Deps) {
  const { db } = deps;
  // Per route: a wildcard on /api/users/* would also guard the MFA calls that take MFA tokens.
  const auth = staffAuth(deps);
  const app = new Hono<StaffEnv>();

  app.get('/api/users', auth, async (c) => {
    const { orgId } = staffOf(c);
    const params = listParams(c, {
      orderings: { email: user.email, first_name: user.firstName, last_name: user.lastName, identifier: user.identifier, is_active: user.isActive, created_at: user.createdAt, last_login_at: user.lastLoginAt },
      defaultOrdering: 'last_name,first_name',
      search: [user.email, user.firstName, user.lastName, user.identifier],
      tiebreak: user.id,
    });
    const active = flag(c.req.query('is_active'), 'is_active');
    const officeId = queryId(c, 'office_id', 'an office');
    const inOffice = officeId
      ? exists(db.select({ one: sql`1` }).from(userOffice).where(and(eq(userOffice.userId, user.id), eq(userOffice.officeId, officeId))))
      : undefined;
    const where = and(eq(user.organizationId, orgId), params.search, active === undefined ? undefined : eq(user.isActive, active), inOffice);
    const [total] = await db.select({ n: count() }).from(user).where(where);
    const rows = await db.select().from(user).where(where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), await serializeUsers(db, rows)));
  });

  app.post('/api/users', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const input = await body(c, InviteUserRequest);
    const errors = await checkRefs(db, orgId, { office_id: input.office_id });
    // E-mail is the sign-in name across all organizations; the message does not say whose it is.
    if (await findUserByEmail(db, input.email)) errors.email = ['A user with this e-mail already exists.'];
    if (Object.keys(errors).length) throw badRequest(errors);
    let created;
    try {
      created = await inviteUser(deps, { orgId, email: input.email, firstName: input.first_name, lastName: input.last_name, officeId: input.office_id, role: input.role, invitedBy: actor.id });
    } catch (err) {
      if ((err as { code?: unknown })?.code === '23505') throw badRequest({ email: ['A user with this e-mail already exists.'] });
      throw err;
    }
    const [shaped] = await serializeUsers(db, [created]);
    return c.json(shaped, 201);
  });

  app.route('/', userRoleRoutes(deps));
  return app;
}
