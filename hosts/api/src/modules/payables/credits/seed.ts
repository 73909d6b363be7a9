/**
 * The demo's vendor credits, seeded after the bills and the payment runs (so no run pays a bill a
 * credit paid): Copperleaf Print & Signs' credit note for a banner reprint, applied in full to its
 * approved bill CPS-7781 (which it pays off: paid, the credit as its reference); Summit Cloud
 * Hosting's credit for an outage, part of it applied to SCH-INV-2264 and the rest still open; and
 * Brightline Office Supply's credit for returned toner, open, applied to nothing yet. Written as the
 * actions write them (the bill's balance, the application, the audit).
 */
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, creditReference } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import { account, item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import type { PortalSeed } from '../../../seed/portals.ts';
import { bill, vendorCredit, vendorCreditApplication } from '../schema.ts';

interface CreditSpec {
  vendor: string;
  number: string;
  /** Days from today. */
  day: number;
  currency: string;
  amount: string;
  memo: string;
  /** The bill (its number) a part is applied to, and how much; 'all' for the bill's whole balance. */
  apply?: { bill: string; amount: string | 'all' };
}

const smaller = (x: string, y: string) => (new Big(x).lt(y) ? new Big(x) : new Big(y));

const CREDITS: CreditSpec[] = [
  { vendor: 'Copperleaf Print & Signs', number: 'CPS-CN-0042', day: -60, currency: 'USD', amount: '835.00', memo: 'Banners reprinted at no charge: the first print was the wrong colour.', apply: { bill: 'CPS-7781', amount: 'all' } },
  { vendor: 'Summit Cloud Hosting', number: 'SCH-CR-118', day: -20, currency: 'USD', amount: '300.00', memo: 'Service credit for the outage of September 12 (SLA).', apply: { bill: 'SCH-INV-2264', amount: '120.00' } },
  { vendor: 'Brightline Office Supply', number: 'BOS-GS-2026-09', day: -8, currency: 'EUR', amount: '229.67', memo: 'Two toner cartridges returned unopened.' },
];

export async function seedVendorCredits({ ctx }: PortalSeed): Promise<void> {
  const { tx, orgId } = ctx;
  for (const spec of CREDITS) {
    const [vendor] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.organizationId, orgId), eq(account.name, spec.vendor)))
      .limit(1);
    if (!vendor) continue;
    const [target] = spec.apply
      ? await tx
          .select()
          .from(bill)
          .where(and(eq(bill.organizationId, orgId), eq(bill.accountId, vendor.id), eq(bill.number, spec.apply.bill), eq(bill.state, 'approved')))
          .limit(1)
      : [];
    const applied = target ? (spec.apply!.amount === 'all' ? smaller(target.balance, spec.amount) : new Big(spec.apply!.amount)) : new Big(0);
    const remaining = new Big(spec.amount).minus(applied);
    const createdAt = new Date(`${dayOffset(spec.day)}T11:00:00Z`);
    const [credit] = await tx
      .insert(vendorCredit)
      .values({ organizationId: orgId, accountId: vendor.id, number: spec.number, creditDate: dayOffset(spec.day), currency: spec.currency, amount: spec.amount, remaining: remaining.toFixed(4), memo: spec.memo, state: remaining.eq(0) ? 'applied' : 'open', createdBy: ctx.leadUserId, createdAt })
      .returning({ id: vendorCredit.id });
    await audit(tx, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: vendor.id, action: 'vendor_credit_created', actorUserId: ctx.leadUserId, details: { credit_id: credit!.id, number: spec.number, currency: spec.currency, amount: spec.amount } });
    if (!target || applied.eq(0)) continue;
    const balance = new Big(target.balance).minus(applied);
    const paid = balance.eq(0);
    const paidOn = dayOffset(Math.min(spec.day + 2, 0));
    await tx
      .update(bill)
      .set({ balance: balance.toFixed(4), ...(paid ? { state: 'paid' as const, paidOn, paymentReference: creditReference(spec.number) } : {}) })
      .where(eq(bill.itemId, target.itemId));
    if (paid) await tx.update(item).set({ status: 'paid' }).where(eq(item.id, target.itemId));
    await tx.insert(vendorCreditApplication).values({ organizationId: orgId, creditId: credit!.id, itemId: target.itemId, amount: applied.toFixed(4), appliedBy: ctx.leadUserId, appliedAt: new Date(`${dayOffset(Math.min(spec.day + 2, 0))}T14:00:00Z`) });
    await audit(tx, {
      orgId,
      entityKind: AuditEntityKind.ITEM,
      entityId: target.itemId,
      action: 'vendor_credit_applied',
      actorUserId: ctx.leadUserId,
      details: { credit_id: credit!.id, number: spec.number, currency: spec.currency, amount: formatAmount(applied, spec.currency), balance: formatAmount(balance, spec.currency) },
    });
  }
}
