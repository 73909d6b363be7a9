/**
 * What staff do to a pipeline loan, knowing no HTTP: move it to another stage, decide it, book it
 * once approved, reopen it once declined. Each locks the loan's row first and checks its status
 * there, in the same transaction, adds 1 to its version and writes the loan's history.
 *
 * Decisions: of two at once the second waits for the first's lock and then sees it (the loan
 * decided, or the same person twice); the unique slot (loan, round, ordinal) and person (loan,
 * round, decider) indexes hold the same rule should anything pass the lock, and their violation
 * is the same 409.
 */
import { initialStatus } from '../../../shared/requirements/write.ts';
import { and, asc, eq, max } from 'drizzle-orm';
import { Big } from '@si/contract/money';
import { AuditEntityKind, CONDITIONS_SECTION, ItemKind, PipelineMessage, WorkspaceKind, type DecisionWrite, type LoanCard, type LoanDecisions, type LoanMove } from '@si/contract';
import { LendingMessage, PIPELINE_STATUSES, type DecisionOutcome, type LoanStatus } from '@si/contract/lending';
import { inTransaction, type Db } from '../../../db/client.ts';
import { account, item, pipelineStage, requirement } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import { recordHistory } from '../loans/history.ts';
import { LENDING_KIND } from '../module.ts';
import { loan, loanDecision } from '../schema.ts';
import { assertVersion, cardOf, decisionsOf, lockLoan, pipelineSettings, type LoanRecord, type PipelineStaff } from './rows.ts';

const inPipeline = (status: string) => (PIPELINE_STATUSES as readonly string[]).includes(status);

/** Changes the loan's row: `values`, a version more, now as its last change. */
const change = (tx: Db, l: LoanRecord, values: Partial<typeof loan.$inferInsert>) =>
  tx
    .update(loan)
    .set({ ...values, version: l.version + 1, updatedAt: new Date() })
    .where(eq(loan.accountId, l.accountId));

/** Decisions the loan's round needs: two above the organization's amount, else one. */
export async function decisionsNeededFor(tx: Db, orgId: number, amount: string): Promise<number> {
  const settings = await pipelineSettings(tx, orgId);
  return new Big(amount).gt(settings.dualDecisionAmount) ? 2 : 1;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/**
 * Moves the loan to `stage_id`, a stage of its pipeline (400 on `stage_id` otherwise), when the
 * loan is still at `version` (409 otherwise). Leaving the pipeline's first stage puts a requested
 * loan in review. A move to the stage it is on changes nothing.
 */
export async function moveLoan(db: Db, by: PipelineStaff, id: number, input: LoanMove): Promise<LoanCard> {
  return inTransaction(db, async (tx) => {
    const l = await lockLoan(tx, by.orgId, id);
    assertVersion(l, input.version);
    if (!inPipeline(l.status)) throw detailError(409, LendingMessage.notInPipeline);
    const stages = await tx
      .select({ id: pipelineStage.id, pipelineId: pipelineStage.pipelineId })
      .from(pipelineStage)
      .where(and(eq(pipelineStage.organizationId, by.orgId), l.pipelineId !== null ? eq(pipelineStage.pipelineId, l.pipelineId) : eq(pipelineStage.id, input.stage_id)))
      .orderBy(asc(pipelineStage.position), asc(pipelineStage.id));
    const target = stages.find((s) => s.id === input.stage_id);
    if (!target) throw badRequest({ stage_id: [PipelineMessage.stageOtherPipeline] });
    if (target.id !== l.stageId) {
      const first = l.pipelineId !== null ? stages[0]!.id : target.id;
      const status: LoanStatus = l.status === 'requested' && target.id !== first ? 'in_review' : (l.status as LoanStatus);
      await change(tx, l, { stageId: target.id, pipelineId: target.pipelineId, stageEnteredAt: new Date(), status });
      await recordHistory(tx, {
        orgId: by.orgId,
        accountId: id,
        section: 'loanDetails',
        action: 'stage_changed',
        before: { stage_id: l.stageId, status: l.status },
        after: { stage_id: target.id, status },
        userId: by.userId,
      });
    }
    return cardOf(tx, by.orgId, id);
  });
}

/** Each condition of the round's approvals becomes a requirement of the loan; the decisions keep their item ids. */
async function conditionsToRequirements(tx: Db, by: PipelineStaff, loanId: number, decisions: (typeof loanDecision.$inferSelect)[]): Promise<void> {
  const withConditions = decisions.filter((d) => d.outcome === 'approved_with_conditions' && d.conditions.length);
  if (!withConditions.length) return;
  const status = await initialStatus(tx, by.orgId, LENDING_KIND);
  const [last] = await tx.select({ p: max(item.position) }).from(item).where(eq(item.accountId, loanId));
  let position = (last?.p ?? -1) + 1;
  for (const d of withConditions) {
    const kept: { text: string; item_id: number | null }[] = [];
    for (const c of d.conditions) {
      const [row] = await tx
        .insert(item)
        .values({ organizationId: by.orgId, accountId: loanId, kind: ItemKind.REQUEST_ITEM, status, title: c.text, section: CONDITIONS_SECTION, position: position++, createdByUserId: by.userId })
        .returning({ id: item.id });
      await tx.insert(requirement).values({ itemId: row!.id });
      kept.push({ text: c.text, item_id: row!.id });
    }
    await tx.update(loanDecision).set({ conditions: kept }).where(eq(loanDecision.id, d.id));
  }
}

/**
 * Records the caller's decision on a pipeline loan (403 unless LRA or OA: the route checks). The
 * round's number of decisions is fixed at its first. When the round has all it needs, any
 * decline declines the loan; else it is approved and its conditions become requirements.
 */
export async function decideLoan(db: Db, by: PipelineStaff, id: number, input: DecisionWrite): Promise<LoanDecisions> {
  try {
    return await inTransaction(db, async (tx) => {
      const l = await lockLoan(tx, by.orgId, id);
      if (l.status === 'approved' || l.status === 'declined') throw detailError(409, LendingMessage.decided);
      if (!inPipeline(l.status)) throw detailError(409, LendingMessage.notInPipeline);
      const round = l.decisionRound;
      const given = await tx
        .select()
        .from(loanDecision)
        .where(and(eq(loanDecision.accountId, id), eq(loanDecision.round, round)))
        .orderBy(asc(loanDecision.ordinal));
      const needed = given.length ? l.decisionsNeeded : await decisionsNeededFor(tx, by.orgId, l.amount);
      if (given.some((d) => d.decidedByUserId === by.userId)) throw detailError(409, LendingMessage.sameDecider);
      if (given.length >= needed) throw detailError(409, LendingMessage.decided);
      const [made] = await tx
        .insert(loanDecision)
        .values({
          organizationId: by.orgId,
          accountId: id,
          round,
          ordinal: given.length + 1,
          outcome: input.outcome,
          reason: input.reason,
          conditions: input.conditions.map((text) => ({ text, item_id: null })),
          decidedByUserId: by.userId,
        })
        .returning();
      await recordHistory(tx, {
        orgId: by.orgId,
        accountId: id,
        section: 'decision',
        action: 'decided',
        before: null,
        after: { round, ordinal: made!.ordinal, outcome: input.outcome, reason: input.reason, conditions: input.conditions },
        userId: by.userId,
      });
      const all = [...given, made!];
      let status = l.status as LoanStatus;
      if (all.length === needed) {
        status = all.some((d) => (d.outcome as DecisionOutcome) === 'declined') ? 'declined' : 'approved';
        if (status === 'approved') await conditionsToRequirements(tx, by, id, all);
      } else if (status === 'requested') status = 'in_review';
      await change(tx, l, { status, decisionsNeeded: needed });
      if (status !== l.status) {
        await recordHistory(tx, { orgId: by.orgId, accountId: id, section: 'decision', action: status, before: { status: l.status }, after: { status }, userId: by.userId });
      }
      await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: id, action: 'loan_decided', actorUserId: by.userId, details: { round, outcome: input.outcome, status } });
      return decisionsOf(tx, by.orgId, id);
    });
  } catch (err) {
    // A decision that slipped past the lock (the same slot or the same person in the round).
    if (isUniqueViolation(err)) throw detailError(409, LendingMessage.decided);
    throw err;
  }
}

