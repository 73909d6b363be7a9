import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { PaymentSession, ReceivablesMessage } from '@si/contract';
import { account, arAllocation, arPayment, invoice, item, paymentSession, receivablesSettings } from '../../db/schema.ts';
import { SANDBOX_LABEL } from './sandbox.ts';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
let t: TestContext;
let p: PortalFixture;
before(async () => {
  t = await setup({ stripeWebhookSecret: WEBHOOK_SECRET });
  p = await makePortal(t.db);
});
after(() => t.database.close());

const session = (token: string, itemId: number) => call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token, item_id: itemId } });
const form = (path: string, token: string) =>
  call(t.app, 'POST', path, { raw: new URLSearchParams({ token }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('sandbox payments', () => {
  test('the same open session comes back; the sandbox page pays it and returns to payment-successful; the item is paid', async () => {
    await t.db.update(item).set({ title: '<script>alert(1)</script> services' }).where(eq(item.id, p.invoiceId));
    const first = await session(p.token, p.invoiceId);
    assert.equal(first.status, 201);
    const s = PaymentSession.parse(first.body);
    assert.equal(s.status, 'open');
    assert.equal(s.amount, '1200.00');
    assert.equal(s.currency, 'EUR');
    assert.equal(s.item_paid, false);
    const again = await session(p.token, p.invoiceId);
    assert.equal(again.body.session_id, s.session_id);

    const checkout = new URL(s.checkout_url);
    assert.equal(checkout.origin, settings.publicUrl);
    const page = await t.app.request(checkout.pathname + checkout.search);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.ok(html.includes(SANDBOX_LABEL));
    assert.ok(!html.includes('<script>alert(1)</script>'), 'the title is escaped');
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt; services'));
    assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);

    const paid = await form(`${checkout.pathname}/complete`, p.token);
    assert.equal(paid.status, 303);
    const back = new URL(paid.headers.get('location')!);
    assert.equal(`${back.origin}${back.pathname}`, `${settings.publicUrl}/secureinvoice/payment-successful`);
    assert.equal(back.searchParams.get('token'), p.token);
    assert.equal(back.searchParams.get('session_id'), s.session_id);
    assert.equal(back.searchParams.get('item_id'), String(p.invoiceId));

    const updated = await call(t.app, 'POST', '/api/payments/update_payment_session', { json: { token: p.token, session_id: s.session_id } });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.status, 'complete');
    assert.equal(updated.body.item_paid, true);
    const ctx = await call(t.app, 'GET', `/api/filedrop?token=${p.token}`);
    const invoice = ctx.body.items.find((i: { id: number }) => i.id === p.invoiceId);
    assert.equal(invoice.paid, true);
    assert.equal(invoice.balance, '0.00');

    const refused = await session(p.token, p.invoiceId);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.detail, 'This invoice is already paid.');
    const replay = await form(`${checkout.pathname}/complete`, p.token);
    assert.equal(replay.status, 303, 'a second click changes nothing');
  });

  test('cancel returns to payment-cancelled; the next attempt opens a new session', async () => {
    const q = await makePortal(t.db);
    const s = (await session(q.token, q.invoiceId)).body as PaymentSession;
    const path = new URL(s.checkout_url).pathname;
    const wrongToken = await form(`${path}/cancel`, p.token);
    assert.equal(wrongToken.status, 404, 'another account\'s token cannot settle it');
    const res = await form(`${path}/cancel`, q.token);
    assert.equal(res.status, 303);
    assert.match(res.headers.get('location')!, /\/secureinvoice\/payment-cancelled\?/);
    const updated = await call(t.app, 'POST', '/api/payments/update_payment_session', { json: { token: q.token, session_id: s.session_id } });
    assert.equal(updated.body.status, 'cancelled');
    assert.equal(updated.body.item_paid, false);
    const next = await session(q.token, q.invoiceId);
    assert.equal(next.status, 201);
    assert.notEqual(next.body.session_id, s.session_id);
    const foreign = await call(t.app, 'POST', '/api/payments/update_payment_session', { json: { token: p.token, session_id: s.session_id } });
    assert.equal(foreign.status, 404);
  });

  test('an account on hold cannot pay (403 with the hold message); nor an organization without online payment', async () => {
    const held = await makePortal(t.db, { hold: true, holdMessage: 'Account frozen: call accounts.' });
    const res = await session(held.token, held.invoiceId);
    assert.equal(res.status, 403);
    assert.equal(res.body.detail, 'Account frozen: call accounts.');
    assert.equal((await t.db.select().from(paymentSession).where(eq(paymentSession.itemId, held.invoiceId))).length, 0);
    const later = await makePortal(t.db);
    const open = (await session(later.token, later.invoiceId)).body as PaymentSession;
    await t.db.update(account).set({ accountHold: true }).where(eq(account.id, later.accountId));
    const late = await form(`${new URL(open.checkout_url).pathname}/complete`, later.token);
    assert.equal(late.status, 409, 'a hold placed after checkout opened still stops the payment');
    assert.equal((await t.db.select().from(invoice).where(eq(invoice.itemId, later.invoiceId)))[0]!.paid, false);
    const off = await makePortal(t.db, { payments: false });
    const refused = await session(off.token, off.invoiceId);
    assert.equal(refused.status, 403);
  });
});

