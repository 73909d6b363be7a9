/**
 * The workflow engine. It runs when a user changes an item's status (a transition or a target
 * step), when a contact's action changes it (payment), and when a file arrives on an item.
 * One run is one transaction: the item row is locked, transitions are applied (status, change
 * history, notifications, assignments), automatic transitions follow, and every step of it is
 * written to the audit log. Mails leave only after the commit.
 */
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, FileUploadTrigger, TransitionAction } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { contact, file, itemHistory, user } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit.ts';
import { conditionsPass } from './conditions.ts';
import { activeWorkflow, currentStep, lockItem, stepById, touch, type Actor, type LoadedWorkflow, type RunCtx, type RunSummary, type Source, type TransitionRow } from './context.ts';
import { assign, notify, type AssignTarget, type NotifyTarget } from './effects.ts';
import { filedropSubjectOf } from '../../organizations/mail-settings.ts';

export type { Actor, RunSummary } from './context.ts';

/** Without a workflow, a file moves an item waiting for it on to 'submitted' (the portal's rule). */
const WAITING_STATUSES = new Set(['open', 'pending', 'requested', 'rejected', 'returned', 'overdue']);
/** Automatic transitions may not form cycles (refused when written); this only guards a run. */
const MAX_HOPS = 25;

const NOTIFY_ACTIONS: Record<number, NotifyTarget> = {
  [TransitionAction.NOTIFY_ITEM_CREATOR]: 'creator',
  [TransitionAction.NOTIFY_ACCOUNT_LEAD]: 'lead',
  [TransitionAction.NOTIFY_ACCOUNT_CONTACT]: 'contact',
  [TransitionAction.NOTIFY_ALL_ACCOUNT_CONTACTS]: 'contacts',
  [TransitionAction.NOTIFY_TEAM]: 'team',
  [TransitionAction.NOTIFY_USER]: 'user',
};
const ASSIGN_ACTIONS: Record<number, AssignTarget> = {
  [TransitionAction.ASSIGN_ACCOUNT_LEAD]: 'lead',
  [TransitionAction.ASSIGN_ACCOUNT_CONTACT]: 'contact',
  [TransitionAction.ASSIGN_ITEM_CREATOR]: 'creator',
  [TransitionAction.ASSIGN_TEAM]: 'team',
  [TransitionAction.ASSIGN_USER]: 'user',
};
const TRIGGER_NOTIFY: Record<number, NotifyTarget> = {
  [FileUploadTrigger.NOTIFY_ITEM_CREATOR]: 'creator',
  [FileUploadTrigger.NOTIFY_ACCOUNT_LEAD]: 'lead',
  [FileUploadTrigger.NOTIFY_ONE_CONTACT]: 'contact',
  [FileUploadTrigger.NOTIFY_ALL_CONTACTS]: 'contacts',
  [FileUploadTrigger.NOTIFY_TEAM]: 'team',
  [FileUploadTrigger.NOTIFY_USER]: 'user',
};

async function record(ctx: RunCtx, from: string, to: string, t?: TransitionRow) {
  await ctx.tx.insert(itemHistory).values({
    organizationId: ctx.orgId,
    itemId: ctx.item.id,
    fromStatus: from,
    toStatus: to,
    transitionId: t?.id ?? null,
    transitionName: t?.name ?? null,
    actorUserId: ctx.actor.userId ?? null,
    actorContactId: ctx.actor.contactId ?? null,
    source: ctx.source,
  });
}

const auditItem = (ctx: RunCtx, action: string, details: Record<string, unknown>) =>
  audit(ctx.tx, {
    orgId: ctx.orgId,
    entityKind: AuditEntityKind.ITEM,
    entityId: ctx.item.id,
    action,
    actorUserId: ctx.actor.userId ?? null,
    details: { source: ctx.source, ...(ctx.actor.contactId ? { contact_id: ctx.actor.contactId } : {}), ...(ctx.file ? { file_id: ctx.file.id } : {}), ...details },
  });

