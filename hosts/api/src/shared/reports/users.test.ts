import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { ModuleKind } from '@si/contract';
import { account } from '../../db/schema.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { pdfPages, squash } from '../../../test-support/pdf-text.ts';
import { assignItem, makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';

let t: TestContext;
let o: Org;
let other: Org;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  t = await setup();
  o = await makeWorkflowOrg(t);
  other = await makeWorkflowOrg(t, { name: 'Other' });
  // The lead leads the file account (o.accountId) and a bank account; the IC has one assigned item elsewhere.
  const [bank] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: ModuleKind.BANK, name: 'Zephyr Bank Client', leadUserId: o.lead.id }).returning();
  const [unled] = await t.db.insert(account).values({ organizationId: o.orgId, moduleKind: ModuleKind.FILE, name: 'Unled Ltd' }).returning();
  await makeItem(t.db, o, { title: 'Overdue tax return', status: 'open', dueDate: day(-10) });
  await makeItem(t.db, o, { title: 'Overdue but done', status: 'approved', dueDate: day(-10) });
  await makeItem(t.db, o, { title: 'Not due yet', status: 'open', dueDate: day(5) });
  await makeItem(t.db, o, { title: 'Very late covenant', status: 'submitted', dueDate: day(-40), accountId: bank!.id });
  const assigned = await makeItem(t.db, o, { title: 'Assigned elsewhere', status: 'open', dueDate: day(-2), accountId: unled!.id });
  await assignItem(t.db, o, assigned.id, { userId: o.lead.id });
  await makeItem(t.db, other, { title: 'Other org late', status: 'open', dueDate: day(-3) });
});
after(() => t.database.close());

