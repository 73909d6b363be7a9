/**
 * Receipts: a photo is turned upright, resized to fit 2000 px and kept as JPEG without its metadata
 * (the GPS location above all); a PDF is kept as sent; both come back to the organization's staff
 * only. The attacks: a file that is not a photo or a PDF (whatever its name), over 10 MB, a
 * decompression bomb (a header declaring billions of pixels), another organization's receipt.
 * Reading a receipt gives the expense's suggestions.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ExpenseMessage, ModuleKind } from '@si/contract';
import { call, eventually, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';
import { readingsSettled } from '../payables/reading/store.ts';

let t: TestContext;
let a: Org;
let b: Org;
let claimId: number;
let lineId: number;

const upload = (bytes: Uint8Array, name: string, token = a.ic.token, line = lineId, claim = claimId) => {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return t.app.request(`/api/expense-claims/${claim}/lines/${line}/receipt`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
};
const fetchReceipt = (token = a.vo.token, line = lineId) => t.app.request(`/api/expense-claims/${claimId}/lines/${line}/receipt`, { headers: { authorization: `JWT ${token}` } });

/** The tag ids of a TIFF (EXIF) block's first directory, and whether it points to a GPS directory (0x8825). */
function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('II*\0') >= 0 ? exif.indexOf('II*\0') : exif.indexOf('MM\0*'));
  const le = tiff[0] === 0x49;
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const first = u32(4);
  return Array.from({ length: u16(first) }, (_, i) => u16(first + 2 + i * 12));
}

/** A camera photo: 3000 x 2000 pixels stored sideways (EXIF orientation 6: shown 2000 wide, 3000 tall), with the camera and where it was taken. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#d8dce6' } })
    .composite([{ input: { create: { width: 600, height: 400, channels: 3, background: '#202020' } }, left: 100, top: 100 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pixel 9', Software: 'Camera 1.2' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
    })
    .toBuffer();
}

/** A PNG whose header declares `width` x `height` pixels, with nothing after it (what a bomb looks like before it is inflated). */
function pngHeader(width: number, height: number): Uint8Array {
  const out = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(out, 0);
  out.writeUInt32BE(13, 8);
  out.write('IHDR', 12, 'latin1');
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.set([8, 2, 0, 0, 0], 24);
  return out;
}

/** A JPEG whose frame header declares 60000 x 60000 pixels. */
function jpegBomb(): Uint8Array {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, 0xea, 0x60, 0xea, 0x60, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return new Uint8Array([0xff, 0xd8, ...sof, 0xff, 0xd9]);
}

before(async () => {
  t = await setup();
  a = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'Receipts Org A' });
  b = await makeWorkflowOrg(t, { moduleKind: ModuleKind.SECURE_INVOICE_SALES, name: 'Receipts Org B' });
  const cat = await call(t.app, 'POST', '/api/expense-categories', { token: a.oa.token, json: { name: 'Meals', account_code: '6420', receipt_required_above: '0' } });
  const claim = await call(t.app, 'POST', '/api/expense-claims', { token: a.ic.token, json: { title: 'Paris' } });
  claimId = claim.body.id;
  const line = await call(t.app, 'POST', `/api/expense-claims/${claimId}/lines`, { token: a.ic.token, json: { spent_on: '2026-03-02', merchant: 'Café de Flore', category_id: cat.body.id, amount: '12.50', currency: 'USD' } });
  assert.equal(line.status, 201, JSON.stringify(line.body));
  lineId = line.body.lines[0].id;
  assert.deepEqual(line.body.lines[0].findings.map((f: { code: string }) => f.code), ['receipt_missing']);
});
after(async () => {
  await readingsSettled();
  await t.database.close();
});

