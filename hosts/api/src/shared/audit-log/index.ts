/**
 * GET /api/audit_log (the Audit Log screens): the organization's audit events, filtered by
 * entity kind (1 user, 2 workspace, 3 item, 4 contact, 5 file) and id, acting user and dates
 * (UTC days, both ends included), newest first, paged. OA only: the log names everyone's actions.
 */
import { Hono } from 'hono';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { AuditLogQuery } from '@si/contract';
import { auditEvent, contact, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { requireRole, staffAuth, type StaffEnv } from '../../platform/http/roles.ts';
import { query } from '../../platform/http/validate.ts';
import { ordering, pageOf } from '../../platform/http/paging.ts';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export function auditLogRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  app.use('/api/audit_log', staffAuth(deps));
  app.get('/api/audit_log', async (c) => {
    const staff = requireRole(c, ['OA']);
    const q = query(c, AuditLogQuery);
    if (q.date_from && q.date_to && q.date_from > q.date_to) throw badRequest({ date_to: ['The end date is before the start date.'] });
    const where = and(
      eq(auditEvent.organizationId, staff.orgId),
      q.entity_kind ? eq(auditEvent.entityKind, q.entity_kind) : undefined,
      q.entity_id ? eq(auditEvent.entityId, q.entity_id) : undefined,
      q.actor ? eq(auditEvent.actorUserId, q.actor) : undefined,
      q.date_from ? gte(auditEvent.createdAt, new Date(`${q.date_from}T00:00:00Z`)) : undefined,
      q.date_to ? lt(auditEvent.createdAt, nextDay(q.date_to)) : undefined,
    );
    const order = ordering(q.ordering, { created_at: auditEvent.createdAt, action: auditEvent.action, entity_kind: auditEvent.entityKind }, '-created_at', auditEvent.id);
    const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditEvent).where(where);
    const rows = await db
      .select({ e: auditEvent, first: user.firstName, last: user.lastName, email: user.email, contact })
      .from(auditEvent)
      .leftJoin(user, eq(user.id, auditEvent.actorUserId))
      // Contacts act through the portals; their id travels in the details.
      .leftJoin(contact, and(eq(contact.organizationId, auditEvent.organizationId), sql`${contact.id} = (${auditEvent.details}->>'contact_id')::int`))
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const count = total?.n ?? 0;
    const results = rows.map(({ e, first, last, email, contact: who }) => ({
      id: e.id,
      entity_kind: e.entityKind,
      entity_id: e.entityId,
      action: e.action,
      actor: e.actorUserId
        ? { type: 'user', id: e.actorUserId, name: `${first ?? ''} ${last ?? ''}`.trim() || (email ?? ''), email }
        : who
          ? { type: 'contact', id: who.id, name: `${who.firstName} ${who.lastName}`.trim() || who.companyName || who.email, email: who.email }
          : null,
      details: e.details,
      created_at: e.createdAt.toISOString(),
    }));
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, count, results));
  });
  return app;
}
