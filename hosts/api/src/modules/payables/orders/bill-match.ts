/**
 * A bill against its purchase order: the match (match.ts) read from the rows, and the one check
 * the approve path makes. `guardBillMatch` wraps an approval: a bill whose match is a mismatch is
 * approved only with a reason (409 naming the lines otherwise), and the reason is audited with the
 * approval. A bill on no order, or whose match is ok, is approved as before.
 */
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, BillApproveMismatch, PurchaseOrderMessage, type BillMatch } from '@si/contract';
import type { Context } from 'hono';
import type { Db } from '../../../db/client.ts';
import { audit } from '../../../platform/audit.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError, notFound } from '../../../platform/http/errors.ts';
import { body } from '../../../platform/http/validate.ts';
import type { ActingStaff } from '../bills/actions.ts';
import { bill, purchaseOrder } from '../schema.ts';
import { matchBill } from './match.ts';
import { receivedByLine } from './rows.ts';
import { matchTolerance } from './settings.ts';

/** Bill `id`'s match to its purchase order (404 when the bill is not the organization's). */
export async function billMatch(db: Db, orgId: number, id: number): Promise<BillMatch> {
  const [b] = await db
    .select({ lines: bill.lines, poId: bill.purchaseOrderItemId, po: purchaseOrder })
    .from(bill)
    .leftJoin(purchaseOrder, eq(purchaseOrder.itemId, bill.purchaseOrderItemId))
    .where(and(eq(bill.itemId, id), eq(bill.organizationId, orgId)));
  if (!b) throw notFound();
  const tolerance = await matchTolerance(db, orgId);
  if (!b.po) return { purchase_order: null, three_way: false, tolerance, lines: [], result: 'none' };
  const received = (await receivedByLine(db, [b.po.itemId])).get(b.po.itemId) ?? new Map<number, string>();
  const m = matchBill({ orderLines: b.po.lines, billLines: b.lines.map((l) => ({ ...l, quantity: String(l.quantity) })), received, tolerance });
  return { purchase_order: { id: b.po.itemId, number: b.po.number, state: b.po.state }, tolerance, ...m };
}

/** "line 1 (Paper, A4): ...; line 2 ..." for the 409's message. */
const describe = (m: BillMatch) =>
  m.lines
    .filter((l) => !l.within_tolerance)
    .map((l) => `line ${(l.bill_line ?? 0) + 1} (${l.description}): ${l.problems.join(' ')}`)
    .join('; ');

/**
 * Runs `approve` for bill `id` unless its match is a mismatch and the body gives no
 * `mismatch_reason` (409 naming the lines); with a reason, the approval is followed by an audit
 * row `bill_mismatch_approved` holding the reason and the lines.
 */
export async function guardBillMatch(deps: Deps, c: Context, by: ActingStaff, id: number, approve: () => Promise<void>): Promise<void> {
  const input = await body(c, BillApproveMismatch);
  const m = await billMatch(deps.db, by.orgId, id);
  if (m.result !== 'mismatch') return approve();
  if (!input.mismatch_reason) throw detailError(409, `${PurchaseOrderMessage.MISMATCH_NEEDS_REASON} ${m.purchase_order!.number}: ${describe(m)}. Give a reason to approve it anyway.`);
  await approve();
  await audit(deps.db, {
    orgId: by.orgId,
    entityKind: AuditEntityKind.ITEM,
    entityId: id,
    action: 'bill_mismatch_approved',
    actorUserId: by.userId,
    details: { reason: input.mismatch_reason, purchase_order_id: m.purchase_order!.id, lines: m.lines.filter((l) => !l.within_tolerance).map((l) => ({ bill_line: l.bill_line, po_line: l.po_line, problems: l.problems })) },
  });
}
