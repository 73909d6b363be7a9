/**
 * Bills as staff read them. One statement reads a page of bills with everything a row shows (the
 * vendor's name, who entered it, the purchase order's number, the document's name), so a list
 * costs the same number of statements whatever its length. One bill's answer adds its lines, the
 * possible duplicates (duplicates.ts) and the corrected bill that answers it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BillDetail, BillRow, BillState } from '@si/contract';
import { daysBetween, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, file, item, purchaseOrder, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { today } from '../../../shared/dates/days.ts';
import { bill } from '../schema.ts';
import { billDuplicates } from './duplicates.ts';
import { approvalSteps } from '../approvals/flow.ts';
import { billCredits } from '../credits/rows.ts';

export type BillRecord = typeof bill.$inferSelect;
export type ItemRecord = typeof item.$inferSelect;

/** States in which a bill is still to be paid (it can be overdue). */
const TO_PAY: readonly BillState[] = ['received', 'in_approval', 'rejected', 'approved', 'scheduled'];

const enteredBy = alias(user, 'bill_entered_by');
const poItem = alias(item, 'bill_po_item');

/** The columns of a bill's row: the bill, its item, and the names joined in the same statement. */
export const billColumns = {
  bill,
  item,
  accountName: account.name,
  enteredFirst: enteredBy.firstName,
  enteredLast: enteredBy.lastName,
  enteredEmail: enteredBy.email,
  poNumber: purchaseOrder.number,
  fileName: file.name,
  fileType: file.contentType,
};

/** A select of bills with their row's joins; the caller adds where, order and paging. */
export function selectBills(db: Db) {
  return db
    .select(billColumns)
    .from(bill)
    .innerJoin(item, eq(item.id, bill.itemId))
    .innerJoin(account, eq(account.id, bill.accountId))
    .leftJoin(enteredBy, eq(enteredBy.id, bill.enteredBy))
    .leftJoin(poItem, eq(poItem.id, bill.purchaseOrderItemId))
    .leftJoin(purchaseOrder, eq(purchaseOrder.itemId, poItem.id))
    .leftJoin(file, eq(file.id, bill.fileId));
}

/** A bill as `selectBills` reads it. */
export interface Loaded {
  bill: BillRecord;
  item: ItemRecord;
  accountName: string;
  enteredFirst: string | null;
  enteredLast: string | null;
  enteredEmail: string | null;
  poNumber: string | null;
  fileName: string | null;
  fileType: string | null;
}

/** numeric(18,4) as an amount of the currency ("1250.5000" -> "1250.50"). */
const amount = (v: string, currency: string) => formatAmount(v, currency);

export function toBillRow(r: Loaded, now = today()): BillRow {
  const b = r.bill;
  const due = r.item.dueDate;
  const overdue = due && TO_PAY.includes(b.state) && due < now ? daysBetween(due, now) : 0;
  const name = r.enteredFirst !== null ? `${r.enteredFirst} ${r.enteredLast ?? ''}`.trim() || (r.enteredEmail ?? '') : '';
  return {
    id: b.itemId,
    account_id: b.accountId,
    account_name: r.accountName,
    number: b.number,
    title: r.item.title,
    bill_date: b.billDate,
    due_date: due,
    currency: b.currency,
    subtotal: amount(b.subtotal, b.currency),
    tax: amount(b.tax, b.currency),
    total: amount(b.total, b.currency),
    balance: amount(b.balance, b.currency),
    state: b.state,
    reject_reason: b.state === 'rejected' ? b.rejectReason : null,
    source: b.source as BillRow['source'],
    entered_by: b.enteredBy !== null ? { id: b.enteredBy, name } : null,
    purchase_order: b.purchaseOrderItemId !== null && r.poNumber !== null ? { id: b.purchaseOrderItemId, number: r.poNumber } : null,
    replaces_id: b.replacesItemId,
    file: b.fileId !== null && r.fileName !== null ? { id: b.fileId, name: r.fileName, content_type: r.fileType ?? 'application/octet-stream' } : null,
    days_overdue: overdue,
    approved_at: b.approvedAt ? b.approvedAt.toISOString() : null,
    paid_on: b.paidOn,
    payment_reference: b.paymentReference,
    created_at: b.createdAt.toISOString(),
  };
}

/** The bills of organization `orgId` (every other organization's bill is invisible: a 404). */
export const billScope = (orgId: number): SQL => eq(bill.organizationId, orgId);

/** Bill `id` of the organization with its row's joins, or 404. */
export async function findBill(db: Db, orgId: number, id: number): Promise<Loaded> {
  const [row] = await selectBills(db).where(and(billScope(orgId), eq(bill.itemId, id))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** One bill's whole answer: the row, its lines and memo, its possible duplicates, its correction and the vendor credits applied to it. */
export async function billDetail(db: Db, r: Loaded): Promise<BillDetail> {
  const b = r.bill;
  const [duplicates, [correction], steps, credits] = await Promise.all([
    billDuplicates(db, b),
    db.select({ id: bill.itemId }).from(bill).where(and(eq(bill.organizationId, b.organizationId), eq(bill.replacesItemId, b.itemId))).orderBy(bill.itemId).limit(1),
    approvalSteps(db, b.organizationId, b.itemId),
    billCredits(db, b.organizationId, b.itemId, b.currency),
  ]);
  return {
    ...toBillRow(r),
    lines: b.lines.map((l) => ({
      description: l.description,
      quantity: String(l.quantity),
      unit_price: String(l.unit_price),
      tax_rate: l.tax_rate ?? '0',
      discount: l.discount ?? '0',
      amount: l.amount,
      tax: l.tax ?? '0',
      account_code: l.account_code ?? '',
    })),
    memo: b.memo,
    duplicates,
    replaced_by_id: correction?.id ?? null,
    ...(steps.length ? { approval_steps: steps } : {}),
    ...(credits.length ? { credits } : {}),
  };
}

/** Reads bill `id` of the organization again and answers it whole. */
export async function billAnswer(db: Db, orgId: number, id: number): Promise<BillDetail> {
  return billDetail(db, await findBill(db, orgId, id));
}

/** The list's orderings: wire name -> column. */
export const billOrderings = {
  due_date: item.dueDate,
  bill_date: bill.billDate,
  total: bill.total,
  number: bill.number,
  account_name: account.name,
  state: bill.state,
  created_at: bill.createdAt,
} as const;
