import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { PORTAL_MODULES, PortalContext } from '@si/contract';
import { createApp, type App } from '../app.ts';
import { seedDemo, type DemoFile } from './index.ts';
import { account, arPayment, arRefund, invoice, item } from '../db/schema.ts';
import { LocalStorage } from '../platform/storage.ts';
import { ledgerProblems } from '../modules/receivables/ledger/invariants.ts';
import { call, createTestDatabase, settings } from '../../test-support/helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'si-portal-seed-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: App;
let portals: DemoFile['portals'];
let users: DemoFile['users'];
before(async () => {
  database = await createTestDatabase();
  const storage = new LocalStorage(dir);
  ({ portals, users } = await seedDemo(database.db, { storage, tenantOrigins: ['http://localhost:8081'] }));
  app = createApp({ db: database.db, settings, storage, log: () => {} });
});
after(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo ledger', () => {
  test('holds its invariants: no negative balance, every balance is its total less what was applied, states follow balances, payments add up', async () => {
    assert.deepEqual(await ledgerProblems(database.db), []);
  });
});

describe('demo portals', () => {
  test('one portal per module plus a file-collection account on hold, each with its public path', () => {
    assert.deepEqual([...new Set(portals.map((p) => p.module))].sort(), [...PORTAL_MODULES].sort());
    assert.deepEqual(portals.filter((p) => p.onHold).map((p) => p.module), ['filestride']);
    for (const p of portals) assert.ok(p.path.endsWith(p.token) && p.path.startsWith('/public/'), p.path);
  });

  test('every token opens its portal with items, a statement with a real PDF, and is embeddable from the tenant site', async () => {
    for (const p of portals) {
      const res = await app.request(`/api/filedrop?token=${p.token}`, { headers: { origin: 'http://localhost:8081' } });
      assert.equal(res.status, 200, p.module);
      assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:8081');
      const ctx = PortalContext.parse(await res.json());
      assert.equal(ctx.module, p.module);
      assert.equal(ctx.workspace.account_hold, p.onHold);
      assert.ok(ctx.items.length >= 2, `${p.module} has items`);
      const statement = await call(app, 'GET', `/api/fetch_latest_statement_files?token=${p.token}`);
      assert.ok(statement.body.statement, `${p.module} has a statement`);
      const pdf = await app.request(`/api/download_sales_files?token=${p.token}&id=${statement.body.files[0].id}`);
      assert.equal((await pdf.text()).slice(0, 5), '%PDF-');
    }
  });

  test('the document-collection portal says which kind of document each request expects', async () => {
    const portal = portals.find((p) => p.module === 'filestride' && !p.onHold)!;
    const ctx = PortalContext.parse((await call(app, 'GET', `/api/filedrop?token=${portal.token}`)).body);
    assert.deepEqual(ctx.items.map((i) => i.expected_document_type ?? '').filter(Boolean).sort(), ['Bank statement', 'Proof of identity', 'Tax return']);
  });

  test('the secure-invoice customer sees invoices with lines and a comment thread', async () => {
    const token = portals.find((p) => p.module === 'secureinvoice')!.token;
    const ctx = PortalContext.parse((await call(app, 'GET', `/api/filedrop?token=${token}`)).body);
    const invoices = ctx.items.filter((i) => i.kind === 'INVOICE');
    assert.equal(invoices.length, 3);
    const open = invoices.find((i) => i.number === 'INV-1001')!;
    assert.equal(open.lines.length, 3);
    assert.equal(open.files.length, 1);
    assert.equal(open.comment_count, 2);
    assert.equal(invoices.filter((i) => i.paid).length, 1);
    const pay = await call(app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token, item_id: open.id } });
    assert.equal(pay.status, 201);
  });

  test("the receivables book holds a refunded payment: the cheque's overpayment, on the statement", async () => {
    const [refund] = await database.db
      .select({ accountId: arPayment.accountId, amount: arPayment.amount, unapplied: arPayment.unapplied, refunded: arPayment.refunded, reason: arRefund.reason })
      .from(arRefund)
      .innerJoin(arPayment, eq(arPayment.id, arRefund.paymentId));
    assert.ok(refund, 'a refund');
    assert.deepEqual([Number(refund.amount), Number(refund.unapplied), Number(refund.refunded)], [300, 0, 71.36]);
    const oa = users.find((u) => u.role === 'OA' && !u.mfa)!;
    const { access } = (await call(app, 'POST', '/auth/jwt/create', { json: { email: oa.email, password: oa.password } })).body as { access: string };
    const statement = await call(app, 'GET', `/api/accounts/${refund.accountId}/statement?from=2000-01-01`, { token: access });
    assert.ok(statement.body.lines.some((l: { kind: string; charge: string; description: string }) => l.kind === 'refund' && l.charge === '71.36' && l.description === refund.reason), JSON.stringify(statement.body.lines));
  });
});