describe('a photo', () => {
  test('is turned upright, resized to fit 2000 px and kept as JPEG without its metadata: no GPS location, no camera', async () => {
    const photo = await cameraPhoto();
    const before = await sharp(photo).metadata();
    assert.equal(before.orientation, 6);
    assert.ok(exifTags(before.exif!).includes(0x8825), 'the fixture carries a GPS directory');
    assert.ok(photo.includes('PhoneCo'));

    const res = await upload(photo, 'IMG_0042.JPG');
    assert.equal(res.status, 201, await res.clone().text());
    const answer = (await res.json()) as { lines: { receipt: { name: string; content_type: string; width: number; height: number; bytes: number }; findings: unknown[] }[] };
    const r = answer.lines[0]!.receipt;
    assert.deepEqual([r.name, r.content_type, r.width, r.height], ['IMG_0042.jpg', 'image/jpeg', 1333, 2000], 'upright (sideways before) and within 2000 px');
    assert.deepEqual(answer.lines[0]!.findings, [], 'the receipt answers the policy');

    const served = await fetchReceipt();
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/jpeg');
    assert.match(served.headers.get('content-disposition') ?? '', /^inline; filename="IMG_0042.jpg"/);
    const kept = Buffer.from(await served.arrayBuffer());
    assert.equal(kept.length, r.bytes);
    const meta = await sharp(kept).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1333, 2000]);
    assert.equal(meta.exif, undefined, 'no EXIF at all: no location, no camera, no time');
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.iptc, undefined);
    assert.equal(meta.orientation, undefined);
    assert.equal(kept.includes('Exif\0\0'), false);
    assert.equal(kept.includes('PhoneCo'), false);
  });

  test('a PNG photo becomes a JPEG too; a small one is not enlarged', async () => {
    const png = readFileSync(new URL('../../../test-support/fixtures/receipt.png', import.meta.url));
    const size = await sharp(png).metadata();
    const res = await upload(png, 'receipt.png');
    assert.equal(res.status, 201, await res.clone().text());
    const r = ((await res.json()) as { lines: { receipt: { name: string; content_type: string; width: number; height: number } }[] }).lines[0]!.receipt;
    assert.equal(r.content_type, 'image/jpeg');
    assert.equal(r.name, 'receipt.jpg');
    assert.ok(r.width <= Math.min(2000, size.width!) && r.height <= Math.min(2000, size.height!));
  });
});

describe('refused before anything decodes it', () => {
  test('a file that is not a photo or a PDF, whatever its name: 400 naming the field', async () => {
    for (const [bytes, name] of [
      [new TextEncoder().encode('MZ\x90\x00 this is a program'), 'receipt.jpg'],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'receipt.png'],
      [new TextEncoder().encode('GIF89a.....'), 'receipt.gif'],
    ] as const) {
      const res = await upload(bytes, name);
      assert.equal(res.status, 400, name);
      assert.deepEqual(await res.json(), { file: [ExpenseMessage.RECEIPT_TYPE] });
    }
    const none = await t.app.request(`/api/expense-claims/${claimId}/lines/${lineId}/receipt`, { method: 'POST', headers: { authorization: `JWT ${a.ic.token}` }, body: new FormData() });
    assert.equal(none.status, 400);
    assert.ok(((await none.json()) as Record<string, unknown>).file);
  });

  test('over 10 MB: 413 naming the field', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(big, 'huge.jpg');
    assert.equal(res.status, 413);
    assert.deepEqual(await res.json(), { file: [ExpenseMessage.RECEIPT_TOO_LARGE] });
  });

  test('a decompression bomb (a header declaring billions of pixels) is refused from its header: never decoded', async () => {
    for (const [bytes, name] of [
      [pngHeader(100_000, 100_000), 'bomb.png'],
      [pngHeader(40_001, 1_000), 'wide.png'],
      [jpegBomb(), 'bomb.jpg'],
    ] as const) {
      const started = Date.now();
      const res = await upload(bytes, name);
      assert.equal(res.status, 400, name);
      // Decoding would have failed with another message (the file has no pixel data to decode).
      assert.deepEqual(await res.json(), { file: [ExpenseMessage.RECEIPT_TOO_MANY_PIXELS] }, name);
      assert.ok(Date.now() - started < 5000, 'answered at once');
    }
    // A header that declares a fair size but no pixels follow: decoded, and refused as unreadable.
    const res = await upload(pngHeader(100, 100), 'broken.png');
    assert.equal(res.status, 400);
    assert.deepEqual(await res.json(), { file: [ExpenseMessage.RECEIPT_UNREADABLE] });
  });
});

