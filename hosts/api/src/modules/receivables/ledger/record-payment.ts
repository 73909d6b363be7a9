/**
 * A payment staff record (transfer, cheque, cash...): allocated as they say or to the oldest open
 * invoices, the rest kept as the customer's credit (allocate.ts does the writing). An
 * Idempotency-Key makes a retry answer the first payment. After the commit the workflow engine is
 * told of each invoice the payment settled.
 */
import { and, eq } from 'drizzle-orm';
import { ReceivablesMessage, type PaymentCreate, type PaymentRow } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { arPayment } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError } from '../../../platform/http/errors.ts';
import type { ActingStaff } from '../invoices/acting.ts';
import { tellWorkflows } from '../invoices/follow-ups.ts';
import { fitsCurrency } from '../invoices/lines.ts';
import { findReceivablesAccount, isUniqueViolation, recordPayment, type PaymentDbRow, type RecordedPayment } from './allocate.ts';
import { allocationsOf, paymentRow, sameRequest, toPaymentRow } from './rows.ts';

export interface StaffPayment {
  payment: PaymentRow;
  /** A retry with a key already used: the first payment, nothing recorded now (the route answers 200, not 201). */
  replayed: boolean;
}

async function byKey(db: Db, orgId: number, key: string): Promise<PaymentDbRow | undefined> {
  const [row] = await db
    .select()
    .from(arPayment)
    .where(and(eq(arPayment.organizationId, orgId), eq(arPayment.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The answer to a retry: the first payment when the request is the same, else 409. */
async function replay(db: Db, prior: PaymentDbRow, accountId: number, input: PaymentCreate): Promise<StaffPayment> {
  const allocations = (await allocationsOf(db, [prior.id])).get(prior.id) ?? [];
  if (!sameRequest(prior, allocations, accountId, input)) throw detailError(409, ReceivablesMessage.IDEMPOTENCY_REUSED);
  return { payment: toPaymentRow(prior, allocations), replayed: true };
}

/**
 * Records a payment on the receivables account `accountId` of the acting staff member's
 * organization. 404 when the account is not theirs; 400 on `amount` or `allocations.<n>.amount`
 * with more decimals than the currency, and on allocations the invoices cannot take (see
 * recordPayment); 409 IDEMPOTENCY_REUSED when `idempotencyKey` was used for another payment.
 */
export async function recordStaffPayment(deps: Deps, by: ActingStaff, accountId: number, input: PaymentCreate, idempotencyKey?: string): Promise<StaffPayment> {
  const { db } = deps;
  const key = idempotencyKey;
  await findReceivablesAccount(db, by.orgId, accountId);
  const wrong = fitsCurrency(input.amount, input.currency);
  if (wrong) throw badRequest({ amount: [wrong] });
  input.allocations?.forEach((a, n) => {
    const bad = fitsCurrency(a.amount, input.currency);
    if (bad) throw badRequest({ [`allocations.${n}.amount`]: [bad] });
  });

  if (key) {
    const prior = await byKey(db, by.orgId, key);
    if (prior) return replay(db, prior, accountId, input);
  }
  let outcome: { replayed: PaymentDbRow } | { recorded: RecordedPayment };
  try {
    outcome = await db.transaction(async (txRaw) => {
      const tx = txRaw as Db;
      if (key) {
        const prior = await byKey(tx, by.orgId, key);
        if (prior) return { replayed: prior };
      }
      const recorded = await recordPayment(tx, {
        orgId: by.orgId,
        accountId,
        method: input.method,
        receivedOn: input.received_on,
        reference: input.reference,
        amount: input.amount,
        currency: input.currency,
        allocations: input.allocations,
        idempotencyKey: key,
        createdByUserId: by.userId,
        via: 'staff',
      });
      return { recorded };
    });
  } catch (err) {
    // The same key at the same moment: the other request recorded it; answer that payment.
    const prior = key && isUniqueViolation(err) ? await byKey(db, by.orgId, key) : undefined;
    if (!prior) throw err;
    outcome = { replayed: prior };
  }
  if ('replayed' in outcome) return replay(db, outcome.replayed, accountId, input);
  await tellWorkflows(
    deps,
    by.userId,
    outcome.recorded.applied.filter((a) => a.paid).map((a) => a.invoiceId),
  );
  return { payment: await paymentRow(db, outcome.recorded.payment), replayed: false };
}
