/**
 * Refunds of payments. The payment's unapplied credit goes first; the rest is taken back from
 * the invoices it paid, newest first, as negative allocation rows dated the refund's day (so the
 * aging as of an earlier day, which replays allocations up to that day, still shows them paid),
 * and each invoice is raised again (paid -> partially_paid, or open when nothing is left on it).
 * A card payment goes back through the provider that took it; any other is recorded as returned
 * offline.
 *
 * Concurrency: the payment row is locked first (SELECT ... FOR UPDATE), then its invoices, the
 * order apply_credit takes too; what is left to refund is read under the lock, so two refunds
 * racing never give back more than was paid.
 */
import { and, asc, eq } from 'drizzle-orm';
import { AuditEntityKind, ReceivablesMessage, type PaymentMethod, type PaymentRefundCreate, type PaymentRefundRow, type RefundChannel } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { arAllocation, arPayment, arRefund, invoice, item, paymentSession } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { fitsCurrency } from '../invoices/lines.ts';
import { isoDay, today } from '../../../shared/dates/days.ts';
import { providerNamed } from '../payments.ts';
import { lockInvoices, oldestFirst, type LockedInvoice, type PaymentDbRow } from './allocate.ts';

export type RefundDbRow = typeof arRefund.$inferSelect;

/** numeric(18,4) text for a Big. */
const stored = (v: Big) => v.toFixed(4);

export interface RefundCall {
  orgId: number;
  paymentId: number;
  input: PaymentRefundCreate;
  idempotencyKey?: string;
  userId: number | null;
  /** The suite's address (the sandbox provider's pages). */
  publicUrl: string;
}

/** Today where it is latest (UTC+14): the server does not know the staff member's time zone, and their today is never after it. */
const latestToday = () => isoDay(new Date(Date.now() + 14 * 3_600_000));

export type RefundOutcome = { replayed: RefundDbRow } | { refund: RefundDbRow; reopened: number[] };

/**
 * What one invoice can give back on `on`: the least the payment had applied to it on any day from
 * `on` on (money applied later was not there to take back on `on`), never below zero.
 */
export function givable(allocations: { amount: string; appliedOn: string }[], on: string): Big {
  const byDay = new Map<string, Big>();
  let least = new Big(0);
  for (const a of allocations) {
    if (a.appliedOn <= on) least = least.plus(a.amount);
    else byDay.set(a.appliedOn, (byDay.get(a.appliedOn) ?? new Big(0)).plus(a.amount));
  }
  let running = least;
  for (const day of [...byDay.keys()].sort()) {
    running = running.plus(byDay.get(day)!);
    if (running.lt(least)) least = running;
  }
  return least.gt(0) ? least : new Big(0);
}

/** The channel and provider reference of the money going back; 409 for a card payment no provider can refund. */
async function giveMoneyBack(tx: Db, r: RefundCall, payment: PaymentDbRow, amount: string): Promise<{ channel: RefundChannel; reference: string | null }> {
  if (payment.method !== 'card') return { channel: 'offline', reference: null };
  const [session] = payment.paymentSessionId ? await tx.select().from(paymentSession).where(eq(paymentSession.id, payment.paymentSessionId)).limit(1) : [];
  const provider = session ? await providerNamed(tx, r.orgId, r.publicUrl, session.provider) : undefined;
  if (!session || !provider) throw detailError(409, ReceivablesMessage.REFUND_UNAVAILABLE);
  // Stripe answers a retried key with the first refund: a crash after it refunded cannot refund twice.
  const key = r.idempotencyKey ? `si-refund-${r.orgId}-${r.idempotencyKey}` : `si-refund-${payment.id}-${stored(new Big(payment.refunded))}-${stored(new Big(amount))}`;
  let done: { providerRefundId: string } | undefined;
  try {
    done = await provider.refund({ providerSessionId: session.providerSessionId, amount, currency: payment.currency, idempotencyKey: key });
  } catch (err) {
    const e = err as { type?: string; message?: string };
    if (e.type === 'StripeInvalidRequestError' || e.type === 'StripeCardError') throw detailError(409, `The payment provider refused the refund: ${e.message ?? 'no reason given'}`);
    throw detailError(502, 'The payment provider could not be reached: nothing was refunded. Try again.');
  }
  if (!done) throw detailError(409, ReceivablesMessage.REFUND_UNAVAILABLE);
  return { channel: provider.name, reference: done.providerRefundId.slice(0, 200) };
}

