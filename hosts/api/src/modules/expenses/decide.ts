/**
 * A claim's way through approval: the claimant sends it (`submitClaim`, refused while a line needs
 * a receipt or a justification), one of its approvers approves (`approveClaim`) or rejects it with a
 * reason (`rejectClaim`); a rejected claim is changed and sent again.
 *
 * It is the bills' approval engine (modules/payables): approvers are people resolved from a team
 * (`activeTeamMembers`, as a bill's steps resolve theirs) or, here, from an office role in the
 * claimant's home office; the one who made it never decides it (403, and held in the UPDATE's
 * WHERE too); each decision is one conditional UPDATE with the state in its WHERE inside a
 * transaction, so of two approvals at once one is recorded and the other answers 409; each step is
 * audited. Approval, in the same transaction, makes the reimbursement: a payables bill, approved,
 * on the claimant's payee account (found or made), which the payment runs then pay like any
 * vendor's bill.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { AuditEntityKind, ExpenseMessage, ItemKind, type ExpenseFindingCode } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import { inTransaction, type Db } from '../../db/client.ts';
import { account, item, user } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, detailError, newFieldErrors, notFound } from '../../platform/http/errors.ts';
import { dayOffset, today } from '../../shared/dates/days.ts';
import { bill, type StoredBillLine } from '../payables/schema.ts';
import { approverRule, ruleCovers, userName } from './approvers.ts';
import { auditClaim, lockClaim, type ActingStaff } from './actions.ts';
import { EXPENSES_KIND } from './module.ts';
import { claimLines, findClaim } from './rows.ts';
import { expenseCategory, expenseClaim, expenseLine, expensePayee } from './schema.ts';
import { readExpenseSettings } from './settings.ts';

/** What a blocking finding asks of its line, and under which field the 400 names it. */
const NEEDS: Partial<Record<ExpenseFindingCode, { field: 'receipt' | 'justification'; message: string }>> = {
  receipt_missing: { field: 'receipt', message: ExpenseMessage.RECEIPT_REQUIRED },
  over_claim_limit: { field: 'justification', message: ExpenseMessage.JUSTIFICATION_REQUIRED },
  over_day_limit: { field: 'justification', message: ExpenseMessage.JUSTIFICATION_REQUIRED },
};

/**
 * Sends a draft or rejected claim to its approvers: the claimant only (403), 409 in another state,
 * 400 on `lines` when it has none and on `lines.<id>.receipt` / `lines.<id>.justification` for each
 * line the policy stops (the message names the line by its position and merchant).
 */
export async function submitClaim(db: Db, by: ActingStaff, id: number): Promise<void> {
  const settings = await readExpenseSettings(db, by.orgId);
  await inTransaction(db, async (tx) => {
    const c = await lockClaim(tx, by.orgId, id);
    if (c.claimantUserId !== by.userId) throw detailError(403, ExpenseMessage.NOT_CLAIMANT);
    if (c.state !== 'draft' && c.state !== 'rejected') throw detailError(409, ExpenseMessage.NOT_SUBMITTABLE);
    const lines = await claimLines(tx, by.orgId, c, settings);
    if (!lines.length) throw badRequest({ lines: [ExpenseMessage.NO_LINES] });
    const errors = newFieldErrors();
    for (const l of lines) {
      for (const f of l.findings) {
        const need = f.blocking ? NEEDS[f.code] : undefined;
        if (!need) continue;
        const key = `lines.${l.id}.${need.field}`;
        const text = `Expense ${l.position} (${l.merchant}, ${l.spent_on}): ${need.message}`;
        if (!errors[key]?.includes(text)) (errors[key] ??= []).push(text);
      }
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    const [moved] = await tx
      .update(expenseClaim)
      .set({ state: 'submitted', submittedAt: new Date(), rejectReason: null, decidedBy: null, decidedAt: null, updatedAt: new Date() })
      .where(and(eq(expenseClaim.id, id), eq(expenseClaim.state, c.state)))
      .returning({ id: expenseClaim.id });
    if (!moved) throw detailError(409, ExpenseMessage.NOT_SUBMITTABLE);
    await auditClaim(tx, by, c, 'expense_claim_submitted', { total: formatAmount(c.total, c.currency), currency: c.currency, lines: lines.length, justified: lines.filter((l) => l.findings.length).map((l) => l.id) });
  });
}

/**
 * The checks before a decision, on the claim as it is now: 404 another organization's, 403 the
 * claimant's own (OWN_CLAIM), 403 someone who is not its approver (NOT_APPROVER).
 */
async function assertDecider(db: Db, by: ActingStaff, id: number): Promise<void> {
  const r = await findClaim(db, by.orgId, id);
  if (r.claim.claimantUserId === by.userId) throw detailError(403, ExpenseMessage.OWN_CLAIM);
  const rule = await approverRule(db, by.orgId, by.userId, await readExpenseSettings(db, by.orgId));
  if (!ruleCovers(rule, r.claimantHomeOffice)) throw detailError(403, ExpenseMessage.NOT_APPROVER);
}

/** The claim moves from submitted to `to` only if it is still submitted and not the caller's own: one statement. */
async function decide(tx: Db, by: ActingStaff, id: number, set: Partial<typeof expenseClaim.$inferInsert>) {
  const [moved] = await tx
    .update(expenseClaim)
    .set({ ...set, decidedBy: by.userId, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(expenseClaim.id, id), eq(expenseClaim.organizationId, by.orgId), eq(expenseClaim.state, 'submitted'), ne(expenseClaim.claimantUserId, by.userId)))
    .returning();
  if (!moved) throw detailError(409, ExpenseMessage.NOT_DECIDABLE);
  return moved;
}

/**
 * The vendor-kind account that stands for the claimant as a payee: found, or made (named after
 * them, no contact, so no portal link). Two approvals for one claimant at once make one (the
 * unique index decides; the other reads the winner's).
 */
export async function payeeAccount(tx: Db, orgId: number, userId: number, by: number | null): Promise<{ id: number; name: string }> {
  const existing = async () => {
    const [row] = await tx
      .select({ id: account.id, name: account.name })
      .from(expensePayee)
      .innerJoin(account, eq(account.id, expensePayee.accountId))
      .where(and(eq(expensePayee.organizationId, orgId), eq(expensePayee.userId, userId)));
    return row;
  };
  const found = await existing();
  if (found) return found;
  const [u] = await tx.select({ firstName: user.firstName, lastName: user.lastName, email: user.email, officeId: user.homeOfficeId }).from(user).where(and(eq(user.id, userId), eq(user.organizationId, orgId)));
  if (!u) throw notFound();
  const name = userName(u).slice(0, 200);
  const [acc] = await tx.insert(account).values({ organizationId: orgId, moduleKind: EXPENSES_KIND, name, officeId: u.officeId, createdByUserId: by }).returning({ id: account.id });
  const [linked] = await tx.insert(expensePayee).values({ organizationId: orgId, userId, accountId: acc!.id }).onConflictDoNothing().returning({ id: expensePayee.id });
  if (linked) {
    await audit(tx, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc!.id, action: 'expense_payee_created', actorUserId: by, details: { user_id: userId, name } });
    return { id: acc!.id, name };
  }
  await tx.delete(account).where(eq(account.id, acc!.id));
  return (await existing())!;
}

