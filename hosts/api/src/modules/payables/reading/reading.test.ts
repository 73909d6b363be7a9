/**
 * Reading a bill's document into suggestions, through the API: staff and a vendor's portal send a
 * PDF made by the project's own PDF engine and get its number, dates, total and currency back, each
 * with its page and words. The attacks: a file that is no PDF or image whatever its name, one over
 * 10 MB, an image whose header claims billions of pixels (refused before anything decodes it), a
 * reading reached by another organization or another vendor's token (404), a customer's token. A
 * scanned PDF (an image on the page, no text layer) is drawn and read with OCR as a photo is.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BillMessage, BillReading, BillReadingMessage, ModuleKind } from '@si/contract';
import { call, setup, type TestContext } from '../../../../test-support/helpers.ts';
import { sampleInvoice } from '../../../../test-support/pdf-fixtures.ts';
import { makePortal, type PortalFixture } from '../../../../test-support/portal-fixtures.ts';
import { makeWorkflowOrg, type Org } from '../../../../test-support/workflow-fixtures.ts';
import { renderInvoicePdf } from '../../../shared/pdf/index.ts';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { endOcr } from './ocr.ts';
import { readBillDocument } from './read.ts';
import { readingsSettled } from './store.ts';

let t: TestContext;
let org: Org;
let otherOrg: Org;
let vendor: PortalFixture;
let otherVendor: PortalFixture;
let customer: PortalFixture;
let invoicePdf: Uint8Array;

const receiptPhoto = async () => new Uint8Array(await readFile(new URL('../../../../test-support/fixtures/receipt.png', import.meta.url)));
const A4: [number, number] = [595.28, 841.89];

/** A scanner's PDF: the receipt's image near the top of an A4 page, no text layer; then `blankPages` empty pages. */
async function scannedPdf(blankPages = 0, withReceipt = true): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  if (withReceipt) {
    const image = await pdf.embedPng(await receiptPhoto());
    pdf.addPage(A4).drawImage(image, { x: 36, y: A4[1] - 36 - 260, width: 300, height: 260 });
  }
  for (let i = 0; i < blankPages; i++) pdf.addPage(A4);
  return pdf.save();
}

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};

async function upload(path: string, file: { bytes: Uint8Array; name: string } | null, opts: { token?: string; portalToken?: string; fields?: Record<string, string> } = {}) {
  const form = new FormData();
  if (opts.portalToken) form.append('token', opts.portalToken);
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  if (file) form.append('file', new Blob([file.bytes as BlobPart], { type: 'application/pdf' }), file.name);
  const res = await t.app.request(path, { method: 'POST', body: form, headers: opts.token ? { Authorization: `JWT ${opts.token}` } : {} });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const staffRead = (file: { bytes: Uint8Array; name: string } | null, token = org.ic.token, fields?: Record<string, string>) => upload('/api/bill_readings', file, { token, fields });
const portalRead = (file: { bytes: Uint8Array; name: string } | null, token = vendor.token) => upload('/api/portal/bill_readings', file, { portalToken: token });
const portalGet = (id: number, token = vendor.token) => call(t.app, 'GET', `/api/portal/bill_readings/${id}?token=${encodeURIComponent(token)}`);

before(async () => {
  t = await setup();
  org = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Reading Org' });
  otherOrg = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Other Reading Org' });
  vendor = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE });
  otherVendor = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.VENDOR });
  customer = await makePortal(t.db, { orgId: org.orgId, moduleKind: ModuleKind.SECURE_INVOICE_SALES });
  invoicePdf = await renderInvoicePdf(sampleInvoice('en'));
});
after(async () => {
  await endOcr();
  await t.database.close();
});

