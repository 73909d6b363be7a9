/**
 * issueCreditNote called as a plain function: the note's own number, applied at once, the
 * invoice's balance lowered, both audited, the refusals, and the workflow engine told when the
 * note settles the invoice.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ReceivablesMessage } from '@si/contract';
import { statusOf } from '../../../../test-support/workflow-fixtures.ts';
import { actionWorld, auditsOf, automaticWorkflow, draftOf, historyOf, line, openInvoice, refused, type ActionWorld } from '../../../../test-support/receivables-actions.ts';
import { issueCreditNote, NOT_CREDITABLE } from './credit-note.ts';
import { findInvoice } from './rows.ts';
import { voidInvoice } from './void.ts';

let w: ActionWorld;
before(async () => {
  w = await actionWorld();
});
after(() => w.t.database.close());

const credit = (id: number, input: { reason: string; amount?: string; lines?: ReturnType<typeof line>[] }, by = w.by) => issueCreditNote(w.deps, w.storage, by, id, input);

describe('issueCreditNote', () => {
  test('an amount: a numbered, applied note with its PDF; the invoice partly paid; both audited', async () => {
    const inv = await openInvoice(w, '100.00');
    const note = await credit(inv.id, { reason: 'Damaged goods', amount: '30.00' });
    assert.deepEqual([note.doc_type, note.state, note.total, note.balance, note.credited_invoice_id], ['credit_note', 'applied', '30.00', '0.00', inv.id]);
    assert.ok(note.number && note.number !== inv.number);
    assert.ok(note.pdf_file_id);
    const after = await findInvoice(w.t.db, w.by.orgId, inv.id);
    assert.deepEqual([after.invoice.state, after.invoice.balance, after.item.status], ['partially_paid', '70.0000', 'partially_paid']);
    assert.equal((await auditsOf(w, note.id))[0]!.action, 'credit_note_issued');
    assert.equal((await auditsOf(w, inv.id)).at(-1)!.action, 'credit_applied');
  });

  test('refusals: above the balance, zero, too many decimals, a draft, a void invoice, a credit note, another organization\'s', async () => {
    const inv = await openInvoice(w, '50.00');
    await refused(credit(inv.id, { reason: 'Too much', amount: '50.01' }), 400, { amount: [ReceivablesMessage.CREDIT_EXCEEDS] });
    await refused(credit(inv.id, { reason: 'Nothing', lines: [line('Nothing', '1', '0')] }), 400, { lines: ['Enter an amount greater than zero.'] });
    await refused(credit(inv.id, { reason: 'Odd', amount: '1.005' }), 400, { amount: ['Enter at most 2 decimals for USD.'] });
    await refused(credit((await draftOf(w)).id, { reason: 'Draft', amount: '1.00' }), 409, { detail: NOT_CREDITABLE });
    const voided = await openInvoice(w);
    await voidInvoice(w.deps, w.by, voided.id, { reason: 'Twice' });
    await refused(credit(voided.id, { reason: 'Void', amount: '1.00' }), 409, { detail: NOT_CREDITABLE });
    const note = await credit(inv.id, { reason: 'Part', amount: '5.00' });
    await refused(credit(note.id, { reason: 'Of a note', amount: '1.00' }), 409, { detail: NOT_CREDITABLE });
    await refused(credit(inv.id, { reason: 'Theirs', amount: '1.00' }, w.stranger), 404, { detail: 'Not found.' });
    assert.equal((await findInvoice(w.t.db, w.by.orgId, inv.id)).invoice.balance, '45.0000');
  });

  test('tells the workflow engine when the note settles the invoice', async () => {
    await automaticWorkflow(w, 'paid', 'closed');
    const inv = await openInvoice(w, '40.00');
    await credit(inv.id, { reason: 'Written off', amount: '40.00' });
    assert.equal(await statusOf(w.t.db, inv.id), 'closed');
    assert.deepEqual(await historyOf(w, inv.id), [['paid', 'closed', 'user', w.by.userId]]);
  });
});
