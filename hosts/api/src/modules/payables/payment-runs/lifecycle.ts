/**
 * A payment run's way from draft: `approvePaymentRun` (a second staff member, never the one who
 * made it), `markPaymentRunPaid` (its bills paid, each vendor mailed a remittance advice) and
 * `cancelPaymentRun` (its bills approved again). Each moves the run with one conditional update on
 * the state it starts from, so of two calls at once exactly one does it and the other is told the
 * run moved on (409); the bills (and their items, whose status mirrors the bill) follow in the same
 * transaction, and everything is audited.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AuditEntityKind, bankDetailsChangedText, PaymentRunMessage, refusedVendorsText, type PaymentRunDetail, type PaymentRunPaid } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { account, auditEvent, item, organization } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import type { MailMessage } from '../../../platform/mail.ts';
import { today } from '../../../shared/dates/days.ts';
import { bill, paymentRun, paymentRunBill, vendorBankDetails } from '../schema.ts';
import { pendingBankDetails } from '../bank-details/read.ts';
import type { ActingStaff } from './acting.ts';
import { remittanceMails } from './remittance.ts';
import { findRun, runBills, runDetail } from './rows.ts';

type Tx = Db;

const inRun = (runId: number) => sql`${bill.itemId} in (select ${paymentRunBill.itemId} from ${paymentRunBill} where ${paymentRunBill.runId} = ${runId})`;

/** One audit row per bill of the run, in one statement. */
async function auditBills(tx: Tx, by: ActingStaff, itemIds: readonly number[], action: string, details: Record<string, unknown>) {
  if (!itemIds.length) return;
  await tx.insert(auditEvent).values(itemIds.map((id) => ({ organizationId: by.orgId, entityKind: AuditEntityKind.ITEM, entityId: id, action, actorUserId: by.userId, details })));
}

const auditRun = (tx: Tx, by: ActingStaff, action: string, details: Record<string, unknown>) =>
  audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.USER, entityId: by.userId, actorUserId: by.userId, action, details });

/**
 * Approves a draft run. 403 for the staff member who made it; 409 when it is no longer a draft,
 * when a vendor's verified bank details changed since the run was made (the run would pay to
 * details that are no longer the verified ones: cancel it and make it again), or when a vendor's
 * new details wait for verification (naming the vendors, as making a run does).
 */
export async function approvePaymentRun(deps: Deps, by: ActingStaff, id: number): Promise<PaymentRunDetail> {
  const { run } = await findRun(deps.db, by.orgId, id);
  if (run.createdBy === by.userId) throw detailError(403, PaymentRunMessage.OWN_RUN);
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const [moved] = await tx
      .update(paymentRun)
      .set({ state: 'approved', approvedBy: by.userId, approvedAt: new Date() })
      .where(and(eq(paymentRun.id, id), eq(paymentRun.organizationId, by.orgId), eq(paymentRun.state, 'draft')))
      .returning({ id: paymentRun.id });
    if (!moved) throw detailError(409, PaymentRunMessage.NOT_DRAFT);
    const vendors = await tx
      .selectDistinct({ accountId: bill.accountId, name: account.name, recorded: vendorBankDetails.state })
      .from(paymentRunBill)
      .innerJoin(bill, eq(bill.itemId, paymentRunBill.itemId))
      .innerJoin(account, eq(account.id, bill.accountId))
      .leftJoin(vendorBankDetails, eq(vendorBankDetails.id, paymentRunBill.bankDetailsId))
      .where(eq(paymentRunBill.runId, id));
    const stale = [...new Set(vendors.filter((v) => v.recorded !== 'verified').map((v) => v.name))].sort();
    if (stale.length) throw detailError(409, bankDetailsChangedText(stale));
    // A change given since the run was made waits for verification: the approver pays no vendor whose bank may have changed.
    const pending = await pendingBankDetails(tx, by.orgId, [...new Set(vendors.map((v) => v.accountId))]);
    if (pending.size) {
      const refused = vendors.filter((v, i) => pending.has(v.accountId) && vendors.findIndex((w) => w.accountId === v.accountId) === i);
      throw detailError(409, refusedVendorsText(refused.map((v) => ({ name: v.name, pending: true })).sort((a, b) => a.name.localeCompare(b.name))));
    }
    await auditRun(tx, by, 'payment_run_approved', { payment_run_id: id, total: run.total, bill_count: run.billCount });
  });
  return runDetail(deps.db, by.orgId, id);
}

