/**
 * The claimant's actions on a claim, knowing no HTTP: start a claim, change its title, note and
 * currency, delete a draft, add, change and remove its lines (each line's amount converted at the
 * rate the claimant enters, rounded with big.js to the claim currency's minor units; the claim's
 * total is the sum of its lines), with the splits of a line to customers.
 *
 * Every change locks the claim's row first and checks there, in the same transaction, that the
 * caller is its claimant (403) and that it is a draft or rejected (409), so a change never lands
 * on a claim that was sent meanwhile. Each change is audited.
 */
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import {
  AuditEntityKind,
  decimalsOf,
  EXPENSE_EDITABLE_STATES,
  EXPENSE_LIMITS,
  ExpenseMessage,
  expenseClaimNumber,
  FieldMessage,
  tooManyDecimals,
  type ExpenseClaimCreate,
  type ExpenseClaimUpdate,
  type ExpenseLinePatch,
  type ExpenseLineWrite,
  type ExpenseSplitWrite,
} from '@si/contract';
import { Big, formatAmount, minorUnits, roundMoney, sumMoney } from '@si/contract/money';
import { inTransaction, type Db } from '../../db/client.ts';
import { account } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, detailError, newFieldErrors, notFound, type FieldErrors } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { RECEIVABLES_KIND } from '../receivables/module.ts';
import { expenseCategory, expenseClaim, expenseLine, expenseSplit } from './schema.ts';
import { readExpenseSettings } from './settings.ts';

/** The staff member acting. */
export interface ActingStaff {
  orgId: number;
  userId: number;
}

export type ClaimRecord = typeof expenseClaim.$inferSelect;
type LineRecord = typeof expenseLine.$inferSelect;

const editable = (state: string) => (EXPENSE_EDITABLE_STATES as readonly string[]).includes(state);

/** A claim event in the audit trail: on the claimant, the claim named in the details. */
export const auditClaim = (tx: Db, by: ActingStaff, c: Pick<ClaimRecord, 'id' | 'number' | 'claimantUserId'>, action: string, details: Record<string, unknown> = {}) =>
  audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: c.claimantUserId, action, actorUserId: by.userId, details: { claim_id: c.id, number: c.number, ...details } });

