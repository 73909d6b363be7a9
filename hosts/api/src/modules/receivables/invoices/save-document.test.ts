/**
 * saveInvoiceDocument called as a plain function: a draft keeps only the text; a finalized invoice
 * gets the document as a new version of its PDF and, with "save and send" on, it is mailed; a
 * void invoice or another organization's is refused.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { and, eq, gt, max, sql } from 'drizzle-orm';
import { ConfigProperty, ReceivablesMessage } from '@si/contract';
import { file, item, outbox } from '../../../db/schema.ts';
import { invoice } from '../schema.ts';
import { setConfig } from '../../../platform/config.ts';
import { actionWorld, auditsOf, draftOf, openInvoice, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { saveInvoiceDocument } from './save-document.ts';
import { voidInvoice } from './void.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

const save = (id: number, body: string, by = w.by) => saveInvoiceDocument(w.deps, w.storage, by, id, { body });
const pdfsOf = (id: number) => w.t.db.select().from(file).where(and(eq(file.itemId, id), eq(file.contentType, 'application/pdf')));

describe('saveInvoiceDocument', () => {
  test('a draft keeps only the text: no PDF, nothing mailed', async () => {
    const d = await draftOf(w);
    const saved = await save(d.id, 'Dear {{customer_name}}');
    assert.deepEqual([saved.sent_to, saved.not_sent, saved.pdf_file_id], [[], null, null]);
    assert.equal((await w.t.db.select().from(invoice).where(eq(invoice.itemId, d.id)))[0]!.document, 'Dear {{customer_name}}');
    // Never on the item: its description is what the portal shows of an item.
    assert.equal((await w.t.db.select().from(item).where(eq(item.id, d.id)))[0]!.description, '');
    assert.equal((await pdfsOf(d.id)).length, 0);
    assert.deepEqual((await auditsOf(w, d.id)).at(-1), { action: 'invoice_document_saved', actor: w.by.userId, details: { number: null, length: 22 } });
  });

  test('a finalized invoice gets a new PDF version; with "save and send" on it is mailed to the contacts', async () => {
    const inv = await openInvoice(w);
    const quiet = await save(inv.id, 'First words');
    assert.deepEqual([quiet.sent_to, quiet.not_sent], [[], null]);
    assert.deepEqual((await pdfsOf(inv.id)).map((f) => f.version).sort(), [1, 2]);
    assert.equal(quiet.pdf_file_id, Math.max(...(await pdfsOf(inv.id)).map((f) => f.id)));
    await setConfig(w.t.db, w.by.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'true');
    const since = (await w.t.db.select({ id: max(outbox.id) }).from(outbox))[0]?.id ?? 0;
    const sent = await save(inv.id, 'Second words');
    assert.equal(sent.sent_to.length, 2, 'both contacts of the account');
    assert.ok(sent.sent_at, 'the answer says it was sent');
    assert.equal((await w.t.db.select().from(outbox).where(gt(outbox.id, since))).length, 2);
    await setConfig(w.t.db, w.by.orgId, ConfigProperty.SAVE_AND_SEND_DOCUMENT_NOTIFICATION, 'false');
  });

  test('a document saved before it had its own column moves there from the item (migration 0017)', async () => {
    const inv = await openInvoice(w);
    await w.t.db.update(item).set({ description: 'Kept words' }).where(eq(item.id, inv.id));
    const other = await openInvoice(w);
    const migration = readFileSync(new URL('../../../../drizzle/0017_invoice_document.sql', import.meta.url), 'utf8');
    // Its data steps (the column itself is in every test database already).
    for (const step of migration.split('--> statement-breakpoint').filter((part) => /^\s*(--.*\n)*\s*UPDATE/i.test(part))) await w.t.db.execute(sql.raw(step));
    const [moved] = await w.t.db.select({ document: invoice.document, description: item.description }).from(invoice).innerJoin(item, eq(item.id, invoice.itemId)).where(eq(invoice.itemId, inv.id));
    assert.deepEqual(moved, { document: 'Kept words', description: '' });
    const [untouched] = await w.t.db.select({ document: invoice.document }).from(invoice).where(eq(invoice.itemId, other.id));
    assert.equal(untouched!.document, null, 'an invoice without a document keeps none');
  });

  test('a void invoice or another organization\'s is refused', async () => {
    const inv = await openInvoice(w);
    await refused(save(inv.id, 'Theirs', w.stranger), 404, { detail: 'Not found.' });
    await voidInvoice(w.deps, w.by, inv.id, { reason: 'Twice' });
    await refused(save(inv.id, 'Too late'), 409, { detail: ReceivablesMessage.ALREADY_VOID });
  });
});
