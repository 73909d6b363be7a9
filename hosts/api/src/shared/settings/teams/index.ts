/**
 * Teams (names unique per organization) and their members: GET/POST /api/teams/{id}/members,
 * DELETE /api/teams/{id}/members/{user_id}. Members are users of the same organization.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, TEAM_NAME_TAKEN, TeamMemberAdd, TeamWrite, type TeamMemberRow, type TeamRow } from '@si/contract';
import { team, teamMember, user } from '../../../db/schema.ts';
import type { Db } from '../../../db/client.ts';
import { findInOrg, resourceRoutes } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { listParams, pageOf } from '../../../platform/http/paging.ts';
import { assertRefs } from '../../../platform/http/refs.ts';
import { requireRole, staffAuth, staffOf } from '../../../platform/http/roles.ts';
import { body, pathId } from '../../../platform/http/validate.ts';
import { audit } from '../../../platform/audit.ts';

type Row = typeof team.$inferSelect;

export function teamRoutes(deps: Deps) {
  const { db } = deps;
  const app = resourceRoutes(deps, {
    path: '/api/teams',
    table: team,
    noun: 'team',
    write: TeamWrite,
    list: { orderings: { name: team.name, created_at: team.createdAt }, defaultOrdering: 'name', search: [team.name] },
    unique: { field: 'name', column: team.name, message: TEAM_NAME_TAKEN },
    toValues: (v) => ({ ...(v.name !== undefined && { name: v.name }) }),
    async serialize(db, rows: Row[]): Promise<TeamRow[]> {
      const ids = rows.map((r) => r.id);
      const counts = ids.length ? await db.select({ teamId: teamMember.teamId, n: count() }).from(teamMember).where(inArray(teamMember.teamId, ids)).groupBy(teamMember.teamId) : [];
      const byTeam = new Map(counts.map((r) => [r.teamId, Number(r.n)]));
      return rows.map((r) => ({ id: r.id, name: r.name, member_count: byTeam.get(r.id) ?? 0 }));
    },
  });
  const auth = staffAuth(deps);
  const teamOf = (orgId: number, id: number) => findInOrg<Row>(db, team, orgId, id);

  app.get('/api/teams/:id/members', auth, async (c) => {
    const { orgId } = staffOf(c);
    const found = await teamOf(orgId, pathId(c));
    const params = listParams(c, {
      orderings: { email: user.email, first_name: user.firstName, last_name: user.lastName, added_at: teamMember.createdAt },
      defaultOrdering: 'last_name,first_name',
      search: [user.email, user.firstName, user.lastName],
      tiebreak: user.id,
    });
    const where = and(eq(teamMember.teamId, found.id), params.search);
    const [total] = await db.select({ n: count() }).from(teamMember).innerJoin(user, eq(user.id, teamMember.userId)).where(where);
    const rows = await db
      .select({ user, addedAt: teamMember.createdAt })
      .from(teamMember)
      .innerJoin(user, eq(user.id, teamMember.userId))
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map((r) => memberRow(r.user, r.addedAt))));
  });

  app.post('/api/teams/:id/members', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const found = await teamOf(orgId, pathId(c));
    const { user_id } = await body(c, TeamMemberAdd);
    await assertRefs(db, orgId, { user_id });
    const [member] = await db.select().from(user).where(and(eq(user.id, user_id), eq(user.organizationId, orgId)));
    if (!member) throw notFound();
    const added = await db.transaction(async (tx) => {
      const [row] = await tx.insert(teamMember).values({ organizationId: orgId, teamId: found.id, userId: member.id }).onConflictDoNothing().returning();
      if (row) await audit(tx as Db, { orgId, entityKind: AuditEntityKind.USER, entityId: member.id, action: 'team_member_added', actorUserId: actor.id, details: { team_id: found.id, team: found.name } });
      return row;
    });
    if (!added) throw badRequest({ user_id: ['This user is already a member of the team.'] });
    return c.json(memberRow(member, added.createdAt), 201);
  });

  app.delete('/api/teams/:id/members/:userId', auth, async (c) => {
    const { orgId, user: actor } = requireRole(c, ['OA']);
    const found = await teamOf(orgId, pathId(c));
    const userId = pathId(c, 'userId');
    await db.transaction(async (tx) => {
      const [gone] = await tx.delete(teamMember).where(and(eq(teamMember.teamId, found.id), eq(teamMember.userId, userId))).returning();
      if (!gone) throw notFound();
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.USER, entityId: userId, action: 'team_member_removed', actorUserId: actor.id, details: { team_id: found.id, team: found.name } });
    });
    return c.body(null, 204);
  });

  return app;
}

function memberRow(u: typeof user.$inferSelect, addedAt: Date): TeamMemberRow {
  return { user_id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName, is_active: u.isActive, added_at: addedAt.toISOString() };
}
