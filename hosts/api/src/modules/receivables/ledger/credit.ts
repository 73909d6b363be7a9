/**
 * The customer's credit: money paid and not yet allocated (a payment's `unapplied`) and credit
 * notes raised on the account rather than against an invoice. Applying it pays the oldest open
 * invoices, oldest credit first. (A credit note against an invoice is applied when issued.)
 */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, ReceivablesMessage } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { arPayment, invoice, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { applyToInvoice, lockInvoices, oldestFirst, PAYABLE_STATES } from './allocate.ts';

/** numeric(18,4) text for a Big. */
const stored = (v: Big) => v.toFixed(4);

export interface CreditApplied {
  applied: Big;
  invoices: number[];
  paid: number[];
}

/**
 * Applies the account's credit in a currency (unapplied payment money and open credit notes on
 * the account, oldest first) to its oldest open invoices. 400 NO_CREDIT when there is none.
 */
export async function applyCredit(tx: Db, orgId: number, accountId: number, currency: string, on: string, actorUserId: number | null): Promise<CreditApplied> {
  const payments = await tx
    .select()
    .from(arPayment)
    .where(and(eq(arPayment.organizationId, orgId), eq(arPayment.accountId, accountId), eq(arPayment.currency, currency), gt(arPayment.unapplied, '0')))
    .orderBy(asc(arPayment.id))
    .for('update');
  const noteIds = await tx
    .select({ id: invoice.itemId })
    .from(invoice)
    .innerJoin(item, eq(item.id, invoice.itemId))
    .where(
      and(
        eq(item.organizationId, orgId),
        eq(item.accountId, accountId),
        eq(item.kind, ItemKind.INVOICE),
        eq(invoice.docType, 'credit_note'),
        isNull(invoice.creditedItemId),
        eq(invoice.state, 'open'),
        eq(invoice.currency, currency),
        gt(invoice.balance, '0'),
      ),
    );
  const openIds = await tx
    .select({ id: invoice.itemId })
    .from(invoice)
    .innerJoin(item, eq(item.id, invoice.itemId))
    .where(
      and(
        eq(item.organizationId, orgId),
        eq(item.accountId, accountId),
        eq(item.kind, ItemKind.INVOICE),
        eq(invoice.docType, 'invoice'),
        eq(invoice.currency, currency),
        inArray(invoice.state, PAYABLE_STATES),
      ),
    );
  // Credit notes and invoices are rows of one table: one lock statement, in id order.
  const locked = await lockInvoices(tx, orgId, accountId, [...noteIds, ...openIds].map((r) => r.id));
  const notes = [...locked.values()].filter((i) => i.docType === 'credit_note' && i.state === 'open' && i.creditedItemId === null && i.balance.gt(0));
  const invoices = [...locked.values()].filter((i) => i.docType === 'invoice' && PAYABLE_STATES.includes(i.state) && i.balance.gt(0)).sort(oldestFirst);

  interface Source {
    date: string;
    id: number;
    left: Big;
    ref: { paymentId: number } | { creditItemId: number };
  }
  const sources: Source[] = [
    ...payments.map((p) => ({ date: p.receivedOn, id: p.id, left: new Big(p.unapplied), ref: { paymentId: p.id } })),
    ...notes.map((n) => ({ date: n.issueDate ?? '', id: n.itemId, left: n.balance, ref: { creditItemId: n.itemId } })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  if (!sources.length) throw badRequest({ currency: [ReceivablesMessage.NO_CREDIT] });

  let total = new Big(0);
  const touched = new Set<number>();
  const paid: number[] = [];
  for (const inv of invoices) {
    for (const s of sources) {
      if (inv.balance.lte(0)) break;
      if (s.left.lte(0)) continue;
      const share = s.left.lt(inv.balance) ? s.left : inv.balance;
      const a = await applyToInvoice(tx, orgId, inv, share, on, s.ref);
      s.left = s.left.minus(share);
      total = total.plus(share);
      touched.add(inv.itemId);
      if (a.paid) paid.push(inv.itemId);
      await audit(tx, {
        orgId,
        entityKind: AuditEntityKind.ITEM,
        entityId: inv.itemId,
        action: a.paid ? 'paid' : 'credit_applied',
        actorUserId,
        details: { ...('paymentId' in s.ref ? { payment_id: s.ref.paymentId } : { credit_note_id: s.ref.creditItemId }), amount: formatAmount(share, currency), currency },
      });
    }
  }
  const now = new Date();
  for (const s of sources) {
    if ('paymentId' in s.ref) {
      const before = payments.find((p) => p.id === s.id)!;
      if (!new Big(before.unapplied).eq(s.left)) await tx.update(arPayment).set({ unapplied: stored(s.left) }).where(eq(arPayment.id, s.id));
    } else {
      const note = locked.get(s.id)!;
      if (note.balance.eq(s.left)) continue;
      const state = s.left.eq(0) ? 'applied' : 'open';
      await tx.update(invoice).set({ balance: stored(s.left), state }).where(eq(invoice.itemId, s.id));
      await tx.update(item).set({ status: state, updatedAt: now }).where(eq(item.id, s.id));
    }
  }
  return { applied: total, invoices: [...touched], paid };
}
