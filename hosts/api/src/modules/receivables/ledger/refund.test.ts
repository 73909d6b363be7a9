import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, ReceivablesMessage } from '@si/contract';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../../test-support/fixtures.ts';
import type { Db } from '../../../db/client.ts';
import { account, accountContact, auditEvent, contact, item, paymentSession } from '../../../db/schema.ts';
import { arAllocation, arPayment, arRefund, invoice } from '../schema.ts';
import { stripeProvider } from '../payments.ts';
import { recordPayment } from './allocate.ts';
import { givable } from './refund.ts';
import { keptBalancesDrift } from '../../../../test-support/receivables-data.ts';
import { RECEIVABLES_KIND } from '../module.ts';

let t: TestContext;
let token: string;
let viewOnly: string;
let orgId: number;
let otherToken: string;

before(async () => {
  t = await setup();
  const org = await makeOrg(t.db, { name: 'Refund Org' });
  orgId = org.orgId;
  token = (await signIn(t.app, await makeUser(t.db, org, { role: 'IC' }))).access;
  viewOnly = (await signIn(t.app, await makeUser(t.db, org, { role: 'VO' }))).access;
  const other = await makeOrg(t.db, { name: 'Other Refund Org' });
  otherToken = (await signIn(t.app, await makeUser(t.db, other, { role: 'OA' }))).access;
});
after(() => t.database.close());

let n = 0;
async function makeAccount(): Promise<number> {
  const [row] = await t.db.insert(account).values({ organizationId: orgId, moduleKind: RECEIVABLES_KIND, name: `Refund customer ${++n}` }).returning({ id: account.id });
  return row!.id;
}

/** A finalized invoice written straight to the tables. */
async function makeInvoice(accountId: number, total: string, due = '2026-02-01', currency = 'USD'): Promise<number> {
  const [row] = await t.db
    .insert(item)
    .values({ organizationId: orgId, accountId, kind: ItemKind.INVOICE, status: 'open', title: `Goods ${++n}`, dueDate: due })
    .returning({ id: item.id });
  await t.db
    .insert(invoice)
    .values({ itemId: row!.id, number: `INV-R${row!.id}`, state: 'open', issueDate: '2026-01-01', currency, subtotal: total, tax: '0', total, balance: total, finalizedAt: new Date() });
  return row!.id;
}

const invoiceRow = async (id: number) => (await t.db.select().from(invoice).where(eq(invoice.itemId, id)))[0]!;
const paymentRow = async (id: number) => (await t.db.select().from(arPayment).where(eq(arPayment.id, id)))[0]!;
const pay = async (accountId: number, json: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', `/api/accounts/${accountId}/payments`, { json: { method: 'bank_transfer', received_on: '2026-03-01', currency: 'USD', ...json }, token });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body as { id: number };
};
const refund = (paymentId: number, json: unknown, opts: { as?: string; key?: string } = {}) =>
  call(t.app, 'POST', `/api/payments/${paymentId}/refund`, { json, token: opts.as ?? token, headers: opts.key ? { 'Idempotency-Key': opts.key } : {} });