/**
 * Books an approved loan (409 otherwise): active from now on, its account in monitoring, or in
 * the loan draw workspace when it is a construction loan disbursed in draws.
 */
export async function bookLoan(db: Db, by: PipelineStaff, id: number, input: { draws: boolean }): Promise<LoanDecisions> {
  return inTransaction(db, async (tx) => {
    const l = await lockLoan(tx, by.orgId, id);
    if (l.status !== 'approved') throw detailError(409, PipelineMessage.notApproved);
    const workspaceKind = input.draws ? WorkspaceKind.LOAN_DRAW : WorkspaceKind.MONITORING;
    await change(tx, l, { status: 'active' });
    await tx.update(account).set({ workspaceKind }).where(eq(account.id, id));
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: id,
      section: 'loanDetails',
      action: 'booked',
      before: { status: l.status, workspace_kind: l.workspaceKind },
      after: { status: 'active', workspace_kind: workspaceKind },
      userId: by.userId,
    });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: id, action: 'loan_booked', actorUserId: by.userId, details: { workspace_kind: workspaceKind } });
    return decisionsOf(tx, by.orgId, id);
  });
}

/** Reopens a declined loan (409 otherwise): in review again, with a new round of decisions. */
export async function reopenLoan(db: Db, by: PipelineStaff, id: number): Promise<LoanDecisions> {
  return inTransaction(db, async (tx) => {
    const l = await lockLoan(tx, by.orgId, id);
    if (l.status !== 'declined') throw detailError(409, PipelineMessage.notDeclined);
    const round = l.decisionRound + 1;
    const needed = await decisionsNeededFor(tx, by.orgId, l.amount);
    await change(tx, l, { status: 'in_review', decisionRound: round, decisionsNeeded: needed });
    await recordHistory(tx, {
      orgId: by.orgId,
      accountId: id,
      section: 'decision',
      action: 'reopened',
      before: { status: l.status, round: l.decisionRound },
      after: { status: 'in_review', round },
      userId: by.userId,
    });
    return decisionsOf(tx, by.orgId, id);
  });
}
