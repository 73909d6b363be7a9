/**
 * Claims as staff read them. A page of the list is a fixed number of statements whatever its
 * length: the settings, what the caller may decide, the count, and the rows with every name they
 * show (the claimant, the approver, the reimbursement bill's state, the number of lines). One
 * claim's answer adds its lines with their categories, splits and receipts, the policy findings
 * and its approvers.
 *
 * A claim's answered state is its stored state, except an approved claim whose reimbursement bill
 * is paid: `reimbursed`, read from the bill, never copied.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExpenseClaimDetail, ExpenseClaimRow, ExpenseClaimState, ExpenseLineRow, ExpenseReceiptRef, ExpenseReimbursementRef } from '@si/contract';
import { EXPENSE_EDITABLE_STATES } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import { Big } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import { account, item, user } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { bill } from '../payables/schema.ts';
import { approverRule, claimApprovers, ruleCovers, userName, userNameSql, type ApproverRule } from './approvers.ts';
import { dayTotals, findings } from './policy.ts';
import { expenseCategory, expenseClaim, expenseLine, expenseSplit } from './schema.ts';
import { readExpenseSettings, type ExpenseSettings } from './settings.ts';

export type ClaimRecord = typeof expenseClaim.$inferSelect;
export type LineRecord = typeof expenseLine.$inferSelect;

export const claimant = alias(user, 'expense_claimant');
const decider = alias(user, 'expense_decider');

/** The answered state: `reimbursed` once the reimbursement bill is paid. */
export const answeredState = (stored: string, billState: string | null): ExpenseClaimState => (stored === 'approved' && billState === 'paid' ? 'reimbursed' : (stored as ExpenseClaimState));

/** The answered state in SQL (for the list's filter and ordering). */
export const answeredStateSql: SQL<string> = sql<string>`case when ${expenseClaim.state} = 'approved' and ${bill.state} = 'paid' then 'reimbursed' else ${expenseClaim.state} end`;

const lineCount = sql<number>`(select count(*)::int from ${expenseLine} where ${expenseLine.claimId} = ${expenseClaim.id})`;

/** The columns of a claim's row: the claim and the names joined in the same statement. */
const claimColumns = {
  claim: expenseClaim,
  claimantName: userNameSql(claimant),
  claimantHomeOffice: claimant.homeOfficeId,
  deciderName: userNameSql(decider),
  billState: bill.state,
  lineCount,
};

/** A select of claims with their row's joins; the caller adds where, order and paging. */
export function selectClaims(db: Db) {
  return db
    .select(claimColumns)
    .from(expenseClaim)
    .innerJoin(claimant, eq(claimant.id, expenseClaim.claimantUserId))
    .leftJoin(decider, eq(decider.id, expenseClaim.decidedBy))
    .leftJoin(bill, eq(bill.itemId, expenseClaim.reimbursementItemId));
}

/** The count of claims matching `where` (with the same joins as the rows). */
export async function countClaims(db: Db, where: SQL | undefined): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(expenseClaim)
    .innerJoin(claimant, eq(claimant.id, expenseClaim.claimantUserId))
    .leftJoin(bill, eq(bill.itemId, expenseClaim.reimbursementItemId))
    .where(where);
  return Number(n?.n ?? 0);
}

export interface LoadedClaim {
  claim: ClaimRecord;
  claimantName: string;
  claimantHomeOffice: number | null;
  deciderName: string | null;
  billState: string | null;
  lineCount: number;
}

/** The caller's view: who they are and what they may decide. */
export interface Viewer {
  userId: number;
  rule: ApproverRule;
}

export async function viewerOf(db: Db, orgId: number, userId: number, settings: ExpenseSettings): Promise<Viewer> {
  return { userId, rule: await approverRule(db, orgId, userId, settings) };
}

const at = (d: Date | null) => d?.toISOString() ?? null;

