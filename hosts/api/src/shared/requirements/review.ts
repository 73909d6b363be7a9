/**
 * POST /api/items/{id}/review: accept a requirement or send it back with the reason the contact
 * sees. Through the workflow engine when the module's active workflow has a manual transition
 * from the item's step to a step named 'accepted' or 'returned'; else the status is set directly.
 * Each decision is a review row and an audit event.
 */
import { Hono } from 'hono';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, ReviewRequest } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { answer, file, item, itemHistory, metric, review } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { detailError } from '../../platform/http/errors.ts';
import { requireRole, staffAuth, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { changeStatusByUser, userActor } from '../workflow/engine/engine.ts';
import { activeWorkflow, currentStep, lockItem } from '../workflow/engine/context.ts';
import { isAccepted, ownRequirement } from './scope.ts';
import { requirementRows } from './rows.ts';

/** Whether the contact (or staff on their behalf) has given anything: a file, an answer, a figure. */
async function hasSubmission(db: Db, itemId: number): Promise<boolean> {
  const [f] = await db.select({ id: file.id }).from(file).where(eq(file.itemId, itemId)).limit(1);
  if (f) return true;
  const [a] = await db.select({ id: answer.itemId }).from(answer).where(eq(answer.itemId, itemId)).limit(1);
  if (a) return true;
  const [m] = await db.select({ id: metric.itemId }).from(metric).where(and(eq(metric.itemId, itemId), isNotNull(metric.reportedValue))).limit(1);
  return Boolean(m);
}

/** Whether the active workflow leads by hand from the item's step to a step named `to`. */
async function workflowLeadsTo(db: Db, orgId: number, moduleKind: number, status: string, to: string): Promise<boolean> {
  const wf = await activeWorkflow(db, orgId, moduleKind);
  if (!wf) return false;
  const target = wf.steps.find((s) => s.name.toLowerCase() === to);
  const at = currentStep(wf, status);
  return Boolean(target && wf.transitions.some((t) => t.fromStepId === at?.id && t.toStepId === target.id && !t.automatic));
}

export function reviewRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.post('/api/items/:id{[0-9]+}/review', staffAuth(deps), async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { item: current, account: acct } = await ownRequirement(c, deps);
    const v = await body(c, ReviewRequest);
    if (v.decision === 'accepted' && isAccepted(current.status)) throw detailError(400, 'This requirement is already accepted.');
    if (v.decision === 'accepted' && current.kind !== ItemKind.STATEMENT && !(await hasSubmission(db, current.id))) {
      throw detailError(400, 'Nothing has been submitted for this requirement yet, so it cannot be accepted.');
    }
    const actor = await userActor(db, staff.user.id);
    const viaEngine = await workflowLeadsTo(db, acct.organizationId, acct.moduleKind, current.status, v.decision);
    // The engine runs its own transaction (conditions, actions, mails after commit); a refusal there records nothing.
    if (viaEngine) await changeStatusByUser(deps, acct.organizationId, current.id, actor, { status: v.decision });
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const locked = await lockItem(tx, current.id, acct.organizationId);
      const from = locked?.item.status ?? current.status;
      if (!viaEngine && from !== v.decision) {
        await tx.update(item).set({ status: v.decision, updatedAt: new Date() }).where(eq(item.id, current.id));
        await tx.insert(itemHistory).values({ organizationId: acct.organizationId, itemId: current.id, fromStatus: from, toStatus: v.decision, actorUserId: staff.user.id, source: 'user' });
        await audit(tx, { orgId: acct.organizationId, entityKind: AuditEntityKind.ITEM, entityId: current.id, action: 'status_changed', actorUserId: staff.user.id, details: { source: 'user', from, to: v.decision } });
      }
      await tx.insert(review).values({ organizationId: acct.organizationId, itemId: current.id, decision: v.decision, reason: v.reason, userId: staff.user.id });
      await audit(tx, { orgId: acct.organizationId, entityKind: AuditEntityKind.ITEM, entityId: current.id, action: v.decision === 'accepted' ? 'review_accepted' : 'review_returned', actorUserId: staff.user.id, details: { reason: v.reason, via_workflow: viaEngine } });
    });
    return c.json((await requirementRows(db, acct.id, [current.id]))[0]);
  });

  return app;
}
