import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ItemKind, ModuleKind, ReceivablesMessage } from '@si/contract';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../../test-support/fixtures.ts';
import type { Db } from '../../../db/client.ts';
import { account, item } from '../../../db/schema.ts';
import { arAllocation, arPayment, invoice } from '../schema.ts';
import { keptBalancesDrift } from '../../../../test-support/receivables-data.ts';
import { RECEIVABLES_KIND } from '../module.ts';

let t: TestContext;
let token: string;
let viewOnly: string;
let orgId: number;
let otherToken: string;
let otherOrgId: number;

before(async () => {
  t = await setup();
  const org = await makeOrg(t.db, { name: 'Ledger Org' });
  orgId = org.orgId;
  token = (await signIn(t.app, await makeUser(t.db, org, { role: 'IC' }))).access;
  viewOnly = (await signIn(t.app, await makeUser(t.db, org, { role: 'VO' }))).access;
  const other = await makeOrg(t.db, { name: 'Other Org' });
  otherOrgId = other.orgId;
  otherToken = (await signIn(t.app, await makeUser(t.db, other, { role: 'OA' }))).access;
});
after(() => t.database.close());

let n = 0;
async function makeAccount(db: Db, org: number, moduleKind: number = RECEIVABLES_KIND): Promise<number> {
  const [row] = await db.insert(account).values({ organizationId: org, moduleKind, name: `Customer ${++n}` }).returning({ id: account.id });
  return row!.id;
}

interface Spec {
  total: string;
  due?: string;
  issue?: string;
  currency?: string;
  state?: string;
  docType?: 'invoice' | 'credit_note';
  balance?: string;
}
/** An item + invoice row written straight to the tables (finalized unless a state says otherwise). */
async function makeInvoice(accountId: number, s: Spec, org = orgId): Promise<number> {
  const state = s.state ?? 'open';
  const [row] = await t.db
    .insert(item)
    .values({ organizationId: org, accountId, kind: ItemKind.INVOICE, status: state, title: `Services ${++n}`, dueDate: s.due ?? '2026-02-01' })
    .returning({ id: item.id });
  await t.db.insert(invoice).values({
    itemId: row!.id,
    number: state === 'draft' ? null : `${s.docType === 'credit_note' ? 'CN' : 'INV'}-${row!.id}`,
    docType: s.docType ?? 'invoice',
    state,
    issueDate: s.issue ?? '2026-01-01',
    currency: s.currency ?? 'USD',
    subtotal: s.total,
    tax: '0',
    total: s.total,
    balance: s.balance ?? s.total,
    finalizedAt: state === 'draft' ? null : new Date(),
  });
  return row!.id;
}

const invoiceRow = async (id: number) => (await t.db.select().from(invoice).where(eq(invoice.itemId, id)))[0]!;
const itemRow = async (id: number) => (await t.db.select().from(item).where(eq(item.id, id)))[0]!;
const pay = (accountId: number, json: unknown, opts: { as?: string; key?: string } = {}) =>
  call(t.app, 'POST', `/api/accounts/${accountId}/payments`, { json, token: opts.as ?? token, headers: opts.key ? { 'Idempotency-Key': opts.key } : {} });
const base = { method: 'bank_transfer', received_on: '2026-03-01', currency: 'USD' };

