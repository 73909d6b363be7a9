/**
 * Multi-step bill approval. When a bill is sent for approval its steps are fixed from the first
 * matching approval rule of the organization (`fixSteps`): each step's approvers (the rule's users
 * and the members of its teams, active then) and how many of them must approve. Approving
 * (`recordApproval`) records the caller's approval on the current step if they are one of its
 * approvers; the step completes at its minimum and the bill is approved when the last one does.
 *
 * The bill's row is locked (SELECT ... FOR UPDATE) for the whole decision, so of two approvals at
 * once each is recorded once and the state moves once; a person counts once per bill (a unique
 * index on (bill, user) holds it too). The person who entered the bill never approves it. A bill
 * no rule matches keeps the single approval by any write-role staff member (bills/actions.ts).
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ApprovalLinkMessage, ApprovalMessage, AuditEntityKind, BillMessage, type BillApprovalStepRow } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { item, teamMember, user } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { detailError, notFound } from '../../../platform/http/errors.ts';
import { openStep, sendAll } from './links.ts';
import { bill, billApprovalDecision, billApprovalRule, billApprovalStep } from '../schema.ts';

type BillRecord = typeof bill.$inferSelect;
type RuleRecord = typeof billApprovalRule.$inferSelect;

/** Whether `rule` applies to the bill (amount tier in the bill's currency, vendor, account code). */
export function ruleMatches(rule: Pick<RuleRecord, 'currency' | 'amountFrom' | 'amountTo' | 'vendorAccountId' | 'accountCode'>, b: Pick<BillRecord, 'currency' | 'total' | 'accountId' | 'lines'>): boolean {
  if (rule.currency !== b.currency) return false;
  const total = new Big(b.total);
  if (total.lt(rule.amountFrom)) return false;
  if (rule.amountTo !== null && !total.lt(rule.amountTo)) return false;
  if (rule.vendorAccountId !== null && rule.vendorAccountId !== b.accountId) return false;
  if (rule.accountCode && !b.lines.some((l) => (l.account_code ?? '') === rule.accountCode)) return false;
  return true;
}

/** The first rule (by position) that applies to the bill, or undefined. */
export async function matchingRule(db: Db, b: BillRecord): Promise<RuleRecord | undefined> {
  const candidates = await db
    .select()
    .from(billApprovalRule)
    .where(
      and(
        eq(billApprovalRule.organizationId, b.organizationId),
        eq(billApprovalRule.currency, b.currency),
        lte(billApprovalRule.amountFrom, b.total),
        or(isNull(billApprovalRule.amountTo), gt(billApprovalRule.amountTo, b.total)),
        or(isNull(billApprovalRule.vendorAccountId), eq(billApprovalRule.vendorAccountId, b.accountId)),
      ),
    )
    .orderBy(asc(billApprovalRule.position), asc(billApprovalRule.id));
  return candidates.find((r) => ruleMatches(r, b));
}

/**
 * The active users of organization `orgId` in the teams `teamIds`, one row per team and member: how
 * the approval engine turns a team named as approver into people (a bill's steps here, an expense
 * claim's approvers in modules/expenses). One statement; none for no team.
 */
export async function activeTeamMembers(db: Db, orgId: number, teamIds: readonly number[]): Promise<{ teamId: number; userId: number }[]> {
  if (!teamIds.length) return [];
  return db
    .select({ teamId: teamMember.teamId, userId: teamMember.userId })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.userId))
    .where(and(inArray(teamMember.teamId, [...teamIds]), eq(user.organizationId, orgId), eq(user.isActive, true)));
}

/**
 * Fixes the bill's approval steps from the matching rule (replacing any earlier ones); returns
 * how many steps it has (0: no rule matched). Runs inside the submit's transaction.
 */
export async function fixSteps(tx: Db, orgId: number, itemId: number): Promise<number> {
  await tx.delete(billApprovalStep).where(and(eq(billApprovalStep.itemId, itemId), eq(billApprovalStep.organizationId, orgId)));
  const [b] = await tx.select().from(bill).where(and(eq(bill.itemId, itemId), eq(bill.organizationId, orgId)));
  if (!b) throw notFound();
  const rule = await matchingRule(tx, b);
  if (!rule || rule.steps.length === 0) return 0;
  const userIds = [...new Set(rule.steps.flatMap((s) => s.user_ids))];
  const teamIds = [...new Set(rule.steps.flatMap((s) => s.team_ids))];
  const active = userIds.length
    ? new Set((await tx.select({ id: user.id }).from(user).where(and(eq(user.organizationId, orgId), eq(user.isActive, true), inArray(user.id, userIds)))).map((r) => r.id))
    : new Set<number>();
  const members = await activeTeamMembers(tx, orgId, teamIds);
  await tx.insert(billApprovalStep).values(
    rule.steps.map((s, i) => ({
      organizationId: orgId,
      itemId,
      position: i + 1,
      ruleId: rule.id,
      approverIds: [...new Set([...s.user_ids.filter((u) => active.has(u)), ...members.filter((m) => s.team_ids.includes(m.teamId)).map((m) => m.userId)])].sort((x, y) => x - y),
      teamIds: s.team_ids,
      required: s.required,
    })),
  );
  return rule.steps.length;
}

