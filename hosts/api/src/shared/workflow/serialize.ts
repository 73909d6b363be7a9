/** Wire shapes of workflows, steps and transitions (packages/contract/src/workflow.ts). */
import { asc, eq } from 'drizzle-orm';
import type { WorkflowDetail, WorkflowStep, WorkflowTransition } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { workflowStep, workflowTransition } from '../../db/schema.ts';
import type { StepRow, TransitionRow } from './engine/context.ts';
import type { WorkflowRow } from './access.ts';

export const stepOut = (s: StepRow): WorkflowStep => ({ id: s.id, name: s.name, order: s.position, is_initial: s.isInitial, is_final: s.isFinal });

export const transitionOut = (t: TransitionRow): WorkflowTransition => ({
  id: t.id,
  workflow_id: t.workflowId,
  name: t.name,
  from_step_id: t.fromStepId,
  to_step_id: t.toStepId,
  automatic: t.automatic,
  combiner: t.combiner,
  trigger: t.trigger,
  trigger_team_id: t.triggerTeamId,
  trigger_user_id: t.triggerUserId,
  trigger_contact_id: t.triggerContactId,
  conditions: t.conditions,
  actions: t.actions,
});

export const workflowBase = (w: WorkflowRow) => ({
  id: w.id,
  name: w.name,
  module_kind: w.moduleKind,
  description: w.description,
  is_active: w.isActive,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
});

export async function workflowDetail(db: Db, w: WorkflowRow): Promise<WorkflowDetail> {
  const steps = await db.select().from(workflowStep).where(eq(workflowStep.workflowId, w.id)).orderBy(asc(workflowStep.position), asc(workflowStep.id));
  const transitions = await db.select().from(workflowTransition).where(eq(workflowTransition.workflowId, w.id)).orderBy(asc(workflowTransition.id));
  return { ...workflowBase(w), steps: steps.map(stepOut), transitions: transitions.map(transitionOut) };
}
