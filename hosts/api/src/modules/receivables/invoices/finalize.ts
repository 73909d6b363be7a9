/**
 * Finalizing a draft invoice: the number is taken from the organization's gapless series inside
 * the transaction (a rolled-back finalization gives it back), the issue and due dates are fixed,
 * the content is frozen (state `open`, the item's status with it) and the step is audited. After
 * the commit the PDF is attached and the workflow engine is told of the new status.
 */
import { eq } from 'drizzle-orm';
import { AuditEntityKind, ReceivablesMessage, type InvoiceRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { invoice, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { ActingStaff } from './acting.ts';
import { checkDates, dueOf } from './dates.ts';
import { attachInvoicePdf, tellWorkflows } from './follow-ups.ts';
import { takeNumber } from './numbering.ts';
import { today } from '../../../shared/dates/days.ts';
import { findInvoice, invoiceAnswer, type Loaded } from './rows.ts';

/**
 * Finalizes the draft `id` of the acting staff member's organization and answers it as staff read
 * it. 404 when it is not theirs, 409 FINALIZED when it is no draft, 400 on `lines` when it has
 * none and on `due_date` when that falls before the issue date. The invoice is read once, locked.
 */
export async function finalizeInvoice(deps: Deps, storage: Storage, by: ActingStaff, id: number): Promise<InvoiceRow> {
  const finalized = await deps.db.transaction(async (txRaw): Promise<Loaded> => {
    const tx = txRaw as Db;
    const r = await findInvoice(tx, by.orgId, id, true);
    if (r.invoice.state !== 'draft') throw detailError(409, ReceivablesMessage.FINALIZED);
    if (!r.invoice.lines.length) throw badRequest({ lines: [ReceivablesMessage.NO_LINES] });
    const number = await takeNumber(tx, by.orgId, 'invoice');
    const issueDate = r.invoice.issueDate ?? today();
    const dueDate = dueOf(issueDate, r.invoice.paymentTermsDays, r.item.dueDate) ?? issueDate;
    checkDates(issueDate, dueDate);
    const now = new Date();
    const [inv] = await tx.update(invoice).set({ number, state: 'open', issueDate, balance: r.invoice.total, finalizedAt: now }).where(eq(invoice.itemId, id)).returning();
    const [it] = await tx
      .update(item)
      .set({ status: 'open', dueDate, title: r.item.title || `Invoice ${number}`, updatedAt: now })
      .where(eq(item.id, id))
      .returning();
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_finalized', actorUserId: by.userId, details: { number, total: r.invoice.total, currency: r.invoice.currency } });
    return { item: it!, invoice: inv!, accountName: r.accountName };
  });
  // The PDF first: a workflow that mails the customer on the new status finds it attached.
  const pdfFileId = await attachInvoicePdf(deps, storage, by.orgId, finalized, by.userId);
  await tellWorkflows(deps, by.userId, [id]);
  return invoiceAnswer(deps.db, finalized, pdfFileId);
}
