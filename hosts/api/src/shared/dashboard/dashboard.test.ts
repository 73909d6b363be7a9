import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DUE_BUCKETS, ModuleKind } from '@si/contract';
import { account, invoice, item } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeOrg, makeUser, signIn } from '../../../test-support/fixtures.ts';

let t: TestContext;
let org: { orgId: number; officeId: number };
let voToken: string, strangerToken: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function makeAccount(orgId: number, moduleKind: number, name: string, hold = false) {
  const [row] = await t.db.insert(account).values({ organizationId: orgId, moduleKind, name, accountHold: hold }).returning();
  return row!.id;
}

async function makeInvoice(orgId: number, accountId: number, opts: { status: string; due: string | null; total: string; balance: string; currency?: string; paid?: boolean }) {
  const [row] = await t.db
    .insert(item)
    .values({ organizationId: orgId, accountId, kind: 'INVOICE', title: `Invoice ${opts.status}`, status: opts.status, dueDate: opts.due })
    .returning();
  await t.db.insert(invoice).values({
    itemId: row!.id,
    currency: opts.currency ?? 'USD',
    total: opts.total,
    balance: opts.balance,
    paid: opts.paid ?? false,
  });
}

before(async () => {
  t = await setup();
  org = await makeOrg(t.db);
  voToken = (await signIn(t.app, await makeUser(t.db, org, { role: 'VO' }))).access;
  const otherOrg = await makeOrg(t.db, { name: 'Other Org' });
  strangerToken = (await signIn(t.app, await makeUser(t.db, otherOrg, { role: 'OA' }))).access;

  const acme = await makeAccount(org.orgId, ModuleKind.SECURE_INVOICE_SALES, 'Acme Retail');
  const held = await makeAccount(org.orgId, ModuleKind.SECURE_INVOICE_SALES, 'Slow Payer Ltd', true);
  await makeInvoice(org.orgId, acme, { status: 'open', due: day(-100), total: '1000.00', balance: '1000.00' });
  await makeInvoice(org.orgId, acme, { status: 'open', due: day(-10), total: '250.50', balance: '200.25' });
  // Three decimals: Kuwaiti dinars are never cut to two.
  await makeInvoice(org.orgId, held, { status: 'open', due: day(3), total: '643.625', balance: '643.625', currency: 'KWD' });
  await makeInvoice(org.orgId, held, { status: 'submitted', due: null, total: '10.00', balance: '10.00' });
  await makeInvoice(org.orgId, acme, { status: 'paid', due: day(-40), total: '500.00', balance: '0.00', paid: true });
  await t.db.insert(item).values({ organizationId: org.orgId, accountId: acme, kind: 'STATEMENT', title: 'March statement', status: 'open', dueDate: day(45) });
  // Another module and another organization must not leak into these figures.
  const files = await makeAccount(org.orgId, ModuleKind.FILE, 'Workspace');
  await t.db.insert(item).values({ organizationId: org.orgId, accountId: files, kind: 'REQUEST_ITEM', title: 'Bank statements', status: 'open', dueDate: day(-5) });
  // An archived workspace and its overdue item count nowhere.
  const [archived] = await t.db.insert(account).values({ organizationId: org.orgId, moduleKind: ModuleKind.FILE, name: 'Closed workspace', archivedAt: new Date() }).returning();
  await t.db.insert(item).values({ organizationId: org.orgId, accountId: archived!.id, kind: 'REQUEST_ITEM', title: 'Old request', status: 'open', dueDate: day(-50) });
  const foreign = await makeAccount(otherOrg.orgId, ModuleKind.SECURE_INVOICE_SALES, 'Foreign');
  await makeInvoice(otherOrg.orgId, foreign, { status: 'open', due: day(-1), total: '7777.00', balance: '7777.00' });
});
after(() => t.database.close());

