/**
 * Payments and credit (receivables): an account's payments with their allocations, recording an
 * offline payment (allocated as said, or to the oldest open invoices; the rest is the customer's
 * credit), applying that credit, refunding a payment, and a payment's receipt. Every staff role
 * reads; IC, OA and LRA write. Another organization's account or payment is a 404.
 */
import { Hono, type Context } from 'hono';
import { and, count, desc, eq, or, ilike } from 'drizzle-orm';
import { ApplyCredit, ListQuery, PaymentCreate, PaymentRefundCreate, ReceivablesMessage, type PaymentRow } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { arPayment } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, detailError, notFound } from '../../../platform/http/errors.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { requireModule, requireRole, staffAuth, staffOf, WRITE_ROLES, type Staff, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import type { Storage } from '../../../platform/storage.ts';
import { contentDisposition } from '../../../shared/files/send.ts';
import { onStatusChanged, userActor } from '../../../shared/workflow/engine/engine.ts';
import { fitsCurrency } from '../invoices/lines.ts';
import { today } from '../invoices/rows.ts';
import { findReceivablesAccount, isUniqueViolation, recordPayment, type PaymentDbRow } from './allocate.ts';
import { applyCredit } from './credit.ts';
import { refundByKey, refundPayment, refundRow, sameRefund, type RefundOutcome } from './refund.ts';
import { allocationsOf, paymentRow, sameRequest, toPaymentRow } from './rows.ts';
import { receiptPdf } from './receipt.ts';

const APPLICATION = 'secure_invoice_sales' as const;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_MESSAGE = 'Send a key of 1 to 100 visible characters.';

type Ctx = Context<StaffEnv>;

/** The request's Idempotency-Key, or undefined when it sent none; 400 on the header when malformed. */
function idempotencyKey(c: Ctx): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (!/^[\x20-\x7e]{1,100}$/.test(key)) throw badRequest({ [IDEMPOTENCY_HEADER]: [KEY_MESSAGE] });
  return key;
}