/** Marks an approved run paid: its bills are paid (balance 0, the day and the reference); each vendor's contacts are mailed. */
export async function markPaymentRunPaid(deps: Deps, by: ActingStaff, id: number, input: PaymentRunPaid): Promise<PaymentRunDetail> {
  await findRun(deps.db, by.orgId, id);
  if (input.paid_on > today()) throw badRequest({ paid_on: [PaymentRunMessage.PAID_IN_FUTURE] });
  const [org] = await deps.db.select({ name: organization.name }).from(organization).where(eq(organization.id, by.orgId));
  const mails = await deps.db.transaction(async (txRaw): Promise<MailMessage[]> => {
    const tx = txRaw as unknown as Tx;
    const [moved] = await tx
      .update(paymentRun)
      .set({ state: 'paid', paidOn: input.paid_on, reference: input.reference })
      .where(and(eq(paymentRun.id, id), eq(paymentRun.organizationId, by.orgId), eq(paymentRun.state, 'approved')))
      .returning();
    if (!moved) throw detailError(409, PaymentRunMessage.NOT_APPROVED);
    const paid = await tx
      .update(bill)
      .set({ state: 'paid', balance: '0', paidOn: input.paid_on, paymentReference: input.reference })
      .where(and(inRun(id), eq(bill.organizationId, by.orgId), eq(bill.state, 'scheduled')))
      .returning({ itemId: bill.itemId });
    const ids = paid.map((b) => b.itemId);
    if (ids.length) await tx.update(item).set({ status: 'paid', updatedAt: new Date() }).where(inArray(item.id, ids));
    await auditRun(tx, by, 'payment_run_paid', { payment_run_id: id, paid_on: input.paid_on, reference: input.reference, total: moved.total, bill_count: ids.length });
    await auditBills(tx, by, ids, 'bill_paid', { payment_run_id: id, paid_on: input.paid_on, reference: input.reference });
    const bills = (await runBills(tx, id)).filter((b) => ids.includes(b.itemId));
    return remittanceMails(tx, { id, orgId: by.orgId, orgName: org?.name ?? '', currency: moved.currency, paidOn: input.paid_on, reference: input.reference, actorUserId: by.userId }, bills);
  });
  for (const m of mails) {
    try {
      await deps.mailer.send(m);
    } catch (err) {
      // The payment stands; a mail server hiccup must not undo it. The log keeps the miss.
      deps.log(`[payables] remittance mail to ${m.to} failed: ${(err as Error).message}`);
    }
  }
  return runDetail(deps.db, by.orgId, id);
}

/** Cancels a draft or approved run: its bills are approved again and free for another run. */
export async function cancelPaymentRun(deps: Deps, by: ActingStaff, id: number): Promise<PaymentRunDetail> {
  const { run } = await findRun(deps.db, by.orgId, id);
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    const [moved] = await tx
      .update(paymentRun)
      .set({ state: 'cancelled' })
      .where(and(eq(paymentRun.id, id), eq(paymentRun.organizationId, by.orgId), inArray(paymentRun.state, ['draft', 'approved'])))
      .returning();
    if (!moved) throw detailError(409, PaymentRunMessage.NOT_CANCELLABLE);
    const back = await tx
      .update(bill)
      .set({ state: 'approved' })
      .where(and(inRun(id), eq(bill.organizationId, by.orgId), eq(bill.state, 'scheduled')))
      .returning({ itemId: bill.itemId });
    const ids = back.map((b) => b.itemId);
    if (ids.length) await tx.update(item).set({ status: 'approved', updatedAt: new Date() }).where(and(inArray(item.id, ids), ne(item.status, 'approved')));
    await auditRun(tx, by, 'payment_run_cancelled', { payment_run_id: id, from: run.state, bill_count: ids.length });
    await auditBills(tx, by, ids, 'bill_unscheduled', { payment_run_id: id });
  });
  return runDetail(deps.db, by.orgId, id);
}
