import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@si/contract/money';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../../test-support/fixtures.ts';
import { addContact } from '../../../../test-support/portal-fixtures.ts';
import { file, item } from '../../../db/schema.ts';
import { readOutbox } from '../../../platform/mail.ts';
import { invoice, statement } from '../schema.ts';
import { pdfPages, pdfTitle, squash } from '../../../../test-support/pdf-text.ts';
import { makeAccount, makeInvoice, makePayment, keptBalancesDrift } from '../../../../test-support/receivables-data.ts';

let t: TestContext;
let token: string;
let viewOnly: string;
let orgId: number;
let otherToken: string;

// One customer whose figures are worked out by hand below.
const TODAY = '2026-06-30';
const EARLIER = addDays(TODAY, -90); // 2026-04-01
let ledgerAccount: number;

before(async () => {
  t = await setup();
  const org = await makeOrg(t.db, { name: 'Ledger Org' });
  orgId = org.orgId;
  token = (await signIn(t.app, await makeUser(t.db, org, { role: 'IC' }))).access;
  viewOnly = (await signIn(t.app, await makeUser(t.db, org, { role: 'VO' }))).access;
  const other = await makeOrg(t.db, { name: 'Other Org' });
  otherToken = (await signIn(t.app, await makeUser(t.db, other, { role: 'OA' }))).access;

  ledgerAccount = await makeAccount(t.db, orgId, 'Alpha Traders');
  // A: 1000.00, due 01-31; 400.00 paid 02-15, 600.00 paid 05-10.
  const a = await makeInvoice(t.db, orgId, ledgerAccount, { issue: '2026-01-01', due: '2026-01-31', total: '1000', balance: '0', state: 'paid' });
  // B: 250.50, due 03-31; 100.25 paid 06-01.
  const b = await makeInvoice(t.db, orgId, ledgerAccount, { issue: '2026-03-01', due: '2026-03-31', total: '250.50', balance: '150.25', state: 'partially_paid' });
  // C: 99.99 issued 05-01 (after the earlier date), due 07-15.
  await makeInvoice(t.db, orgId, ledgerAccount, { issue: '2026-05-01', due: '2026-07-15', total: '99.99' });
  // D: 300.00 due 03-03, voided 05-20.
  await makeInvoice(t.db, orgId, ledgerAccount, { issue: '2026-02-01', due: '2026-03-03', total: '300', state: 'void', voidedAt: '2026-05-20' });
  // A draft never counts.
  await makeInvoice(t.db, orgId, ledgerAccount, { issue: '2026-02-01', due: '2026-03-03', total: '5000', state: 'draft' });
  await makePayment(t.db, orgId, ledgerAccount, { on: '2026-02-15', amount: '400', allocations: [[a, '400']] });
  await makePayment(t.db, orgId, ledgerAccount, { on: '2026-05-10', amount: '600', allocations: [[a, '600']] });
  await makePayment(t.db, orgId, ledgerAccount, { on: '2026-06-01', amount: '100.25', allocations: [[b, '100.25']], reference: 'TRF-7' });
});
after(() => t.database.close());

const get = (path: string, as = token) => call(t.app, 'GET', path, { token: as });

