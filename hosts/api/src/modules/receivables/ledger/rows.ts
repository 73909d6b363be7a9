/**
 * Payments as staff read them (the contract's PaymentRow, with allocations and the invoices'
 * numbers), and what a retry with the same Idempotency-Key must match.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { PaymentCreate, PaymentMethod, PaymentRow } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { arAllocation, invoice } from '../../../db/schema.ts';
import type { PaymentDbRow } from './allocate.ts';

export interface AllocationWithNumber {
  paymentId: number;
  invoiceId: number;
  invoiceNumber: string | null;
  amount: string;
  appliedOn: string;
  createdAt: Date;
}

/** The allocations of the payments, with the invoice numbers, in the order they were made. */
export async function allocationsOf(db: Db, paymentIds: number[]): Promise<Map<number, AllocationWithNumber[]>> {
  const out = new Map<number, AllocationWithNumber[]>();
  if (!paymentIds.length) return out;
  const rows = await db
    .select({ paymentId: arAllocation.paymentId, invoiceId: arAllocation.invoiceItemId, invoiceNumber: invoice.number, amount: arAllocation.amount, appliedOn: arAllocation.appliedOn, createdAt: arAllocation.createdAt })
    .from(arAllocation)
    .leftJoin(invoice, eq(invoice.itemId, arAllocation.invoiceItemId))
    .where(inArray(arAllocation.paymentId, paymentIds))
    .orderBy(asc(arAllocation.id));
  for (const r of rows) {
    const list = out.get(r.paymentId!) ?? [];
    list.push({ ...r, paymentId: r.paymentId! });
    out.set(r.paymentId!, list);
  }
  return out;
}

export function toPaymentRow(p: PaymentDbRow, allocations: AllocationWithNumber[]): PaymentRow {
  const money = (v: string) => formatAmount(v, p.currency);
  return {
    id: p.id,
    account_id: p.accountId,
    method: p.method as PaymentMethod,
    received_on: p.receivedOn,
    reference: p.reference,
    amount: money(p.amount),
    currency: p.currency,
    unapplied: money(p.unapplied),
    refunded: money(p.refunded),
    receipt_number: p.receiptNumber,
    allocations: allocations.map((a) => ({ invoice_id: a.invoiceId, invoice_number: a.invoiceNumber, amount: money(a.amount), applied_on: a.appliedOn })),
    online: p.paymentSessionId !== null,
    created_at: p.createdAt.toISOString(),
  };
}

export async function paymentRow(db: Db, p: PaymentDbRow): Promise<PaymentRow> {
  return toPaymentRow(p, (await allocationsOf(db, [p.id])).get(p.id) ?? []);
}

/**
 * Whether a retry asks for the payment already recorded under its key: the same account, method,
 * date, reference, amount and currency, and (when it names them) the same allocations, made
 * with the payment. Amounts compare as numbers ("100" is "100.00").
 */
export function sameRequest(p: PaymentDbRow, allocations: AllocationWithNumber[], accountId: number, input: PaymentCreate): boolean {
  const eqMoney = (a: string, b: string) => new Big(a).eq(b);
  if (p.accountId !== accountId || p.method !== input.method || p.receivedOn !== input.received_on || p.reference !== input.reference) return false;
  if (p.currency !== input.currency || !eqMoney(p.amount, input.amount)) return false;
  if (!input.allocations) return true;
  // The payment's own allocations share its transaction's time; later credit applications do not.
  const own = allocations.filter((a) => a.createdAt.getTime() === p.createdAt.getTime());
  if (own.length !== input.allocations.length) return false;
  return input.allocations.every((a, n) => own[n]!.invoiceId === a.invoice_id && eqMoney(own[n]!.amount, a.amount));
}
