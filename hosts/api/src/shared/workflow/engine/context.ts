/** What one engine run works on: the locked item, its account, the actor, the active workflow. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { account, item, workflow, workflowStep, workflowTransition } from '../../../db/schema.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import type { Deps } from '../../../platform/http/deps.ts';

export type ItemRow = typeof item.$inferSelect;
export type AccountRow = typeof account.$inferSelect;
export type StepRow = typeof workflowStep.$inferSelect;
export type TransitionRow = typeof workflowTransition.$inferSelect;

/** Who started the run: a staff user, an account contact, or nobody (the system). */
export interface Actor {
  userId?: number | null;
  contactId?: number | null;
  /** A readable name for mails ("Ada Lovelace", "the system"). */
  label: string;
}

export type Source = 'user' | 'contact' | 'file' | 'automatic';

export interface LoadedWorkflow {
  id: number;
  name: string;
  steps: StepRow[];
  transitions: TransitionRow[];
}

export interface RunSummary {
  workflow_id: number | null;
  status: string;
  transitions: { id: number; name: string; from: string; to: string }[];
  notified: string[];
  /** Addresses a notification named but that were not mailed: the organization's customer or team notifications are off. */
  notifications_off: string[];
  assigned: { type: 'user' | 'team' | 'contact'; id: number } | null;
}

export interface RunCtx {
  tx: Db;
  deps: Deps;
  orgId: number;
  item: ItemRow;
  account: AccountRow;
  actor: Actor;
  source: Source;
  file?: { id: number; name: string };
  /** Sent after the transaction commits, so a rolled-back run mails nobody. */
  mails: MailMessage[];
  summary: RunSummary;
}

/** Locks the item for the run (concurrent runs on one item queue up) and reads its account. */
export async function lockItem(tx: Db, itemId: number, orgId?: number) {
  const [row] = await tx
    .select({ item, account })
    .from(item)
    .innerJoin(account, eq(account.id, item.accountId))
    .where(orgId === undefined ? eq(item.id, itemId) : and(eq(item.id, itemId), eq(item.organizationId, orgId)))
    .for('update', { of: item })
    .limit(1);
  return row;
}

export async function activeWorkflow(tx: Db, orgId: number, moduleKind: number): Promise<LoadedWorkflow | undefined> {
  const [wf] = await tx
    .select({ id: workflow.id, name: workflow.name })
    .from(workflow)
    .where(and(eq(workflow.organizationId, orgId), eq(workflow.moduleKind, moduleKind), eq(workflow.isActive, true)))
    .limit(1);
  if (!wf) return undefined;
  const steps = await tx.select().from(workflowStep).where(eq(workflowStep.workflowId, wf.id)).orderBy(asc(workflowStep.position), asc(workflowStep.id));
  const transitions = await tx.select().from(workflowTransition).where(eq(workflowTransition.workflowId, wf.id)).orderBy(asc(workflowTransition.id));
  return { ...wf, steps, transitions };
}

/**
 * The step an item is at. A status that is no step of the workflow (items made before it was
 * switched on) reads as the initial step, so a new workflow takes over existing items.
 */
export function currentStep(wf: LoadedWorkflow, status: string): StepRow | undefined {
  const lower = status.toLowerCase();
  return wf.steps.find((s) => s.name.toLowerCase() === lower) ?? wf.steps.find((s) => s.isInitial);
}

export const stepById = (wf: LoadedWorkflow, id: number) => wf.steps.find((s) => s.id === id);

export const touch = (tx: Db, itemId: number, set: Partial<ItemRow>) =>
  tx.update(item).set({ ...set, updatedAt: new Date() }).where(eq(item.id, itemId));