/**
 * The claim's reimbursement as a payables bill (inside the approval's transaction): approved, on
 * the claimant's payee account, numbered as the claim, one line per expense booked to its
 * category's account code, due the settings' days after today. Answers the bill's item id.
 */
async function reimbursementBill(tx: Db, by: ActingStaff, c: typeof expenseClaim.$inferSelect, reimbursementDays: number): Promise<number> {
  const payee = await payeeAccount(tx, by.orgId, c.claimantUserId, by.userId);
  const lines = await tx
    .select({ merchant: expenseLine.merchant, spentOn: expenseLine.spentOn, converted: expenseLine.convertedAmount, accountCode: expenseCategory.accountCode, category: expenseCategory.name })
    .from(expenseLine)
    .innerJoin(expenseCategory, eq(expenseCategory.id, expenseLine.categoryId))
    .where(eq(expenseLine.claimId, c.id))
    .orderBy(asc(expenseLine.position), asc(expenseLine.id));
  const billLines: StoredBillLine[] = lines.map((l) => {
    const amount = formatAmount(l.converted, c.currency);
    return { description: `${l.category}: ${l.merchant}, ${l.spentOn}`.slice(0, 1000), quantity: '1', unit_price: amount, tax_rate: '0', discount: '0', amount, tax: formatAmount(0, c.currency), account_code: l.accountCode };
  });
  const total = formatAmount(c.total, c.currency);
  const dueDate = dayOffset(reimbursementDays);
  const [row] = await tx
    .insert(item)
    .values({ organizationId: by.orgId, accountId: payee.id, kind: ItemKind.INVOICE, status: 'approved', title: `Expense claim ${c.number}: ${c.title}`.slice(0, 300), dueDate, createdByUserId: by.userId })
    .returning({ id: item.id });
  const itemId = row!.id;
  await tx.insert(bill).values({
    itemId,
    organizationId: by.orgId,
    accountId: payee.id,
    number: c.number,
    billDate: today(),
    currency: c.currency,
    lines: billLines,
    subtotal: total,
    tax: formatAmount(0, c.currency),
    total,
    balance: total,
    state: 'approved',
    source: 'expense',
    enteredBy: c.claimantUserId,
    memo: `Reimbursement of expense claim ${c.number} (${c.title}) to ${payee.name}.`,
    approvedAt: new Date(),
  });
  await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: itemId, action: 'bill_created', actorUserId: by.userId, details: { account_id: payee.id, number: c.number, currency: c.currency, total, source: 'expense', claim_id: c.id } });
  return itemId;
}

/**
 * Approves a submitted claim and makes its reimbursement bill in the same transaction. 403 for the
 * claimant and for anyone who is not its approver; 409 when it is no longer submitted.
 */
export async function approveClaim(db: Db, by: ActingStaff, id: number): Promise<void> {
  await assertDecider(db, by, id);
  const settings = await readExpenseSettings(db, by.orgId);
  await inTransaction(db, async (tx) => {
    const c = await decide(tx, by, id, { state: 'approved', rejectReason: null });
    const billId = await reimbursementBill(tx, by, c, settings.reimbursementDays);
    await tx.update(expenseClaim).set({ reimbursementItemId: billId }).where(eq(expenseClaim.id, id));
    await auditClaim(tx, by, c, 'expense_claim_approved', { total: formatAmount(c.total, c.currency), currency: c.currency, bill_id: billId });
  });
}

/** Rejects a submitted claim with the reason the claimant reads. 403 and 409 as approving. */
export async function rejectClaim(db: Db, by: ActingStaff, id: number, reason: string): Promise<void> {
  await assertDecider(db, by, id);
  await inTransaction(db, async (tx) => {
    const c = await decide(tx, by, id, { state: 'rejected', rejectReason: reason });
    await auditClaim(tx, by, c, 'expense_claim_rejected', { reason });
  });
}
