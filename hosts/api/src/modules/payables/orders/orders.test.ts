/**
 * Purchase orders and matching bills to them: a draft written, changed, sent (each vendor contact
 * mailed a fresh portal link and the PDF), accepted or declined by the vendor in its portal, goods
 * received, closed; the match tolerance; a bill matched to its order (within and over tolerance,
 * three-way with less received than billed); approving a mismatch needs a reason, which is
 * audited. The attacks: another vendor's token, a customer's token, another organization's
 * order, a viewer writing, an IC setting the tolerance, bad percentages and lines.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { ModuleKind, PortalContext } from '@si/contract';
import { account, auditEvent, outbox } from '../../../db/schema.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../../../test-support/portal-fixtures.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { matchBill } from './match.ts';
import { statementsSent } from '../../../../test-support/statements.ts';

let t: TestContext;
let a: Org;
let b: Org;
let otherVendor: PortalFixture;
let customer: PortalFixture;
let vendor2: number;

const line = (description: string, quantity: string, unit_price: string, extra: Record<string, string> = {}) => ({ description, quantity, unit_price, ...extra });
let seq = 0;
const newOrder = (extra: Record<string, unknown> = {}) => ({
  account_id: a.accountId,
  number: `PO-${++seq}`,
  currency: 'USD',
  due_date: '2026-04-30',
  lines: [line('Paper, A4, box of 5 reams', '40', '27.50'), line('Toner cartridge', '4', '80.00', { tax_rate: '20' })],
  ...extra,
});
const post = (path: string, token: string, json?: unknown) => call(t.app, 'POST', path, { token, json });
const get = (path: string, token = a.vo.token) => call(t.app, 'GET', path, { token });

async function draft(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/api/purchase_orders', a.ic.token, newOrder(extra));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.id;
}

/** Sends order `id`; answers the portal token the vendor's first contact was mailed. */
async function sent(id: number): Promise<string> {
  const res = await post(`/api/purchase_orders/${id}/send`, a.ic.token);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const mails = await t.db.select().from(outbox).where(eq(outbox.to, res.body.sent_to[0]));
  const url = mails.at(-1)!.links[0]!;
  return url.slice(url.lastIndexOf('/') + 1);
}

