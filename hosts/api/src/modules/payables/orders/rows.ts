/**
 * Purchase orders as staff read them. A page is two statements whatever its length (the count, and
 * the rows with the vendor's name); one order's answer adds its receipts (one more statement).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PurchaseOrderDetail, PurchaseOrderRow } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, item, user } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { purchaseOrder, purchaseOrderReceipt } from '../schema.ts';

export const orderColumns = { po: purchaseOrder, item, accountName: account.name };
export type OrderRecord = { po: typeof purchaseOrder.$inferSelect; item: typeof item.$inferSelect; accountName: string };

export const selectOrders = (db: Db) => db.select(orderColumns).from(purchaseOrder).innerJoin(item, eq(item.id, purchaseOrder.itemId)).innerJoin(account, eq(account.id, item.accountId));

export const orderScope = (orgId: number): SQL => eq(item.organizationId, orgId);

export const orderOrderings = {
  number: purchaseOrder.number,
  issue_date: purchaseOrder.issueDate,
  due_date: item.dueDate,
  total: purchaseOrder.total,
  state: purchaseOrder.state,
  account_name: account.name,
  created_at: item.createdAt,
};

const money = (v: string | null, currency: string) => formatAmount(v ?? '0', currency);

export function toOrderRow(r: OrderRecord): PurchaseOrderRow {
  const po = r.po;
  return {
    id: r.item.id,
    account_id: r.item.accountId,
    account_name: r.accountName,
    number: po.number,
    title: r.item.title,
    issue_date: po.issueDate,
    due_date: r.item.dueDate,
    currency: po.currency,
    subtotal: money(po.subtotal, po.currency),
    tax: money(po.tax, po.currency),
    total: money(po.total, po.currency),
    state: po.state,
    decline_reason: po.declineReason,
    external_reference: po.externalReference,
    sent_at: po.sentAt?.toISOString() ?? null,
    decided_at: po.decidedAt?.toISOString() ?? null,
    closed_at: po.closedAt?.toISOString() ?? null,
  };
}

/** Order `id` of the organization; 404 when it is not theirs (or not an order). */
export async function findOrder(db: Db, orgId: number, id: number): Promise<OrderRecord> {
  const [r] = await selectOrders(db).where(and(eq(purchaseOrder.itemId, id), orderScope(orgId)));
  if (!r) throw notFound();
  return r;
}

/** The quantity received per line of each order, summed over its receipts (one statement). */
export async function receivedByLine(db: Db, itemIds: number[]): Promise<Map<number, Map<number, string>>> {
  const out = new Map<number, Map<number, string>>();
  if (!itemIds.length) return out;
  const rows = await db
    .select({ itemId: purchaseOrderReceipt.itemId, line: purchaseOrderReceipt.line, qty: sql<string>`sum(${purchaseOrderReceipt.quantity})` })
    .from(purchaseOrderReceipt)
    .where(inArray(purchaseOrderReceipt.itemId, itemIds))
    .groupBy(purchaseOrderReceipt.itemId, purchaseOrderReceipt.line);
  for (const r of rows) {
    const lines = out.get(r.itemId) ?? new Map<number, string>();
    lines.set(r.line, new Big(r.qty).toString());
    out.set(r.itemId, lines);
  }
  return out;
}

/** One order with its lines, what each line received, and the receipts. */
export async function orderAnswer(db: Db, orgId: number, id: number): Promise<PurchaseOrderDetail> {
  const r = await findOrder(db, orgId, id);
  const receipts = await db
    .select({ receipt: purchaseOrderReceipt, first: user.firstName, last: user.lastName, email: user.email })
    .from(purchaseOrderReceipt)
    .leftJoin(user, eq(user.id, purchaseOrderReceipt.receivedBy))
    .where(eq(purchaseOrderReceipt.itemId, id))
    .orderBy(asc(purchaseOrderReceipt.id));
  const received = new Map<number, Big>();
  for (const { receipt } of receipts) received.set(receipt.line, (received.get(receipt.line) ?? new Big(0)).plus(receipt.quantity));
  const currency = r.po.currency;
  return {
    ...toOrderRow(r),
    lines: r.po.lines.map((l, i) => ({
      description: l.description,
      quantity: new Big(String(l.quantity)).toString(),
      unit_price: formatAmount(l.unit_price, currency),
      tax_rate: l.tax_rate ?? '0',
      discount: l.discount ?? '0',
      amount: formatAmount(l.amount, currency),
      tax: formatAmount(l.tax ?? '0', currency),
      received: (received.get(i) ?? new Big(0)).toString(),
    })),
    receipts: receipts.map(({ receipt, first, last, email }) => ({
      id: receipt.id,
      line: receipt.line,
      quantity: new Big(receipt.quantity).toString(),
      received_on: receipt.receivedOn,
      received_by: receipt.receivedBy === null ? null : { id: receipt.receivedBy, name: `${first ?? ''} ${last ?? ''}`.trim() || (email ?? '') },
      note: receipt.note,
      created_at: receipt.createdAt.toISOString(),
    })),
  };
}
