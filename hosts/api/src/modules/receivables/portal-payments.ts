/**
 * Portal payments (spec 7.4): get_or_create_payment_session hands back the one open session
 * of a token and invoice (creating it with the organization's provider), update_payment_session
 * is called by the result page a returning browser lands on, and Stripe's webhook settles
 * sessions server to server.
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ConfigProperty, ItemKind, moduleById, PaymentSessionRequest, PaymentSessionUpdateRequest } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { invoice as invoiceTable, item, paymentSession } from '../../db/schema.ts';
import { detailError } from '../../platform/http/errors.ts';
import { check, readJson } from '../../platform/http/validate.ts';
import { cachedConfig, readConfigValue } from '../../platform/config.ts';
import { assertNotOnHold, portalOf, tokenIn } from '../../shared/portal/access.ts';
import { providerFor, readStripeEvent, settle, SESSION_PLACEHOLDER, toPaymentSession } from './payments.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

const RECEIVABLES = moduleById('receivables');

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
    if (readConfigValue(await cachedConfig(db, p.orgId, ConfigProperty.PAYMENT_PROCESSING_ENABLED)) !== true) {
      throw detailError(403, 'Online payment is not enabled for this account. See the pay instructions.');
    }
    const balance = Number(invoice.balance ?? invoice.total ?? 0);
    if (invoice.paid || !(balance > 0)) throw detailError(400, 'This invoice is already paid.');

    const existing = await openSession(p.link.id, invoice.id);
    if (existing) return c.json(await toPaymentSession(db, existing, p.token));

    const provider = await providerFor(db, p.orgId, deps.settings.publicUrl);
    // item_id lets the result page (often reached from a tenant's site) say which invoice was paid.
    const back = (page: string) =>
      `${deps.settings.publicUrl}/${RECEIVABLES.prefix}/${page}?token=${encodeURIComponent(p.token)}&item_id=${invoice.id}&session_id=${SESSION_PLACEHOLDER}`;
    const amount = balance.toFixed(2);
    const currency = invoice.currency ?? 'USD';
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
