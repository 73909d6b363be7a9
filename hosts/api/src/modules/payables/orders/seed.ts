/**
 * The demo's purchase order flow on Fabrikam Supplies: PO-2001 sent, accepted by the vendor and
 * fully received; the organization's match tolerance (2 % on price, 5 % on quantity); bill
 * FAB-5540 on it matching within tolerance, and FAB-5549 billing more boxes than were received at
 * a higher price (a mismatch: approving it asks for a reason).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind } from '@si/contract';
import { item } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { dayOffset } from '../../../shared/dates/days.ts';
import type { SeedCtx } from '../../../seed/portals.ts';
import { bill, payablesSettings, purchaseOrder, purchaseOrderReceipt } from '../schema.ts';

export async function seedPurchaseOrderFlow(ctx: SeedCtx, poId: number, opts: { matched: string; mismatched: string }): Promise<void> {
  const sentAt = new Date(`${dayOffset(-3)}T09:00:00Z`);
  const decidedAt = new Date(`${dayOffset(-2)}T14:30:00Z`);
  await ctx.tx.update(purchaseOrder).set({ state: 'accepted', sentAt, decidedAt }).where(eq(purchaseOrder.itemId, poId));
  await ctx.tx.update(item).set({ status: 'accepted' }).where(eq(item.id, poId));
  await ctx.tx.insert(purchaseOrderReceipt).values({ organizationId: ctx.orgId, itemId: poId, line: 0, quantity: '40', receivedOn: dayOffset(-1), receivedBy: ctx.leadUserId, note: 'Delivered to the mail room, all boxes intact.' });
  await ctx.tx.insert(payablesSettings).values({ organizationId: ctx.orgId, priceTolerance: '2', quantityTolerance: '5' }).onConflictDoNothing();
  await ctx.tx
    .update(bill)
    .set({ purchaseOrderItemId: poId })
    .where(and(eq(bill.organizationId, ctx.orgId), inArray(bill.number, [opts.matched, opts.mismatched])));
  const base = { orgId: ctx.orgId, entityKind: AuditEntityKind.ITEM, entityId: poId };
  await audit(ctx.tx, { ...base, action: 'purchase_order_sent', actorUserId: ctx.leadUserId, details: { number: 'PO-2001' } });
  await audit(ctx.tx, { ...base, action: 'purchase_order_accepted', actorUserId: null, details: { number: 'PO-2001' } });
  await audit(ctx.tx, { ...base, action: 'purchase_order_goods_received', actorUserId: ctx.leadUserId, details: { number: 'PO-2001', lines: [{ line: 0, quantity: '40' }] } });
}