const report = (json: unknown, token = o.lead.token, id = o.lead.id) => call(t.app, 'POST', `/api/users/${id}/userExceptionsReport`, { token, json });
async function raw(json: unknown) {
  const res = await t.app.request(`/api/users/${o.lead.id}/userExceptionsReport`, { method: 'POST', headers: { authorization: `JWT ${o.lead.token}`, 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('userExceptionsReport (spec 7.2)', () => {
  test('JSON: overdue items not done, on accounts the user leads or assigned to them, most overdue first', async () => {
    const res = await report({});
    assert.equal(res.status, 200);
    assert.equal(res.body.user.id, o.lead.id);
    assert.deepEqual(res.body.results.map((r: { item: { title: string } }) => r.item.title), ['Very late covenant', 'Overdue tax return', 'Assigned elsewhere']);
    const first = res.body.results[0];
    assert.equal(first.days_overdue, 40);
    assert.equal(first.account.name, 'Zephyr Bank Client');
    assert.equal(first.lead, 'Leah User');
    assert.equal(res.body.results[2].assignee, 'Leah User');
  });

  test('lead_only, workspace_type and filter narrow it', async () => {
    assert.deepEqual((await report({ lead_only: true })).body.results.map((r: { item: { title: string } }) => r.item.title), ['Very late covenant', 'Overdue tax return']);
    assert.deepEqual((await report({ workspace_type: ModuleKind.BANK })).body.results.map((r: { item: { title: string } }) => r.item.title), ['Very late covenant']);
    assert.deepEqual((await report({ filter: 'tax' })).body.results.map((r: { item: { title: string } }) => r.item.title), ['Overdue tax return']);
    assert.deepEqual((await report({ filter: 'unled' })).body.results.map((r: { item: { title: string } }) => r.item.title), ['Assigned elsewhere'], 'matches account names too');
  });

  test('PDF: a real PDF file to download', async () => {
    const { res, bytes } = await raw({ format: 'pdf' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition')!, /^attachment; filename="exception-report-\d+-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''exception-report-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const doc = await PDFDocument.load(bytes);
    assert.equal(doc.getTitle(), 'Exception report');
    assert.equal(doc.getPageCount(), 1);
  });

  test('PDF: titles and names in any script print as written, not as question marks', async () => {
    await makeItem(t.db, other, { title: 'Łódź Ωmega Ёлка', status: 'open', dueDate: day(-4) });
    await makeItem(t.db, other, { title: 'ملف الضرائب', status: 'open', dueDate: day(-5) });
    const res = await t.app.request(`/api/users/${other.lead.id}/userExceptionsReport`, { method: 'POST', headers: { authorization: `JWT ${other.lead.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ format: 'pdf' }) });
    assert.equal(res.status, 200);
    const text = (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join('');
    for (const title of ['Łódź Ωmega Ёлка', 'ملف الضرائب', 'Other org late']) assert.ok(text.includes(squash(title)), `«${title}» in ${text}`);
    assert.ok(!text.includes('?'), text);
  });

  test('XLSX: a real workbook whose rows are the report\'s', async () => {
    const { res, bytes } = await raw({ format: 'xlsx', lead_only: true });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(res.headers.get('content-disposition')!, /\.xlsx"; filename\*=UTF-8''exception-report-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Report')!;
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), ['Account', 'Module', 'Item', 'Kind', 'Status', 'Due date', 'Days overdue', 'Assignee', 'Lead']);
    assert.equal(sheet.rowCount, 3);
    assert.equal(sheet.getRow(2).getCell(3).value, 'Very late covenant');
    assert.equal(sheet.getRow(2).getCell(7).value, 40);
    // The due date is a date cell, not text.
    assert.ok(sheet.getRow(2).getCell(6).value instanceof Date);
    assert.equal(sheet.getRow(2).getCell(6).numFmt, 'yyyy-mm-dd');
    assert.match(String(sheet.getRow(3).getCell(1).value), /^Northwind \d+$/);
    assert.equal(sheet.getRow(3).getCell(3).value, 'Overdue tax return');
  });

  test('bad input: unknown format and workspace type get field messages', async () => {
    const res = await report({ format: 'docx', workspace_type: 12, lead_only: 'yes' });
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.body).sort(), ['format', 'lead_only', 'workspace_type']);
  });

  test('who: the user or an OA; a colleague gets 403, another organization 404', async () => {
    assert.equal((await report({}, o.oa.token)).status, 200);
    assert.equal((await report({}, o.ic.token)).status, 403);
    assert.equal((await report({}, other.oa.token)).status, 404);
    const own = await report({}, other.lead.token, other.lead.id);
    assert.ok(!JSON.stringify(own.body).includes('Overdue tax return'));
  });
});

describe('userPendingItemsReport and userDetailReport (spec 7.2)', () => {
  test('pending items come a page of accounts at a time, one per page by default', async () => {
    const res = await call(t.app, 'GET', `/api/users/${o.lead.id}/userPendingItemsReport`, { token: o.lead.token });
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.count, res.body.page, res.body.per_page, res.body.results.length], [3, 1, 1, 1]);
    assert.ok(res.body.next.endsWith('page=2'));
    const firstAccount = res.body.results[0];
    assert.equal(firstAccount.account.id, o.accountId);
    assert.deepEqual(firstAccount.items.map((i: { title: string }) => i.title).sort(), ['Not due yet', 'Overdue tax return']);
    const bank = await call(t.app, 'GET', `/api/users/${o.lead.id}/userPendingItemsReport?workspace_type=2&per_page=10`, { token: o.lead.token });
    assert.deepEqual(bank.body.results.map((r: { account: { name: string } }) => r.account.name), ['Zephyr Bank Client']);
    assert.equal((await call(t.app, 'GET', `/api/users/${o.lead.id}/userPendingItemsReport?per_page=0`, { token: o.lead.token })).status, 400);
  });

  test('detail: accounts led, item counts by state and module, recent activity', async () => {
    const res = await call(t.app, 'GET', `/api/users/${o.lead.id}/userDetailReport`, { token: o.oa.token });
    assert.equal(res.status, 200);
    assert.equal(res.body.accounts_led, 2);
    assert.deepEqual(res.body.items, { total: 5, todo: 3, in_progress: 1, done: 1, overdue: 3 });
    assert.deepEqual(res.body.by_module.map((m: { module_kind: number; total: number }) => [m.module_kind, m.total]), [[1, 4], [2, 1]]);
    assert.equal((await call(t.app, 'GET', `/api/users/${o.lead.id}/userDetailReport`, { token: o.vo.token })).status, 403);
  });
});
