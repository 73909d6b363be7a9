/**
 * Payment runs over HTTP: the candidate bills, making a run (its bills scheduled, each paid to the
 * vendor's verified details), the refusal of a vendor whose details wait for verification or have
 * none verified (named), two runs racing for one bill, approval by a second staff member only,
 * paid (bills paid, a remittance mail per contact in the outbox), cancel, the CSV with its formula
 * guard, the pain.001 file valid against the EPC's XSD, another organization's run, a viewer.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import { bankDetailsChangedText, ConfigProperty, ModuleKind, PaymentRunMessage } from '@si/contract';
import { account, auditEvent, item, outbox } from '../../../db/schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { dayOffset, today } from '../../../shared/dates/days.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { bill, paymentRun, paymentRunBill, vendorBankDetails } from '../schema.ts';
import { checkPain001, giveDetails, makeBill, makePayingAccount, makeVendor, SEPA_DETAILS, US_DETAILS } from '../../../../test-support/payables-data.ts';
import { statementsSent } from '../../../../test-support/statements.ts';

let t: TestContext;
let a: Org;
let b: Org;
let paying: number;
let fabrikam: Awaited<ReturnType<typeof makeVendor>>;
let tailspin: Awaited<ReturnType<typeof makeVendor>>;
let litware: Awaited<ReturnType<typeof makeVendor>>;
let contoso: Awaited<ReturnType<typeof makeVendor>>;
const bills: Record<string, number> = {};
/** The EUR run made, approved and paid through the tests below, and a USD run. */
let runId: number;
let usdRun: number;

const EXECUTION = dayOffset(3);
const create = (org: Org, json: Record<string, unknown>, token = org.ic.token) => call(t.app, 'POST', '/api/payment_runs', { token, json: { paying_account_id: paying, currency: 'EUR', due_by: '2026-01-31', execution_date: EXECUTION, ...json } });
const get = (id: number, token = a.oa.token) => call(t.app, 'GET', `/api/payment_runs/${id}`, { token });
const post = (id: number, verb: string, token: string, json?: unknown) => call(t.app, 'POST', `/api/payment_runs/${id}/${verb}`, { token, json });
const billState = async (id: number) => (await t.db.select({ s: bill.state }).from(bill).where(eq(bill.itemId, id)))[0]!.s;
const itemStatus = async (id: number) => (await t.db.select({ s: item.status }).from(item).where(eq(item.id, id)))[0]!.s;

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.VENDOR, name: 'Northwind Traders' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.VENDOR, name: 'Other Org' });
  paying = await makePayingAccount(t.db, a.orgId);
  fabrikam = await makeVendor(t.db, a.orgId, 'Fabrikam Supplies', { contacts: ['Fay', 'Finn'] });
  tailspin = await makeVendor(t.db, a.orgId, 'Tailspin & <Toys> Ç', { contacts: ['Tara'] });
  litware = await makeVendor(t.db, a.orgId, 'Litware');
  contoso = await makeVendor(t.db, a.orgId, 'Contoso');
  await giveDetails(t.db, a.orgId, fabrikam.id, SEPA_DETAILS);
  await giveDetails(t.db, a.orgId, tailspin.id, { holderName: 'شركة تيلسبن للألعاب', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' });
  await giveDetails(t.db, a.orgId, contoso.id, US_DETAILS);
  bills.f1 = await makeBill(t.db, a.orgId, fabrikam.id, { number: 'F-001', amount: '100.00', dueDate: '2026-01-10' });
  bills.f2 = await makeBill(t.db, a.orgId, fabrikam.id, { number: 'F-002', amount: '250.50', dueDate: '2026-01-20' });
  bills.t1 = await makeBill(t.db, a.orgId, tailspin.id, { number: 'T-77', amount: '1000.00', dueDate: null });
  bills.later = await makeBill(t.db, a.orgId, tailspin.id, { number: 'T-78', dueDate: '2026-03-01' });
  bills.usd = await makeBill(t.db, a.orgId, contoso.id, { number: '=HYPERLINK("http://evil.example")', amount: '75.25', currency: 'USD' });
  bills.received = await makeBill(t.db, a.orgId, fabrikam.id, { number: 'F-003', state: 'received' });
  bills.litware = await makeBill(t.db, a.orgId, litware.id, { number: 'L-1', dueDate: '2026-01-05' });
  const bVendor = await makeVendor(t.db, b.orgId, 'B Vendor');
  await giveDetails(t.db, b.orgId, bVendor.id, SEPA_DETAILS);
  bills.other = await makeBill(t.db, b.orgId, bVendor.id, { number: 'B-1' });
});
after(() => t.database.close());