describe('Stripe webhook', () => {
  async function stripeSession(fixture: PortalFixture, id: string) {
    await t.db.insert(paymentSession).values({
      organizationId: fixture.orgId,
      accountId: fixture.accountId,
      itemId: fixture.invoiceId,
      accountContactId: fixture.linkId,
      provider: 'stripe',
      providerSessionId: id,
      amount: '1200',
      currency: 'EUR',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/' + id,
    });
  }
  const event = (id: string) => JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id, object: 'checkout.session', status: 'complete', payment_status: 'paid' } } });

  test('a bad signature is refused and changes nothing', async () => {
    const q = await makePortal(t.db);
    await stripeSession(q, 'cs_test_bad');
    const payload = event('cs_test_bad');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const res = await call(t.app, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers: { 'stripe-signature': forged } });
    assert.equal(res.status, 400);
    assert.equal(res.body.detail, 'Invalid Stripe signature.');
    const none = await call(t.app, 'POST', '/api/payments/stripe/webhook', { raw: payload });
    assert.equal(none.status, 400);
    const [row] = await t.db.select().from(invoice).where(eq(invoice.itemId, q.invoiceId));
    assert.equal(row!.paid, false);
  });

  test('a signed checkout.session.completed marks the session complete and the item paid', async () => {
    const q = await makePortal(t.db);
    await stripeSession(q, 'cs_test_good');
    const payload = event('cs_test_good');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await call(t.app, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers: { 'stripe-signature': signature } });
    assert.equal(res.status, 200);
    const [row] = await t.db.select().from(invoice).where(eq(invoice.itemId, q.invoiceId));
    assert.equal(row!.paid, true);
    const [s] = await t.db.select().from(paymentSession).where(eq(paymentSession.providerSessionId, 'cs_test_good'));
    assert.equal(s!.status, 'complete');
  });
});

