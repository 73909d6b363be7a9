/**
 * A purchase order's PDF, drawn by the shared PDF engine in the invoice's layout (shared/pdf,
 * `purchaseOrder` set: its title, the vendor, the day wanted, no balance or payment section), with
 * the organization as receivables prints it. English: an order has no language of its own.
 */
import type { Db } from '../../../db/client.ts';
import { renderInvoicePdf } from '../../../shared/pdf/lazy.ts';
import { pdfOrganization } from '../../receivables/invoices/pdf.ts';
import { lineRow } from '../../receivables/invoices/rows.ts';
import type { OrderRecord } from './rows.ts';

export const orderPdfName = (r: OrderRecord) => `${r.po.number.replace(/[^\w.-]+/g, '_')}.pdf`;

export async function orderPdf(db: Db, orgId: number, r: OrderRecord): Promise<{ name: string; bytes: Uint8Array }> {
  const po = r.po;
  const bytes = await renderInvoicePdf({
    language: 'en',
    docType: 'invoice',
    purchaseOrder: true,
    organization: await pdfOrganization(db, orgId),
    customer: { name: r.accountName },
    number: po.number,
    issueDate: po.issueDate,
    dueDate: r.item.dueDate,
    currency: po.currency,
    lines: po.lines.map(lineRow),
    subtotal: po.subtotal ?? '0',
    tax: po.tax ?? '0',
    total: po.total ?? '0',
    balance: po.total ?? '0',
    memo: po.externalReference ? `Reference: ${po.externalReference}` : '',
  });
  return { name: orderPdfName(r), bytes };
}
