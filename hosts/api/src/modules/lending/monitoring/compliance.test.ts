/**
 * The covenant compliance report: the tests of a period (default the current quarter) with their
 * covenant, requirement, value, headroom, status and the waiver that covers them; totals by
 * status; filters by loan, reference, borrower, status; paging; the CSV, XLSX and PDF files with
 * the same rows; another organization's loan a 400 and never in a row; the same number of
 * statements for 1 row and 100.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { ComplianceReport } from '@si/contract';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { pdfPages, squash } from '../../../../test-support/pdf-text.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { driverStatements, makeCovenant, makeLoan, makeTest, makeWaiver } from './fixtures.ts';
import { quarterOf } from './routes.ts';

let t: TestContext;
let a: Org;
let b: Org;
const ids: Record<string, number> = {};
const REPORT = '/api/lending/reports/compliance';
const Q1 = '?from=2025-01-01&to=2025-03-31';

const get = (q = '', token = a.vo.token) => call<ComplianceReport & { detail?: string; [k: string]: unknown }>(t.app, 'GET', `${REPORT}${q}`, { token });
const file = (q: string, token = a.vo.token) => t.app.request(`${REPORT}${q}`, { headers: { authorization: `JWT ${token}` } });

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { name: 'Compliance Org A' });
  b = await makeWorkflowOrg(t, { name: 'Compliance Org B' });
  const harbor = await makeLoan(t.db, a.orgId, { name: 'Harbor Foods', reference: 'LN-2001', officer: a.lead.id });
  const summit = await makeLoan(t.db, a.orgId, { name: 'Summit Builders', reference: 'LN-2002', status: 'closed' });
  ids.harbor = harbor.id;
  ids.summit = summit.id;
  const dscr = await makeCovenant(t.db, a.orgId, harbor.id, { name: 'Debt service coverage' });
  const lev = await makeCovenant(t.db, a.orgId, harbor.id, { name: 'Leverage', metric: 'leverage', operator: '<=', threshold: '3.5000' });
  const fin = await makeCovenant(t.db, a.orgId, summit.id, { kind: 'affirmative', name: 'Audited statements', metric: null, operator: null, threshold: null, formula: '' });
  ids.dscr = dscr;
  ids.compliant = await makeTest(t.db, a.orgId, harbor.id, dscr, { testDate: '2025-03-31', dueDate: '2025-05-15', status: 'compliant', result: { value: '1.6000', headroom: '28.00' } });
  ids.breach = await makeTest(t.db, a.orgId, harbor.id, lev, { testDate: '2025-03-31', dueDate: '2025-05-15', status: 'waived', result: { value: '4.0000', headroom: '-14.29', status: 'breach' } });
  ids.pending = await makeTest(t.db, a.orgId, summit.id, fin, { testDate: '2025-03-31', dueDate: '2025-06-29' });
  ids.nextQuarter = await makeTest(t.db, a.orgId, harbor.id, dscr, { testDate: '2025-06-30', dueDate: '2025-08-14', status: 'warning', result: { value: '1.3000', headroom: '4.00' } });
  ids.waiver = await makeWaiver(t.db, a.orgId, harbor.id, lev, { approver: a.oa.id, expiresOn: '2025-12-31', testId: ids.breach, reason: 'Refinancing under way' });
  await makeWaiver(t.db, a.orgId, harbor.id, lev, { approver: a.oa.id, expiresOn: '2025-12-31', testId: ids.breach, revoked: true });
  // A pipeline loan's test is never in the report.
  const pipe = await makeLoan(t.db, a.orgId, { name: 'Pipeline Co', status: 'in_review', workspaceKind: 2 });
  await makeTest(t.db, a.orgId, pipe.id, await makeCovenant(t.db, a.orgId, pipe.id), { testDate: '2025-03-31', status: 'breach', result: { value: '1', headroom: '-20' } });

  const theirs = await makeLoan(t.db, b.orgId, { name: 'Secret Holdings', reference: 'LN-9002' });
  ids.theirs = theirs.id;
  await makeTest(t.db, b.orgId, theirs.id, await makeCovenant(t.db, b.orgId, theirs.id, { name: 'Their covenant' }), { testDate: '2025-03-31', status: 'breach', result: { value: '1', headroom: '-20' } });
});
after(() => t.database.close());

describe('the report', () => {
  test("a period's tests with their requirement, result, waiver and totals", async () => {
    const res = await get(Q1);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const r = res.body;
    assert.deepEqual(r.totals, { total: 3, pending: 1, compliant: 1, warning: 0, breach: 0, waived: 1 });
    assert.deepEqual(
      r.rows.map((x) => [x.loan.borrower, x.covenant.name, x.status]),
      [
        ['Harbor Foods', 'Debt service coverage', 'compliant'],
        ['Harbor Foods', 'Leverage', 'waived'],
        ['Summit Builders', 'Audited statements', 'pending'],
      ],
      'by borrower, then covenant; a closed loan keeps its history',
    );
    const waived = r.rows[1]!;
    assert.deepEqual([waived.operator, waived.threshold, waived.value, waived.headroom, waived.result_status], ['>=', '1.2500', '4.0000', '-14.29', 'breach']);
    assert.deepEqual(waived.waiver, { id: ids.waiver, kind: 'waiver', approver: { id: a.oa.id, name: 'Olivia User' }, expires_on: '2025-12-31', reason: 'Refinancing under way' }, 'the unrevoked one');
    assert.equal(r.rows[0]!.waiver, null);
    const affirmative = r.rows[2]!;
    assert.deepEqual([affirmative.covenant.metric, affirmative.operator, affirmative.threshold, affirmative.value], [null, null, null, null]);
  });

  test("a covenant's waiver (no test named) covers the tests dated before its expiry", async () => {
    const l = await makeLoan(t.db, a.orgId, { name: 'Waived Co', reference: 'LN-2099' });
    const cv = await makeCovenant(t.db, a.orgId, l.id, { name: 'Current ratio', metric: 'current_ratio' });
    const covered = await makeTest(t.db, a.orgId, l.id, cv, { testDate: '2023-03-31', dueDate: '2099-01-01', status: 'waived', result: { value: '0.9', headroom: '-10', status: 'breach' } });
    await makeWaiver(t.db, a.orgId, l.id, cv, { approver: a.oa.id, expiresOn: '2023-03-31', kind: 'deferral' });
    const later = await makeTest(t.db, a.orgId, l.id, cv, { testDate: '2023-06-30', dueDate: '2099-01-01', status: 'breach', result: { value: '0.9', headroom: '-10' } });
    const rows = (await get('?from=2023-01-01&to=2023-06-30&reference=LN-2099')).body.rows;
    assert.deepEqual(rows.map((x) => [x.test_id, x.waiver?.kind ?? null]), [
      [covered, 'deferral'],
      [later, null],
    ]);
  });

  test('the current quarter by default', async () => {
    const r = (await get()).body;
    const q = quarterOf(r.as_of);
    assert.deepEqual([r.from, r.to], [q.from, q.to]);
    assert.deepEqual(quarterOf('2025-02-14'), { from: '2025-01-01', to: '2025-03-31' });
    assert.deepEqual(quarterOf('2025-12-31'), { from: '2025-10-01', to: '2025-12-31' });
  });

  test('filters: loan, reference, borrower, status; paging', async () => {
    const one = (await get(`${Q1}&loan=${ids.summit}`)).body;
    assert.deepEqual(one.rows.map((x) => x.test_id), [ids.pending]);
    assert.deepEqual(one.loan, { id: ids.summit, reference: 'LN-2002', borrower: 'Summit Builders' });
    assert.deepEqual((await get(`${Q1}&reference=ln-2001`)).body.rows.map((x) => x.test_id), [ids.compliant, ids.breach], 'a reference prefix, any case');
    assert.equal((await get(`${Q1}&reference=2001`)).body.totals.total, 0, 'a prefix, not a part');
    assert.deepEqual((await get(`${Q1}&borrower=builders`)).body.rows.map((x) => x.test_id), [ids.pending]);
    assert.equal((await get(`${Q1}&borrower=${encodeURIComponent('%')}`)).body.totals.total, 0, 'a wildcard is a plain character');
    const waived = (await get(`${Q1}&status=waived`)).body;
    assert.deepEqual([waived.totals.total, waived.rows.length, waived.status], [1, 1, 'waived']);
    const page = (await get(`${Q1}&limit=1&offset=1`)).body;
    assert.deepEqual([page.rows.map((x) => x.test_id), page.totals.total, page.limit, page.offset], [[ids.breach], 3, 1, 1]);
  });

  test('bad input is a 400 naming the field', async () => {
    for (const [q, field] of [
      ['?status=late', 'status'],
      ['?format=doc', 'format'],
      ['?loan=x', 'loan'],
      ['?from=2025-04-01&to=2025-03-31', 'to'],
      ['?limit=501', 'limit'],
    ] as const) {
      const res = await get(q);
      assert.equal(res.status, 400, q);
      assert.ok(res.body[field], `${q}: ${JSON.stringify(res.body)}`);
    }
  });

  test("another organization's loan is a 400 and never in a row or a file", async () => {
    const res = await get(`${Q1}&loan=${ids.theirs}`);
    assert.equal(res.status, 400);
    assert.ok(res.body.loan);
    assert.equal((await file(`${Q1}&loan=${ids.theirs}&format=csv`)).status, 400);
    const all = JSON.stringify((await get(Q1)).body);
    assert.ok(!all.includes('Secret Holdings') && !all.includes('Pipeline Co'));
    const csv = await (await file(`${Q1}&format=csv`)).text();
    assert.ok(!csv.includes('Secret Holdings'));
    assert.equal((await get(Q1, b.vo.token)).body.totals.total, 1);
  });
});

describe('the files', () => {
  test('CSV: every row with its words', async () => {
    const res = await file(`${Q1}&format=csv`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/csv/);
    assert.match(res.headers.get('content-disposition')!, /covenant-compliance-2025-01-01-2025-03-31\.csv/);
    const rows = parse(await res.text()) as string[][];
    assert.deepEqual(rows[0], ['Borrower', 'Loan', 'Covenant', 'Metric', 'Test date', 'Due date', 'Requirement', 'Value', 'Headroom %', 'Status', 'Waiver', 'Approved by', 'Waiver expires']);
    assert.deepEqual(rows[2], ['Harbor Foods', 'LN-2001', 'Leverage', 'Leverage (debt to EBITDA)', '2025-03-31', '2025-05-15', 'at least 1.2500', '4', '-14.29', 'Waived', 'Waiver', 'Olivia User', '2025-12-31']);
    assert.equal(rows[3]![9], 'Awaiting figures');
    assert.equal(rows.length, 4);
  });

  test('XLSX and PDF: the same rows', async () => {
    const xlsx = await file(`${Q1}&format=xlsx`);
    assert.equal(xlsx.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    book.getWorksheet('Report')!.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    const flat = JSON.stringify(cells);
    for (const word of ['Harbor Foods', 'LN-2001', 'Debt service coverage', 'Summit Builders', 'Waived', 'Olivia User']) assert.ok(flat.includes(word), word);

    const pdf = await file(`${Q1}&format=pdf`);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const text = squash((await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join(' '));
    for (const word of ['Covenant compliance', 'Harbor Foods', 'LN-2002', 'Audited statements', 'Awaiting figures', 'Waiver']) assert.ok(text.includes(squash(word)), word);
  });
});

describe('a fixed number of statements', () => {
  test('the same for 1 row and 100', async () => {
    const l = await makeLoan(t.db, b.orgId, { name: 'Many Co', reference: 'LN-3000' });
    for (let i = 0; i < 100; i++) {
      const cv = await makeCovenant(t.db, b.orgId, l.id, { name: `Covenant ${i}` });
      const testId = await makeTest(t.db, b.orgId, l.id, cv, { testDate: '2024-03-31', dueDate: '2024-05-15', status: 'waived', result: { value: '1.0', headroom: '-20' } });
      await makeWaiver(t.db, b.orgId, l.id, cv, { approver: b.oa.id, expiresOn: '2024-12-31', testId });
    }
    const page = async (limit: number) => {
      const res = await get(`?from=2024-01-01&to=2024-03-31&limit=${limit}`, b.vo.token);
      assert.equal(res.status, 200);
      assert.equal(res.body.rows.length, limit);
      assert.ok(res.body.rows.every((x) => x.waiver?.approver?.name === 'Olivia User'));
    };
    await page(1);
    await page(100);
    const one = await driverStatements(t.database, () => page(1));
    const hundred = await driverStatements(t.database, () => page(100));
    assert.ok(one >= 2, `the report's two statements at least: ${one}`);
    assert.equal(hundred, one, `1 row: ${one}, 100 rows: ${hundred}`);
  });
});
