/**
 * The actions on vendor credits, knowing no HTTP: staff record a credit the vendor gave
 * (`createVendorCredit`), void one nothing of which was applied (`voidVendorCredit`), and apply
 * part or all of one to an approved bill of the same vendor and currency (`applyVendorCredit`).
 *
 * Applying is one transaction that locks the credit row, then the bill row (`SELECT ... FOR
 * UPDATE`, always in that order; nothing locks them the other way round: a payment run locks
 * bills, then vendor accounts, never a credit), checks both under the locks and writes the credit's
 * remaining, the bill's balance (and, at 0, the bill paid with the credit as its reference), the
 * application and the audit. Of two applications at once the second waits for the first and then
 * reads what it left, so a credit is never applied beyond its amount, nor a bill below 0.
 * Amounts are big.js at the currency's minor units.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AuditEntityKind, creditReference, VendorCreditMessage, type VendorCreditApply, type VendorCreditCreate } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { today } from '../../../shared/dates/days.ts';
import { fitsCurrency } from '../../receivables/invoices/lines.ts';
import { bill, vendorCredit, vendorCreditApplication } from '../schema.ts';

/** The staff member acting. */
export interface ActingStaff {
  orgId: number;
  userId: number;
}

/** 400 on `amount` when it has more decimals than the currency. */
function assertFits(amount: string, currency: string): void {
  const wrong = fitsCurrency(amount, currency);
  if (wrong) throw badRequest({ amount: [wrong] });
}

/** A credit the vendor `accountId` (a vendor account of the organization, checked by the caller) gave: open, all of it to apply. Answers its id. */
export async function createVendorCredit(deps: Deps, by: ActingStaff, accountId: number, input: VendorCreditCreate): Promise<number> {
  assertFits(input.amount, input.currency);
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(vendorCredit)
      .values({ organizationId: by.orgId, accountId, number: input.number, creditDate: input.credit_date, currency: input.currency, amount: input.amount, remaining: input.amount, memo: input.memo ?? '', state: 'open', createdBy: by.userId })
      .returning({ id: vendorCredit.id });
    await audit(tx, {
      orgId: by.orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: accountId,
      action: 'vendor_credit_created',
      actorUserId: by.userId,
      details: { credit_id: row!.id, number: input.number, currency: input.currency, amount: formatAmount(input.amount, input.currency) },
    });
    return row!.id;
  });
}

/**
 * Voids credit `id` while it is open and nothing of it was applied: one conditional update, so an
 * application that commits first makes the void a 409 (and a void first makes the application one).
 */
export async function voidVendorCredit(deps: Deps, by: ActingStaff, id: number): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [voided] = await tx
      .update(vendorCredit)
      .set({ state: 'void' })
      .where(and(eq(vendorCredit.id, id), eq(vendorCredit.organizationId, by.orgId), eq(vendorCredit.state, 'open'), sql`${vendorCredit.remaining} = ${vendorCredit.amount}`))
      .returning();
    if (!voided) {
      const [current] = await tx
        .select()
        .from(vendorCredit)
        .where(and(eq(vendorCredit.id, id), eq(vendorCredit.organizationId, by.orgId)));
      if (!current) throw notFound();
      throw detailError(409, current.state === 'void' ? VendorCreditMessage.NOT_OPEN : VendorCreditMessage.NOT_VOIDABLE);
    }
    await audit(tx, {
      orgId: by.orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: voided.accountId,
      action: 'vendor_credit_voided',
      actorUserId: by.userId,
      details: { credit_id: id, number: voided.number, currency: voided.currency, amount: formatAmount(voided.amount, voided.currency) },
    });
  });
}

/**
 * Applies `input.amount` of credit `id` to bill `input.bill_id`. 404 when the credit or the bill
 * is not the organization's; 409 when nothing is left of the credit, or the bill is not approved
 * (received, in approval, in a payment run, paid...); 400 on `bill_id` for another vendor's or
 * another currency's bill; 400 on `amount` for more decimals than the currency, more than remains
 * of the credit, or more than is still to pay on the bill.
 */
export async function applyVendorCredit(deps: Deps, by: ActingStaff, id: number, input: VendorCreditApply): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The credit first, then the bill: every application takes the two locks in this order.
    const [credit] = await tx
      .select()
      .from(vendorCredit)
      .where(and(eq(vendorCredit.id, id), eq(vendorCredit.organizationId, by.orgId)))
      .for('update');
    if (!credit) throw notFound();
    const [target] = await tx
      .select()
      .from(bill)
      .where(and(eq(bill.itemId, input.bill_id), eq(bill.organizationId, by.orgId)))
      .for('update');
    if (!target) throw notFound();
    if (credit.state !== 'open') throw detailError(409, VendorCreditMessage.NOT_OPEN);
    if (target.accountId !== credit.accountId) throw badRequest({ bill_id: [VendorCreditMessage.BILL_OTHER_VENDOR] });
    if (target.currency !== credit.currency) throw badRequest({ bill_id: [VendorCreditMessage.BILL_OTHER_CURRENCY] });
    if (target.state !== 'approved') throw detailError(409, VendorCreditMessage.BILL_NOT_OPEN);
    assertFits(input.amount, credit.currency);
    const amount = new Big(input.amount);
    if (amount.gt(credit.remaining)) throw badRequest({ amount: [VendorCreditMessage.OVER_REMAINING] });
    if (amount.gt(target.balance)) throw badRequest({ amount: [VendorCreditMessage.OVER_BALANCE] });

    const remaining = new Big(credit.remaining).minus(amount);
    const balance = new Big(target.balance).minus(amount);
    await tx
      .update(vendorCredit)
      .set({ remaining: remaining.toFixed(4), state: remaining.eq(0) ? 'applied' : 'open' })
      .where(eq(vendorCredit.id, credit.id));
    const paid = balance.eq(0);
    const reference = creditReference(credit.number);
    const paidOn = today();
    await tx
      .update(bill)
      .set({ balance: balance.toFixed(4), ...(paid ? { state: 'paid' as const, paidOn, paymentReference: reference } : {}) })
      .where(eq(bill.itemId, target.itemId));
    if (paid) await tx.update(item).set({ status: 'paid', updatedAt: new Date() }).where(eq(item.id, target.itemId));
    await tx.insert(vendorCreditApplication).values({ organizationId: by.orgId, creditId: credit.id, itemId: target.itemId, amount: amount.toFixed(4), appliedBy: by.userId });

    const money = (v: Big) => formatAmount(v, credit.currency);
    const onBill = (action: string, details: Record<string, unknown>) => audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: target.itemId, action, actorUserId: by.userId, details });
    await onBill('vendor_credit_applied', { credit_id: credit.id, number: credit.number, currency: credit.currency, amount: money(amount), balance: money(balance), credit_remaining: money(remaining) });
    if (paid) await onBill('bill_paid', { credit_id: credit.id, paid_on: paidOn, reference });
  });
}
