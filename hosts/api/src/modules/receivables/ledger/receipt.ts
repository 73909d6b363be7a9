/**
 * A payment's receipt as a PDF: for staff (any payment of the organization) and for the invoice
 * portal (only a payment of the token's own account). Another's payment is simply not found.
 */
import { and, eq } from 'drizzle-orm';
import type { PaymentRow } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, arPayment, invoice } from '../../../db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { renderReceiptPdf } from '../../../shared/pdf/lazy.ts';
import type { PdfLanguage } from '../../../shared/pdf/types.ts';
import { pdfOrganization } from '../invoices/pdf.ts';
import { allocationsOf } from './rows.ts';

/** The receipt of payment `paymentId` of the organization (and of `accountId` when given): its file name and bytes; 404 otherwise. */
export async function receiptPdf(db: Db, s: { orgId: number; paymentId: number; accountId?: number }): Promise<{ name: string; bytes: Uint8Array }> {
  const [found] = await db
    .select({ payment: arPayment, accountName: account.name })
    .from(arPayment)
    .innerJoin(account, eq(account.id, arPayment.accountId))
    .where(and(eq(arPayment.id, s.paymentId), eq(arPayment.organizationId, s.orgId), s.accountId === undefined ? undefined : eq(arPayment.accountId, s.accountId)))
    .limit(1);
  if (!found) throw notFound();
  const p = found.payment;
  const allocations = (await allocationsOf(db, [p.id])).get(p.id) ?? [];
  // The receipt speaks the language of the (first) invoice it pays.
  const [first] = allocations.length ? await db.select({ language: invoice.language }).from(invoice).where(eq(invoice.itemId, allocations[0]!.invoiceId)).limit(1) : [];
  const bytes = await renderReceiptPdf({
    language: (first?.language ?? 'en') as PdfLanguage,
    organization: await pdfOrganization(db, s.orgId),
    customer: { name: found.accountName },
    number: p.receiptNumber,
    receivedOn: p.receivedOn,
    method: p.method as PaymentRow['method'],
    reference: p.reference,
    currency: p.currency,
    amount: formatAmount(p.amount, p.currency),
    allocations: allocations.map((a) => ({ invoiceNumber: a.invoiceNumber, amount: formatAmount(a.amount, p.currency) })),
    unapplied: formatAmount(p.unapplied, p.currency),
  });
  return { name: `receipt-${p.receiptNumber ?? p.id}.pdf`, bytes };
}