describe('recording a payment', () => {
  test('allocated as said: balance lowered, state, paid flag and item status in step; a receipt number; the rest is credit', async () => {
    const acct = await makeAccount(t.db, orgId);
    const a = await makeInvoice(acct, { total: '100.00' });
    const b = await makeInvoice(acct, { total: '250.50' });
    const res = await pay(acct, { ...base, reference: 'TRF-1', amount: '300', allocations: [{ invoice_id: a, amount: '100' }, { invoice_id: b, amount: '150.25' }] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.amount, '300.00');
    assert.equal(res.body.unapplied, '49.75');
    assert.match(res.body.receipt_number, /^RCT-\d{4}$/);
    assert.equal(res.body.online, false);
    assert.deepEqual(
      res.body.allocations.map((x: { invoice_id: number; invoice_number: string; amount: string; applied_on: string }) => [x.invoice_id, x.invoice_number, x.amount, x.applied_on]),
      [
        [a, `INV-${a}`, '100.00', '2026-03-01'],
        [b, `INV-${b}`, '150.25', '2026-03-01'],
      ],
    );
    const ia = await invoiceRow(a);
    assert.equal(ia.state, 'paid');
    assert.equal(ia.paid, true);
    assert.ok(ia.paidAt);
    assert.equal(Number(ia.balance), 0);
    assert.equal((await itemRow(a)).status, 'paid');
    const ib = await invoiceRow(b);
    assert.equal(ib.state, 'partially_paid');
    assert.equal(ib.paid, false);
    assert.equal(Number(ib.balance), 100.25);
    assert.equal((await itemRow(b)).status, 'partially_paid');
  });

  test('receipt numbers are consecutive', async () => {
    const acct = await makeAccount(t.db, orgId);
    const first = await pay(acct, { ...base, amount: '10' });
    const second = await pay(acct, { ...base, amount: '10' });
    const num = (s: string) => Number(s.replace(/^RCT-/, ''));
    assert.equal(num(second.body.receipt_number), num(first.body.receipt_number) + 1);
  });

  test('without allocations: oldest open invoices first (due date, then issue date, then id), in the payment currency only', async () => {
    const acct = await makeAccount(t.db, orgId);
    const late = await makeInvoice(acct, { total: '100', due: '2026-03-01' });
    const sameDueLaterIssue = await makeInvoice(acct, { total: '100', due: '2026-02-01', issue: '2026-01-10' });
    const oldest = await makeInvoice(acct, { total: '100', due: '2026-02-01', issue: '2026-01-01' });
    const euro = await makeInvoice(acct, { total: '100', due: '2026-01-01', currency: 'EUR' });
    await makeInvoice(acct, { total: '100', due: '2025-01-01', state: 'draft' });
    const res = await pay(acct, { ...base, amount: '250' });
    assert.equal(res.status, 201);
    assert.deepEqual(
      res.body.allocations.map((x: { invoice_id: number; amount: string }) => [x.invoice_id, x.amount]),
      [
        [oldest, '100.00'],
        [sameDueLaterIssue, '100.00'],
        [late, '50.00'],
      ],
    );
    assert.equal(res.body.unapplied, '0.00');
    assert.equal((await invoiceRow(euro)).state, 'open');
  });

  test('bad input: 400 naming the field', async () => {
    const acct = await makeAccount(t.db, orgId);
    const open = await makeInvoice(acct, { total: '100' });
    const draft = await makeInvoice(acct, { total: '100', state: 'draft' });
    const voided = await makeInvoice(acct, { total: '100', state: 'void', balance: '0' });
    const euro = await makeInvoice(acct, { total: '100', currency: 'EUR' });
    const elsewhere = await makeInvoice(await makeAccount(t.db, orgId), { total: '100' });
    const expect = async (json: unknown, field: string, message?: string) => {
      const res = await pay(acct, json);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body[field], `${field} in ${JSON.stringify(res.body)}`);
      if (message) assert.deepEqual(res.body[field], [message]);
    };
    await expect({ ...base, amount: '0' }, 'amount');
    await expect({ ...base, amount: '-5' }, 'amount');
    await expect({ ...base, amount: 'ten' }, 'amount');
    await expect({ ...base, amount: '10.123' }, 'amount');
    await expect({ ...base, method: 'barter', amount: '10' }, 'method');
    await expect({ ...base, received_on: '2026-02-30', amount: '10' }, 'received_on');
    await expect({ ...base, received_on: '0001-01-01', amount: '10' }, 'received_on', 'Enter a date from 1900-01-01 to 2199-12-31.');
    await expect({ ...base, received_on: '9999-12-31', amount: '10' }, 'received_on', 'Enter a date from 1900-01-01 to 2199-12-31.');
    await expect({ ...base, currency: 'XYZ', amount: '10' }, 'currency');
    await expect({ ...base, amount: '10', allocations: [{ invoice_id: draft, amount: '10' }] }, 'allocations.0.invoice_id', ReceivablesMessage.NOT_PAYABLE);
    await expect({ ...base, amount: '10', allocations: [{ invoice_id: voided, amount: '10' }] }, 'allocations.0.invoice_id', ReceivablesMessage.NOT_PAYABLE);
    await expect({ ...base, amount: '20', allocations: [{ invoice_id: open, amount: '10' }, { invoice_id: elsewhere, amount: '10' }] }, 'allocations.1.invoice_id', ReceivablesMessage.NOT_PAYABLE);
    await expect({ ...base, amount: '10', allocations: [{ invoice_id: euro, amount: '10' }] }, 'allocations.0.invoice_id', ReceivablesMessage.CURRENCY_MISMATCH);
    await expect({ ...base, amount: '500', allocations: [{ invoice_id: open, amount: '100.01' }] }, 'allocations.0.amount', ReceivablesMessage.OVER_ALLOCATED);
    await expect({ ...base, amount: '500', allocations: [{ invoice_id: open, amount: '60' }, { invoice_id: open, amount: '60' }] }, 'allocations.1.amount', ReceivablesMessage.OVER_ALLOCATED);
    await expect({ ...base, amount: '50', allocations: [{ invoice_id: open, amount: '60' }] }, 'allocations', ReceivablesMessage.ALLOCATION_EXCEEDS_PAYMENT);
    await expect({ ...base, amount: '10', allocations: [{ invoice_id: open, amount: '0' }] }, 'allocations.0.amount');
    // Nothing of the refused payments was kept.
    assert.equal((await t.db.select().from(arPayment).where(eq(arPayment.accountId, acct))).length, 0);
    assert.equal(Number((await invoiceRow(open)).balance), 100);
    const badKey = await pay(acct, { ...base, amount: '10' }, { key: 'x'.repeat(101) });
    assert.equal(badKey.status, 400);
    assert.ok(badKey.body['Idempotency-Key']);
  });

  test("another organization's account is a 404; a payables account is a 404; VO is 403", async () => {
    const mine = await makeAccount(t.db, orgId);
    const payables = await makeAccount(t.db, orgId, ModuleKind.SECURE_INVOICE_PURCHASE);
    const foreign = await makeAccount(t.db, otherOrgId);
    assert.equal((await pay(mine, { ...base, amount: '10' }, { as: otherToken })).status, 404);
    assert.equal((await pay(foreign, { ...base, amount: '10' })).status, 404);
    assert.equal((await pay(payables, { ...base, amount: '10' })).status, 404);
    assert.equal((await pay(mine, { ...base, amount: '10' }, { as: viewOnly })).status, 403);
    assert.equal((await call(t.app, 'POST', `/api/accounts/${mine}/apply_credit`, { json: { currency: 'USD' }, token: viewOnly })).status, 403);
    assert.equal((await call(t.app, 'GET', `/api/accounts/${mine}/payments`, { token: otherToken })).status, 404);
    assert.equal((await call(t.app, 'GET', `/api/accounts/${mine}/payments`, { token: viewOnly })).status, 200);
    assert.equal((await call(t.app, 'POST', `/api/accounts/${mine}/apply_credit`, { json: { currency: 'USD' }, token: otherToken })).status, 404);
  });
});

