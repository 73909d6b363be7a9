/**
 * Issuing a credit note against a finalized invoice with an open balance: the note takes its
 * number from its own series, is applied to the invoice at once (an allocation dated today, state
 * `applied`), and lowers the invoice's balance (partially paid, or paid when nothing is left).
 * Both are audited. After the commit the note's PDF is attached and, when the invoice is settled
 * by it, the workflow engine is told (as it is of a payment that settles one).
 */
import { eq } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, ReceivablesMessage, type CreditNoteCreate, type InvoiceRow } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { arAllocation, invoice, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { ActingStaff } from './acting.ts';
import { attachInvoicePdf, tellWorkflows } from './follow-ups.ts';
import { fitsCurrency, priceLines } from './lines.ts';
import { takeNumber } from './numbering.ts';
import { today } from '../../../shared/dates/days.ts';
import { findInvoice, invoiceAnswer, type Loaded } from './rows.ts';

export const NOT_CREDITABLE = 'Only a finalized invoice with an open balance can be credited.';
const UNSETTLED = ['open', 'partially_paid'];

/**
 * Credits the invoice `id` of the acting staff member's organization by an amount (tax included)
 * or by lines, and answers the new credit note as staff read it. 404 when the invoice is not
 * theirs; 409 when it is no open or partially paid invoice; 400 on `amount` or `lines` when the
 * credit is not above zero, exceeds the balance or has more decimals than the currency.
 */
export async function issueCreditNote(deps: Deps, storage: Storage, by: ActingStaff, id: number, input: CreditNoteCreate): Promise<InvoiceRow> {
  const { note, settled } = await deps.db.transaction(async (txRaw): Promise<{ note: Loaded; settled: boolean }> => {
    const tx = txRaw as Db;
    const r = await findInvoice(tx, by.orgId, id, true);
    const inv = r.invoice;
    if (inv.docType !== 'invoice' || !UNSETTLED.includes(inv.state)) throw detailError(409, NOT_CREDITABLE);
    const currency = inv.currency ?? 'USD';
    const field = input.amount !== undefined ? 'amount' : 'lines';
    let priced;
    if (input.amount !== undefined) {
      const wrong = fitsCurrency(input.amount, currency);
      if (wrong) throw badRequest({ amount: [wrong] });
      // An amount is tax included: one line of the reason for that amount.
      priced = priceLines([{ description: input.reason, quantity: '1', unit_price: input.amount, tax_rate: '0', discount: '0' }], currency);
    } else {
      priced = priceLines(input.lines!, currency);
    }
    const balance = new Big(inv.balance ?? inv.total ?? 0);
    if (new Big(priced.total).gt(balance)) throw badRequest({ [field]: [ReceivablesMessage.CREDIT_EXCEEDS] });
    if (new Big(priced.total).lte(0)) throw badRequest({ [field]: ['Enter an amount greater than zero.'] });
    const number = await takeNumber(tx, by.orgId, 'credit_note');
    const on = today();
    const now = new Date();
    const [noteItem] = await tx
      .insert(item)
      .values({ organizationId: by.orgId, accountId: r.item.accountId, kind: ItemKind.INVOICE, status: 'applied', title: `Credit note ${number} for ${inv.number}`, createdByUserId: by.userId })
      .returning();
    const [noteRow] = await tx
      .insert(invoice)
      .values({
        itemId: noteItem!.id,
        number,
        docType: 'credit_note',
        state: 'applied',
        issueDate: on,
        currency,
        language: inv.language,
        paymentTermsDays: null,
        lines: priced.lines,
        memo: input.reason,
        subtotal: priced.subtotal,
        tax: priced.tax,
        total: priced.total,
        balance: '0',
        creditedItemId: id,
        finalizedAt: now,
      })
      .returning();
    await tx.insert(arAllocation).values({ organizationId: by.orgId, invoiceItemId: id, creditItemId: noteItem!.id, amount: priced.total, appliedOn: on });
    const left = balance.minus(priced.total);
    const paid = left.lte(0);
    const state = paid ? 'paid' : 'partially_paid';
    await tx
      .update(invoice)
      .set({ balance: left.toFixed(4), state, paid, paidAt: paid ? now : null })
      .where(eq(invoice.itemId, id));
    await tx.update(item).set({ status: state, updatedAt: now }).where(eq(item.id, id));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: noteItem!.id, action: 'credit_note_issued', actorUserId: by.userId, details: { number, invoice_id: id, invoice_number: inv.number, total: priced.total, reason: input.reason } });
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'credit_applied', actorUserId: by.userId, details: { credit_note_id: noteItem!.id, credit_note_number: number, amount: priced.total, state } });
    return { note: { item: noteItem!, invoice: noteRow!, accountName: r.accountName }, settled: paid };
  });
  const pdfFileId = await attachInvoicePdf(deps, storage, by.orgId, note, by.userId);
  await tellWorkflows(deps, by.userId, settled ? [id] : []);
  return invoiceAnswer(deps.db, note, pdfFileId);
}
