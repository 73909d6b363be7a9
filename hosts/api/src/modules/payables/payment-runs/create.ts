/**
 * Making a payment run: the chosen bills (or every candidate) of the currency due by the day, paid
 * from one of the organization's paying accounts. In one transaction:
 *
 * - the bills are locked, then the vendors' accounts `FOR SHARE` (each in id order): a change of
 *   bank details takes the account's lock for update, so none is given or verified between the
 *   check and the commit, and two runs over the same bills wait in line rather than deadlock;
 * - a vendor whose new details wait for verification, or that has none verified, refuses the whole
 *   run (409) naming each such vendor: a run only ever pays to verified details;
 * - the bills become `scheduled` (and their items, whose status mirrors the bill) through one
 *   conditional update on `state = 'approved'`: of two runs racing for one bill, the second finds
 *   it scheduled already, changes fewer rows than it asked for, and rolls back (409);
 * - each `payment_run_bill` records the amount and the verified details it pays to;
 * - the run and each bill are audited.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AuditEntityKind, PaymentRunMessage, refusedVendorsText, type PaymentRunCreate, type PaymentRunDetail } from '@si/contract';
import { sumMoney } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { account, auditEvent, item, payInstruction } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import { today } from '../../../shared/dates/days.ts';
import { bill, paymentRun, paymentRunBill } from '../schema.ts';
import type { ActingStaff } from './acting.ts';
import { candidateBills, payable, vendorDetails } from './candidates.ts';
import { runDetail } from './rows.ts';

export async function createPaymentRun(deps: Deps, by: ActingStaff, input: PaymentRunCreate): Promise<PaymentRunDetail> {
  if (input.execution_date < today()) throw badRequest({ execution_date: [PaymentRunMessage.EXECUTION_PAST] });
  if (input.bill_ids && new Set(input.bill_ids).size !== input.bill_ids.length) throw badRequest({ bill_ids: [PaymentRunMessage.DUPLICATE_BILL] });
  const [paying] = await deps.db
    .select({ id: payInstruction.id })
    .from(payInstruction)
    .where(and(eq(payInstruction.id, input.paying_account_id), eq(payInstruction.organizationId, by.orgId)));
  if (!paying) throw badRequest({ paying_account_id: [PaymentRunMessage.PAYING_ACCOUNT] });

  const runId = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const { bills } = await candidateBills(tx, by.orgId, input.currency, input.due_by, input.bill_ids);
    if (!bills.length) throw detailError(409, input.bill_ids ? PaymentRunMessage.BILLS_UNAVAILABLE : PaymentRunMessage.NO_BILLS);
    if (input.bill_ids && bills.length !== input.bill_ids.length) throw detailError(409, PaymentRunMessage.BILLS_UNAVAILABLE);

    const ids = bills.map((b) => b.itemId);
    // Bills first, then vendors, each in id order: two runs over the same bills wait in line instead of deadlocking.
    await tx.select({ id: bill.itemId }).from(bill).where(inArray(bill.itemId, ids)).orderBy(asc(bill.itemId)).for('update');
    const accountIds = [...new Set(bills.map((b) => b.accountId))].sort((a, b) => a - b);
    await tx.select({ id: account.id }).from(account).where(inArray(account.id, accountIds)).orderBy(asc(account.id)).for('share');
    const { verified, pending } = await vendorDetails(tx, by.orgId, accountIds);
    const names = new Map(bills.map((b) => [b.accountId, b.vendorName]));
    const refused = accountIds
      .filter((id) => pending.has(id) || !verified.has(id))
      .map((id) => ({ name: names.get(id)!, pending: pending.has(id) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (refused.length) throw detailError(409, refusedVendorsText(refused));

    // The race guard: only bills still approved (and still payable) are taken.
    const taken = await tx
      .update(bill)
      .set({ state: 'scheduled' })
      .from(item)
      .where(and(inArray(bill.itemId, ids), payable(by.orgId, input.currency, input.due_by), sql`${bill.itemId} = ${item.id}`))
      .returning({ itemId: bill.itemId, balance: bill.balance, accountId: bill.accountId });
    if (taken.length !== ids.length) throw detailError(409, PaymentRunMessage.BILLS_UNAVAILABLE);
    const now = new Date();
    await tx.update(item).set({ status: 'scheduled', updatedAt: now }).where(inArray(item.id, ids));

    const total = sumMoney(taken.map((b) => b.balance)).toFixed();
    const [run] = await tx
      .insert(paymentRun)
      .values({
        organizationId: by.orgId,
        payingAccountId: paying.id,
        currency: input.currency,
        dueBy: input.due_by,
        executionDate: input.execution_date,
        total,
        billCount: taken.length,
        createdBy: by.userId,
      })
      .returning({ id: paymentRun.id });
    await tx.insert(paymentRunBill).values(taken.map((b) => ({ runId: run!.id, itemId: b.itemId, amount: b.balance, bankDetailsId: verified.get(b.accountId)!.id })));
    await audit(tx, {
      orgId: by.orgId,
      entityKind: AuditEntityKind.USER,
      entityId: by.userId,
      actorUserId: by.userId,
      action: 'payment_run_created',
      details: { payment_run_id: run!.id, currency: input.currency, total, bill_count: taken.length, execution_date: input.execution_date, paying_account_id: paying.id },
    });
    await tx.insert(auditEvent).values(
      taken.map((b) => ({
        organizationId: by.orgId,
        entityKind: AuditEntityKind.ITEM,
        entityId: b.itemId,
        action: 'bill_scheduled',
        actorUserId: by.userId,
        details: { payment_run_id: run!.id, amount: b.balance, bank_details_id: verified.get(b.accountId)!.id },
      })),
    );
    return run!.id;
  });
  return runDetail(deps.db, by.orgId, runId);
}
