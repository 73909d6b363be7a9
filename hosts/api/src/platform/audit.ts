/** The audit trail: every write by a user or a contact (its id in the details) leaves one audit_event row. */
import type { AuditEntityKind } from '@si/contract';
import type { Db } from '../db/client.ts';
import { auditEvent } from '../db/schema.ts';

export async function audit(
  db: Db,
  event: { orgId: number; entityKind: AuditEntityKind; entityId: number; action: string; actorUserId?: number | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditEvent).values({
    organizationId: event.orgId,
    entityKind: event.entityKind,
    entityId: event.entityId,
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    details: event.details ?? {},
  });
}
