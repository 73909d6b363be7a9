/**
 * A refund staff make of (part of) a payment: the payment's credit first, then money taken back
 * from the invoices it paid (refund.ts does the writing, the provider call included). An
 * Idempotency-Key makes a retry answer the first refund. After the commit the workflow engine is
 * told of each invoice the refund reopened.
 */
import { ReceivablesMessage, type PaymentRefundCreate, type PaymentRefundRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError } from '../../../platform/http/errors.ts';
import type { ActingStaff } from '../invoices/acting.ts';
import { tellWorkflows } from '../invoices/follow-ups.ts';
import { isUniqueViolation } from './allocate.ts';
import { refundByKey, refundPayment, refundRow, sameRefund, type RefundOutcome } from './refund.ts';

export interface StaffRefund {
  refund: PaymentRefundRow;
  /** A retry with a key already used: the first refund, nothing refunded now (the route answers 200, not 201). */
  replayed: boolean;
}

/**
 * Refunds the payment `paymentId` of the acting staff member's organization. 404 when it is not
 * theirs; 400 and 409 as refundPayment says (too much, a bad date, a card payment no provider can
 * refund); 409 IDEMPOTENCY_REUSED when `idempotencyKey` was used for another refund.
 */
export async function refundStaffPayment(deps: Deps, by: ActingStaff, paymentId: number, input: PaymentRefundCreate, idempotencyKey?: string): Promise<StaffRefund> {
  const { db } = deps;
  let outcome: RefundOutcome;
  try {
    outcome = await db.transaction(async (tx) => refundPayment(tx as Db, { orgId: by.orgId, paymentId, input, idempotencyKey, userId: by.userId, publicUrl: deps.settings.publicUrl }));
  } catch (err) {
    // The same key at the same moment: the other request refunded; answer that refund.
    const prior = idempotencyKey && isUniqueViolation(err) ? await refundByKey(db, by.orgId, idempotencyKey) : undefined;
    if (!prior) throw err;
    outcome = { replayed: prior };
  }
  if ('replayed' in outcome) {
    if (!sameRefund(outcome.replayed, paymentId, input)) throw detailError(409, ReceivablesMessage.IDEMPOTENCY_REUSED);
    return { refund: await refundRow(db, outcome.replayed), replayed: true };
  }
  // A reopened invoice changed status: its workflow may move on from it.
  await tellWorkflows(deps, by.userId, outcome.reopened);
  return { refund: await refundRow(db, outcome.refund), replayed: false };
}