describe('concurrency', () => {
  test('two concurrent full payments naming one invoice: one applies, the other is 400 OVER_ALLOCATED', async () => {
    const acct = await makeAccount(t.db, orgId);
    const inv = await makeInvoice(acct, { total: '500' });
    const body = { ...base, amount: '500', allocations: [{ invoice_id: inv, amount: '500' }] };
    const results = await Promise.all([pay(acct, body), pay(acct, body)]);
    const statuses = results.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, 400], JSON.stringify(results.map((r) => r.body)));
    const refused = results.find((r) => r.status === 400)!;
    assert.deepEqual(refused.body['allocations.0.amount'], [ReceivablesMessage.OVER_ALLOCATED]);
    const allocations = await t.db.select().from(arAllocation).where(eq(arAllocation.invoiceItemId, inv));
    assert.equal(allocations.length, 1);
    assert.equal(Number((await invoiceRow(inv)).balance), 0);
  });

  test('two concurrent auto-allocated full payments: one pays the invoice, the other becomes credit', async () => {
    const acct = await makeAccount(t.db, orgId);
    const inv = await makeInvoice(acct, { total: '500' });
    const results = await Promise.all([pay(acct, { ...base, amount: '500' }), pay(acct, { ...base, amount: '500' })]);
    assert.deepEqual(
      results.map((r) => r.status),
      [201, 201],
    );
    const unapplied = results.map((r) => r.body.unapplied).sort();
    assert.deepEqual(unapplied, ['0.00', '500.00']);
    assert.equal((await t.db.select().from(arAllocation).where(eq(arAllocation.invoiceItemId, inv))).length, 1);
    assert.equal(Number((await invoiceRow(inv)).balance), 0);
  });
});

