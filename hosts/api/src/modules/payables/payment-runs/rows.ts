/**
 * Payment runs as staff read them. A run's row comes with its paying account and the names of who
 * made and who approved it in one statement (two aliased joins of `user`), so a page of runs costs
 * two statements whatever its length; a run's detail adds one statement for its bills with their
 * vendors and the bank details each is paid to.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAIN001_REFUSAL_TEXT, type Pain001Refusal, type PaymentRunBillRow, type PaymentRunDetail, type PaymentRunRow, type PaysTo } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, item, payInstruction, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { maskNumber } from '../bank-details/rows.ts';
import { bill, paymentRun, paymentRunBill, vendorBankDetails } from '../schema.ts';
import { IBAN_PATTERN } from './pain001.ts';

export type RunRecord = typeof paymentRun.$inferSelect;
type BankDetailsRecord = typeof vendorBankDetails.$inferSelect;

export const creator = alias(user, 'payment_run_creator');
export const approver = alias(user, 'payment_run_approver');
const nameOf = (u: typeof creator | typeof approver) => sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email})`;

/** The columns of a run's row: the run, its paying account and the two staff members' names. */
export const runColumns = {
  run: paymentRun,
  payingBankName: payInstruction.bankName,
  payingAccountName: payInstruction.accountName,
  payingIban: payInstruction.iban,
  payingBic: payInstruction.swift,
  creatorName: nameOf(creator),
  approverName: nameOf(approver),
};

export type RunSelected = {
  run: RunRecord;
  payingBankName: string | null;
  payingAccountName: string | null;
  payingIban: string | null;
  payingBic: string | null;
  creatorName: string | null;
  approverName: string | null;
};

/** A select of runs with their joins; the caller adds where, order and limit. */
export const selectRuns = (db: Db) =>
  db
    .select(runColumns)
    .from(paymentRun)
    .leftJoin(payInstruction, eq(payInstruction.id, paymentRun.payingAccountId))
    .leftJoin(creator, eq(creator.id, paymentRun.createdBy))
    .leftJoin(approver, eq(approver.id, paymentRun.approvedBy));

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? `#${id}` });

export function toRunRow(r: RunSelected): PaymentRunRow {
  const { run } = r;
  return {
    id: run.id,
    paying_account: run.payingAccountId === null ? null : { id: run.payingAccountId, bank_name: r.payingBankName ?? '', account_name: r.payingAccountName ?? '' },
    currency: run.currency,
    due_by: run.dueBy,
    execution_date: run.executionDate,
    state: run.state,
    total: formatAmount(run.total, run.currency),
    bill_count: run.billCount,
    created_by: named(run.createdBy, r.creatorName),
    approved_by: named(run.approvedBy, r.approverName),
    approved_at: run.approvedAt ? run.approvedAt.toISOString() : null,
    paid_on: run.paidOn,
    reference: run.reference,
    created_at: run.createdAt.toISOString(),
  };
}

/** One run of the organization with its joins; 404 when it is not theirs. */
export async function findRun(db: Db, orgId: number, id: number): Promise<RunSelected> {
  const [row] = await selectRuns(db).where(and(eq(paymentRun.id, id), eq(paymentRun.organizationId, orgId)));
  if (!row) throw notFound();
  return row;
}

/** Where a bill is paid, masked to the last 4 characters of its numbers. */
export function paysTo(d: Pick<BankDetailsRecord, 'holderName' | 'bankName' | 'iban' | 'bic' | 'accountNumber' | 'routingNumber'>): PaysTo {
  return {
    holder_name: d.holderName,
    bank_name: d.bankName,
    iban: d.iban ? maskNumber(d.iban) : '',
    bic: d.bic,
    account_number: d.accountNumber ? maskNumber(d.accountNumber) : '',
    routing_number: d.routingNumber,
  };
}

/** A bill of a run with its vendor and the details it is paid to, in full (the files need the numbers). */
export interface RunBill {
  itemId: number;
  number: string;
  state: string;
  dueDate: string | null;
  amount: string;
  accountId: number;
  vendorName: string;
  details: BankDetailsRecord | null;
}

/** The bills of a run in one statement, by vendor name then bill number. */
export async function runBills(db: Db, runId: number): Promise<RunBill[]> {
  const rows = await db
    .select({ link: paymentRunBill, number: bill.number, state: bill.state, accountId: bill.accountId, dueDate: item.dueDate, vendorName: account.name, details: vendorBankDetails })
    .from(paymentRunBill)
    .innerJoin(bill, eq(bill.itemId, paymentRunBill.itemId))
    .innerJoin(item, eq(item.id, paymentRunBill.itemId))
    .innerJoin(account, eq(account.id, bill.accountId))
    .leftJoin(vendorBankDetails, eq(vendorBankDetails.id, paymentRunBill.bankDetailsId))
    .where(eq(paymentRunBill.runId, runId))
    .orderBy(asc(account.name), asc(bill.number), asc(paymentRunBill.itemId));
  return rows.map((r) => ({
    itemId: r.link.itemId,
    number: r.number,
    state: r.state,
    dueDate: r.dueDate,
    amount: r.link.amount,
    accountId: r.accountId,
    vendorName: r.vendorName,
    details: r.details,
  }));
}

/** Why the run has no pain.001 file (a SEPA credit transfer: EUR, from and to IBANs), or null when it has one. */
export function pain001Refusal(r: RunSelected, bills: readonly RunBill[]): Pain001Refusal | null {
  if (r.run.state === 'cancelled') return 'cancelled';
  if (r.run.currency !== 'EUR') return 'currency';
  if (!IBAN_PATTERN.test(electronic(r.payingIban ?? ''))) return 'debtor_iban';
  if (bills.some((b) => !b.details || !IBAN_PATTERN.test(b.details.iban))) return 'creditor_iban';
  if (bills.some((b) => new Big(b.amount).gt('999999999.99'))) return 'amount';
  return null;
}

/** A bank code as stored by hand ("DE89 3704 ..."): no spaces, upper case. */
export const electronic = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

export function toBillRow(b: RunBill, currency: string): PaymentRunBillRow {
  return {
    id: b.itemId,
    number: b.number,
    vendor: { id: b.accountId, name: b.vendorName },
    due_date: b.dueDate,
    amount: formatAmount(b.amount, currency),
    state: b.state,
    pays_to: b.details ? paysTo(b.details) : null,
  };
}

/** The run as its detail answers it: the row, its bills, and whether it exports as pain.001. */
export async function runDetail(db: Db, orgId: number, id: number): Promise<PaymentRunDetail> {
  const r = await findRun(db, orgId, id);
  const bills = await runBills(db, r.run.id);
  const code = pain001Refusal(r, bills);
  return { ...toRunRow(r), bills: bills.map((b) => toBillRow(b, r.run.currency)), pain001: { available: code === null, code, reason: code ? PAIN001_REFUSAL_TEXT[code] : null } };
}