describe('staff read a bill', () => {
  test("a PDF's text layer becomes suggestions, each with its page and words; another organization cannot see the reading", async () => {
    const started = await staffRead({ bytes: invoicePdf, name: 'northwind.pdf' });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    assert.equal(started.body.state, 'queued');
    assert.equal(started.body.progress, 0);
    await readingsSettled();
    const res = await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: org.oa.token });
    assert.equal(res.status, 200);
    const reading = BillReading.parse(res.body);
    assert.equal(reading.state, 'done');
    assert.equal(reading.progress, 100);
    const s = reading.result!.suggestions;
    assert.equal(reading.result!.method, 'text');
    assert.equal(reading.result!.pages, 1);
    assert.deepEqual(
      [s.number?.value, s.bill_date?.value, s.due_date?.value, s.total?.value, s.currency?.value, s.vendor_name?.value],
      ['INV-0042', '2026-11-01', '2026-12-01', '840.00', 'EUR', 'Northwind Consulting'],
    );
    assert.equal(s.total!.page, 1);
    assert.match(s.total!.text, /^Total\s+840\.00 EUR$/);
    assert.match(s.number!.text, /INV-0042/);

    const foreign = await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: otherOrg.oa.token });
    assert.equal(foreign.status, 404);
    const unknown = await call(t.app, 'GET', '/api/bill_readings/123456789', { token: org.oa.token });
    assert.equal(unknown.status, 404);
  });

  test('a French invoice reads its French labels and decimal commas', async () => {
    const started = await staffRead({ bytes: await renderInvoicePdf(sampleInvoice('fr')), name: 'facture.pdf' });
    await readingsSettled();
    const reading = BillReading.parse((await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: org.ic.token })).body);
    const s = reading.result!.suggestions;
    assert.deepEqual([s.number?.value, s.bill_date?.value, s.due_date?.value, s.total?.value], ['INV-0042', '2026-11-01', '2026-12-01', '840.00']);
  });

  test('a PDF with no text fails with words a person reads; a vendor user cannot start a reading', async () => {
    const blank = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const started = await staffRead({ bytes: blank, name: 'scan.pdf' });
    assert.equal(started.status, 201);
    await readingsSettled();
    const reading = (await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: org.ic.token })).body;
    assert.equal(reading.state, 'failed');
    assert.ok([BillReadingMessage.NO_TEXT, BillReadingMessage.UNREADABLE].includes(reading.error), reading.error);
    assert.equal(reading.result, undefined);
    const viewer = await staffRead({ bytes: invoicePdf, name: 'a.pdf' }, org.vo.token);
    assert.equal(viewer.status, 403);
  });

  test('refused before anything is read: not a PDF or image (whatever the name), over 10 MB, an image bomb, no file', async () => {
    const exe = await staffRead({ bytes: new TextEncoder().encode('MZ not a pdf'), name: 'bill.pdf' });
    assert.equal(exe.status, 400);
    assert.deepEqual(exe.body.file, [BillMessage.FILE_TYPE]);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(invoicePdf.subarray(0, 8));
    const large = await staffRead({ bytes: big, name: 'big.pdf' });
    assert.equal(large.status, 413);
    const bomb = await staffRead({ bytes: png(100_000, 100_000), name: 'photo.png' });
    assert.equal(bomb.status, 400);
    assert.deepEqual(bomb.body.file, [BillReadingMessage.TOO_MANY_PIXELS]);
    const none = await staffRead(null);
    assert.equal(none.status, 400);
    assert.ok(none.body.file);
    const order = await staffRead({ bytes: invoicePdf, name: 'a.pdf' }, org.ic.token, { date_order: 'ymd' });
    assert.equal(order.status, 400);
    assert.ok(order.body.date_order);
    const json = await call(t.app, 'POST', '/api/bill_readings', { token: org.ic.token, json: { file: 'x' } });
    assert.equal(json.status, 415);
  });

  test('a photo of a receipt is read with OCR, offline; the date read as the form says; a broken image fails in words', async () => {
    const photo = await receiptPhoto();
    const started = await staffRead({ bytes: photo, name: 'receipt.png' }, org.ic.token, { date_order: 'mdy' });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    await readingsSettled();
    const reading = BillReading.parse((await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: org.ic.token })).body);
    assert.equal(reading.state, 'done', reading.error);
    assert.equal(reading.result!.method, 'ocr');
    const s = reading.result!.suggestions;
    assert.deepEqual(
      [s.number?.value, s.bill_date?.value, s.total?.value, s.currency?.value, s.vendor_name?.value],
      ['RC-20481', '2025-12-03', '16.20', 'GBP', 'Corner Cafe Ltd'],
    );
    assert.match(s.total!.text, /Total.*16\.20/);
    assert.ok(s.total!.confidence > 0 && s.total!.confidence <= 0.85);

    const broken = await staffRead({ bytes: png(1200, 1600), name: 'receipt.png' });
    assert.equal(broken.status, 201);
    await readingsSettled();
    const failed = (await call(t.app, 'GET', `/api/bill_readings/${broken.body.id}`, { token: org.ic.token })).body;
    assert.equal(failed.state, 'failed');
    assert.equal(failed.error, BillReadingMessage.UNREADABLE);
  });
});