describe('idempotency', () => {
  test('same key and body answers the first payment and records nothing new; another body is 409', async () => {
    const acct = await makeAccount(t.db, orgId);
    const inv = await makeInvoice(acct, { total: '100' });
    const body = { ...base, amount: '60', allocations: [{ invoice_id: inv, amount: '60' }] };
    const first = await pay(acct, body, { key: 'pay-once-1' });
    assert.equal(first.status, 201);
    const again = await pay(acct, { ...body, amount: '60.00' }, { key: 'pay-once-1' });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, first.body);
    assert.equal((await t.db.select().from(arPayment).where(eq(arPayment.accountId, acct))).length, 1);
    assert.equal(Number((await invoiceRow(inv)).balance), 40);
    const other = await pay(acct, { ...body, amount: '61' }, { key: 'pay-once-1' });
    assert.equal(other.status, 409);
    assert.equal(other.body.detail, ReceivablesMessage.IDEMPOTENCY_REUSED);
    const otherAccount = await pay(await makeAccount(t.db, orgId), { ...base, amount: '60' }, { key: 'pay-once-1' });
    assert.equal(otherAccount.status, 409);
    // Keys are the organization's own: another organization may use the same one.
    const foreignAcct = await makeAccount(t.db, otherOrgId);
    assert.equal((await pay(foreignAcct, { ...base, amount: '60' }, { key: 'pay-once-1', as: otherToken })).status, 201);
  });

  test('two identical requests racing with one key record one payment', async () => {
    const acct = await makeAccount(t.db, orgId);
    await makeInvoice(acct, { total: '100' });
    const results = await Promise.all([pay(acct, { ...base, amount: '100' }, { key: 'race-key' }), pay(acct, { ...base, amount: '100' }, { key: 'race-key' })]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 201], JSON.stringify(results.map((r) => r.body)));
    assert.equal(results[0]!.body.id, results[1]!.body.id);
    assert.equal((await t.db.select().from(arPayment).where(eq(arPayment.accountId, acct))).length, 1);
  });
});