/** Applies one transition: its actions in the order given, then its file-upload trigger. */
async function applyTransition(ctx: RunCtx, wf: LoadedWorkflow, t: TransitionRow) {
  const from = ctx.item.status;
  const to = stepById(wf, t.toStepId)?.name ?? from;
  const moves = t.actions.some((a) => a.action === TransitionAction.SET_STATUS) && to !== from;
  if (moves) {
    await touch(ctx.tx, ctx.item.id, { status: to });
    ctx.item.status = to;
  }
  await auditItem(ctx, 'workflow_transition', { workflow_id: wf.id, transition_id: t.id, transition: t.name, from, to: ctx.item.status, status_changed: moves });
  ctx.summary.transitions.push({ id: t.id, name: t.name, from, to: ctx.item.status });
  const by = ctx.actor.label;
  const what = moves ? `${by} moved "${ctx.item.title}" (${ctx.account.name}) from "${from}" to "${to}".` : `${by} applied "${t.name}" to "${ctx.item.title}" (${ctx.account.name}); its status is "${ctx.item.status}".`;
  const lines = [what, ...(ctx.file ? [`File: ${ctx.file.name}`] : [])];
  const subject = moves ? `"${ctx.item.title}" is now ${to}` : `Update on "${ctx.item.title}"`;
  for (const a of t.actions) {
    if (a.action === TransitionAction.UPDATE_CHANGE_HISTORY) await record(ctx, from, ctx.item.status, t);
    else if (NOTIFY_ACTIONS[a.action]) await notify(ctx, NOTIFY_ACTIONS[a.action]!, { userId: a.user_id, teamId: a.team_id, contactId: a.contact_id }, { subject, lines, code: a.action, via: 'action' });
    else if (ASSIGN_ACTIONS[a.action]) await assign(ctx, ASSIGN_ACTIONS[a.action]!, { userId: a.user_id, teamId: a.team_id, contactId: a.contact_id }, a.action);
  }
  if (ctx.file && t.trigger && TRIGGER_NOTIFY[t.trigger]) {
    await notify(
      ctx,
      TRIGGER_NOTIFY[t.trigger]!,
      { userId: t.triggerUserId, teamId: t.triggerTeamId, contactId: t.triggerContactId },
      { subject: await filedropSubjectOf(ctx.tx, ctx.orgId, ctx.item.title), lines: [`${by} uploaded ${ctx.file.name} to "${ctx.item.title}" (${ctx.account.name}).`, `Status: ${ctx.item.status}.`], code: t.trigger, via: 'trigger' },
    );
  }
  return moves;
}

/** Automatic transitions without a trigger fire on arrival at their from-step, one after another. */
async function followAutomatic(ctx: RunCtx, wf: LoadedWorkflow) {
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const at = currentStep(wf, ctx.item.status);
    if (!at) return;
    let fired: TransitionRow | undefined;
    for (const t of wf.transitions) {
      if (t.fromStepId === at.id && t.automatic && t.trigger === null && (await conditionsPass(ctx, t))) {
        fired = t;
        break;
      }
    }
    if (!fired || !(await applyTransition(ctx, wf, fired))) return;
  }
}

async function run(deps: Deps, where: { itemId: number; orgId?: number }, actor: Actor, source: Source, body: (ctx: RunCtx, wf: LoadedWorkflow | undefined) => Promise<void>, file?: RunCtx['file']) {
  const ctx = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockItem(tx, where.itemId, where.orgId);
    if (!row) throw notFound();
    const summary: RunSummary = { workflow_id: null, status: row.item.status, transitions: [], notified: [], notifications_off: [], assigned: null };
    const c: RunCtx = { tx, deps, orgId: row.item.organizationId, item: row.item, account: row.account, actor, source, file, mails: [], summary };
    const wf = await activeWorkflow(tx, c.orgId, row.account.moduleKind);
    summary.workflow_id = wf?.id ?? null;
    await body(c, wf);
    summary.status = c.item.status;
    return c;
  });
  for (const m of ctx.mails) {
    try {
      await deps.mailer.send(m);
    } catch (err) {
      // The status change stands; a mail server hiccup must not undo it. The log keeps the miss.
      deps.log(`[workflow] mail to ${m.to} failed: ${(err as Error).message}`);
    }
  }
  return ctx.summary;
}

