/**
 * Checks a transition before it is stored: both steps in this workflow, the parameters each
 * condition, action and trigger needs, every named user, team and contact in this
 * organization, and no cycle of automatic transitions (which would move an item forever).
 */
import { eq, inArray } from 'drizzle-orm';
import { ConditionType, FileUploadTrigger, FieldMessage, TransitionAction } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { workflowStep, workflowTransition } from '../../../db/schema.ts';
import type { StoredAction, StoredCondition } from '../../../db/schema-workflow.ts';
import { badRequest, type FieldErrors } from '../../../platform/http/errors.ts';
import { checkRefs, type Refs } from '../../../platform/http/refs.ts';

export interface TransitionDraft {
  id?: number;
  workflowId: number;
  name: string;
  fromStepId: number;
  toStepId: number;
  automatic: boolean;
  combiner: number;
  trigger: number | null;
  triggerTeamId: number | null;
  triggerUserId: number | null;
  triggerContactId: number | null;
  conditions: StoredCondition[];
  actions: StoredAction[];
}

type Ref = 'user' | 'team' | 'contact';
const CONDITION_NEEDS: Record<number, { field: keyof StoredCondition; ref: Ref; list?: boolean; optional?: boolean }> = {
  [ConditionType.USER_IN_TEAM]: { field: 'team_id', ref: 'team' },
  [ConditionType.USER_IS]: { field: 'user_id', ref: 'user' },
  [ConditionType.USER_IS_ANY]: { field: 'user_ids', ref: 'user', list: true, optional: true },
  [ConditionType.ACCOUNT_CONTACT_IS]: { field: 'contact_id', ref: 'contact' },
  [ConditionType.ACCOUNT_CONTACT_IS_ANY]: { field: 'contact_ids', ref: 'contact', list: true, optional: true },
};
const ACTION_NEEDS: Record<number, { field: keyof StoredAction; ref: Ref }> = {
  [TransitionAction.NOTIFY_ACCOUNT_CONTACT]: { field: 'contact_id', ref: 'contact' },
  [TransitionAction.NOTIFY_TEAM]: { field: 'team_id', ref: 'team' },
  [TransitionAction.NOTIFY_USER]: { field: 'user_id', ref: 'user' },
  [TransitionAction.ASSIGN_ACCOUNT_CONTACT]: { field: 'contact_id', ref: 'contact' },
  [TransitionAction.ASSIGN_TEAM]: { field: 'team_id', ref: 'team' },
  [TransitionAction.ASSIGN_USER]: { field: 'user_id', ref: 'user' },
};
const TRIGGER_NEEDS: Record<number, { field: 'triggerTeamId' | 'triggerUserId' | 'triggerContactId'; wire: string; ref: Ref }> = {
  [FileUploadTrigger.NOTIFY_ONE_CONTACT]: { field: 'triggerContactId', wire: 'trigger_contact_id', ref: 'contact' },
  [FileUploadTrigger.NOTIFY_TEAM]: { field: 'triggerTeamId', wire: 'trigger_team_id', ref: 'team' },
  [FileUploadTrigger.NOTIFY_USER]: { field: 'triggerUserId', wire: 'trigger_user_id', ref: 'user' },
};

/** Keeps only the parameters a condition or action uses, so stored rows say what they mean. */
export function tidyCondition(c: StoredCondition): StoredCondition {
  const need = CONDITION_NEEDS[c.type];
  return need ? { type: c.type, [need.field]: c[need.field] ?? (need.list ? [] : undefined) } : { type: c.type };
}
export function tidyAction(a: StoredAction): StoredAction {
  const need = ACTION_NEEDS[a.action];
  return need ? { action: a.action, [need.field]: a[need.field] } : { action: a.action };
}