describe('a PDF, and who reads a receipt', () => {
  test("is kept as sent; another organization's receipt is a 404, and only the claimant changes it", async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Title (Receipt) >> endobj\n%%EOF\n');
    assert.equal((await upload(pdf, 'r.pdf', a.lead.token)).status, 403, "not the claimant's");
    assert.equal((await upload(pdf, 'r.pdf', b.oa.token)).status, 404, "another organization's claim");
    const res = await upload(pdf, 'Restaurant receipt.pdf');
    assert.equal(res.status, 201);
    const served = await fetchReceipt(a.vo.token);
    assert.equal(served.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(new Uint8Array(await served.arrayBuffer()), pdf);
    assert.equal((await fetchReceipt(b.oa.token)).status, 404);
    assert.equal((await fetchReceipt(b.vo.token)).status, 404);

    const removed = await call(t.app, 'DELETE', `/api/expense-claims/${claimId}/lines/${lineId}/receipt`, { token: a.ic.token });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.lines[0].receipt, null);
    assert.equal((await fetchReceipt()).status, 404);
  });
});

describe('reading a receipt', () => {
  test("a stored receipt and a file not saved yet are read into the expense's suggestions; another organization's reading is a 404", async () => {
    const pdfBytes = await receiptPdf();
    assert.equal((await upload(pdfBytes, 'bill.pdf')).status, 201);
    const started = await call(t.app, 'POST', `/api/expense-claims/${claimId}/lines/${lineId}/reading`, { token: a.ic.token, json: {} });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    assert.equal((await call(t.app, 'POST', `/api/expense-claims/${claimId}/lines/${lineId}/reading`, { token: a.lead.token, json: {} })).status, 403);
    const poll = (id: number, token = a.ic.token) => call(t.app, 'GET', `/api/expense-readings/${id}`, { token });
    assert.ok(await eventually(async () => (await poll(started.body.id)).body.state === 'done'));
    const done = await poll(started.body.id);
    const s = done.body.result.suggestions;
    assert.equal(s.merchant.value, 'Brasserie Lipp');
    assert.equal(s.amount.value, '47.80');
    assert.equal(s.spent_on.value, '2026-03-14');
    assert.equal((await poll(started.body.id, b.oa.token)).status, 404);

    const form = new FormData();
    form.append('file', new Blob([pdfBytes as BlobPart]), 'new.pdf');
    const fresh = await t.app.request('/api/expense-readings', { method: 'POST', headers: { authorization: `JWT ${a.ic.token}` }, body: form });
    assert.equal(fresh.status, 201);
    const bad = new FormData();
    bad.append('file', new Blob([pngHeader(100_000, 100_000) as BlobPart]), 'bomb.png');
    const bomb = await t.app.request('/api/expense-readings', { method: 'POST', headers: { authorization: `JWT ${a.ic.token}` }, body: bad });
    assert.equal(bomb.status, 400);
  });
});

/** A receipt as a real PDF with a text layer (drawn with the suite's PDF engine). */
async function receiptPdf(): Promise<Uint8Array> {
  const { renderDocumentPdf } = await import('../../shared/pdf/index.ts');
  return renderDocumentPdf({ language: 'en', title: 'Brasserie Lipp', body: '151 Boulevard Saint-Germain, Paris\n\nDate: 14/03/2026\n\nTotal: 47.80 EUR' });
}