async function pdf(path: string) {
  const res = await t.app.request(path, { headers: path.startsWith('/api/portal') ? {} : { Authorization: `JWT ${a.vo.token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

const statements = (run: () => Promise<unknown>) => statementsSent(t.db, run);

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Orders Org A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Orders Org B' });
  otherVendor = await makePortal(t.db, { orgId: a.orgId, moduleKind: ModuleKind.VENDOR });
  customer = await makePortal(t.db, { orgId: a.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES });
  const [v2] = await t.db.insert(account).values({ organizationId: a.orgId, moduleKind: ModuleKind.VENDOR, name: 'Zephyr Parts' }).returning();
  vendor2 = v2!.id;
});
after(() => t.database.close());

describe('a purchase order from draft to closed', () => {
  test('written as a draft (totals computed, not in the portal), changed, sent by mail with the portal link, accepted by the vendor, closed', async () => {
    const res = await post('/api/purchase_orders', a.ic.token, newOrder({ number: 'PO-2001', title: 'Printer supplies' }));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const id = res.body.id;
    assert.equal(res.body.state, 'draft');
    assert.deepEqual([res.body.subtotal, res.body.tax, res.body.total], ['1420.00', '64.00', '1484.00']);
    assert.equal(res.body.lines[0].received, '0');
    const before = await PortalContext.parse((await get(`/api/filedrop?token=${encodeURIComponent(a.contacts[0]!.token)}`, '')).body);
    assert.equal(before.items.some((i) => i.id === id), false, 'a draft is not shown to the vendor');

    const changed = await call(t.app, 'PATCH', `/api/purchase_orders/${id}`, { token: a.ic.token, json: { lines: [line('Paper, A4, box of 5 reams', '50', '27.50')] } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.total, '1375.00');
    assert.equal((await post('/api/purchase_orders', a.ic.token, newOrder({ number: 'PO-2001' }))).status, 400, 'numbers are unique');

    const sentRes = await post(`/api/purchase_orders/${id}/send`, a.ic.token);
    assert.equal(sentRes.status, 200, JSON.stringify(sentRes.body));
    assert.equal(sentRes.body.sent_to.length, 2, 'both contacts of the vendor');
    const mails = await t.db.select().from(outbox).where(eq(outbox.organizationId, a.orgId));
    const mail = mails.find((m) => m.to === sentRes.body.sent_to[0])!;
    assert.match(mail.subject, /purchase order PO-2001/);
    assert.match(mail.body, /accept or decline it/);
    assert.match(mail.links[0]!, /\/public\/p\//, "the payables portal's link");
    const token = mail.links[0]!.slice(mail.links[0]!.lastIndexOf('/') + 1);

    assert.equal((await call(t.app, 'PATCH', `/api/purchase_orders/${id}`, { token: a.ic.token, json: { title: 'x' } })).status, 409, 'a sent order is not changed');
    assert.equal((await post(`/api/purchase_orders/${id}/send`, a.ic.token)).status, 409, 'sent once');

    const portal = PortalContext.parse((await get(`/api/filedrop?token=${encodeURIComponent(token)}`, '')).body);
    const shown = portal.items.find((i) => i.id === id)!;
    assert.equal(shown.subtype, 'purchase_order');
    assert.equal(shown.po_state, 'sent');

    const accepted = await post(`/api/portal/purchase_orders/${id}/accept`, '', { token });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal(accepted.body.po_state, 'accepted');
    assert.equal((await post(`/api/portal/purchase_orders/${id}/decline`, '', { token, reason: 'Changed my mind' })).status, 409, 'answered once');
    const staff = await get(`/api/purchase_orders/${id}`);
    assert.equal(staff.body.state, 'accepted');
    assert.ok(staff.body.sent_at && staff.body.decided_at);

    const closed = await post(`/api/purchase_orders/${id}/close`, a.ic.token);
    assert.equal(closed.body.state, 'closed');
    assert.equal((await post(`/api/purchase_orders/${id}/close`, a.ic.token)).status, 409);
    const actions = (await t.db.select().from(auditEvent).where(eq(auditEvent.entityId, id))).map((e) => e.action);
    for (const action of ['purchase_order_created', 'purchase_order_updated', 'purchase_order_sent', 'purchase_order_accepted', 'purchase_order_closed']) assert.ok(actions.includes(action), action);
  });

  test('declined by the vendor with a reason; the PDF by token; another vendor, a customer or a draft: 404', async () => {
    const id = await draft();
    const draftPdf = await pdf(`/api/portal/purchase_orders/${id}/pdf?token=${encodeURIComponent(a.contacts[1]!.token)}`);
    assert.equal(draftPdf.status, 404, 'a draft is not the vendor’s to see');
    const token = await sent(id);
    assert.equal((await post(`/api/portal/purchase_orders/${id}/decline`, '', { token, reason: '' })).status, 400, 'a reason is needed');
    for (const other of [otherVendor.token, customer.token, 'no-such-token']) {
      assert.equal((await post(`/api/portal/purchase_orders/${id}/accept`, '', { token: other })).status, 404);
      assert.equal((await pdf(`/api/portal/purchase_orders/${id}/pdf?token=${encodeURIComponent(other)}`)).status, 404);
    }
    const declined = await post(`/api/portal/purchase_orders/${id}/decline`, '', { token, reason: 'We no longer make this toner.' });
    assert.equal(declined.status, 200, JSON.stringify(declined.body));
    assert.equal(declined.body.po_state, 'declined');
    assert.equal(declined.body.decline_reason, 'We no longer make this toner.');
    assert.equal((await get(`/api/purchase_orders/${id}`)).body.decline_reason, 'We no longer make this toner.');
    const file = await pdf(`/api/portal/purchase_orders/${id}/pdf?token=${encodeURIComponent(token)}`);
    assert.equal(file.status, 200);
    assert.equal(file.type, 'application/pdf');
    assert.equal(new TextDecoder().decode(file.bytes.slice(0, 5)), '%PDF-');
    const staffPdf = await pdf(`/api/purchase_orders/${id}/pdf`);
    assert.equal(staffPdf.status, 200);
    assert.equal((await post(`/api/purchase_orders/${id}/close`, a.ic.token)).status, 409, 'a declined order is not closed');
  });

  test('goods received per line add up; a line the order lacks is refused; not on a draft', async () => {
    const id = await draft();
    assert.equal((await post(`/api/purchase_orders/${id}/receipts`, a.ic.token, { lines: [{ line: 0, quantity: '10' }] })).status, 409);
    await sent(id);
    const first = await post(`/api/purchase_orders/${id}/receipts`, a.ic.token, { received_on: '2026-04-02', lines: [{ line: 0, quantity: '10' }, { line: 1, quantity: '4' }] });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const second = await post(`/api/purchase_orders/${id}/receipts`, a.ic.token, { lines: [{ line: 0, quantity: '5.5' }], note: 'Second delivery' });
    assert.deepEqual(
      second.body.lines.map((l: { received: string }) => l.received),
      ['15.5', '4'],
    );
    assert.equal(second.body.receipts.length, 3);
    assert.deepEqual(second.body.receipts[0].received_by, { id: a.ic.id, name: 'Ivan User' });
    const bad = await post(`/api/purchase_orders/${id}/receipts`, a.ic.token, { lines: [{ line: 7, quantity: '1' }] });
    assert.equal(bad.status, 400);
    assert.ok(bad.body['lines.0.line']);
    assert.equal((await post(`/api/purchase_orders/${id}/receipts`, a.ic.token, { lines: [{ line: 0, quantity: '0' }] })).status, 400);
  });

  test('bad input is refused with the field named', async () => {
    const refused = async (extra: Record<string, unknown>, field: string) => {
      const res = await post('/api/purchase_orders', a.ic.token, newOrder(extra));
      assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body[field], `${field} named: ${JSON.stringify(res.body)}`);
    };
    await refused({ account_id: customer.accountId }, 'account_id');
    await refused({ account_id: b.accountId }, 'account_id');
    await refused({ lines: [line('Bolts', '1', '10.005')] }, 'lines.0.unit_price');
    await refused({ number: '' }, 'number');
    await refused({ currency: 'XXQ' }, 'currency');
    await refused({ issue_date: '2026-05-01', due_date: '2026-04-01' }, 'due_date');
    const empty = await draft({ lines: [] });
    assert.equal((await post(`/api/purchase_orders/${empty}/send`, a.ic.token)).status, 409, 'nothing to order');
  });

  test('a viewer reads but does not write; another organization gets 404', async () => {
    const id = await draft();
    assert.equal((await post('/api/purchase_orders', a.vo.token, newOrder())).status, 403);
    assert.equal((await post(`/api/purchase_orders/${id}/send`, a.vo.token)).status, 403);
    assert.equal((await post(`/api/purchase_orders/${id}/receipts`, a.vo.token, { lines: [{ line: 0, quantity: '1' }] })).status, 403);
    assert.equal((await get(`/api/purchase_orders/${id}`)).status, 200);
    assert.equal((await get(`/api/purchase_orders/${id}`, b.oa.token)).status, 404);
    assert.equal((await call(t.app, 'PATCH', `/api/purchase_orders/${id}`, { token: b.oa.token, json: { title: 'x' } })).status, 404);
    assert.equal((await post(`/api/purchase_orders/${id}/send`, b.oa.token)).status, 404);
    assert.equal((await post(`/api/purchase_orders/${id}/close`, b.oa.token)).status, 404);
    assert.equal((await pdf(`/api/purchase_orders/${id}/pdf`)).status, 200);
    const list = await get('/api/purchase_orders', b.oa.token);
    assert.equal(list.body.results.some((r: { id: number }) => r.id === id), false);
  });

  test('the list filters by state and vendor and costs the same statements for 1 row and many', async () => {
    const one = await statements(() => get(`/api/purchase_orders?account_id=${vendor2}`));
    for (let i = 0; i < 3; i++) await draft({ account_id: vendor2 });
    const many = await statements(() => get(`/api/purchase_orders?account_id=${vendor2}`));
    assert.equal(many, one);
    const drafts = await get(`/api/purchase_orders?account_id=${vendor2}&state=draft`);
    assert.equal(drafts.body.count, 3);
    assert.equal((await get(`/api/purchase_orders?account_id=${vendor2}&state=sent`)).body.count, 0);
  });
});

describe('the match tolerance', () => {
  test('0 by default; set by an OA with decimals; 0..100 only; not by an IC', async () => {
    assert.deepEqual((await get('/api/payables_settings/match_tolerance')).body, { price_percent: '0', quantity_percent: '0' });
    const put = (token: string, json: unknown) => call(t.app, 'PUT', '/api/payables_settings/match_tolerance', { token, json });
    assert.equal((await put(a.ic.token, { price_percent: '5', quantity_percent: '0' })).status, 403);
    const bad = await put(a.oa.token, { price_percent: '101', quantity_percent: '0' });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.price_percent);
    assert.ok((await put(a.oa.token, { price_percent: '1', quantity_percent: '-1' })).body.quantity_percent);
    assert.ok((await put(a.oa.token, { price_percent: '1.123456', quantity_percent: '0' })).body.price_percent, 'at most the decimals a percentage holds');
    const ok = await put(a.oa.token, { price_percent: '2.5', quantity_percent: '10' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual(ok.body, { price_percent: '2.5', quantity_percent: '10' });
    assert.deepEqual((await get('/api/payables_settings/match_tolerance', b.oa.token)).body, { price_percent: '0', quantity_percent: '0' }, 'per organization');
  });
});

describe('matching a bill to its purchase order', () => {
  let po: number;
  const billOn = async (lines: unknown[], order = po) => {
    const res = await post('/api/bills', a.ic.token, { account_id: a.accountId, number: `B-${++seq}`, bill_date: '2026-04-10', currency: 'USD', lines, purchase_order_id: order });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id as number;
  };
  before(async () => {
    await call(t.app, 'PUT', '/api/payables_settings/match_tolerance', { token: a.oa.token, json: { price_percent: '2.5', quantity_percent: '10' } });
    po = await draft();
    await sent(po);
  });

  test('within tolerance: ok, line by line; a bill on no order: none', async () => {
    const id = await billOn([line('paper, a4, box of 5 reams', '42', '28.00'), line('Toner cartridge', '4', '80.00')]);
    const m = await get(`/api/bills/${id}/match`);
    assert.equal(m.status, 200, JSON.stringify(m.body));
    assert.equal(m.body.result, 'ok');
    assert.equal(m.body.three_way, false);
    assert.deepEqual(
      m.body.lines.map((l: { po_line: number; ordered: string; billed: string; price_diff: string; within_tolerance: boolean }) => [l.po_line, l.ordered, l.billed, l.price_diff, l.within_tolerance]),
      [
        [0, '40', '42', '0.5', true],
        [1, '4', '4', '0', true],
      ],
    );
    const approved = await post(`/api/bills/${id}/approve`, a.oa.token);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const none = await post('/api/bills', a.ic.token, { account_id: a.accountId, number: `B-${++seq}`, bill_date: '2026-04-10', currency: 'USD', lines: [line('Anything', '1', '5')] });
    assert.equal((await get(`/api/bills/${none.body.id}/match`)).body.result, 'none');
  });

  test('over tolerance: a mismatch; approving it needs a reason (409 naming the line), which is audited', async () => {
    const id = await billOn([line('Paper, A4, box of 5 reams', '40', '29.00'), line('Delivery', '1', '15.00')]);
    const m = await get(`/api/bills/${id}/match`);
    assert.equal(m.body.result, 'mismatch');
    const [paper, delivery] = m.body.lines;
    assert.equal(paper.within_tolerance, false);
    assert.equal(paper.price_diff, '1.5');
    assert.match(paper.problems[0], /Unit price 29 differs from the ordered 27.5/);
    assert.equal(delivery.po_line, null);
    assert.deepEqual(delivery.problems, ['Not on the purchase order.']);
    assert.equal(m.body.lines[2].billed, '0', 'the toner, not billed yet, is listed and fine');
    assert.equal(m.body.lines[2].within_tolerance, true);

    const refused = await post(`/api/bills/${id}/approve`, a.oa.token);
    assert.equal(refused.status, 409);
    assert.match(refused.body.detail, /does not match its purchase order PO-\d+: line 1 \(Paper, A4, box of 5 reams\).*line 2 \(Delivery\)/);
    assert.equal((await get(`/api/bills/${id}`)).body.state, 'received', 'not approved');
    assert.equal((await post(`/api/bills/${id}/approve`, a.oa.token, { mismatch_reason: '' })).status, 400);
    const ok = await post(`/api/bills/${id}/approve`, a.oa.token, { mismatch_reason: 'Price rise agreed by phone; delivery charged once.' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.state, 'approved');
    const [audited] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, id), eq(auditEvent.action, 'bill_mismatch_approved')));
    assert.equal(audited?.actorUserId, a.oa.id);
    assert.equal(audited?.details.reason, 'Price rise agreed by phone; delivery charged once.');
  });

  test('three-way: once goods are received, billing more than received is a mismatch', async () => {
    const order = await draft();
    await sent(order);
    await post(`/api/purchase_orders/${order}/receipts`, a.ic.token, { lines: [{ line: 0, quantity: '30' }] });
    const id = await billOn([line('Paper, A4, box of 5 reams', '40', '27.50')], order);
    const m = await get(`/api/bills/${id}/match`);
    assert.equal(m.body.three_way, true);
    assert.equal(m.body.result, 'mismatch');
    assert.equal(m.body.lines[0].received, '30');
    assert.match(m.body.lines[0].problems.join(' '), /more than the 30 received/);
    await post(`/api/purchase_orders/${order}/receipts`, a.ic.token, { lines: [{ line: 0, quantity: '10' }] });
    assert.equal((await get(`/api/bills/${id}/match`)).body.result, 'ok', 'all 40 received now');
  });

  test("another organization's bill: 404", async () => {
    const id = await billOn([line('Toner cartridge', '1', '80.00')]);
    assert.equal((await get(`/api/bills/${id}/match`, b.oa.token)).status, 404);
  });
});

describe('matchBill (pure)', () => {
  const tolerance = { price_percent: '0', quantity_percent: '0' };
  const orderLines = [line('Bolts', '10', '1.00'), line('Nuts', '10', '1.00')];
  test('po_line wins over the description; equal price finds a line when the words differ', () => {
    const m = matchBill({ orderLines, billLines: [{ ...line('Bolts', '10', '1.00'), po_line: 1 }, line('Hex nuts M8', '10', '1.00')], received: new Map(), tolerance });
    assert.deepEqual(
      m.lines.map((l) => l.po_line),
      [1, 0],
    );
    assert.equal(m.result, 'ok');
  });
  test('a quantity over the order beyond the tolerance, and one within it', () => {
    const over = matchBill({ orderLines, billLines: [line('Bolts', '11', '1.00')], received: new Map(), tolerance: { price_percent: '0', quantity_percent: '5' } });
    assert.equal(over.result, 'mismatch');
    const within = matchBill({ orderLines, billLines: [line('Bolts', '11', '1.00')], received: new Map(), tolerance: { price_percent: '0', quantity_percent: '10' } });
    assert.equal(within.result, 'ok');
  });
});