describe('demo workspaces', () => {
  test('a lived-in document-collection list: leads, teams, holds, an archived one, contacts with links and access logs', async () => {
    const olivia = users.find((u) => u.role === 'OA')!;
    const { access } = (await call(app, 'POST', '/auth/jwt/create/', { json: { email: olivia.email, password: olivia.password } })).body;
    const get = (path: string) => call(app, 'GET', path, { token: access });
    const active = await get('/api/accounts?module_kind=1&page_size=50');
    assert.ok(active.body.count >= 12, String(active.body.count));
    assert.ok(active.body.results.filter((r: { account_hold: boolean }) => r.account_hold).length >= 2);
    assert.ok(active.body.results.some((r: { team: unknown; office: unknown }) => r.team && r.office));
    assert.ok((await get('/api/accounts?module_kind=1&overdue=true')).body.count >= 1);
    assert.equal((await get('/api/accounts?archived=true')).body.count, 1);
    assert.ok((await get('/api/accounts?module_kind=6')).body.count >= 3);
    // Payables' vendors: several, one on hold, onboarding documents at every stage.
    const vendors = (await get('/api/accounts?module_kind=5&page_size=50')).body.results as { name: string; account_hold: boolean }[];
    assert.ok(vendors.length >= 6, vendors.map((v) => v.name).join(', '));
    assert.ok(vendors.some((v) => v.account_hold));
    const contacts = await get('/api/contacts?page_size=100');
    assert.ok(contacts.body.results.some((c: { account_count: number }) => c.account_count >= 2));
    const alder = active.body.results.find((r: { name: string }) => r.name === 'Alder & Finch Bakery');
    const onIt = (await get(`/api/accounts/${alder.id}/contacts`)).body.results;
    assert.equal(onIt[0].link.state, 'active');
    const log = await get(`/api/accounts/${alder.id}/contacts/${onIt[0].id}/access_log`);
    assert.ok(log.body.count >= 1);
    // Requirements with a review history: one sent back with its reason, an answered question, a figure awaited.
    const items = (await get(`/api/accounts/${alder.id}/items`)).body.results as { kind: string; status: string; review: { reason: string } | null; answer: unknown; threshold: unknown }[];
    assert.match(items.find((i) => i.status === 'returned')!.review!.reason, /not signed/);
    assert.ok(items.find((i) => i.kind === 'QUESTION')!.answer);
    assert.ok(items.find((i) => i.kind === 'METRIC')!.threshold);
    // A new workspace can start from the demo checklist.
    const lists = (await get('/api/checklists?search=year-end')).body.results as { name: string }[];
    assert.ok(lists.some((l) => l.name === 'Small business year-end'));
  });
});

