/**
 * Money applied to invoices: a payment (offline or through the portal's checkout) or the
 * customer's credit (unapplied payment money, credit notes on the account). One place lowers an
 * invoice's balance and keeps its state, paid flag and item status in step.
 *
 * Concurrency: every writer locks the invoice rows it may touch (SELECT ... FOR UPDATE, ordered
 * by id, inside its transaction) and reads their balances after the lock, so two payments racing
 * for one invoice are applied one after the other and the second sees what the first left.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, ReceivablesMessage, type PaymentCreate } from '@si/contract';
import { Big, formatAmount, sumMoney } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { arAllocation, arPayment, invoice, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { takeNumber } from '../invoices/numbering.ts';
import { RECEIVABLES_KIND } from '../module.ts';
import { findAccount } from '../../../shared/accounts/contact-rows.ts';

export type PaymentDbRow = typeof arPayment.$inferSelect;

/** Invoice states that still take money. */
export const PAYABLE_STATES = ['open', 'partially_paid'];

/** numeric(18,4) text for a Big. */
const stored = (v: Big) => v.toFixed(4);

export interface LockedInvoice {
  itemId: number;
  accountId: number;
  docType: string;
  state: string;
  currency: string;
  number: string | null;
  total: Big;
  balance: Big;
  dueDate: string | null;
  issueDate: string | null;
  creditedItemId: number | null;
}

/**
 * Locks the invoice rows (and answers them) of the account among `ids`, in id order: the order
 * every writer takes, so two transactions never wait on each other crosswise.
 */
export async function lockInvoices(tx: Db, orgId: number, accountId: number, ids: number[]): Promise<Map<number, LockedInvoice>> {
  const out = new Map<number, LockedInvoice>();
  if (!ids.length) return out;
  const rows = await tx
    .select({
      itemId: invoice.itemId,
      accountId: item.accountId,
      docType: invoice.docType,
      state: invoice.state,
      currency: invoice.currency,
      number: invoice.number,
      balance: invoice.balance,
      total: invoice.total,
      dueDate: item.dueDate,
      issueDate: invoice.issueDate,
      creditedItemId: invoice.creditedItemId,
    })
    .from(invoice)
    .innerJoin(item, eq(item.id, invoice.itemId))
    .where(and(inArray(invoice.itemId, [...new Set(ids)]), eq(item.organizationId, orgId), eq(item.accountId, accountId), eq(item.kind, ItemKind.INVOICE)))
    .orderBy(asc(invoice.itemId))
    .for('update', { of: invoice });
  for (const r of rows) {
    out.set(r.itemId, {
      itemId: r.itemId,
      accountId: r.accountId,
      docType: r.docType,
      state: r.state,
      currency: r.currency ?? 'USD',
      number: r.number,
      total: new Big(r.total ?? 0),
      balance: new Big(r.balance ?? r.total ?? 0),
      dueDate: r.dueDate,
      issueDate: r.issueDate,
      creditedItemId: r.creditedItemId,
    });
  }
  return out;
}

/** Oldest first: by due date (none last), then issue date, then id. */
export function oldestFirst(a: LockedInvoice, b: LockedInvoice): number {
  const key = (v: string | null) => v ?? '9999-12-31';
  return key(a.dueDate).localeCompare(key(b.dueDate)) || key(a.issueDate).localeCompare(key(b.issueDate)) || a.itemId - b.itemId;
}

/** The account's open invoices in a currency, locked, oldest first. */
export async function lockOpenInvoices(tx: Db, orgId: number, accountId: number, currency: string): Promise<LockedInvoice[]> {
  const candidates = await tx
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
  const locked = await lockInvoices(
    tx,
    orgId,
    accountId,
    candidates.map((r) => r.id),
  );
  // Read again after the lock: another payment may have settled some of them meanwhile.
  return [...locked.values()].filter((i) => PAYABLE_STATES.includes(i.state) && i.balance.gt(0)).sort(oldestFirst);
}

