/**
 * Voiding a finalized invoice that nothing was applied to (money applied calls for a credit note
 * instead): its balance goes to zero, the state and the item's status to `void`, with the reason,
 * audited. After the commit the workflow engine is told of the new status.
 */
import { eq, or, sql } from 'drizzle-orm';
import { AuditEntityKind, ReceivablesMessage, type InvoiceRow } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { arAllocation, invoice, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError } from '../../../platform/http/errors.ts';
import type { ActingStaff } from './acting.ts';
import { tellWorkflows } from './follow-ups.ts';
import { findInvoice, invoiceAnswer, type Loaded } from './rows.ts';

export const DRAFT_NOT_VOIDED = 'A draft is deleted, not voided.';

/**
 * Voids the invoice `id` of the acting staff member's organization and answers it as staff read
 * it. 404 when it is not theirs; 409 when it is void already, a draft (deleted instead), or
 * anything but open with nothing applied now (VOID_PAID: issue a credit note).
 */
export async function voidInvoice(deps: Deps, by: ActingStaff, id: number, input: { reason: string }): Promise<InvoiceRow> {
  const voided = await deps.db.transaction(async (txRaw): Promise<Loaded> => {
    const tx = txRaw as Db;
    const r = await findInvoice(tx, by.orgId, id, true);
    const state = r.invoice.state;
    if (state === 'void') throw detailError(409, ReceivablesMessage.ALREADY_VOID);
    if (state === 'draft') throw detailError(409, DRAFT_NOT_VOIDED);
    // What is applied now: a payment refunded in full left rows that add up to nothing.
    const [applied] = await tx
      .select({ net: sql<string | null>`sum(${arAllocation.amount})` })
      .from(arAllocation)
      .where(or(eq(arAllocation.invoiceItemId, id), eq(arAllocation.creditItemId, id)));
    if (state !== 'open' || !new Big(applied?.net ?? 0).eq(0)) throw detailError(409, ReceivablesMessage.VOID_PAID);
    const now = new Date();
    const [inv] = await tx.update(invoice).set({ state: 'void', balance: '0', voidedAt: now, voidReason: input.reason }).where(eq(invoice.itemId, id)).returning();
    const [it] = await tx.update(item).set({ status: 'void', updatedAt: now }).where(eq(item.id, id)).returning();
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action: 'invoice_voided', actorUserId: by.userId, details: { number: r.invoice.number, reason: input.reason } });
    return { item: it!, invoice: inv!, accountName: r.accountName };
  });
  await tellWorkflows(deps, by.userId, [id]);
  return invoiceAnswer(deps.db, voided);
}