/** Raises an invoice by money taken back from it: a negative allocation row dated `on`, the balance, state, paid flag and item status. */
async function takeBack(tx: Db, orgId: number, inv: LockedInvoice, amount: Big, on: string, refund: RefundDbRow): Promise<boolean> {
  const balance = inv.balance.plus(amount);
  const state = balance.gte(inv.total) ? 'open' : 'partially_paid';
  await tx.insert(arAllocation).values({ organizationId: orgId, invoiceItemId: inv.itemId, paymentId: refund.paymentId, refundId: refund.id, amount: stored(amount.neg()), appliedOn: on });
  await tx.update(invoice).set({ balance: stored(balance), state, paid: false, paidAt: null }).where(eq(invoice.itemId, inv.itemId));
  await tx.update(item).set({ status: state, updatedAt: new Date() }).where(eq(item.id, inv.itemId));
  const changed = inv.state !== state;
  inv.balance = balance;
  inv.state = state;
  return changed;
}

/**
 * Refunds (part of) a payment inside the caller's transaction. 404 for another organization's
 * payment; 400 on `amount` (more than is left, more decimals than the currency has) or
 * `refunded_on` (in the future, before the payment, before money it takes back was applied); 409
 * for a card payment no provider can refund. A key already used answers its refund (`replayed`).
 */
export async function refundPayment(tx: Db, r: RefundCall): Promise<RefundOutcome> {
  const [payment] = await tx
    .select()
    .from(arPayment)
    .where(and(eq(arPayment.id, r.paymentId), eq(arPayment.organizationId, r.orgId)))
    .for('update');
  if (!payment) throw notFound();
  if (r.idempotencyKey) {
    // Read under the payment's lock: a twin request waits here and then finds the first refund.
    const [prior] = await tx
      .select()
      .from(arRefund)
      .where(and(eq(arRefund.organizationId, r.orgId), eq(arRefund.idempotencyKey, r.idempotencyKey)))
      .limit(1);
    if (prior) return { replayed: prior };
  }
  const on = r.input.refunded_on ?? today();
  if (on > latestToday()) throw badRequest({ refunded_on: [ReceivablesMessage.REFUND_IN_FUTURE] });
  if (on < payment.receivedOn) throw badRequest({ refunded_on: [ReceivablesMessage.REFUND_BEFORE_PAYMENT] });
  const wrong = fitsCurrency(r.input.amount, payment.currency);
  if (wrong) throw badRequest({ amount: [wrong] });
  const amount = new Big(r.input.amount);
  if (amount.gt(new Big(payment.amount).minus(payment.refunded))) throw badRequest({ amount: [ReceivablesMessage.REFUND_EXCEEDS] });

  // The plan: credit first, then the invoices it paid, newest first.
  const unapplied = new Big(payment.unapplied);
  const fromCredit = amount.lt(unapplied) ? amount : unapplied;
  let left = amount.minus(fromCredit);
  const takes: { inv: LockedInvoice; amount: Big }[] = [];
  if (left.gt(0)) {
    const allocations = await tx
      .select({ invoiceId: arAllocation.invoiceItemId, amount: arAllocation.amount, appliedOn: arAllocation.appliedOn })
      .from(arAllocation)
      .where(eq(arAllocation.paymentId, payment.id))
      .orderBy(asc(arAllocation.id));
    const locked = await lockInvoices(
      tx,
      r.orgId,
      payment.accountId,
      allocations.map((a) => a.invoiceId),
    );
    for (const inv of [...locked.values()].sort((a, b) => oldestFirst(b, a))) {
      if (left.lte(0)) break;
      const can = givable(
        allocations.filter((a) => a.invoiceId === inv.itemId),
        on,
      );
      const share = left.lt(can) ? left : can;
      if (share.lte(0)) continue;
      takes.push({ inv, amount: share });
      left = left.minus(share);
    }
    // All of it is left to refund, so only money applied after the refund's day stands in the way.
    if (left.gt(0)) throw badRequest({ refunded_on: [ReceivablesMessage.REFUND_BEFORE_APPLIED] });
  }

  const back = await giveMoneyBack(tx, r, payment, r.input.amount);
  const [refund] = await tx
    .insert(arRefund)
    .values({
      organizationId: r.orgId,
      paymentId: payment.id,
      amount: stored(amount),
      currency: payment.currency,
      fromCredit: stored(fromCredit),
      refundedOn: on,
      reason: r.input.reason,
      method: payment.method,
      provider: back.channel,
      providerReference: back.reference,
      idempotencyKey: r.idempotencyKey ?? null,
      createdByUserId: r.userId,
    })
    .returning();
  await tx
    .update(arPayment)
    .set({ unapplied: stored(unapplied.minus(fromCredit)), refunded: stored(new Big(payment.refunded).plus(amount)) })
    .where(eq(arPayment.id, payment.id));
  const reopened: number[] = [];
  for (const t of takes) if (await takeBack(tx, r.orgId, t.inv, t.amount, on, refund!)) reopened.push(t.inv.itemId);

  const money = (v: Big) => formatAmount(v, payment.currency);
  await audit(tx, {
    orgId: r.orgId,
    entityKind: AuditEntityKind.WORKSPACE,
    entityId: payment.accountId,
    action: 'payment_refunded',
    actorUserId: r.userId,
    details: {
      payment_id: payment.id,
      refund_id: refund!.id,
      amount: money(amount),
      currency: payment.currency,
      refunded_on: on,
      channel: back.channel,
      provider_reference: back.reference,
      from_credit: money(fromCredit),
      invoices: takes.map((t) => ({ invoice_id: t.inv.itemId, amount: money(t.amount) })),
    },
  });
  for (const t of takes) {
    await audit(tx, {
      orgId: r.orgId,
      entityKind: AuditEntityKind.ITEM,
      entityId: t.inv.itemId,
      action: 'payment_refunded',
      actorUserId: r.userId,
      details: { payment_id: payment.id, refund_id: refund!.id, amount: money(t.amount), currency: payment.currency, state: t.inv.state },
    });
  }
  return { refund: refund!, reopened };
}

