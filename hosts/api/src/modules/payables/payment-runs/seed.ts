/**
 * The demo's payment runs, made after the bills and the bank details: the organization's euro
 * account (where SEPA runs pay from, beside the dollar account every portal shows), one paid run
 * per payment the bills' seed recorded (its day and bank reference), and a draft run of Fabrikam's
 * approved bill waiting for a second person's approval.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind } from '@si/contract';
import { sumMoney } from '@si/contract/money';
import { account, item, payInstruction, user } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { PortalSeed } from '../../../seed/portals.ts';
import { PAYABLES } from '../module.ts';
import { bill, paymentRun, paymentRunBill, vendorBankDetails } from '../schema.ts';

export async function seedPaymentRuns({ ctx }: PortalSeed): Promise<void> {
  const { tx, orgId } = ctx;
  const [euro] = await tx
    .insert(payInstruction)
    .values({ organizationId: orgId, bankName: 'Commerzbank', accountName: ctx.orgName, iban: 'DE75512108001245126199', swift: 'COBADEFFXXX', reference: 'Your invoice number', notes: 'SEPA transfers in euros.' })
    .returning({ id: payInstruction.id });
  const [dollar] = await tx.select({ id: payInstruction.id }).from(payInstruction).where(and(eq(payInstruction.organizationId, orgId), eq(payInstruction.bankName, 'First Harbor Bank'))).limit(1);
  const users = await tx.select({ id: user.id }).from(user).where(eq(user.organizationId, orgId)).orderBy(user.id);
  const approver = users.find((u) => u.id !== ctx.leadUserId)?.id ?? ctx.leadUserId;
  const payingFor = (currency: string) => (currency === 'EUR' ? euro!.id : (dollar?.id ?? null));
  const verified = new Map(
    (await tx.select({ accountId: vendorBankDetails.accountId, id: vendorBankDetails.id }).from(vendorBankDetails).where(and(eq(vendorBankDetails.organizationId, orgId), eq(vendorBankDetails.state, 'verified')))).map(
      (r) => [r.accountId, r.id],
    ),
  );
  const bills = await tx
    .select({ itemId: bill.itemId, accountId: bill.accountId, currency: bill.currency, total: bill.total, state: bill.state, paidOn: bill.paidOn, reference: bill.paymentReference, due: item.dueDate })
    .from(bill)
    .innerJoin(item, eq(item.id, bill.itemId))
    .innerJoin(account, eq(account.id, bill.accountId))
    .where(and(eq(bill.organizationId, orgId), inArray(account.moduleKind, [...PAYABLES.portalKinds]), inArray(bill.state, ['paid', 'approved'])))
    .orderBy(asc(bill.itemId));

  const runOf = async (rows: typeof bills, values: Partial<typeof paymentRun.$inferInsert> & { state: 'draft' | 'paid' }) => {
    const currency = rows[0]!.currency;
    const total = sumMoney(rows.map((r) => r.total)).toFixed(2);
    const due = rows.map((r) => r.due ?? r.paidOn ?? '').sort().at(-1)!;
    const [run] = await tx
      .insert(paymentRun)
      .values({ organizationId: orgId, payingAccountId: payingFor(currency), currency, dueBy: due, executionDate: values.paidOn ?? due, total, billCount: rows.length, createdBy: ctx.leadUserId, ...values })
      .returning({ id: paymentRun.id });
    await tx.insert(paymentRunBill).values(rows.map((r) => ({ runId: run!.id, itemId: r.itemId, amount: r.total, bankDetailsId: verified.get(r.accountId) ?? null })));
    await audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: ctx.leadUserId, actorUserId: ctx.leadUserId, action: 'payment_run_created', details: { payment_run_id: run!.id, total, bill_count: rows.length } });
    return run!.id;
  };

  // One paid run per recorded payment: the bills that share a reference and a currency.
  const paid = new Map<string, typeof bills>();
  for (const r of bills.filter((b) => b.state === 'paid' && b.reference)) paid.set(`${r.reference}|${r.currency}`, [...(paid.get(`${r.reference}|${r.currency}`) ?? []), r]);
  for (const rows of paid.values()) {
    const paidOn = rows[0]!.paidOn ?? undefined;
    await runOf(rows, { state: 'paid', paidOn, reference: rows[0]!.reference, approvedBy: approver, approvedAt: paidOn ? new Date(`${paidOn}T09:00:00Z`) : new Date() });
  }

  // A draft run of Fabrikam's approved bill (its dollar details verified), waiting for another person to approve it.
  const [fabrikam] = await tx.select({ id: account.id }).from(account).where(and(eq(account.organizationId, orgId), eq(account.name, 'Fabrikam Supplies'))).limit(1);
  const draft = bills.filter((b) => b.state === 'approved' && b.accountId === fabrikam?.id && verified.has(b.accountId));
  if (draft.length) {
    await runOf(draft, { state: 'draft' });
    const ids = draft.map((b) => b.itemId);
    await tx.update(bill).set({ state: 'scheduled' }).where(inArray(bill.itemId, ids));
    await tx.update(item).set({ status: 'scheduled' }).where(inArray(item.id, ids));
  }
}