describe('the bills a run may pay', () => {
  test("approved bills with a balance in the currency, due by the day, with each vendor's bank details", async () => {
    const res = await call(t.app, 'GET', '/api/payment_runs/candidates?currency=eur&due_by=2026-01-31', { token: a.vo.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    // Oldest due first, a bill without a due date first of all; not the later, USD, received or other organization's bills.
    assert.deepEqual(
      res.body.results.map((r: { number: string }) => r.number),
      ['T-77', 'L-1', 'F-001', 'F-002'],
    );
    assert.equal(res.body.count, 4);
    assert.equal(res.body.total, '1450.50');
    const f1 = res.body.results.find((r: { number: string }) => r.number === 'F-001');
    assert.deepEqual(f1.vendor, { id: fabrikam.id, name: 'Fabrikam Supplies' });
    assert.equal(f1.balance, '100.00');
    assert.equal(f1.verified_bank_details, true);
    assert.equal(f1.pending_bank_details, false);
    assert.equal(f1.pays_to.iban, '•••• 3000', 'masked');
    const l1 = res.body.results.find((r: { number: string }) => r.number === 'L-1');
    assert.equal(l1.verified_bank_details, false);
    assert.equal(l1.pays_to, null);
    const bad = await call(t.app, 'GET', '/api/payment_runs/candidates?currency=XX&due_by=31/01/2026', { token: a.vo.token });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.currency && bad.body.due_by);
  });
});

describe('making a run', () => {
  test('a vendor without verified details, or with a change waiting, refuses the run and is named; nothing is scheduled', async () => {
    const none = await create(a, {});
    assert.equal(none.status, 409);
    assert.equal(none.body.detail, `Litware: ${PaymentRunMessage.NO_DETAILS}. ${PaymentRunMessage.REFUSED_TAIL}`);

    const pending = await giveDetails(t.db, a.orgId, fabrikam.id, { holderName: 'Fabrikam Supplies GmbH', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }, 'pending');
    const refused = await create(a, { bill_ids: [bills.f1, bills.t1] });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.detail, `Fabrikam Supplies: its new bank details are waiting for verification. ${PaymentRunMessage.REFUSED_TAIL}`);
    const candidates = await call(t.app, 'GET', '/api/payment_runs/candidates?currency=EUR&due_by=2026-01-31', { token: a.oa.token });
    assert.equal(candidates.body.results.find((r: { number: string }) => r.number === 'F-001').pending_bank_details, true);
    assert.equal(await billState(bills.f1), 'approved');
    assert.equal(await billState(bills.t1), 'approved');
    assert.equal((await t.db.select().from(paymentRun).where(eq(paymentRun.organizationId, a.orgId))).length, 0);
    // The change is rejected: the verified details are paid again.
    await t.db.update(vendorBankDetails).set({ state: 'rejected' }).where(eq(vendorBankDetails.id, pending.id));
  });

  test('bad input is refused with the field named', async () => {
    assert.deepEqual((await create(a, { execution_date: dayOffset(-1) })).body, { execution_date: [PaymentRunMessage.EXECUTION_PAST] });
    const otherPaying = await makePayingAccount(t.db, b.orgId);
    assert.deepEqual((await create(a, { paying_account_id: otherPaying })).body, { paying_account_id: [PaymentRunMessage.PAYING_ACCOUNT] });
    assert.deepEqual((await create(a, { bill_ids: [bills.f1, bills.f1] })).body, { bill_ids: [PaymentRunMessage.DUPLICATE_BILL] });
    const res = await create(a, { currency: 'EURO', bill_ids: [] });
    assert.equal(res.status, 400);
    assert.ok(res.body.currency && res.body.bill_ids);
    // Another organization's bill, a bill in another currency, or one not approved: not payable here.
    for (const id of [bills.other, bills.usd, bills.received, bills.later]) {
      const r = await create(a, { bill_ids: [bills.f1, id] });
      assert.equal(r.status, 409, String(id));
      assert.equal(r.body.detail, PaymentRunMessage.BILLS_UNAVAILABLE);
    }
    assert.equal(await billState(bills.f1), 'approved');
    assert.equal((await create(a, { currency: 'JPY' })).body.detail, PaymentRunMessage.NO_BILLS);
  });

  test('the chosen bills become scheduled, each paid to the verified details recorded with the run', async () => {
    const res = await create(a, { bill_ids: [bills.f1, bills.f2, bills.t1] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const run = res.body;
    assert.equal(run.state, 'draft');
    assert.equal(run.total, '1350.50');
    assert.equal(run.bill_count, 3);
    assert.equal(run.created_by.id, a.ic.id);
    assert.equal(run.created_by.name, 'Ivan User');
    assert.deepEqual(run.paying_account, { id: paying, bank_name: 'Deutsche Bank', account_name: 'Northwind Traders AG' });
    assert.deepEqual(run.pain001, { available: true, code: null, reason: null });
    assert.deepEqual(
      run.bills.map((x: { number: string; amount: string; state: string }) => [x.number, x.amount, x.state]),
      [
        ['F-001', '100.00', 'scheduled'],
        ['F-002', '250.50', 'scheduled'],
        ['T-77', '1000.00', 'scheduled'],
      ],
    );
    assert.equal(run.bills[0].pays_to.iban, '•••• 3000');
    for (const id of [bills.f1, bills.f2, bills.t1]) {
      assert.equal(await billState(id), 'scheduled');
      assert.equal(await itemStatus(id), 'scheduled', 'the item mirrors the bill');
    }
    const links = await t.db.select().from(paymentRunBill).where(eq(paymentRunBill.runId, run.id));
    assert.equal(links.length, 3);
    assert.ok(links.every((l) => l.bankDetailsId !== null));
    const audited = await t.db.select().from(auditEvent).where(and(eq(auditEvent.action, 'bill_scheduled'), inArray(auditEvent.entityId, [bills.f1, bills.f2, bills.t1])));
    assert.equal(audited.length, 3);
    // Scheduled bills are no longer candidates.
    const left = await call(t.app, 'GET', '/api/payment_runs/candidates?currency=EUR&due_by=2026-01-31', { token: a.oa.token });
    assert.deepEqual(left.body.results.map((r: { number: string }) => r.number), ['L-1']);
    runId = run.id;
  });

  test('two runs racing for one bill: one takes it, the other is refused, the bill is in one run', async () => {
    const contested = await makeBill(t.db, a.orgId, fabrikam.id, { number: 'F-RACE', amount: '10.00' });
    const answers = await Promise.all([create(a, { bill_ids: [contested] }, a.ic.token), create(a, { bill_ids: [contested] }, a.oa.token), create(a, { bill_ids: [contested] }, a.lead.token)]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [201, 409, 409]);
    for (const r of answers.filter((x) => x.status === 409)) assert.equal(r.body.detail, PaymentRunMessage.BILLS_UNAVAILABLE);
    assert.equal((await t.db.select().from(paymentRunBill).where(eq(paymentRunBill.itemId, contested))).length, 1);
    const won = answers.find((r) => r.status === 201)!.body.id as number;
    assert.equal((await post(won, 'cancel', a.oa.token)).status, 200);
  });
});

describe('approving, paying and cancelling', () => {
  test('the staff member who made the run cannot approve it; a viewer cannot; another staff member can', async () => {
    const own = await post(runId, 'approve', a.ic.token);
    assert.equal(own.status, 403);
    assert.equal(own.body.detail, PaymentRunMessage.OWN_RUN);
    assert.equal((await post(runId, 'approve', a.vo.token)).status, 403);
    const ok = await post(runId, 'approve', a.oa.token);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.state, 'approved');
    assert.equal(ok.body.approved_by.id, a.oa.id);
    assert.ok(ok.body.approved_at);
    assert.equal((await post(runId, 'approve', a.lead.token)).body.detail, PaymentRunMessage.NOT_DRAFT);
  });

  test('its pain.001 validates against the EPC XSD; a USD run has none and says why', async () => {
    const res = await call(t.app, 'GET', `/api/payment_runs/${runId}/pain001`, { token: a.vo.token });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^application\/xml/);
    assert.match(res.headers.get('content-disposition')!, /payment-run-\d+\.xml/);
    const xml = res.body as string;
    const checked = await checkPain001(xml);
    assert.deepEqual(checked.errors, []);
    assert.match(xml, new RegExp(`<MsgId>PR-${a.orgId}-${runId}</MsgId>`));
    assert.match(xml, /<NbOfTxs>3<\/NbOfTxs><CtrlSum>1350.50<\/CtrlSum>/);
    assert.match(xml, /<InitgPty><Nm>Northwind Traders<\/Nm>/);
    assert.match(xml, /<Cdtr><Nm>شركة تيلسبن للألعاب<\/Nm><\/Cdtr><CdtrAcct><Id><IBAN>FR1420041010050500013M02606<\/IBAN>/);
    assert.match(xml, /<Ustrd>Invoice F-001<\/Ustrd>/);
    // The same message id at every export: a bank refuses the second upload of one run.
    const again = await call(t.app, 'GET', `/api/payment_runs/${runId}/pain001`, { token: a.vo.token });
    assert.equal(/<MsgId>([^<]+)/.exec(again.body)![1], /<MsgId>([^<]+)/.exec(xml)![1]);

    const usd = await create(a, { currency: 'USD', bill_ids: [bills.usd] });
    assert.equal(usd.status, 201, JSON.stringify(usd.body));
    assert.deepEqual(usd.body.pain001, { available: false, code: 'currency', reason: PaymentRunMessage.PAIN001_CURRENCY });
    const refused = await call(t.app, 'GET', `/api/payment_runs/${usd.body.id}/pain001`, { token: a.oa.token });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.detail, PaymentRunMessage.PAIN001_CURRENCY);
    usdRun = usd.body.id;
  });

  test('its CSV has a row per bill, and a cell that would be a formula stays text', async () => {
    await t.db.update(account).set({ name: '+cmd|calc' }).where(eq(account.id, contoso.id));
    const res = await call(t.app, 'GET', `/api/payment_runs/${usdRun}/csv`, { token: a.vo.token });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/csv/);
    const lines = (res.body as string).trimEnd().split('\r\n');
    assert.equal(lines[0], 'Vendor,Account holder,IBAN or account number,BIC or routing number,Bill number,Amount,Currency,Execution date,Reference');
    assert.equal(lines[1], `'+cmd|calc,Contoso Inc.,770012345678,021000021,"'=HYPERLINK(""http://evil.example"")",75.25,USD,${EXECUTION},"Invoice =HYPERLINK(""http://evil.example"")"`);
    const sepa = await call(t.app, 'GET', `/api/payment_runs/${runId}/csv`, { token: a.vo.token });
    assert.equal((sepa.body as string).trimEnd().split('\r\n').length, 4);
    assert.match(sepa.body as string, /Fabrikam Supplies,Fabrikam Supplies GmbH,DE89370400440532013000,COBADEFFXXX,F-001,100.00,EUR,/);
  });

  test('marked paid: the bills are paid with the day and reference, and each vendor contact gets a remittance mail', async () => {
    assert.deepEqual((await post(runId, 'paid', a.oa.token, { paid_on: dayOffset(1), reference: 'BANK-REF-1' })).body, { paid_on: [PaymentRunMessage.PAID_IN_FUTURE] });
    assert.equal((await post(runId, 'paid', a.oa.token, { paid_on: today() })).status, 400);
    assert.equal((await post(runId, 'paid', a.vo.token, { paid_on: today(), reference: 'X' })).status, 403);
    const res = await post(runId, 'paid', a.ic.token, { paid_on: today(), reference: 'BANK-REF-1' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.state, 'paid');
    assert.equal(res.body.paid_on, today());
    assert.equal(res.body.reference, 'BANK-REF-1');
    for (const id of [bills.f1, bills.f2, bills.t1]) {
      const [row] = await t.db.select().from(bill).where(eq(bill.itemId, id));
      assert.equal(row!.state, 'paid');
      assert.equal(Number(row!.balance), 0);
      assert.equal(row!.paidOn, today());
      assert.equal(row!.paymentReference, 'BANK-REF-1');
      assert.equal(await itemStatus(id), 'paid');
    }
    const mails = await t.db.select().from(outbox).where(eq(outbox.organizationId, a.orgId));
    const fay = mails.filter((m) => m.to === fabrikam.contacts[0]!.email);
    assert.equal(mails.length, 3, 'two contacts of Fabrikam, one of Tailspin');
    assert.equal(fay.length, 1);
    assert.match(fay[0]!.subject, /Northwind Traders: payment of 350.50 EUR sent, reference BANK-REF-1/);
    assert.match(fay[0]!.body, /- Invoice F-001: 100.00 EUR\n- Invoice F-002: 250.50 EUR/);
    assert.match(fay[0]!.body, new RegExp(`Paid on: ${today()}\nReference: BANK-REF-1`));
    assert.doesNotMatch(fay[0]!.body, /T-77/, "another vendor's bill is not listed");
    const tara = mails.find((m) => m.to === tailspin.contacts[0]!.email)!;
    assert.match(tara.body, /- Invoice T-77: 1000.00 EUR/);
    assert.equal((await t.db.select().from(auditEvent).where(and(eq(auditEvent.action, 'payment_run_paid')))).length, 1);
    assert.equal((await post(runId, 'paid', a.oa.token, { paid_on: today(), reference: 'AGAIN' })).body.detail, PaymentRunMessage.NOT_APPROVED);
    assert.equal((await post(runId, 'cancel', a.oa.token)).body.detail, PaymentRunMessage.NOT_CANCELLABLE);
  });

  test('cancelled: the bills are approved again and free for another run', async () => {
    const res = await post(usdRun, 'cancel', a.ic.token);
    assert.equal(res.status, 200);
    assert.equal(res.body.state, 'cancelled');
    assert.equal(await billState(bills.usd), 'approved');
    assert.equal(await itemStatus(bills.usd), 'approved');
    assert.equal((await create(a, { currency: 'USD', bill_ids: [bills.usd] })).status, 201);
  });

  test("approval is refused when a vendor's details were replaced since the run was made, or a change waits now", async () => {
    const wingtip = await makeVendor(t.db, a.orgId, 'Wingtip Partners');
    const first = await giveDetails(t.db, a.orgId, wingtip.id, { holderName: 'Wingtip Partners BV', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' });
    const w1 = await makeBill(t.db, a.orgId, wingtip.id, { number: 'W-1' });
    const run = (await create(a, { bill_ids: [w1] })).body;
    // A newer change was verified meanwhile: the run would pay to the old account.
    await t.db.update(vendorBankDetails).set({ state: 'superseded' }).where(eq(vendorBankDetails.id, first.id));
    const second = await giveDetails(t.db, a.orgId, wingtip.id, { holderName: 'Wingtip Partners BV', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    const stale = await post(run.id, 'approve', a.oa.token);
    assert.equal(stale.status, 409);
    assert.equal(stale.body.detail, bankDetailsChangedText(['Wingtip Partners']));
    assert.equal((await get(run.id)).body.state, 'draft', 'nothing approved');
    await post(run.id, 'cancel', a.oa.token);
    // Made again, it pays the details verified now; then a change given meanwhile holds the approval.
    const again = (await create(a, { bill_ids: [w1] })).body;
    assert.equal((await t.db.select().from(paymentRunBill).where(eq(paymentRunBill.runId, again.id)))[0]!.bankDetailsId, second.id);
    await giveDetails(t.db, a.orgId, wingtip.id, { holderName: 'Wingtip Partners Ltd', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' }, 'pending');
    const held = await post(again.id, 'approve', a.oa.token);
    assert.equal(held.status, 409);
    assert.equal(held.body.detail, `Wingtip Partners: ${PaymentRunMessage.PENDING_DETAILS}. ${PaymentRunMessage.REFUSED_TAIL}`);
    await post(again.id, 'cancel', a.oa.token);
  });

  test('with customer notifications off the run is paid and nobody is mailed; the activity says why', async () => {
    await setConfig(t.db, a.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'false');
    const f4 = await makeBill(t.db, a.orgId, fabrikam.id, { number: 'F-004', amount: '5.00' });
    const run = (await create(a, { bill_ids: [f4] })).body;
    await post(run.id, 'approve', a.oa.token);
    const before = (await t.db.select().from(outbox).where(eq(outbox.organizationId, a.orgId))).length;
    assert.equal((await post(run.id, 'paid', a.oa.token, { paid_on: today(), reference: 'QUIET' })).status, 200);
    assert.equal((await t.db.select().from(outbox).where(eq(outbox.organizationId, a.orgId))).length, before);
    const skipped = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, fabrikam.id), eq(auditEvent.action, 'notification_skipped')));
    assert.ok(skipped.some((r) => r.details.reason_code === 'customer_notifications_off' && r.details.payment_run_id === run.id));
    await setConfig(t.db, a.orgId, ConfigProperty.CUSTOMER_NOTIFICATIONS_ENABLED, 'true');
  });
});

describe('who reaches which run', () => {
  test("another organization's run is a 404 on every call; a viewer reads but never writes", async () => {
    const id = runId;
    for (const path of ['', '/csv', '/pain001']) assert.equal((await call(t.app, 'GET', `/api/payment_runs/${id}${path}`, { token: b.oa.token })).status, 404, path);
    for (const verb of ['approve', 'cancel']) assert.equal((await post(id, verb, b.oa.token)).status, 404, verb);
    assert.equal((await post(id, 'paid', b.oa.token, { paid_on: today(), reference: 'X' })).status, 404);
    const list = await call(t.app, 'GET', '/api/payment_runs', { token: b.oa.token });
    assert.equal(list.body.count, 0);
    assert.equal((await get(id, a.vo.token)).status, 200);
    assert.equal((await create(a, {}, a.vo.token)).status, 403);
  });

  test('the list: paged and filtered, the same statements for 1 run and for 100', async () => {
    const statements = (run: () => Promise<unknown>) => statementsSent(t.db, run);
    const org = await makeWorkflowOrg(t, { moduleKind: ModuleKind.VENDOR, name: 'Busy Org' });
    const list = (q = '') => call(t.app, 'GET', `/api/payment_runs${q}`, { token: org.vo.token });
    const base = { organizationId: org.orgId, currency: 'EUR', dueBy: '2026-01-31', executionDate: '2026-02-01', total: '10', billCount: 1 };
    await t.db.insert(paymentRun).values({ ...base, createdBy: org.ic.id, approvedBy: org.oa.id, approvedAt: new Date(), state: 'approved' });
    const one = await list();
    assert.equal(one.body.count, 1);
    assert.equal(one.body.results[0].approved_by.name, 'Olivia User');
    const measure = async () => Math.min(await statements(() => list('?page_size=100')), await statements(() => list('?page_size=100')));
    const forOne = await measure();
    await t.db.insert(paymentRun).values(Array.from({ length: 99 }, (_, i) => ({ ...base, createdBy: i % 2 ? org.ic.id : org.lead.id, state: i % 3 ? ('draft' as const) : ('paid' as const) })));
    const hundred = await list('?page_size=100');
    assert.equal(hundred.body.results.length, 100);
    assert.equal(await measure(), forOne);
    assert.ok(forOne >= 2);
    assert.equal((await list('?state=paid')).body.count, 33);
    assert.equal((await list('?ordering=nope')).status, 400);
    assert.equal((await list('?state=lost')).status, 400);
  });
});