describe('demo bills', () => {
  test("Fabrikam's portal follows its bills: FAB-5521 received, one rejected with its reason and corrected, one paid with its date and reference", async () => {
    const token = portals.find((p) => p.module === 'payable')!.token;
    const ctx = PortalContext.parse((await call(app, 'GET', `/api/filedrop?token=${token}`)).body);
    const bills = ctx.items.filter((i) => i.subtype === 'bill');
    const byNumber = (n: string) => bills.find((b) => b.number === n)!;
    assert.equal(byNumber('FAB-5521').bill_state, 'received');
    assert.equal(byNumber('FAB-5521').kind, 'INVOICE');
    assert.equal(byNumber('FAB-5521').files.length, 1, 'the document it sent');
    const rejected = byNumber('FAB-5502');
    assert.equal(rejected.bill_state, 'rejected');
    assert.match(rejected.reject_reason ?? '', /does not match our order/);
    assert.equal(rejected.corrected, true);
    assert.equal(byNumber('FAB-5502-A').replaces_id, rejected.id);
    assert.equal(byNumber('FAB-5502-A').bill_state, 'in_approval');
    const paid = byNumber('FAB-5488');
    assert.equal(paid.paid, true);
    assert.ok(paid.paid_on && paid.payment_reference);
    assert.equal(ctx.items.find((i) => i.number === 'PO-2001')?.subtype, 'purchase_order');
    // No vendor's bill is a receivables invoice any more.
    const invoicesOfVendors = await database.db
      .select({ id: invoice.itemId })
      .from(invoice)
      .innerJoin(item, eq(item.id, invoice.itemId))
      .innerJoin(account, eq(account.id, item.accountId))
      .where(inArray(account.moduleKind, [3, 5]));
    assert.deepEqual(invoicesOfVendors, []);
  });

  test('PO-2001 is accepted and received; FAB-5540 matches it within tolerance, FAB-5549 does not', async () => {
    const token = portals.find((p) => p.module === 'payable')!.token;
    const ctx = PortalContext.parse((await call(app, 'GET', `/api/filedrop?token=${token}`)).body);
    assert.equal(ctx.items.find((i) => i.number === 'PO-2001')?.po_state, 'accepted');
    const oa = users.find((u) => u.role === 'OA' && !u.mfa)!;
    const { access } = (await call(app, 'POST', '/auth/jwt/create', { json: { email: oa.email, password: oa.password } })).body as { access: string };
    const rows = (await call(app, 'GET', '/api/bills?search=FAB-55&page_size=100', { token: access })).body.results as { id: number; number: string }[];
    const match = async (n: string) => (await call(app, 'GET', `/api/bills/${rows.find((r) => r.number === n)!.id}/match`, { token: access })).body;
    const ok = await match('FAB-5540');
    assert.equal(ok.result, 'ok');
    assert.equal(ok.three_way, true);
    assert.equal((await match('FAB-5549')).result, 'mismatch');
  });

  test('every vendor has lived-in bills in every state (scheduled: in the draft payment run), some long overdue, and a near-duplicate pair the check finds', async () => {
    const oa = users.find((u) => u.role === 'OA' && !u.mfa)!;
    const { access } = (await call(app, 'POST', '/auth/jwt/create', { json: { email: oa.email, password: oa.password } })).body as { access: string };
    const list = await call(app, 'GET', '/api/bills?page_size=100', { token: access });
    assert.equal(list.status, 200);
    const rows = list.body.results as { id: number; number: string; account_name: string; state: string; days_overdue: number; reject_reason: string | null }[];
    assert.deepEqual([...new Set(rows.map((r) => r.state))].sort(), ['approved', 'in_approval', 'paid', 'received', 'rejected', 'scheduled', 'void']);
    for (const name of ['Fabrikam Supplies', 'Brightline Office Supply', 'Copperleaf Print & Signs', 'Summit Cloud Hosting', 'Tidewater Courier Co.', 'Westbrook IT Services']) {
      assert.ok(rows.some((r) => r.account_name === name), `${name} has bills`);
    }
    assert.ok(rows.some((r) => r.days_overdue > 30 && r.days_overdue <= 60), 'one over 30 days past due');
    assert.ok(rows.some((r) => r.days_overdue > 60), 'one over 60 days past due');
    assert.ok(rows.filter((r) => r.state === 'rejected').every((r) => r.reject_reason));
    const resent = rows.find((r) => r.number === 'BOS 2026 140')!;
    const detail = await call(app, 'GET', `/api/bills/${resent.id}`, { token: access });
    assert.deepEqual(
      detail.body.duplicates.map((d: { number: string; match: string }) => [d.number, d.match]),
      [['BOS-2026-140', 'near']],
    );
  });
});

