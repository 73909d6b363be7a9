/** Keeping a file: bytes stored, the name's next version, the row and its audit event, in one transaction. */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind } from '@si/contract';
import { auditEvent, file } from '../../db/schema.ts';
import { LocalStorage } from '../../platform/storage.ts';
import { setup, type TestContext } from '../../../test-support/helpers.ts';
import { makeItem, makeWorkflowOrg, type Org } from '../../../test-support/workflow-fixtures.ts';
import { storeFileVersion } from './store.ts';

let t: TestContext;
let o: Org;
const filesDir = mkdtempSync(join(tmpdir(), 'si-store-file-'));
const storage = new LocalStorage(filesDir);
before(async () => {
  t = await setup({ filesDir });
  o = await makeWorkflowOrg(t);
});
after(async () => {
  await t.database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const auditOf = async (fileId: number) => t.db.select().from(auditEvent).where(and(eq(auditEvent.entityKind, AuditEntityKind.FILE), eq(auditEvent.entityId, fileId)));

describe('storeFileVersion', () => {
  test('a staff file: the bytes kept, version 1 then 2 for the same name, each audited with its actor', async () => {
    const it = await makeItem(t.db, o);
    const bytes = Buffer.from('%PDF-1.4 first\n');
    const first = await storeFileVersion(t.db, storage, { orgId: o.orgId, accountId: o.accountId, itemId: it.id, name: 'accounts.pdf', contentType: 'application/pdf', bytes, by: { userId: o.ic.id } });
    assert.equal(first.version, 1);
    assert.equal(first.size, bytes.length);
    assert.equal(first.sha256, sha(bytes));
    assert.equal(first.uploadedByUserId, o.ic.id);
    assert.equal(first.uploadedByContactId, null);
    assert.match(first.storageKey, new RegExp(`^org/${o.orgId}/[0-9a-f-]{36}$`));
    assert.equal(await text(await storage.get(first.storageKey)), '%PDF-1.4 first\n');
    const [event] = await auditOf(first.id);
    assert.equal(event?.action, 'uploaded');
    assert.equal(event?.actorUserId, o.ic.id);
    assert.deepEqual(event?.details, { item_id: it.id, name: 'accounts.pdf', size: bytes.length, sha256: sha(bytes) });

    const again = await storeFileVersion(t.db, storage, { orgId: o.orgId, accountId: o.accountId, itemId: it.id, name: 'accounts.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4 second\n'), by: { userId: null } });
    assert.equal(again.version, 2, 'the same name again is the next version');
    assert.notEqual(again.storageKey, first.storageKey);
    assert.equal((await auditOf(again.id))[0]?.actorUserId, null, 'the system acted');
    const other = await storeFileVersion(t.db, storage, { orgId: o.orgId, accountId: o.accountId, itemId: it.id, name: 'other.pdf', contentType: 'application/pdf', bytes, by: { userId: o.ic.id } });
    assert.equal(other.version, 1, 'another name starts at 1');
  });

  test("a contact's streamed file: the size and checksum given, the contact in the row and the audit details", async () => {
    const it = await makeItem(t.db, o);
    const bytes = Buffer.from('date,amount\n2026-01-01,1\n');
    const contactId = o.contacts[0]!.contactId;
    const row = await storeFileVersion(t.db, storage, {
      orgId: o.orgId,
      accountId: o.accountId,
      itemId: it.id,
      name: 'bank.csv',
      contentType: 'text/csv',
      stream: Readable.from([bytes]),
      size: bytes.length,
      sha256: sha(bytes),
      by: { contactId },
    });
    assert.equal(row.uploadedByUserId, null);
    assert.equal(row.uploadedByContactId, contactId);
    assert.equal(await text(await storage.get(row.storageKey)), bytes.toString());
    const [event] = await auditOf(row.id);
    assert.equal(event?.actorUserId, null);
    assert.deepEqual(event?.details, { item_id: it.id, contact_id: contactId, name: 'bank.csv', size: bytes.length, sha256: sha(bytes) });
  });

  test('what the caller adds runs in the same transaction: when it fails, neither the row nor its audit is kept', async () => {
    const it = await makeItem(t.db, o);
    let seen = 0;
    await assert.rejects(
      storeFileVersion(t.db, storage, { orgId: o.orgId, accountId: o.accountId, itemId: it.id, name: 'lost.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF'), by: { userId: o.ic.id } }, async (_tx, row) => {
        seen = row.id;
        throw new Error('refused');
      }),
      /refused/,
    );
    assert.ok(seen > 0, 'the hook saw the new row');
    assert.equal((await t.db.select().from(file).where(eq(file.itemId, it.id))).length, 0);
    assert.equal((await auditOf(seen)).length, 0);
  });
});