/** Claim `id` of the organization, locked for the rest of the transaction; 404 when it is not theirs. */
export async function lockClaim(tx: Db, orgId: number, id: number): Promise<ClaimRecord> {
  const [row] = await tx
    .select()
    .from(expenseClaim)
    .where(and(eq(expenseClaim.id, id), eq(expenseClaim.organizationId, orgId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The claim locked, the caller its claimant (403) and the claim still editable (409). */
async function lockEditable(tx: Db, by: ActingStaff, id: number): Promise<ClaimRecord> {
  const c = await lockClaim(tx, by.orgId, id);
  if (c.claimantUserId !== by.userId) throw detailError(403, ExpenseMessage.NOT_CLAIMANT);
  if (!editable(c.state)) throw detailError(409, ExpenseMessage.NOT_EDITABLE);
  return c;
}


const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/**
 * A new draft claim of the caller, numbered after the organization's last (EXP-0001, EXP-0002 ...);
 * two claims made at once take the next numbers (the unique index decides, the loser retries).
 */
export async function createClaim(db: Db, by: ActingStaff, input: ExpenseClaimCreate): Promise<number> {
  const currency = input.currency ?? (await readExpenseSettings(db, by.orgId)).currency;
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(db, async (tx) => {
        const [last] = await tx.select({ n: max(expenseClaim.sequence) }).from(expenseClaim).where(eq(expenseClaim.organizationId, by.orgId));
        const sequence = (last?.n ?? 0) + 1;
        const [row] = await tx
          .insert(expenseClaim)
          .values({ organizationId: by.orgId, sequence, number: expenseClaimNumber(sequence), claimantUserId: by.userId, title: input.title, currency, note: input.note ?? '' })
          .returning();
        await auditClaim(tx, by, row!, 'expense_claim_created', { title: input.title, currency });
        return row!.id;
      });
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** Changes the claim's title, note or currency (the currency only while it has no lines: 400 on `currency`). */
export async function updateClaim(db: Db, by: ActingStaff, id: number, input: ExpenseClaimUpdate): Promise<void> {
  await inTransaction(db, async (tx) => {
    const c = await lockEditable(tx, by, id);
    if (input.currency !== undefined && input.currency !== c.currency) {
      const [n] = await tx.select({ n: count() }).from(expenseLine).where(eq(expenseLine.claimId, id));
      if (Number(n?.n ?? 0) > 0) throw badRequest({ currency: ['Remove the expenses before changing the claim\'s currency, or keep it: each expense is converted to it at its own rate.'] });
    }
    await tx
      .update(expenseClaim)
      .set({ title: input.title ?? c.title, note: input.note ?? c.note, currency: input.currency ?? c.currency, updatedAt: new Date() })
      .where(eq(expenseClaim.id, id));
    await auditClaim(tx, by, c, 'expense_claim_updated', { fields: Object.keys(input) });
  });
}

/** Deletes a draft claim with its lines; their receipts' bytes go from storage after the rows. 409 once sent. */
export async function deleteClaim(db: Db, storage: Storage, by: ActingStaff, id: number): Promise<void> {
  const keys = await inTransaction(db, async (tx) => {
    const c = await lockClaim(tx, by.orgId, id);
    if (c.claimantUserId !== by.userId) throw detailError(403, ExpenseMessage.NOT_CLAIMANT);
    if (c.state !== 'draft') throw detailError(409, ExpenseMessage.NOT_DELETABLE);
    const lines = await tx.select({ key: expenseLine.receiptKey }).from(expenseLine).where(eq(expenseLine.claimId, id));
    await tx.delete(expenseClaim).where(eq(expenseClaim.id, id));
    await auditClaim(tx, by, c, 'expense_claim_deleted', { title: c.title });
    return lines.map((l) => l.key).filter((k): k is string => k !== null);
  });
  await forgetReceipts(storage, keys);
}

/** Receipts' bytes no row names any more (a failure leaves an orphan in storage, never a row without bytes). */
export async function forgetReceipts(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
}

/** The claim's total again from its lines (inside the transaction that changed them). */
async function retotal(tx: Db, c: ClaimRecord): Promise<string> {
  const lines = await tx.select({ amount: expenseLine.convertedAmount }).from(expenseLine).where(eq(expenseLine.claimId, c.id));
  const total = formatAmount(sumMoney(lines.map((l) => l.amount)), c.currency);
  await tx.update(expenseClaim).set({ total, updatedAt: new Date() }).where(eq(expenseClaim.id, c.id));
  return total;
}

interface LineValues {
  spentOn: string;
  merchant: string;
  categoryId: number;
  amount: string;
  currency: string;
  rate: string;
  note: string;
  justification: string;
}

/**
 * A line's values checked and converted: the category an active one of the organization's (unless
 * it is the line's own already), the rate 1 in the claim's currency and given in another, the
 * amount within its currency's decimals, the converted amount rounded to the claim currency's.
 */
async function checkedLine(tx: Db, orgId: number, c: ClaimRecord, v: LineValues, keptCategory: number | null, errors: FieldErrors): Promise<{ converted: string }> {
  if (v.categoryId !== keptCategory) {
    const [cat] = await tx
      .select({ id: expenseCategory.id })
      .from(expenseCategory)
      .where(and(eq(expenseCategory.id, v.categoryId), eq(expenseCategory.organizationId, orgId), eq(expenseCategory.active, true)));
    if (!cat) errors.category_id = [ExpenseMessage.CATEGORY];
  }
  if (decimalsOf(v.amount) > minorUnits(v.currency)) errors.amount = [tooManyDecimals(v.currency)];
  if (v.currency === c.currency && !new Big(v.rate).eq(1)) errors.rate = [ExpenseMessage.SAME_CURRENCY_RATE];
  const converted = formatAmount(roundMoney(new Big(v.amount).times(v.rate), c.currency), c.currency);
  if (!errors.amount && !errors.rate && new Big(converted).lte(0)) errors.rate = [`At this rate the expense comes to nothing in ${c.currency}: check the rate.`];
  return { converted };
}

/**
 * The splits checked against the line's converted amount (in the claim's currency): customers
 * (receivables accounts) of the organization, each once, amounts within the currency's decimals,
 * adding up to the converted amount at most.
 */
async function checkedSplits(tx: Db, orgId: number, c: ClaimRecord, splits: readonly ExpenseSplitWrite[], converted: string, errors: FieldErrors): Promise<void> {
  if (!splits.length) return;
  const ids = [...new Set(splits.map((s) => s.account_id))];
  const customers = new Set(
    (
      await tx
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.organizationId, orgId), eq(account.moduleKind, RECEIVABLES_KIND), inArray(account.id, ids)))
    ).map((r) => r.id),
  );
  const seen = new Set<number>();
  splits.forEach((s, i) => {
    if (!customers.has(s.account_id)) errors[`splits.${i}.account_id`] = [ExpenseMessage.NOT_CUSTOMER];
    else if (seen.has(s.account_id)) errors[`splits.${i}.account_id`] = [ExpenseMessage.DUPLICATE_SPLIT];
    seen.add(s.account_id);
    if (decimalsOf(s.amount) > minorUnits(c.currency)) errors[`splits.${i}.amount`] = [tooManyDecimals(c.currency)];
  });
  if (!Object.keys(errors).some((k) => k.startsWith('splits.')) && sumMoney(splits.map((s) => s.amount)).gt(converted)) errors.splits = [ExpenseMessage.SPLITS_OVER_LINE];
}

const splitRows = (orgId: number, lineId: number, splits: readonly ExpenseSplitWrite[], currency: string) =>
  splits.map((s) => ({ organizationId: orgId, lineId, accountId: s.account_id, amount: formatAmount(s.amount, currency) }));

/** Adds a line to the claim (400 on the fields the checks name); answers its id. */
export async function addLine(db: Db, by: ActingStaff, id: number, input: ExpenseLineWrite): Promise<number> {
  return inTransaction(db, async (tx) => {
    const c = await lockEditable(tx, by, id);
    const [n] = await tx.select({ n: count(), last: max(expenseLine.position) }).from(expenseLine).where(eq(expenseLine.claimId, id));
    if (Number(n?.n ?? 0) >= EXPENSE_LIMITS.linesPerClaim) throw detailError(409, ExpenseMessage.TOO_MANY_LINES);
    const errors = newFieldErrors();
    if (input.rate === undefined && input.currency !== c.currency) errors.rate = [FieldMessage.REQUIRED];
    const values: LineValues = {
      spentOn: input.spent_on,
      merchant: input.merchant,
      categoryId: input.category_id,
      amount: input.amount,
      currency: input.currency,
      rate: input.rate ?? '1',
      note: input.note ?? '',
      justification: input.justification ?? '',
    };
    const { converted } = await checkedLine(tx, by.orgId, c, values, null, errors);
    await checkedSplits(tx, by.orgId, c, input.splits ?? [], converted, errors);
    if (Object.keys(errors).length) throw badRequest(errors);
    const [line] = await tx
      .insert(expenseLine)
      .values({ organizationId: by.orgId, claimId: id, position: (n?.last ?? 0) + 1, ...values, convertedAmount: converted })
      .returning({ id: expenseLine.id });
    if (input.splits?.length) await tx.insert(expenseSplit).values(splitRows(by.orgId, line!.id, input.splits, c.currency));
    const total = await retotal(tx, c);
    await auditClaim(tx, by, c, 'expense_line_added', { line_id: line!.id, merchant: values.merchant, amount: values.amount, currency: values.currency, converted, total });
    return line!.id;
  });
}

/** The claim's line `lineId`, or a 404. */
async function lineOf(tx: Db, c: ClaimRecord, lineId: number): Promise<LineRecord> {
  const [l] = await tx
    .select()
    .from(expenseLine)
    .where(and(eq(expenseLine.id, lineId), eq(expenseLine.claimId, c.id)));
  if (!l) throw notFound();
  return l;
}

/** Changes a line (the fields sent; `splits` replaces them all, and are checked again against a new amount). */
export async function updateLine(db: Db, by: ActingStaff, id: number, lineId: number, input: ExpenseLinePatch): Promise<void> {
  await inTransaction(db, async (tx) => {
    const c = await lockEditable(tx, by, id);
    const l = await lineOf(tx, c, lineId);
    const errors = newFieldErrors();
    const currency = input.currency ?? l.currency;
    // Spent in another currency now: the old rate (1) no longer says anything, a new one is needed.
    if (input.rate === undefined && currency !== l.currency && currency !== c.currency) errors.rate = [FieldMessage.REQUIRED];
    const values: LineValues = {
      spentOn: input.spent_on ?? l.spentOn,
      merchant: input.merchant ?? l.merchant,
      categoryId: input.category_id ?? l.categoryId,
      amount: input.amount ?? new Big(l.amount).toString(),
      currency,
      rate: input.rate ?? (currency === c.currency ? '1' : new Big(l.rate).toString()),
      note: input.note ?? l.note,
      justification: input.justification ?? l.justification,
    };
    const { converted } = await checkedLine(tx, by.orgId, c, values, l.categoryId, errors);
    const kept = await tx.select().from(expenseSplit).where(eq(expenseSplit.lineId, lineId)).orderBy(asc(expenseSplit.id));
    const splits = input.splits ?? kept.map((s) => ({ account_id: s.accountId, amount: new Big(s.amount).toString() }));
    await checkedSplits(tx, by.orgId, c, splits, converted, errors);
    if (Object.keys(errors).length) throw badRequest(errors);
    await tx
      .update(expenseLine)
      .set({ ...values, convertedAmount: converted, updatedAt: new Date() })
      .where(eq(expenseLine.id, lineId));
    if (input.splits) {
      await tx.delete(expenseSplit).where(eq(expenseSplit.lineId, lineId));
      if (input.splits.length) await tx.insert(expenseSplit).values(splitRows(by.orgId, lineId, input.splits, c.currency));
    }
    const total = await retotal(tx, c);
    await auditClaim(tx, by, c, 'expense_line_changed', { line_id: lineId, fields: Object.keys(input), converted, total });
  });
}

/** Removes a line with its splits; its receipt's bytes go from storage after the rows. */
export async function deleteLine(db: Db, storage: Storage, by: ActingStaff, id: number, lineId: number): Promise<void> {
  const key = await inTransaction(db, async (tx) => {
    const c = await lockEditable(tx, by, id);
    const l = await lineOf(tx, c, lineId);
    await tx.delete(expenseLine).where(eq(expenseLine.id, lineId));
    // Positions stay 1..n.
    await tx
      .update(expenseLine)
      .set({ position: sql`${expenseLine.position} - 1` })
      .where(and(eq(expenseLine.claimId, id), sql`${expenseLine.position} > ${l.position}`));
    const total = await retotal(tx, c);
    await auditClaim(tx, by, c, 'expense_line_removed', { line_id: lineId, merchant: l.merchant, total });
    return l.receiptKey;
  });
  if (key) await forgetReceipts(storage, [key]);
}

/** The claim locked and editable by the caller, and its line: for the receipt's calls. */
export async function lockLine(tx: Db, by: ActingStaff, id: number, lineId: number): Promise<{ claim: ClaimRecord; line: LineRecord }> {
  const claim = await lockEditable(tx, by, id);
  return { claim, line: await lineOf(tx, claim, lineId) };
}
