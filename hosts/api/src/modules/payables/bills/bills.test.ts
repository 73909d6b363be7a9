/**
 * Vendors' bills, the staff side: entered by hand with totals computed here, listed with filters
 * and paging at a fixed number of statements, changed while received or rejected, sent for
 * approval, approved (never by the one who entered it; two approvals at once record one),
 * rejected with a reason, voided, the duplicate check, the document. The attacks: bad amounts and
 * references, another organization's bill, a viewer writing, a file that is not what it says.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { BillMessage, ItemKind, ModuleKind } from '@si/contract';
import { account, auditEvent, invoice, item, purchaseOrder } from '../../../db/schema.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { bill } from '../schema.ts';
import { statementsSent } from '../../../../test-support/statements.ts';

let t: TestContext;
let a: Org;
let b: Org;
let vendor2: number;
let customer: number;

const line = (description: string, quantity: string, unit_price: string, extra: Record<string, string> = {}) => ({ description, quantity, unit_price, ...extra });
const newBill = (o: Org, extra: Record<string, unknown> = {}) => ({
  account_id: o.accountId,
  number: `N-${Math.random().toString(36).slice(2, 8)}`,
  bill_date: '2026-03-01',
  due_date: '2026-03-31',
  currency: 'USD',
  lines: [line('Chairs', '3', '19.99', { tax_rate: '20', account_code: '6120' })],
  ...extra,
});
const create = (token: string, json: unknown) => call(t.app, 'POST', '/api/bills', { token, json });
const get = (id: number, token = a.oa.token) => call(t.app, 'GET', `/api/bills/${id}`, { token });
const act = (id: number, verb: string, token: string, json?: unknown) => call(t.app, 'POST', `/api/bills/${id}/${verb}`, { token, json });
const list = (query: string, token = a.vo.token) => call(t.app, 'GET', `/api/bills${query}`, { token });

async function made(o: Org, extra: Record<string, unknown> = {}, token = o.ic.token): Promise<number> {
  const res = await create(token, newBill(o, extra));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id;
}

const statements = (run: () => Promise<unknown>) => statementsSent(t.db, run);

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Bills Org A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Bills Org B' });
  const [v2] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.VENDOR, name: 'Zephyr Parts' }).returning();
  vendor2 = v2!.id;
  const [c] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'A customer' }).returning();
  customer = c!.id;
});
after(() => t.database.close());

describe('entering a bill', () => {
  test('lines with account codes and a discount line; totals computed at the currency\'s minor units; entered by the caller', async () => {
    const res = await create(
      a.ic.token,
      newBill(a, { number: 'INV-77', memo: 'Chairs for the new office', lines: [line('Chairs', '3', '19.99', { tax_rate: '20', account_code: '6120' }), line('Loyalty discount', '1', '-5', { account_code: '6120' })] }),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const r = res.body;
    assert.equal(r.subtotal, '54.97');
    assert.equal(r.tax, '11.99', '20% of 59.97, rounded to cents');
    assert.equal(r.total, '66.96');
    assert.equal(r.balance, '66.96');
    assert.equal(r.state, 'received');
    assert.equal(r.source, 'manual');
    assert.deepEqual(r.entered_by, { id: a.ic.id, name: 'Ivan User' });
    assert.equal(r.title, 'Bill INV-77');
    assert.equal(r.account_name.startsWith('Northwind'), true);
    assert.deepEqual(
      r.lines.map((l: { account_code: string; amount: string }) => [l.account_code, l.amount]),
      [
        ['6120', '59.97'],
        ['6120', '-5.00'],
      ],
    );
    assert.equal(r.memo, 'Chairs for the new office');
    assert.deepEqual(r.duplicates, []);
    const [row] = await t.db.select().from(item).where(eq(item.id, r.id));
    assert.equal(row!.kind, ItemKind.INVOICE);
    assert.equal(row!.status, 'received', "the item's status follows the bill's state");
    const [audited] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, r.id), eq(auditEvent.action, 'bill_created')));
    assert.equal(audited?.actorUserId, a.ic.id);
  });

  test('bad input is refused with the field named', async () => {
    const refused = async (extra: Record<string, unknown>, field: string, message?: RegExp) => {
      const res = await create(a.ic.token, newBill(a, extra));
      assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body[field], `${field} named: ${JSON.stringify(res.body)}`);
      if (message) assert.match(res.body[field][0], message);
    };
    await refused({ account_id: customer }, 'account_id', /not a vendor/);
    await refused({ account_id: b.accountId }, 'account_id');
    await refused({ lines: [line('Bolts', '1', '10.005')] }, 'lines.0.unit_price', /at most 2 decimals for USD/);
    await refused({ currency: 'JPY', lines: [line('Bolts', '1', '10.5')] }, 'lines.0.unit_price', /JPY has no decimals/);
    await refused({ lines: [line('Bolts', '1', '10'), line('Credit', '1', '-25')] }, 'lines', /cannot be negative/);
    await refused({ number: '' }, 'number');
    await refused({ lines: [] }, 'lines');
    await refused({ bill_date: '2026-02-30' }, 'bill_date');
    await refused({ due_date: '2026-02-01' }, 'due_date', /before the bill date/);
    await refused({ currency: 'XXQ' }, 'currency');
    await refused({ lines: [line('Bolts', '0', '10')] }, 'lines.0.quantity');
    // A purchase order of another vendor of the organization.
    const [po] = await t.db.insert(item).values({ organizationId: a.orgId, accountId: vendor2, kind: ItemKind.INVOICE, status: 'open', title: 'PO' }).returning();
    await t.db.insert(purchaseOrder).values({ itemId: po!.id, number: 'PO-9', currency: 'USD' });
    await refused({ purchase_order_id: po!.id }, 'purchase_order_id', /purchase order of this vendor/);
    // Its own vendor's order is taken, and named in the answer.
    const res = await create(a.ic.token, newBill(a, { account_id: vendor2, purchase_order_id: po!.id }));
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.purchase_order, { id: po!.id, number: 'PO-9' });
  });

  test('receivables keeps ignoring bills: they are no invoices', async () => {
    const id = await made(a);
    assert.equal((await t.db.select().from(invoice).where(eq(invoice.itemId, id))).length, 0);
    assert.equal((await call(t.app, 'GET', `/api/invoices/${id}`, { token: a.oa.token })).status, 404);
    const invoices = await call(t.app, 'GET', '/api/invoices?page_size=100', { token: a.oa.token });
    assert.ok(!invoices.body.results.some((r: { id: number }) => r.id === id));
  });
});

describe('approval', () => {
  test('nobody approves a bill they entered; another staff member does, and it is audited', async () => {
    const id = await made(a);
    const own = await act(id, 'approve', a.ic.token);
    assert.equal(own.status, 403);
    assert.equal(own.body.detail, BillMessage.OWN_BILL);
    assert.equal((await get(id)).body.state, 'received');
    const ok = await act(id, 'approve', a.oa.token);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.state, 'approved');
    assert.ok(ok.body.approved_at);
    const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, id), eq(auditEvent.action, 'bill_approved')));
    assert.deepEqual(
      audits.map((r) => r.actorUserId),
      [a.oa.id],
    );
    const again = await act(id, 'approve', a.lead.token);
    assert.equal(again.status, 409);
    assert.equal(again.body.detail, BillMessage.NOT_APPROVABLE);
  });

  test('two approvals at once: one is recorded, the other is told it is no longer waiting', async () => {
    const id = await made(a);
    assert.equal((await act(id, 'submit', a.ic.token)).body.state, 'in_approval');
    const [first, second] = await Promise.all([act(id, 'approve', a.oa.token), act(id, 'approve', a.lead.token)]);
    assert.deepEqual([first.status, second.status].sort(), [200, 409]);
    const audits = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, id), eq(auditEvent.action, 'bill_approved')));
    assert.equal(audits.length, 1);
  });

  test('changed only while received or rejected; rejected with a reason, changed, sent again', async () => {
    const id = await made(a);
    const patch = (json: unknown, token = a.ic.token) => call(t.app, 'PATCH', `/api/bills/${id}`, { token, json });
    const changed = await patch({ lines: [line('Chairs', '4', '19.99', { tax_rate: '20', account_code: '6120' })], title: 'Four chairs' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.total, '95.95');
    assert.equal(changed.body.title, 'Four chairs');
    assert.equal((await patch({ currency: 'JPY' })).status, 400, 'the prices do not fit yen');
    assert.equal((await act(id, 'submit', a.ic.token)).status, 200);
    const locked = await patch({ number: 'X-1' });
    assert.equal(locked.status, 409);
    assert.equal(locked.body.detail, BillMessage.NOT_EDITABLE);

    assert.equal((await act(id, 'reject', a.oa.token, { reason: '' })).status, 400);
    assert.equal((await act(id, 'reject', a.oa.token, { reason: 'x'.repeat(501) })).status, 400);
    const rejected = await act(id, 'reject', a.oa.token, { reason: 'The chairs were never delivered.' });
    assert.equal(rejected.status, 200);
    assert.equal(rejected.body.state, 'rejected');
    assert.equal(rejected.body.reject_reason, 'The chairs were never delivered.');
    assert.equal((await act(id, 'approve', a.oa.token)).status, 409, 'a rejected bill goes back through approval first');
    assert.equal((await patch({ due_date: '2026-04-30' })).status, 200);
    const again = await act(id, 'submit', a.ic.token);
    assert.equal(again.body.state, 'in_approval');
    assert.equal(again.body.reject_reason, null);
    assert.equal((await act(id, 'submit', a.ic.token)).status, 409);
  });

  test('void unless scheduled or paid', async () => {
    const id = await made(a);
    assert.equal((await act(id, 'void', a.ic.token)).body.state, 'void');
    assert.equal((await act(id, 'void', a.ic.token)).status, 409);
    const paid = await made(a);
    await t.db.update(bill).set({ state: 'paid' }).where(eq(bill.itemId, paid));
    const refused = await act(paid, 'void', a.oa.token);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.detail, BillMessage.NOT_VOIDABLE);
  });
});

describe('the duplicate check', () => {
  test('exact (same number) and near (same number written differently, or same total within 0.5% within 7 days); void bills and other vendors left out', async () => {
    const base = { account_id: vendor2, bill_date: '2026-05-10', due_date: '2026-06-10', lines: [line('Pallets', '10', '100')] };
    const original = await made(a, { ...base, number: 'ZP-1001' });
    const exact = await made(a, { ...base, number: 'ZP-1001', bill_date: '2026-01-02', due_date: null, lines: [line('Other', '1', '5')] });
    const written = await made(a, { ...base, number: 'zp 1001', bill_date: '2026-01-02', due_date: null, lines: [line('Other', '1', '7')] });
    const sameTotal = await made(a, { ...base, number: 'ZP-2002', bill_date: '2026-05-15', lines: [line('Pallets', '1', '1004.90')] });
    await made(a, { ...base, number: 'ZP-3003', bill_date: '2026-05-25', lines: [line('Pallets', '10', '100')] }); // 15 days later: not near
    await made(a, { ...base, number: 'ZP-4004', bill_date: '2026-05-11', lines: [line('Pallets', '1', '1006')] }); // 0.6% more: not near
    const voided = await made(a, { ...base, number: 'ZP-1001' });
    await act(voided, 'void', a.ic.token);
    await made(a, { ...base, account_id: a.accountId, number: 'ZP-1001' }); // another vendor
    const detail = await get(original);
    const found = detail.body.duplicates.map((d: { id: number; match: string }) => [d.id, d.match]);
    assert.deepEqual(found, [
      [exact, 'exact'],
      [written, 'near'],
      [sameTotal, 'near'],
    ]);
    const one = detail.body.duplicates[0];
    assert.deepEqual(one, { id: exact, number: 'ZP-1001', total: '5.00', currency: 'USD', bill_date: '2026-01-02', state: 'received', match: 'exact' });
  });
});

describe('listing', () => {
  test('filters by state, vendor, due date and search; ordered; paged; the same statements for 1 bill and for 100', async () => {
    const org = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Busy Bills Org' });
    const first = await made(org, { number: 'FIRST-1', due_date: '2026-03-10' });
    const one = await list('?page_size=100', org.vo.token);
    assert.equal(one.status, 200);
    assert.equal(one.body.count, 1);
    assert.equal(one.body.results[0].id, first);
    const measure = async () => Math.min(await statements(() => list('?page_size=100', org.vo.token)), await statements(() => list('?page_size=100', org.vo.token)));
    const forOne = await measure();

    const [other] = await t.db.insert(account).values({ organizationId: org.orgId, moduleKind: ModuleKind.VENDOR, name: 'Quartz Freight' }).returning();
    const items = await t.db
      .insert(item)
      .values(Array.from({ length: 99 }, (_, i) => ({ organizationId: org.orgId, accountId: i % 2 ? org.accountId : other!.id, kind: ItemKind.INVOICE, status: i % 3 ? 'received' : 'approved', title: `Bill ${i}`, dueDate: `2026-04-${String((i % 28) + 1).padStart(2, '0')}` })))
      .returning({ id: item.id, accountId: item.accountId, status: item.status });
    await t.db.insert(bill).values(
      items.map((r, i) => ({
        itemId: r.id,
        organizationId: org.orgId,
        accountId: r.accountId,
        number: `B-${String(i).padStart(3, '0')}`,
        billDate: '2026-03-01',
        currency: 'USD',
        total: String(100 + i),
        balance: String(100 + i),
        state: r.status as 'received' | 'approved',
        enteredBy: i % 2 ? org.ic.id : null,
        source: i % 2 ? 'manual' : 'portal',
      })),
    );
    const hundred = await list('?page_size=100', org.vo.token);
    assert.equal(hundred.body.count, 100);
    assert.equal(hundred.body.results.length, 100);
    assert.equal(await measure(), forOne);

    assert.equal((await list('?state=approved&page_size=100', org.vo.token)).body.count, 33);
    assert.equal((await list(`?account_id=${other!.id}`, org.vo.token)).body.count, 50);
    assert.deepEqual(
      (await list('?search=quartz&ordering=-total&page_size=25', org.vo.token)).body.results.slice(0, 2).map((r: { number: string }) => r.number),
      ['B-098', 'B-096'],
    );
    assert.deepEqual((await list('?search=B-007', org.vo.token)).body.results.map((r: { number: string }) => r.number), ['B-007']);
    const due = await list('?due_before=2026-04-01&ordering=due_date', org.vo.token);
    assert.equal(due.body.count, 5, 'FIRST-1 and the four due on April 1');
    assert.equal(due.body.results[0].number, 'FIRST-1');
    const paged = await list('?page=2&page_size=25&ordering=number', org.vo.token);
    assert.equal(paged.body.results[0].number, 'B-025');
    assert.ok(paged.body.next && paged.body.previous);
    assert.equal((await list('?ordering=nope', org.vo.token)).status, 400);
    assert.equal((await list('?state=lost', org.vo.token)).status, 400);
    assert.equal((await list('?account_id=abc', org.vo.token)).status, 400);
  });
});

describe('isolation and roles', () => {
  test("another organization's bill is a 404 for every call, and is not listed", async () => {
    const id = await made(a, { number: 'SECRET-1' });
    for (const [method, path, json] of [
      ['GET', `/api/bills/${id}`, undefined],
      ['PATCH', `/api/bills/${id}`, { memo: 'x' }],
      ['POST', `/api/bills/${id}/submit`, undefined],
      ['POST', `/api/bills/${id}/approve`, undefined],
      ['POST', `/api/bills/${id}/reject`, { reason: 'x' }],
      ['POST', `/api/bills/${id}/void`, undefined],
      ['GET', `/api/bills/${id}/file`, undefined],
    ] as const) {
      const res = await call(t.app, method, path, { token: b.oa.token, json });
      assert.equal(res.status, 404, `${method} ${path}: ${res.status}`);
    }
    const theirs = await list('?search=SECRET', b.oa.token);
    assert.equal(theirs.body.count, 0);
    assert.equal((await get(id)).body.state, 'received', 'untouched');
  });

  test('a viewer reads but never writes', async () => {
    const id = await made(a);
    assert.equal((await list('', a.vo.token)).status, 200);
    assert.equal((await get(id, a.vo.token)).status, 200);
    assert.equal((await create(a.vo.token, newBill(a))).status, 403);
    for (const verb of ['submit', 'approve', 'void']) assert.equal((await act(id, verb, a.vo.token)).status, 403, verb);
    assert.equal((await act(id, 'reject', a.vo.token, { reason: 'no' })).status, 403);
    assert.equal((await call(t.app, 'PATCH', `/api/bills/${id}`, { token: a.vo.token, json: { memo: 'x' } })).status, 403);
  });
});

describe("the bill's document", () => {
  const upload = (id: number, name: string, bytes: Uint8Array, token = a.ic.token) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), name);
    return t.app.request(`/api/bills/${id}/file`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
  };
  const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

  test('a PDF is attached and served inline with the download headers; other content is refused by its bytes, over 10 MB by its size', async () => {
    const id = await made(a, { number: 'DOC-1' });
    assert.equal((await t.app.request(`/api/bills/${id}/file`, { headers: { authorization: `JWT ${a.vo.token}` } })).status, 404);
    const fake = await upload(id, 'invoice.pdf', new TextEncoder().encode('MZ this is a program'));
    assert.equal(fake.status, 400);
    assert.deepEqual(await fake.json(), { file: [BillMessage.FILE_TYPE] });
    const big = await upload(id, 'invoice.pdf', new Uint8Array(11 * 1024 * 1024).fill(0x25));
    assert.equal(big.status, 413);
    const justOver = new Uint8Array(10 * 1024 * 1024 + 1);
    justOver.set(PDF);
    assert.equal((await upload(id, 'invoice.pdf', justOver)).status, 413);
    assert.equal((await upload(id, 'invoice.pdf', PDF, a.vo.token)).status, 403);

    const ok = await upload(id, 'scan', PDF);
    assert.equal(ok.status, 201, await ok.clone().text());
    const answer = (await ok.json()) as { file: { name: string; content_type: string }; source: string };
    assert.deepEqual([answer.file.name, answer.file.content_type], ['scan.pdf', 'application/pdf'], 'named by its real type');
    assert.equal(answer.source, 'upload');
    const served = await t.app.request(`/api/bills/${id}/file`, { headers: { authorization: `JWT ${a.vo.token}` } });
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'application/pdf');
    assert.match(served.headers.get('content-disposition') ?? '', /^inline; filename="scan.pdf"/);
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(Buffer.from(await served.arrayBuffer()).toString('latin1').slice(0, 5), '%PDF-');

    // Once approved, its document no longer changes.
    await act(id, 'approve', a.oa.token);
    assert.equal((await upload(id, 'other.pdf', PDF)).status, 409);
  });
});
