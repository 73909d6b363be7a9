import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { PaymentSession, ReceivablesMessage } from '@si/contract';
import { account, arAllocation, arPayment, invoice, item, paymentSession, paymentSessionItem, receivablesSettings, statement } from '../../db/schema.ts';
import { call, settings, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';
import { keptBalancesDrift } from '../../../test-support/receivables-data.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_several';
let t: TestContext;
before(async () => {
  t = await setup({ stripeWebhookSecret: WEBHOOK_SECRET });
});
after(() => t.database.close());

type Line = { item_id: number; amount?: string };
const pay = (token: string, items: Line[]) => call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token, items } });
const form = (path: string, token: string) =>
  call(t.app, 'POST', path, { raw: new URLSearchParams({ token }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const complete = (fixture: PortalFixture, s: PaymentSession) => form(`${new URL(s.checkout_url).pathname}/complete`, fixture.token);
const invoiceOf = async (id: number) => (await t.db.select().from(invoice).where(eq(invoice.itemId, id)))[0]!;
const paymentsOf = (fixture: PortalFixture) => t.db.select().from(arPayment).where(eq(arPayment.accountId, fixture.accountId));
const sessionsOf = (fixture: PortalFixture) => t.db.select().from(paymentSession).where(eq(paymentSession.accountId, fixture.accountId));

let n = 0;
/** Another document on the fixture's account (an open EUR invoice of 300 unless said). */
async function addInvoice(fixture: PortalFixture, values: Partial<typeof invoice.$inferInsert> = {}): Promise<number> {
  const state = values.state ?? 'open';
  const [row] = await t.db.insert(item).values({ organizationId: fixture.orgId, accountId: fixture.accountId, kind: 'INVOICE', status: state, title: 'Support, April' }).returning();
  await t.db.insert(invoice).values({ itemId: row!.id, number: `INV-S${n++}`, issueDate: '2025-04-01', currency: 'EUR', total: '300', balance: '300', state, ...values });
  return row!.id;
}

describe('paying several invoices in one checkout', () => {
  test('two invoices in one sandbox checkout: the exact sum, then one payment allocated to both, both paid', async () => {
    const q = await makePortal(t.db);
    const second = await addInvoice(q, { total: '300.10', balance: '300.10' });
    const lines = [{ item_id: q.invoiceId }, { item_id: second }];
    const first = await pay(q.token, lines);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const s = PaymentSession.parse(first.body);
    assert.equal(s.amount, '1500.10');
    assert.equal(s.currency, 'EUR');
    assert.equal(s.item_paid, false);
    const again = await pay(q.token, [...lines].reverse());
    assert.equal(again.status, 200);
    assert.equal(again.body.session_id, s.session_id, 'the same invoices and amounts reuse the open session');
    const covered = await t.db.select().from(paymentSessionItem).orderBy(paymentSessionItem.itemId);
    assert.deepEqual(
      covered.filter((r) => [q.invoiceId, second].includes(r.itemId)).map((r) => [r.itemId, Number(r.amount)]),
      [
        [q.invoiceId, 1200],
        [second, 300.1],
      ],
    );

    const checkout = new URL(s.checkout_url);
    const page = await t.app.request(checkout.pathname + checkout.search);
    const html = await page.text();
    assert.match(html, /Pay 2 invoices/);
    assert.match(html, /1500\.10 EUR/);
    const paid = await complete(q, s);
    assert.equal(paid.status, 303);
    const back = new URL(paid.headers.get('location')!);
    assert.equal(`${back.origin}${back.pathname}`, `${settings.publicUrl}/secureinvoice/payment-successful`);
    assert.equal(back.searchParams.get('item_id'), null, 'a checkout of several names no one invoice');

    const payments = await paymentsOf(q);
    assert.equal(payments.length, 1);
    assert.equal(payments[0]!.method, 'card');
    assert.equal(Number(payments[0]!.amount), 1500.1);
    assert.equal(Number(payments[0]!.unapplied), 0);
    const allocations = await t.db.select().from(arAllocation).where(eq(arAllocation.paymentId, payments[0]!.id));
    assert.deepEqual(allocations.map((a) => [a.invoiceItemId, Number(a.amount)]).sort((a, b) => a[0]! - b[0]!), [
      [q.invoiceId, 1200],
      [second, 300.1],
    ]);
    for (const id of [q.invoiceId, second]) {
      const inv = await invoiceOf(id);
      assert.equal(inv.state, 'paid');
      assert.equal(inv.paid, true);
    }
    const updated = await call(t.app, 'POST', '/api/payments/update_payment_session', { json: { token: q.token, session_id: s.session_id } });
    assert.equal(updated.body.status, 'complete');
    assert.equal(updated.body.item_paid, true);

    assert.equal((await complete(q, s)).status, 303, 'a second click changes nothing');
    assert.equal((await paymentsOf(q)).length, 1);
    const refused = await pay(q.token, lines);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body['items.0.item_id'], [ReceivablesMessage.ALREADY_PAID]);
  });

  test('all of one and part of another where the organization takes partial payments; a 400 on that amount where it does not', async () => {
    const q = await makePortal(t.db);
    const second = await addInvoice(q);
    const res = await pay(q.token, [{ item_id: q.invoiceId }, { item_id: second, amount: '100.50' }]);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.amount, '1300.50');
    assert.equal((await complete(q, res.body)).status, 303);
    assert.equal((await invoiceOf(q.invoiceId)).state, 'paid');
    const part = await invoiceOf(second);
    assert.equal(part.state, 'partially_paid');
    assert.equal(Number(part.balance), 199.5);
    assert.equal((await paymentsOf(q)).length, 1);

    const strict = await makePortal(t.db);
    const other = await addInvoice(strict);
    await t.db.insert(receivablesSettings).values({ organizationId: strict.orgId, allowPartialPayment: false });
    const refused = await pay(strict.token, [{ item_id: strict.invoiceId }, { item_id: other, amount: '100' }]);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, { 'items.1.amount': [ReceivablesMessage.PARTIAL_NOT_ALLOWED] });
    const whole = await pay(strict.token, [{ item_id: strict.invoiceId, amount: '1200' }, { item_id: other }]);
    assert.equal(whole.status, 201, 'the whole balances are still taken');
    assert.equal(whole.body.amount, '1500.00');
  });

  test('an amount above the balance, with too many decimals, zero or negative is a 400 on that amount', async () => {
    const q = await makePortal(t.db);
    const second = await addInvoice(q);
    const ask = (amount: unknown) => call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token, items: [{ item_id: q.invoiceId }, { item_id: second, amount }] } });
    const over = await ask('300.01');
    assert.equal(over.status, 400);
    assert.deepEqual(over.body['items.1.amount'], [ReceivablesMessage.OVER_ALLOCATED]);
    for (const amount of ['0', '-1', 'lots', '10.001', 0]) {
      const res = await ask(amount);
      assert.equal(res.status, 400, String(amount));
      assert.ok(res.body['items.1.amount'], `${String(amount)}: ${JSON.stringify(res.body)}`);
    }
    assert.equal((await sessionsOf(q)).length, 0, 'no checkout was opened');
  });

  test('invoices in two currencies are a 400 naming the one that differs', async () => {
    const q = await makePortal(t.db);
    const dollars = await addInvoice(q, { currency: 'USD' });
    const res = await pay(q.token, [{ item_id: q.invoiceId }, { item_id: dollars }]);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { 'items.1.item_id': [ReceivablesMessage.MIXED_CURRENCIES] });
  });

  test("another account's invoice (same organization or another) answers as an id that does not exist", async () => {
    const q = await makePortal(t.db);
    const neighbour = await makePortal(t.db, { orgId: q.orgId });
    const stranger = await makePortal(t.db);
    const answers = [];
    for (const id of [neighbour.invoiceId, stranger.invoiceId, 2_000_000_000]) {
      const res = await pay(q.token, [{ item_id: q.invoiceId }, { item_id: id }]);
      assert.equal(res.status, 400);
      answers.push(res.body);
    }
    assert.deepEqual(answers, Array(3).fill({ 'items.1.item_id': [ReceivablesMessage.NOT_PAYABLE] }));
    assert.equal((await sessionsOf(q)).length, 0);
    assert.equal((await invoiceOf(stranger.invoiceId)).state, 'open');
  });

  test('a draft, a void invoice, a credit note and a statement are refused on their line', async () => {
    const q = await makePortal(t.db);
    const draft = await addInvoice(q, { state: 'draft', number: null });
    const voided = await addInvoice(q, { state: 'void' });
    const credit = await addInvoice(q, { docType: 'credit_note' });
    const res = await pay(q.token, [{ item_id: q.invoiceId }, { item_id: draft }, { item_id: voided }, { item_id: credit }, { item_id: q.statementId }]);
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.body).sort(), ['items.1.item_id', 'items.2.item_id', 'items.3.item_id', 'items.4.item_id']);
    for (const messages of Object.values(res.body)) assert.deepEqual(messages, [ReceivablesMessage.NOT_PAYABLE]);
    assert.equal((await sessionsOf(q)).length, 0);
  });

  test('the request itself: duplicates, no invoice, more than 50, items beside item_id', async () => {
    const q = await makePortal(t.db);
    const dup = await pay(q.token, [{ item_id: q.invoiceId }, { item_id: q.invoiceId, amount: '10' }]);
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.body, { 'items.1.item_id': [ReceivablesMessage.DUPLICATE_INVOICE] });
    const none = await pay(q.token, []);
    assert.deepEqual(none.body, { items: [ReceivablesMessage.NO_INVOICES] });
    const many = await pay(
      q.token,
      Array.from({ length: 51 }, (_, i) => ({ item_id: i + 1 })),
    );
    assert.equal(many.status, 400);
    assert.ok(many.body.items, JSON.stringify(many.body));
    const both = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token, item_id: q.invoiceId, items: [{ item_id: q.invoiceId }] } });
    assert.deepEqual(both.body, { items: [ReceivablesMessage.ONE_OR_SEVERAL] });
    const neither = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token } });
    assert.deepEqual(neither.body, { item_id: ['Field is required'] });
    assert.equal((await sessionsOf(q)).length, 0);
  });

  test('on hold, or without online payment: 403 as for one invoice', async () => {
    const held = await makePortal(t.db, { hold: true, holdMessage: 'Call accounts first.' });
    const res = await pay(held.token, [{ item_id: held.invoiceId }, { item_id: await addInvoice(held) }]);
    assert.equal(res.status, 403);
    assert.equal(res.body.detail, 'Call accounts first.');
    const off = await makePortal(t.db, { payments: false });
    assert.equal((await pay(off.token, [{ item_id: off.invoiceId }, { item_id: await addInvoice(off) }])).status, 403);
  });

  test('another selection closes the open checkout that covers any of its invoices, one-invoice ones too', async () => {
    const q = await makePortal(t.db);
    const second = await addInvoice(q);
    const single = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token, item_id: q.invoiceId } });
    assert.equal(single.status, 201);
    const both = await pay(q.token, [{ item_id: q.invoiceId }, { item_id: second }]);
    assert.equal(both.status, 201);
    const rows = await sessionsOf(q);
    assert.equal(rows.find((r) => r.providerSessionId === single.body.session_id)!.status, 'cancelled');
    const part = await pay(q.token, [{ item_id: q.invoiceId }, { item_id: second, amount: '50' }]);
    assert.equal(part.status, 201);
    assert.notEqual(part.body.session_id, both.body.session_id);
    const again = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: q.token, item_id: second } });
    assert.equal(again.status, 201, 'paying one of them alone closes the checkout of both');
    const open = (await sessionsOf(q)).filter((r) => r.status === 'open');
    assert.deepEqual(
      open.map((r) => r.providerSessionId),
      [again.body.session_id],
    );
    assert.match((await complete(q, part.body)).headers.get('location') ?? '', /payment-cancelled/, 'a closed checkout pays nothing');
    assert.equal((await paymentsOf(q)).length, 0);
  });

  test('an invoice paid meanwhile: its share becomes the customer credit', async () => {
    const q = await makePortal(t.db);
    const second = await addInvoice(q);
    const s = (await pay(q.token, [{ item_id: q.invoiceId }, { item_id: second }])).body as PaymentSession;
    await t.db.update(invoice).set({ balance: '0', state: 'paid', paid: true }).where(eq(invoice.itemId, second));
    assert.equal((await complete(q, s)).status, 303);
    const [payment] = await paymentsOf(q);
    assert.equal(Number(payment!.amount), 1500);
    assert.equal(Number(payment!.unapplied), 300);
    assert.equal((await invoiceOf(q.invoiceId)).state, 'paid');
  });

  test('a replayed Stripe completion of a checkout of several applies it once', async () => {
    const q = await makePortal(t.db);
    const second = await addInvoice(q, { total: '250', balance: '250' });
    const [row] = await t.db
      .insert(paymentSession)
      .values({ organizationId: q.orgId, accountId: q.accountId, itemId: q.invoiceId, accountContactId: q.linkId, provider: 'stripe', providerSessionId: 'cs_test_several', amount: '1450', currency: 'EUR', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_several' })
      .returning();
    await t.db.insert(paymentSessionItem).values([
      { organizationId: q.orgId, sessionId: row!.id, itemId: q.invoiceId, amount: '1200' },
      { organizationId: q.orgId, sessionId: row!.id, itemId: second, amount: '250' },
    ]);
    const payload = JSON.stringify({ id: 'evt_3', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_several', object: 'checkout.session', status: 'complete', payment_status: 'paid' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const send = () => call(t.app, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers: { 'stripe-signature': signature } });
    assert.deepEqual(
      (await Promise.all([send(), send()])).map((r) => r.status),
      [200, 200],
    );
    assert.equal((await send()).status, 200);
    const payments = await paymentsOf(q);
    assert.equal(payments.length, 1);
    assert.equal((await t.db.select().from(arAllocation).where(inArray(arAllocation.invoiceItemId, [q.invoiceId, second]))).length, 2);
    assert.equal(Number((await invoiceOf(second)).balance), 0);
  });

  test('the statement shows the invoices open now (not those of the statement sent), what they owe and whether they can be paid online', async () => {
    const q = await makePortal(t.db);
    const paidSince = await addInvoice(q, { state: 'paid', paid: true, balance: '0' });
    const listed = (id: number) => ({ id, number: `N${id}`, issue_date: '2025-03-01', due_date: null, total: '1200.00', balance: '1200.00' });
    await t.db.update(statement).set({ invoices: [listed(q.invoiceId), listed(paidSince)] }).where(eq(statement.itemId, q.statementId));
    const read = async (token = q.token) => (await call(t.app, 'GET', `/api/fetch_latest_statement_files?token=${token}`)).body.statement;
    const st = await read();
    // The invoice paid since the statement was sent is not on today's; the open one owes what the invoice list says.
    assert.deepEqual(
      st.invoices.map((i: { id: number; balance: string; open_balance: string }) => [i.id, i.balance, i.open_balance]),
      [[q.invoiceId, '1200.00', '1200.00']],
    );
    assert.equal(st.online_payment, true);
    assert.equal(st.allow_partial_payment, true);
    await t.db.insert(receivablesSettings).values({ organizationId: q.orgId, allowPartialPayment: false });
    await t.db.update(account).set({ accountHold: true }).where(eq(account.id, q.accountId));
    const held = await read();
    assert.equal(held.online_payment, false);
    assert.equal(held.allow_partial_payment, false);
  });
});

describe('the balances kept per account', () => {
  test('equal the open invoices summed, after everything this file did', async () => {
    const { kept, summed } = await keptBalancesDrift(t.db);
    assert.deepEqual(kept, summed);
  });
});