/** Whether a retry asks for the refund already made under its key (the same payment, amount, reason, and date when it names one). */
export function sameRefund(prior: RefundDbRow, paymentId: number, input: PaymentRefundCreate): boolean {
  return prior.paymentId === paymentId && new Big(prior.amount).eq(input.amount) && prior.reason === input.reason && (input.refunded_on === undefined || input.refunded_on === prior.refundedOn);
}

export async function refundByKey(db: Db, orgId: number, key: string): Promise<RefundDbRow | undefined> {
  const [row] = await db
    .select()
    .from(arRefund)
    .where(and(eq(arRefund.organizationId, orgId), eq(arRefund.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The refund as staff read it, with the invoices it took money back from. */
export async function refundRow(db: Db, r: RefundDbRow): Promise<PaymentRefundRow> {
  const [payment] = await db.select({ accountId: arPayment.accountId }).from(arPayment).where(eq(arPayment.id, r.paymentId)).limit(1);
  const taken = await db
    .select({ invoiceId: arAllocation.invoiceItemId, number: invoice.number, amount: arAllocation.amount })
    .from(arAllocation)
    .leftJoin(invoice, eq(invoice.itemId, arAllocation.invoiceItemId))
    .where(eq(arAllocation.refundId, r.id))
    .orderBy(asc(arAllocation.id));
  const money = (v: string | Big) => formatAmount(v, r.currency);
  return {
    id: r.id,
    payment_id: r.paymentId,
    account_id: payment?.accountId ?? 0,
    amount: money(r.amount),
    currency: r.currency,
    refunded_on: r.refundedOn,
    reason: r.reason,
    method: r.method as PaymentMethod,
    channel: r.provider as RefundChannel,
    provider_reference: r.providerReference,
    from_credit: money(r.fromCredit),
    invoices: taken.map((t) => ({ invoice_id: t.invoiceId, invoice_number: t.number, amount: money(new Big(t.amount).neg()) })),
    created_at: r.createdAt.toISOString(),
  };
}