describe('aging report', () => {
  test('as of today and as of 90 days earlier, replaying the payments made in between (exact figures)', async () => {
    const now = await get(`/api/receivables/aging?as_of=${TODAY}&search=Alpha`);
    assert.equal(now.status, 200);
    assert.deepEqual(now.body.rows, [
      { account_id: ledgerAccount, account_name: 'Alpha Traders', currency: 'USD', current: '99.99', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '150.25', total: '250.24' },
    ]);
    const then = await get(`/api/receivables/aging?as_of=${EARLIER}&search=Alpha`);
    assert.equal(then.body.as_of, '2026-04-01');
    assert.deepEqual(then.body.rows, [
      { account_id: ledgerAccount, account_name: 'Alpha Traders', currency: 'USD', current: '0.00', days_1_30: '550.50', days_31_60: '600.00', days_61_90: '0.00', days_over_90: '0.00', total: '1150.50' },
    ]);
    assert.deepEqual(then.body.totals, [{ currency: 'USD', current: '0.00', days_1_30: '550.50', days_31_60: '600.00', days_61_90: '0.00', days_over_90: '0.00', total: '1150.50' }]);
  });

  test('drill-down: the invoices open on the as-of date, with days past due and bucket', async () => {
    const res = await get(`/api/receivables/aging/${ledgerAccount}?as_of=${EARLIER}`);
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.results.map((r: { open: string; days_past_due: number; bucket: string; total: string }) => [r.total, r.open, r.days_past_due, r.bucket]),
      [
        ['1000.00', '600.00', 60, 'days_31_60'],
        ['300.00', '300.00', 29, 'days_1_30'],
        ['250.50', '250.50', 1, 'days_1_30'],
      ],
    );
    const now = await get(`/api/receivables/aging/${ledgerAccount}?as_of=${TODAY}`);
    assert.deepEqual(
      now.body.results.map((r: { open: string; bucket: string }) => [r.open, r.bucket]),
      [
        ['150.25', 'days_over_90'],
        ['99.99', 'current'],
      ],
    );
  });

  test('bucket boundaries: 0, 1, 30, 31, 60, 61, 90 and 91 days past due', async () => {
    const acc = await makeAccount(t.db, orgId, 'Boundary Books');
    const days = [0, 1, 30, 31, 60, 61, 90, 91];
    // Amounts 1, 2, 4, ... 128 so each bucket's sum tells which invoices it holds.
    for (const [i, d] of days.entries()) await makeInvoice(t.db, orgId, acc, { issue: '2026-01-01', due: addDays(TODAY, -d), total: String(2 ** i) });
    const res = await get(`/api/receivables/aging?as_of=${TODAY}&search=Boundary`);
    const [row] = res.body.rows;
    assert.equal(row.current, '1.00'); // 0 days
    assert.equal(row.days_1_30, '6.00'); // 1 and 30 days: 2 + 4
    assert.equal(row.days_31_60, '24.00'); // 31 and 60: 8 + 16
    assert.equal(row.days_61_90, '96.00'); // 61 and 90: 32 + 64
    assert.equal(row.days_over_90, '128.00'); // 91
    assert.equal(row.total, '255.00');
    const drill = await get(`/api/receivables/aging/${acc}?as_of=${TODAY}`);
    const byDays = Object.fromEntries(drill.body.results.map((r: { days_past_due: number; bucket: string }) => [r.days_past_due, r.bucket]));
    assert.deepEqual(byDays, { 0: 'current', 1: 'days_1_30', 30: 'days_1_30', 31: 'days_31_60', 60: 'days_31_60', 61: 'days_61_90', 90: 'days_61_90', 91: 'days_over_90' });
  });

  test('totals per currency, rounded to each currency (EUR, JPY, KWD); the currency filter', async () => {
    const euro = await makeAccount(t.db, orgId, 'Multi Euro GmbH');
    const yen = await makeAccount(t.db, orgId, 'Multi Yen KK');
    await makeInvoice(t.db, orgId, euro, { issue: '2026-06-01', due: '2026-07-01', total: '100.10', currency: 'EUR' });
    await makeInvoice(t.db, orgId, euro, { issue: '2026-04-01', due: '2026-05-01', total: '1.250', currency: 'KWD' });
    await makeInvoice(t.db, orgId, yen, { issue: '2026-06-01', due: '2026-06-10', total: '1200', currency: 'JPY' });
    await makeInvoice(t.db, orgId, yen, { issue: '2026-06-01', due: '2026-07-10', total: '49.95', currency: 'EUR' });
    const res = await get(`/api/receivables/aging?as_of=${TODAY}&search=Multi`);
    assert.deepEqual(
      res.body.totals.map((x: { currency: string; total: string }) => [x.currency, x.total]),
      [
        ['EUR', '150.05'],
        ['JPY', '1200'],
        ['KWD', '1.250'],
      ],
    );
    assert.equal(res.body.rows.length, 4, 'one row per account and currency');
    const kwd = res.body.totals.find((x: { currency: string }) => x.currency === 'KWD');
    assert.equal(kwd.days_31_60, '1.250');
    const eur = await get(`/api/receivables/aging?as_of=${TODAY}&search=Multi&currency=eur`);
    assert.equal(eur.body.currency, 'EUR');
    assert.deepEqual(eur.body.rows.map((r: { currency: string }) => r.currency), ['EUR', 'EUR']);
  });

  test('CSV and XLSX parse back to the JSON figures; PDF is a PDF', async () => {
    const json = await get(`/api/receivables/aging?as_of=${TODAY}&search=Multi`);
    const csvRes = await t.app.request(`/api/receivables/aging?as_of=${TODAY}&search=Multi&format=csv`, { headers: { authorization: `JWT ${token}` } });
    assert.equal(csvRes.status, 200);
    assert.match(csvRes.headers.get('content-type')!, /^text\/csv/);
    assert.match(csvRes.headers.get('content-disposition')!, /aging-2026-06-30\.csv/);
    const rows = parse(await csvRes.text()) as string[][];
    assert.deepEqual(rows[0], ['Account', 'Currency', 'Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Total']);
    const expected = json.body.rows.map((r: Record<string, string>) => [r.account_name, r.currency, r.current, r.days_1_30, r.days_31_60, r.days_61_90, r.days_over_90, r.total]);
    assert.deepEqual(rows.slice(1, 1 + expected.length), expected);
    assert.deepEqual(rows.slice(1 + expected.length).map((r) => [r[0], r[1], r[7]]), [
      ['Total', 'EUR', '150.05'],
      ['Total', 'JPY', '1200'],
      ['Total', 'KWD', '1.250'],
    ]);

    const xlsxRes = await t.app.request(`/api/receivables/aging?as_of=${TODAY}&search=Multi&format=xlsx`, { headers: { authorization: `JWT ${token}` } });
    assert.equal(xlsxRes.status, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsxRes.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Report')!;
    const cells: unknown[][] = [];
    sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    assert.deepEqual(cells[0], rows[0]);
    // Amounts are numbers a spreadsheet can sum, each in its currency's format; names stay text.
    assert.deepEqual(
      cells.slice(1),
      rows.slice(1).map((r) => r.map((v, i) => (i >= 2 ? Number(v) : v))),
    );
    const formats = new Map<string, string>();
    sheet.eachRow((row, n) => n > 1 && formats.set(String(row.getCell(2).value), String(row.getCell(8).numFmt)));
    assert.deepEqual(Object.fromEntries(formats), { EUR: '#,##0.00', JPY: '#,##0', KWD: '#,##0.000' });

    const pdf = await t.app.request(`/api/receivables/aging?as_of=${TODAY}&format=pdf`, { headers: { authorization: `JWT ${token}` } });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
  });
});

