/**
 * Payments and credit (receivables): an account's payments with their allocations, recording an
 * offline payment (allocated as said, or to the oldest open invoices; the rest is the customer's
 * credit), applying that credit, refunding a payment, and a payment's receipt. Every staff role
 * reads; IC, OA and LRA write. Another organization's account or payment is a 404. The writes
 * are actions of their own files (record-payment.ts, apply-credit.ts, refund-payment.ts); a
 * handler here only guards, parses, calls and answers.
 */
import { Hono, type Context } from 'hono';
import { and, count, desc, eq, or, ilike } from 'drizzle-orm';
import { ApplyCredit, ListQuery, PaymentCreate, PaymentRefundCreate } from '@si/contract';
import { arPayment } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import type { Storage } from '../../../platform/storage.ts';
import { downloadHeaders } from '../../../shared/files/send.ts';
import { actingAs } from '../invoices/acting.ts';
import { findReceivablesAccount } from './allocate.ts';
import { applyStaffCredit } from './apply-credit.ts';
import { receiptPdf } from './receipt.ts';
import { recordStaffPayment } from './record-payment.ts';
import { refundStaffPayment } from './refund-payment.ts';
import { allocationsOf, toPaymentRow } from './rows.ts';
import { receivablesAccess } from '../module.ts';

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
  const access = receivablesAccess(deps);
  const accountPath = '/api/accounts/:id{[0-9]+}';

  // ---- List ------------------------------------------------------------------------------

  app.get(`${accountPath}/payments`, access.read, async (c) => {
    const staff = staffOf(c);
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

  app.post(`${accountPath}/payments`, access.write, async (c) => {
    const staff = staffOf(c);
    const accountId = pathId(c);
    await findReceivablesAccount(db, staff.orgId, accountId);
    const input = await body(c, PaymentCreate);
    const recorded = await recordStaffPayment(deps, actingAs(staff), accountId, input, idempotencyKey(c));
    return c.json(recorded.payment, recorded.replayed ? 200 : 201);
  });

  // ---- Apply credit ----------------------------------------------------------------------

  app.post(`${accountPath}/apply_credit`, access.write, async (c) => {
    const staff = staffOf(c);
    const accountId = pathId(c);
    await findReceivablesAccount(db, staff.orgId, accountId);
    const input = await body(c, ApplyCredit);
    return c.json(await applyStaffCredit(deps, actingAs(staff), accountId, input.currency));
  });

  // ---- Refund ----------------------------------------------------------------------------

  app.post('/api/payments/:id{[0-9]+}/refund', access.write, async (c) => {
    const staff = staffOf(c);
    const id = pathId(c);
    const [found] = await db
      .select({ id: arPayment.id })
      .from(arPayment)
      .where(and(eq(arPayment.id, id), eq(arPayment.organizationId, staff.orgId)))
      .limit(1);
    if (!found) throw notFound();
    const input = await body(c, PaymentRefundCreate);
    const refunded = await refundStaffPayment(deps, actingAs(staff), id, input, idempotencyKey(c));
    return c.json(refunded.refund, refunded.replayed ? 200 : 201);
  });

  // ---- Receipt ---------------------------------------------------------------------------

  app.get('/api/payments/:id{[0-9]+}/receipt', access.read, async (c) => {
    const staff = staffOf(c);
    const { name, bytes } = await receiptPdf(db, { orgId: staff.orgId, paymentId: pathId(c) });
    return c.body(Buffer.from(bytes), 200, downloadHeaders({ name, contentType: 'application/pdf', size: bytes.length }));
  });

  return app;
}
