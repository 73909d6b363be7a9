/**
 * The bills a payment run may pay: the organization's approved bills with a balance in the run's
 * currency, due on or before its day (a bill without a due date is due on receipt), each with its
 * vendor and whether the vendor is paid to verified bank details or has a change waiting. Three
 * statements whatever their number: the bills, the verified details, the pending changes.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_RUN_LIMITS, type PaymentCandidates } from '@si/contract';
import { formatAmount, sumMoney } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, item } from '../../../db/schema.ts';
import { pendingBankDetails, verifiedBankDetails, type BankDetailsRecord } from '../bank-details/read.ts';
import { bill } from '../schema.ts';
import { paysTo } from './rows.ts';

export interface Candidate {
  itemId: number;
  number: string;
  billDate: string | null;
  dueDate: string | null;
  currency: string;
  total: string;
  balance: string;
  accountId: number;
  vendorName: string;
}

/** What makes a bill payable by a run of `currency` due by `dueBy`. */
export const payable = (orgId: number, currency: string, dueBy: string): SQL =>
  and(eq(bill.organizationId, orgId), eq(bill.state, 'approved'), eq(bill.currency, currency), gt(bill.balance, '0'), or(isNull(item.dueDate), lte(item.dueDate, dueBy)))!;

/** The payable bills (all of them, or only `ids`), oldest due first; with the number there are in all. */
export async function candidateBills(db: Db, orgId: number, currency: string, dueBy: string, ids?: readonly number[]): Promise<{ count: number; bills: Candidate[] }> {
  const rows = await db
    .select({
      itemId: bill.itemId,
      number: bill.number,
      billDate: bill.billDate,
      dueDate: item.dueDate,
      currency: bill.currency,
      total: bill.total,
      balance: bill.balance,
      accountId: bill.accountId,
      vendorName: account.name,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bill)
    .innerJoin(item, eq(item.id, bill.itemId))
    .innerJoin(account, eq(account.id, bill.accountId))
    .where(and(payable(orgId, currency, dueBy), ids ? inArray(bill.itemId, [...ids]) : undefined))
    .orderBy(sql`${item.dueDate} asc nulls first`, asc(account.name), asc(bill.number), asc(bill.itemId))
    .limit(PAYMENT_RUN_LIMITS.bills);
  return { count: rows[0]?.count ?? 0, bills: rows.map(({ count: _count, ...b }) => b) };
}

/** The vendors' bank details: the verified ones and the pending changes, by account. */
export async function vendorDetails(db: Db, orgId: number, accountIds: readonly number[]): Promise<{ verified: Map<number, BankDetailsRecord>; pending: Map<number, BankDetailsRecord> }> {
  const unique = [...new Set(accountIds)];
  return { verified: await verifiedBankDetails(db, orgId, unique), pending: await pendingBankDetails(db, orgId, unique) };
}

/** The candidates as GET /api/payment_runs/candidates answers them. */
export async function paymentCandidates(db: Db, orgId: number, currency: string, dueBy: string): Promise<PaymentCandidates> {
  const { count, bills } = await candidateBills(db, orgId, currency, dueBy);
  const { verified, pending } = await vendorDetails(
    db,
    orgId,
    bills.map((b) => b.accountId),
  );
  return {
    count,
    total: formatAmount(sumMoney(bills.map((b) => b.balance)), currency),
    results: bills.map((b) => {
      const details = verified.get(b.accountId);
      return {
        id: b.itemId,
        number: b.number,
        vendor: { id: b.accountId, name: b.vendorName },
        bill_date: b.billDate,
        due_date: b.dueDate,
        currency: b.currency,
        total: formatAmount(b.total, currency),
        balance: formatAmount(b.balance, currency),
        verified_bank_details: Boolean(details),
        pending_bank_details: pending.has(b.accountId),
        pays_to: details ? paysTo(details) : null,
      };
    }),
  };
}
