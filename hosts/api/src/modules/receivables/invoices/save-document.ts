/**
 * Saving an invoice's free-form document: the text is kept on the invoice (never on the item,
 * whose description the portal shows) and audited; a finalized
 * invoice also gets the document as a new version of its PDF and, with "save and send" on, it is
 * mailed to the account's contacts. A draft keeps only the text: its PDF is made when it is
 * finalized, so nothing of a draft reaches the portal.
 */
import { eq } from 'drizzle-orm';
import { AuditEntityKind, ReceivablesMessage, type InvoiceDocumentSaved } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { item } from '../../../db/schema.ts';
import { invoice } from '../schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError } from '../../../platform/http/errors.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { ActingStaff } from './acting.ts';
import { attachPdf, documentPdf, pdfName, pdfOrganization } from './pdf.ts';
import { findInvoice, invoiceAnswer } from './rows.ts';
import { customerNotificationsOn, saveAndSendOn, sendInvoice } from './send.ts';

/**
 * Saves `input.body` as the document of the invoice `id` of the acting staff member's
 * organization and answers the invoice with whom it was mailed to, or why it was not. 404 when
 * it is not theirs, 409 ALREADY_VOID when it is void.
 */
export async function saveInvoiceDocument(deps: Deps, storage: Storage, by: ActingStaff, id: number, input: { body: string }): Promise<InvoiceDocumentSaved> {
  const { db } = deps;
  const before = await findInvoice(db, by.orgId, id);
  if (before.invoice.state === 'void') throw detailError(409, ReceivablesMessage.ALREADY_VOID);
  const [inv] = await db.transaction(async (txRaw) => {
    const tx = txRaw as Db;
    await tx.update(item).set({ updatedAt: new Date() }).where(eq(item.id, id));
    const row = await tx.update(invoice).set({ document: input.body }).where(eq(invoice.itemId, id)).returning();
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_document_saved', actorUserId: by.userId, details: { number: before.invoice.number, length: input.body.length } });
    return row;
  });
  const r = { ...before, invoice: inv! };
  const saved: Pick<InvoiceDocumentSaved, 'sent_to' | 'not_sent'> = { sent_to: [], not_sent: null };
  if (r.invoice.state !== 'draft') {
    const bytes = await documentPdf(db, by.orgId, r, input.body);
    await attachPdf(db, storage, by.orgId, r, pdfName(r), bytes, by.userId);
    // The document is saved either way: the answer says whether it was mailed, and why not.
    if (await saveAndSendOn(db, by.orgId)) {
      if (!(await customerNotificationsOn(db, by.orgId))) saved.not_sent = 'customer_notifications_off';
      else {
        const orgName = (await pdfOrganization(db, by.orgId)).name;
        saved.sent_to = await sendInvoice(deps, by.orgId, orgName, r, { name: pdfName(r), bytes }, { actorUserId: by.userId, noneIsEmpty: true });
        if (!saved.sent_to.length) saved.not_sent = 'no_contact';
      }
    }
  }
  // Read again: mailing it marked it sent.
  return { ...(await invoiceAnswer(db, await findInvoice(db, by.orgId, id))), ...saved };
}
