import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { auditEvent } from '../../db/schema.ts';
import { LocalStorage } from '../../platform/storage.ts';
import { setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';
import { storeFile } from '../../../test-support/stored-files.ts';
import { entryNamer, safeSegment } from './archive-names.ts';

let t: TestContext;
let o: Org;
let other: Org;
const filesDir = mkdtempSync(join(tmpdir(), 'si-account-archive-'));
const storage = new LocalStorage(filesDir);
before(async () => {
  t = await setup({ filesDir });
  o = await makeWorkflowOrg(t, { name: 'Archive' });
  other = await makeWorkflowOrg(t);
});
after(async () => {
  await t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Reads a ZIP back through its central directory: each entry's name and its (inflated) bytes. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'an end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50, 'a central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + skip;
  }
  return out;
}

const get = (path: string, token: string) => t.app.request(path, { headers: { authorization: `JWT ${token}` } });

describe('a workspace\'s files as one ZIP', () => {
  test('every file, under its requirement, with safe, unique names; a View Only user may download it; audited', async () => {
    const statements = await makeItem(t.db, o, { title: 'Bank statements' });
    const ids = await makeItem(t.db, o, { title: '../Proof of ID' });
    const at = { orgId: o.orgId, accountId: o.accountId };
    await storeFile(t.db, storage, { ...at, itemId: statements.id }, 'march.pdf', Buffer.from('%PDF v1'), { version: 1 });
    await storeFile(t.db, storage, { ...at, itemId: statements.id }, 'march.pdf', Buffer.from('%PDF v2'), { version: 2 });
    await storeFile(t.db, storage, { ...at, itemId: statements.id }, '../../etc/passwd', Buffer.from('root'), { contentType: 'text/plain' });
    await storeFile(t.db, storage, { ...at, itemId: statements.id }, 'a/b\\c.pdf', Buffer.from('%PDF abc'));
    await storeFile(t.db, storage, { ...at, itemId: statements.id }, 'a_b_c.pdf', Buffer.from('%PDF same name'));
    await storeFile(t.db, storage, { ...at, itemId: ids.id }, '.hidden\u0007.png', Buffer.from('png'), { contentType: 'image/png' });
    await storeFile(t.db, storage, { ...at, itemId: null }, 'engagement letter.docx', Buffer.from('docx'), { contentType: 'text/csv' });

    const res = await get(`/api/accounts/${o.accountId}/files.zip`, o.vo.token);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/zip');
    assert.match(res.headers.get('content-disposition')!, /^attachment; filename="Northwind \d+\.zip"/);
    const entries = unzip(Buffer.from(await res.arrayBuffer()));
    assert.deepEqual([...entries.keys()].sort(), [
      'Bank statements/a_b_c (2).pdf',
      'Bank statements/a_b_c.pdf',
      'Bank statements/march (v1).pdf',
      'Bank statements/march.pdf',
      'Bank statements/etc_passwd',
      'Proof of ID/hidden.png',
      'Workspace files/engagement letter.docx',
    ].sort());
    for (const name of entries.keys()) assert.ok(!name.startsWith('/') && !name.split('/').includes('..') && !name.includes('\\'), name);
    assert.equal(entries.get('Bank statements/march.pdf')!.toString(), '%PDF v2');
    assert.equal(entries.get('Bank statements/march (v1).pdf')!.toString(), '%PDF v1');
    assert.equal(entries.get('Bank statements/etc_passwd')!.toString(), 'root');
    assert.equal(entries.get('Workspace files/engagement letter.docx')!.toString(), 'docx');

    const events = await t.db.select().from(auditEvent).where(and(eq(auditEvent.entityId, o.accountId), eq(auditEvent.action, 'files_downloaded')));
    assert.equal(events.length, 1);
    assert.deepEqual([events[0]!.actorUserId, events[0]!.details], [o.vo.id, { files: 7 }]);
  });

  test('a file gone from storage is left out, the rest still arrives; an empty workspace is an empty ZIP', async () => {
    const org = await makeWorkflowOrg(t);
    assert.equal(unzip(Buffer.from(await (await get(`/api/accounts/${org.accountId}/files.zip`, org.ic.token)).arrayBuffer())).size, 0);
    const gone = await storeFile(t.db, storage, { orgId: org.orgId, accountId: org.accountId, itemId: null }, 'gone.pdf', Buffer.from('x'));
    await storeFile(t.db, storage, { orgId: org.orgId, accountId: org.accountId, itemId: null }, 'kept.pdf', Buffer.from('y'));
    await storage.delete(gone.storageKey);
    const entries = unzip(Buffer.from(await (await get(`/api/accounts/${org.accountId}/files.zip`, org.ic.token)).arrayBuffer()));
    assert.deepEqual([...entries.keys()], ['Workspace files/kept.pdf']);
  });

  test("another organization's workspace, an unknown one and no sign-in are refused", async () => {
    assert.equal((await get(`/api/accounts/${other.accountId}/files.zip`, o.oa.token)).status, 404);
    assert.equal((await get(`/api/accounts/99999999/files.zip`, o.oa.token)).status, 404);
    assert.equal((await t.app.request(`/api/accounts/${o.accountId}/files.zip`)).status, 401);
  });

  test('entry names: separators, dots, control and reserved characters never reach the archive', () => {
    assert.equal(safeSegment('../../etc/passwd', 'file'), 'etc_passwd');
    assert.equal(safeSegment('..', 'file'), 'file');
    assert.equal(safeSegment('a..b/../c', 'file'), 'a.b_c');
    assert.equal(safeSegment('  .  ', 'file'), 'file');
    assert.equal(safeSegment('C:\\Windows\\x.exe', 'file'), 'C__Windows_x.exe');
    assert.equal(safeSegment('a\u0000b\nc', 'file'), 'abc');
    // A right-to-left override cannot dress an executable as a PDF.
    assert.equal(safeSegment('invoice\u202Efdp.exe', 'file'), 'invoicefdp.exe');
    assert.equal(safeSegment('\u2067report\u2069\u200f.pdf', 'file'), 'report.pdf');
    // Cut at 150 characters, the extension stays.
    const long = safeSegment(`${'Quarterly statement '.repeat(12)}.pdf`, 'file');
    assert.equal(long.length <= 150, true);
    assert.match(long, /^Quarterly statement .*\.pdf$/);
    assert.equal(safeSegment(`${'x'.repeat(149)}\u{1F600}.xlsx`, 'file'), `${'x'.repeat(145)}.xlsx`);
    const name = entryNamer();
    assert.equal(name({ folder: 'Tax', name: 'R.pdf', version: 1, latest: true }), 'Tax/R.pdf');
    assert.equal(name({ folder: 'tax', name: 'r.PDF', version: 1, latest: true }), 'tax/r (2).PDF');
    assert.equal(name({ folder: '', name: 'README', version: 3, latest: false }), 'Untitled requirement/README (v3)');
  });
});