export interface Applied {
  invoiceId: number;
  amount: Big;
  /** The invoice is settled by it. */
  paid: boolean;
}

/**
 * Applies money to one locked invoice: an allocation row dated `on`, the balance lowered, the
 * state (partially_paid or paid), the paid flag and the item's status kept in step.
 */
export async function applyToInvoice(
  tx: Db,
  orgId: number,
  inv: LockedInvoice,
  amount: Big,
  on: string,
  source: { paymentId: number } | { creditItemId: number },
): Promise<Applied> {
  const left = inv.balance.minus(amount);
  if (left.lt(0)) throw new Error(`allocation above the balance of invoice ${inv.itemId}`);
  const paid = left.eq(0);
  const state = paid ? 'paid' : 'partially_paid';
  const now = new Date();
  await tx.insert(arAllocation).values({
    organizationId: orgId,
    invoiceItemId: inv.itemId,
    paymentId: 'paymentId' in source ? source.paymentId : null,
    creditItemId: 'creditItemId' in source ? source.creditItemId : null,
    amount: stored(amount),
    appliedOn: on,
  });
  await tx
    .update(invoice)
    .set({ balance: stored(left), state, paid, paidAt: paid ? now : null })
    .where(eq(invoice.itemId, inv.itemId));
  await tx.update(item).set({ status: state, updatedAt: now }).where(eq(item.id, inv.itemId));
  inv.balance = left;
  inv.state = state;
  return { invoiceId: inv.itemId, amount, paid };
}

/** The caller organization's receivables account, or a 404 (another organization's, or another module's). */
export const findReceivablesAccount = (db: Db, orgId: number, accountId: number) => findAccount(db, orgId, [RECEIVABLES_KIND], accountId);

export interface NewPayment {
  orgId: number;
  accountId: number;
  method: PaymentCreate['method'];
  receivedOn: string;
  reference: string;
  /** Decimal string in the currency's minor units. */
  amount: string;
  currency: string;
  /** Named invoices; undefined: the oldest open invoices first. */
  allocations?: { invoice_id: number; amount: string }[];
  /**
   * Money already taken (a checkout): an allocation is cut to the invoice's balance, and one to
   * an invoice no longer payable is left out; the rest becomes credit instead of a refusal.
   */
  clipToBalance?: boolean;
  idempotencyKey?: string;
  paymentSessionId?: number;
  createdByUserId?: number | null;
  /** The audit's words for who recorded it. */
  via: string;
}

export interface RecordedPayment {
  payment: PaymentDbRow;
  applied: Applied[];
}

/**
 * Records a payment inside the caller's transaction: the row first (its unique keys, the
 * Idempotency-Key and the checkout session, make a concurrent duplicate wait here and then
 * fail), a receipt number from the series, then the allocations to locked invoices. What is not
 * allocated stays on the payment as `unapplied`, the customer's credit.
 */