const agingOf = async (accountId: number, asOf: string) => {
  const res = await call(t.app, 'GET', `/api/receivables/aging/${accountId}?as_of=${asOf}`, { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return (res.body.results as { id: number; open: string }[]).map((r) => [r.id, r.open]);
};
const inAgingReport = async (accountId: number, asOf: string) => {
  const res = await call(t.app, 'GET', `/api/receivables/aging?as_of=${asOf}`, { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return (res.body.rows as { account_id: number; total: string }[]).find((r) => r.account_id === accountId)?.total;
};

describe('refunding a payment', () => {
  test('an invoice whose payment was refunded in full is open again with nothing applied, so it can be voided', async () => {
    const acct = await makeAccount();
    const inv = await makeInvoice(acct, '80');
    const p = await pay(acct, { amount: '80', allocations: [{ invoice_id: inv, amount: '80' }] });
    const before = await call(t.app, 'POST', `/api/invoices/${inv}/void`, { json: { reason: 'Billed twice' }, token });
    assert.equal(before.status, 409, 'paid: a credit note, not a void');
    const res = await refund(p.id, { amount: '80', reason: 'Returned in full', refunded_on: '2026-03-02' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal((await invoiceRow(inv)).state, 'open');
    const voided = await call(t.app, 'POST', `/api/invoices/${inv}/void`, { json: { reason: 'Billed twice' }, token });
    assert.equal(voided.status, 200, JSON.stringify(voided.body));
    assert.equal((await invoiceRow(inv)).state, 'void');
    // Before it was voided (today): paid on 03-01, owed again from the refund on 03-02.
    assert.deepEqual(await agingOf(acct, '2026-03-01'), []);
    assert.deepEqual(await agingOf(acct, '2026-03-02'), [[inv, '80.00']]);
    assert.equal(await inAgingReport(acct, '2026-03-01'), undefined);
    assert.equal(await inAgingReport(acct, '2026-03-02'), '80.00');
  });

  test("from the payment's credit only: the invoices it paid stay paid; audited", async () => {
    const acct = await makeAccount();
    const inv = await makeInvoice(acct, '100');
    const p = await pay(acct, { amount: '150', allocations: [{ invoice_id: inv, amount: '100' }] });
    const res = await refund(p.id, { amount: '30', reason: 'Overpaid by mistake', refunded_on: '2026-03-05' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(
      { ...res.body, id: 0, created_at: '' },
      {
        id: 0,
        payment_id: p.id,
        account_id: acct,
        amount: '30.00',
        currency: 'USD',
        refunded_on: '2026-03-05',
        reason: 'Overpaid by mistake',
        method: 'bank_transfer',
        channel: 'offline',
        provider_reference: null,
        from_credit: '30.00',
        invoices: [],
        created_at: '',
      },
    );
    const payment = await paymentRow(p.id);
    assert.equal(Number(payment.unapplied), 20);
    assert.equal(Number(payment.refunded), 30);
    assert.equal((await invoiceRow(inv)).state, 'paid');
    const list = await call(t.app, 'GET', `/api/accounts/${acct}/payments`, { token: viewOnly });
    assert.equal(list.body.results[0].refunded, '30.00');
    assert.equal(list.body.results[0].unapplied, '20.00');
    const audits = await t.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.entityKind, AuditEntityKind.WORKSPACE), eq(auditEvent.entityId, acct), eq(auditEvent.action, 'payment_refunded')));
    assert.equal(audits.length, 1);
    assert.equal((audits[0]!.details as { amount: string }).amount, '30.00');
  });

  test('beyond the credit: a paid invoice reopens (state, balance); the aging the day before is unchanged, on the day it is open; the statement has the refund line', async () => {
    const acct = await makeAccount();
    const inv = await makeInvoice(acct, '100', '2026-03-31');
    const p = await pay(acct, { amount: '100', reference: 'TRF-9' });
    assert.equal((await invoiceRow(inv)).state, 'paid');
    const res = await refund(p.id, { amount: '40', reason: 'Two items returned\nwith the receipt', refunded_on: '2026-03-10' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.from_credit, '0.00');
    assert.deepEqual(res.body.invoices, [{ invoice_id: inv, invoice_number: `INV-R${inv}`, amount: '40.00' }]);
    const row = await invoiceRow(inv);
    assert.equal(row.state, 'partially_paid');
    assert.equal(Number(row.balance), 40);
    assert.equal(row.paid, false);
    assert.equal(row.paidAt, null);
    assert.equal((await t.db.select().from(item).where(eq(item.id, inv)))[0]!.status, 'partially_paid');
    const allocations = await t.db.select().from(arAllocation).where(eq(arAllocation.invoiceItemId, inv));
    assert.deepEqual(
      allocations.map((a) => [Number(a.amount), a.appliedOn, a.paymentId, a.refundId]),
      [
        [100, '2026-03-01', p.id, null],
        [-40, '2026-03-10', p.id, res.body.id],
      ],
    );

    // As of the day before the refund, nothing was open; from its day, the 40 is (per account and for the organization).
    assert.deepEqual(await agingOf(acct, '2026-03-09'), []);
    assert.deepEqual(await agingOf(acct, '2026-03-10'), [[inv, '40.00']]);
    assert.equal(await inAgingReport(acct, '2026-03-09'), undefined);
    assert.equal(await inAgingReport(acct, '2026-03-10'), '40.00');

    const statement = await call(t.app, 'GET', `/api/accounts/${acct}/statement?from=2026-03-01&as_of=2026-03-31&currency=USD`, { token });
    assert.equal(statement.status, 200, JSON.stringify(statement.body));
    assert.deepEqual(
      statement.body.lines.map((l: Record<string, string>) => [l.date, l.kind, l.description, l.charge, l.credit, l.balance]),
      [
        ['2026-03-01', 'payment', 'TRF-9', '0.00', '100.00', '0.00'],
        ['2026-03-10', 'refund', 'Two items returned\nwith the receipt', '40.00', '0.00', '40.00'],
      ],
    );
    assert.equal(statement.body.closing_balance, '40.00');
    const pdf = await t.app.request(`/api/accounts/${acct}/statement/pdf?from=2026-03-01&as_of=2026-03-31&currency=USD`, { headers: { authorization: `JWT ${token}` } });
    assert.equal(pdf.status, 200);
    const report = await call(t.app, 'GET', '/api/receivables/accounts_report?from=2026-03-01&to=2026-03-31', { token });
    const mine = report.body.results.find((r: { account_id: number }) => r.account_id === acct);
    // Paid is net of the refund, so the row adds up: 100 invoiced (before the period) - 60 paid = 40.
    assert.deepEqual([mine.opening_balance, mine.paid, mine.closing_balance], ['100.00', '60.00', '40.00']);

    // The rest of it: nothing is applied any more, so the invoice is open for its total.
    const rest = await refund(p.id, { amount: '60', reason: 'All returned', refunded_on: '2026-03-12' });
    assert.equal(rest.status, 201, JSON.stringify(rest.body));
    const reopened = await invoiceRow(inv);
    assert.equal(reopened.state, 'open');
    assert.equal(Number(reopened.balance), 100);
    assert.equal(Number((await paymentRow(p.id)).refunded), 100);
    const none = await refund(p.id, { amount: '0.01', reason: 'More' });
    assert.equal(none.status, 400);
    assert.deepEqual(none.body.amount, [ReceivablesMessage.REFUND_EXCEEDS]);
  });

  test('credit first, then the newest invoice first', async () => {
    const acct = await makeAccount();
    const older = await makeInvoice(acct, '100', '2026-02-01');
    const newer = await makeInvoice(acct, '50', '2026-03-01');
    const p = await pay(acct, { amount: '160' });
    assert.equal(Number((await paymentRow(p.id)).unapplied), 10);
    const res = await refund(p.id, { amount: '80', reason: 'Refund requested', refunded_on: '2026-03-02' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.from_credit, '10.00');
    assert.deepEqual(
      res.body.invoices.map((i: { invoice_id: number; amount: string }) => [i.invoice_id, i.amount]),
      [
        [newer, '50.00'],
        [older, '20.00'],
      ],
    );
    assert.deepEqual([(await invoiceRow(newer)).state, (await invoiceRow(older)).state], ['open', 'partially_paid']);
    assert.equal(Number((await paymentRow(p.id)).unapplied), 0);
  });

  test('bad input: 400 naming the field, nothing changed', async () => {
    const acct = await makeAccount();
    await makeInvoice(acct, '100');
    const p = await pay(acct, { amount: '100' });
    const tomorrowsTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const expect = async (json: unknown, field: string, message?: string) => {
      const res = await refund(p.id, json);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body[field], `${field} in ${JSON.stringify(res.body)}`);
      if (message) assert.deepEqual(res.body[field], [message]);
    };
    await expect({ amount: '100.01', reason: 'x' }, 'amount', ReceivablesMessage.REFUND_EXCEEDS);
    await expect({ amount: '0', reason: 'x' }, 'amount');
    await expect({ amount: '-5', reason: 'x' }, 'amount');
    await expect({ amount: '1.001', reason: 'x' }, 'amount');
    await expect({ amount: '1', reason: '  ' }, 'reason');
    await expect({ amount: '1', reason: 'x'.repeat(1001) }, 'reason');
    await expect({ amount: '1' }, 'reason');
    await expect({ amount: '1', reason: 'x', refunded_on: tomorrowsTomorrow }, 'refunded_on', ReceivablesMessage.REFUND_IN_FUTURE);
    await expect({ amount: '1', reason: 'x', refunded_on: '2026-02-28' }, 'refunded_on', ReceivablesMessage.REFUND_BEFORE_PAYMENT);
    await expect({ amount: '1', reason: 'x', refunded_on: '2026-02-30' }, 'refunded_on');
    await expect({ amount: '1', reason: 'x', currency: 'EUR' }, 'currency');
    const payment = await paymentRow(p.id);
    assert.equal(Number(payment.refunded), 0);
    assert.equal((await t.db.select().from(arRefund).where(eq(arRefund.paymentId, p.id))).length, 0);
  });

  test('money applied after the refund date cannot be taken back on that date', async () => {
    const acct = await makeAccount();
    const p = await pay(acct, { amount: '100' });
    const inv = await makeInvoice(acct, '100');
    // Applied today: a refund dated before today cannot take it back.
    assert.equal((await call(t.app, 'POST', `/api/accounts/${acct}/apply_credit`, { json: { currency: 'USD' }, token })).status, 200);
    const early = await refund(p.id, { amount: '10', reason: 'x', refunded_on: '2026-03-02' });
    assert.equal(early.status, 400, JSON.stringify(early.body));
    assert.deepEqual(early.body.refunded_on, [ReceivablesMessage.REFUND_BEFORE_APPLIED]);
    const now = await refund(p.id, { amount: '10', reason: 'x' });
    assert.equal(now.status, 201, JSON.stringify(now.body));
    assert.equal(now.body.refunded_on, new Date().toISOString().slice(0, 10));
    assert.equal((await invoiceRow(inv)).state, 'partially_paid');
  });

  test('given in days and amounts, what an invoice can give back is the least applied on any day from the refund on', () => {
    const rows = [
      { amount: '50', appliedOn: '2026-03-01' },
      { amount: '30', appliedOn: '2026-03-10' },
      { amount: '-60', appliedOn: '2026-03-20' },
    ];
    assert.equal(givable(rows, '2026-02-28').toString(), '0');
    assert.equal(givable(rows, '2026-03-05').toString(), '20');
    assert.equal(givable(rows, '2026-03-15').toString(), '20');
    assert.equal(givable(rows, '2026-03-20').toString(), '20');
  });

  test('two refunds racing never give back more than was paid: one is refused', async () => {
    const acct = await makeAccount();
    const inv = await makeInvoice(acct, '100');
    const p = await pay(acct, { amount: '100' });
    const results = await Promise.all([refund(p.id, { amount: '60', reason: 'first' }), refund(p.id, { amount: '60', reason: 'second' })]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 400], JSON.stringify(results.map((r) => r.body)));
    assert.deepEqual(results.find((r) => r.status === 400)!.body.amount, [ReceivablesMessage.REFUND_EXCEEDS]);
    assert.equal(Number((await paymentRow(p.id)).refunded), 60);
    assert.equal(Number((await invoiceRow(inv)).balance), 60);
    assert.equal((await t.db.select().from(arRefund).where(eq(arRefund.paymentId, p.id))).length, 1);
  });

  test('the same Idempotency-Key answers the first refund and refunds nothing more; another body with it is 409', async () => {
    const acct = await makeAccount();
    await makeInvoice(acct, '100');
    const p = await pay(acct, { amount: '100' });
    const first = await refund(p.id, { amount: '25', reason: 'Once' }, { key: 'refund-once-1' });
    assert.equal(first.status, 201);
    const again = await refund(p.id, { amount: '25.00', reason: 'Once' }, { key: 'refund-once-1' });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, first.body);
    const racing = await Promise.all([refund(p.id, { amount: '5', reason: 'Twin' }, { key: 'refund-twin' }), refund(p.id, { amount: '5', reason: 'Twin' }, { key: 'refund-twin' })]);
    assert.deepEqual(racing.map((r) => r.status).sort(), [200, 201]);
    assert.equal(Number((await paymentRow(p.id)).refunded), 30);
    const other = await refund(p.id, { amount: '26', reason: 'Once' }, { key: 'refund-once-1' });
    assert.equal(other.status, 409);
    assert.equal(other.body.detail, ReceivablesMessage.IDEMPOTENCY_REUSED);
    const bad = await refund(p.id, { amount: '1', reason: 'x' }, { key: 'x'.repeat(101) });
    assert.equal(bad.status, 400);
    assert.ok(bad.body['Idempotency-Key']);
  });

  test("another organization's payment is a 404, an unknown one too; View Only is 403", async () => {
    const acct = await makeAccount();
    await makeInvoice(acct, '100');
    const p = await pay(acct, { amount: '100' });
    assert.equal((await refund(p.id, { amount: '1', reason: 'x' }, { as: otherToken })).status, 404);
    assert.equal((await refund(999_999, { amount: '1', reason: 'x' })).status, 404);
    assert.equal((await refund(p.id, { amount: '1', reason: 'x' }, { as: viewOnly })).status, 403);
    assert.equal(Number((await paymentRow(p.id)).refunded), 0);
  });
});

describe('card payments', () => {
  /** A card payment of a completed checkout, recorded as settle() records it. */
  async function cardPayment(provider: 'sandbox' | 'stripe'): Promise<{ paymentId: number; invoiceId: number }> {
    const acct = await makeAccount();
    const inv = await makeInvoice(acct, '1200', '2026-02-01', 'EUR');
    const [person] = await t.db.insert(contact).values({ organizationId: orgId, firstName: 'Ada', lastName: 'Card', email: `ada${++n}@card.example` }).returning();
    const [link] = await t.db.insert(accountContact).values({ organizationId: orgId, accountId: acct, contactId: person!.id }).returning();
    const [session] = await t.db
      .insert(paymentSession)
      .values({ organizationId: orgId, accountId: acct, itemId: inv, accountContactId: link!.id, provider, providerSessionId: `${provider}_cs_${++n}`, status: 'complete', amount: '1200', currency: 'EUR', checkoutUrl: 'https://pay.example/' })
      .returning();
    const { payment } = await t.db.transaction(async (tx) =>
      recordPayment(tx as Db, { orgId, accountId: acct, method: 'card', receivedOn: '2026-03-01', reference: session!.providerSessionId, amount: '1200', currency: 'EUR', allocations: [{ invoice_id: inv, amount: '1200' }], clipToBalance: true, paymentSessionId: session!.id, via: 'test' }),
    );
    return { paymentId: payment.id, invoiceId: inv };
  }

  test('a sandbox card payment is refunded through the sandbox provider', async () => {
    const { paymentId, invoiceId } = await cardPayment('sandbox');
    const res = await refund(paymentId, { amount: '200.50', reason: 'Damaged in transit', refunded_on: '2026-03-03' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.channel, 'sandbox');
    assert.equal(res.body.method, 'card');
    assert.match(res.body.provider_reference, /^sbx_re_[\w-]+$/);
    const [stored] = await t.db.select().from(arRefund).where(eq(arRefund.id, res.body.id));
    assert.equal(stored!.provider, 'sandbox');
    assert.equal(stored!.providerReference, res.body.provider_reference);
    assert.equal(Number((await invoiceRow(invoiceId)).balance), 200.5);
  });

  test('a card payment no provider can refund is a 409 and changes nothing: Stripe without a key, a card payment recorded by hand', async () => {
    const { paymentId } = await cardPayment('stripe');
    const res = await refund(paymentId, { amount: '10', reason: 'x' });
    assert.equal(res.status, 409, JSON.stringify(res.body));
    assert.equal(res.body.detail, ReceivablesMessage.REFUND_UNAVAILABLE);
    assert.equal(Number((await paymentRow(paymentId)).refunded), 0);

    const acct = await makeAccount();
    const byHand = await pay(acct, { method: 'card', amount: '50' });
    const refused = await refund(byHand.id, { amount: '10', reason: 'x' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.detail, ReceivablesMessage.REFUND_UNAVAILABLE);
    assert.equal((await t.db.select().from(arRefund).where(eq(arRefund.paymentId, byHand.id))).length, 0);
  });
});

describe('the Stripe adapter', () => {
  test("refunds the checkout's payment intent in the currency's minor units, with the idempotency key; a checkout without one refunds nothing", async () => {
    const seen: { method: string; path: string; body: string; key: string | undefined }[] = [];
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, path: req.url!, body, key: req.headers['idempotency-key'] as string | undefined });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/v1/checkout/sessions/cs_paid') return res.end(JSON.stringify({ id: 'cs_paid', object: 'checkout.session', payment_intent: 'pi_123' }));
        if (req.url === '/v1/checkout/sessions/cs_unpaid') return res.end(JSON.stringify({ id: 'cs_unpaid', object: 'checkout.session', payment_intent: null }));
        if (req.url === '/v1/refunds') return res.end(JSON.stringify({ id: 're_456', object: 'refund' }));
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const stripe = stripeProvider('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
      assert.deepEqual(await stripe.refund({ providerSessionId: 'cs_paid', amount: '12.345', currency: 'KWD', idempotencyKey: 'si-refund-key-1' }), { providerRefundId: 're_456' });
      const posted = seen.find((s) => s.path === '/v1/refunds')!;
      assert.equal(posted.method, 'POST');
      assert.deepEqual(Object.fromEntries(new URLSearchParams(posted.body)), { payment_intent: 'pi_123', amount: '12345', reason: 'requested_by_customer' });
      assert.equal(posted.key, 'si-refund-key-1');
      assert.equal(await stripe.refund({ providerSessionId: 'cs_unpaid', amount: '100', currency: 'JPY', idempotencyKey: 'k2' }), undefined);
      assert.equal(seen.filter((s) => s.path === '/v1/refunds').length, 1);
    } finally {
      server.close();
    }
  });
});

describe('the balances kept per account', () => {
  test('equal the open invoices summed, after everything this file did', async () => {
    const { kept, summed } = await keptBalancesDrift(t.db);
    assert.deepEqual(kept, summed);
  });
});