/**
 * Records the caller's approval of the bill. Returns false when the bill has no fixed steps (the
 * caller then applies the single approval), true when it was handled here. 404 another
 * organization's bill; 403 OWN_BILL for the one who entered it, 403 NOT_APPROVER for someone who is
 * not an approver of the current step; 409 when it is not waiting or the caller already approved.
 */
export async function recordApproval(deps: Deps, by: { orgId: number; userId: number }, itemId: number, via?: { stepId: number; link: true }): Promise<boolean> {
  const mails: MailMessage[] = [];
  const handled = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [b] = await tx
      .select()
      .from(bill)
      .where(and(eq(bill.itemId, itemId), eq(bill.organizationId, by.orgId)))
      .for('update');
    if (!b) throw notFound();
    const steps = await tx.select().from(billApprovalStep).where(eq(billApprovalStep.itemId, itemId)).orderBy(asc(billApprovalStep.position));
    if (b.state === 'received') {
      // A bill no rule applies to may be approved straight away; one a rule applies to goes through its steps.
      if (b.enteredBy !== by.userId && (await matchingRule(tx, b))) throw detailError(409, ApprovalMessage.SUBMIT_FIRST);
      return false;
    }
    if (b.state !== 'in_approval') return false;
    if (steps.length === 0) return false;
    if (b.enteredBy === by.userId) throw detailError(403, BillMessage.OWN_BILL);
    const current = steps.find((s) => s.completedAt === null);
    if (!current) return false;
    if (via && current.id !== via.stepId) throw detailError(410, ApprovalLinkMessage.DECIDED);
    if (!current.approverIds.includes(by.userId)) throw detailError(403, ApprovalMessage.NOT_APPROVER);
    const [recorded] = await tx
      .insert(billApprovalDecision)
      .values({ organizationId: by.orgId, itemId, stepId: current.id, userId: by.userId })
      .onConflictDoNothing()
      .returning({ id: billApprovalDecision.id });
    if (!recorded) throw detailError(409, ApprovalMessage.ALREADY_APPROVED);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(billApprovalDecision)
      .where(eq(billApprovalDecision.stepId, current.id));
    const stepDone = Number(count) >= current.required;
    const last = current.position === steps[steps.length - 1].position;
    const details = { account_id: b.accountId, total: formatAmount(b.total, b.currency), currency: b.currency, step: current.position, steps: steps.length, approvals: Number(count), required: current.required, ...(via ? { via: 'mail' } : {}) };
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: itemId, action: 'bill_approval_recorded', actorUserId: by.userId, details });
    if (!stepDone) return true;
    await tx.update(billApprovalStep).set({ completedAt: new Date() }).where(eq(billApprovalStep.id, current.id));
    if (!last) {
      await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: itemId, action: 'bill_approval_step_completed', actorUserId: by.userId, details });
      mails.push(...(await openStep(tx, deps.settings.publicUrl, by.orgId, itemId)));
      return true;
    }
    const [moved] = await tx
      .update(bill)
      .set({ state: 'approved', approvedAt: new Date(), rejectReason: null })
      .where(and(eq(bill.itemId, itemId), eq(bill.state, 'in_approval')))
      .returning({ itemId: bill.itemId });
    if (!moved) throw detailError(409, BillMessage.NOT_APPROVABLE);
    await tx.update(item).set({ status: 'approved', updatedAt: new Date() }).where(eq(item.id, itemId));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: itemId, action: 'bill_approved', actorUserId: by.userId, details });
    return true;
  });
  await sendAll(deps, mails);
  return handled;
}

/** The bill's approval steps as answered (none when no rule applied), in three statements. */
export async function approvalSteps(db: Db, orgId: number, itemId: number): Promise<BillApprovalStepRow[]> {
  const [steps, decisions] = await Promise.all([
    db.select().from(billApprovalStep).where(and(eq(billApprovalStep.itemId, itemId), eq(billApprovalStep.organizationId, orgId))).orderBy(asc(billApprovalStep.position)),
    db
      .select({ stepId: billApprovalDecision.stepId, userId: billApprovalDecision.userId, at: billApprovalDecision.createdAt })
      .from(billApprovalDecision)
      .where(and(eq(billApprovalDecision.itemId, itemId), eq(billApprovalDecision.organizationId, orgId)))
      .orderBy(asc(billApprovalDecision.id)),
  ]);
  if (!steps.length) return [];
  const ids = [...new Set([...steps.flatMap((s) => s.approverIds), ...decisions.map((d) => d.userId)])];
  const people = ids.length ? await db.select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email }).from(user).where(and(eq(user.organizationId, orgId), inArray(user.id, ids))) : [];
  const name = new Map(people.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
  const current = steps.find((s) => s.completedAt === null);
  return steps.map((s) => ({
    position: s.position,
    required: s.required,
    approvers: s.approverIds.map((id) => ({ id, name: name.get(id) ?? '' })),
    approved_by: decisions.filter((d) => d.stepId === s.id).map((d) => ({ id: d.userId, name: name.get(d.userId) ?? '', at: d.at.toISOString() })),
    completed_at: s.completedAt?.toISOString() ?? null,
    current: s === current,
  }));
}
