/**
 * Pipeline loans as the board and the decision panel read them. A card is one row with every name
 * it shows (the borrower's account, the product) and its decisions given in the open round (a
 * correlated count), so a page of cards is one statement however many it holds.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { LendingMessage, type DecisionOutcome, type LoanStatus } from '@si/contract/lending';
import type { LoanCard, LoanDecisions } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, product, user } from '../../../db/schema.ts';
import { detailError, notFound } from '../../../platform/http/errors.ts';
import { readLendingSettings } from '../loans/settings.ts';
import { LENDING_KIND } from '../module.ts';
import { loan, loanDecision } from '../schema.ts';

/** The staff member acting. */
export interface PipelineStaff {
  orgId: number;
  userId: number;
}

export type LoanRecord = typeof loan.$inferSelect;

/** The lending settings the pipeline reads: the amount above which two decisions are needed, and the board's pipeline. */
export const pipelineSettings = readLendingSettings;

/** Loan `id` (its lending account) of the organization, locked for the rest of the transaction; 404 when it is not theirs. */
export async function lockLoan(tx: Db, orgId: number, id: number): Promise<LoanRecord & { workspaceKind: number | null }> {
  const [row] = await tx
    .select({ loan, workspaceKind: account.workspaceKind })
    .from(loan)
    .innerJoin(account, eq(account.id, loan.accountId))
    .where(and(eq(loan.accountId, id), eq(loan.organizationId, orgId), eq(account.organizationId, orgId), eq(account.moduleKind, LENDING_KIND)))
    .for('update', { of: loan });
  if (!row) throw notFound();
  return { ...row.loan, workspaceKind: row.workspaceKind };
}

/** 404 unless loan `id` is the organization's: checked before a body is read. */
export async function assertLoan(db: Db, orgId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: loan.accountId })
    .from(loan)
    .where(and(eq(loan.accountId, id), eq(loan.organizationId, orgId)))
    .limit(1);
  if (!row) throw notFound();
}

/** 409 with the lending message when the version sent is not the loan's. */
export function assertVersion(l: LoanRecord, version: number): void {
  if (l.version !== version) throw detailError(409, LendingMessage.staleLoan);
}

/** Decisions given in the loan's open round. */
const givenSql = sql<number>`(select count(*) from ${loanDecision} where ${loanDecision.accountId} = ${loan.accountId} and ${loanDecision.round} = ${loan.decisionRound})::int`;

/** Whole days since the loan entered its stage. */
const daysSql = sql<number>`greatest(0, floor(extract(epoch from (now() - ${loan.stageEnteredAt})) / 86400))::int`;

/** A select of cards; the caller adds where, order and paging. */
export const selectCards = (db: Db) =>
  db
    .select({
      id: loan.accountId,
      reference: loan.reference,
      borrower: account.name,
      amount: loan.amount,
      currency: loan.currency,
      productId: loan.productId,
      productName: product.name,
      stageId: loan.stageId,
      days: daysSql,
      status: loan.status,
      given: givenSql,
      needed: loan.decisionsNeeded,
      version: loan.version,
    })
    .from(loan)
    .innerJoin(account, eq(account.id, loan.accountId))
    .leftJoin(product, eq(product.id, loan.productId));

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['where']>>[number];

/** The board's order: longest in the stage first, then by id. */
export const cardOrder = [asc(loan.stageEnteredAt), asc(loan.accountId)];

export const toCard = (r: CardRow): LoanCard => ({
  id: r.id,
  reference: r.reference,
  borrower: r.borrower,
  amount: r.amount,
  currency: r.currency,
  product: r.productId !== null && r.productName !== null ? { id: r.productId, name: r.productName } : null,
  stage_id: r.stageId,
  days_in_stage: Number(r.days),
  status: r.status as LoanStatus,
  decisions_given: Number(r.given),
  decisions_needed: r.needed,
  version: r.version,
});

/** One card of the organization. */
export async function cardOf(db: Db, orgId: number, id: number): Promise<LoanCard> {
  const [row] = await selectCards(db).where(and(eq(loan.accountId, id), eq(loan.organizationId, orgId)));
  if (!row) throw notFound();
  return toCard(row);
}

/** A user's name as answers show it: first and last name, else the e-mail. */
const deciderName = sql<string>`coalesce(nullif(trim(${user.firstName} || ' ' || ${user.lastName}), ''), ${user.email})`;

/** The loan's decision panel: its open round, the decisions needed and given, every decision newest first. */
export async function decisionsOf(db: Db, orgId: number, id: number): Promise<LoanDecisions> {
  const [l] = await db
    .select({ loan, workspaceKind: account.workspaceKind })
    .from(loan)
    .innerJoin(account, eq(account.id, loan.accountId))
    .where(and(eq(loan.accountId, id), eq(loan.organizationId, orgId)));
  if (!l) throw notFound();
  const rows = await db
    .select({ d: loanDecision, name: deciderName })
    .from(loanDecision)
    .innerJoin(user, eq(user.id, loanDecision.decidedByUserId))
    .where(and(eq(loanDecision.accountId, id), eq(loanDecision.organizationId, orgId)))
    .orderBy(desc(loanDecision.round), desc(loanDecision.ordinal));
  return {
    loan_id: id,
    reference: l.loan.reference,
    status: l.loan.status as LoanStatus,
    workspace_kind: l.workspaceKind,
    amount: l.loan.amount,
    currency: l.loan.currency,
    round: l.loan.decisionRound,
    needed: l.loan.decisionsNeeded,
    given: rows.filter((r) => r.d.round === l.loan.decisionRound).length,
    version: l.loan.version,
    decisions: rows.map(({ d, name }) => ({
      id: d.id,
      round: d.round,
      ordinal: d.ordinal,
      outcome: d.outcome as DecisionOutcome,
      reason: d.reason,
      conditions: d.conditions,
      decided_by: { id: d.decidedByUserId, name },
      decided_at: d.createdAt.toISOString(),
    })),
  };
}
