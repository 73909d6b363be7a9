/**
 * Vendor credits over HTTP: recorded on a vendor, listed, applied in part and in full to its
 * approved bills (the bill's balance goes down; at 0 the bill is paid with the credit as its
 * reference), voided while nothing of it was applied; a payment run then pays only what is left.
 * The attacks: amounts with too many decimals, zero or negative, more than the credit or the bill
 * holds; another vendor's or currency's bill; a bill not approved or already in a payment run;
 * another organization's vendor, credit or bill; a viewer writing; two applications at once.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ModuleKind, VendorCreditMessage } from '@si/contract';
import { account, auditEvent, item } from '../../../db/schema.ts';
import { dayOffset, today } from '../../../shared/dates/days.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { giveDetails, makeBill, makePayingAccount, makeVendor } from '../../../../test-support/payables-data.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { bill, paymentRunBill, vendorCredit, vendorCreditApplication } from '../schema.ts';

let t: TestContext;
let a: Org;
let b: Org;
let fabrikam: Awaited<ReturnType<typeof makeVendor>>;
let litware: Awaited<ReturnType<typeof makeVendor>>;
let otherOrgVendor: Awaited<ReturnType<typeof makeVendor>>;

const credits = (vendor: number, token = a.vo.token, query = '') => call(t.app, 'GET', `/api/accounts/${vendor}/vendor_credits${query}`, { token });
const record = (vendor: number, json: Record<string, unknown>, token = a.ic.token) =>
  call(t.app, 'POST', `/api/accounts/${vendor}/vendor_credits`, { token, json: { number: 'CN-1', credit_date: '2026-02-01', currency: 'EUR', amount: '100.00', ...json } });
const apply = (credit: number, billId: number, amount: string, token = a.ic.token) => call(t.app, 'POST', `/api/vendor_credits/${credit}/apply`, { token, json: { bill_id: billId, amount } });
const voidCredit = (credit: number, token = a.ic.token) => call(t.app, 'POST', `/api/vendor_credits/${credit}/void`, { token });
const getBill = (id: number, token = a.vo.token) => call(t.app, 'GET', `/api/bills/${id}`, { token });

/** A credit recorded through the API; answers its id. */
async function credit(vendor: number, json: Record<string, unknown> = {}): Promise<number> {
  const res = await record(vendor, json);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id;
}

const billRow = async (id: number) => (await t.db.select().from(bill).where(eq(bill.itemId, id)))[0]!;
const creditRow = async (id: number) => (await t.db.select().from(vendorCredit).where(eq(vendorCredit.id, id)))[0]!;

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Credits Org A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Credits Org B' });
  fabrikam = await makeVendor(t.db, a.orgId, 'Fabrikam Supplies');
  litware = await makeVendor(t.db, a.orgId, 'Litware');
  otherOrgVendor = await makeVendor(t.db, b.orgId, 'B Vendor');
});
after(() => t.database.close());

