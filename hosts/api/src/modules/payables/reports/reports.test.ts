/**
 * Payables reports, worked out by hand: the aging as of a past day (a bill paid or credited after
 * it still owed then; void, rejected and paid-without-a-day bills never count), the buckets and
 * their boundaries, totals per currency, a vendor's bills owed on the day, the vendor accounts
 * report for a period (paid is what left), the files (CSV and XLSX read back, every text cell
 * guarded against formulas; the PDF a PDF), the same statements for 1 vendor and 100. The attacks:
 * another organization's vendor and a customer account (404), a bad day (400 naming the field), an
 * organization without payables (403).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ItemKind, ModuleKind, type BillState } from '@si/contract';
import { account, item } from '../../../db/schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { pdfPages, squash } from '../../../../test-support/pdf-text.ts';
import { PAYABLES_APPLICATION } from '../module.ts';
import { bill, vendorCredit, vendorCreditApplication } from '../schema.ts';
import { statementsSent } from '../../../../test-support/statements.ts';

let t: TestContext;
let a: Org;
let b: Org;
let alpha: number;

const TODAY = '2026-06-30';
const EARLIER = '2026-04-01';

async function vendor(o: Org, name: string, moduleKind: number = ModuleKind.SECURE_INVOICE_PURCHASE): Promise<number> {
  const [row] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind, name }).returning({ id: account.id });
  return row!.id;
}

let n = 0;
/** A bill written straight to its tables: billed, due, total, state, paid day, what is left. */
async function makeBill(
  o: Org,
  accountId: number,
  s: { billed: string | null; due: string | null; total: string; state?: BillState; paidOn?: string | null; balance?: string; currency?: string; number?: string; enteredAt?: string },
): Promise<number> {
  const state = s.state ?? 'approved';
  const number = s.number ?? `PB-${++n}`;
  const [it] = await t.db.insert(item).values({ organizationId: o.orgId, accountId, kind: ItemKind.INVOICE, status: state, title: `Bill ${number}`, dueDate: s.due }).returning({ id: item.id });
  await t.db.insert(bill).values({
    itemId: it!.id,
    organizationId: o.orgId,
    accountId,
    number,
    billDate: s.billed,
    currency: s.currency ?? 'USD',
    subtotal: s.total,
    total: s.total,
    balance: s.balance ?? (state === 'paid' ? '0' : s.total),
    state,
    paidOn: s.paidOn ?? null,
    ...(s.enteredAt ? { createdAt: new Date(s.enteredAt) } : {}),
  });
  return it!.id;
}

/** A vendor credit of `amount` applied to bill `billId` at `at` (the bill's balance lowered by the caller's figures). */
async function credit(o: Org, accountId: number, billId: number, amount: string, at: string) {
  const [c] = await t.db
    .insert(vendorCredit)
    .values({ organizationId: o.orgId, accountId, number: `CN-${++n}`, creditDate: at.slice(0, 10), currency: 'USD', amount, remaining: '0', state: 'applied' })
    .returning({ id: vendorCredit.id });
  await t.db.insert(vendorCreditApplication).values({ organizationId: o.orgId, creditId: c!.id, itemId: billId, amount, appliedAt: new Date(at) });
}

const statements = (run: () => Promise<unknown>) => statementsSent(t.db, run);

const get = (path: string, token = a.vo.token) => call(t.app, 'GET', path, { token });
const file = (path: string, token = a.vo.token) => t.app.request(path, { headers: { authorization: `JWT ${token}` } });
const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00' };

let b1: number;
let b2: number;
let b6: number;

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Payables Reports A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Payables Reports B' });
  alpha = await vendor(a, 'Alpha Supplies');
  // B1: 1000.00 billed 01-01, due 01-31, paid 05-10.
  b1 = await makeBill(a, alpha, { billed: '2026-01-01', due: '2026-01-31', total: '1000', state: 'paid', paidOn: '2026-05-10' });
  // B2: 250.50 billed 03-01, due 03-31, approved; a credit of 100.25 applied 06-01.
  b2 = await makeBill(a, alpha, { billed: '2026-03-01', due: '2026-03-31', total: '250.50', balance: '150.25' });
  await credit(a, alpha, b2, '100.25', '2026-06-01T09:00:00Z');
  // B3: 99.99 billed 05-01 (after the earlier day), due 07-15, just received.
  await makeBill(a, alpha, { billed: '2026-05-01', due: '2026-07-15', total: '99.99', state: 'received' });
  // Never owed: void, rejected, and paid with no day.
  await makeBill(a, alpha, { billed: '2026-02-01', due: '2026-03-03', total: '300', state: 'void' });
  await makeBill(a, alpha, { billed: '2026-02-01', due: '2026-03-03', total: '5000', state: 'rejected' });
  await makeBill(a, alpha, { billed: '2026-02-01', due: '2026-03-03', total: '77', state: 'paid', paidOn: null });
  // B6: 40.00 scheduled, no bill date (entered 02-10) and no due date: it ages from the day it was entered.
  b6 = await makeBill(a, alpha, { billed: null, due: null, total: '40', state: 'scheduled', enteredAt: '2026-02-10T15:00:00Z' });
});
after(() => t.database.close());