describe('checkout as a payment', () => {
  const complete = async (fixture: PortalFixture, s: PaymentSession) => form(`${new URL(s.checkout_url).pathname}/complete`, fixture.token);
  const invoiceOf = async (id: number) => (await t.db.select().from(invoice).where(eq(invoice.itemId, id)))[0]!;

  test('a completed checkout is a card payment with a receipt number, allocated to the invoice once', async () => {
    const q = await makePortal(t.db);
    const s = (await session(q.token, q.invoiceId)).body as PaymentSession;
    assert.equal((await complete(q, s)).status, 303);
    const payments = await t.db.select().from(arPayment).where(eq(arPayment.accountId, q.accountId));
    assert.equal(payments.length, 1);
    assert.equal(payments[0]!.method, 'card');
    assert.equal(Number(payments[0]!.amount), 1200);
    assert.equal(Number(payments[0]!.unapplied), 0);
    assert.match(payments[0]!.receiptNumber ?? '', /^RCT-\d{4}$/);
    assert.ok(payments[0]!.paymentSessionId);
    const allocations = await t.db.select().from(arAllocation).where(eq(arAllocation.invoiceItemId, q.invoiceId));
    assert.equal(allocations.length, 1);
    const inv = await invoiceOf(q.invoiceId);
    assert.equal(inv.state, 'paid');
    assert.equal(inv.paid, true);
    assert.equal((await t.db.select().from(item).where(eq(item.id, q.invoiceId)))[0]!.status, 'paid');
    await complete(q, s);
    assert.equal((await t.db.select().from(arPayment).where(eq(arPayment.accountId, q.accountId))).length, 1, 'a second click records nothing');
  });

  test('a replayed Stripe webhook applies the payment once', async () => {
    const q = await makePortal(t.db);
    await t.db.insert(paymentSession).values({
      organizationId: q.orgId,
      accountId: q.accountId,
      itemId: q.invoiceId,
      accountContactId: q.linkId,
      provider: 'stripe',
      providerSessionId: 'cs_test_replay',
      amount: '1200',
      currency: 'EUR',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_replay',
    });
    const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_replay', object: 'checkout.session', status: 'complete', payment_status: 'paid' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const send = () => call(t.app, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers: { 'stripe-signature': signature } });
    const results = await Promise.all([send(), send()]);
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200],
    );
    assert.equal((await send()).status, 200);
    assert.equal((await t.db.select().from(arPayment).where(eq(arPayment.accountId, q.accountId))).length, 1);
    assert.equal((await t.db.select().from(arAllocation).where(eq(arAllocation.invoiceItemId, q.invoiceId))).length, 1);
    assert.equal(Number((await invoiceOf(q.invoiceId)).balance), 0);
  });

  test('a partial amount: the invoice is partially paid; another amount replaces the open checkout', async () => {
    const q = await makePortal(t.db);
    const full = (await session(q.token, q.invoiceId)).body as PaymentSession;
    const part = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token, item_id: q.invoiceId, amount: '200.50' } });
    assert.equal(part.status, 201, JSON.stringify(part.body));
    assert.equal(part.body.amount, '200.50');
    assert.notEqual(part.body.session_id, full.session_id);
    const [old] = await t.db.select().from(paymentSession).where(eq(paymentSession.providerSessionId, full.session_id));
    assert.equal(old!.status, 'cancelled', 'the checkout for the old amount is closed');
    const stale = await complete(q, full);
    assert.match(stale.headers.get('location') ?? '', /payment-cancelled/, 'the closed checkout pays nothing');
    assert.equal((await t.db.select().from(arPayment).where(eq(arPayment.accountId, q.accountId))).length, 0);
    const same = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token, item_id: q.invoiceId, amount: '200.5' } });
    assert.equal(same.body.session_id, part.body.session_id);
    assert.equal((await complete(q, part.body)).status, 303);
    const inv = await invoiceOf(q.invoiceId);
    assert.equal(inv.state, 'partially_paid');
    assert.equal(Number(inv.balance), 999.5);
    const rest = (await session(q.token, q.invoiceId)).body as PaymentSession;
    assert.equal(rest.amount, '999.50');
  });

  test('a bad partial amount is a 400 on amount; an organization taking only full payments refuses one', async () => {
    const q = await makePortal(t.db);
    const ask = (amount: unknown) => call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token, item_id: q.invoiceId, amount } });
    for (const amount of ['0', '-1', 'lots', '10.001']) {
      const res = await ask(amount);
      assert.equal(res.status, 400, amount);
      assert.ok(res.body.amount, amount);
    }
    const over = await ask('1200.01');
    assert.deepEqual(over.body.amount, [ReceivablesMessage.OVER_ALLOCATED]);
    await t.db.insert(receivablesSettings).values({ organizationId: q.orgId, allowPartialPayment: false });
    const refused = await ask('100');
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.amount, [ReceivablesMessage.PARTIAL_NOT_ALLOWED]);
    assert.equal((await ask('1200')).status, 201, 'the whole balance is still taken');
  });

  test('an invoice paid meanwhile: the checkout money becomes credit', async () => {
    const q = await makePortal(t.db);
    const s = (await session(q.token, q.invoiceId)).body as PaymentSession;
    await t.db.update(invoice).set({ balance: '200' }).where(eq(invoice.itemId, q.invoiceId));
    assert.equal((await complete(q, s)).status, 303);
    const [payment] = await t.db.select().from(arPayment).where(eq(arPayment.accountId, q.accountId));
    assert.equal(Number(payment!.unapplied), 1000);
    assert.equal((await invoiceOf(q.invoiceId)).state, 'paid');
  });
});

describe('what cannot be paid online', () => {
  test('a draft, a void invoice and a credit note of the same account answer 404, and no checkout is opened', async () => {
    const [acct] = await t.db.select().from(item).where(eq(item.id, p.invoiceId));
    const make = async (values: Partial<typeof invoice.$inferInsert>) => {
      const [row] = await t.db.insert(item).values({ organizationId: acct!.organizationId, accountId: acct!.accountId, kind: 'INVOICE', status: values.state ?? 'open', title: 'Not payable' }).returning();
      await t.db.insert(invoice).values({ itemId: row!.id, currency: 'EUR', total: '50', balance: '50', ...values });
      return row!.id;
    };
    for (const id of [await make({ state: 'draft' }), await make({ state: 'void', number: 'INV-VOID' }), await make({ state: 'open', docType: 'credit_note', number: 'CN-0001' })]) {
      const res = await session(p.token, id);
      assert.equal(res.status, 404, `item ${id}`);
      assert.equal((await t.db.select().from(paymentSession).where(eq(paymentSession.itemId, id))).length, 0);
    }
  });
});