describe('exception report', () => {
  test('counts the overdue invoices still owed (open, partially paid), not paid, void or draft ones', async () => {
    const org = await makeOrg(t.db, { name: 'Exceptions Org' });
    const lead = await makeUser(t.db, org, { role: 'IC' });
    const leadToken = (await signIn(t.app, lead)).access;
    const acc = await makeAccount(t.db, org.orgId, 'Late Payer Co', { leadUserId: lead.id });
    const due = addDays(new Date().toISOString().slice(0, 10), -10);
    const issue = addDays(due, -30);
    const spec = (title: string, state: string, more: Partial<Parameters<typeof makeInvoice>[3]> = {}) => makeInvoice(t.db, org.orgId, acc, { issue, due, total: '100', state, title, ...more });
    await spec('Owed in full', 'open');
    await spec('Owed in part', 'partially_paid', { balance: '40' });
    await spec('Settled', 'paid', { balance: '0' });
    await spec('Cancelled', 'void', { voidedAt: addDays(due, 1) });
    await spec('Not sent yet', 'draft');
    // The item's workflow status follows the invoice's state, as finalize, payments and void set it.
    await t.db.update(item).set({ status: sql`(select state from invoice where invoice.item_id = item.id)` }).where(eq(item.accountId, acc));
    const res = await call(t.app, 'POST', `/api/users/${lead.id}/userExceptionsReport`, { token: leadToken, json: { workspace_type: 4 } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.results.map((r: { item: { title: string } }) => r.item.title).sort(), ['Owed in full', 'Owed in part']);
    assert.ok(res.body.results.every((r: { days_overdue: number }) => r.days_overdue === 10));
  });
});

describe('the invoice copies of its item (kept by triggers)', () => {
  test("an invoice's organization, account and due date follow its item, and cannot be written apart from it", async () => {
    const from = await makeAccount(t.db, orgId, 'Copy From Co');
    const to = await makeAccount(t.db, orgId, 'Copy To Co');
    const id = await makeInvoice(t.db, orgId, from, { issue: '2026-06-01', due: '2026-06-10', total: '80' });
    const copies = async () => (await t.db.select({ org: invoice.organizationId, account: invoice.accountId, due: invoice.dueDate }).from(invoice).where(eq(invoice.itemId, id)))[0];
    assert.deepEqual(await copies(), { org: orgId, account: from, due: '2026-06-10' });
    // The due date and the account moved on the item: the aging reads the new ones.
    await t.db.update(item).set({ dueDate: '2026-06-25', accountId: to }).where(eq(item.id, id));
    assert.deepEqual(await copies(), { org: orgId, account: to, due: '2026-06-25' });
    const aging = await get(`/api/receivables/aging?as_of=${TODAY}&search=Copy`);
    assert.deepEqual(aging.body.rows.map((r: { account_name: string; days_1_30: string }) => [r.account_name, r.days_1_30]), [['Copy To Co', '80.00']]);
    // A write of the copies themselves is undone from the item.
    await t.db.update(invoice).set({ dueDate: '2000-01-01', accountId: from }).where(eq(invoice.itemId, id));
    assert.deepEqual(await copies(), { org: orgId, account: to, due: '2026-06-25' });
  });
});

describe('accounts list', () => {
  test('balances today, overdue, oldest overdue days, open invoices and credit; zero rows for accounts with nothing', async () => {
    const acc = await makeAccount(t.db, orgId, 'Listed Credit Co', { hold: true });
    const inv = await makeInvoice(t.db, orgId, acc, { issue: '2020-01-01', due: '2020-01-31', total: '500', balance: '300' });
    await makeInvoice(t.db, orgId, acc, { issue: '2020-02-01', due: '2999-01-01', total: '40' });
    await makePayment(t.db, orgId, acc, { on: '2020-02-10', amount: '250', allocations: [[inv, '200']] });
    await makeInvoice(t.db, orgId, acc, { issue: '2020-03-01', due: null, total: '20', docType: 'credit_note' });
    await makeAccount(t.db, orgId, 'Listed Empty Co');
    await makeAccount(t.db, orgId, 'Listed Archived Co', { archived: true });
    const res = await get('/api/receivables/accounts?search=Listed');
    assert.equal(res.status, 200);
    assert.equal(res.body.count, 2);
    const [credit, empty] = res.body.results;
    const overdueDays = Math.round((Date.now() - Date.parse('2020-01-31T00:00:00Z')) / 86_400_000);
    assert.equal(credit.name, 'Listed Credit Co');
    assert.equal(credit.currency, 'USD');
    assert.equal(credit.open_balance, '340.00');
    assert.equal(credit.overdue_balance, '300.00');
    assert.ok(Math.abs(credit.oldest_overdue_days - overdueDays) <= 1);
    assert.equal(credit.open_invoices, 2);
    assert.equal(credit.credit, '70.00', '50.00 unapplied + 20.00 credit note');
    assert.equal(credit.on_hold, true);
    assert.deepEqual(
      { ...empty, id: 0 },
      { id: 0, name: 'Listed Empty Co', currency: 'USD', open_balance: '0.00', overdue_balance: '0.00', oldest_overdue_days: null, open_invoices: 0, credit: '0.00', lead_name: '', on_hold: false },
    );
    const archived = await get('/api/receivables/accounts?search=Listed&archived=true');
    assert.equal(archived.body.count, 3);
    const overdue = await get('/api/receivables/accounts?search=Listed&overdue=true');
    assert.deepEqual(overdue.body.results.map((r: { name: string }) => r.name), ['Listed Credit Co']);
  });

  test('ordering by each key both ways, paging with links', async () => {
    for (let i = 0; i < 12; i++) await makeAccount(t.db, orgId, `Filler ${String(i).padStart(2, '0')}`);
    const names = (r: { body: { results: { name: string; open_balance: string }[] } }) => r.body.results.map((x) => x.name);
    const asc = await get('/api/receivables/accounts?ordering=open_balance');
    const desc = await get('/api/receivables/accounts?ordering=-open_balance');
    // Within each currency, largest first (currencies are grouped: see the next test).
    const rowsOf = desc.body.results as { open_balance: string; currency: string }[];
    for (const cur of new Set(rowsOf.map((x) => x.currency))) {
      const amounts = rowsOf.filter((x) => x.currency === cur).map((x) => Number(x.open_balance));
      assert.deepEqual(amounts, [...amounts].sort((a, b) => b - a), cur);
    }
    assert.equal(names(asc).length, names(desc).length);
    for (const key of ['name', '-name', 'overdue_balance', '-overdue_balance', 'oldest_overdue_days', '-oldest_overdue_days']) {
      assert.equal((await get(`/api/receivables/accounts?ordering=${key}`)).status, 200, key);
    }
    const bad = await get('/api/receivables/accounts?ordering=password');
    assert.equal(bad.status, 400);
    assert.ok(bad.body.ordering);
    const first = await get('/api/receivables/accounts?page_size=10&ordering=name');
    assert.ok(first.body.count > 10);
    assert.match(first.body.next, /page=2/);
    const second = await get(first.body.next);
    // By name a page is page_size accounts; an account in two currencies shows two rows.
    const accountsOn = (r: { body: { results: { id: number }[] } }) => new Set(r.body.results.map((x) => x.id)).size;
    assert.equal(accountsOn(first), 10);
    assert.equal(accountsOn(second), Math.min(10, first.body.count - 10));
    const euro = (await get('/api/receivables/accounts?search=Multi%20Euro')).body;
    assert.equal(euro.count, 1);
    assert.deepEqual(euro.results.map((r: { currency: string; open_balance: string }) => [r.currency, r.open_balance]), [
      ['EUR', '100.10'],
      ['KWD', '1.250'],
    ]);
    assert.notDeepEqual(names(second), names(first));
    const past = await get('/api/receivables/accounts?page=99');
    assert.equal(past.body.count, first.body.count);
    assert.deepEqual(past.body.results, []);
    assert.equal((await get('/api/receivables/accounts?overdue=maybe')).status, 400);
    assert.equal((await get('/api/receivables/accounts?archived=maybe')).status, 400);
  });
});

describe('accounts list ordered by an amount', () => {
  test('by currency first (the default one, then by code), by amount within it, the same across pages, both ways, on both paths', async () => {
    const specs: [string, string, string][] = [
      ...Array.from({ length: 8 }, (_, i) => [`Grouped U${i}`, 'USD', String(100 * (i + 1))] as [string, string, string]),
      ['Grouped Y0', 'JPY', '90000'],
      ['Grouped Y1', 'JPY', '5000'],
      ['Grouped Y2', 'JPY', '120000'],
      ['Grouped K0', 'KWD', '1.500'],
      ['Grouped K1', 'KWD', '950.125'],
      ['Grouped E0', 'EUR', '640.00'],
    ];
    for (const [name, currency, total] of specs) {
      const acc = await makeAccount(t.db, orgId, name);
      await makeInvoice(t.db, orgId, acc, { issue: '2020-01-01', due: '2020-01-31', total, currency });
    }
    const order = ['USD', 'EUR', 'JPY', 'KWD'];
    for (const key of ['overdue_balance', 'open_balance']) {
      for (const descending of [true, false]) {
        const ordering = `${descending ? '-' : ''}${key}`;
        const all = (await get(`/api/receivables/accounts?search=Grouped&ordering=${ordering}&page_size=25`)).body.results as Record<string, string>[];
        assert.equal(all.length, specs.length);
        assert.deepEqual(
          all.map((r) => r.currency),
          order.flatMap((c) => specs.filter((x) => x[1] === c).map(() => c)),
          `${ordering}: grouped by currency, the default first`,
        );
        for (const c of order) {
          const amounts = all.filter((r) => r.currency === c).map((r) => Number(r[key]));
          assert.deepEqual(amounts, [...amounts].sort((a, b) => (descending ? b - a : a - b)), `${ordering} ${c}`);
        }
        const first = (await get(`/api/receivables/accounts?search=Grouped&ordering=${ordering}&page_size=10`)).body;
        const second = (await get(first.next)).body;
        assert.deepEqual([...first.results, ...second.results].map((r: { name: string; currency: string }) => `${r.name} ${r.currency}`), all.map((r) => `${r.name} ${r.currency}`), `${ordering} pages`);
      }
    }
  });
});

describe('statement', () => {
  test('opening balance the day before the period, dated lines with the running balance, closing balance and aging', async () => {
    const res = await get(`/api/accounts/${ledgerAccount}/statement?from=${EARLIER}&as_of=${TODAY}`);
    assert.equal(res.status, 200);
    const v = res.body;
    assert.equal(v.currency, 'USD');
    assert.equal(v.from, '2026-04-01');
    // 1000 + 250.50 + 300 invoiced, 400 paid before April.
    assert.equal(v.opening_balance, '1150.50');
    assert.deepEqual(
      v.lines.map((l: Record<string, string>) => [l.date, l.kind, l.charge, l.credit, l.balance]),
      [
        ['2026-05-01', 'invoice', '99.99', '0.00', '1250.49'],
        ['2026-05-10', 'payment', '0.00', '600.00', '650.49'],
        ['2026-05-20', 'void', '0.00', '300.00', '350.49'],
        ['2026-06-01', 'payment', '0.00', '100.25', '250.24'],
      ],
    );
    // The kind is its own column: the description does not repeat it, nor the reference.
    assert.deepEqual([v.lines[3].reference, v.lines[3].description], ['TRF-7', '']);
    assert.equal(v.closing_balance, '250.24');
    assert.deepEqual(v.aging, { current: '99.99', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '150.25', total: '250.24' });
    assert.equal(v.open_invoices.length, 2);
    // The default period: the as-of month.
    const month = await get(`/api/accounts/${ledgerAccount}/statement?as_of=${TODAY}`);
    assert.equal(month.body.from, '2026-06-01');
    assert.equal(month.body.opening_balance, '350.49');
    assert.equal(month.body.lines.length, 1);
  });

  test('the PDF', async () => {
    const res = await t.app.request(`/api/accounts/${ledgerAccount}/statement/pdf?as_of=${TODAY}`, { headers: { authorization: `JWT ${token}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.equal(Buffer.from(bytes).subarray(0, 5).toString(), '%PDF-');
    assert.equal((await pdfTitle(bytes)).shown, true);
    const text = (await pdfPages(bytes)).join('');
    assert.ok(text.includes(squash('Statement of account')), text);
    // The payment's line: its kind once, its reference in the reference column, not "Payment · Payment TRF-7".
    assert.match(text, /TRF-7Payment[\d,.]/);
    assert.ok(!text.includes('PaymentTRF-7') && !text.includes('Payment·Payment'), text);
  });

  test('send: a STATEMENT item with the aging snapshot and its PDF, the portal\'s latest statement, mails with portal links', async () => {
    const linked = await addContact(t.db, orgId, ledgerAccount, 'Linked');
    const unlinked = await addContact(t.db, orgId, ledgerAccount, 'Unlinked', { revokedAt: new Date() });
    const refused = await call(t.app, 'POST', `/api/accounts/${ledgerAccount}/statement/send`, { token: viewOnly, json: {} });
    assert.equal(refused.status, 403);
    const res = await call(t.app, 'POST', `/api/accounts/${ledgerAccount}/statement/send`, { token, json: { as_of: TODAY } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.sent_to.length, 2);
    const [st] = await t.db.select().from(statement).where(eq(statement.itemId, res.body.statement_id));
    assert.equal(st!.statementDate, TODAY);
    assert.equal(Number(st!.totalDue), 250.24);
    assert.equal(Number(st!.agingDaysOver90), 150.25);
    assert.equal(st!.invoices.length, 2);
    const [it] = await t.db.select().from(item).where(eq(item.id, res.body.statement_id));
    assert.equal(it!.kind, 'STATEMENT');
    const files = await t.db.select().from(file).where(eq(file.itemId, res.body.statement_id));
    assert.equal(files.length, 1);
    assert.equal(files[0]!.contentType, 'application/pdf');

    const latest = await call(t.app, 'GET', `/api/fetch_latest_statement_files?token=${linked.token}`);
    assert.equal(latest.status, 200);
    assert.equal(latest.body.statement.id, res.body.statement_id);
    assert.equal(latest.body.statement.total_due, '250.24');
    assert.equal(latest.body.files.length, 1);

    const toUnlinked = res.body.sent_to.find((e: string) => e.startsWith('unlinked'));
    const [mail] = await readOutbox(t.db, { to: toUnlinked });
    assert.match(mail!.subject, /statement of account 2026-06-30/);
    assert.match(mail!.body, /Total due: 250\.24 USD/);
    assert.equal(mail!.links.length, 1, 'a contact without an active link gets a new one');
    assert.match(mail!.links[0]!, /\/public\/s\//);
    const fresh = await call(t.app, 'GET', `/api/fetch_latest_statement_files?token=${mail!.links[0]!.split('/public/s/')[1]}`);
    assert.equal(fresh.status, 200);
    const toLinked = res.body.sent_to.find((e: string) => e.startsWith('linked'));
    const [other] = await readOutbox(t.db, { to: toLinked });
    assert.equal(other!.links.length, 0, 'an active link is not replaced');
    assert.match(other!.body, /portal link you were sent earlier/);
    assert.ok(unlinked.contactId);

    const some = await call(t.app, 'POST', `/api/accounts/${ledgerAccount}/statement/send`, { token, json: { contact_ids: [linked.contactId] } });
    assert.equal(some.body.sent_to.length, 1);
    const bad = await call(t.app, 'POST', `/api/accounts/${ledgerAccount}/statement/send`, { token, json: { contact_ids: [999999] } });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.contact_ids);
  });
});

describe('accounts report', () => {
  test('opening, invoiced, paid, credited and closing for a period; CSV and XLSX', async () => {
    const res = await get(`/api/receivables/accounts_report?from=${EARLIER}&to=${TODAY}&search=Alpha`);
    assert.equal(res.status, 200);
    assert.equal(res.body.count, 1);
    assert.deepEqual(res.body.results, [
      // Invoiced 99.99 less the 300.00 voided; paid 600.00 + 100.25.
      { account_id: ledgerAccount, account_name: 'Alpha Traders', currency: 'USD', opening_balance: '1150.50', invoiced: '-200.01', paid: '700.25', credited: '0.00', closing_balance: '250.24' },
    ]);
    const csvRes = await t.app.request(`/api/receivables/accounts_report?from=${EARLIER}&to=${TODAY}&search=Alpha&format=csv`, { headers: { authorization: `JWT ${token}` } });
    const rows = parse(await csvRes.text()) as string[][];
    assert.deepEqual(rows, [
      ['Account', 'Currency', 'Opening balance', 'Invoiced', 'Paid', 'Credited', 'Closing balance'],
      ['Alpha Traders', 'USD', '1150.50', "'-200.01", '700.25', '0.00', '250.24'],
    ]);
    const xlsxRes = await t.app.request(`/api/receivables/accounts_report?from=${EARLIER}&to=${TODAY}&search=Alpha&format=xlsx`, { headers: { authorization: `JWT ${token}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsxRes.arrayBuffer()) as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    book.getWorksheet('Report')!.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    assert.deepEqual(cells[1], ['Alpha Traders', 'USD', 1150.5, -200.01, 700.25, 0, 250.24]);
  });
});

describe('statement schedule', () => {
  test('GET answers off until set; PUT sets the day (1-28); View Only may not', async () => {
    const empty = await get(`/api/accounts/${ledgerAccount}/statement_schedule`);
    assert.deepEqual(empty.body, { enabled: false, day_of_month: null, last_sent_on: null });
    assert.equal((await call(t.app, 'PUT', `/api/accounts/${ledgerAccount}/statement_schedule`, { token: viewOnly, json: { enabled: true, day_of_month: 5 } })).status, 403);
    const bad = await call(t.app, 'PUT', `/api/accounts/${ledgerAccount}/statement_schedule`, { token, json: { enabled: true, day_of_month: 31 } });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.day_of_month);
    const set = await call(t.app, 'PUT', `/api/accounts/${ledgerAccount}/statement_schedule`, { token, json: { enabled: true, day_of_month: 5 } });
    assert.deepEqual(set.body, { enabled: true, day_of_month: 5, last_sent_on: null });
    assert.deepEqual((await get(`/api/accounts/${ledgerAccount}/statement_schedule`)).body, set.body);
  });
});

describe('bad input and other organizations', () => {
  test('bad dates and formats are a 400 on their field', async () => {
    const cases: [string, string][] = [
      ['/api/receivables/aging?as_of=2026-02-30', 'as_of'],
      ['/api/receivables/aging?as_of=yesterday', 'as_of'],
      ['/api/receivables/aging?format=doc', 'format'],
      ['/api/receivables/aging?currency=XXQ', 'currency'],
      [`/api/receivables/aging/${ledgerAccount}?as_of=2026-13-01`, 'as_of'],
      ['/api/receivables/accounts_report?from=2026-05-01&to=2026-04-01', 'to'],
      ['/api/receivables/accounts_report?from=2026-05-01', 'to'],
      ['/api/receivables/accounts_report?from=2026-05-01&to=2026-06-01&format=pdf', 'format'],
      [`/api/accounts/${ledgerAccount}/statement?as_of=2026-04-31`, 'as_of'],
      [`/api/accounts/${ledgerAccount}/statement?from=2026-07-01&as_of=2026-06-30`, 'from'],
      [`/api/accounts/${ledgerAccount}/statement/pdf?from=2026-06-31`, 'from'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      assert.equal(res.status, 400, path);
      assert.ok(res.body[field], `${path}: ${JSON.stringify(res.body)}`);
    }
    const send = await call(t.app, 'POST', `/api/accounts/${ledgerAccount}/statement/send`, { token, json: { as_of: '2026-02-29' } });
    assert.equal(send.status, 400);
    assert.ok(send.body.as_of);
  });

  test("another organization's account is a 404 on every route, and its lists do not show it", async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/receivables/aging/${ledgerAccount}`],
      ['GET', `/api/accounts/${ledgerAccount}/statement`],
      ['GET', `/api/accounts/${ledgerAccount}/statement/pdf`],
      ['POST', `/api/accounts/${ledgerAccount}/statement/send`, {}],
      ['GET', `/api/accounts/${ledgerAccount}/statement_schedule`],
      ['PUT', `/api/accounts/${ledgerAccount}/statement_schedule`, { enabled: true, day_of_month: 1 }],
    ];
    for (const [method, path, json] of paths) {
      const res = await call(t.app, method, path, { token: otherToken, json });
      assert.equal(res.status, 404, `${method} ${path}`);
    }
    for (const path of ['/api/receivables/accounts', `/api/receivables/aging?as_of=${TODAY}`, `/api/receivables/accounts_report?from=2020-01-01&to=${TODAY}`]) {
      const res = await get(path, otherToken);
      assert.equal(res.status, 200, path);
      assert.equal(JSON.stringify(res.body).includes('Alpha Traders'), false, path);
    }
    // A payables account of the same organization is not a receivables account.
    assert.equal((await get('/api/receivables/aging/999999')).status, 404);
  });
});

describe('the balances kept per account', () => {
  test('equal the open invoices summed, after everything this file did', async () => {
    const { kept, summed } = await keptBalancesDrift(t.db);
    assert.deepEqual(kept, summed);
  });
});