export function toClaimRow(r: LoadedClaim, viewer: Viewer): ExpenseClaimRow {
  const c = r.claim;
  return {
    id: c.id,
    number: c.number,
    title: c.title,
    claimant: { id: c.claimantUserId, name: r.claimantName },
    currency: c.currency,
    total: formatAmount(c.total, c.currency),
    state: answeredState(c.state, r.billState),
    line_count: Number(r.lineCount),
    submitted_at: at(c.submittedAt),
    decided_by: c.decidedBy !== null && r.deciderName !== null ? { id: c.decidedBy, name: r.deciderName } : null,
    decided_at: at(c.decidedAt),
    reject_reason: c.state === 'rejected' ? c.rejectReason : null,
    can_decide: c.state === 'submitted' && c.claimantUserId !== viewer.userId && ruleCovers(viewer.rule, r.claimantHomeOffice),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** Claim `id` of the organization with its row's joins; 404 when it is not theirs. */
export async function findClaim(db: Db, orgId: number, id: number): Promise<LoadedClaim> {
  const [row] = await selectClaims(db).where(and(eq(expenseClaim.id, id), eq(expenseClaim.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

const receiptOf = (l: LineRecord): ExpenseReceiptRef | null =>
  l.receiptKey && l.receiptUploadedAt
    ? {
        name: l.receiptName ?? 'receipt',
        content_type: l.receiptType as ExpenseReceiptRef['content_type'],
        bytes: l.receiptBytes ?? 0,
        width: l.receiptWidth,
        height: l.receiptHeight,
        uploaded_at: l.receiptUploadedAt.toISOString(),
      }
    : null;

/** numeric text as written by a person: "1.08500000" -> "1.085". */
const plain = (v: string) => new Big(v).toString();

/** The claim's lines in order, each with its category, splits, receipt and findings. */
export async function claimLines(db: Db, orgId: number, c: ClaimRecord, settings: ExpenseSettings): Promise<ExpenseLineRow[]> {
  const lines = await db
    .select({ line: expenseLine, category: expenseCategory })
    .from(expenseLine)
    .innerJoin(expenseCategory, eq(expenseCategory.id, expenseLine.categoryId))
    .where(and(eq(expenseLine.claimId, c.id), eq(expenseLine.organizationId, orgId)))
    .orderBy(asc(expenseLine.position), asc(expenseLine.id));
  if (!lines.length) return [];
  const ids = lines.map((l) => l.line.id);
  const policyLines = lines.map(({ line: l }) => ({ id: l.id, categoryId: l.categoryId, spentOn: l.spentOn, convertedAmount: l.convertedAmount, hasReceipt: l.receiptKey !== null, justification: l.justification }));
  const [splits, totals] = await Promise.all([
    db
      .select({ split: expenseSplit, accountName: account.name })
      .from(expenseSplit)
      .innerJoin(account, eq(account.id, expenseSplit.accountId))
      .where(and(inArray(expenseSplit.lineId, ids), eq(expenseSplit.organizationId, orgId)))
      .orderBy(asc(expenseSplit.id)),
    dayTotals(db, orgId, c, policyLines, settings.currency),
  ]);
  const categories = new Map(lines.map((l) => [l.category.id, l.category]));
  const found = findings(policyLines, categories, totals, c.currency, settings.currency);
  return lines.map(({ line: l, category }) => ({
    id: l.id,
    position: l.position,
    spent_on: l.spentOn,
    merchant: l.merchant,
    category: { id: category.id, name: category.name, account_code: category.accountCode },
    amount: formatAmount(l.amount, l.currency),
    currency: l.currency,
    rate: plain(l.rate),
    converted_amount: formatAmount(l.convertedAmount, c.currency),
    note: l.note,
    justification: l.justification,
    receipt: receiptOf(l),
    splits: splits
      .filter((s) => s.split.lineId === l.id)
      .map(({ split: s, accountName }) => ({
        id: s.id,
        account: { id: s.accountId, name: accountName },
        amount: formatAmount(s.amount, c.currency),
        rebilled: s.rebilledItemId !== null && s.rebilledLine !== null && s.rebilledAt ? { invoice_id: s.rebilledItemId, line: s.rebilledLine, at: s.rebilledAt.toISOString() } : null,
      })),
    findings: found.get(l.id) ?? [],
  }));
}

/** The reimbursement bill of an approved claim, as the claim shows it. */
async function reimbursementOf(db: Db, orgId: number, itemId: number | null): Promise<ExpenseReimbursementRef | null> {
  if (itemId === null) return null;
  const [r] = await db
    .select({ bill, dueDate: item.dueDate, accountName: account.name })
    .from(bill)
    .innerJoin(item, eq(item.id, bill.itemId))
    .innerJoin(account, eq(account.id, bill.accountId))
    .where(and(eq(bill.itemId, itemId), eq(bill.organizationId, orgId)));
  if (!r) return null;
  return {
    bill_id: r.bill.itemId,
    state: r.bill.state,
    total: formatAmount(r.bill.total, r.bill.currency),
    balance: formatAmount(r.bill.balance, r.bill.currency),
    due_date: r.dueDate,
    paid_on: r.bill.paidOn,
    payee_account: { id: r.bill.accountId, name: r.accountName },
  };
}

/** Claim `id` as staff read it; 404 when it is not the organization's. */
export async function claimAnswer(db: Db, orgId: number, userId: number, id: number): Promise<ExpenseClaimDetail> {
  const r = await findClaim(db, orgId, id);
  const settings = await readExpenseSettings(db, orgId);
  const [viewer, lines, approvers, reimbursement] = await Promise.all([
    viewerOf(db, orgId, userId, settings),
    claimLines(db, orgId, r.claim, settings),
    claimApprovers(db, orgId, settings, { id: r.claim.claimantUserId, homeOfficeId: r.claimantHomeOffice }),
    reimbursementOf(db, orgId, r.claim.reimbursementItemId),
  ]);
  const row = toClaimRow(r, viewer);
  return {
    ...row,
    note: r.claim.note,
    lines,
    approvers,
    can_edit: r.claim.claimantUserId === userId && (EXPENSE_EDITABLE_STATES as readonly string[]).includes(r.claim.state),
    reimbursement,
    rebill_pending: lines.reduce((n, l) => n + l.splits.filter((s) => s.rebilled === null).length, 0),
    policy_currency: settings.currency,
  };
}

export { userName };