describe('recording a credit', () => {
  test('staff record the credit a vendor gave: open, all of it to apply, audited on the vendor; every role reads it', async () => {
    const res = await record(fabrikam.id, { number: 'FAB-CN-7', amount: '150.5', memo: 'Two chairs returned damaged.' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.state, 'open');
    assert.equal(res.body.amount, '150.50');
    assert.equal(res.body.remaining, '150.50');
    assert.equal(res.body.memo, 'Two chairs returned damaged.');
    assert.deepEqual(res.body.created_by, { id: a.ic.id, name: 'Ivan User' });
    assert.deepEqual(res.body.applications, []);
    const [audited] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, fabrikam.id), eq(auditEvent.action, 'vendor_credit_created')));
    assert.equal(audited?.actorUserId, a.ic.id);
    assert.equal(audited?.details.amount, '150.50');

    const listed = await credits(fabrikam.id);
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.results.map((r: { number: string }) => r.number),
      ['FAB-CN-7'],
    );
    assert.equal((await credits(litware.id)).body.count, 0, "another vendor's credits are its own");
    assert.equal((await call(t.app, 'GET', `/api/vendor_credits/${res.body.id}`, { token: a.vo.token })).body.number, 'FAB-CN-7');
  });

  test('an amount with more decimals than the currency, zero or negative is a 400 naming the amount; so is a missing number', async () => {
    for (const [amount, currency] of [
      ['10.001', 'EUR'],
      ['10.5', 'JPY'],
      ['0', 'EUR'],
      ['-5', 'EUR'],
    ] as const) {
      const res = await record(fabrikam.id, { amount, currency });
      assert.equal(res.status, 400, `${amount} ${currency}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(Object.keys(res.body), ['amount'], `${amount} ${currency}`);
    }
    assert.deepEqual((await record(fabrikam.id, { amount: '10.001' })).body, { amount: ['Enter at most 2 decimals for EUR.'] });
    const unnamed = await record(fabrikam.id, { number: '  ' });
    assert.equal(unnamed.status, 400);
    assert.ok(unnamed.body.number);
  });

  test("a viewer cannot record one; an account that is not a vendor, or another organization's vendor, is a 404", async () => {
    assert.equal((await record(fabrikam.id, {}, a.vo.token)).status, 403);
    assert.equal((await record(otherOrgVendor.id, {})).status, 404);
    assert.equal((await credits(otherOrgVendor.id)).status, 404);
    const [customer] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'A customer' }).returning();
    assert.equal((await record(customer!.id, {})).status, 404, 'a customer is not a vendor');
    assert.equal((await credits(customer!.id)).status, 404);
  });

  test('the list filters by state, searches the number and memo, and refuses a page size it does not offer', async () => {
    const vendor = await makeVendor(t.db, a.orgId, 'Listed Vendor');
    for (let i = 1; i <= 12; i++) await credit(vendor.id, { number: `L-${String(i).padStart(2, '0')}`, credit_date: dayOffset(-i), memo: i === 3 ? 'Pallet returned' : '' });
    const page = await credits(vendor.id, a.vo.token, '?page_size=10');
    assert.equal(page.body.count, 12);
    assert.equal(page.body.results.length, 10);
    assert.equal(page.body.results[0].number, 'L-01', 'newest credit day first');
    assert.ok(page.body.next);
    assert.deepEqual(
      (await credits(vendor.id, a.vo.token, '?search=pallet')).body.results.map((r: { number: string }) => r.number),
      ['L-03'],
    );
    assert.equal((await credits(vendor.id, a.vo.token, '?state=void')).body.count, 0);
    assert.equal((await credits(vendor.id, a.vo.token, '?page_size=7')).status, 400);
    assert.equal((await credits(vendor.id, a.vo.token, '?ordering=secret')).status, 400);
  });
});

describe('applying a credit to a bill', () => {
  test("part of a credit lowers an approved bill's balance; the rest pays it off: paid, the credit as its reference", async () => {
    const billId = await makeBill(t.db, a.orgId, fabrikam.id, { number: 'F-100', amount: '100.00' });
    const id = await credit(fabrikam.id, { number: 'CN-100', amount: '150.00' });

    const part = await apply(id, billId, '60');
    assert.equal(part.status, 200, JSON.stringify(part.body));
    assert.equal(part.body.credit.remaining, '90.00');
    assert.equal(part.body.credit.state, 'open');
    assert.deepEqual(part.body.bill, { id: billId, number: 'F-100', balance: '40.00', state: 'approved', paid_on: null, payment_reference: null });
    assert.equal(part.body.credit.applications[0].bill.number, 'F-100');
    assert.equal(part.body.credit.applications[0].amount, '60.00');
    assert.deepEqual(part.body.credit.applications[0].applied_by, { id: a.ic.id, name: 'Ivan User' });

    const rest = await apply(id, billId, '40.00', a.oa.token);
    assert.equal(rest.status, 200, JSON.stringify(rest.body));
    assert.deepEqual(rest.body.bill, { id: billId, number: 'F-100', balance: '0.00', state: 'paid', paid_on: today(), payment_reference: 'Credit CN-100' });
    assert.equal(rest.body.credit.remaining, '50.00');
    assert.equal(rest.body.credit.applications.length, 2);
    const [it] = await t.db.select({ status: item.status }).from(item).where(eq(item.id, billId));
    assert.equal(it?.status, 'paid', "the item's status follows the bill");

    // The bill's page lists the credits applied to it.
    const page = await getBill(billId);
    assert.equal(page.body.balance, '0.00');
    assert.deepEqual(
      page.body.credits.map((c: { credit: { number: string }; amount: string }) => [c.credit.number, c.amount]),
      [
        ['CN-100', '60.00'],
        ['CN-100', '40.00'],
      ],
    );
    const audited = await t.db.select().from(auditEvent).where(eq(auditEvent.entityId, billId));
    assert.deepEqual(
      audited.filter((e) => e.entityKind === 3).map((e) => e.action),
      ['vendor_credit_applied', 'vendor_credit_applied', 'bill_paid'],
    );
    assert.equal(audited.find((e) => e.action === 'bill_paid')?.details.reference, 'Credit CN-100');
  });

  test('a credit applied in full is applied: nothing more can be taken from it, and it cannot be voided', async () => {
    const billId = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '500.00' });
    const id = await credit(fabrikam.id, { number: 'CN-FULL', amount: '75.25' });
    const res = await apply(id, billId, '75.25');
    assert.equal(res.body.credit.state, 'applied');
    assert.equal(res.body.credit.remaining, '0.00');
    assert.equal(res.body.bill.balance, '424.75');
    const again = await apply(id, billId, '1');
    assert.equal(again.status, 409);
    assert.equal(again.body.detail, VendorCreditMessage.NOT_OPEN);
    const voided = await voidCredit(id);
    assert.equal(voided.status, 409);
    assert.equal(voided.body.detail, VendorCreditMessage.NOT_VOIDABLE);
  });

  test('amounts: more decimals than the currency, zero, negative, more than the credit holds or the bill owes are 400s on the amount, and nothing changes', async () => {
    const billId = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '80.00' });
    const id = await credit(fabrikam.id, { number: 'CN-AMT', amount: '100.00' });
    const cases: [string, string | undefined][] = [
      ['10.005', 'Enter at most 2 decimals for EUR.'],
      ['0', undefined],
      ['-1', undefined],
      ['abc', undefined],
      ['80.01', VendorCreditMessage.OVER_BALANCE],
    ];
    for (const [amount, message] of cases) {
      const res = await apply(id, billId, amount);
      assert.equal(res.status, 400, `${amount}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(Object.keys(res.body), ['amount'], amount);
      if (message) assert.deepEqual(res.body.amount, [message], amount);
    }
    const big = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '1000.00' });
    const over = await apply(id, big, '100.01');
    assert.deepEqual(over.body, { amount: [VendorCreditMessage.OVER_REMAINING] });
    assert.equal((await creditRow(id)).remaining, '100.0000');
    assert.equal((await billRow(billId)).balance, '80.0000');
    assert.equal((await t.db.select().from(vendorCreditApplication).where(eq(vendorCreditApplication.creditId, id))).length, 0);
  });

  test("another vendor's or another currency's bill is a 400 on bill_id; a bill not approved, or in a payment run, is a 409", async () => {
    const id = await credit(fabrikam.id, { number: 'CN-WHICH', amount: '50.00' });
    const litwareBill = await makeBill(t.db, a.orgId, litware.id, { amount: '50.00' });
    assert.deepEqual((await apply(id, litwareBill, '10')).body, { bill_id: [VendorCreditMessage.BILL_OTHER_VENDOR] });
    const dollars = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '50.00', currency: 'USD' });
    assert.deepEqual((await apply(id, dollars, '10')).body, { bill_id: [VendorCreditMessage.BILL_OTHER_CURRENCY] });
    for (const state of ['received', 'in_approval', 'rejected', 'scheduled', 'paid', 'void'] as const) {
      const other = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '50.00', state });
      const res = await apply(id, other, '10');
      assert.equal(res.status, 409, state);
      assert.equal(res.body.detail, VendorCreditMessage.BILL_NOT_OPEN, state);
    }
    assert.equal((await creditRow(id)).remaining, '50.0000');
  });

  test("another organization's credit or bill is a 404; a viewer cannot apply or void", async () => {
    const mine = await credit(fabrikam.id, { number: 'CN-MINE', amount: '50.00' });
    const myBill = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '50.00' });
    const theirBill = await makeBill(t.db, b.orgId, otherOrgVendor.id, { amount: '50.00' });
    const theirs = await call(t.app, 'POST', `/api/accounts/${otherOrgVendor.id}/vendor_credits`, { token: b.ic.token, json: { number: 'B-CN', credit_date: '2026-02-01', currency: 'EUR', amount: '50' } });
    assert.equal(theirs.status, 201);
    assert.equal((await apply(mine, theirBill, '10')).status, 404, "B's bill from A's credit");
    assert.equal((await apply(theirs.body.id, myBill, '10')).status, 404, "B's credit");
    assert.equal((await apply(theirs.body.id, myBill, 'not an amount')).status, 404, 'looked up before the body is read');
    assert.equal((await voidCredit(theirs.body.id)).status, 404);
    const read = await call(t.app, 'GET', `/api/vendor_credits/${theirs.body.id}`, { token: a.oa.token });
    assert.equal(read.status, 404);
    assert.doesNotMatch(JSON.stringify(read.body), /B-CN/);
    assert.equal((await apply(mine, myBill, '10', a.vo.token)).status, 403);
    assert.equal((await voidCredit(mine, a.vo.token)).status, 403);
    assert.equal((await creditRow(theirs.body.id)).remaining, '50.0000');
    assert.equal((await billRow(theirBill)).balance, '50.0000');
  });

  test('two applications at once of a credit that covers only one never apply more than it holds', async () => {
    const id = await credit(fabrikam.id, { number: 'CN-RACE', amount: '100.00' });
    const bills = [await makeBill(t.db, a.orgId, fabrikam.id, { amount: '100.00' }), await makeBill(t.db, a.orgId, fabrikam.id, { amount: '100.00' })];
    const answers = await Promise.all([apply(id, bills[0]!, '100.00', a.ic.token), apply(id, bills[1]!, '100.00', a.oa.token)]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 409], JSON.stringify(answers.map((r) => r.body)));
    assert.equal(answers.find((r) => r.status === 409)!.body.detail, VendorCreditMessage.NOT_OPEN);
    const row = await creditRow(id);
    assert.equal(row.remaining, '0.0000');
    assert.equal(row.state, 'applied');
    const applied = await t.db.select().from(vendorCreditApplication).where(eq(vendorCreditApplication.creditId, id));
    assert.equal(applied.length, 1);
    const states = (await Promise.all(bills.map(billRow))).map((r) => [r.state, r.balance]).sort();
    assert.deepEqual(states, [
      ['approved', '100.0000'],
      ['paid', '0.0000'],
    ]);

    // Three parts at once of a credit that holds two of them: two are applied, never a third.
    const split = await credit(fabrikam.id, { number: 'CN-SPLIT', amount: '60.00' });
    const target = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '500.00' });
    const three = await Promise.all([apply(split, target, '30', a.ic.token), apply(split, target, '30', a.oa.token), apply(split, target, '30', a.lead.token)]);
    assert.deepEqual(three.map((r) => r.status).sort(), [200, 200, 409]);
    assert.equal((await creditRow(split)).remaining, '0.0000');
    assert.equal((await billRow(target)).balance, '440.0000');
  });

  test('a credit applied to a bill stays: the bill can no longer be rejected or voided', async () => {
    const billId = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '90.00' });
    const id = await credit(fabrikam.id, { number: 'CN-KEEP', amount: '10.00' });
    assert.equal((await apply(id, billId, '10')).status, 200);
    const rejected = await call(t.app, 'POST', `/api/bills/${billId}/reject`, { token: a.oa.token, json: { reason: 'Wrong price' } });
    assert.equal(rejected.status, 409);
    assert.equal(rejected.body.detail, VendorCreditMessage.CREDIT_APPLIED_TO_BILL);
    const voided = await call(t.app, 'POST', `/api/bills/${billId}/void`, { token: a.oa.token });
    assert.equal(voided.status, 409);
    assert.equal((await billRow(billId)).state, 'approved');
    // A bill without a credit is rejected as before.
    const plain = await makeBill(t.db, a.orgId, fabrikam.id, { amount: '90.00' });
    assert.equal((await call(t.app, 'POST', `/api/bills/${plain}/reject`, { token: a.oa.token, json: { reason: 'Wrong price' } })).status, 200);
  });
});