export async function userActor(db: Db, userId: number): Promise<Actor> {
  const [u] = await db.select({ firstName: user.firstName, lastName: user.lastName, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return { userId, label: u ? `${u.firstName} ${u.lastName}`.trim() || u.email : 'A user' };
}

export async function contactActor(db: Db, contactId: number): Promise<Actor> {
  const [p] = await db.select({ firstName: contact.firstName, lastName: contact.lastName, companyName: contact.companyName, email: contact.email }).from(contact).where(eq(contact.id, contactId)).limit(1);
  return { contactId, label: p ? `${p.firstName} ${p.lastName}`.trim() || p.companyName || p.email : 'A contact' };
}

/** PATCH /api/items/{id}/status by a staff user: a transition by id, or the step to go to. */
export async function changeStatusByUser(deps: Deps, orgId: number, itemId: number, actor: Actor, change: { status?: string; transition_id?: number }) {
  return run(deps, { itemId, orgId }, actor, 'user', async (ctx, wf) => {
    if (!wf) {
      // No active workflow for this module: the status is free text, moved directly.
      const to = change.status;
      if (change.transition_id !== undefined || to === undefined) throw badRequest({ transition_id: ['This module has no active workflow; send a status instead.'] });
      if (to === ctx.item.status) throw badRequest({ status: [`The item is already "${to}".`] });
      const from = ctx.item.status;
      await touch(ctx.tx, ctx.item.id, { status: to });
      ctx.item.status = to;
      await record(ctx, from, to);
      await auditItem(ctx, 'status_changed', { from, to });
      ctx.summary.transitions.push({ id: 0, name: '', from, to });
      return;
    }
    const at = currentStep(wf, ctx.item.status);
    let chosen: TransitionRow | undefined;
    if (change.transition_id !== undefined) {
      chosen = wf.transitions.find((t) => t.id === change.transition_id);
      if (!chosen) throw badRequest({ transition_id: [`Transition ${change.transition_id} is not part of workflow "${wf.name}".`] });
      if (chosen.fromStepId !== at?.id) throw badRequest({ transition_id: [`"${chosen.name}" does not start at the item's current step "${ctx.item.status}".`] });
      if (chosen.automatic) throw badRequest({ transition_id: [`"${chosen.name}" is automatic; it cannot be taken by hand.`] });
      if (!(await conditionsPass(ctx, chosen))) throw detailError(403, `The conditions of "${chosen.name}" are not met.`);
    } else {
      const target = wf.steps.find((s) => s.name.toLowerCase() === change.status!.toLowerCase());
      if (!target) throw badRequest({ status: [`"${change.status}" is not a step of workflow "${wf.name}".`] });
      const candidates = wf.transitions.filter((t) => t.fromStepId === at?.id && t.toStepId === target.id && !t.automatic);
      if (!candidates.length) throw badRequest({ status: [`No transition leads from "${ctx.item.status}" to "${target.name}".`] });
      for (const t of candidates) {
        if (await conditionsPass(ctx, t)) {
          chosen = t;
          break;
        }
      }
      if (!chosen) throw detailError(403, `The conditions of "${candidates[0]!.name}" are not met.`);
    }
    if (await applyTransition(ctx, wf, chosen)) await followAutomatic(ctx, wf);
  });
}

/** A file arrived on an item (portal upload or staff upload): the file-upload triggers run. */
export async function onFileArrived(deps: Deps, fileId: number) {
  const [f] = await deps.db.select().from(file).where(eq(file.id, fileId)).limit(1);
  if (!f?.itemId) return undefined;
  const actor = f.uploadedByContactId ? await contactActor(deps.db, f.uploadedByContactId) : f.uploadedByUserId ? await userActor(deps.db, f.uploadedByUserId) : { label: 'Someone' };
  return run(deps, { itemId: f.itemId }, actor, 'file', submitted, { id: f.id, name: f.name });
}

/** Something arrived for the item (a file, an answer, a figure): 'submitted', or the workflow's upload transition. */
async function submitted(ctx: RunCtx, wf: LoadedWorkflow | undefined) {
  if (!wf) {
    if (!WAITING_STATUSES.has(ctx.item.status)) return;
    const from = ctx.item.status;
    await touch(ctx.tx, ctx.item.id, { status: 'submitted' });
    ctx.item.status = 'submitted';
    await record(ctx, from, 'submitted');
    await auditItem(ctx, 'status_changed', { from, to: 'submitted' });
    return;
  }
  const at = currentStep(wf, ctx.item.status);
  for (const t of wf.transitions) {
    if (t.fromStepId === at?.id && t.trigger !== null && (await conditionsPass(ctx, t))) {
      if (await applyTransition(ctx, wf, t)) await followAutomatic(ctx, wf);
      return;
    }
  }
  await auditItem(ctx, 'workflow_no_transition', { workflow_id: wf.id, at: ctx.item.status, reason: 'No file-upload transition applies at this step.' });
}

/** A contact answered a question or reported a figure: treated like a file's arrival (its upload transitions). */
export async function onContactSubmitted(deps: Deps, itemId: number, actor: Actor) {
  return run(deps, { itemId }, actor, 'contact', submitted);
}

/** After code outside the engine set an item's status (a contact's payment): automatic transitions follow. */
export async function onStatusChanged(deps: Deps, itemId: number, actor: Actor, source: Source = 'contact') {
  return run(deps, { itemId }, actor, source, async (ctx, wf) => {
    if (wf) await followAutomatic(ctx, wf);
  });
}

/** The transitions a user could take by hand from the item's step, each with whether its conditions pass. */
export async function availableTransitions(deps: Deps, orgId: number, itemId: number, actor: Actor) {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockItem(tx, itemId, orgId);
    if (!row) throw notFound();
    const wf = await activeWorkflow(tx, orgId, row.account.moduleKind);
    if (!wf) return { workflow_id: null, status: row.item.status, step_id: null, transitions: [] };
    const ctx: RunCtx = { tx, deps, orgId, item: row.item, account: row.account, actor, source: 'user', mails: [], summary: { workflow_id: wf.id, status: row.item.status, transitions: [], notified: [], notifications_off: [], assigned: null } };
    const at = currentStep(wf, row.item.status);
    const out = [];
    for (const t of wf.transitions.filter((x) => x.fromStepId === at?.id && !x.automatic)) {
      out.push({ id: t.id, name: t.name, to_step_id: t.toStepId, to_status: stepById(wf, t.toStepId)?.name ?? '', allowed: await conditionsPass(ctx, t) });
    }
    return { workflow_id: wf.id, status: row.item.status, step_id: at?.id ?? null, transitions: out };
  });
}

export const itemHistoryOf = (db: Db, orgId: number, itemId: number) =>
  db.select().from(itemHistory).where(and(eq(itemHistory.organizationId, orgId), eq(itemHistory.itemId, itemId))).orderBy(itemHistory.id);