export async function validateTransition(db: Db, orgId: number, d: TransitionDraft): Promise<void> {
  const errors: FieldErrors = {};
  const add = (k: string, m: string) => (errors[k] ??= []).push(m);
  // Every id the transition stores, by its wire key, checked against the organization in one batch.
  const refs: Refs = { from_step_id: d.fromStepId, to_step_id: d.toStepId };

  d.conditions.forEach((c, i) => {
    const need = CONDITION_NEEDS[c.type];
    if (!need) return;
    const v = c[need.field];
    const ids = Array.isArray(v) ? v : typeof v === 'number' ? [v] : [];
    if (!ids.length && !need.optional) add(`conditions.${i}.${need.field}`, FieldMessage.REQUIRED);
    refs[`conditions.${i}.${need.field}`] = { kind: need.ref, id: ids };
  });
  d.actions.forEach((a, i) => {
    const need = ACTION_NEEDS[a.action];
    if (!need) return;
    const id = a[need.field];
    if (typeof id !== 'number') add(`actions.${i}.${need.field}`, FieldMessage.REQUIRED);
    else refs[`actions.${i}.${need.field}`] = { kind: need.ref, id };
  });
  if (d.trigger !== null) {
    if (!d.automatic) add('automatic', 'A transition with a file-upload trigger is automatic.');
    const need = TRIGGER_NEEDS[d.trigger];
    if (need && d[need.field] === null) add(need.wire, FieldMessage.REQUIRED);
    // With a trigger all three are stored, needed or not, so all three are checked.
    Object.assign(refs, { trigger_team_id: d.triggerTeamId, trigger_user_id: d.triggerUserId, trigger_contact_id: d.triggerContactId });
  }
  await checkRefs(db, orgId, refs, errors);

  // Steps of the organization, but they must also be this workflow's.
  const ownSteps = [...(errors.from_step_id ? [] : [d.fromStepId]), ...(errors.to_step_id ? [] : [d.toStepId])];
  const steps = ownSteps.length
    ? await db.select({ id: workflowStep.id, workflowId: workflowStep.workflowId, name: workflowStep.name }).from(workflowStep).where(inArray(workflowStep.id, ownSteps))
    : [];
  for (const [key, stepId] of [['from_step_id', d.fromStepId], ['to_step_id', d.toStepId]] as const) {
    const s = steps.find((x) => x.id === stepId);
    if (s && s.workflowId !== d.workflowId) add(key, `Step "${s.name}" belongs to another workflow.`);
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  if (d.automatic && d.trigger === null) {
    const cycle = await automaticCycle(db, d);
    if (cycle) {
      const names = new Map(
        (await db.select({ id: workflowStep.id, name: workflowStep.name }).from(workflowStep).where(eq(workflowStep.workflowId, d.workflowId))).map((s) => [s.id, s.name]),
      );
      throw badRequest({ to_step_id: [`This would make a cycle of automatic transitions: ${cycle.map((id) => names.get(id) ?? id).join(' → ')}.`] });
    }
  }
}

/**
 * A path of automatic (untriggered) transitions from the draft's to-step back to its
 * from-step closes a cycle; returns the steps of that cycle, or undefined.
 */
async function automaticCycle(db: Db, d: TransitionDraft): Promise<number[] | undefined> {
  const rows = await db
    .select({ id: workflowTransition.id, from: workflowTransition.fromStepId, to: workflowTransition.toStepId, automatic: workflowTransition.automatic, trigger: workflowTransition.trigger })
    .from(workflowTransition)
    .where(eq(workflowTransition.workflowId, d.workflowId));
  const edges = new Map<number, number[]>();
  for (const r of rows) {
    if (r.id === d.id || !r.automatic || r.trigger !== null) continue;
    edges.set(r.from, [...(edges.get(r.from) ?? []), r.to]);
  }
  // Depth-first from the draft's destination, looking for its origin.
  const seen = new Set<number>();
  const walk = (at: number, path: number[]): number[] | undefined => {
    if (at === d.fromStepId) return path;
    if (seen.has(at)) return undefined;
    seen.add(at);
    for (const next of edges.get(at) ?? []) {
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return undefined;
  };
  const path = walk(d.toStepId, [d.fromStepId, d.toStepId]);
  return path;
}