export function ledgerRoutes(deps: Deps, storage: Storage) {
  void storage;
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const auth = staffAuth(deps);
  const accountPath = '/api/accounts/:id{[0-9]+}';

  async function reader(c: Ctx): Promise<Staff> {
    staffOf(c);
    return requireModule(c, APPLICATION);
  }
  async function writer(c: Ctx): Promise<Staff> {
    requireRole(c, WRITE_ROLES);
    return requireModule(c, APPLICATION);
  }

  /** Paid (or reopened) invoices may move their workflow on; a workflow's failure never undoes the payment. */
  async function followWorkflows(staff: Staff, paid: number[]): Promise<void> {
    if (!paid.length) return;
    const actor = await userActor(db, staff.user.id);
    for (const id of paid) await onStatusChanged(deps, id, actor, 'user').catch((err) => deps.log(`[workflow] item ${id}: ${(err as Error).message}`));
  }

  async function byKey(orgId: number, key: string): Promise<PaymentDbRow | undefined> {
    const [row] = await db
      .select()
      .from(arPayment)
      .where(and(eq(arPayment.organizationId, orgId), eq(arPayment.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  /** The answer to a retry: the first payment when the request is the same, else 409. */
  async function replay(prior: PaymentDbRow, accountId: number, input: PaymentCreate): Promise<PaymentRow> {
    const allocations = (await allocationsOf(db, [prior.id])).get(prior.id) ?? [];
    if (!sameRequest(prior, allocations, accountId, input)) throw detailError(409, ReceivablesMessage.IDEMPOTENCY_REUSED);
    return toPaymentRow(prior, allocations);
  }

  // ---- List ------------------------------------------------------------------------------

  app.get(`${accountPath}/payments`, auth, async (c) => {
    const staff = await reader(c);
    const accountId = pathId(c);
    await findReceivablesAccount(db, staff.orgId, accountId);
    const q = query(c, ListQuery);
    const pattern = q.search ? likePattern(q.search) : undefined;
    const where = and(eq(arPayment.organizationId, staff.orgId), eq(arPayment.accountId, accountId), pattern ? or(ilike(arPayment.reference, pattern), ilike(arPayment.receiptNumber, pattern)) : undefined);
    const [total] = await db.select({ n: count() }).from(arPayment).where(where);
    const rows = await db
      .select()
      .from(arPayment)
      .where(where)
      .orderBy(desc(arPayment.receivedOn), desc(arPayment.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const allocations = await allocationsOf(
      db,
      rows.map((r) => r.id),
    );
    return c.json(
      pageOf(
        c,
        { page: q.page, pageSize: q.page_size },
        Number(total?.n ?? 0),
        rows.map((r) => toPaymentRow(r, allocations.get(r.id) ?? [])),
      ),
    );
  });

  // ---- Record a payment ------------------------------------------------------------------

  app.post(`${accountPath}/payments`, auth, async (c) => {
    const staff = await writer(c);
    const accountId = pathId(c);
    await findReceivablesAccount(db, staff.orgId, accountId);
    const input = await body(c, PaymentCreate);
    const key = idempotencyKey(c);
    const wrong = fitsCurrency(input.amount, input.currency);
    if (wrong) throw badRequest({ amount: [wrong] });
    input.allocations?.forEach((a, n) => {
      const bad = fitsCurrency(a.amount, input.currency);
      if (bad) throw badRequest({ [`allocations.${n}.amount`]: [bad] });
    });

    if (key) {
      const prior = await byKey(staff.orgId, key);
      if (prior) return c.json(await replay(prior, accountId, input), 200);
    }
    let outcome: { replayed: PaymentDbRow } | { recorded: Awaited<ReturnType<typeof recordPayment>> };
    try {
      outcome = await db.transaction(async (txRaw) => {
        const tx = txRaw as Db;
        if (key) {
          const [prior] = await tx
            .select()
            .from(arPayment)
            .where(and(eq(arPayment.organizationId, staff.orgId), eq(arPayment.idempotencyKey, key)))
            .limit(1);
          if (prior) return { replayed: prior };
        }
        const recorded = await recordPayment(tx, {
          orgId: staff.orgId,
          accountId,
          method: input.method,
          receivedOn: input.received_on,
          reference: input.reference,
          amount: input.amount,
          currency: input.currency,
          allocations: input.allocations,
          idempotencyKey: key,
          createdByUserId: staff.user.id,
          via: 'staff',
        });
        return { recorded };
      });
    } catch (err) {
      // The same key at the same moment: the other request recorded it; answer that payment.
      const prior = key && isUniqueViolation(err) ? await byKey(staff.orgId, key) : undefined;
      if (!prior) throw err;
      outcome = { replayed: prior };
    }
    if ('replayed' in outcome) return c.json(await replay(outcome.replayed, accountId, input), 200);
    await followWorkflows(
      staff,
      outcome.recorded.applied.filter((a) => a.paid).map((a) => a.invoiceId),
    );
    return c.json(await paymentRow(db, outcome.recorded.payment), 201);
  });

  // ---- Apply credit ----------------------------------------------------------------------

  app.post(`${accountPath}/apply_credit`, auth, async (c) => {
    const staff = await writer(c);
    const accountId = pathId(c);
    await findReceivablesAccount(db, staff.orgId, accountId);
    const input = await body(c, ApplyCredit);
    const result = await db.transaction(async (tx) => applyCredit(tx as Db, staff.orgId, accountId, input.currency, today(), staff.user.id));
    await followWorkflows(staff, result.paid);
    return c.json({ applied: formatAmount(result.applied, input.currency), invoices: result.invoices });
  });

  // ---- Refund ----------------------------------------------------------------------------

  app.post('/api/payments/:id{[0-9]+}/refund', auth, async (c) => {
    const staff = await writer(c);
    const id = pathId(c);
    const [found] = await db
      .select({ id: arPayment.id })
      .from(arPayment)
      .where(and(eq(arPayment.id, id), eq(arPayment.organizationId, staff.orgId)))
      .limit(1);
    if (!found) throw notFound();
    const input = await body(c, PaymentRefundCreate);
    const key = idempotencyKey(c);
    let outcome: RefundOutcome;
    try {
      outcome = await db.transaction(async (tx) => refundPayment(tx as Db, { orgId: staff.orgId, paymentId: id, input, idempotencyKey: key, userId: staff.user.id, publicUrl: deps.settings.publicUrl }));
    } catch (err) {
      // The same key at the same moment: the other request refunded; answer that refund.
      const prior = key && isUniqueViolation(err) ? await refundByKey(db, staff.orgId, key) : undefined;
      if (!prior) throw err;
      outcome = { replayed: prior };
    }
    if ('replayed' in outcome) {
      if (!sameRefund(outcome.replayed, id, input)) throw detailError(409, ReceivablesMessage.IDEMPOTENCY_REUSED);
      return c.json(await refundRow(db, outcome.replayed), 200);
    }
    // A reopened invoice changed status: its workflow may move on from it.
    await followWorkflows(staff, outcome.reopened);
    return c.json(await refundRow(db, outcome.refund), 201);
  });

  // ---- Receipt ---------------------------------------------------------------------------

  app.get('/api/payments/:id{[0-9]+}/receipt', auth, async (c) => {
    const staff = await reader(c);
    const { name, bytes } = await receiptPdf(db, { orgId: staff.orgId, paymentId: pathId(c) });
    return c.body(Buffer.from(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': contentDisposition('attachment', name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