describe('GET /api/dashboard/{module}', () => {
  test('secure invoice: counts, overdue, amounts by status and due-date buckets from the real rows', async () => {
    const res = await call(t.app, 'GET', '/api/dashboard/secureinvoice', { token: voToken });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const d = res.body;
    assert.equal(d.module, 'secureinvoice');
    assert.equal(d.as_of, day(0));
    assert.deepEqual(d.accounts, { total: 2, on_hold: 1 });
    assert.deepEqual(d.items, { total: 6, open: 5, overdue: 2, closed: 1 });
    assert.deepEqual(d.items_by_kind, [
      { kind: 'INVOICE', total: 5, open: 4 },
      { kind: 'STATEMENT', total: 1, open: 1 },
    ]);
    assert.deepEqual(d.items_by_status, [
      { status: 'open', count: 4 },
      { status: 'paid', count: 1 },
      { status: 'submitted', count: 1 },
    ]);
    assert.deepEqual(d.amounts_by_status, [
      { status: 'open', currency: 'KWD', count: 1, total: '643.625', balance: '643.625' },
      { status: 'open', currency: 'USD', count: 2, total: '1250.50', balance: '1200.25' },
      { status: 'paid', currency: 'USD', count: 1, total: '500.00', balance: '0.00' },
      { status: 'submitted', currency: 'USD', count: 1, total: '10.00', balance: '10.00' },
    ]);
    // Counts only: a sum of balances across currencies would mean nothing.
    assert.deepEqual(d.due_buckets, [
      { bucket: 'overdue_91_plus', count: 1 },
      { bucket: 'overdue_61_90', count: 0 },
      { bucket: 'overdue_31_60', count: 0 },
      { bucket: 'overdue_1_30', count: 1 },
      { bucket: 'due_0_7', count: 1 },
      { bucket: 'due_8_30', count: 0 },
      { bucket: 'due_later', count: 1 },
      { bucket: 'no_due_date', count: 1 },
    ]);
    assert.deepEqual(d.due_buckets.map((b: { bucket: string }) => b.bucket), [...DUE_BUCKETS]);
  });

  test('a module without data answers zeros, not sample figures', async () => {
    const res = await call(t.app, 'GET', '/api/dashboard/clm', { token: voToken });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.accounts, { total: 0, on_hold: 0 });
    assert.deepEqual(res.body.items, { total: 0, open: 0, overdue: 0, closed: 0 });
    assert.deepEqual(res.body.amounts_by_status, []);
    assert.ok(res.body.due_buckets.every((b: { count: number }) => b.count === 0));
  });

  test('document collection counts only its own active workspaces (an archived one counts nowhere)', async () => {
    const res = await call(t.app, 'GET', '/api/dashboard/filestride', { token: voToken });
    assert.deepEqual(res.body.accounts, { total: 1, on_hold: 0 });
    assert.deepEqual(res.body.items, { total: 1, open: 1, overdue: 1, closed: 0 });
  });

  test('another organization sees only its own figures', async () => {
    const res = await call(t.app, 'GET', '/api/dashboard/secureinvoice', { token: strangerToken });
    assert.deepEqual(res.body.accounts, { total: 1, on_hold: 0 });
    assert.deepEqual(res.body.amounts_by_status, [{ status: 'open', currency: 'USD', count: 1, total: '7777.00', balance: '7777.00' }]);
  });

  test('unknown module 404, no token 401, module not allowed 403', async () => {
    assert.deepEqual((await call(t.app, 'GET', '/api/dashboard/payroll', { token: voToken })).body, { detail: 'Not found.' });
    assert.equal((await call(t.app, 'GET', '/api/dashboard/secureinvoice')).status, 401);
    await setConfig(t.db, org.orgId, 'modules_allowed', '["document_collection"]');
    const refused = await call(t.app, 'GET', '/api/dashboard/secureinvoice', { token: voToken });
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { detail: 'Module not allowed' });
    // Expense management runs on the purchase-side module type, like payables.
    assert.equal((await call(t.app, 'GET', '/api/dashboard/expensemanagement', { token: voToken })).status, 403);
    assert.equal((await call(t.app, 'GET', '/api/dashboard/filestride', { token: voToken })).status, 200);
  });
});