describe('a scanned PDF (no text layer)', () => {
  test('its pages are drawn and read with OCR: the same values as the photo, each from page 1', async () => {
    const started = await staffRead({ bytes: await scannedPdf(1), name: 'scan.pdf' }, org.ic.token, { date_order: 'mdy' });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    await readingsSettled();
    const reading = BillReading.parse((await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: org.ic.token })).body);
    assert.equal(reading.state, 'done', reading.error);
    assert.equal(reading.result!.method, 'ocr');
    assert.equal(reading.result!.pages, 2);
    const s = reading.result!.suggestions;
    assert.deepEqual(
      [s.number?.value, s.bill_date?.value, s.total?.value, s.currency?.value, s.vendor_name?.value],
      ['RC-20481', '2025-12-03', '16.20', 'GBP', 'Corner Cafe Ltd'],
    );
    assert.deepEqual(new Set(Object.values(s).map((x) => x.page)), new Set([1]));
    assert.match(s.total!.text, /Total.*16\.20/);
    assert.ok(s.total!.confidence > 0 && s.total!.confidence <= 0.85);
  });

  test('blank pages fail with the no-text words; the progress moves while the pages are drawn and read', async () => {
    const blank = await scannedPdf(2, false);
    const started = await staffRead({ bytes: blank, name: 'blank.pdf' });
    assert.equal(started.status, 201);
    await readingsSettled();
    const reading = (await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: org.ic.token })).body;
    assert.equal(reading.state, 'failed');
    assert.equal(reading.error, BillReadingMessage.NO_TEXT);
    assert.equal(reading.result, undefined);

    const seen: number[] = [];
    await assert.rejects(readBillDocument(blank, 'application/pdf', { onProgress: (p) => seen.push(p) }), { message: BillReadingMessage.NO_TEXT });
    assert.deepEqual(seen, [...seen].sort((a, b) => a - b), 'the progress never goes back');
    // Past the text layer (15), each of the two pages moves it: once drawn, then as its OCR goes.
    const during = new Set(seen.filter((p) => p > 15 && p < 100));
    assert.ok(during.size >= 4, seen.join(','));
  });
});

describe("a vendor reads its bill in the portal", () => {
  test('by token: the suggestions come back; another vendor, a customer or staff of another organization get a 404', async () => {
    const started = await portalRead({ bytes: invoicePdf, name: 'invoice.pdf' });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    await readingsSettled();
    const res = await portalGet(started.body.id);
    assert.equal(res.status, 200);
    assert.equal(res.body.state, 'done');
    assert.equal(res.body.result.suggestions.number.value, 'INV-0042');
    assert.equal((await portalGet(started.body.id, otherVendor.token)).status, 404);
    assert.equal((await portalGet(started.body.id, customer.token)).status, 404);
    assert.equal((await call(t.app, 'GET', `/api/bill_readings/${started.body.id}`, { token: otherOrg.oa.token })).status, 404);
    // A staff reading is not the vendor's either.
    const staff = await staffRead({ bytes: invoicePdf, name: 'x.pdf' });
    await readingsSettled();
    assert.equal((await portalGet(staff.body.id)).status, 404);
  });

  test("an unknown or a customer's token is a 404 whatever is sent; the file is checked as staff's is", async () => {
    assert.equal((await portalRead({ bytes: invoicePdf, name: 'a.pdf' }, 'not-a-token')).status, 404);
    assert.equal((await portalRead({ bytes: invoicePdf, name: 'a.pdf' }, customer.token)).status, 404);
    const bad = await portalRead({ bytes: new TextEncoder().encode('<html>'), name: 'a.pdf' });
    assert.equal(bad.status, 400);
    const bomb = await portalRead({ bytes: png(70_000, 70_000), name: 'a.png' });
    assert.equal(bomb.status, 400);
    assert.deepEqual(bomb.body.file, [BillReadingMessage.TOO_MANY_PIXELS]);
  });
});
