/**
 * Portal payments (spec 7.4): get_or_create_payment_session hands back the one open session
 * of a token and invoice (creating it with the organization's provider; for part of the balance
 * when the organization takes partial payments), update_payment_session
 * is called by the result page a returning browser lands on, and Stripe's webhook settles
 * sessions server to server.
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ConfigProperty, ItemKind, moduleById, PaymentSessionRequest, PaymentSessionUpdateRequest, ReceivablesMessage } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import type { Deps } from '../../platform/http/deps.ts';
import { invoice as invoiceTable, item, paymentSession } from '../../db/schema.ts';
import { badRequest, detailError } from '../../platform/http/errors.ts';
import { check, readJson } from '../../platform/http/validate.ts';
import { cachedConfig, readConfigValue } from '../../platform/config.ts';
import { assertNotOnHold, portalOf, tokenIn } from '../../shared/portal/access.ts';
import { fitsCurrency } from './invoices/lines.ts';
import { readSettings } from './invoices/numbering.ts';
import { providerFor, readStripeEvent, settle, SESSION_PLACEHOLDER, toPaymentSession } from './payments.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

const RECEIVABLES = moduleById('receivables');
const CHECKOUT_UNDER_WAY = 'A checkout of this invoice is under way: finish or cancel it first.';

export function portalPaymentRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  const openSession = async (linkId: number, itemId: number) =>
    (await db.select().from(paymentSession).where(and(eq(paymentSession.accountContactId, linkId), eq(paymentSession.itemId, itemId), eq(paymentSession.status, 'open'))).limit(1))[0];

  app.post('/api/payments/get_or_create_payment_session', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const request = check(PaymentSessionRequest, raw);
    const [found] = await db
      .select({ item, invoice: invoiceTable })
      .from(item)
      .leftJoin(invoiceTable, eq(invoiceTable.itemId, item.id))
      .where(and(eq(item.id, request.item_id), eq(item.accountId, p.account.id), eq(item.kind, ItemKind.INVOICE)))
      .limit(1);
    if (!found) throw detailError(404, 'Not found.');
    const invoice = { ...found.item, number: found.invoice?.number ?? null, currency: found.invoice?.currency ?? null, total: found.invoice?.total ?? null, balance: found.invoice?.balance ?? null, paid: found.invoice?.paid ?? false, purchaseOrder: found.invoice?.purchaseOrder ?? false };
    await assertNotOnHold(db, p);
    if (p.account.moduleKind !== RECEIVABLES.kind || invoice.purchaseOrder) throw detailError(400, 'This document cannot be paid online.');
    // Only a finalized invoice is payable: a draft, a void invoice or a credit note is not (and a draft is not even shown).
    if (found.invoice && (found.invoice.docType !== 'invoice' || !['open', 'partially_paid', 'paid'].includes(found.invoice.state))) throw detailError(404, 'Not found.');
    if (readConfigValue(await cachedConfig(db, p.orgId, ConfigProperty.PAYMENT_PROCESSING_ENABLED)) !== true) {
      throw detailError(403, 'Online payment is not enabled for this account. See the pay instructions.');
    }
    const balance = new Big(invoice.balance ?? invoice.total ?? 0);
    if (invoice.paid || !balance.gt(0)) throw detailError(400, 'This invoice is already paid.');
    const currency = invoice.currency ?? 'USD';
    let amount = formatAmount(balance, currency);
    if (request.amount !== undefined && !new Big(request.amount).eq(balance)) {
      // Part of the balance: only where the organization takes partial payments.
      const wrong = fitsCurrency(request.amount, currency);
      if (wrong) throw badRequest({ amount: [wrong] });
      if (new Big(request.amount).gt(balance)) throw badRequest({ amount: [ReceivablesMessage.OVER_ALLOCATED] });
      if (!(await readSettings(db, p.orgId)).allowPartialPayment) throw badRequest({ amount: [ReceivablesMessage.PARTIAL_NOT_ALLOWED] });
      amount = formatAmount(request.amount, currency);
    }

    const existing = await openSession(p.link.id, invoice.id);
    if (existing && new Big(existing.amount).eq(amount)) return c.json(await toPaymentSession(db, existing, p.token));
    if (existing) {
      // Another amount: the open checkout is closed first (at the provider too), so it can no
      // longer be paid, and a new one is opened for the amount asked.
      const provider = await providerFor(db, p.orgId, deps.settings.publicUrl);
      if (provider.name === existing.provider && !(await provider.close(existing.providerSessionId))) throw detailError(409, CHECKOUT_UNDER_WAY);
      const closed = await settle(deps, existing.id, 'cancelled', 'replaced');
      if (closed.status !== 'cancelled') throw detailError(409, CHECKOUT_UNDER_WAY);
    }

    const provider = await providerFor(db, p.orgId, deps.settings.publicUrl);
    // item_id lets the result page (often reached from a tenant's site) say which invoice was paid.
    const back = (page: string) =>
      `${deps.settings.publicUrl}/${RECEIVABLES.prefix}/${page}?token=${encodeURIComponent(p.token)}&item_id=${invoice.id}&session_id=${SESSION_PLACEHOLDER}`;
    const created = await provider.create({
      amount,
      currency,
      description: `${p.organizationName}: invoice ${invoice.number ?? invoice.title}`,
      customerEmail: p.contact.email,
      successUrl: back('payment-successful'),
      cancelUrl: back('payment-cancelled'),
    });
    try {
      const [row] = await db
        .insert(paymentSession)
        .values({
          organizationId: p.orgId,
          accountId: p.account.id,
          itemId: invoice.id,
          accountContactId: p.link.id,
          provider: provider.name,
          providerSessionId: created.providerSessionId,
          amount,
          currency,
          checkoutUrl: created.checkoutUrl,
        })
        .returning();
      return c.json(await toPaymentSession(db, row!, p.token), 201);
    } catch (err) {
      // Two clicks at once: the other request's session won; hand that one back.
      const winner = isUniqueViolation(err) ? await openSession(p.link.id, invoice.id) : undefined;
      if (!winner) throw err;
      return c.json(await toPaymentSession(db, winner, p.token));
    }
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
    let event: ReturnType<typeof readStripeEvent>;
    try {
      event = readStripeEvent(payload, c.req.header('stripe-signature') ?? '', secret);
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
