/**
 * Vendors' bills, the portal side: a vendor sends a bill with its document by token, follows it in
 * its portal (received, rejected with the reason staff gave, paid with date and reference), and
 * answers a rejection with a corrected bill that goes straight into approval. The attacks: a file
 * that is not a PDF or image whatever its name, one over 10 MB, an account on hold, another
 * vendor's bill reached by token, a customer's token, amounts the currency cannot hold.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, count, eq } from 'drizzle-orm';
import { BillMessage, ModuleKind, PortalContext } from '@si/contract';
import { account, auditEvent, throttle } from '../../../db/schema.ts';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../../../test-support/portal-fixtures.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { bill } from '../schema.ts';

let t: TestContext;
let org: Org;
let vendor: PortalFixture;
let otherVendor: PortalFixture;
let customer: PortalFixture;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

const fields = (extra: Record<string, string> = {}) => ({ number: 'V-100', bill_date: '2026-03-01', due_date: '2026-03-31', currency: 'USD', total: '1200.00', tax: '200.00', memo: 'March maintenance', ...extra });

async function send(path: string, token: string, values: Record<string, string>, file: { bytes: Uint8Array; name: string } | null = { bytes: PDF, name: 'invoice.pdf' }) {
  const form = new FormData();
  form.append('token', token);
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  if (file) form.append('file', new Blob([file.bytes as BlobPart], { type: 'application/pdf' }), file.name);
  const res = await t.app.request(path, { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const submit = (token: string, values = fields(), file?: { bytes: Uint8Array; name: string } | null) => send('/api/portal/bills', token, values, file);
const correct = (id: number, token: string, values = fields(), file?: { bytes: Uint8Array; name: string } | null) => send(`/api/portal/bills/${id}/correction`, token, values, file);
const portal = async (token: string) => PortalContext.parse((await call(t.app, 'GET', `/api/filedrop?token=${encodeURIComponent(token)}`)).body);
const billCount = async () => Number((await t.db.select({ n: count() }).from(bill).where(eq(bill.organizationId, org.orgId)))[0]!.n);

before(async () => {
  t = await setup();
  org = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Portal Bills Org' });
  vendor = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE });
  otherVendor = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.VENDOR });
  customer = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES });
});
after(() => t.database.close());

describe('a vendor sends a bill', () => {
  test('with its document: received, one line for the total, nobody of the staff as its author; staff see it whole', async () => {
    const res = await submit(vendor.token);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const item = res.body;
    assert.equal(item.subtype, 'bill');
    assert.equal(item.kind, 'INVOICE');
    assert.equal(item.bill_state, 'received');
    assert.equal(item.number, 'V-100');
    assert.equal(item.issue_date, '2026-03-01');
    assert.equal(item.due_date, '2026-03-31');
    assert.deepEqual([item.total, item.tax, item.subtotal, item.balance], ['1200.00', '200.00', '1000.00', '1200.00']);
    assert.equal(item.description, 'March maintenance');
    assert.equal(item.files.length, 1);
    assert.equal(item.files[0].content_type, 'application/pdf');

    const staff = await call(t.app, 'GET', `/api/bills/${item.id}`, { token: org.oa.token });
    assert.equal(staff.status, 200);
    assert.equal(staff.body.source, 'portal');
    assert.equal(staff.body.entered_by, null);
    assert.equal(staff.body.file.name, 'invoice.pdf');
    assert.deepEqual(
      staff.body.lines.map((l: { amount: string; tax: string; quantity: string }) => [l.quantity, l.amount, l.tax]),
      [['1', '1000.00', '200.00']],
    );
    const [audited] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, item.id), eq(auditEvent.action, 'bill_received')));
    assert.equal(audited?.details.contact_id, vendor.contactId);
    // Anyone of the staff may approve what a vendor sent.
    assert.equal((await call(t.app, 'POST', `/api/bills/${item.id}/approve`, { token: org.ic.token })).status, 200);
  });

  test('a PNG or a JPEG is a document too; an empty optional field counts as left out', async () => {
    const png = await submit(vendor.token, fields({ number: 'V-PNG', due_date: '', tax: '', memo: '' }), { bytes: PNG, name: 'photo' });
    assert.equal(png.status, 201, JSON.stringify(png.body));
    assert.equal(png.body.files[0].content_type, 'image/png');
    assert.equal(png.body.files[0].name, 'photo.png');
    assert.equal(png.body.tax, '0.00');
    assert.equal(png.body.due_date, null);
    const jpeg = await submit(vendor.token, fields({ number: 'V-JPG' }), { bytes: JPEG, name: 'scan.jpeg' });
    assert.equal(jpeg.status, 201);
    assert.equal(jpeg.body.files[0].content_type, 'image/jpeg');
  });

  test('a file that is not a PDF, PNG or JPEG by its bytes, or over 10 MB, is refused before anything is kept', async () => {
    const before = await billCount();
    const script = await submit(vendor.token, fields(), { bytes: new TextEncoder().encode('<script>alert(1)</script>'), name: 'invoice.pdf' });
    assert.equal(script.status, 400);
    assert.deepEqual(script.body, { file: [BillMessage.FILE_TYPE] });
    const zip = await submit(vendor.token, fields(), { bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), name: 'invoice.png' });
    assert.equal(zip.status, 400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const over = await submit(vendor.token, fields(), { bytes: big, name: 'invoice.pdf' });
    assert.equal(over.status, 413);
    assert.deepEqual(over.body, { file: [BillMessage.FILE_TOO_LARGE] });
    const huge = await submit(vendor.token, fields(), { bytes: new Uint8Array(12 * 1024 * 1024), name: 'invoice.pdf' });
    assert.equal(huge.status, 413, 'refused by the body limit before the form is read');
    const none = await submit(vendor.token, fields(), null);
    assert.equal(none.status, 400);
    assert.ok(none.body.file);
    assert.equal(await billCount(), before);
  });

  test('amounts the currency cannot hold, tax over the total, missing fields: refused with the field named', async () => {
    const refused = async (extra: Record<string, string>, field: string) => {
      const res = await submit(vendor.token, fields(extra));
      assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body[field], `${field}: ${JSON.stringify(res.body)}`);
    };
    await refused({ total: '10.005' }, 'total');
    await refused({ currency: 'JPY', total: '1200.5', tax: '0' }, 'total');
    await refused({ tax: '1300' }, 'tax');
    await refused({ tax: '1.001' }, 'tax');
    await refused({ total: '-5' }, 'total');
    await refused({ number: '' }, 'number');
    await refused({ bill_date: 'yesterday' }, 'bill_date');
    await refused({ due_date: '2026-02-01' }, 'due_date');
    await refused({ is_admin: 'true' }, 'is_admin');
  });

  test('a link sends at most 30 bills an hour', async () => {
    const busy = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE });
    await t.db.insert(throttle).values({ key: `portal:bills:link:${busy.linkId}`, windowStart: new Date(), count: 29 });
    assert.equal((await submit(busy.token, fields({ number: 'T-30' }))).status, 201);
    const refused = await submit(busy.token, fields({ number: 'T-31' }));
    assert.equal(refused.status, 429);
    assert.ok(refused.body.detail);
  });

  test('an account on hold cannot send; a customer\'s token finds no bills here', async () => {
    const held = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, hold: true, holdMessage: 'Paused while we review your account.' });
    const res = await submit(held.token);
    assert.equal(res.status, 403);
    assert.equal(res.body.detail, 'Paused while we review your account.');
    assert.equal((await submit(customer.token)).status, 404);
    assert.equal((await submit('not-a-token')).status, 404);
  });
});

describe('rejection and correction', () => {
  test('the reason staff give is what the vendor sees; its corrected bill goes into approval, the rejected one stays', async () => {
    const sent = await submit(vendor.token, fields({ number: 'V-200', total: '500.00', tax: '0' }));
    const id = sent.body.id as number;
    const reason = 'The hourly rate is not the one agreed: please bill 8 hours at USD 60.00.';
    assert.equal((await call(t.app, 'POST', `/api/bills/${id}/reject`, { token: org.oa.token, json: { reason } })).status, 200);
    const seen = (await portal(vendor.token)).items.find((i) => i.id === id)!;
    assert.equal(seen.subtype, 'bill');
    assert.equal(seen.bill_state, 'rejected');
    assert.equal(seen.reject_reason, reason);
    assert.equal(seen.corrected, false);

    const fixed = await correct(id, vendor.token, fields({ number: 'V-200', total: '480.00', tax: '0' }));
    assert.equal(fixed.status, 201, JSON.stringify(fixed.body));
    assert.equal(fixed.body.bill_state, 'in_approval');
    assert.equal(fixed.body.replaces_id, id);
    assert.equal(fixed.body.total, '480.00');
    const after = (await portal(vendor.token)).items;
    const old = after.find((i) => i.id === id)!;
    assert.equal(old.bill_state, 'rejected', 'the rejected bill stays as it was');
    assert.equal(old.corrected, true);

    const staff = await call(t.app, 'GET', `/api/bills/${id}`, { token: org.oa.token });
    assert.equal(staff.body.replaced_by_id, fixed.body.id);
    const newer = await call(t.app, 'GET', `/api/bills/${fixed.body.id}`, { token: org.oa.token });
    assert.equal(newer.body.replaces_id, id);
    assert.deepEqual(newer.body.duplicates, [], 'a correction is no duplicate of the bill it corrects');
    const [audited] = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, fixed.body.id), eq(auditEvent.action, 'bill_corrected')));
    assert.equal(audited?.details.replaces_id, id);

    const twice = await correct(id, vendor.token);
    assert.equal(twice.status, 409);
    assert.equal(twice.body.detail, BillMessage.ALREADY_CORRECTED);
    const notRejected = await correct(fixed.body.id, vendor.token);
    assert.equal(notRejected.status, 409);
    assert.equal(notRejected.body.detail, BillMessage.NOT_CORRECTABLE);
  });

  test("a paid bill shows its date and reference in the portal", async () => {
    const sent = await submit(vendor.token, fields({ number: 'V-300' }));
    await t.db.update(bill).set({ state: 'paid', balance: '0', paidOn: '2026-04-02', paymentReference: 'PAYRUN-77' }).where(eq(bill.itemId, sent.body.id));
    const seen = (await portal(vendor.token)).items.find((i) => i.id === sent.body.id)!;
    assert.deepEqual([seen.bill_state, seen.paid, seen.paid_on, seen.payment_reference, seen.balance], ['paid', true, '2026-04-02', 'PAYRUN-77', '0.00']);
  });

  test("another vendor's bill reached by token is a 404, and never listed in its portal", async () => {
    const sent = await submit(vendor.token, fields({ number: 'V-400' }));
    await call(t.app, 'POST', `/api/bills/${sent.body.id}/reject`, { token: org.oa.token, json: { reason: 'Wrong address.' } });
    const before = await billCount();
    const res = await correct(sent.body.id, otherVendor.token);
    assert.equal(res.status, 404);
    assert.equal(await billCount(), before);
    assert.ok(!(await portal(otherVendor.token)).items.some((i) => i.id === sent.body.id));
    // Another organization's vendor, likewise.
    const elsewhere = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Elsewhere' });
    await t.db.update(account).set({ name: 'Elsewhere vendor' }).where(eq(account.id, elsewhere.accountId));
    assert.equal((await correct(sent.body.id, elsewhere.contacts[0]!.token)).status, 404);
    assert.equal((await call(t.app, 'GET', `/api/bills/${sent.body.id}`, { token: elsewhere.oa.token })).status, 404);
  });
});