describe('demo payment runs', () => {
  test('a paid run for each recorded payment, a draft run waiting for approval, and the euro account SEPA runs pay from', async () => {
    const oa = users.find((u) => u.role === 'OA' && !u.mfa)!;
    const { access } = (await call(app, 'POST', '/auth/jwt/create', { json: { email: oa.email, password: oa.password } })).body as { access: string };
    const runs = (await call(app, 'GET', '/api/payment_runs?page_size=100', { token: access })).body.results as { id: number; state: string; currency: string; reference: string | null; bill_count: number }[];
    assert.ok(runs.filter((r) => r.state === 'paid').length >= 3, 'paid runs');
    const draft = runs.find((r) => r.state === 'draft')!;
    assert.equal(draft.currency, 'USD');
    const detail = (await call(app, 'GET', `/api/payment_runs/${draft.id}`, { token: access })).body as { bills: { number: string; state: string }[] };
    assert.deepEqual(detail.bills.map((b) => [b.number, b.state]), [['FAB-5530', 'scheduled']]);
    // The euro run of Brightline's toner pays to an IBAN from the euro account: its pain.001 is offered.
    const euro = runs.find((r) => r.currency === 'EUR' && r.state === 'paid')!;
    const file = await call(app, 'GET', `/api/payment_runs/${euro.id}/pain001`, { token: access });
    assert.equal(file.status, 200);
    assert.match(String(file.body), /<IBAN>DE75512108001245126199<\/IBAN>/);
  });

  test('large bills need two approvers in turn', async () => {
    const oa = users.find((u) => u.role === 'OA' && !u.mfa)!;
    const { access } = (await call(app, 'POST', '/auth/jwt/create', { json: { email: oa.email, password: oa.password } })).body as { access: string };
    const rules = (await call(app, 'GET', '/api/bill_approval_rules', { token: access })).body as { results: { currency: string; amount_from: string; steps: unknown[] }[] };
    assert.deepEqual(rules.results.map((r) => [r.currency, Number(r.amount_from), r.steps.length]), [['USD', 5000, 2], ['EUR', 5000, 2]]);
  });

  test("vendor credits: one applied in full pays off its bill, one applied in part, one open", async () => {
    const oa = users.find((u) => u.role === 'OA' && !u.mfa)!;
    const { access } = (await call(app, 'POST', '/auth/jwt/create', { json: { email: oa.email, password: oa.password } })).body as { access: string };
    const billOf = async (number: string) => ((await call(app, 'GET', `/api/bills?search=${number}`, { token: access })).body.results as { id: number; account_id: number; number: string }[]).find((b) => b.number === number)!;
    const creditsOf = async (accountId: number) => (await call(app, 'GET', `/api/accounts/${accountId}/vendor_credits`, { token: access })).body.results as { number: string; state: string; remaining: string }[];
    const printed = await billOf('CPS-7781');
    const paid = (await call(app, 'GET', `/api/bills/${printed.id}`, { token: access })).body;
    assert.deepEqual([paid.state, paid.balance, paid.payment_reference], ['paid', '0.00', 'Credit CPS-CN-0042']);
    assert.deepEqual(paid.credits.map((c: { credit: { number: string }; amount: string }) => [c.credit.number, c.amount]), [['CPS-CN-0042', '835.00']]);
    assert.deepEqual((await creditsOf(printed.account_id)).map((c) => [c.number, c.state, c.remaining]), [['CPS-CN-0042', 'applied', '0.00']]);
    const hosting = await billOf('SCH-INV-2264');
    assert.equal((await call(app, 'GET', `/api/bills/${hosting.id}`, { token: access })).body.balance, '1322.00');
    assert.deepEqual((await creditsOf(hosting.account_id)).map((c) => [c.number, c.state, c.remaining]), [['SCH-CR-118', 'open', '180.00']]);
    const toner = await billOf('BOS-2026-131');
    assert.deepEqual((await creditsOf(toner.account_id)).map((c) => [c.number, c.state, c.remaining]), [['BOS-GS-2026-09', 'open', '229.67']]);
  });
});