export async function recordPayment(tx: Db, p: NewPayment): Promise<RecordedPayment> {
  const amount = new Big(p.amount);
  if (p.allocations) {
    const sum = sumMoney(p.allocations.map((a) => a.amount));
    if (sum.gt(amount)) throw badRequest({ allocations: [ReceivablesMessage.ALLOCATION_EXCEEDS_PAYMENT] });
  }
  const [payment] = await tx
    .insert(arPayment)
    .values({
      organizationId: p.orgId,
      accountId: p.accountId,
      method: p.method,
      receivedOn: p.receivedOn,
      reference: p.reference,
      amount: stored(amount),
      currency: p.currency,
      unapplied: stored(amount),
      idempotencyKey: p.idempotencyKey ?? null,
      paymentSessionId: p.paymentSessionId ?? null,
      createdByUserId: p.createdByUserId ?? null,
    })
    .returning();
  const receiptNumber = await takeNumber(tx, p.orgId, 'receipt');

  const applied: Applied[] = [];
  let left = amount;
  if (p.allocations) {
    const locked = await lockInvoices(
      tx,
      p.orgId,
      p.accountId,
      p.allocations.map((a) => a.invoice_id),
    );
    if (p.clipToBalance) {
      for (const a of p.allocations) {
        const inv = locked.get(a.invoice_id);
        if (!inv || inv.docType !== 'invoice' || !PAYABLE_STATES.includes(inv.state) || inv.currency !== p.currency || inv.balance.lte(0) || left.lte(0)) continue;
        const wanted = new Big(a.amount).lt(left) ? new Big(a.amount) : left;
        const share = wanted.lt(inv.balance) ? wanted : inv.balance;
        applied.push(await applyToInvoice(tx, p.orgId, inv, share, p.receivedOn, { paymentId: payment!.id }));
        left = left.minus(share);
      }
      return finish();
    }
    // Check every allocation before writing any, so a refused payment leaves nothing behind.
    const planned = new Map<number, Big>();
    p.allocations.forEach((a, n) => {
      const field = `allocations.${n}.invoice_id`;
      const inv = locked.get(a.invoice_id);
      // A paid invoice has nothing left to pay (a race lost to another payment lands here too).
      const payable = inv && inv.docType === 'invoice' && (PAYABLE_STATES.includes(inv.state) || inv.state === 'paid');
      if (!payable) throw badRequest({ [field]: [ReceivablesMessage.NOT_PAYABLE] });
      if (inv.currency !== p.currency) throw badRequest({ [field]: [ReceivablesMessage.CURRENCY_MISMATCH] });
      const total = (planned.get(a.invoice_id) ?? new Big(0)).plus(a.amount);
      if (total.gt(inv.balance)) throw badRequest({ [`allocations.${n}.amount`]: [ReceivablesMessage.OVER_ALLOCATED] });
      planned.set(a.invoice_id, total);
    });
    for (const a of p.allocations) {
      applied.push(await applyToInvoice(tx, p.orgId, locked.get(a.invoice_id)!, new Big(a.amount), p.receivedOn, { paymentId: payment!.id }));
      left = left.minus(a.amount);
    }
  } else {
    for (const inv of await lockOpenInvoices(tx, p.orgId, p.accountId, p.currency)) {
      if (left.lte(0)) break;
      const share = left.lt(inv.balance) ? left : inv.balance;
      applied.push(await applyToInvoice(tx, p.orgId, inv, share, p.receivedOn, { paymentId: payment!.id }));
      left = left.minus(share);
    }
  }
  return finish();

  async function finish(): Promise<RecordedPayment> {
    const [done] = await tx
      .update(arPayment)
      .set({ unapplied: stored(left), receiptNumber })
      .where(eq(arPayment.id, payment!.id))
      .returning();
    await audit(tx, {
      orgId: p.orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: p.accountId,
      action: 'payment_recorded',
      actorUserId: p.createdByUserId ?? null,
      details: {
        payment_id: done!.id,
        receipt_number: receiptNumber,
        method: p.method,
        amount: formatAmount(amount, p.currency),
        currency: p.currency,
        unapplied: formatAmount(left, p.currency),
        allocations: applied.map((a) => ({ invoice_id: a.invoiceId, amount: formatAmount(a.amount, p.currency) })),
        via: p.via,
      },
    });
    for (const a of applied) {
      await audit(tx, {
        orgId: p.orgId,
        entityKind: AuditEntityKind.ITEM,
        entityId: a.invoiceId,
        action: a.paid ? 'paid' : 'payment_applied',
        actorUserId: p.createdByUserId ?? null,
        details: { payment_id: done!.id, amount: formatAmount(a.amount, p.currency), currency: p.currency, via: p.via },
      });
    }
    return { payment: done!, applied };
  }
}

/** Whether a database error is a unique-key violation. */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};
