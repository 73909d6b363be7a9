/**
 * Invoices as staff read them: an `item` (kind INVOICE on a receivables account) with its
 * `invoice` row, answered as the contract's InvoiceRow. Another organization's invoice, or an
 * invoice of another module's account (a payables bill), is simply not found.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ItemKind, type InvoiceLineRow, type InvoiceRow } from '@si/contract';
import { daysBetween, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, file, invoice, item } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { today } from '../../../shared/dates/days.ts';
import type { StoredInvoiceLine } from '../schema.ts';
import { RECEIVABLES_KIND } from '../module.ts';

export type ItemRow = typeof item.$inferSelect;
export type InvoiceDbRow = typeof invoice.$inferSelect;
export interface Loaded {
  item: ItemRow;
  invoice: InvoiceDbRow;
  accountName: string;
}

/** Where an invoice of the organization's receivables is found. */
export const invoiceScope = (orgId: number) => and(eq(item.organizationId, orgId), eq(item.kind, ItemKind.INVOICE), eq(account.moduleKind, RECEIVABLES_KIND));

/** One invoice of the organization (404 otherwise); `forUpdate` locks its invoice row inside a transaction. */
export async function findInvoice(db: Db, orgId: number, id: number, forUpdate = false): Promise<Loaded> {
  const q = db
    .select({ item, invoice, accountName: account.name })
    .from(item)
    .innerJoin(invoice, eq(invoice.itemId, item.id))
    .innerJoin(account, eq(account.id, item.accountId))
    .where(and(invoiceScope(orgId), eq(item.id, id)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: invoice }) : await q;
  if (!row) throw notFound();
  return row;
}

export const lineRow = (l: StoredInvoiceLine): InvoiceLineRow => ({
  description: l.description,
  quantity: String(l.quantity),
  unit_price: String(l.unit_price),
  tax_rate: l.tax_rate ?? '0',
  discount: l.discount ?? '0',
  amount: l.amount,
  tax: l.tax ?? '0',
});

/** Money columns come back as numeric(18,4) text ("12.3000"): answered with the currency's digits. */
const money = (value: string | null, currency: string): string => formatAmount(value ?? '0', currency);

const UNSETTLED = new Set(['open', 'partially_paid']);

export function toInvoiceRow(r: Loaded, pdfFileId: number | null): InvoiceRow {
  const { item: it, invoice: inv } = r;
  const currency = inv.currency ?? 'USD';
  const overdue = it.dueDate && inv.docType === 'invoice' && UNSETTLED.has(inv.state) ? Math.max(0, daysBetween(it.dueDate, today())) : 0;
  return {
    id: it.id,
    account_id: it.accountId,
    account_name: r.accountName,
    doc_type: inv.docType as InvoiceRow['doc_type'],
    state: inv.state as InvoiceRow['state'],
    number: inv.number,
    title: it.title,
    currency,
    language: inv.language as InvoiceRow['language'],
    issue_date: inv.issueDate,
    due_date: it.dueDate,
    payment_terms_days: inv.paymentTermsDays,
    lines: inv.lines.map(lineRow),
    memo: inv.memo,
    subtotal: money(inv.subtotal, currency),
    tax: money(inv.tax, currency),
    total: money(inv.total, currency),
    balance: money(inv.balance, currency),
    days_overdue: overdue,
    credited_invoice_id: inv.creditedItemId,
    finalized_at: inv.finalizedAt?.toISOString() ?? null,
    sent_at: inv.sentAt?.toISOString() ?? null,
    voided_at: inv.voidedAt?.toISOString() ?? null,
    void_reason: inv.voidReason,
    external_reference: inv.externalReference,
    pdf_file_id: pdfFileId,
    created_at: it.createdAt.toISOString(),
    updated_at: it.updatedAt.toISOString(),
  };
}

/** The newest PDF attached to each of the items. */
export async function latestPdfs(db: Db, itemIds: number[]): Promise<Map<number, typeof file.$inferSelect>> {
  const out = new Map<number, typeof file.$inferSelect>();
  if (!itemIds.length) return out;
  const rows = await db
    .select()
    .from(file)
    .where(and(inArray(file.itemId, itemIds), eq(file.contentType, 'application/pdf')))
    .orderBy(desc(file.id));
  for (const f of rows) if (f.itemId !== null && !out.has(f.itemId)) out.set(f.itemId, f);
  return out;
}

/** The invoice as a staff route answers it: the row with its newest PDF (`pdfFileId` when the caller knows it). */
export async function invoiceAnswer(db: Db, r: Loaded, pdfFileId?: number | null): Promise<InvoiceRow> {
  const pdf = pdfFileId ?? (await latestPdfs(db, [r.item.id])).get(r.item.id)?.id ?? null;
  return toInvoiceRow(r, pdf);
}
