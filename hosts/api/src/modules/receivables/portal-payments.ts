/**
 * Portal payments (spec 7.4): get_or_create_payment_session hands back the one open session
 * of a token and invoice (creating it with the organization's provider; for part of the balance
 * when the organization takes partial payments), or of several invoices paid in one checkout
 * (`items`, checkout-invoices.ts); update_payment_session is called by the result page a
 * returning browser lands on, and Stripe's webhook settles sessions server to server.
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ItemKind, PaymentSessionRequest, PaymentSessionUpdateRequest, ReceivablesMessage } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Deps } from '../../platform/http/deps.ts';
import { invoice as invoiceTable, item, paymentSession } from '../../db/schema.ts';
import { badRequest, detailError } from '../../platform/http/errors.ts';
import { check, readJson } from '../../platform/http/validate.ts';
import { assertNotOnHold, portalOf, tokenIn } from '../../shared/portal/access.ts';
import { amountToPay, invoicesCheckout, partialPaymentSetting } from './checkout-invoices.ts';
import { openCheckout } from './checkout-session.ts';
import { RECEIVABLES_KIND } from './module.ts';
import { ONLINE_PAYMENT_OFF, onlinePaymentOn, providerFor, readStripeEvent, settle, toPaymentSession } from './payments.ts';


export function portalPaymentRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  app.post('/api/payments/get_or_create_payment_session', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const request = check(PaymentSessionRequest, raw);
    if (request.items) return openCheckout(c, deps, p, await invoicesCheckout(db, p, request.items));
    const [found] = await db
      .select({ item, invoice: invoiceTable })
      .from(item)
      .leftJoin(invoiceTable, eq(invoiceTable.itemId, item.id))
      .where(and(eq(item.id, request.item_id!), eq(item.accountId, p.account.id), eq(item.kind, ItemKind.INVOICE)))
      .limit(1);
    if (!found) throw detailError(404, 'Not found.');
    const invoice = { ...found.item, number: found.invoice?.number ?? null, currency: found.invoice?.currency ?? null, total: found.invoice?.total ?? null, balance: found.invoice?.balance ?? null, paid: found.invoice?.paid ?? false };
    await assertNotOnHold(db, p);
    // Another module's document (a vendor's bill, a purchase order) is never paid here.
    if (p.account.moduleKind !== RECEIVABLES_KIND || !found.invoice) throw detailError(400, 'This document cannot be paid online.');
    // Only a finalized invoice is payable: a draft, a void invoice or a credit note is not (and a draft is not even shown).
    if (found.invoice && (found.invoice.docType !== 'invoice' || !['open', 'partially_paid', 'paid'].includes(found.invoice.state))) throw detailError(404, 'Not found.');
    if (!(await onlinePaymentOn(db, p.orgId))) throw detailError(403, ONLINE_PAYMENT_OFF);
    const balance = new Big(invoice.balance ?? invoice.total ?? 0);
    if (invoice.paid || !balance.gt(0)) throw detailError(400, ReceivablesMessage.ALREADY_PAID);
    const currency = invoice.currency ?? 'USD';
    // Part of the balance: only where the organization takes partial payments.
    const take = await amountToPay(balance, request.amount, currency, partialPaymentSetting(db, p.orgId));
    if ('problem' in take) throw badRequest({ amount: [take.problem] });
    return openCheckout(c, deps, p, { currency, lines: [{ itemId: invoice.id, amount: take.amount }], description: `${p.organizationName}: invoice ${invoice.number ?? invoice.title}` });
  });

  app.post('/api/payments/update_payment_session', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const request = check(PaymentSessionUpdateRequest, raw);
    const [row] = await db
      .select()
      .from(paymentSession)
      .where(and(eq(paymentSession.providerSessionId, request.session_id), eq(paymentSession.accountId, p.account.id)))
      .limit(1);
    if (!row) throw detailError(404, 'Not found.');
    let current = row;
    if (row.status === 'open' || row.status === 'processing') {
      const provider = await providerFor(db, p.orgId, deps.settings.publicUrl);
      const outcome = provider.name === row.provider ? await provider.status(row.providerSessionId) : undefined;
      if (outcome && outcome !== row.status) current = await settle(deps, row.id, outcome, 'return');
    }
    return c.json(await toPaymentSession(db, current, p.token));
  });

  app.post('/api/payments/stripe/webhook', async (c) => {
    const secret = deps.settings.stripeWebhookSecret;
    if (!secret) throw detailError(503, 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
    const payload = await c.req.text();
    let event: Awaited<ReturnType<typeof readStripeEvent>>;
    try {
      event = await readStripeEvent(payload, c.req.header('stripe-signature') ?? '', secret);
    } catch {
      throw detailError(400, 'Invalid Stripe signature.');
    }
    if (event) {
      const [row] = await db
        .select()
        .from(paymentSession)
        .where(and(eq(paymentSession.provider, 'stripe'), eq(paymentSession.providerSessionId, event.providerSessionId)))
        .limit(1);
      if (row) await settle(deps, row.id, event.outcome, 'stripe_webhook');
    }
    return c.json({ received: true });
  });

  return app;
}