describe('credit', () => {
  test('an overpayment becomes credit; apply_credit pays the next invoice; none left is 400 NO_CREDIT', async () => {
    const acct = await makeAccount(t.db, orgId);
    const first = await makeInvoice(acct, { total: '100', due: '2026-02-01' });
    const overpaid = await pay(acct, { ...base, amount: '180' });
    assert.equal(overpaid.body.unapplied, '80.00');
    assert.equal((await invoiceRow(first)).state, 'paid');
    const next = await makeInvoice(acct, { total: '50', due: '2026-04-01' });
    const later = await makeInvoice(acct, { total: '70', due: '2026-05-01' });
    const res = await call(t.app, 'POST', `/api/accounts/${acct}/apply_credit`, { json: { currency: 'usd' }, token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, { applied: '80.00', invoices: [next, later] });
    assert.equal((await invoiceRow(next)).state, 'paid');
    assert.equal((await invoiceRow(later)).state, 'partially_paid');
    assert.equal(Number((await invoiceRow(later)).balance), 40);
    const [payment] = await t.db.select().from(arPayment).where(eq(arPayment.id, overpaid.body.id));
    assert.equal(Number(payment!.unapplied), 0);
    const none = await call(t.app, 'POST', `/api/accounts/${acct}/apply_credit`, { json: { currency: 'USD' }, token });
    assert.equal(none.status, 400);
    assert.deepEqual(none.body.currency, [ReceivablesMessage.NO_CREDIT]);
    const euro = await call(t.app, 'POST', `/api/accounts/${acct}/apply_credit`, { json: { currency: 'EUR' }, token });
    assert.equal(euro.status, 400);
    const bad = await call(t.app, 'POST', `/api/accounts/${acct}/apply_credit`, { json: { currency: 'nope' }, token });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.currency);
  });

  test('an open credit note on the account is applied (oldest credit first); one against an invoice is not', async () => {
    const acct = await makeAccount(t.db, orgId);
    const note = await makeInvoice(acct, { total: '30', docType: 'credit_note', issue: '2026-01-05' });
    const inv = await makeInvoice(acct, { total: '100' });
    const res = await call(t.app, 'POST', `/api/accounts/${acct}/apply_credit`, { json: { currency: 'USD' }, token });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { applied: '30.00', invoices: [inv] });
    const n = await invoiceRow(note);
    assert.equal(n.state, 'applied');
    assert.equal(Number(n.balance), 0);
    assert.equal((await itemRow(note)).status, 'applied');
    const [alloc] = await t.db.select().from(arAllocation).where(eq(arAllocation.creditItemId, note));
    assert.equal(alloc!.invoiceItemId, inv);
    assert.equal(Number((await invoiceRow(inv)).balance), 70);
    assert.equal((await call(t.app, 'POST', `/api/accounts/${acct}/apply_credit`, { json: { currency: 'USD' }, token })).status, 400);
  });
});

describe('payments list and receipt', () => {
  test('newest first with allocations, paged; the receipt is a PDF download; other organizations get 404', async () => {
    const acct = await makeAccount(t.db, orgId);
    const inv = await makeInvoice(acct, { total: '100' });
    const older = await pay(acct, { ...base, received_on: '2026-03-01', amount: '40' });
    const newer = await pay(acct, { ...base, received_on: '2026-03-05', amount: '20', reference: 'CHQ 9' });
    const list = await call(t.app, 'GET', `/api/accounts/${acct}/payments`, { token: viewOnly });
    assert.equal(list.status, 200);
    assert.equal(list.body.count, 2);
    assert.equal(list.body.next, null);
    assert.deepEqual(
      list.body.results.map((r: { id: number }) => r.id),
      [newer.body.id, older.body.id],
    );
    assert.deepEqual(list.body.results[1].allocations, [{ invoice_id: inv, invoice_number: `INV-${inv}`, amount: '40.00', applied_on: '2026-03-01' }]);
    const past = await call(t.app, 'GET', `/api/accounts/${acct}/payments?page=2`, { token });
    assert.equal(past.status, 200);
    assert.equal(past.body.count, 2);
    assert.deepEqual(past.body.results, []);
    assert.ok(past.body.previous);
    const search = await call(t.app, 'GET', `/api/accounts/${acct}/payments?search=chq`, { token });
    assert.equal(search.body.count, 1);

    const res = await t.app.request(`/api/payments/${older.body.id}/receipt`, { headers: { authorization: `JWT ${viewOnly}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="receipt-RCT-\d{4}\.pdf"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const foreign = await t.app.request(`/api/payments/${older.body.id}/receipt`, { headers: { authorization: `JWT ${otherToken}` } });
    assert.equal(foreign.status, 404);
    assert.equal((await t.app.request('/api/payments/999999/receipt', { headers: { authorization: `JWT ${token}` } })).status, 404);
  });
});

describe('the balances kept per account', () => {
  test('equal the open invoices summed, after everything this file did', async () => {
    const { kept, summed } = await keptBalancesDrift(t.db);
    assert.deepEqual(kept, summed);
  });
});
