import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { accountContact, auditEvent, file, item, upload } from '../../db/schema.ts';
import { newPortalToken } from './access.ts';
import { eventually, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';

let t: TestContext;
let p: PortalFixture;
const filesDir = mkdtempSync(join(tmpdir(), 'si-portal-uploads-'));
before(async () => {
  t = await setup({ filesDir });
  p = await makePortal(t.db);
});
after(async () => {
  await t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

function create(meta: { token: string; item_id: number; filename: string; filetype?: string }, length: number) {
  const metadata = Object.entries({ filetype: 'application/octet-stream', ...meta })
    .map(([k, v]) => `${k} ${b64(String(v))}`)
    .join(',');
  return t.app.request('/api/portal/uploads', { method: 'POST', headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata } });
}
const patch = (location: string, bytes: Buffer, offset = 0) =>
  t.app.request(location, { method: 'PATCH', headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, body: new Uint8Array(bytes) });

async function uploadWhole(meta: Parameters<typeof create>[0], bytes: Buffer) {
  const created = await create(meta, bytes.length);
  assert.equal(created.status, 201, await created.clone().text());
  return patch(created.headers.get('location')!, bytes);
}

const nothingStored = async (itemId: number) => {
  assert.equal((await t.db.select().from(file).where(eq(file.itemId, itemId))).length, 0, 'no file row');
  assert.equal((await t.db.select().from(upload).where(eq(upload.itemId, itemId))).length, 0, 'no upload row');
  const partials = existsSync(join(filesDir, '.uploads')) ? readdirSync(join(filesDir, '.uploads')).filter((f) => !f.endsWith('.json')) : [];
  assert.deepEqual(partials, [], 'no partial bytes');
};

describe('tus uploads', () => {
  test('a PDF in two chunks: offset after the first, then a file row with checksum, the item submitted, an audit event', async () => {
    const created = await create({ token: p.token, item_id: p.requirementId, filename: 'accounts.pdf', filetype: 'application/pdf' }, PDF.length);
    assert.equal(created.status, 201);
    const location = created.headers.get('location')!;
    assert.match(location, /\/api\/portal\/uploads\/[0-9a-f]{32}$/);
    const half = Math.floor(PDF.length / 2);
    const first = await patch(location, PDF.subarray(0, half));
    assert.equal(first.status, 204);
    const head = await t.app.request(location, { method: 'HEAD', headers: TUS });
    assert.equal(head.headers.get('upload-offset'), String(half));
    const last = await patch(location, PDF.subarray(half), half);
    assert.equal(last.status, 204);
    const fileId = Number(last.headers.get('upload-file-id'));
    const [row] = await t.db.select().from(file).where(eq(file.id, fileId));
    assert.equal(row!.name, 'accounts.pdf');
    assert.equal(row!.contentType, 'application/pdf');
    assert.equal(row!.size, PDF.length);
    assert.equal(row!.sha256, createHash('sha256').update(PDF).digest('hex'));
    assert.equal(row!.uploadedByContactId, p.contactId);
    const [target] = await t.db.select().from(item).where(eq(item.id, p.requirementId));
    assert.equal(target!.status, 'submitted');
    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, 5), eq(auditEvent.entityId, fileId)));
    assert.equal(events[0]?.action, 'uploaded');

    const download = await t.app.request(`/api/download_sales_files?token=${p.token}&id=${fileId}`);
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), PDF);
    assert.equal(download.headers.get('content-disposition'), `attachment; filename="accounts.pdf"; filename*=UTF-8''accounts.pdf`);
    assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
    const preview = await t.app.request(`/api/preview_sales_files?token=${p.token}&id=${fileId}`);
    assert.match(preview.headers.get('content-disposition')!, /^inline;/);
    assert.equal(preview.headers.get('content-type'), 'application/pdf');

    const again = await uploadWhole({ token: p.token, item_id: p.requirementId, filename: 'accounts.pdf' }, PDF);
    const [second] = await t.db.select().from(file).where(eq(file.id, Number(again.headers.get('upload-file-id'))));
    assert.equal(second!.version, 2, 'the same name again is a new version');
  });

  test('a CSV previews as an attachment; a name with non-ASCII characters gets an RFC 5987 filename*', async () => {
    const res = await uploadWhole({ token: p.token, item_id: p.requirementId, filename: 'relevé été.csv' }, Buffer.from('a,b\n1,2\n'));
    assert.equal(res.status, 204);
    const preview = await t.app.request(`/api/preview_sales_files?token=${p.token}&id=${res.headers.get('upload-file-id')}`);
    assert.equal(preview.headers.get('content-disposition'), `attachment; filename="relev_ _t_.csv"; filename*=UTF-8''relev%C3%A9%20%C3%A9t%C3%A9.csv`);
  });

  test('path separators and control characters are stripped from the name', async () => {
    const res = await uploadWhole({ token: p.token, item_id: p.requirementId, filename: '..\\..\\windows/../../etc/re\u0000port\u0007.pdf' }, PDF);
    assert.equal(res.status, 204);
    const [row] = await t.db.select().from(file).where(eq(file.id, Number(res.headers.get('upload-file-id'))));
    assert.equal(row!.name, 'report.pdf');
    const spoof = await uploadWhole({ token: p.token, item_id: p.requirementId, filename: 'scan\u202Efdp.pdf' }, PDF);
    const [spoofed] = await t.db.select().from(file).where(eq(file.id, Number(spoof.headers.get('upload-file-id'))));
    assert.equal(spoofed!.name, 'scanfdp.pdf', 'bidi controls are not stored');
  });

  test('a type the item does not accept is refused at creation with a clear message; nothing is stored', async () => {
    const q = await makePortal(t.db);
    const res = await create({ token: q.token, item_id: q.requirementId, filename: 'setup.exe' }, 10);
    assert.equal(res.status, 415);
    assert.match(res.headers.get('content-type')!, /application\/json/);
    assert.deepEqual(await res.json(), { detail: 'setup.exe is not an accepted type. Accepted: .pdf, .csv.' });
    const png = await create({ token: q.token, item_id: q.requirementId, filename: 'photo.png' }, 10);
    assert.equal(png.status, 415, 'a supported type the item does not list');
    await nothingStored(q.requirementId);
  });

  test('an oversize file is refused before any byte is sent; nothing is stored', async () => {
    const q = await makePortal(t.db);
    const res = await create({ token: q.token, item_id: q.requirementId, filename: 'big.pdf' }, 4096);
    assert.equal(res.status, 413);
    assert.deepEqual(await res.json(), { detail: 'big.pdf is 4 KB; the limit for this item is 1 KB.' });
    await nothingStored(q.requirementId);
  });

  test('bytes that are not what the name says are refused when they arrive, and removed', async () => {
    const q = await makePortal(t.db);
    const res = await uploadWhole({ token: q.token, item_id: q.requirementId, filename: 'invoice.pdf' }, Buffer.from('MZ\x90\x00 not a pdf at all'));
    assert.equal(res.status, 415);
    assert.deepEqual(await res.json(), { detail: 'invoice.pdf is not a valid PDF file.' });
    await nothingStored(q.requirementId);
  });

  test('an account on hold cannot upload (403 with the hold message); another account\'s item is not found', async () => {
    const held = await makePortal(t.db, { hold: true });
    const res = await create({ token: held.token, item_id: held.requirementId, filename: 'a.pdf' }, PDF.length);
    assert.equal(res.status, 403);
    assert.match((await res.json()).detail, /on hold/);
    await nothingStored(held.requirementId);
    const foreign = await create({ token: p.token, item_id: held.requirementId, filename: 'a.pdf' }, PDF.length);
    assert.equal(foreign.status, 404);
    const unknown = await create({ token: 'nope', item_id: p.requirementId, filename: 'a.pdf' }, PDF.length);
    assert.equal(unknown.status, 404);
  });

  test('termination deletes a partial upload', async () => {
    const q = await makePortal(t.db);
    const created = await create({ token: q.token, item_id: q.requirementId, filename: 'a.pdf' }, PDF.length);
    const location = created.headers.get('location')!;
    await patch(location, PDF.subarray(0, 5));
    const del = await t.app.request(location, { method: 'DELETE', headers: TUS });
    assert.equal(del.status, 204);
    // The rows and bytes go as the termination is handled, which may end after the answer.
    await eventually(() => nothingStored(q.requirementId).then(() => true, () => false));
    await nothingStored(q.requirementId);
    const head = await t.app.request(location, { method: 'HEAD', headers: TUS });
    assert.equal(head.status, 404);
  });

  test('an upload ends with the link generation it began under: after a rotation its PATCH and HEAD are refused and nothing lands', async () => {
    const q = await makePortal(t.db);
    const created = await create({ token: q.token, item_id: q.requirementId, filename: 'a.pdf' }, PDF.length);
    const location = created.headers.get('location')!;
    assert.equal((await patch(location, PDF.subarray(0, 5))).status, 204);
    // Rotating the link (or reissuing it on a send) gives it a new token hash.
    const next = newPortalToken();
    await t.db.update(accountContact).set({ tokenHash: next.hash }).where(eq(accountContact.tokenHash, createHash('sha256').update(q.token).digest('hex')));
    const rest = await patch(location, PDF.subarray(5), 5);
    assert.equal(rest.status, 404);
    assert.match((await rest.json()).detail, /link/i);
    assert.equal((await t.app.request(location, { method: 'HEAD', headers: TUS })).status, 404);
    assert.equal((await t.db.select().from(file).where(eq(file.itemId, q.requirementId))).length, 0, 'no file from the old link');
    // The new link starts its own upload.
    const fresh = await uploadWhole({ token: next.token, item_id: q.requirementId, filename: 'a.pdf' }, PDF);
    assert.equal(fresh.status, 204);
  });
});