describe('payables aging', () => {
  test('as of a past day a bill paid or credited since still owed what it owed then; as of today only what is still owed', async () => {
    const then = await get(`/api/payables/aging?as_of=${EARLIER}&search=Alpha`);
    assert.equal(then.status, 200, JSON.stringify(then.body));
    assert.equal(then.body.as_of, EARLIER);
    assert.deepEqual(then.body.rows, [{ account_id: alpha, account_name: 'Alpha Supplies', currency: 'USD', ...zero, days_1_30: '250.50', days_31_60: '1040.00', total: '1290.50' }]);
    assert.deepEqual(then.body.totals, [{ currency: 'USD', ...zero, days_1_30: '250.50', days_31_60: '1040.00', total: '1290.50' }]);

    const now = await get(`/api/payables/aging?as_of=${TODAY}&search=Alpha`);
    assert.deepEqual(now.body.rows, [{ account_id: alpha, account_name: 'Alpha Supplies', currency: 'USD', ...zero, current: '99.99', days_over_90: '190.25', total: '290.24' }]);
    // The day before the credit, B2 still owed all of it.
    const beforeCredit = await get(`/api/payables/aging?as_of=2026-05-31&search=Alpha`);
    assert.equal(beforeCredit.body.rows[0].total, '390.49');
  });

  test("a vendor's bills owed on the day, oldest due first, with days past due and bucket", async () => {
    const then = await get(`/api/payables/aging/${alpha}?as_of=${EARLIER}`);
    assert.equal(then.status, 200);
    assert.deepEqual(
      then.body.results.map((r: { id: number; bill_date: string; due_date: string | null; total: string; open: string; days_past_due: number; bucket: string; state: string }) => [
        r.id,
        r.bill_date,
        r.due_date,
        r.total,
        r.open,
        r.days_past_due,
        r.bucket,
        r.state,
      ]),
      [
        [b1, '2026-01-01', '2026-01-31', '1000.00', '1000.00', 60, 'days_31_60', 'paid'],
        [b6, '2026-02-10', null, '40.00', '40.00', 50, 'days_31_60', 'scheduled'],
        [b2, '2026-03-01', '2026-03-31', '250.50', '250.50', 1, 'days_1_30', 'approved'],
      ],
    );
    const now = await get(`/api/payables/aging/${alpha}?as_of=${TODAY}`);
    assert.deepEqual(
      now.body.results.map((r: { open: string; bucket: string; currency: string }) => [r.open, r.bucket, r.currency]),
      [
        ['40.00', 'days_over_90', 'USD'],
        ['150.25', 'days_over_90', 'USD'],
        ['99.99', 'current', 'USD'],
      ],
    );
  });

  test('bucket boundaries: 0, 1, 30, 31, 60, 61, 90 and 91 days past due', async () => {
    const acc = await vendor(a, 'Boundary Parts');
    const days = [0, 1, 30, 31, 60, 61, 90, 91];
    const due = (d: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
    // Amounts 1, 2, 4, ... 128 so each bucket's sum tells which bills it holds.
    for (const [i, d] of days.entries()) await makeBill(a, acc, { billed: '2026-01-01', due: due(d), total: String(2 ** i) });
    const [row] = (await get(`/api/payables/aging?as_of=${TODAY}&search=Boundary`)).body.rows;
    assert.deepEqual(row, { account_id: acc, account_name: 'Boundary Parts', currency: 'USD', current: '1.00', days_1_30: '6.00', days_31_60: '24.00', days_61_90: '96.00', days_over_90: '128.00', total: '255.00' });
    const drill = await get(`/api/payables/aging/${acc}?as_of=${TODAY}`);
    const byDays = Object.fromEntries(drill.body.results.map((r: { days_past_due: number; bucket: string }) => [r.days_past_due, r.bucket]));
    assert.deepEqual(byDays, { 0: 'current', 1: 'days_1_30', 30: 'days_1_30', 31: 'days_31_60', 60: 'days_31_60', 61: 'days_61_90', 90: 'days_61_90', 91: 'days_over_90' });
  });

  test('totals per currency at each currency\'s minor units; the currency filter', async () => {
    const euro = await vendor(a, 'Multi Euro GmbH');
    const yen = await vendor(a, 'Multi Yen KK');
    await makeBill(a, euro, { billed: '2026-06-01', due: '2026-07-01', total: '100.10', currency: 'EUR' });
    await makeBill(a, euro, { billed: '2026-04-01', due: '2026-05-01', total: '1.250', currency: 'KWD' });
    await makeBill(a, yen, { billed: '2026-06-01', due: '2026-06-10', total: '1200', currency: 'JPY' });
    await makeBill(a, yen, { billed: '2026-06-01', due: '2026-07-10', total: '49.95', currency: 'EUR' });
    const res = await get(`/api/payables/aging?as_of=${TODAY}&search=Multi`);
    assert.deepEqual(
      res.body.totals.map((x: { currency: string; total: string }) => [x.currency, x.total]),
      [
        ['EUR', '150.05'],
        ['JPY', '1200'],
        ['KWD', '1.250'],
      ],
    );
    assert.equal(res.body.rows.length, 4, 'one row per vendor and currency');
    const eur = await get(`/api/payables/aging?as_of=${TODAY}&search=Multi&currency=eur`);
    assert.equal(eur.body.currency, 'EUR');
    assert.deepEqual(eur.body.rows.map((r: { account_name: string; currency: string }) => [r.account_name, r.currency]), [
      ['Multi Euro GmbH', 'EUR'],
      ['Multi Yen KK', 'EUR'],
    ]);
  });

  test('the same statements for the aging of 1 vendor and of 100', async () => {
    const o = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Busy Payables' });
    const first = await vendor(o, 'Vendor 000');
    await makeBill(o, first, { billed: '2026-05-01', due: '2026-05-31', total: '10' });
    const measure = async () => Math.min(await statements(() => get(`/api/payables/aging?as_of=${TODAY}`, o.vo.token)), await statements(() => get(`/api/payables/aging?as_of=${TODAY}`, o.vo.token)));
    const one = await get(`/api/payables/aging?as_of=${TODAY}`, o.vo.token);
    assert.equal(one.body.rows.length, 1);
    const forOne = await measure();
    const vendors = await t.db
      .insert(account)
      .values(Array.from({ length: 99 }, (_, i) => ({ organizationId: o.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: `Vendor ${String(i + 1).padStart(3, '0')}` })))
      .returning({ id: account.id });
    for (const v of vendors) await makeBill(o, v.id, { billed: '2026-05-01', due: '2026-05-31', total: '10' });
    const many = await get(`/api/payables/aging?as_of=${TODAY}`, o.vo.token);
    assert.equal(many.body.rows.length, 100);
    assert.equal(many.body.totals[0].total, '1000.00');
    assert.equal(await measure(), forOne, 'a hundred vendors cost the statements one does');
    // And the accounts report's page of 100 the statements of a page of 1.
    const report = (search: string) => get(`/api/payables/accounts_report?from=2026-05-01&to=2026-05-31&search=${search}`, o.vo.token);
    assert.equal((await report('Vendor 000')).body.results.length, 1);
    assert.equal((await report('Vendor')).body.results.length, 100);
    const pageOf = async (search: string) => Math.min(await statements(() => report(search)), await statements(() => report(search)));
    assert.equal(await pageOf('Vendor'), await pageOf('Vendor 000'));
  });
});

describe('vendor accounts report', () => {
  test('per vendor and currency: owed before the period, billed, paid and credited in it, owed and overdue at its end', async () => {
    const may = await get('/api/payables/accounts_report?from=2026-05-01&to=2026-05-31&search=Alpha');
    assert.equal(may.status, 200, JSON.stringify(may.body));
    assert.deepEqual(may.body, {
      count: 1,
      results: [
        { account_id: alpha, account_name: 'Alpha Supplies', currency: 'USD', opening_balance: '1290.50', billed: '99.99', paid: '1000.00', credited: '0.00', closing_balance: '390.49', overdue_balance: '290.50' },
      ],
    });
    const june = await get('/api/payables/accounts_report?from=2026-06-01&to=2026-06-30&search=Alpha');
    assert.deepEqual(june.body.results, [
      { account_id: alpha, account_name: 'Alpha Supplies', currency: 'USD', opening_balance: '390.49', billed: '0.00', paid: '0.00', credited: '100.25', closing_balance: '290.24', overdue_balance: '190.25' },
    ]);
    // Long before anything was billed: nobody is listed.
    assert.deepEqual((await get('/api/payables/accounts_report?from=2020-01-01&to=2020-01-31&search=Alpha')).body, { count: 0, results: [] });
  });

  test('the end before the start is refused, naming it; a page past the end is empty and still counts', async () => {
    const res = await get('/api/payables/accounts_report?from=2026-05-31&to=2026-05-01');
    assert.equal(res.status, 400);
    assert.ok(res.body.to, JSON.stringify(res.body));
    const past = await get('/api/payables/accounts_report?from=2026-05-01&to=2026-05-31&search=Alpha&page=3');
    assert.deepEqual(past.body, { count: 1, results: [] });
  });
});

describe('files', () => {
  test('the aging as CSV and XLSX reads back as the JSON, and as a PDF', async () => {
    const json = await get(`/api/payables/aging?as_of=${TODAY}&search=Multi`);
    const csvRes = await file(`/api/payables/aging?as_of=${TODAY}&search=Multi&format=csv`);
    assert.equal(csvRes.status, 200);
    assert.match(csvRes.headers.get('content-type')!, /^text\/csv/);
    assert.match(csvRes.headers.get('content-disposition')!, /payables-aging-2026-06-30\.csv/);
    const rows = parse(await csvRes.text()) as string[][];
    assert.deepEqual(rows[0], ['Vendor', 'Currency', 'Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Total']);
    const expected = json.body.rows.map((r: Record<string, string>) => [r.account_name, r.currency, r.current, r.days_1_30, r.days_31_60, r.days_61_90, r.days_over_90, r.total]);
    assert.deepEqual(rows.slice(1, 1 + expected.length), expected);
    assert.deepEqual(
      rows.slice(1 + expected.length).map((r) => [r[0], r[1], r[7]]),
      [
        ['Total', 'EUR', '150.05'],
        ['Total', 'JPY', '1200'],
        ['Total', 'KWD', '1.250'],
      ],
    );

    const xlsx = await file(`/api/payables/aging?as_of=${TODAY}&search=Multi&format=xlsx`);
    assert.equal(xlsx.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    book.getWorksheet('Report')!.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    assert.deepEqual(cells[0], rows[0]);
    assert.deepEqual(
      cells.slice(1),
      rows.slice(1).map((r) => r.map((v, i) => (i >= 2 ? Number(v) : v))),
      'amounts are numbers a spreadsheet can sum',
    );

    const pdf = await file(`/api/payables/aging?as_of=${EARLIER}&search=Alpha&format=pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    assert.equal(Buffer.from(bytes.subarray(0, 5)).toString(), '%PDF-');
    const text = squash((await pdfPages(bytes)).join(' '));
    assert.ok(text.includes(squash('Accounts payable aging')), text);
    assert.ok(text.includes(squash('Alpha Supplies')), text);
  });

  test('the vendor accounts report as CSV, XLSX and PDF', async () => {
    const path = '/api/payables/accounts_report?from=2026-05-01&to=2026-05-31&search=Alpha';
    const csv = parse(await (await file(`${path}&format=csv`)).text()) as string[][];
    assert.deepEqual(csv, [
      ['Vendor', 'Currency', 'Opening balance', 'Billed', 'Paid', 'Credited', 'Closing balance', 'Overdue'],
      ['Alpha Supplies', 'USD', '1290.50', '99.99', '1000.00', '0.00', '390.49', '290.50'],
    ]);
    const xlsx = await file(`${path}&format=xlsx`);
    assert.match(xlsx.headers.get('content-disposition')!, /vendor-accounts-2026-05-01-2026-05-31\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    assert.deepEqual((book.getWorksheet('Report')!.getRow(2).values as unknown[]).slice(1), ['Alpha Supplies', 'USD', 1290.5, 99.99, 1000, 0, 390.49, 290.5]);
    const pdf = await file(`${path}&format=pdf`);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(Buffer.from(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5)).toString(), '%PDF-');
  });

  test('a vendor named like a formula stays text in the CSV and the XLSX of both reports', async () => {
    const names = ['=HYPERLINK("http://evil.example","Pay")', '+1+2', '-3+4', '@SUM(A1:A2)'];
    for (const name of names) {
      const id = await vendor(a, name);
      await makeBill(a, id, { billed: '2026-06-01', due: '2026-06-20', total: '5', number: `F-${name.length}-${n}` });
    }
    const guarded = names.map((name) => `'${name}`).sort();
    const paths = [`/api/payables/aging?as_of=${TODAY}`, '/api/payables/accounts_report?from=2026-06-01&to=2026-06-30'];
    for (const path of paths) {
      const csv = parse(await (await file(`${path}&format=csv`)).text()) as string[][];
      const first = csv.map((r) => r[0]!);
      assert.deepEqual(first.filter((c) => /^'?[=+\-@]/.test(c)).sort(), guarded, `${path} CSV`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await (await file(`${path}&format=xlsx`)).arrayBuffer()) as unknown as ArrayBuffer);
      const sheetFirst: unknown[] = [];
      book.getWorksheet('Report')!.eachRow((row) => sheetFirst.push(row.getCell(1).value));
      assert.deepEqual(sheetFirst.filter((c): c is string => typeof c === 'string' && /^'?[=+\-@]/.test(c)).sort(), guarded, `${path} XLSX`);
      book.getWorksheet('Report')!.eachRow((row) => assert.equal(row.getCell(1).formula, undefined, 'no cell is a formula'));
    }
  });
});

describe('attacks', () => {
  test("another organization's vendor, a customer account and an id that is nothing are not found", async () => {
    const theirs = await vendor(b, 'Their Vendor');
    await makeBill(b, theirs, { billed: '2026-05-01', due: '2026-05-31', total: '999' });
    const customer = await vendor(a, 'A Customer', ModuleKind.SECURE_INVOICE_SALES);
    for (const id of [theirs, customer, 999_999]) {
      const res = await get(`/api/payables/aging/${id}?as_of=${TODAY}`);
      assert.equal(res.status, 404, `${id}: ${JSON.stringify(res.body)}`);
      assert.ok(!JSON.stringify(res.body).includes('999.00'));
    }
    // Their bills are not in our aging, nor ours in theirs.
    const ours = await get(`/api/payables/aging?as_of=${TODAY}`);
    assert.ok(!ours.body.rows.some((r: { account_name: string }) => r.account_name === 'Their Vendor'));
    const theirsAging = await get(`/api/payables/aging?as_of=${TODAY}`, b.vo.token);
    assert.deepEqual(theirsAging.body.rows.map((r: { account_name: string }) => r.account_name), ['Their Vendor']);
    const theirsReport = await get('/api/payables/accounts_report?from=2026-05-01&to=2026-05-31', b.vo.token);
    assert.deepEqual(theirsReport.body.results.map((r: { account_name: string }) => r.account_name), ['Their Vendor']);
  });

  test('a bad day or format is a 400 naming the field', async () => {
    for (const [path, field] of [
      ['/api/payables/aging?as_of=2026-02-30', 'as_of'],
      ['/api/payables/aging?as_of=yesterday', 'as_of'],
      ['/api/payables/aging?format=docx', 'format'],
      [`/api/payables/aging/${alpha}?as_of=31/12/2025`, 'as_of'],
      ['/api/payables/accounts_report?from=2026-05-01', 'to'],
      ['/api/payables/accounts_report?from=2026-13-01&to=2026-05-01', 'from'],
      ['/api/payables/accounts_report?from=2026-05-01&to=2026-05-31&page=0', 'page'],
    ] as const) {
      const res = await get(path);
      assert.equal(res.status, 400, `${path}: ${res.status}`);
      assert.ok(res.body[field], `${path} names ${field}: ${JSON.stringify(res.body)}`);
      assert.ok(!JSON.stringify(res.body).includes(' at '), 'no stack trace');
    }
  });

  test('an organization whose allowed modules leave out payables is refused (403)', async () => {
    const o = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'No Payables' });
    await setConfig(t.db, o.orgId, 'modules_allowed', JSON.stringify(['secure_invoice_sales']));
    assert.notEqual(PAYABLES_APPLICATION, 'secure_invoice_sales');
    for (const path of [`/api/payables/aging?as_of=${TODAY}`, '/api/payables/accounts_report?from=2026-05-01&to=2026-05-31']) {
      assert.equal((await get(path, o.vo.token)).status, 403, path);
    }
  });
});