describe('voiding a credit', () => {
  test('an open credit nothing of which was applied is voided, audited, and can then be applied to nothing', async () => {
    const id = await credit(litware.id, { number: 'L-VOID', amount: '20.00' });
    const res = await voidCredit(id, a.oa.token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'void');
    const [audited] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, litware.id), eq(auditEvent.action, 'vendor_credit_voided')));
    assert.equal(audited?.details.number, 'L-VOID');
    const litwareBill = await makeBill(t.db, a.orgId, litware.id, { amount: '20.00' });
    assert.equal((await apply(id, litwareBill, '5')).status, 409);
    assert.equal((await voidCredit(id)).body.detail, VendorCreditMessage.NOT_OPEN);
    assert.deepEqual(
      (await credits(litware.id, a.vo.token, '?state=void')).body.results.map((r: { number: string }) => r.number),
      ['L-VOID'],
    );
  });
});

describe('a payment run pays what the credits left', () => {
  test("a bill's candidate amount and its payment in a run are its balance after credits", async () => {
    const vendor = await makeVendor(t.db, a.orgId, 'Tailspin Toys');
    await giveDetails(t.db, a.orgId, vendor.id);
    const paying = await makePayingAccount(t.db, a.orgId);
    const billId = await makeBill(t.db, a.orgId, vendor.id, { number: 'T-1', amount: '250.00', dueDate: '2026-01-10' });
    const id = await credit(vendor.id, { number: 'T-CN', amount: '70.00' });
    assert.equal((await apply(id, billId, '70')).status, 200);
    const candidates = await call(t.app, 'GET', '/api/payment_runs/candidates?currency=EUR&due_by=2026-01-31', { token: a.vo.token });
    const listed = candidates.body.results.find((r: { id: number }) => r.id === billId);
    assert.equal(listed.total, '250.00');
    assert.equal(listed.balance, '180.00');
    const run = await call(t.app, 'POST', '/api/payment_runs', { token: a.ic.token, json: { paying_account_id: paying, currency: 'EUR', due_by: '2026-01-31', execution_date: dayOffset(3), bill_ids: [billId] } });
    assert.equal(run.status, 201, JSON.stringify(run.body));
    assert.equal(run.body.total, '180.00');
    const [paid] = await t.db.select().from(paymentRunBill).where(eq(paymentRunBill.itemId, billId));
    assert.equal(paid?.amount, '180.0000');
    // In a run, the bill takes no credit.
    const late = await credit(vendor.id, { number: 'T-CN-2', amount: '10.00' });
    assert.equal((await apply(late, billId, '10')).status, 409);
  });
});
