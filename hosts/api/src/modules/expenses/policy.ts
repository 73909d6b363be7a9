/**
 * The policy check of a claim's lines, in the organization's expense currency: a line over its
 * category's limit per claim, a day over the category's limit per day (the claimant's lines of that
 * category on that day, on this claim and on their other claims not rejected, in the expense
 * currency), a receipt missing above the category's amount. A limit passed blocks sending until the
 * line is justified; a missing receipt always blocks.
 *
 * A claim in another currency than the expense currency cannot be compared with the limits (no rate
 * to the expense currency is known): its lines say `limits_not_checked`, and a category that asks for
 * receipts asks for one on every line (the stricter reading).
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ExpenseFinding } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import { expenseCategory, expenseClaim, expenseLine } from './schema.ts';
import { plainAmount } from './settings.ts';

type CategoryRecord = typeof expenseCategory.$inferSelect;

export interface PolicyLine {
  id: number;
  categoryId: number;
  spentOn: string;
  convertedAmount: string;
  hasReceipt: boolean;
  justification: string;
}

const key = (categoryId: number, day: string) => `${categoryId} ${day}`;

/**
 * The findings of each line (by line id): a pure function of the lines, their categories, the day
 * totals (`dayTotals`, keyed by category and day) and the currencies.
 */
export function findings(lines: readonly PolicyLine[], categories: ReadonlyMap<number, CategoryRecord>, dayTotals: ReadonlyMap<string, string>, claimCurrency: string, policyCurrency: string): Map<number, ExpenseFinding[]> {
  const out = new Map<number, ExpenseFinding[]>();
  for (const l of lines) {
    const c = categories.get(l.categoryId);
    const found: ExpenseFinding[] = [];
    out.set(l.id, found);
    if (!c) continue;
    const justified = l.justification.trim() !== '';
    const amount = new Big(l.convertedAmount);
    if (claimCurrency !== policyCurrency) {
      if (c.limitPerClaim !== null || c.limitPerDay !== null || c.receiptRequiredAbove !== null) found.push({ code: 'limits_not_checked', limit: null, amount: null, currency: policyCurrency, blocking: false });
      if (c.receiptRequiredAbove !== null && !l.hasReceipt) found.push({ code: 'receipt_missing', limit: plainAmount(c.receiptRequiredAbove), amount: null, currency: policyCurrency, blocking: true });
      continue;
    }
    if (c.limitPerClaim !== null && amount.gt(c.limitPerClaim)) found.push({ code: 'over_claim_limit', limit: plainAmount(c.limitPerClaim), amount: amount.toString(), currency: policyCurrency, blocking: !justified });
    const day = dayTotals.get(key(l.categoryId, l.spentOn));
    if (c.limitPerDay !== null && day !== undefined && new Big(day).gt(c.limitPerDay)) found.push({ code: 'over_day_limit', limit: plainAmount(c.limitPerDay), amount: new Big(day).toString(), currency: policyCurrency, blocking: !justified });
    if (c.receiptRequiredAbove !== null && !l.hasReceipt && amount.gt(c.receiptRequiredAbove)) found.push({ code: 'receipt_missing', limit: plainAmount(c.receiptRequiredAbove), amount: amount.toString(), currency: policyCurrency, blocking: true });
  }
  return out;
}

/**
 * The claimant's totals per category and day for the days the lines fall on, in the expense
 * currency: their lines on claims not rejected (this claim counts whatever its state). One statement.
 */
export async function dayTotals(db: Db, orgId: number, claim: { id: number; claimantUserId: number }, lines: readonly PolicyLine[], policyCurrency: string): Promise<Map<string, string>> {
  if (!lines.length) return new Map();
  const categoryIds = [...new Set(lines.map((l) => l.categoryId))];
  const days = [...new Set(lines.map((l) => l.spentOn))];
  const rows = await db
    .select({ categoryId: expenseLine.categoryId, spentOn: expenseLine.spentOn, total: sql<string>`sum(${expenseLine.convertedAmount})::text` })
    .from(expenseLine)
    .innerJoin(expenseClaim, eq(expenseClaim.id, expenseLine.claimId))
    .where(
      and(
        eq(expenseLine.organizationId, orgId),
        eq(expenseClaim.claimantUserId, claim.claimantUserId),
        eq(expenseClaim.currency, policyCurrency),
        or(ne(expenseClaim.state, 'rejected'), eq(expenseClaim.id, claim.id)),
        inArray(expenseLine.categoryId, categoryIds),
        inArray(expenseLine.spentOn, days),
      ),
    )
    .groupBy(expenseLine.categoryId, expenseLine.spentOn);
  return new Map(rows.map((r) => [key(r.categoryId, r.spentOn), r.total]));
}
