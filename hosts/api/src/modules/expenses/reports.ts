/**
 * What expenses shows besides the claims themselves: the reimbursement bills (the accounts payable
 * view of approved claims, each with its bill's state and payment run) and a claim's expense report
 * as a PDF, drawn by the suite's one PDF engine (shared/pdf: a merchant's name in Arabic or French
 * prints as written).
 */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ExpenseClaimDetail, ExpenseReimbursementListQuery, ExpenseReimbursementRow } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import { account, item } from '../../db/schema.ts';
import { likePattern, ordering } from '../../platform/http/paging.ts';
import { renderTablePdf } from '../../shared/pdf/lazy.ts';
import { bill, paymentRun, paymentRunBill } from '../payables/schema.ts';
import { userNameSql } from './approvers.ts';
import { claimant } from './rows.ts';
import { expenseClaim } from './schema.ts';

/** The run a bill is in or was paid by (not a cancelled one): the newest. */
const runOf = sql<number | null>`(select max(${paymentRunBill.runId}) from ${paymentRunBill} inner join ${paymentRun} on ${paymentRun.id} = ${paymentRunBill.runId} where ${paymentRunBill.itemId} = ${bill.itemId} and ${paymentRun.state} <> 'cancelled')`;

const REIMBURSEMENT_ORDERINGS = { due_date: item.dueDate, total: bill.total, approved_at: bill.approvedAt, number: expenseClaim.sequence };

/** A page of the organization's reimbursement bills: two statements whatever its length. */
export async function listReimbursements(db: Db, orgId: number, q: ExpenseReimbursementListQuery): Promise<{ count: number; results: ExpenseReimbursementRow[] }> {
  const conditions: (SQL | undefined)[] = [eq(expenseClaim.organizationId, orgId), eq(bill.organizationId, orgId)];
  if (q.state) conditions.push(eq(bill.state, q.state));
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(or(ilike(expenseClaim.number, pattern), ilike(expenseClaim.title, pattern), ilike(userNameSql(claimant), pattern)));
  }
  const where = and(...conditions);
  const from = () =>
    db
      .select({ claim: expenseClaim, bill, dueDate: item.dueDate, payeeName: account.name, claimantName: userNameSql(claimant), runId: runOf })
      .from(expenseClaim)
      .innerJoin(bill, eq(bill.itemId, expenseClaim.reimbursementItemId))
      .innerJoin(item, eq(item.id, bill.itemId))
      .innerJoin(account, eq(account.id, bill.accountId))
      .innerJoin(claimant, eq(claimant.id, expenseClaim.claimantUserId));
  const [total] = await db
    .select({ n: count() })
    .from(expenseClaim)
    .innerJoin(bill, eq(bill.itemId, expenseClaim.reimbursementItemId))
    .innerJoin(claimant, eq(claimant.id, expenseClaim.claimantUserId))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(...ordering(q.ordering, REIMBURSEMENT_ORDERINGS, '-approved_at', expenseClaim.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    count: Number(total?.n ?? 0),
    results: rows.map((r) => ({
      bill_id: r.bill.itemId,
      claim: { id: r.claim.id, number: r.claim.number, title: r.claim.title },
      claimant: { id: r.claim.claimantUserId, name: r.claimantName },
      payee_account: { id: r.bill.accountId, name: r.payeeName },
      currency: r.bill.currency,
      total: formatAmount(r.bill.total, r.bill.currency),
      balance: formatAmount(r.bill.balance, r.bill.currency),
      state: r.bill.state,
      due_date: r.dueDate,
      approved_at: r.bill.approvedAt?.toISOString() ?? null,
      paid_on: r.bill.paidOn,
      payment_run_id: r.runId === null ? null : Number(r.runId),
    })),
  };
}

/** How a claim's state reads on its report. */
const STATE_WORDS: Record<ExpenseClaimDetail['state'], string> = { draft: 'Draft', submitted: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected', reimbursed: 'Reimbursed' };

/** The claim's expense report: a table of its expenses (as spent and converted) with the total. */
export async function claimReportPdf(d: ExpenseClaimDetail): Promise<Uint8Array> {
  const subtitle = [
    `${d.claimant.name} · ${STATE_WORDS[d.state]}${d.submitted_at ? ` · sent ${d.submitted_at.slice(0, 10)}` : ''}${d.decided_by && d.decided_at ? ` · ${d.state === 'rejected' ? 'rejected' : 'approved'} by ${d.decided_by.name} on ${d.decided_at.slice(0, 10)}` : ''}`,
    ...(d.note ? [d.note.split('\n')[0]!.slice(0, 200)] : []),
    ...(d.state === 'rejected' && d.reject_reason ? [`Reason: ${d.reject_reason.split('\n')[0]!.slice(0, 200)}`] : []),
  ];
  return renderTablePdf({
    language: 'en',
    title: `Expense report ${d.number}: ${d.title}`,
    subtitle,
    currency: d.currency,
    columns: [
      { key: 'day', label: 'Date', kind: 'date', width: 1.1 },
      { key: 'merchant', label: 'Merchant', width: 2.2 },
      { key: 'category', label: 'Category', width: 1.4 },
      { key: 'spent', label: 'Amount spent', width: 1.5, align: 'end' },
      { key: 'rate', label: 'Rate', width: 0.9, align: 'end' },
      { key: 'amount', label: `Amount (${d.currency})`, kind: 'money', width: 1.5 },
      { key: 'receipt', label: 'Receipt', width: 0.9 },
    ],
    rows: d.lines.map((l) => ({ day: l.spent_on, merchant: l.merchant, category: l.category.name, spent: `${l.amount} ${l.currency}`, rate: l.rate, amount: l.converted_amount, receipt: l.receipt ? 'Yes' : 'No' })),
    totals: { merchant: 'Total', amount: d.total },
  });
}
