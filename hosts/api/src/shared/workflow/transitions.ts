/**
 * Transitions: POST /api/workflows/{id}/transitions, and GET/PATCH/DELETE
 * /api/workflow_transitions/{id} (the screen workflow/transitions/:id knows only the id).
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, ConditionCombiner, WorkflowTransitionCreate, WorkflowTransitionPatch } from '@si/contract';
import { workflow, workflowTransition } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireModule, requireRole, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { body, pathId } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { applicationOfKind } from './modules.ts';
import { tidyAction, tidyCondition, validateTransition, type TransitionDraft } from './engine/validate.ts';
import { loadWorkflow } from './access.ts';
import { transitionOut } from './serialize.ts';

type TransitionInput = Partial<WorkflowTransitionCreate>;

function draftFrom(base: TransitionDraft, input: TransitionInput): TransitionDraft {
  const trigger = input.trigger === undefined ? base.trigger : input.trigger;
  return {
    ...base,
    name: input.name ?? base.name,
    fromStepId: input.from_step_id ?? base.fromStepId,
    toStepId: input.to_step_id ?? base.toStepId,
    // A file-upload trigger implies automatic unless the caller says otherwise (then refused).
    automatic: input.automatic ?? (input.trigger != null ? true : base.automatic),
    combiner: input.combiner ?? base.combiner,
    trigger,
    triggerTeamId: input.trigger_team_id === undefined ? base.triggerTeamId : input.trigger_team_id,
    triggerUserId: input.trigger_user_id === undefined ? base.triggerUserId : input.trigger_user_id,
    triggerContactId: input.trigger_contact_id === undefined ? base.triggerContactId : input.trigger_contact_id,
    conditions: input.conditions ? input.conditions.map(tidyCondition) : base.conditions,
    actions: input.actions ? input.actions.map(tidyAction) : base.actions,
  };
}

const columns = (d: TransitionDraft) => ({
  name: d.name,
  fromStepId: d.fromStepId,
  toStepId: d.toStepId,
  automatic: d.automatic,
  combiner: d.combiner,
  trigger: d.trigger,
  triggerTeamId: d.trigger === null ? null : d.triggerTeamId,
  triggerUserId: d.trigger === null ? null : d.triggerUserId,
  triggerContactId: d.trigger === null ? null : d.triggerContactId,
  conditions: d.conditions,
  actions: d.actions,
});

export function transitionRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const configAudit = (c: Context, action: string, details: Record<string, unknown>) => {
    const staff = staffOf(c);
    return audit(db, { orgId: staff.orgId, entityKind: AuditEntityKind.USER, entityId: staff.user.id, action, actorUserId: staff.user.id, details });
  };

  async function loadTransition(c: Context, write: boolean) {
    const staff = write ? requireRole(c, ['OA']) : staffOf(c);
    const [row] = await db
      .select({ t: workflowTransition, moduleKind: workflow.moduleKind })
      .from(workflowTransition)
      .innerJoin(workflow, eq(workflow.id, workflowTransition.workflowId))
      .where(and(eq(workflowTransition.id, pathId(c)), eq(workflowTransition.organizationId, staff.orgId)))
      .limit(1);
    if (!row) throw notFound();
    await requireModule(c, applicationOfKind(row.moduleKind));
    return row.t;
  }

  app.post('/api/workflows/:id/transitions', async (c) => {
    const w = await loadWorkflow(c, db, pathId(c), true);
    const input = await body(c, WorkflowTransitionCreate);
    const blank: TransitionDraft = {
      workflowId: w.id,
      name: input.name,
      fromStepId: input.from_step_id,
      toStepId: input.to_step_id,
      automatic: false,
      combiner: ConditionCombiner.ALL,
      trigger: null,
      triggerTeamId: null,
      triggerUserId: null,
      triggerContactId: null,
      conditions: [],
      actions: [],
    };
    const draft = draftFrom(blank, input);
    await validateTransition(db, w.organizationId, draft);
    const [row] = await db.insert(workflowTransition).values({ organizationId: w.organizationId, workflowId: w.id, ...columns(draft) }).returning();
    await db.update(workflow).set({ updatedAt: new Date() }).where(eq(workflow.id, w.id));
    await configAudit(c, 'workflow_transition_created', { workflow_id: w.id, transition: transitionOut(row!) });
    return c.json(transitionOut(row!), 201);
  });

  app.get('/api/workflow_transitions/:id', async (c) => c.json(transitionOut(await loadTransition(c, false))));

  const update = async (c: Context) => {
    const t = await loadTransition(c, true);
    const input = await body(c, WorkflowTransitionPatch);
    const draft = draftFrom({ ...t, id: t.id }, input);
    await validateTransition(db, t.organizationId, draft);
    const [row] = await db.update(workflowTransition).set(columns(draft)).where(eq(workflowTransition.id, t.id)).returning();
    await db.update(workflow).set({ updatedAt: new Date() }).where(eq(workflow.id, t.workflowId));
    await configAudit(c, 'workflow_transition_updated', { workflow_id: t.workflowId, before: transitionOut(t), after: transitionOut(row!) });
    return c.json(transitionOut(row!));
  };
  app.patch('/api/workflow_transitions/:id', update);
  app.put('/api/workflow_transitions/:id', update);

  app.delete('/api/workflow_transitions/:id', async (c) => {
    const t = await loadTransition(c, true);
    await db.delete(workflowTransition).where(eq(workflowTransition.id, t.id));
    await configAudit(c, 'workflow_transition_deleted', { workflow_id: t.workflowId, transition: transitionOut(t) });
    return c.body(null, 204);
  });

  return app;
}

